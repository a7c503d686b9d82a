import type { LexiconData } from "../detection/index.ts";
import { readList } from "../detection/lexicon-data.ts";
import type { KnownValueOptions } from "./known-values.ts";

/**
 * Which words are ordinary English or clinical words (the engine's vocabulary and clinical lists,
 * lower case): such a name part alone needs a capital. Built once where the lexicons are loaded —
 * at start-up on the main thread and in each worker thread — never during a request.
 */
export function ordinaryWordOptions(lexicons: LexiconData): KnownValueOptions {
  const ordinary = new Set(
    [...readList(lexicons.lists.vocabulary), ...readList(lexicons.lists.clinical)].map((w) =>
      w.toLowerCase(),
    ),
  );
  return { isOrdinaryWord: (word) => ordinary.has(word) };
}
