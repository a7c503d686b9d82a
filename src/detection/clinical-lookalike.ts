/**
 * Misspelt clinical words ("vaco" for "vanco", "quentin" for "quinton", "lipps") must not read as
 * names. A word is a look-alike when it is within one edit (insertion, deletion, substitution) of a
 * clinical word of four letters or more: the symmetric-delete method (Garbe, SymSpell), with an
 * index holding every clinical word and each of its one-letter deletions.
 */

import { medicalSuffixes } from "./cues/clinical.ts";
import { memoiseWordTest } from "./word-memo.ts";

const MIN_LENGTH = 4;

export function buildLookalikeIndex(clinical: Iterable<string>): Set<string> {
  const index = new Set<string>();
  for (const word of clinical) {
    if (word.length < MIN_LENGTH) continue;
    index.add(word);
    for (let k = 0; k < word.length; k++) index.add(word.slice(0, k) + word.slice(k + 1));
  }
  return index;
}

/** True when `word` is a clinical word or one edit from one (answers memoised per word). */
export function isClinicalLookalike(word: string, index: ReadonlySet<string>): boolean {
  if (word.length < MIN_LENGTH || word.length > 24) return false;
  return lookalike(word, index);
}

const lookalike = memoiseWordTest((word, index) => {
  if (index.has(word)) return true;
  for (let k = 0; k < word.length; k++) {
    if (index.has(word.slice(0, k) + word.slice(k + 1))) return true;
  }
  return false;
});

const MEDICAL_SUFFIXES = medicalSuffixes.entries;

export function hasMedicalSuffix(word: string): boolean {
  if (word.length < 6) return false;
  return medicalSuffix(word, NO_SET);
}

const NO_SET: ReadonlySet<string> = new Set();

const medicalSuffix = memoiseWordTest((word) => {
  for (const suffix of MEDICAL_SUFFIXES) if (word.endsWith(suffix)) return true;
  return false;
});
