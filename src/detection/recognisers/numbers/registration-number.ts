import { registrationWords } from "../../cues/id-cues.ts";
import { recordUnitsAfter } from "../../cues/units.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * Clinicians' registration numbers as signature lines write them, with no mark or register label
 * the other readers need:
 * - `register-number-bare`: four to eight digits right after "Reg", "Reg.", "Regn", "Regd" or
 *   "Registration" ("Dr A Rao, MBBS (Reg. 56789)", "Reg 12345"). Not a year after "Registration"
 *   ("Reg 2019"), not a count with its unit, not a decimal.
 * - `council-acronym-number`: an Indian state medical council's acronym, capitals ending in "MC"
 *   ("WBMC", "APMC", "TSMC", "RMC"), one space and its number ("WBMC 56789", "MMC 2012/03/1234");
 *   the span keeps the acronym, which the council writes into the number.
 * - `hpcsa-number`: a South African HPCSA number, a register's two capitals ("MP" medical, "DP"
 *   dental, "PS" psychology …), a space, and seven digits ("MP 0123456"); run together it is read
 *   as a prefixed number.
 */

const REGISTRATION = registrationWords.words;
/**
 * HPCSA registers whose numbers are two capitals and seven digits: medical, dental, psychology,
 * physiotherapy, occupational therapy, dietetics, radiography, optometry. Numbers are issued
 * from 0000001 upward, so most start with 0 today, but the register's shape does not require it.
 */
const HPCSA_REGISTERS: ReadonlySet<string> = new Set(["MP", "DP", "PS", "PT", "OT", "DT", "RA", "OD"]);
const UNITS_AFTER = recordUnitsAfter.words;

/** Digits `i` (and any "/"-joined parts) close the value; its last token, or -1. */
function valueEnd(t: TokenStream, i: number, joined: boolean): number {
  let k = i;
  for (let n = 0; n < 3 && joined && t.isPunct(k + 1, "/") && t.touches(k) && t.touches(k + 1); n++) {
    if (!t.isNumber(k + 2)) return -1;
    k += 2;
  }
  if (t.touches(k)) {
    const n = k + 1;
    if (t.isWord(n) || t.isNumber(n) || t.isPunct(n, "/") || t.isPunct(n, "-")) return -1;
    if (t.isPunct(n, ".") && t.touches(n) && t.isNumber(n + 1)) return -1;
  }
  if (t.isWord(k + 1) && !t.startsLine(k + 1) && UNITS_AFTER.has(t.lower(k + 1))) return -1;
  return k;
}

export function findRegistrationNumbers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of four digits or more are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.longCount; r++) {
    const i = shapes.long[r]!;
    if (i < 1) continue;
    const digits = t.length(i);
    if (digits < 4 || digits > 8 || t.startsLine(i) || (t.touches(i - 1) && !t.isPunct(i - 1, ":"))) continue;
    let w = i - 1;
    if (t.isPunct(w, ".") || t.isPunct(w, ":")) w--;
    if (!t.isWord(w)) continue;
    // A year ("Registration 2019", "RMC 2021 guidelines") is read by the date readers.
    if (digits === 4) {
      const value = t.value(i);
      if (value >= 1900 && value <= 2099 && !(t.touches(i) && t.isPunct(i + 1, "/"))) continue;
    }
    const word = t.lower(w);
    if (REGISTRATION.has(word) && (w === i - 1 || t.touches(w))) {
      // "Reg" before a number in prose is a registrar's grade only with a letter ("Reg 2" is short anyway).
      if (context.mixedCase && !t.isCapitalised(w) && !t.isAllCaps(w) && !t.isPunct(w - 1, "(")) continue;
      const last = valueEnd(t, i, false);
      if (last !== -1) out.push(hit("register-number-bare", "LICENSE_NUMBER", t.start[i]!, t.end[last]!));
      continue;
    }
    if (w !== i - 1 || t.start[i]! - t.end[w]! !== 1 || t.touches(w - 1) || !t.isAllCaps(w)) continue;
    const raw = t.raw(w);
    const len = raw.length;
    if (len >= 3 && len <= 5 && raw.endsWith("MC") && digits <= 7) {
      const last = valueEnd(t, i, true);
      // Four digits alone may be a year or an article's number ("PMC 1234"): five or more, or parts.
      if (last !== -1 && (digits >= 5 || last > i))
        out.push(hit("council-acronym-number", "LICENSE_NUMBER", t.start[w]!, t.end[last]!));
      continue;
    }
    if (HPCSA_REGISTERS.has(raw) && digits === 7) {
      const last = valueEnd(t, i, false);
      if (last !== -1) out.push(hit("hpcsa-number", "LICENSE_NUMBER", t.start[w]!, t.end[last]!));
    }
  }
}

const RULES = defineRules({
  "register-number-bare": {
    types: ["LICENSE_NUMBER"],
    level: "cued",
    anchored: true,
    about:
      "four to eight digits right after 'Reg', 'Reg.', 'Regn' or 'Registration' (a clinician's registration)",
  },
  "council-acronym-number": {
    types: ["LICENSE_NUMBER"],
    level: "cued",
    anchored: true,
    about:
      "an Indian state medical council's acronym ending in 'MC' and its registration number ('WBMC 56789')",
  },
  "hpcsa-number": {
    types: ["LICENSE_NUMBER"],
    level: "shaped",
    anchored: true,
    about:
      "a South African HPCSA number written 'MP 0123456' (a register's two capitals, a space, seven digits)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const registrationNumberRecogniser: RecogniserModule = {
  id: "registration-number",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findRegistrationNumbers,
};

const hit = ruleHit(RULES);
