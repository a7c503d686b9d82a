import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { listBit } from "../../word-lists.ts";
import { facilityValueEnd, isPlainFacilityWord } from "./facility-field.ts";

/**
 * The place after the person on an address line of a fax, a referral or a letter: "To: Dr
 * Khumalo, soweto chc", "FROM: DR TANE, TE PUNA ORA", "Attn: Sr Ndlovu, Emergency Department,
 * Tygerberg". Fax covers and referral e-forms in every country write the addressee, a comma, then
 * the practice or hospital; the line's label says the words after the comma are where the person
 * is. Segments that name a service, a department or a role ("Dr Patel, Cardiology", "Dr Naidoo,
 * Consultant Physician") are passed over; the first that names something runs to the end of the
 * value, read as a field's value (facility-field: the case of the note, a word no list knows).
 * Each line is read once, twelve tokens at most: linear.
 */
const LINE_LABELS: ReadonlySet<string> = new Set(["to", "from", "attn", "attention", "fao", "cc"]);
const LINE_LABELS_LIST = listBit(LINE_LABELS);

/** The token after the colon of an address-line label opening the line at `i`, or -1. */
function afterLabel(t: TokenStream, i: number): number {
  if (!t.isWord(i)) return -1;
  let k = i;
  // "Fax to:", "Copy to:", "Referred from:".
  if (!t.inList(k, LINE_LABELS_LIST) && t.isWord(k + 1) && !t.startsLine(k + 1)) k++;
  if (!t.inList(k, LINE_LABELS_LIST) || !t.isPunct(k + 1, ":") || t.startsLine(k + 1)) return -1;
  return k + 2;
}

export function findFacilitiesAfterAddressee(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextLineStart(0); i < t.count; i = t.nextLineStart(i + 1)) {
    const first = afterLabel(t, i);
    if (first === -1 || first >= t.count || t.startsLine(first)) continue;
    // The person: up to five tokens before the first comma on the line.
    let comma = -1;
    for (let k = first + 1; k < t.count && k <= first + 5 && !t.startsLine(k); k++) {
      if (t.isPunct(k, ",")) {
        comma = k;
        break;
      }
      if (!t.isWord(k) && !t.isPunct(k, ".") && !t.isPunct(k, "-") && !t.isPunct(k, "'")) break;
    }
    if (comma === -1) continue;
    // Pass over segments that name nothing ("Emergency Department,").
    let start = comma + 1;
    for (let k = start, seen = 0; k < t.count && seen < 12 && !t.startsLine(k); k++, seen++) {
      if (t.isPunct(k, ",")) {
        start = k + 1;
        continue;
      }
      if (!t.isWord(k) || !isPlainFacilityWord(context, k)) break;
    }
    if (start >= t.count || t.startsLine(start)) continue;
    const last = facilityValueEnd(context, start, false);
    if (last === -1) continue;
    out.push(hit("facility-after-addressee", "HOSPITAL", t.start[start]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "facility-after-addressee": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "the place after the person on a To:/From:/Attn: line (To: Dr Khumalo, soweto chc)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityAfterAddresseeRecogniser: RecogniserModule = {
  id: "facility-after-addressee",
  family: "organisations",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findFacilitiesAfterAddressee,
};

const hit = ruleHit(RULES);
