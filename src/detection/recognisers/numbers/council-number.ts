import { councilHeads } from "../../cues/id-cues.ts";
import { recordUnitsAfter } from "../../cues/units.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CUE_COUNCIL_HEAD } from "../../word-bits.ts";

/**
 * A clinician's registration number after the register's name written in full, which no short
 * label list holds: "Medical Council of New Zealand registration 12345", "College of Physicians
 * and Surgeons of Ontario #12345", "Health Professions Council of South Africa: MP0123456",
 * "Medical and Dental Council of Nigeria: MDCN/R/12345", "Singapore Medical Council reg M12345A".
 * - `council-register-number`: after "Council", "College" or "Board" (capitalised where the note
 *   uses case), an "of" and up to five capitalised words or "and", then a mark or a word of
 *   registration ("reg", "regn", "registration", "no", "number", "#", ":"): a value of letters and
 *   digits joined by touching "/" or "-" with four digits or more, or three run into letters.
 * Also "Regn: 12345", "Regd. No.: 12345": India's abbreviations of "registration" with a mark.
 * Not a count or a measurement ("Council of Europe 2019 report", "Board: 12 mg"): a mark or a word
 * of registration must come first, no unit may follow, a lone year is left.
 */

const HEADS = councilHeads.words;
const UNITS_AFTER = recordUnitsAfter.words;
const REGISTRATION_WORDS = new Set([
  "reg",
  "regn",
  "regd",
  "registration",
  "registered",
  "no",
  "number",
  "num",
  "nr",
  "pin",
]);

/** The token after "of X Y" (capitalised words or "and"), or `i + 1` when no "of" follows. */
function skipOfPhrase(t: TokenStream, i: number, mixedCase: boolean): number {
  let j = i + 1;
  if (!t.isWord(j) || t.lower(j) !== "of") return j;
  j++;
  let words = 0;
  for (; words < 6 && t.isWord(j) && !t.startsLine(j); j++, words++) {
    const w = t.lower(j);
    if (w === "and" || w === "of" || w === "the") continue;
    if (REGISTRATION_WORDS.has(w)) break;
    if (mixedCase && !t.isCapitalised(j)) break;
  }
  return words === 0 ? -1 : j;
}

/** Marks and words of registration before the value; -1 when none was there. */
function skipToValue(t: TokenStream, from: number): number {
  let j = from;
  let marked = false;
  for (let n = 0; n < 6 && j < t.count; n++) {
    if (t.isPunct(j, ":") || t.isPunct(j, "#")) {
      marked = true;
      j++;
    } else if (t.isPunct(j, ".") && t.touches(j - 1)) j++;
    else if (t.isWord(j) && REGISTRATION_WORDS.has(t.lower(j))) {
      marked = true;
      j++;
    } else break;
  }
  return marked ? j : -1;
}

/** The value's last token: letters and digits joined by touching "/" or "-"; -1 when too short. */
function readValue(t: TokenStream, from: number): number {
  let j = from;
  let last = -1;
  let digits = 0;
  let runIn = false;
  for (let n = 0; n < 12 && j < t.count; n++) {
    if (t.kind[j] === NUMBER) digits += t.length(j);
    else if (t.kind[j] !== WORD || t.length(j) > 6) break;
    last = j;
    const k = j + 1;
    if (k >= t.count || (t.flags[k]! & AFTER_NEWLINE) !== 0 || !t.touches(j)) break;
    if (t.isNumber(k) || t.isWord(k)) {
      runIn = true;
      j = k;
    } else if (
      (t.isPunct(k, "/") || t.isPunct(k, "-")) &&
      t.touches(k) &&
      (t.isNumber(k + 1) || t.isWord(k + 1))
    )
      j = k + 1;
    else break;
  }
  if (last === -1 || digits < (runIn ? 3 : 4)) return -1;
  if (t.touches(last) && t.isPunct(last + 1, ".") && t.isNumber(last + 2)) return -1; // a decimal
  if (t.isWord(last + 1) && !t.startsLine(last + 1) && UNITS_AFTER.has(t.lower(last + 1))) return -1;
  return last;
}

export function findCouncilNumbers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_COUNCIL_HEAD); i < t.count; i = t.nextCues(i + 1, CUE_COUNCIL_HEAD)) {
    const word = t.lower(i);
    if (!HEADS.has(word)) continue;
    const abbreviation = word === "regn" || word === "regd";
    if (!abbreviation && context.mixedCase && !t.isCapitalised(i)) continue;
    const after = abbreviation ? i + 1 : skipOfPhrase(t, i, context.mixedCase);
    if (after === -1 || after >= t.count) continue;
    // "Regn: 12345" needs its mark; "Council of …" a mark or a word of registration.
    const from = skipToValue(t, after);
    if (from === -1 || from >= t.count || t.startsLine(from)) continue;
    const last = readValue(t, from);
    if (last === -1) continue;
    const value = t.text.slice(t.start[from]!, t.end[last]!);
    if (/^(19|20)\d\d$/.test(value)) continue; // a year
    out.push(hit("council-register-number", "LICENSE_NUMBER", t.start[from]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "council-register-number": {
    types: ["LICENSE_NUMBER"],
    level: "cued",
    anchored: true,
    about:
      "a registration number after a register's full name ('Medical Council of New Zealand registration 12345') or 'Regn:'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const councilNumberRecogniser: RecogniserModule = {
  id: "council-number",
  family: "numbers",
  wake: { cues: CUE_COUNCIL_HEAD },
  vocabulary: [{ mask: "cues", bit: CUE_COUNCIL_HEAD, words: [...HEADS] }],
  rules: RULES,
  scan: findCouncilNumbers,
};

const hit = ruleHit(RULES);
