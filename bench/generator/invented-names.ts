/**
 * Pronounceable invented words ("Trelosk", "Varunde") from a syllable generator: names and places
 * that are in no list at all. Written for this project (Apache-2.0).
 */
import { type Rng, words } from "./prng.ts";

const ONSETS = words("b br c ch d dr f g gr h j k kr l m n p pr qu r s sh st t tr v w z th bl");
const VOWELS = words("a e i o u a e i o ai ei ou ia ae y");
const CODAS = words("n r l s t m nd rk sk st x v ck th ll nn rd");

/** Capitalised invented word of 2-3 syllables. */
export function inventedWord(rng: Rng, syllables = rng.int(2, 3)): string {
  let w = "";
  for (let k = 0; k < syllables; k++) {
    const onset = k === 0 || rng.chance(0.8) ? rng.pick(ONSETS) : "";
    w += onset + rng.pick(VOWELS);
    if (k === syllables - 1 ? rng.chance(0.7) : rng.chance(0.2)) w += rng.pick(CODAS);
  }
  return w.charAt(0).toUpperCase() + w.slice(1);
}
