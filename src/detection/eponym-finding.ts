import type { ScanContext } from "./recogniser.ts";
import { RELATIVE_CUE, TITLE } from "./word-bits.ts";

type Tokens = ScanContext["tokens"];

/**
 * Examination findings are written as a sign or test and its result: "Lachman pos, McMurray neg",
 * "murphy's neg", "JOBE WEAK", "Tinel's +ve", "Simmonds' test normal", "Jobe's (empty can) weak".
 * A name followed by such a result names the sign or test, not a person (a person is "positive
 * for", "present at the bedside"). General clinical shorthand, written by hand.
 */
export const FINDING_RESULTS: ReadonlySet<string> = new Set([
  "neg",
  "negative",
  "pos",
  "positive",
  "normal",
  "abnormal",
  "equivocal",
  "weak",
  "nad",
]);

/** Results a person may also be ("present at the bedside"): read only after a possessive ("Kehr's absent"). */
const POSSESSIVE_RESULTS: ReadonlySet<string> = new Set(["absent", "present", "intact", "elicited"]);

/** Words that may close a finding after its result ("neg bilat", "+ve at the wrist", "pos R"). */
const AFTER_RESULT: ReadonlySet<string> = new Set([
  "and",
  "bilat",
  "bilaterally",
  "both",
  "r",
  "l",
  "rt",
  "lt",
  "right",
  "left",
  "at",
  "on",
  "throughout",
]);

/**
 * The weak name span of tokens `first` to `last` (one or two words, or initials and a word: "R.
 * THOMAS +VE" reads the side as an initial) stands before a finding's result on its line: after
 * an optional closing apostrophe ("Simmonds'"), a bracket of at most five tokens ("Jobe's (empty
 * can)"), a colon or a dash, a hyphen-joined lower-case word ("lift-off"). No title or family word
 * stands before it, and the result closes the item (a stop, comma, the line end, "and", a side).
 */
export function isFindingEponym(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last - first > 3 || !t.isWord(last)) return false;
  if (first > 0 && t.isWord(first - 1) && (t.bits(first - 1) & (TITLE | RELATIVE_CUE)) !== 0) return false;
  let j = last + 1;
  let possessive = isPossessive(t, last);
  // "Simmonds' test", "Homans'": the plural possessive's apostrophe is a token of its own.
  if ((t.isPunct(j, "'") || t.isPunct(j, "\u2019")) && t.touches(last)) {
    possessive = true;
    j++;
  }
  // "Gerber lift-off normal": one lower-case word joined by a hyphen, read as the test's name.
  if (
    t.isWord(j) &&
    !t.startsLine(j) &&
    context.mixedCase &&
    !t.isCapitalised(j) &&
    !t.isAllCaps(j) &&
    t.isPunct(j + 1, "-") &&
    t.touches(j) &&
    t.touches(j + 1) &&
    t.isWord(j + 2)
  )
    j += 3;
  j = skipBracket(t, j);
  if ((t.isPunct(j, ":") || t.isPunct(j, "-")) && !t.startsLine(j) && !t.touches(j)) j++;
  if (j >= t.count || t.startsLine(j)) return false;
  const end = resultEnd(t, j, possessive);
  return end !== -1 && closesItem(t, end + 1);
}

/** The last token of a result standing at `j` ("neg", "+ve", "-VE"), or -1. */
function resultEnd(t: Tokens, j: number, possessive: boolean): number {
  if ((t.isPunct(j, "+") || t.isPunct(j, "-")) && t.touches(j) && t.lower(j + 1) === "ve") return j + 1;
  if (!t.isWord(j)) return -1;
  const word = t.lower(j);
  if (FINDING_RESULTS.has(word)) return j;
  return possessive && POSSESSIVE_RESULTS.has(word) ? j : -1;
}

/** Token `k` closes a finding: the text or the line ends, a stop, comma or semicolon, or a side word. */
function closesItem(t: Tokens, k: number): boolean {
  if (k >= t.count || t.startsLine(k)) return true;
  if (t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ";") || t.isPunct(k, ")") || t.isPunct(k, "/"))
    return true;
  return t.isWord(k) && AFTER_RESULT.has(t.lower(k));
}

/** Past a bracket of at most five tokens opening at `j` on one line ("(empty can)"), else `j`. */
function skipBracket(t: Tokens, j: number): number {
  if (!t.isPunct(j, "(") || t.startsLine(j)) return j;
  for (let k = j + 1; k <= j + 6 && k < t.count; k++) {
    if (t.startsLine(k)) return j;
    if (t.isPunct(k, ")")) return k + 1;
  }
  return j;
}

/** Word token `i` ends in "'s" (or "’s"). */
function isPossessive(t: Tokens, i: number): boolean {
  if (t.length(i) < 4) return false;
  const word = t.lower(i);
  return word.endsWith("'s") || word.endsWith("\u2019s");
}
