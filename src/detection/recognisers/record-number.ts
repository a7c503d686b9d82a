import type { PhiType } from "../phi-type.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { NUMBER, PUNCT, type TokenStream, WORD } from "../token-stream.ts";
import { RECORD_CUE } from "../word-bits.ts";

/**
 * Record, plan, account, licence, vehicle and device numbers after their cue words
 * ("MRN: 1234567", "Medical record # A-4521", "acct no. 778812", "DEA AB1234563"), and long
 * digit runs (8+ digits) anywhere, which in notes are identifiers, not measurements.
 */
const CUES = new Map<string, PhiType>([
  ["mrn", "MRN"],
  ["mr", "MRN"],
  ["record", "MRN"],
  ["chart", "MRN"],
  ["unit", "MRN"],
  ["patient", "MRN"],
  ["pt", "MRN"],
  ["hospital", "MRN"],
  ["acct", "ACCOUNT_NUMBER"],
  ["account", "ACCOUNT_NUMBER"],
  ["billing", "ACCOUNT_NUMBER"],
  ["invoice", "ACCOUNT_NUMBER"],
  ["policy", "HEALTH_PLAN_ID"],
  ["member", "HEALTH_PLAN_ID"],
  ["insurance", "HEALTH_PLAN_ID"],
  ["medicaid", "HEALTH_PLAN_ID"],
  ["medicare", "HEALTH_PLAN_ID"],
  ["plan", "HEALTH_PLAN_ID"],
  ["group", "HEALTH_PLAN_ID"],
  ["subscriber", "HEALTH_PLAN_ID"],
  ["license", "LICENSE_NUMBER"],
  ["licence", "LICENSE_NUMBER"],
  ["lic", "LICENSE_NUMBER"],
  ["dea", "LICENSE_NUMBER"],
  ["npi", "LICENSE_NUMBER"],
  ["vin", "VEHICLE_ID"],
  ["plate", "VEHICLE_ID"],
  ["serial", "DEVICE_ID"],
  ["device", "DEVICE_ID"],
  ["model", "DEVICE_ID"],
  ["lot", "DEVICE_ID"],
  ["id", "ID"],
  ["ref", "ID"],
  ["reference", "ID"],
  ["confirmation", "ID"],
  ["conf", "ID"],
  ["auth", "ID"],
  ["authorization", "ID"],
  ["ticket", "ID"],
  ["order", "ID"],
  ["requisition", "ID"],
  ["identifier", "ID"],
  ["case", "ID"],
  ["accession", "ID"],
  ["specimen", "ID"],
  ["ssn", "SSN"],
]);
export const RECORD_CUES: readonly string[] = [...CUES.keys()];
const FILLERS = new Set(["no", "num", "number", "nbr", "id", "#", "number:", "is"]);

/** Token index after skipping fillers such as ":", "#", "no.", "number". */
function skipFillers(t: TokenStream, i: number): number {
  let j = i;
  for (let n = 0; n < 4 && j < t.count; n++) {
    if (
      t.kind[j] === PUNCT &&
      (t.isPunct(j, ":") || t.isPunct(j, "#") || t.isPunct(j, ".") || t.isPunct(j, "="))
    ) {
      j++;
    } else if (t.kind[j] === WORD && FILLERS.has(t.lower(j))) {
      j++;
    } else break;
  }
  return j;
}

/** Last token of an identifier (letters/digits joined by "-" or "/") with at least 3 digits. */
function readIdentifier(t: TokenStream, i: number, minDigits: number): number {
  let j = i;
  let digits = 0;
  let last = -1;
  for (let n = 0; n < 12 && j < t.count; n++) {
    if (t.kind[j] === NUMBER) digits += t.length(j);
    else if (t.kind[j] !== WORD || t.length(j) > 4) break;
    last = j;
    if (t.touches(j) && t.touches(j + 1) && (t.isPunct(j + 1, "-") || t.isPunct(j + 1, "/"))) {
      j += 2;
    } else if (t.touches(j) && t.kind[j + 1] !== PUNCT) {
      j += 1;
    } else break;
  }
  return digits >= minDigits ? last : -1;
}

export function findRecordNumbers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] === NUMBER && t.length(i) >= 8 && !t.touches(i - 1) && !t.touches(i)) {
      out.push(hit("id-long-number", "ID", t.start[i]!, t.end[i]!));
      continue;
    }
    if ((t.bits(i) & RECORD_CUE) === 0) continue;
    const type = CUES.get(t.lower(i));
    if (type === undefined || type === "SSN") continue;
    // "MR" is also mitral regurgitation: only with a "#" or ":" after it.
    let j = i + 1;
    if (t.isWord(j) && (t.lower(j) === "number" || t.lower(j) === "no" || t.lower(j) === "id")) j++;
    const hasMark = t.isPunct(j, ":") || t.isPunct(j, "#") || t.isPunct(j, "=") || j > i + 1;
    if (!hasMark && (type === "MRN" || type === "ID" || type === "DEVICE_ID" || type === "HEALTH_PLAN_ID")) {
      if (t.lower(i) !== "mrn") continue;
    }
    const from = skipFillers(t, j);
    if (from >= t.count || t.start[from]! - t.end[i]! > 12) continue;
    // With an explicit "#" or ":" a short code counts ("policy #kx42").
    const marked = t.isPunct(from - 1, "#");
    const last = readIdentifier(t, from, marked ? 2 : 3);
    if (last === -1) continue;
    out.push(hit("id-after-cue", type, t.start[from]!, t.end[last]!));
    i = last;
  }
}
