/**
 * Memoises a pure test of a lower-case word against one lexicon Set (look-alike, dropped-letter):
 * clinical notes repeat their words, and each test builds a string per letter. One cache per
 * (test, Set), so engines built from other lexicons never share answers; a cache is cleared when it
 * holds MAX_ENTRIES words, which bounds memory whatever the input.
 */
const MAX_ENTRIES = 1 << 16;

export type WordTest = (word: string, set: ReadonlySet<string>) => boolean;

export function memoiseWordTest(test: WordTest): WordTest {
  const caches = new WeakMap<ReadonlySet<string>, Map<string, boolean>>();
  let lastSet: ReadonlySet<string> | undefined;
  let last = new Map<string, boolean>();
  return (word, set) => {
    if (set !== lastSet) {
      let cache = caches.get(set);
      if (cache === undefined) {
        cache = new Map();
        caches.set(set, cache);
      }
      lastSet = set;
      last = cache;
    }
    let value = last.get(word);
    if (value === undefined) {
      value = test(word, set);
      if (last.size >= MAX_ENTRIES) last.clear();
      last.set(word, value);
    }
    return value;
  };
}
