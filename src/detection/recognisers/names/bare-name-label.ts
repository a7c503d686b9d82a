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

/** Dotted pairs that are abbreviations, not a person's initials ("pt c.o. pain", "pt i.e. the"). */
const DOTTED_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "ie",
  "eg",
  "am",
  "pm",
  "co",
  "nb",
  "oe",
  "ho",
  "ro",
  "cf",
]);

/** Words after which a patient's initials close their slot ("Pt J.K. is a 45", "pt s.k. seen"). */
const AFTER_INITIALS: ReadonlySet<string> = new Set([
  "is",
  "was",
  "seen",
  "presented",
  "presents",
  "reviewed",
  "aged",
  "age",
  "admitted",
  "attended",
  "has",
  "had",
]);

/**
 * "Pt J. K., 45M", "Patient T.W. seen today", "pt s.k. 72F": a patient written by dotted initials
 * after "pt" or "patient" (case reports, handovers and teaching notes of every country do). Two
 * or three single letters each with its dot, in capitals where the note has case, then a comma,
 * a bracket, a number, the line's end or a verb of the visit. Returns the last token or -1.
 */
function subjectInitials(context: ScanContext, i: number): number {
  const t = context.tokens;
  // Cheap tests first: a single letter and its dot after the word ("by" has this length too).
  let k = i + 1;
  if (t.isPunct(k, ".") && t.touches(i)) k++;
  if (k >= t.count || t.length(k) !== 1 || !t.isPunct(k + 1, ".") || !t.isWord(k) || t.startsLine(k))
    return -1;
  const word = t.lower(i);
  if (word !== "pt" && word !== "patient") return -1;
  let letters = "";
  let last = -1;
  for (let n = 0; n < 3; n++) {
    if (!t.isWord(k) || t.length(k) !== 1 || !t.isPunct(k + 1, ".") || !t.touches(k)) break;
    if (context.mixedCase && !t.isAllCaps(k)) return -1;
    if (n > 0 && t.start[k]! - t.end[k - 1]! > 1) break;
    letters += t.lower(k);
    last = k + 1;
    k += 2;
  }
  if (letters.length < 2 || DOTTED_ABBREVIATIONS.has(letters)) return -1;
  const m = last + 1;
  if (m >= t.count || t.startsLine(m) || t.isNumber(m)) return last;
  if (t.isPunct(m, ",") || t.isPunct(m, "(") || t.isPunct(m, "-") || t.isPunct(m, ";")) return last;
  return t.isWord(m) && AFTER_INITIALS.has(t.lower(m)) ? last : -1;
}

export function findBareNameLabels(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, LABEL_END); i < t.count; i = t.nextBits(i + 1, LABEL_END)) {
    const length = t.length(i);
    if (length === 2 || length === 7) {
      const last = subjectInitials(context, i);
      if (last > i) {
        const first = t.isPunct(i + 1, ".") ? i + 2 : i + 1;
        out.push(hit("initials-after-subject", "PATIENT_NAME", t.start[first]!, t.end[last]!));
        i = last;
      }
      continue;
    }
    if (length !== 4 || t.lower(i) !== "name" || !(t.isCapitalised(i) || t.isAllCaps(i))) continue;
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
  "initials-after-subject": {
    types: ["PATIENT_NAME"],
    level: "cued",
    anchored: false,
    about: "a patient's dotted initials after 'pt' or 'patient' ('Pt J. K., 45M', 'pt s.k. 72F')",
  },
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
