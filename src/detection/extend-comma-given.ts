import { nameParticles } from "./cues/name-particles.ts";
import { PERSON_NAME_TYPES } from "./phi-type.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  DATE_WORD,
  FIRST_NAME,
  LABEL_END,
  RELATIVE_CUE,
  STAFF_ROLE,
  SURNAME,
  TITLE,
  VOCABULARY,
} from "./word-bits.ts";

/**
 * The given names after a surname written first with a comma, the way registers, headers, forms
 * and lists write a person: "Patient: OKAFOR, Chidi   DOB: 03/04/51", "Name: tan, wei ming",
 * "3. ADEYEMI, Folasade". A found name of one word at the head of a field (after a colon or a
 * dash, or opening its line) that stands before a comma takes the one to three words after it,
 * on the same line, when each is a listed first name or a word no vocabulary knows (in a note with
 * case, written in Title Case or capitals) and the words end at the line's end, a mark, a number or
 * the next field's label ("DOB:"). Never a cue word: "SMITH, RN", "Okafor, daughter".
 * Runs after overlap resolution on the found spans; linear in spans and tokens.
 */

const MAX_GIVEN = 3;
const PARTICLES = nameParticles.words;
/** Bits of words that are never a given name. */
const STOP_BITS = TITLE | CREDENTIAL | STAFF_ROLE | RELATIVE_CUE | DATE_WORD | CLINICAL;

/**
 * The word at `k` may be a given name after the surname at `surname` and a comma: 2 for a listed
 * first name or a word no vocabulary knows, 1 for an English word in the surname's case (taken
 * only when the names close at a label or the line's end: "ADEYEMI, Blessing  DOB:"), 0 for none.
 */
function givenWord(context: ScanContext, k: number, surname: number): number {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return 0;
  const bits = t.bits(k);
  if ((bits & STOP_BITS) !== 0) return 0;
  // "OKAFOR, DOB:": a label, not a name.
  if (t.isPunct(k + 1, ":")) return 0;
  const lower = t.raw(k) === t.lower(k);
  // In a note with case, a lower-case word follows only a lower-case surname ("okafor, chidi").
  if (context.mixedCase && lower && t.raw(surname) !== t.lower(surname)) return 0;
  // "Lee, Ann  N12345A": a letter run into digits opens a code (a DVA or file number), no initial.
  if (t.length(k) === 1) {
    if (t.touches(k) && t.isNumber(k + 1)) return 0;
    return t.isAllCaps(k) || !context.mixedCase ? 2 : 0;
  }
  if ((bits & FIRST_NAME) !== 0 || (bits & VOCABULARY) === 0) return 2;
  return context.mixedCase && !lower ? 1 : 0;
}

/** What follows the given names closes them: a line end, a mark, a number or a field label. */
function closes(context: ScanContext, k: number, strict: boolean): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  // "OKAFOR, Chidi    New    Dr Lee": a column gap ends the cell.
  if (t.start[k]! - t.end[k - 1]! >= 2) return true;
  if (!t.isWord(k)) return !strict || t.isPunct(k, "(") || t.isPunct(k, "|");
  if (t.isPunct(k + 1, ":")) return true;
  // "D.O.B. 03/04/51": a dotted label.
  if (t.length(k) === 1 && t.isPunct(k + 1, ".") && t.touches(k) && t.isWord(k + 2) && t.touches(k + 1))
    return true;
  // "Ward: OKAFOR, Chidi DOB 03/04/51": a label word without its colon before a value.
  return !strict && (t.bits(k) & LABEL_END) !== 0 && t.isNumber(k + 1);
}

/** The found span at tokens first..last opens a field: a colon, a dash or a list number before it. */
export function headsField(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  if (t.startsLine(first)) return true;
  const before = first - 1;
  if (t.isPunct(before, ":") || t.isPunct(before, "-") || t.isPunct(before, "|")) return true;
  // "0930    OKAFOR, Chidi", "Bed 4\tSMITH, Ann": a column gap opens a list's or table's cell.
  if (t.start[first]! - t.end[before]! >= 2) return true;
  // "10A OKAFOR, Chidi", "0930 Smith, Ann": a time, bed or number closing a row's first cell.
  if (t.isNumber(before) || (t.isWord(before) && t.touches(before - 1) && t.isNumber(before - 1)))
    return t.startsLine(before) || t.startsLine(before - 1) || t.start[before]! - t.end[before - 1]! >= 2;
  // "3. ADEYEMI, Folasade", "1) Okafor, Chidi", "Case 2 3. OKAFOR, Chidi"
  return (
    (t.isPunct(before, ".") || t.isPunct(before, ")")) &&
    t.isNumber(before - 1) &&
    t.length(before - 1) <= 2 &&
    (t.startsLine(before - 1) || t.isNumber(before - 2))
  );
}

/** "VAN DER MERWE, Anna", "de Souza, Maria": the particles before the surname at `k`, in its line. */
function particleStart(context: ScanContext, k: number): number {
  const t = context.tokens;
  let first = k;
  for (let n = 0; n < 2; n++) {
    const p = first - 1;
    if (!t.isWord(p) || t.startsLine(first) || t.start[first]! - t.end[p]! !== 1) break;
    if (!(PARTICLES.has(t.lower(p)) || PARTICLES.has(t.raw(p)))) break;
    first = p;
  }
  return first;
}

/** The word at `k`, before a comma and a found given name, may be the surname heading a field. */
function surnameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || (t.bits(k) & STOP_BITS) !== 0) return false;
  if (!headsField(context, particleStart(context, k))) return false;
  if (!context.mixedCase) return (t.bits(k) & VOCABULARY) === 0 || (t.bits(k) & SURNAME) !== 0;
  if (t.isCapitalised(k) || t.isAllCaps(k)) return true;
  // "Present: patient, wiremu (son)": a lower-case English word is no surname unless listed as one.
  return t.raw(k) === t.lower(k) && ((t.bits(k) & VOCABULARY) === 0 || (t.bits(k) & SURNAME) !== 0);
}

export function extendCommaGiven(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  let s = 0;
  for (let i = t.nextPunct(1); i + 1 < t.count && s < spans.length; i = t.nextPunct(i + 1)) {
    if (!t.isPunct(i, ",") || !t.touches(i - 1) || !t.isWord(i - 1)) continue;
    const surname = i - 1;
    while (s < spans.length && spans[s]!.end < t.end[surname]!) s++;
    const span = spans[s];
    if (span === undefined) break;
    if (!PERSON_NAME_TYPES.has(span.type)) continue;
    if (span.start === t.start[i + 1] && span.start > t.end[i]!) {
      // "ADEYEMI, Folasade" with only the given name found: the surname before the comma.
      // "Regards,\nJohn Smith": a given name on the next line is no surname's.
      if (!surnameWord(context, surname) || span.start - t.end[i]! > 2 || t.startsLine(i + 1)) continue;
      let end = i + 1;
      while (end + 1 < t.count && t.end[end]! < span.end) end++;
      if (!closes(context, end + 1, false)) continue;
      out.push(hit("name-given-after-comma", span.type, t.start[particleStart(context, surname)]!, span.end));
      continue;
    }
    // "VAN DER MERWE, Anneke": the found surname may open on its particles.
    const opens = span.start === t.start[surname] ? surname : particleStart(context, surname);
    if (span.start !== t.start[opens] || !headsField(context, opens)) continue;
    // The given names the span already holds, then more up to three in all.
    let last = i;
    while (last + 1 < t.count && t.end[last + 1]! <= span.end && last - i < MAX_GIVEN) last++;
    const held = last;
    let english = false;
    for (let k = last + 1; k - i <= MAX_GIVEN; k++) {
      // A given name is one space from the word before it ("SMITH, Ann    New" ends at the gap).
      if (k < t.count && t.start[k]! - t.end[k - 1]! > (k === i + 1 ? 2 : 1)) break;
      const given = givenWord(context, k, surname);
      if (given === 0) break;
      if (given === 1) english = true;
      last = k;
    }
    if (last === held || !closes(context, last + 1, english)) continue;
    out.push(hit("name-given-after-comma", span.type, span.start, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-given-after-comma": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "given names after a found surname and a comma heading a field ('OKAFOR, Chidi  DOB:')",
  },
});

/** The rules of the engine pass extendCommaGiven (recognisers/table.ts lists it). */
export const extendCommaGivenPass: EnginePass = {
  id: "extend-comma-given",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
