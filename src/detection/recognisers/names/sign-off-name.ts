import { isTitleCased, SLOT_NAMELIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  SURNAME,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { shapedLoneName } from "./contact-shape-name.ts";

/**
 * The writer's first name closing a message on the line of its last sentence, the way texts,
 * pager messages and quick notes are signed in every country: "back on the ward at 3pm. Kemi",
 * "WILL CALL AFTER ROUND. TAVITA", "pls ring pharmacy! siobhán". The sentence before ends with a
 * full stop, an exclamation or a question mark; the name is one word ending the line (or the
 * text), shaped like a name in the note's case: Title Case where the note has case, a listed name
 * that is no English word, or a word no list knows spelt like a name. Cue words ("Thanks",
 * "Dr", "RN", "Mum") and clinical words ("Paracetamol") are no signature. In any note, an
 * initial with its full stop and a surname close the line the same way ("... overnight. A. Baker").
 * Bounded: the last four tokens before each line start.
 */

const MAX_LINE_TOKENS = 24;
const CUE_BITS = TITLE | CREDENTIAL | STAFF_ROLE | RELATIVE_CUE | CLINICAL;

/** The word at `j` signs off its line: a sentence end before it, at least two words before that. */
function signsOff(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || t.startsLine(j) || t.length(j) < 3 || (t.bits(j) & CUE_BITS) !== 0) return false;
  const mark = j - 1;
  if (!(t.isPunct(mark, ".") || t.isPunct(mark, "!") || t.isPunct(mark, "?"))) return false;
  // "...at 3pm. Kemi": the mark closes a sentence of at least two words on the same line.
  if (!t.touches(mark - 1) || t.startsLine(mark) || t.startsLine(mark - 1)) return false;
  if (!t.isWord(mark - 2) && !t.isNumber(mark - 2)) return false;
  if (t.start[j]! - t.end[mark]! > 2) return false;
  if (context.mixedCase) {
    if (!isTitleCased(context, j) || slotWordClass(context, j) !== SLOT_NAMELIKE) return false;
    // A Title Case word no list knows must still be spelt like a name ("Obs", "Ix" are not).
    return (t.bits(j) & NAME_LISTED) !== 0 ? (t.bits(j) & VOCABULARY) === 0 : shapedLoneName(context, j);
  }
  const listed = (t.bits(j) & NAME_LISTED) !== 0 && (t.bits(j) & VOCABULARY) === 0;
  return listed || shapedLoneName(context, j);
}

/**
 * The line opening at token `l` is a message of a thread: it opens with a bracketed sender or
 * time ("[Me] ok", "[RN] will do", "[12/03 14:22] back at 3"), the way phones and pagers export.
 */
function messageLine(context: ScanContext, l: number): boolean {
  return context.tokens.isPunct(l, "[");
}

/**
 * "Obs stable overnight. A. Baker", "PLAN AS ABOVE. K. MOKOENA": an initial and a surname closing
 * the line after its last sentence, in any note. The initial's full stop is the evidence, so the
 * surname may be a listed surname that is also a word ("Baker"); otherwise a word no list knows.
 * Returns the initial's index, or -1.
 */
function initialSignsOff(context: ScanContext, j: number): number {
  const t = context.tokens;
  const initial = j - 2;
  if (!t.isWord(j) || t.length(j) < 2 || (t.bits(j) & CUE_BITS) !== 0) return -1;
  if (!t.isPunct(j - 1, ".") || !t.touches(initial) || t.start[j]! - t.end[j - 1]! > 2) return -1;
  if (!t.isWord(initial) || t.length(initial) !== 1 || t.startsLine(initial) || t.startsLine(j)) return -1;
  const mark = initial - 1;
  if (!(t.isPunct(mark, ".") || t.isPunct(mark, "!") || t.isPunct(mark, "?")) || !t.touches(mark - 1))
    return -1;
  if (t.startsLine(mark) || !(t.isWord(mark - 1) || t.isNumber(mark - 1))) return -1;
  if (context.mixedCase && !(t.isAllCaps(initial) && (t.isCapitalised(j) || t.isAllCaps(j)))) return -1;
  if ((t.bits(j) & SURNAME) !== 0) return initial;
  return slotWordClass(context, j) === SLOT_NAMELIKE && (t.bits(j) & VOCABULARY) === 0 ? initial : -1;
}

/** The last word of the line ending before token `next` (a line start or the text's end), or -1. */
function lastWordBefore(context: ScanContext, next: number): number {
  const t = context.tokens;
  let j = next - 1;
  // "...Kemi." / "...Kemi!": one closing mark after the name.
  if ((t.isPunct(j, ".") || t.isPunct(j, "!")) && t.touches(j - 1)) j--;
  return j;
}

export function findSignOffNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let opens = 0;
  for (let l = t.nextLineStart(1); ; l = t.nextLineStart(l + 1)) {
    const next = l < t.count ? l : t.count;
    const j = lastWordBefore(context, next);
    // A message is short: a long paragraph's last word is no sign-off.
    if (j > 2 && j - opens <= MAX_LINE_TOKENS && messageLine(context, opens) && signsOff(context, j))
      out.push(hit("name-signing-off", "NAME", t.start[j]!, t.end[j]!));
    else if (j > 4) {
      const initial = initialSignsOff(context, j);
      if (initial >= 0) out.push(hit("name-signing-off", "NAME", t.start[initial]!, t.end[j]!));
    }
    if (l >= t.count) break;
    opens = l;
  }
}

const RULES = defineRules({
  "name-signing-off": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "one name-shaped word closing a message line after its last sentence ('back at 3pm. Kemi')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signOffNameRecogniser: RecogniserModule = {
  id: "sign-off-name",
  family: "names",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findSignOffNames,
};

const hit = ruleHit(RULES);
