import type { RecogniserModule } from "./recogniser.ts";
import { ENGINE_VOCABULARY } from "./recognisers/engine-vocabulary.ts";
import { CUE_LISTED, type WordBits } from "./word-bits.ts";
import { listCount, listedWords } from "./word-lists.ts";

/** Adds the shared readers' and every module's declared vocabulary to the word table's masks. */
export function installVocabulary(wordBits: WordBits, table: readonly RecogniserModule[]): void {
  for (const vocabulary of [...ENGINE_VOCABULARY, ...table.flatMap((module) => module.vocabulary ?? [])]) {
    if (vocabulary.mask === "words") wordBits.add(vocabulary.words, vocabulary.bit);
    else wordBits.addCues(vocabulary.words, vocabulary.bit);
  }
  // The registered word lists (TokenStream.inList): every module is loaded, so all are known.
  wordBits.addCues(listedWords(), CUE_LISTED);
  wordBits.listsInstalled = listCount();
}
