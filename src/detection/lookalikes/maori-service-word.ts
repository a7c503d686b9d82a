import { maoriServiceWords } from "../cues/not-names.ts";
import type { ScanContext } from "../recogniser.ts";

const WORDS = maoriServiceWords.words;

/**
 * A name candidate holding an ordinary Māori word of the national health body's name ("Te
 * Whatu Ora", "te whatu ora ipc team"), in any casing: no person's name (cues/not-names.ts
 * `maoriServiceWords`).
 */
export function holdsMaoriServiceWord(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) if (t.isWord(k) && WORDS.has(t.lower(k))) return true;
  return false;
}
