import { nameEvidence, UNKNOWN_WORD } from "../../name-evidence.ts";
import { dottedInitial, readFollowerName } from "../../name-follower.ts";
import { markShapes } from "../../readers/mark-shapes.ts";
import { trailingInitials } from "../../readers/trailing-initials.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CREDENTIAL, STAFF_ROLE, SURNAME, TITLE } from "../../word-bits.ts";

/**
 * An initial and a surname, in any case, where a signature or a bracketed witness stands: a line
 * of its own ("S. Ho", "t. letsoalo", "L. YIP", "N. Cele - reg. no. …", "s. thampi (mci reg …)"),
 * after "Signed" ("Signed M. Power") and in brackets ("Police on scene (S. Bandyopadhyay)",
 * "Police (T. Fáṣọlá, constable)"). The surname is read by readFollowerName (name-follower.ts):
 * particles join ("J. van der Merwe", "n. ní chonaill"); no English, clinical ("E. coli",
 * "S. aureus"), misspelt or drug word. A surname that is an English word and a listed name
 * ("M. Power", "p. gill") only on a line of its own or after "Signed". Bounded: the punctuation
 * marks, a few tokens each.
 */

/** How the slot opens before the initial at `j`: 2 a line or "Signed", 1 a bracket, 0 none. */
function opening(context: ScanContext, j: number): number {
  const t = context.tokens;
  if (j === 0 || t.startsLine(j)) return 2;
  // "-- J. Smith", "— Tan WM", "~ k. ly": a dash run opening the line signs it.
  let d = j - 1;
  while (
    d >= 0 &&
    (t.isPunct(d, "-") || t.isPunct(d, "\u2014") || t.isPunct(d, "\u2013") || t.isPunct(d, "~"))
  )
    d--;
  if (d < j - 1 && (d < 0 || t.startsLine(d + 1))) return 2;
  let p = j - 1;
  if (t.isPunct(p, ":")) p--;
  if (t.isWord(p) && t.lower(p) === "signed") return 2;
  return t.isPunct(j - 1, "(") ? 1 : 0;
}

/** True when the name ending at `last` closes the slot opened as `open`. */
function closes(context: ScanContext, last: number, open: number): boolean {
  const t = context.tokens;
  const k = last + 1;
  if (k >= t.count || t.startsLine(k)) return open === 2;
  if (open === 1) return t.isPunct(k, ")") || t.isPunct(k, ",");
  return t.isPunct(k, ",") || t.isPunct(k, "(") || t.isPunct(k, "-");
}

const AGE_UNITS: ReadonlySet<string> = new Set([
  "m",
  "f",
  "yo",
  "y",
  "yrs",
  "yr",
  "years",
  "year",
  "yof",
  "yom",
]);

/**
 * "J. K., 45M", "T.W. (62F)", "bed 4 - r.k. 56m": two or three single letters, each with its dot,
 * opening a line, a snippet or a cell (after a dash, colon, bracket or bed number), then an age
 * with its unit or sex after a comma, bracket or space: case reports, teaching notes and
 * handovers of every country write the patient so. Returns the last dot's token or -1.
 */
function initialsBeforeAge(context: ScanContext, j: number): number {
  const t = context.tokens;
  // Cheap test first: a second single letter and its dot right after the first.
  const second = j + 2;
  if (!t.isWord(second) || t.length(second) !== 1 || !t.isPunct(second + 1, ".") || !t.touches(second))
    return -1;
  if (t.start[second]! - t.end[j + 1]! > 1) return -1;
  if (context.mixedCase && (!t.isAllCaps(j) || !t.isAllCaps(second))) return -1;
  let last = second + 1;
  if (t.isWord(last + 1) && t.length(last + 1) === 1 && t.isPunct(last + 2, ".") && t.touches(last + 1)) {
    if (t.start[last + 1]! - t.end[last]! <= 1) last += 2;
  }
  const opens =
    t.startsLine(j) ||
    t.isPunct(j - 1, "-") ||
    t.isPunct(j - 1, ":") ||
    t.isPunct(j - 1, "(") ||
    (t.isNumber(j - 1) && !t.touches(j - 1));
  if (!opens) return -1;
  let k = last + 1;
  if (t.isPunct(k, ",") || t.isPunct(k, "(") || t.isPunct(k, "-")) k++;
  if (!t.isNumber(k) || t.startsLine(k) || t.length(k) > 3) return -1;
  let unit = k + 1;
  if (t.isPunct(unit, "-") && t.touches(k)) unit++;
  if (!t.isWord(unit) || t.start[unit]! - t.end[unit - 1]! > 1) return -1;
  return AGE_UNITS.has(t.lower(unit)) ? last : -1;
}

export function findInitialSurnames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only full stops are read (markShapes lists them once a note).
  const marks = markShapes(context);
  for (let r = 0; r < marks.periodCount; r++) {
    const p = marks.period[r]!;
    if (p < 1) continue;
    const j = p - 1;
    if (!t.isPunct(p, ".") || !dottedInitial(context, j)) continue;
    // "J. K., 45M", "r.k. 56m": a patient's initials before the age and sex.
    const initials = initialsBeforeAge(context, j);
    if (initials > j) {
      out.push(hit("initials-before-age", "PATIENT_NAME", t.start[j]!, t.end[initials]!));
      while (r + 1 < marks.periodCount && marks.period[r + 1]! <= initials) r++;
      continue;
    }
    // In a note with case the initial is a capital, unless the whole name is in lower case.
    const open = opening(context, j);
    if (open === 0) continue;
    let last = readFollowerName(context, j, false, 2);
    if (last === -1 && open === 2) last = readFollowerName(context, j, true, 2);
    if (last === -1 || !closes(context, last, open)) continue;
    if (context.mixedCase && !t.isAllCaps(j) && t.raw(last) !== t.lower(last)) continue;
    out.push(hit("name-initial-surname-slot", "NAME", t.start[j]!, t.end[last]!));
  }
  surnameInitials(context, out);
}

/**
 * "-- Tan WM", "— LIM KH", "Signed: Goh CL": a surname and its run-together initials where a
 * signature opens. Visits only the words after a punctuation mark.
 */
function surnameInitials(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  for (let p = t.nextPunct(0); p < t.count; p = t.nextPunct(p + 1)) {
    // Cheap test first: only a dash run (-, —, –, ~) or the colon of "Signed:" opens this slot
    // (opening() below says 2 for nothing else after a punctuation mark).
    const c = text.charCodeAt(t.start[p]!);
    if (c !== 45 && c !== 58 && c !== 0x2014 && c !== 0x2013 && c !== 126) continue;
    const j = p + 1;
    if (!t.isWord(j) || t.length(j) < 2 || t.startsLine(j)) continue;
    // Only a signing dash run or "Signed": a bracket or a one-hyphen bullet opens lists of vaccines
    // and tests ("(Prevnar PCV)", "- Renal USS") as often as a name.
    const open = opening(context, j);
    if (open !== 2 || (t.isPunct(p, "-") && t.startsLine(p))) continue;
    if (!surnameWord(context, j)) continue;
    const last = trailingInitials(context, j + 1);
    if (last === -1 || !closes(context, last, open)) continue;
    out.push(hit("name-surname-initials-slot", "NAME", t.start[j]!, t.end[last]!));
  }
}

/** A surname opening the slot: a listed surname or an unknown name-shaped word, in the note's case. */
function surnameWord(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (context.mixedCase && !t.isCapitalised(j) && !t.isAllCaps(j)) return false;
  if ((t.bits(j) & (CLINICAL | STAFF_ROLE | TITLE | CREDENTIAL)) !== 0) return false;
  return (t.bits(j) & SURNAME) !== 0 || nameEvidence(context, j) >= UNKNOWN_WORD;
}

const RULES = defineRules({
  "initials-before-age": {
    types: ["PATIENT_NAME"],
    level: "context",
    anchored: false,
    about: "a patient's dotted initials opening a line or cell before an age and sex ('J. K., 45M')",
  },
  "name-initial-surname-slot": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about: "an initial and a surname in any case on a line of its own, after 'Signed' or in brackets",
  },
  "name-surname-initials-slot": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about: "a surname and run-together initials after a signing dash run or 'Signed'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const initialSurnameSlotRecogniser: RecogniserModule = {
  id: "initial-surname-slot",
  family: "names",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findInitialSurnames,
};

const hit = ruleHit(RULES);
