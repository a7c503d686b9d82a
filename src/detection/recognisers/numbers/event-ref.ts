import { callsignHeads, eventLabels, eventLabelWords, notCallsignWords } from "../../cues/id-cues.ts";
import { timeUnitsAfter } from "../../cues/not-ids.ts";
import { recordUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CUE_EVENT_LABEL } from "../../word-bits.ts";

/**
 * References of an event, a service or an inquiry, known by their label, which ambulance,
 * police, coroners' and insurers' forms of every country write without "no" or "number":
 * - `event-ref-labelled`: after "Incident", "Job", "CAD", "Dispatch", "Police", "Garda", "SAPS",
 *   "Coroner('s)", "Coronial", "Inquest", "Claim", "ePCR" (and "case", "event", "ref", "file",
 *   "no", "ID", "#", ":" after them): "Incident: 2024-0012345", "CAD: 240312-0457", "SAPS case
 *   CAS 123/04/2024", "Police: CR/2024/1234", "Coronial case CC 2024/123". The code is letters
 *   and digits joined by touching "-", "/" (a short capital prefix may stand one space before its
 *   digits); four digits or more, three when letters run into them. With no mark or number word
 *   after the label, only a strong code (letters run into digits, or six digits or more).
 * - `callsign-labelled`: after "Callsign", "Call sign", "Crew", "Resource", or "Unit" after an
 *   ambulance word ("Attending unit P341"), or "Unit:"/"Ambulance:": a call sign, letters run into
 *   two digits or more ("P341", "MED-12", "ECHO-31"), or a word and a number ("MEDIC 41",
 *   "Alpha 21"). Not a ward, bed or room ("Unit: 4B", "Unit: Ward 7"), not a measurement.
 * Dates, times, decimals and values with a unit after them ("Incident 12 mins ago") are left.
 */

const LABELS = eventLabels.words;
const LABEL_WORDS = eventLabelWords.words;
const NOT_CALLSIGN = notCallsignWords.words;
const UNITS_AFTER = recordUnitsAfter.words;
const TIME_UNITS = timeUnitsAfter.words;
/** Labels of a call sign rather than a reference. */
const CALLSIGN_LABELS = new Set(["callsign", "call", "crew", "resource", "unit", "ambulance"]);
/** Words before "unit" that make it an ambulance's ("Attending unit P341"). */
const CALLSIGN_HEADS = callsignHeads.words;
/** Labels of a booking or confirmation code, read only when the code is one ("XJ7K2P"). */
const ALNUM_ONLY = new Set([
  "booking",
  "confirmation",
  "conf",
  "pnr",
  "ref",
  "reference",
  "order",
  "voucher",
  "tracking",
]);
/** Labels of other meanings too ("Rx: amoxicillin", "run 5 km"): only with "#", ":" or "no" after. */
const NEEDS_MARK = new Set([
  "inc",
  "run",
  "pcr",
  "event",
  "rx",
  "receipt",
  "request",
  "mortem",
  "autopsy",
  "occurrence",
]);
const UNIT_OWNERS = new Set([
  "ambulance",
  "attending",
  "responding",
  "dispatched",
  "first",
  "paramedic",
  "ems",
]);

/** Skips label words and marks after the label; tells if a mark or a number word was among them. */
function skipLabel(t: TokenStream, i: number, state: { marked: boolean }): number {
  let j = i + 1;
  for (let n = 0; n < 5 && j < t.count && !t.startsLine(j); n++) {
    if (t.isPunct(j, ":") || t.isPunct(j, "#") || t.isPunct(j, "=") || t.isPunct(j, "|")) {
      state.marked = true;
      j++;
    } else if (t.isPunct(j, ".") && t.touches(j - 1)) j++;
    else if (isDash(t, j) && !t.touches(j) && !t.touches(j - 1)) j++;
    else if (t.isPunct(j, "(") && t.isWord(j + 1) && t.isPunct(j + 2, ")"))
      j += 3; // "Incident number (CAD):"
    else if (t.isPunct(j, "(") && t.touches(j))
      j++; // "your claim (4471882)"
    else if (t.isPunct(j, "'") && t.touches(j - 1) && t.isWord(j + 1) && t.lower(j + 1) === "s") j += 2;
    else if (t.isWord(j) && LABEL_WORDS.has(t.lower(j))) {
      const w = t.lower(j);
      if (w === "no" || w === "number" || w === "num" || w === "nr" || w === "id" || w === "ref")
        state.marked = true;
      j++;
    } else break;
  }
  return j;
}

/** Words that stand between a label and its value in lower-case notes, never a code's prefix. */
const NOT_PREFIX = new Set([
  "on",
  "at",
  "of",
  "in",
  "is",
  "to",
  "by",
  "no",
  "was",
  "as",
  "or",
  "for",
  "nr",
  "num",
]);

/**
 * "occurrence # go 2024-123456": in a note with no case, a prefix of two or three letters one
 * space before a code of digits joined by "-" or "/" with six digits or more.
 */
function lowerPrefix(t: TokenStream, j: number, k: number): boolean {
  if (t.length(j) < 2 || t.length(j) > 3 || NOT_PREFIX.has(t.lower(j))) return false;
  const joiner = k + 1;
  if (!t.touches(k) || !(isDash(t, joiner) || t.isPunct(joiner, "/")) || !t.touches(joiner)) return false;
  return t.isNumber(joiner + 1) && t.length(k) + t.length(joiner + 1) >= 6;
}

/** A code: letters and digits joined by touching "-" or "/", a capital prefix one space before. */
function readCode(t: TokenStream, from: number, callsign: boolean, own: boolean, mixedCase: boolean) {
  let j = from;
  let last = -1;
  let digits = 0;
  let letters = 0;
  let runIn = false;
  let spaced = false;
  for (let n = 0; n < 16 && j < t.count; n++) {
    if (t.kind[j] === NUMBER) digits += t.length(j);
    else if (t.kind[j] !== WORD || t.length(j) > 8) break;
    else letters += t.length(j);
    if (j > from && t.touches(j - 1) && t.kind[j - 1] !== t.kind[j] && t.kind[j - 1] !== undefined) {
      if (t.isNumber(j) || t.isNumber(j - 1)) runIn = true;
    }
    last = j;
    const k = j + 1;
    if (k >= t.count || (t.flags[k]! & AFTER_NEWLINE) !== 0) break;
    if (t.touches(j) && (t.isNumber(k) || t.isWord(k))) j = k;
    else if (
      t.touches(j) &&
      (isDash(t, k) || t.isPunct(k, "/")) &&
      t.touches(k) &&
      (t.isNumber(k + 1) || t.isWord(k + 1))
    )
      j = k + 1;
    else if (
      j === from &&
      t.isWord(j) &&
      t.start[k]! - t.end[j]! === 1 &&
      t.isNumber(k) &&
      (t.isAllCaps(j)
        ? t.length(j) <= 6
        : (callsign && t.length(j) <= 8 && (t.isCapitalised(j) || own)) ||
          (!mixedCase && lowerPrefix(t, j, k))) &&
      !NOT_CALLSIGN.has(t.lower(j)) &&
      (!mixedCase || t.isAllCaps(j) || callsign)
    ) {
      spaced = true;
      j = k;
    } else if (
      !callsign &&
      t.isNumber(j) &&
      t.isNumber(k) &&
      t.length(k) >= 3 &&
      t.start[k]! - t.end[j]! === 1 &&
      digits + t.length(k) >= 7
    ) {
      // "COR 2024 001234", "ACC claim 10012 34567": digit groups one space apart, seven digits or more.
      spaced = true;
      j = k;
    } else break;
  }
  return { last, digits, letters, runIn, spaced };
}

/**
 * "XJ7K2P", "4F7H2K9M": a booking or confirmation code, five to twelve capitals and digits run
 * together that change between letters and digits three times or more (not "COVID19", "T2DM",
 * "HbA1c"), closing its word. The last token, or -1.
 */
function readMixedCode(t: TokenStream, from: number, mixedCase: boolean): number {
  let j = from;
  let runs = 0;
  let length = 0;
  let digits = 0;
  for (let n = 0; n < 12 && (t.isWord(j) || t.isNumber(j)); n++) {
    if (t.isWord(j) && mixedCase && !t.isAllCaps(j)) return -1;
    if (t.isNumber(j)) digits += t.length(j);
    runs++;
    length += t.length(j);
    if (!t.touches(j) || !(t.isWord(j + 1) || t.isNumber(j + 1))) break;
    j++;
  }
  if (runs < 4 || length < 5 || length > 12 || digits === 0 || length - digits < 2) return -1;
  if (t.touches(j) && !(t.isPunct(j + 1, ".") || t.isPunct(j + 1, ",") || t.isPunct(j + 1, ")"))) return -1;
  return j;
}

/** "12/05/2024", "2024-05-12", "12-05": a date, read by the date recognisers; "123/04/2024" is a serial. */
function isDateLike(text: string): boolean {
  return /^(?:\d{1,2}|\d{4})[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/.test(text);
}

export function findEventRefs(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const state = { marked: false };
  for (let i = t.nextCues(0, CUE_EVENT_LABEL); i < t.count; i = t.nextCues(i + 1, CUE_EVENT_LABEL)) {
    const word = t.lower(i);
    if (!LABELS.has(word)) continue;
    // "ePCR" and "CAD" are capitals in a mixed-case note ("cad" is no word of dispatch there).
    if (
      (word === "cad" || word === "saps" || word === "fir" || word === "mlc") &&
      context.mixedCase &&
      !t.isAllCaps(i)
    )
      continue;
    let callsign = CALLSIGN_LABELS.has(word);
    if (word === "call") {
      if (!t.isWord(i + 1) || t.lower(i + 1) !== "sign") continue;
    }
    // "Run #4471", "PCR no. 4471": a word of other meanings only with a mark or a number word.
    if (NEEDS_MARK.has(word)) {
      const n = t.isPunct(i + 1, ".") ? i + 2 : i + 1;
      const w = t.isWord(n) ? t.lower(n) : "";
      if (
        !t.isPunct(n, "#") &&
        !t.isPunct(n, ":") &&
        w !== "no" &&
        w !== "number" &&
        w !== "id" &&
        w !== "ref"
      )
        continue;
      if (word === "pcr" && context.mixedCase && !t.isAllCaps(i)) continue;
    }
    if (word === "crew" || word === "resource") {
      if (!t.isPunct(i + 1, ":") && !(t.isWord(i + 1) && t.lower(i + 1) === "id")) continue;
    }
    // "Unit: Medic 12", "attended by unit Medic 22": a call sign's head word after "unit".
    const headed = (k: number) => t.isWord(k) && CALLSIGN_HEADS.has(t.lower(k)) && t.isNumber(k + 1);
    if (word === "unit") {
      const owner = t.isWord(i - 1) && UNIT_OWNERS.has(t.lower(i - 1)) && !t.startsLine(i);
      const head = headed(i + 1) || (t.isPunct(i + 1, ":") && headed(i + 2));
      if (!owner && !head && !(t.isPunct(i + 1, ":") && t.startsLine(i))) continue;
    }
    if (word === "ambulance") {
      // "Ambulance: Unit 512" names the vehicle; "Ambulance case AC2024-77812" a reference.
      if (!t.isPunct(i + 1, ":")) callsign = false;
    }
    state.marked = false;
    const from = skipLabel(t, i, state);
    // "Incident number:" alone on its line, the value alone on the next (a form's layout).
    const nextLine = from < t.count && t.startsLine(from);
    if (from >= t.count || (nextLine && !(t.startsLine(i) && state.marked && !callsign))) continue;
    // The value stands near the label: no more than a few spaces between.
    if (!nextLine && t.start[from]! - t.end[from - 1]! > 8) continue;
    const alone = (last: number) => !nextLine || last + 1 >= t.count || t.startsLine(last + 1);
    if (ALNUM_ONLY.has(word) || !callsign) {
      const codeEnd = readMixedCode(t, from, context.mixedCase);
      if (codeEnd !== -1 && alone(codeEnd)) {
        out.push(hit("booking-code-labelled", "ID", t.start[from]!, t.end[codeEnd]!));
        i = codeEnd;
        continue;
      }
      if (ALNUM_ONLY.has(word)) continue;
    }
    const code = readCode(t, from, callsign, word === "callsign" || word === "call", context.mixedCase);
    if (code.last === -1 || code.digits === 0) continue;
    const last = code.last;
    if (!alone(last)) continue;
    const value = t.text.slice(t.start[from]!, t.end[last]!);
    // A measurement, a decimal or a time after it.
    if (
      t.isWord(last + 1) &&
      !t.startsLine(last + 1) &&
      (UNITS_AFTER.has(t.lower(last + 1)) || TIME_UNITS.has(t.lower(last + 1)))
    )
      continue;
    if (
      (t.isPunct(last + 1, ".") || t.isPunct(last + 1, ":")) &&
      t.touches(last) &&
      t.isNumber(last + 2) &&
      t.touches(last + 1)
    )
      continue;
    if (t.isPunct(last + 1, "%")) continue;
    if (isDateLike(value)) continue;
    const unitValue = callsign && word === "unit";
    if (callsign) {
      // "P341", "MED-12": letters run into two digits or more; "MEDIC 41": a word and a number.
      // A number alone only after a call sign's own label ("Callsign: 412").
      const own = word === "callsign" || word === "call";
      const numeric = t.isNumber(from) && last === from && t.length(from) >= 2 && t.length(from) <= 5;
      if (!t.isWord(from) && !(own && numeric)) continue;
      if (NOT_CALLSIGN.has(t.lower(from))) continue;
      // One digit only after a call sign's own label ("Callsign: Bravo-2", "call sign red 4").
      if (code.digits < 2 && !(own && code.letters > 0)) continue;
      if (code.digits > 10) continue;
      if (unitValue && code.spaced && !headed(from)) continue;
      out.push(hit("callsign-labelled", "ID", t.start[from]!, t.end[last]!));
      i = last;
      continue;
    }
    const strong = (code.runIn && code.digits >= 4) || code.digits >= 6 || (code.spaced && code.digits >= 4);
    if (!state.marked && !strong) continue;
    if (code.digits < (code.runIn || code.spaced ? 3 : 4)) continue;
    // A lone year after a marked label is a date ("Inquest: 2019").
    if (code.letters === 0 && /^(19|20)\d\d$/.test(value)) continue;
    out.push(hit("event-ref-labelled", "ID", t.start[from]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "event-ref-labelled": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about:
      "an incident, job, CAD, police, coroner's or claim reference after its label (four digits or more, with letters, '-' and '/')",
  },
  "booking-code-labelled": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about:
      "a booking or confirmation code of capitals and digits changing three times or more ('XJ7K2P') after its label",
  },
  "callsign-labelled": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "an ambulance call sign or unit after 'Callsign', 'Call sign', 'Crew:' or an ambulance's 'Unit'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const eventRefRecogniser: RecogniserModule = {
  id: "event-ref",
  family: "numbers",
  wake: { cues: CUE_EVENT_LABEL },
  vocabulary: [{ mask: "cues", bit: CUE_EVENT_LABEL, words: [...LABELS] }],
  rules: RULES,
  scan: findEventRefs,
};

const hit = ruleHit(RULES);
