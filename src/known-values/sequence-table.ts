/**
 * The normalised values a matcher walks word by word (phones, IDs, addresses…): each key in a Map,
 * and all keys sorted, so "does any key go on from here" is one binary search. It replaces a trie
 * of one Map per character: building that was most of a cold subject's matcher (hundreds of Maps
 * for fifty values), where this is one Map entry a value and a sort that is linear on keys
 * already in order (TimSort merges the sorted run with the few new ones). Plain data only, so a
 * worker thread receives it as a structured clone.
 */
export interface SequenceTable<T> {
  readonly keys: Map<string, T>;
  /** Every key, in code unit order (the order `<` compares strings in). */
  readonly sorted: string[];
  /** The first code unit of every key: most words cannot start any value. */
  readonly firsts: Set<number>;
}

export const newSequenceTable = <T>(): SequenceTable<T> => ({
  keys: new Map(),
  sorted: [],
  firsts: new Set(),
});

/** Adds keys (a key already held keeps its first value); one sort for the whole batch. */
export function addSequences<T>(table: SequenceTable<T>, entries: Iterable<readonly [string, T]>): void {
  const before = table.sorted.length;
  for (const [key, value] of entries) {
    if (key === "" || table.keys.has(key)) continue;
    table.keys.set(key, value);
    table.sorted.push(key);
    table.firsts.add(key.charCodeAt(0));
  }
  if (table.sorted.length > before) table.sorted.sort(compareCodeUnits);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether some key is longer than `prefix` and starts with it: O(log n) comparisons. */
export function continuesPast<T>(table: SequenceTable<T>, prefix: string): boolean {
  const { sorted } = table;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  // The first key not below the prefix; the prefix itself (a key) sorts before its extensions.
  if (sorted[low] === prefix) low++;
  return low < sorted.length && sorted[low]!.startsWith(prefix);
}
