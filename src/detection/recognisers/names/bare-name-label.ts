import { nameEndOffset, readSlotName, skipTitle } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { LABEL_END } from "../../word-bits.ts";

/**
 * The patient's name after a "Name" label written without its colon, the way triage boards,
 * stickers and registration slips run their fields together on one line: "Name PHAM, Tuan   Age
 * 37 M", "NAME NKOSINATHI CELE AGE 7 M FOLDER NO: …", "Name Ngaio TE PAA Age 47 F NHI …". "Name"
 * opens its line (or follows a cell break) in Title Case or capitals; the name is read as a slot
 * (surname-first comma and a closing initial kept), and the next field's label, a number or the
 * line's end must follow it, so "Name badge worn", "Name of drug" and "Name and address" are
 * left. Bounded: one slot per label.
 */

/** Labels of the field after the name on a triage or registration line. */
const NEXT_FIELDS: ReadonlySet<string> = new Set([
  "age",
  "dob",
  "sex",
  "gender",
  "born",
  "mrn",
  "nhi",
  "uhid",
  "nric",
  "hosp",
  "hospital",
  "folder",
  "medicare",
  "ward",
  "bed",
  "id",
  "ur",
  "urn",
  "chi",
  "nhs",
  "ohip",
  "phn",
  "pps",
  "ppsn",
]);

function nextField(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k) || t.isNumber(k)) return true;
  return t.isWord(k) && NEXT_FIELDS.has(t.lower(k));
}

export function findBareNameLabels(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, LABEL_END); i < t.count; i = t.nextBits(i + 1, LABEL_END)) {
    if (t.length(i) !== 4 || t.lower(i) !== "name" || !(t.isCapitalised(i) || t.isAllCaps(i))) continue;
    const opens = t.startsLine(i) || (i > 0 && t.start[i]! - t.end[i - 1]! >= 2);
    if (!opens) continue;
    const j = skipTitle(context, i + 1);
    if (j >= t.count || t.startsLine(j) || !t.isWord(j) || t.start[j]! - t.end[i]! > 3) continue;
    let last = readSlotName(context, j, { trailingInitial: true });
    if (last < 0) continue;
    // "PHAM, Tuan": the given name after a surname-first comma.
    if (t.isPunct(last + 1, ",") && t.touches(last) && !t.startsLine(last + 2)) {
      const given = readSlotName(context, last + 2, { trailingInitial: true });
      if (given > last + 1) last = given;
    }
    if (!nextField(context, last + 1)) continue;
    out.push(hit("name-after-bare-label", "PATIENT_NAME", t.start[j]!, nameEndOffset(context, last)));
    i = last;
  }
}

const RULES = defineRules({
  "name-after-bare-label": {
    types: ["PATIENT_NAME"],
    level: "cued",
    anchored: false,
    about:
      "the name after a 'Name' label without its colon, before the next field ('Name PHAM, Tuan Age 37')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const bareNameLabelRecogniser: RecogniserModule = {
  id: "bare-name-label",
  family: "names",
  wake: { on: LABEL_END },
  rules: RULES,
  scan: findBareNameLabels,
};

const hit = ruleHit(RULES);
