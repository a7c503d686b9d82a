import { messageWords } from "../cues/messaging.ts";
import { DAUGHTER_CONNECTORS } from "../extend-lineage-names.ts";
import type { Vocabulary } from "../recogniser.ts";
import { CUE_DAUGHTER_CONNECTOR, CUE_MESSAGE_WORD } from "../word-bits.ts";

const MESSAGE_WORDS = messageWords.words;

/** Vocabulary of the shared readers rather than of one recogniser (name-evidence.ts reads it). */
export const ENGINE_VOCABULARY: readonly Vocabulary[] = [
  { mask: "cues", bit: CUE_MESSAGE_WORD, words: MESSAGE_WORDS },
  { mask: "cues", bit: CUE_DAUGHTER_CONNECTOR, words: DAUGHTER_CONNECTORS },
];
