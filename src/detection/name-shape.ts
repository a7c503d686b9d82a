/**
 * How much a word no list knows is spelt like a personal name rather than like an English or
 * clinical word: a letter-trigram model (log-odds, add-one smoothing) learnt when the engine is
 * built from the name lists against the vocabulary and clinical lists. "raghunathan", "okonkwo"
 * and "przybylski" score high; misspelt words ("pateint", "abdomin") and shorthand score low.
 * Trigrams are keyed as integers (27 symbols: a-z and the word boundary), so learning and scoring
 * touch no strings.
 */
const SYMBOLS = 27;
const SIZE = SYMBOLS * SYMBOLS * SYMBOLS;

function symbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 65 && code <= 90) return code - 64;
  return -1;
}

/** Adds the trigrams of `word` (boundary-padded) to `counts`; false if it has a non-letter. */
function count(word: string, counts: Int32Array): boolean {
  let a = 0;
  let b = 0;
  for (let k = 0; k <= word.length; k++) {
    const c = k === word.length ? 0 : symbol(word.charCodeAt(k));
    if (c < 0) return false;
    if (k >= 1) counts[(a * SYMBOLS + b) * SYMBOLS + c]!++;
    a = b;
    b = c;
  }
  return true;
}

/** The model: log-odds of each trigram, names against words. */
export function learnNameShape(names: Iterable<string>, words: Iterable<string>): Float32Array {
  const nameCounts = new Int32Array(SIZE);
  const wordCounts = new Int32Array(SIZE);
  for (const name of names) count(name, nameCounts);
  for (const word of words) count(word, wordCounts);
  let nameTotal = 0;
  let wordTotal = 0;
  for (let k = 0; k < SIZE; k++) {
    nameTotal += nameCounts[k]!;
    wordTotal += wordCounts[k]!;
  }
  const model = new Float32Array(SIZE);
  for (let k = 0; k < SIZE; k++) {
    model[k] =
      Math.log((nameCounts[k]! + 1) / (nameTotal + SIZE)) -
      Math.log((wordCounts[k]! + 1) / (wordTotal + SIZE));
  }
  return model;
}

/**
 * Mean trigram log-odds of text[from, to) (positive: name-like), or NaN for a word with a
 * character outside A-Z and a-z. Bounded work: one step per letter.
 */
export function nameShapeScore(model: Float32Array, text: string, from: number, to: number): number {
  if (model.length !== SIZE || to - from < 2) return Number.NaN;
  let a = 0;
  let b = 0;
  let sum = 0;
  let n = 0;
  for (let p = from; p <= to; p++) {
    const c = p === to ? 0 : symbol(text.charCodeAt(p));
    if (c < 0) return Number.NaN;
    if (p > from) {
      sum += model[(a * SYMBOLS + b) * SYMBOLS + c]!;
      n++;
    }
    a = b;
    b = c;
  }
  return sum / n;
}
