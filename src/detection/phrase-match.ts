import { PHRASE, type PhraseSet, PREFIX } from "./phrase-set.ts";
import type { ScanContext } from "./recogniser.ts";

/**
 * Longest phrase of `set` starting at word token `i`, words separated by spaces, dots or
 * hyphens ("St. Mary's", "Winston-Salem"); "st" reads as "saint" as in the generated lists.
 * Returns the last token of the match, or -1. Work is bounded by the longest phrase of the set.
 */
export function matchPhrase(context: ScanContext, i: number, set: PhraseSet): number {
  const t = context.tokens;
  if (!t.isWord(i)) return -1;
  let maxWords: number | undefined;
  if (set.headBit !== 0) {
    // An indexed set: the head bit rejects other words, and the set's longest phrase bounds the
    // walk, which every later word must continue with the tail bit; `set.has` alone decides (a
    // longer walk than the head's own longest phrase finds nothing more), so the heads Map is
    // not read.
    if ((t.bits(i) & set.headBit) === 0) return -1;
    maxWords = set.maxWords;
  } else {
    maxWords = set.heads.get(normalise(t.lower(i)));
    if (maxWords === undefined) return -1;
  }
  let phrase = "";
  let best = -1;
  let k = i;
  for (let n = 0; n < maxWords && k < t.count; n++) {
    if (!t.isWord(k)) break;
    // No indexed phrase has this word after its first: no longer match can start here.
    if (n > 0 && set.headBit !== 0 && (t.bits(k) & set.tailBit) === 0) break;
    phrase = n === 0 ? normalise(t.lower(k)) : `${phrase} ${normalise(t.lower(k))}`;
    // A head word of an indexed set opens a phrase (its bit says so): only whether it is one
    // alone is asked, of the small Set of one-word phrases; a run that no phrase continues is
    // found missing at the next word.
    const step =
      n === 0 && set.headBit !== 0
        ? set.singles.has(phrase)
          ? PHRASE | PREFIX
          : PREFIX
        : set.steps.get(phrase);
    if (step === undefined) break;
    if ((step & PHRASE) !== 0) best = k;
    // No phrase of the set goes on from here.
    if ((step & PREFIX) === 0) break;
    let next = k + 1;
    if ((t.isPunct(next, ".") || t.isPunct(next, "-")) && t.touches(k)) next++;
    if (next >= t.count || t.start[next]! - t.end[k]! > 3 || t.startsLine(next)) break;
    k = next;
  }
  return best;
}

function normalise(word: string): string {
  return word === "st" ? "saint" : word;
}
