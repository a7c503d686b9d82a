import { nhsWords } from "../cues/id-cues.ts";
import { messageWords } from "../cues/messaging.ts";
import { faxCues, pagerCues, phoneCues, strongPhoneCues } from "../cues/phone-cues.ts";
import { DAUGHTER_CONNECTORS } from "../extend-lineage-names.ts";
import { HONORIFICS } from "../honorifics.ts";
import { DOCUMENT_VOCABULARY } from "../lookalikes/public-document.ts";
import type { Vocabulary } from "../recogniser.ts";
import {
  CUE_DAUGHTER_CONNECTOR,
  CUE_DOCUMENT_WORD,
  CUE_MESSAGE_WORD,
  CUE_PHONE_CUE,
  CUE_SLOT_TITLE,
} from "../word-bits.ts";

const MESSAGE_WORDS = messageWords.words;

/** Vocabulary of the shared readers rather than of one recogniser (name-evidence.ts reads it). */
export const ENGINE_VOCABULARY: readonly Vocabulary[] = [
  { mask: "cues", bit: CUE_MESSAGE_WORD, words: MESSAGE_WORDS },
  { mask: "cues", bit: CUE_DAUGHTER_CONNECTOR, words: DAUGHTER_CONNECTORS },
  { mask: "cues", bit: CUE_SLOT_TITLE, words: HONORIFICS },
  { mask: "cues", bit: CUE_DOCUMENT_WORD, words: DOCUMENT_VOCABULARY },
  ...[phoneCues, strongPhoneCues, pagerCues, faxCues, nhsWords].map(
    (list): Vocabulary => ({ mask: "cues", bit: CUE_PHONE_CUE, words: list.words }),
  ),
];
