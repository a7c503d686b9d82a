import { ordinalSuffixes } from "../../cues/date-words.ts";
import { months } from "../../cues/months.ts";
import { personFieldLabels } from "../../cues/person-fields.ts";
import { yearUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { SLOT_NO, SLOT_PLAIN, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";
import { CLINICAL, TITLE } from "../../word-bits.ts";
import { readSpacedDigits } from "../numbers/id-run.ts";
import {
  ageSexEndingAt,
  cellAfter,
  cellBefore,
  isSeparator,
  isSex,
  readValue,
  yearOfDate,
} from "./row-id.ts";

/**
 * A patient's record number with no label, in a line that says whose it is by its other cells —
 * the rows of MDT, clinic and ward lists, the first line of a message or a form, whatever the
 * number's local format (`row-id`'s values: six digits or more with a group of five, five among
 * letters, or groups of four joined):
 *
 * - `id-in-person-row`: the value fills a cell of its own (",", "|", brackets, a spaced dash or
 *   the line's end on both sides) on a line that also holds an age and sex in a cell before it
 *   ("Dr Rao: 67F chest pain, 4839201, in ED now", "MOLOI T | 72F | Wt 60 kg | 4839201"), or
 *   beside a sex and a date of birth ("3. Tan, Mei, 4839201, F 12/03/54.", "Name: Ana Lee F
 *   12/03/1954 4839201").
 * - `id-after-clinic-time`: right after the appointment time that opens a clinic list's row
 *   ("09:30  91-2345-6789-0123  R. Kumar  review").
 * - `id-bracketed-after-name`: in brackets right after the name of a labelled field ("Patient:
 *   Mary Rose Smith (483920) aged 82").
 * - `id-closing-title-line`: closing the text's first line after a spaced dash or a bar, with a
 *   name before it ("MED REC - Ana Lee - 483920").
 * Not a dose or a count (a unit after it), a phone (a "0" and eight digits or more), a date or a
 * range.
 */

const UNITS = yearUnitsAfter.words;
const SUFFIXES = ordinalSuffixes.words;
const PERSON_LABELS = personFieldLabels.words;
/** How far back on its line the value looks for an age and sex: three cells or so. */
const ROW_REACH = 16;

/** The value `s`..`e` fills a cell of its own: a separator or the line's start and end around it. */
function ownCell(t: TokenStream, s: number, e: number): boolean {
  const left = t.startsLine(s) || isSeparator(t, s - 1) || t.isPunct(s - 1, "\u2013");
  const n = e + 1;
  const right = n >= t.count || t.startsLine(n) || isSeparator(t, n) || t.isPunct(n, ".");
  return left && right && !(t.isPunct(n, ".") && t.touches(n) && t.isNumber(n + 1));
}

/** An age and sex ("67F", "F/67", "67 yo M") ends at a token within reach before `s`, on its line. */
function ageSexEarlier(t: TokenStream, s: number): boolean {
  for (let p = s - 1; p >= 0 && s - p <= ROW_REACH; p--) {
    if (ageSexEndingAt(t, p) !== -1 && (!t.touches(p) || isSeparator(t, p + 1))) return true;
    if (t.startsLine(p)) break;
  }
  return false;
}

const MONTHS: ReadonlySet<string> = new Set(months.values.keys());

function isMonthWord(t: TokenStream, k: number): boolean {
  return t.isWord(k) && MONTHS.has(t.lower(k));
}

/**
 * A date starts at `k`: "12/03/54", "12-Mar-1954", "12 Mar 1954", "5th March, 1954", "12th of
 * March 1954", "March 12, 1954".
 */
function dateStartsAt(t: TokenStream, k: number): boolean {
  if (isMonthWord(t, k)) return t.isNumber(k + 1) && t.length(k + 1) <= 2;
  if (!t.isNumber(k) || t.length(k) > 2 || t.value(k) < 1 || t.value(k) > 31) return false;
  let n = k + 1;
  if ((t.isPunct(n, "/") || isDash(t, n) || t.isPunct(n, ".")) && t.touches(k) && t.touches(n))
    return t.isNumber(n + 1) || isMonthWord(t, n + 1);
  if (t.touches(k) && t.isWord(n) && SUFFIXES.has(t.lower(n))) n++;
  if (t.isWord(n) && t.lower(n) === "of") n++;
  return isMonthWord(t, n);
}

/** A sex ("F", "male") or a birth's label ("DOB", "born") at `k`, no letter run into it. */
function sexOrBirth(t: TokenStream, k: number): boolean {
  if (isSex(t, k)) return true;
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  return w === "dob" || w === "born";
}

/** The date after the sex or birth word at `k` ("F 12/03/54", "F, 12/03/54", "DOB: 12-Mar-1954"). */
function dateAfterSexOrBirth(t: TokenStream, k: number): boolean {
  if (t.touches(k) && !(t.isPunct(k + 1, ",") || t.isPunct(k + 1, ":"))) return false;
  const d = t.isPunct(k + 1, ",") || t.isPunct(k + 1, ":") ? k + 2 : k + 1;
  return dateStartsAt(t, d);
}

/** "F 12/03/54", "DOB 12-Mar-1954" opens at token `q`. */
function sexDateAt(t: TokenStream, q: number): boolean {
  return q !== -1 && sexOrBirth(t, q) && dateAfterSexOrBirth(t, q);
}

/** A date ending with its year at `p`, opened by a sex or a birth word ("F 12/03/1954", "DOB 5th March, 1954"). */
function sexDateEndsAt(t: TokenStream, p: number): boolean {
  if (!t.isNumber(p) || (t.length(p) !== 4 && t.length(p) !== 2)) return false;
  // Back over the date: at most seven tokens to its sex or birth word.
  for (let k = p - 1; k >= 0 && p - k <= 7 && !t.startsLine(k + 1); k--) {
    if (sexOrBirth(t, k) && dateAfterSexOrBirth(t, k)) return true;
  }
  return false;
}

/** "09:30" opening the line ends at token `p`. */
function clockOpensLineAt(t: TokenStream, p: number): boolean {
  const h = p - 2;
  return (
    h >= 0 &&
    t.isNumber(p) &&
    t.length(p) === 2 &&
    t.isPunct(p - 1, ":") &&
    t.touches(h) &&
    t.touches(p - 1) &&
    t.isNumber(h) &&
    t.length(h) <= 2 &&
    t.startsLine(h)
  );
}

/**
 * Token `p` closes a name after a field's label at its line's start ("Patient: Mary Rose Smith"):
 * one to five words, none clinical, one at least a name's, capitalised where the note uses case.
 */
function nameAfterLabel(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  let words = 0;
  let named = false;
  let k = p;
  for (let n = 0; n < 10 && k > 0 && !t.startsLine(k); n++, k--) {
    if (t.isWord(k) && (t.bits(k) & TITLE) !== 0) {
      // "Patient: Mrs Ana Lee", "Client: Mr T Obi": a title before the name ("Mr" and "Ms" are
      // clinical abbreviations too).
    } else if (t.isWord(k)) {
      if ((t.bits(k) & CLINICAL) !== 0) return false;
      if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k)) && t.length(k) > 3) return false;
      const cls = t.length(k) < 2 ? SLOT_PLAIN : slotWordClass(context, k);
      if (cls === SLOT_NO) return false;
      if (cls !== SLOT_PLAIN) named = true;
      words++;
    } else if (!(t.isPunct(k, ",") || t.isPunct(k, ".") || t.isPunct(k, "'") || isDash(t, k))) break;
  }
  if (!named || words < 1 || words > 5 || !t.isPunct(k, ":")) return false;
  // The label: a person's field ("Patient", "Client", "Name", "Pt name") opening the line.
  const label = k - 1;
  if (!t.isWord(label)) return false;
  if (t.startsLine(label)) return PERSON_LABELS.has(t.lower(label));
  const lead = label - 1;
  return t.isWord(lead) && t.startsLine(lead) && PERSON_LABELS.has(`${t.lower(lead)} ${t.lower(label)}`);
}

/** The value closes the text's first line after a spaced dash or a bar, with a capitalised name before it. */
function closesTitleLine(context: ScanContext, s: number, e: number): boolean {
  const t = context.tokens;
  const n = e + 1;
  if (!(n >= t.count || t.startsLine(n))) return false;
  const mark = s - 1;
  if (!(t.isPunct(mark, "|") || (isDash(t, mark) && !t.touches(mark) && !t.touches(mark - 1)))) return false;
  let named = false;
  let k = mark - 1;
  for (; k > 0 && !t.startsLine(k); k--) {
    if (named || !t.isWord(k) || (t.bits(k) & CLINICAL) !== 0) continue;
    if (context.mixedCase && !t.isCapitalised(k)) continue;
    const cls = slotWordClass(context, k);
    named = cls !== SLOT_NO && cls !== SLOT_PLAIN;
  }
  return named && k === 0;
}

export function findPersonRowIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of three digits or more are read (numberShapes lists them once a note), each after
  // the last value read.
  const shapes = numberShapes(context);
  for (let r = 0, n = -1; r < shapes.wideCount; r++) {
    if (shapes.wide[r]! <= n) continue;
    n = shapes.wide[r]!;
    if (t.length(n) < 3) continue;
    // "Patient: Ana Lee (1234 567 890)": a health card's spaced groups in the name's bracket.
    if (t.isPunct(n - 1, "(") && t.touches(n - 1) && t.length(n) <= 4) {
      const last = readSpacedDigits(t, n);
      if (last !== -1 && t.isPunct(last + 1, ")") && nameAfterLabel(context, n - 2)) {
        out.push(hit("id-bracketed-after-name", "ID", t.start[n]!, t.end[last]!));
        n = last;
        continue;
      }
    }
    if (
      t.length(n) < 4 ||
      (t.length(n) === 4 && (!(t.touches(n - 1) && t.kind[n - 1] !== NUMBER) || yearOfDate(t, n)))
    )
      continue;
    const value = readValue(t, n);
    if (value === undefined) continue;
    const [s, e] = value;
    n = e;
    if (t.isPunct(s - 1, "+")) continue;
    // "67M 1500000 units": a dose or a count with its unit after it (an initial after a clinic
    // row's number, "09:30 4839201 M. Rao", is read below).
    const unit = e + 1 < t.count && t.isWord(e + 1) && UNITS.has(t.lower(e + 1));
    const p = cellBefore(t, s);
    let rule: keyof typeof RULES | "" = "";
    if (!unit && ownCell(t, s, e)) {
      if (ageSexEarlier(t, s) || sexDateAt(t, cellAfter(t, e))) rule = "id-in-person-row";
      else if (p !== -1 && sexDateEndsAt(t, p)) rule = "id-in-person-row";
      else if (t.isPunct(s - 1, "(") && t.isPunct(e + 1, ")") && p !== -1 && nameAfterLabel(context, p))
        rule = "id-bracketed-after-name";
      else if (closesTitleLine(context, s, e)) rule = "id-closing-title-line";
    }
    if (rule === "" && p === s - 1 && t.isNumber(p)) {
      // Set off by a space only: after a sex and a date of birth, closing the line
      // ("F 12/03/1954 4839201"), or after the time opening a clinic row ("09:30 4839201 R. Kumar").
      const closes = e + 1 >= t.count || t.startsLine(e + 1);
      if (closes && !unit && sexDateEndsAt(t, p)) rule = "id-in-person-row";
      // After a clinic's time a unit's letter is a name's initial ("09:30 4839201 M. Rao").
      else if (clockOpensLineAt(t, p) && !t.touches(e) && (!unit || t.isPunct(e + 2, ".")))
        rule = "id-after-clinic-time";
    }
    if (rule !== "") out.push(hit(rule, "ID", t.start[s]!, t.end[e]!));
  }
}

const RULES = defineRules({
  "id-in-person-row": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled record number in a cell of its own on a line with an age and sex before it, or a sex and a birth date beside it",
  },
  "id-after-clinic-time": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled record number right after the time that opens a clinic list's row ('09:30 4839201')",
  },
  "id-bracketed-after-name": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled record number in brackets right after a labelled field's name ('Patient: Mary Smith (483920)')",
  },
  "id-closing-title-line": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled record number closing the text's first line after a name and a spaced dash ('MED REC - Ana Lee - 483920')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const personRowIdRecogniser: RecogniserModule = {
  id: "person-row-id",
  family: "layout",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findPersonRowIds,
};

const hit = ruleHit(RULES);
