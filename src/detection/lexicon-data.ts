/**
 * The lexicons in a transferable form: one SharedArrayBuffer of UTF-8 text per list, one entry
 * a line. Passing it through worker_threads `workerData` shares the buffers instead of copying
 * them; each worker turns it into its engine with createEngine(data).
 */
export const LEXICON_NAMES = [
  "first-names",
  "surnames",
  "given-names-world",
  "surnames-world",
  "vocabulary",
  "words-world",
  "clinical",
  "cities",
  "major-cities",
  "hospitals",
  "states",
  "countries",
] as const;

export type LexiconName = (typeof LEXICON_NAMES)[number];

export interface LexiconData {
  /** Digest of the lists and of the detection rules' sources: part of the engine version. */
  readonly digest: string;
  readonly lists: Readonly<Record<LexiconName, SharedArrayBuffer>>;
}

/** Splits one list into its entries. */
export function readList(buffer: SharedArrayBuffer): string[] {
  const text = new TextDecoder().decode(new Uint8Array(buffer));
  const entries: string[] = [];
  for (const line of text.split("\n")) {
    const entry = line.trim();
    if (entry !== "" && !entry.startsWith("#")) entries.push(entry);
  }
  return entries;
}

/** LexiconData from in-memory lists (tests, callers with their own lists). */
export function lexiconDataFrom(
  lists: Partial<Record<LexiconName, readonly string[]>>,
  digest = "custom",
): LexiconData {
  const encoder = new TextEncoder();
  const built = {} as Record<LexiconName, SharedArrayBuffer>;
  for (const name of LEXICON_NAMES) {
    const bytes = encoder.encode((lists[name] ?? []).join("\n"));
    const shared = new SharedArrayBuffer(bytes.length);
    new Uint8Array(shared).set(bytes);
    built[name] = shared;
  }
  return { digest, lists: built };
}
