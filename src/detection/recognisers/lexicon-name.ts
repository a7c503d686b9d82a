import { continuesName, KNOWN_NAME, nameEvidence, PARTICLES, UNKNOWN_WORD } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { FIRST_NAME } from "../word-bits.ts";

/**
 * Listed first names and surnames that are no English or clinical word ("Wojcik", "rosalind"),
 * wherever they stand, extended over neighbouring name-looking words and initials
 * ("Tavio Bressani", "HAROLD V. DELLAROSA"). The weakest name evidence, so the lowest confidence.
 */
const MIN_LENGTH = 3;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * A surname written where case says nothing (lower case in a lower-case note, capitals in an
 * ALL CAPS note) that is an English word with one letter dropped ("lowe" extremities, "brough"
 * the rate down, "ballon" deflated) is more likely a typo than a name. A capitalised word stands
 * out whatever the note's style, and an added final "s" or "d" (plurals, past tenses) does not count.
 * Costs 26 look-ups per letter, only for the rare words that reach this test.
 */
function isDroppedLetterTypo(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.isCapitalised(i)) return false;
  if ((t.bits(i) & FIRST_NAME) !== 0 || t.length(i) < 4 || t.length(i) > 20) return false;
  const word = t.lower(i);
  const vocabulary = context.lexicons.vocabulary;
  for (let k = 0; k <= word.length; k++) {
    const head = word.slice(0, k);
    const tail = word.slice(k);
    for (let c = 0; c < 26; c++) {
      const letter = LETTERS[c]!;
      if (k === word.length && (letter === "s" || letter === "d")) continue;
      if (vocabulary.has(head + letter + tail)) return true;
    }
  }
  return false;
}

function extendsName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i)) return false;
  if (PARTICLES.has(t.lower(i)) && nameEvidence(context, i + 1) >= UNKNOWN_WORD) return true;
  return continuesName(context, i);
}

export function findListedNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (!t.isWord(i) || t.length(i) < MIN_LENGTH) continue;
    if (nameEvidence(context, i) !== KNOWN_NAME || isDroppedLetterTypo(context, i)) continue;
    let first = i;
    for (let n = 0; n < 2; n++) {
      let k = first - 1;
      if (t.isPunct(k, ".") && t.length(k - 1) === 1) k--;
      if (!extendsName(context, k) || t.startsLine(first) || t.start[first]! - t.end[k]! > 2) break;
      first = k;
    }
    let last = i;
    for (let n = 0; n < 2; n++) {
      let k = last + 1;
      if (t.isPunct(k, ".") && t.length(last) === 1) k++;
      if (!extendsName(context, k) || t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 2) break;
      last = k;
    }
    out.push(hit("name-listed", "NAME", t.start[first]!, t.end[last]!));
    i = last;
  }
}
