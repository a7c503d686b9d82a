import { MESSAGE_WORDS } from "../name-evidence.ts";
import type { Vocabulary } from "../recogniser.ts";
import { CUE_MESSAGE_WORD } from "../word-bits.ts";

/** Vocabulary of the shared readers rather than of one recogniser (name-evidence.ts reads it). */
export const ENGINE_VOCABULARY: readonly Vocabulary[] = [
  { mask: "cues", bit: CUE_MESSAGE_WORD, words: MESSAGE_WORDS },
];
