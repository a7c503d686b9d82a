/**
 * A matcher's keys (name parts, calendar days, normalised sequences) as flat data: every key in
 * ONE string, sorted in code unit order and joined by "\n" (no key holds a line break: keys are
 * runs of letters and digits, folded), where each ends (`ends`), and a small integer a key
 * (`codes`: its type and rule). A table is four objects however many keys it holds, where Maps of
 * one string and one object a key made a cached subject ~150 objects for the collector to mark
 * again in every full collection; a lookup is a binary search comparing code units in place
 * (nothing sliced), and "does a longer key start with this" comes out of the same search. Plain
 * data: a worker thread receives it as a structured clone, and a stored snapshot's string is
 * adopted as is (`fromJoined`).
 */
export interface FlatTable {
  /** The keys, sorted, joined by "\n". */
  readonly text: string;
  /** Where key i ends in `text` (exclusive); it starts after key i − 1's end and its "\n". */
  readonly ends: Uint32Array;
  /** Key i's code. */
  readonly codes: Uint8Array;
  /** The first code unit of every key below 128, as bits: most words cannot start any key. */
  readonly firsts: Uint32Array;
}

export const emptyTable = (): FlatTable => ({
  text: "",
  ends: new Uint32Array(0),
  codes: new Uint8Array(0),
  firsts: new Uint32Array(4),
});

export const tableSize = (table: FlatTable) => table.ends.length;

const startOf = (table: FlatTable, i: number) => (i === 0 ? 0 : table.ends[i - 1]! + 1);

export function keyAt(table: FlatTable, i: number): string {
  return table.text.slice(startOf(table, i), table.ends[i]);
}

/** Whether some key starts with code unit `code` (below 128; any other answers true). */
export function mayStartWith(table: FlatTable, code: number): boolean {
  return code >= 128 || (table.firsts[code >>> 5]! & (1 << (code & 31))) !== 0;
}

/** Key i against `s`, in code unit order (as `<` compares strings). */
function compareAt(table: FlatTable, i: number, s: string): number {
  const from = startOf(table, i);
  const length = table.ends[i]! - from;
  const n = Math.min(length, s.length);
  const { text } = table;
  for (let k = 0; k < n; k++) {
    const d = text.charCodeAt(from + k) - s.charCodeAt(k);
    if (d !== 0) return d;
  }
  return length - s.length;
}

/** The first key not below `s`. */
function lowerBound(table: FlatTable, s: string): number {
  let low = 0;
  let high = table.ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareAt(table, mid, s) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The key's code, or −1. */
export function codeOf(table: FlatTable, key: string): number {
  const i = lowerBound(table, key);
  return i < table.ends.length && compareAt(table, i, key) === 0 ? table.codes[i]! : -1;
}

/** A walk's look-up: the code of `prefix` if a key (else −1), and whether a longer key starts with it. */
export interface Walked {
  code: number;
  goesOn: boolean;
}

/** One binary search for both answers (`out` is reused by the caller: nothing allocated a step). */
export function walk(table: FlatTable, prefix: string, out: Walked): Walked {
  let i = lowerBound(table, prefix);
  const n = table.ends.length;
  out.code = -1;
  if (i < n && compareAt(table, i, prefix) === 0) {
    out.code = table.codes[i]!;
    i++;
  }
  out.goesOn =
    i < n &&
    table.ends[i]! - startOf(table, i) > prefix.length &&
    table.text.startsWith(prefix, startOf(table, i));
  return out;
}

function withFirsts(text: string, ends: Uint32Array, codes: Uint8Array): FlatTable {
  const firsts = new Uint32Array(4);
  for (let i = 0; i < ends.length; i++) {
    const c = text.charCodeAt(i === 0 ? 0 : ends[i - 1]! + 1);
    if (c < 128) firsts[c >>> 5]! |= 1 << (c & 31);
  }
  return { text, ends, codes, firsts };
}

/**
 * The table with `entries` added: a key already held keeps its code, and so does the first of a
 * key given twice. The new keys are sorted and merged in: the held keys between two of them are
 * copied as one run of the string and their ends shifted, so adding a document's few values to a
 * subject's hundred keys slices, hashes and sorts none of the hundred.
 */
export function withEntries(table: FlatTable, entries: Iterable<readonly [string, number]>): FlatTable {
  const added = new Map<string, number>();
  for (const [key, code] of entries)
    if (key !== "" && !added.has(key) && codeOf(table, key) === -1) added.set(key, code);
  if (added.size === 0) return table;
  const keys = [...added.keys()].sort(compareCodeUnits);
  const held = table.ends.length;
  const ends = new Uint32Array(held + keys.length);
  const codes = new Uint8Array(held + keys.length);
  const firsts = table.firsts.slice();
  const parts: string[] = [];
  let out = 0;
  let from = 0;
  let shift = 0;
  const copyHeld = (to: number) => {
    if (to <= from) return;
    parts.push(table.text.slice(startOf(table, from), table.ends[to - 1]));
    for (let k = from; k < to; k++) {
      ends[out] = table.ends[k]! + shift;
      codes[out++] = table.codes[k]!;
    }
    from = to;
  };
  for (const key of keys) {
    copyHeld(lowerBound(table, key));
    parts.push(key);
    ends[out] = (out === 0 ? 0 : ends[out - 1]! + 1) + key.length;
    codes[out++] = added.get(key)!;
    shift += key.length + 1;
    const c = key.charCodeAt(0);
    if (c < 128) firsts[c >>> 5]! |= 1 << (c & 31);
  }
  copyHeld(held);
  return { text: parts.join("\n"), ends, codes, firsts };
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A table from stored parts (keys joined by "\n", one code a key), or undefined when they are not
 * a table: a key empty or longer than `maxKey`, keys not strictly ascending, a code `valid` refuses.
 * The string is adopted as is; only the ends and codes are allocated.
 */
export function fromJoined(
  text: string,
  codes: Uint8Array,
  maxKey: number,
  valid: (code: number) => boolean,
): FlatTable | undefined {
  if (text === "") return codes.length === 0 ? emptyTable() : undefined;
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  if (count !== codes.length) return undefined;
  const ends = new Uint32Array(count);
  let from = 0;
  for (let i = 0; i < count; i++) {
    const next = text.indexOf("\n", from);
    const end = next === -1 ? text.length : next;
    if (end === from || end - from > maxKey || !valid(codes[i]!)) return undefined;
    ends[i] = end;
    from = end + 1;
  }
  const table = withFirsts(text, ends, codes);
  for (let i = 1; i < count; i++) if (!ascending(table, i)) return undefined;
  return table;
}

/** Whether key i − 1 sorts strictly before key i (compared in place). */
function ascending(table: FlatTable, i: number): boolean {
  const { text, ends } = table;
  const a = startOf(table, i - 1);
  const b = ends[i - 1]! + 1;
  const aLength = ends[i - 1]! - a;
  const bLength = ends[i]! - b;
  for (let k = 0; k < Math.min(aLength, bLength); k++) {
    const d = text.charCodeAt(a + k) - text.charCodeAt(b + k);
    if (d !== 0) return d < 0;
  }
  return aLength < bLength;
}

/**
 * A table as posted to a worker thread (`KnownValueMatcher.snapshot`): its keys' string and one
 * code unit a key for its code. Two strings clone several times cheaper than the table's three
 * typed arrays (each its own ArrayBuffer to serialise and allocate again: ~40 µs a subject's
 * matcher against ~20 with the rebuild below). Plain data of this process, not stored: not checked.
 */
export interface PostedTable {
  readonly text: string;
  readonly codes: string;
}

export function postedTable(table: FlatTable): PostedTable {
  let codes = "";
  for (let i = 0; i < table.codes.length; i++) codes += String.fromCharCode(table.codes[i]!);
  return { text: table.text, codes };
}

/** The table a `postedTable` came from: its ends and first letters found again in one scan. */
export function fromPosted(posted: PostedTable): FlatTable {
  const count = posted.codes.length;
  const codes = new Uint8Array(count);
  const ends = new Uint32Array(count);
  const { text } = posted;
  let from = 0;
  for (let i = 0; i < count; i++) {
    codes[i] = posted.codes.charCodeAt(i);
    const next = text.indexOf("\n", from);
    ends[i] = next === -1 ? text.length : next;
    from = ends[i]! + 1;
  }
  return withFirsts(text, ends, codes);
}
