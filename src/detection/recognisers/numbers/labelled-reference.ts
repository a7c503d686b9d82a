import { notIdLabels, numberedNotPhi, timeUnitsAfter } from "../../cues/not-ids.ts";
import {
  notReferenceLabels,
  referenceAcronyms,
  referenceHeads,
  weakReferenceHeads,
} from "../../cues/reference-labels.ts";
import { recordUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CLINICAL, CUE_REFERENCE_HEAD, VOCABULARY } from "../../word-bits.ts";

/**
 * A reference after its label, whatever stands between them, the way forms and registration
 * records of every country lay it out:
 * - `reference-after-leader`: after a dotted leader ("Medical card no........ 123456A"), in the
 *   next cell of a table row ("| Enrollee | LH/12345/A |"), after ":", "#" or "=" ("Medisave:
 *   123-45678-9", "CGHS: 123456"), or after a word of number ("chas no. t1234567").
 * - `reference-after-label`: right after a scheme's or register's name with no mark, as quick
 *   lower-case notes write it ("chas s1234567", "dps 1234567a", "psi 12345").
 * The label is a head word of reference-labels.ts within four words before the value, on the same
 * line, with no word of a measurement, a date or a phone among them ("Bed no ..... 12" is left).
 * The value is letters and digits joined by touching "-" or "/", or groups one space apart ("SBA
 * 1234 K", "0 1234567 8", "abcd 1234 5678"), three digits or more, and no date, time, decimal or
 * measurement. A check digit is never required: the label is the evidence.
 */

const WORD_HEADS = referenceHeads.words;
const ACRONYMS = referenceAcronyms.words;
const HEADS = new Set([...WORD_HEADS, ...ACRONYMS]);
/** A head word of HEADS, read from the word's cue mask (the tokeniser's one look-up) rather than a Set. */
const isHead = (t: TokenStream, j: number): boolean => (t.cues(j) & CUE_REFERENCE_HEAD) !== 0;
const WEAK = weakReferenceHeads.words;
const NOT_LABELS = new Set([...notIdLabels.words, ...numberedNotPhi.words, ...notReferenceLabels.words]);
const UNITS_AFTER = new Set([...recordUnitsAfter.words, ...timeUnitsAfter.words]);
const NUMBER_WORDS = new Set(["no", "number", "num", "nr", "id", "ref", "reg", "regn"]);
const PLATE_WORDS = new Set(["plate", "rego", "vehicle", "vin", "chassis"]);
/** Heads of a vehicle's registration: a bare plate after them needs letters and digits. */
const VEHICLE_HEADS = new Set([...PLATE_WORDS, "reg", "registration"]);
/** Registers whose numbers are four or five digits ("PSI 12345", "NCNZ 1234"). */
const REGISTERS = new Set(["psi", "imc", "ncnz", "sapc", "sanc", "hpcsa", "nmbi", "ahpra", "cpso", "mcr"]);

/** "…" (an ellipsis is a word character, code unit >= 0x80): a leader's dots. */
const isLeaderWord = (t: TokenStream, j: number): boolean =>
  t.isWord(j) && t.text.charCodeAt(t.start[j]!) === 0x2026;

/** A separator token between a label and its value: dots of a leader, a cell's bar, a mark. */
function isMark(t: TokenStream, j: number): boolean {
  return (
    // a leader's dots, never a sentence's full stop ("no ectopy. BP 90-100")
    (t.isPunct(j, ".") && (t.isPunct(j - 1, ".") || t.isPunct(j + 1, "."))) ||
    t.isPunct(j, ":") ||
    t.isPunct(j, "#") ||
    t.isPunct(j, "=") ||
    t.isPunct(j, "|") ||
    isLeaderWord(t, j) ||
    (isDash(t, j) && !t.touches(j) && !t.touches(j - 1))
  );
}

interface Value {
  readonly last: number;
  readonly digits: number;
  readonly letters: number;
  readonly runIn: boolean;
}

/** A short letter group that may stand in a spaced value ("SBA 1234 K", "abcd 1234 5678"). */
function isShortGroup(t: TokenStream, j: number, mixedCase: boolean): boolean {
  if (!t.isWord(j) || t.length(j) > 4) return false;
  if (t.length(j) === 1) return true;
  return mixedCase ? t.isAllCaps(j) : t.isNumber(j + 1) && t.start[j + 1]! - t.end[j]! === 1;
}

/**
 * A digit group one space after digits: three digits or more ("123 456 789"), or one closing the
 * value ("0 1234567 8"), never an age or a count after a number ("MRN: 1234567 72 yo").
 */
function isNumberGroup(t: TokenStream, k: number): boolean {
  if (t.length(k) >= 3) return true;
  return t.length(k) === 1 && (k + 1 >= t.count || t.startsLine(k + 1) || t.kind[k + 1] !== WORD);
}

/**
 * "1 2345678 9": a work permit's check digit closing a value that opened with a single digit and
 * seven digits, whatever follows it ("Work permit No 1 2345678 9 over the phone").
 */
function permitCheck(t: TokenStream, from: number, j: number, k: number): boolean {
  return j === from + 1 && t.length(from) === 1 && t.length(j) === 7 && t.length(k) === 1 && t.isNumber(from);
}

/** "M.12345": a dot after a single letter `j`, run into the digits of a register's number. */
function initialDot(t: TokenStream, j: number, k: number): boolean {
  return t.isPunct(k, ".") && t.isWord(j) && t.length(j) === 1 && t.isNumber(k + 1) && t.touches(k);
}

/** Reads a value from token `from`; null when it is no identifier. */
function readValue(t: TokenStream, from: number, mixedCase: boolean): Value | null {
  let j = from;
  let digits = 0;
  let letters = 0;
  let runIn = false;
  let last = -1;
  for (let n = 0; n < 14 && j < t.count; n++) {
    if (t.kind[j] === NUMBER) digits += t.length(j);
    else if (t.kind[j] === WORD && t.length(j) <= 6 && !isLeaderWord(t, j)) letters += t.length(j);
    else break;
    if (j > from && t.touches(j - 1) && t.kind[j - 1] !== t.kind[j]) runIn = true;
    last = j;
    const k = j + 1;
    if (k >= t.count || t.startsLine(k)) break;
    if (t.touches(j) && (t.isNumber(k) || t.isWord(k))) j = k;
    else if (
      t.touches(j) &&
      (t.isPunct(k, "-") || t.isPunct(k, "/") || initialDot(t, j, k)) &&
      t.touches(k) &&
      !t.isPunct(k + 1, "-")
    )
      j = k + 1;
    else if (
      t.start[k]! - t.end[j]! === 1 &&
      t.text.charCodeAt(t.end[j]!) === 32 &&
      (t.isNumber(k) || isShortGroup(t, k, mixedCase)) &&
      !(t.isNumber(j) && t.isNumber(k) && !isNumberGroup(t, k) && !permitCheck(t, from, j, k)) &&
      (t.isNumber(j) || t.isNumber(k)) &&
      !(t.isWord(k) && isHead(t, k) && t.length(k) > 1)
    )
      j = k;
    else break;
  }
  if (last < 0 || digits < 3 || digits + letters < 5) return null;
  // The value ends where a word ends: not cut in a word, not a decimal, no unit after it.
  const after = last + 1;
  if (t.touches(last) && (t.isWord(after) || t.isNumber(after))) return null;
  if (t.touches(last) && t.isPunct(after, ".") && t.isNumber(after + 1) && t.touches(after)) return null;
  if (t.isWord(after) && !t.startsLine(after) && UNITS_AFTER.has(t.lower(after))) return null;
  if (t.isPunct(after, "%") || (t.isPunct(after, "'") && t.touches(last))) return null;
  return { last, digits, letters, runIn };
}

/**
 * A value strong enough to stand with no mark after its label: letters run into digits or six
 * digits or more; four after a register's name ("PSI 12345"); after a word of a vehicle, a plate's
 * letters and digits ("vehicle SBA 1234 K"), capitals in a note that uses case.
 */
function strongValue(value: Value, label: Label, mixedCase: boolean, t: TokenStream, v: number): boolean {
  if (label.acronymOnly) return value.runIn || value.digits >= 5;
  if (label.vehicle && value.letters > 0) return !mixedCase || t.isAllCaps(v) || t.isNumber(v);
  if (label.vehicle && value.letters === 0) return false;
  if (label.register && value.digits >= 4) return true;
  return value.runIn || value.digits >= 6;
}

/** "90-100", "120/80", "110-150/60-80": a range or a pressure, not a reference. */
const MEASURED = /^\d{1,3}(?:[-/]\d{1,3})+$/;

/** "12/05/2024", "2024-05-12", "09:30", "12.5": a date, a time or a decimal. */
function isDateOrTime(text: string): boolean {
  return /^(?:\d{1,2}|\d{4})[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/.test(text) || /^\d{1,2}[:h]\d{2}$/.test(text);
}

/** A word, one space, then a year closing the value ("MRI 2024"): no reference's shape. */
function spacedYear(t: TokenStream, v: number, i: number, value: Value): boolean {
  if (v === i || value.last !== i || value.runIn || !t.isWord(v) || t.length(i) !== 4) return false;
  return /^(?:19|20)\d\d$/.test(t.text.slice(t.start[i]!, t.end[i]!));
}

/**
 * The label before token `v`: "marked" when a leader, bar, colon or word of number stands between;
 * the head word's index, or -1 when no head stands within four words on the same line.
 */
interface Label {
  readonly head: number;
  readonly marked: boolean;
  readonly plate: boolean;
  readonly vehicle: boolean;
  readonly register: boolean;
  /** The head is a short name in lower case: the value needs letters run into digits, or five digits. */
  readonly acronymOnly: boolean;
}

const NO_LABEL: Label = {
  head: -1,
  marked: false,
  plate: false,
  vehicle: false,
  register: false,
  acronymOnly: false,
};

/**
 * The walk of readLabel's word loop from `j` (four words, the marks joining them, to the line's
 * start) meets a head word. It reads cue bits only: most numbers' labels ("Hb: 135") have none,
 * and the loop's look-ups of every word in NOT_LABELS and HEADS are then skipped.
 */
function headAmong(t: TokenStream, from: number): boolean {
  let j = from;
  for (let words = 0; words < 4 && j >= 0; ) {
    if (t.kind[j] === WORD) {
      if (isHead(t, j)) return true;
      words++;
    } else if ((t.isPunct(j, "-") || t.isPunct(j, "/")) && t.touches(j) && t.touches(j - 1)) {
      // joined as in readLabel
    } else if (t.isPunct(j, ".") && t.touches(j - 1) && t.isWord(j - 1)) {
      // joined as in readLabel
    } else return false;
    if (t.startsLine(j)) return false;
    j--;
  }
  return false;
}

function readLabel(t: TokenStream, v: number): Label {
  let j = v - 1;
  let marked = false;
  const none = NO_LABEL;
  if (t.startsLine(v)) return none;
  // "sin-123 456 789", "claim-ecs/123456": a hyphen run into a head word and the value, as quick
  // lower-case notes join a label to its value, is the label's mark.
  if (isDash(t, j) && t.touches(j) && t.touches(j - 1) && t.isWord(j - 1) && isHead(t, j - 1)) {
    marked = true;
    j--;
  }
  for (let n = 0; n < 24 && j >= 0 && isMark(t, j); n++) {
    marked = true;
    if (t.startsLine(j)) return none;
    j--;
  }
  // "no.", "reg.": the dot of an abbreviated head word
  if (t.isPunct(j, ".") && t.touches(j - 1) && t.isWord(j - 1) && isHead(t, j - 1)) {
    marked = true;
    j--;
  }
  // The words read below hold no head word (by its cue bit, before any look-up): no label.
  if (!headAmong(t, j)) return none;
  let head = -1;
  let acronymOnly = false;
  let plate = false;
  let vehicle = false;
  let register = false;
  let strongHead = false;
  let heads = 0;
  for (let words = 0; words < 4 && j >= 0; ) {
    if (t.isWord(j)) {
      const w = t.lower(j);
      // "Bed no", "Home phone number"; but "Work permit no" (a strong head nearer the value).
      if (NOT_LABELS.has(w) && !(t.touches(j) && t.isPunct(j + 1, "/"))) {
        if (!strongHead && !vehicle) return none;
        break;
      }
      // "CAD", "PSI" in capitals; in lower case ("cad" is coronary artery disease) a strong value
      const acronym = ACRONYMS.has(w) && !WORD_HEADS.has(w);
      if (HEADS.has(w)) {
        heads++;
        if (head < 0) {
          head = j;
          acronymOnly = acronym && !t.isAllCaps(j);
        }
        if (!WEAK.has(w)) strongHead = true;
        if (NUMBER_WORDS.has(w) && j === v - 1) marked = true;
        if (PLATE_WORDS.has(w)) plate = true;
        if (VEHICLE_HEADS.has(w)) vehicle = true;
        if (REGISTERS.has(w)) register = true;
      }
      words++;
    } else if ((t.isPunct(j, "-") || t.isPunct(j, "/")) && t.touches(j) && t.touches(j - 1)) {
      // "PM-JAY", "e-script", "a/c"
    } else if (t.isPunct(j, ".") && t.touches(j - 1) && t.isWord(j - 1)) {
      // "reg.", "no."
    } else break;
    if (t.startsLine(j)) break;
    j--;
  }
  if (head < 0) return none;
  // "ID: tmax 101" (a section of a note): a word of number needs another head ("card no", "Enrollee ID").
  if (NUMBER_WORDS.has(t.lower(head)) && !strongHead && heads < 2) return none;
  if (!marked && !strongHead && !vehicle) return none;
  return { head, marked, plate, vehicle, register, acronymOnly };
}

/** The token before a value may end a label: a mark, or a head word, or one of two words after one. */
function endsLabel(t: TokenStream, j: number): boolean {
  if (j < 0) return false;
  if (!t.isWord(j)) return isMark(t, j) || t.isPunct(j, ".") || t.isPunct(j, "-") || t.isPunct(j, "/");
  if (isHead(t, j)) return true;
  // "NHIS under N/1234/56789", "vehicle, which"… : a head one or two words back
  return isHead(t, j - 1) || isHead(t, j - 2);
}

/** A word that may open a value run into it ("LH/12345", "s1234567"): no label word ("IHI-…"). */
function isValueWord(t: TokenStream, j: number): boolean {
  return t.isWord(j) && t.length(j) <= 6 && !isLeaderWord(t, j) && (t.length(j) === 1 || !isHead(t, j));
}

export function findLabelledReferences(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  // Every label holds a head word before its value: no number before the note's first head has one.
  const firstHead = t.nextCues(0, CUE_REFERENCE_HEAD);
  if (firstHead >= t.count) return;
  let covered = -1;
  for (let i = t.nextNumber(firstHead + 1); i < t.count; i = t.nextNumber(i + 1)) {
    if (t.start[i]! < covered) continue;
    // "HR 92", "x 2": two digits standing alone open no value (a value has three digits or more).
    if (
      t.length(i) <= 2 &&
      !t.touches(i) &&
      !t.touches(i - 1) &&
      !(t.isNumber(i + 1) && t.start[i + 1]! - t.end[i]! === 1) &&
      !(t.isWord(i + 1) && t.start[i + 1]! - t.end[i]! === 1 && t.isNumber(i + 2)) // "KA 01 AB 1234"
    )
      continue;
    // The value may open with letters or a short spaced group before this number.
    let v = i;
    for (let n = 0; n < 6 && v > 0 && t.touches(v - 1); n++) {
      const p = v - 1;
      if (isValueWord(t, p)) v = p;
      else if (
        (t.isPunct(p, "-") || t.isPunct(p, "/")) &&
        t.touches(p - 1) &&
        (isValueWord(t, p - 1) || t.isNumber(p - 1))
      )
        v = p - 1;
      else if (initialDot(t, p - 1, p) && t.touches(p - 1)) v = p - 1;
      else break;
    }
    if (t.start[v]! < covered) continue;
    const p = v - 1;
    if (
      v === i &&
      t.start[v]! - t.end[p]! === 1 &&
      !t.startsLine(v) &&
      isShortGroup(t, p, context.mixedCase) &&
      (t.isAllCaps(p) || (t.bits(p) & (CLINICAL | VOCABULARY)) === 0) &&
      !isHead(t, p)
    )
      v = p;
    // A label ends right before a value: a mark, or a head word ("Hb 135", "Na 140" stop here).
    if (!endsLabel(t, v - 1)) continue;
    // The label first: most numbers of a note ("Hb: 135", "Na 140") have no head before them.
    const label = readLabel(t, v);
    if (label.head < 0) continue;
    const value = readValue(t, v, context.mixedCase);
    if (value === null || value.last < i) continue;
    const start = t.start[v]!;
    const end = t.end[value.last]!;
    const code = text.slice(start, end);
    if (isDateOrTime(code) || MEASURED.test(text.slice(t.start[i]!, end))) continue;
    // "Ref no. MRI 2024 report": a word and a year written apart name a study or an edition.
    if (spacedYear(t, v, i, value) && !label.vehicle && !label.plate) continue;
    // With no mark, only a strong value: letters run into digits, or six digits or more.
    if (label.acronymOnly && !strongValue(value, label, context.mixedCase, t, v)) continue;
    if (!label.marked && !strongValue(value, label, context.mixedCase, t, v)) continue;
    covered = end;
    const rule = label.marked ? "reference-after-leader" : "reference-after-label";
    out.push(hit(rule, label.plate || (label.vehicle && !label.marked) ? "VEHICLE_ID" : "ID", start, end));
  }
}

const RULES = defineRules({
  "reference-after-leader": {
    types: ["ID", "VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about: "a reference after its label and a dotted leader, a table bar, ':' or a word of number",
  },
  "reference-after-label": {
    types: ["ID", "VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about:
      "a reference run into letters, or of six digits or more, right after a scheme's or register's name",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const labelledReferenceRecogniser: RecogniserModule = {
  id: "labelled-reference",
  family: "numbers",
  wake: { at: ["numbers"] },
  vocabulary: [{ mask: "cues", bit: CUE_REFERENCE_HEAD, words: [...HEADS] }],
  rules: RULES,
  scan: findLabelledReferences,
};

const hit = ruleHit(RULES);
