// Over 400 lines (issue 18, point 6): the cue table and the long-digit-run rule share one value
// reader and its refusals (terminology codes, measures, dates).
import { bareValueCues, idFillers, numberWords, recordCues, selfNaming } from "../../cues/id-cues.ts";
import { codeWords, notIdLabels } from "../../cues/not-ids.ts";
import { doseUnits, recordUnitsAfter } from "../../cues/units.ts";
import type { PhiType } from "../../phi-type.ts";
import { isDash } from "../../readers/dash.ts";
import { markShapes } from "../../readers/mark-shapes.ts";
import { nextListed, numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { HAS_UPPER, NUMBER, PUNCT, type TokenStream, WORD } from "../../token-stream.ts";
import { CLINICAL, CUE_NUMBER_WORD, DATE_WORD, RECORD_CUE, TITLE } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * Record, plan, account, licence, vehicle and device numbers after their cue words
 * ("MRN: 1234567", "Medical record # A-4521", "acct no. 778812", "DEA AB1234563"), and long
 * digit runs (8+ digits) anywhere, which in notes are identifiers, not measurements.
 */
const CUES = recordCues.values;
const SELF_NAMING = selfNaming.words;
const SELF_NAMING_LIST = listBit(SELF_NAMING);
const BARE_VALUE_CUES = bareValueCues.words;
const CODE_WORDS = codeWords.words;

function isTerminologyCode(t: TokenStream, i: number): boolean {
  let k = i - 1;
  if (t.isPunct(k, ":") || t.isPunct(k, "#")) k--;
  if (t.isWord(k) && (t.lower(k) === "id" || t.lower(k) === "ct")) k--;
  return t.isWord(k) && CODE_WORDS.has(t.lower(k));
}

const UNITS_AFTER = recordUnitsAfter.words;
export const RECORD_CUES: readonly string[] = [...CUES.keys()];
const FILLERS = idFillers.words;

/** Token index after skipping fillers such as ":", "#", "no.", "number". */
function skipFillers(t: TokenStream, i: number): number {
  let j = i;
  for (let n = 0; n < 6 && j < t.count; n++) {
    if (
      t.kind[j] === PUNCT &&
      (t.isPunct(j, ":") ||
        t.isPunct(j, "#") ||
        t.isPunct(j, ".") ||
        t.isPunct(j, "=") ||
        (t.isPunct(j, "(") && j === i) || // "GMC (4523198)"
        (isDash(t, j) && !t.touches(j - 1) && !t.touches(j)) || // "GMC Number - 4523198"
        (t.isPunct(j, "/") && j === i && t.touches(j - 1) && t.touches(j) && t.isNumber(j + 1)) || // "GMC/4523198"
        (isDash(t, j) && t.touches(j - 1) && t.touches(j))) // "GMC-7012345", "MRN-1234567"
    ) {
      j++;
    } else if (t.kind[j] === WORD && FILLERS.has(t.lower(j))) {
      j++;
    } else break;
  }
  return j;
}

/**
 * "Plan: 3/12 f/u", "Group 2/6": two numbers of one or two digits joined by "/" are a date, a
 * fraction or a Commonwealth interval, which the date readers weigh; no number a record prints.
 */
function isShortPair(t: TokenStream, first: number, last: number): boolean {
  return (
    last === first + 2 &&
    t.isNumber(first) &&
    t.isPunct(first + 1, "/") &&
    t.isNumber(last) &&
    t.length(first) <= 2 &&
    t.length(last) <= 2
  );
}

/** Last token of an identifier (letters/digits joined by "-" or "/") with at least 3 digits. */
function readIdentifier(t: TokenStream, i: number, minDigits: number, spaced = false): number {
  let j = i;
  let digits = 0;
  let last = -1;
  for (let n = 0; n < 12 && j < t.count; n++) {
    if (t.kind[j] === NUMBER) digits += t.length(j);
    else if (t.kind[j] !== WORD) break;
    else if (t.length(j) > 4) {
      // A word of up to six letters counts when run into digits ("ABCDE12345").
      const runIn = (t.isNumber(j + 1) && t.touches(j)) || (j > i && t.isNumber(j - 1) && t.touches(j - 1));
      if (t.length(j) > 6 || !runIn) break;
    }
    last = j;
    // "M.12345": a register's letter and a dot before its digits.
    const initialDot = t.isPunct(j + 1, ".") && t.kind[j] === WORD && t.length(j) === 1 && t.isNumber(j + 2);
    if (t.touches(j) && t.touches(j + 1) && (t.isPunct(j + 1, "-") || t.isPunct(j + 1, "/") || initialDot)) {
      j += 2;
    } else if (t.touches(j) && t.kind[j + 1] !== PUNCT) {
      j += 1;
    } else if (
      spaced &&
      t.kind[j] === NUMBER &&
      t.isNumber(j + 1) &&
      t.length(j + 1) >= 3 &&
      t.start[j + 1]! - t.end[j]! === 1
    ) {
      // After a marked cue, digit groups of three or more joined by one space: "MRN: 123 456 789".
      j += 1;
    } else break;
  }
  return digits >= minDigits ? last : -1;
}

/**
 * A UK vehicle registration (DVLA current format since 2001): two letters and two digits, a space,
 * three letters ("AB12 CDE"), in capitals where the note uses case. The last token, or -1.
 */
function readPlate(t: TokenStream, mixedCase: boolean, i: number): number {
  const digits = i + 1;
  const tail = i + 2;
  if (!t.isWord(i) || t.length(i) !== 2 || !t.isNumber(digits) || t.length(digits) !== 2) return -1;
  if (!t.touches(i) || !t.isWord(tail) || t.length(tail) !== 3 || t.start[tail]! - t.end[digits]! !== 1)
    return -1;
  if (t.touches(tail)) return -1;
  if (mixedCase && !(t.isAllCaps(i) && t.isAllCaps(tail))) return -1;
  return tail;
}

/**
 * A hospital or local record number standing alone: one to three capitals run into six to ten
 * digits, with at most one letter after ("RXH1234567", "K123456", "A1234567B"). Clinical codes
 * with letters have fewer digits (ICD-10 "I21.4", genes "BRCA1", "CKD3"). The first token, or -1.
 */
function prefixedNumberStart(t: TokenStream, i: number, mixedCase: boolean): number {
  const w = i - 1;
  if (t.length(i) > 10 || !t.isWord(w) || !t.touches(w) || t.length(w) > 3) return -1;
  // A query typed in lower case keeps no capitals ("john smith k1234567").
  if (!t.isAllCaps(w) && (mixedCase || t.isCapitalised(w))) return -1;
  // "PLT150000", "WBC12000": a lab value run in; "NG7734102", "HX7712045": seven digits or more
  // after a clinical abbreviation are a hospital number (no count or level is that long).
  if ((t.bits(w) & CLINICAL) !== 0 && t.length(i) < 7) return -1;
  if (w > 0 && t.touches(w - 1)) return -1;
  if (t.touches(i)) {
    const after = i + 1;
    // "… under MP0123456.", "(RXH1234567)": closing marks, not a decimal or a longer code.
    const closing =
      (t.isPunct(after, ".") || t.isPunct(after, ")") || t.isPunct(after, ",")) && !t.isNumber(after + 1);
    if (!closing && (!t.isWord(after) || t.length(after) !== 1 || t.touches(after))) return -1;
  }
  return w;
}

/** A value strong enough to stand after a cue with no mark: 6+ digits, or letters run into 4+ digits. */
function isStrongValue(t: TokenStream, from: number, last: number): boolean {
  let digits = 0;
  let mixed = false;
  for (let k = from; k <= last; k++) {
    if (t.kind[k] === NUMBER) {
      digits += t.length(k);
      if (
        (t.isWord(k - 1) && t.touches(k - 1) && k > from) ||
        (t.isWord(k + 1) && t.touches(k) && k < last)
      ) {
        mixed = true;
      }
    }
  }
  return digits >= 6 || (mixed && digits >= 4);
}

/** The last token of "S/N", "s/n" (serial number) read at its "s" `i`, or -1. */
function serialNumberEnd(t: TokenStream, i: number): number {
  const n = i + 2;
  return t.isPunct(i + 1, "/") && t.touches(i) && t.touches(i + 1) && t.isWord(n) && t.lower(n) === "n"
    ? n
    : -1;
}

const NUMBER_WORDS = numberWords.words;
const DOSE_UNITS = doseUnits.words;

/**
 * The cue at `i` is the denominator of a unit ("g/dL", "mg/dL": "dL" is no driving licence), the
 * "/" run in from a unit of mass, volume or amount.
 */
function isUnitDenominator(t: TokenStream, i: number): boolean {
  const slash = i - 1;
  return (
    t.isPunct(slash, "/") &&
    t.touches(slash) &&
    t.touches(slash - 1) &&
    t.isWord(slash - 1) &&
    DOSE_UNITS.has(t.lower(slash - 1))
  );
}
const NOT_ID_LABELS = notIdLabels.words;

/**
 * "<any word> number: 4523198", "Professional body no. 12A3456E": a word, a word of number and a
 * mark, at a line's start or after a comma or an opening bracket, then a value with four digits or
 * more. Whatever the register or system, a labelled number of that shape identifies someone.
 */
function findLabelledNumbers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(1, CUE_NUMBER_WORD); i < t.count; i = t.nextCues(i + 1, CUE_NUMBER_WORD)) {
    if ((t.cues(i) & CUE_NUMBER_WORD) === 0 || !NUMBER_WORDS.has(t.lower(i)) || t.startsLine(i)) continue;
    const q = i - 1;
    if (!t.isWord(q) || NOT_ID_LABELS.has(t.lower(q)) || (t.bits(q) & RECORD_CUE) !== 0) continue;
    let j = i + 1;
    if (t.isPunct(j, ".") && t.touches(i)) j++;
    const marked = t.isPunct(j, ":") || t.isPunct(j, "#");
    // "Casenote number 445566": no mark where the label opens its line and the value is long.
    if (!marked && !(t.startsLine(q) && t.isNumber(j) && t.length(j) >= 5)) continue;
    if (!marked) j--;
    // The label opens its line or a field: "Visit number:", "…, Prescriber number:", "(PAS no:".
    let p = q;
    for (let n = 0; n < 3 && p > 0 && t.isWord(p - 1) && !t.startsLine(p); n++) p--;
    const opens = t.startsLine(p) || t.isPunct(p - 1, ",") || t.isPunct(p - 1, "(") || t.isPunct(p - 1, "|");
    if (!opens) continue;
    const from = j + 1;
    if (from >= t.count || t.startsLine(from)) continue;
    const last = readIdentifier(t, from, 4, true);
    if (last === -1) continue;
    if (t.isPunct(last + 1, ".") && t.touches(last) && t.isNumber(last + 2) && t.touches(last + 1)) continue;
    // Unmarked, the value closes its line or clause ("Casenote number 445566", not "… 123456 cells").
    if (!marked && t.isWord(last + 1) && !t.startsLine(last + 1)) continue;
    out.push(hit("id-after-cue", "ID", t.start[from]!, t.end[last]!));
    i = last;
  }
}

/**
 * A digit run set off from other words and numbers: spaces, or brackets and closing punctuation
 * ("(9434765919)", "9434765919."), but not a decimal, a range or a code ("12345678.5",
 * "12345678-01", "AB12345678").
 */
function standsAlone(t: TokenStream, i: number): boolean {
  if (t.touches(i - 1)) {
    const p = i - 1;
    if (!(t.isPunct(p, "(") || t.isPunct(p, "[") || t.isPunct(p, "#") || t.isPunct(p, ":"))) return false;
    if (
      t.touches(p - 1) &&
      !t.isPunct(p - 1, "(") &&
      t.kind[p - 1] !== PUNCT &&
      !t.isPunct(p, ":") &&
      !t.isPunct(p, "#")
    )
      return false;
  }
  if (t.touches(i)) {
    const n = i + 1;
    // "9876543210: on my way": a chat's sender saved as a bare number closes with a colon.
    const closing =
      t.isPunct(n, ")") ||
      t.isPunct(n, "]") ||
      t.isPunct(n, ",") ||
      t.isPunct(n, ";") ||
      t.isPunct(n, ".") ||
      t.isPunct(n, ":");
    if (!closing) return false;
    if ((t.isPunct(n, ".") || t.isPunct(n, ":")) && t.touches(n) && t.isNumber(n + 1)) return false;
  }
  return true;
}

/** "4523198 (GMC)", "12A3456E (NMC)": a register's name in brackets after its number. */
function findNumbersBeforeRegister(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only opening brackets are read (markShapes lists them once a note).
  const marks = markShapes(context);
  for (let r = 0; r < marks.parenCount; r++) {
    const i = marks.paren[r]!;
    if (i < 1) continue;
    if (i + 2 >= t.count) break;
    if (!t.isPunct(i, "(") || !t.isWord(i + 1) || !t.isPunct(i + 2, ")")) continue;
    const cue = t.lower(i + 1);
    if (!SELF_NAMING.has(cue) || cue === "s" || cue === "sn") continue;
    const last = i - 1;
    if (t.touches(last)) continue;
    // The value: letters and digits run together, ending right before the bracket.
    let first = last;
    let digits = 0;
    for (let n = 0; n < 6 && (t.isNumber(first) || t.isWord(first)); n++) {
      if (t.isNumber(first)) digits += t.length(first);
      if (first === 0 || !t.touches(first - 1) || !(t.isNumber(first - 1) || t.isWord(first - 1))) break;
      first--;
    }
    if (digits < 5) continue;
    out.push(hit("id-after-cue", CUES.get(cue) ?? "ID", t.start[first]!, t.end[last]!));
  }
}

export function findRecordNumbers(context: ScanContext, out: Span[]): void {
  findLabelledNumbers(context, out);
  findNumbersBeforeRegister(context, out);
  const t = context.tokens;
  // Numbers of six digits or more and cue words: a shorter number is read by neither test below,
  // so only numbers of four digits or more are visited (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  const long = shapes.long;
  const longCount = shapes.longCount;
  for (
    let i = Math.min(nextListed(long, longCount, 0, t.count), t.nextBits(0, RECORD_CUE));
    i < t.count;
    i = Math.min(nextListed(long, longCount, i + 1, t.count), t.nextBits(i + 1, RECORD_CUE))
  ) {
    if (t.kind[i] === NUMBER && t.length(i) >= 8 && standsAlone(t, i)) {
      if (!isTerminologyCode(t, i)) out.push(hit("id-long-number", "ID", t.start[i]!, t.end[i]!));
      continue;
    }
    if (t.kind[i] === NUMBER && t.length(i) >= 6) {
      const prefixed = prefixedNumberStart(t, i, context.mixedCase);
      if (prefixed !== -1) {
        const last = t.isWord(i + 1) && t.touches(i) ? i + 1 : i;
        out.push(hit("id-prefixed-number", "ID", t.start[prefixed]!, t.end[last]!));
        i = last;
        continue;
      }
    }
    if ((t.bits(i) & RECORD_CUE) === 0) continue;
    // The cue's type and last token ("S/N" is read at its "s"): two locals, no tuple per cue word.
    const cueWord = t.lower(i);
    const type: PhiType | undefined = cueWord === "s" ? "DEVICE_ID" : CUES.get(cueWord);
    const cueEnd = cueWord === "s" ? serialNumberEnd(t, i) : i;
    if (type === undefined || cueEnd === -1 || type === "SSN" || isUnitDenominator(t, i)) continue;
    // "MR" is also mitral regurgitation: only with a "#" or ":" after it.
    let j = cueEnd + 1;
    if (t.isWord(j) && (t.lower(j) === "number" || t.lower(j) === "no" || t.lower(j) === "id")) j++;
    const hasMark =
      t.isPunct(j, ":") ||
      t.isPunct(j, "#") ||
      t.isPunct(j, "=") ||
      j > cueEnd + 1 ||
      t.inList(i, SELF_NAMING_LIST);
    const free = type === "LICENSE_NUMBER" || type === "ACCOUNT_NUMBER";
    const from = skipFillers(t, j);
    // "Reg. number 4523198", "Prof. reg. no: 4523198": a mark or a word of number among the fillers.
    let markedLater = false;
    for (let k = j; k < from; k++) {
      if (t.isPunct(k, ":") || t.isPunct(k, "#") || (t.isWord(k) && NUMBER_WORDS.has(t.lower(k))))
        markedLater = true;
    }
    if (from >= t.count) continue;
    // The value stands near the cue, or right after the fillers ("GMC registration number: …").
    if (t.start[from]! - t.end[cueEnd]! > 12 && (from === j || t.start[from]! - t.end[from - 1]! > 3))
      continue;
    // With an explicit "#" or ":" a short code counts ("policy #kx42").
    const marked = t.isPunct(from - 1, "#");
    // "plan id HX 55120": a prefix of two or three capitals, a space, then a
    // number of five digits or more ("ID: T 103.4" is a temperature, "PLAN: OR 0930" a time).
    const prefix =
      (t.isWord(from) &&
        t.length(from) >= 2 &&
        t.length(from) <= 3 &&
        t.isAllCaps(from) &&
        t.isNumber(from + 1) &&
        t.length(from + 1) >= 5 &&
        t.start[from + 1]! - t.end[from]! === 1) ||
      // After a marked reference cue, a system's name in any case before its number ("Our Ref:
      // RiO 2231987", "Ref: PAS 4471-229").
      (hasMark &&
        (t.lower(i) === "ref" || t.lower(i) === "reference") &&
        t.isWord(from) &&
        t.length(from) >= 2 &&
        t.length(from) <= 4 &&
        (t.flags[from]! & HAS_UPPER) !== 0 &&
        (t.bits(from) & (TITLE | DATE_WORD)) === 0 &&
        t.isNumber(from + 1) &&
        t.length(from + 1) >= 4 &&
        // Not a year ("Ref: Dr 2019 letter", "Ref: Jan 2024").
        !(t.length(from + 1) === 4 && t.value(from + 1) >= 1900 && t.value(from + 1) <= 2099) &&
        t.start[from + 1]! - t.end[from]! === 1);
    const valueFrom = prefix ? from + 1 : from;
    let last = readPlate(t, context.mixedCase, valueFrom);
    const plate = last !== -1;
    if (!plate) last = readIdentifier(t, valueFrom, marked ? 2 : 3, hasMark);
    if (last === -1 || isShortPair(t, valueFrom, last)) continue;
    // A unit or a decimal after it: a measurement ("pt 1500 mL", "ID: 103.4").
    // The unit stands on the same line: "GMC No: 4523198" over a "cc: Dr Okafor" line is no volume.
    if (t.isWord(last + 1) && !t.startsLine(last + 1) && UNITS_AFTER.has(t.lower(last + 1))) continue;
    if (t.isPunct(last + 1, ".") && t.touches(last) && t.isNumber(last + 2) && t.touches(last + 1)) continue;
    if (
      !hasMark &&
      !markedLater &&
      !free &&
      !plate &&
      !(BARE_VALUE_CUES.has(t.lower(i)) && isStrongValue(t, valueFrom, last))
    ) {
      continue;
    }
    out.push(hit("id-after-cue", type, t.start[from]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "id-after-cue": {
    types: ["ACCOUNT_NUMBER", "DEVICE_ID", "HEALTH_PLAN_ID", "ID", "LICENSE_NUMBER", "MRN", "VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about:
      "a record, account, plan, licence, registration, vehicle or device number after its cue (any shape of letters, digits, - and /)",
  },
  "id-prefixed-number": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "one to three capitals run into six to ten digits, standing alone (a hospital number)",
  },
  "id-long-number": {
    types: ["ID"],
    level: "list",
    anchored: false,
    about: "a bare number of eight or more digits, not a terminology code",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const recordNumberRecogniser: RecogniserModule = {
  id: "record-number",
  family: "numbers",
  wake: { on: RECORD_CUE, cues: CUE_NUMBER_WORD, at: ["numbers"] },
  vocabulary: [
    { mask: "words", bit: RECORD_CUE, words: RECORD_CUES },
    { mask: "cues", bit: CUE_NUMBER_WORD, words: NUMBER_WORDS },
  ],
  rules: RULES,
  scan: findRecordNumbers,
};

const hit = ruleHit(RULES);
