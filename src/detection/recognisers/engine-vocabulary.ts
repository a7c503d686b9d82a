import { messageWords } from "../cues/messaging.ts";
import type { Vocabulary } from "../recogniser.ts";
import { CUE_MESSAGE_WORD } from "../word-bits.ts";

const MESSAGE_WORDS = messageWords.words;

/** Vocabulary of the shared readers rather than of one recogniser (name-evidence.ts reads it). */
export const ENGINE_VOCABULARY: readonly Vocabulary[] = [
  { mask: "cues", bit: CUE_MESSAGE_WORD, words: MESSAGE_WORDS },
];
