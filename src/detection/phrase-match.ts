import { PHRASE, type PhraseNode, type PhraseSet, PREFIX } from "./phrase-set.ts";
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
  let best = -1;
  let k = i;
  // The node of the words read so far: at an indexed head it is looked up only when a second
  // word follows (the head's own step comes from `singles`).
  let node: PhraseNode | undefined = set.root;
  let head = "";
  for (let n = 0; n < maxWords && k < t.count; n++) {
    if (!t.isWord(k)) break;
    // No indexed phrase has this word after its first: no longer match can start here.
    if (n > 0 && set.headBit !== 0 && (t.bits(k) & set.tailBit) === 0) break;
    const word = normalise(t.lower(k));
    // A head word of an indexed set opens a phrase (its bit says so): only whether it is one
    // alone is asked, of the small Set of one-word phrases; a run that no phrase continues is
    // found missing at the next word.
    let step: number | undefined;
    if (n === 0 && set.headBit !== 0) {
      head = word;
      node = undefined;
      step = set.singles.has(word) ? PHRASE | PREFIX : PREFIX;
    } else {
      if (node === undefined) node = set.root.next?.get(head);
      node = node?.next?.get(word);
      step = node?.step;
    }
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
