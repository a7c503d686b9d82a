import type { TokenStream } from "../token-stream.ts";
import { CUE_PLACE_TRIGGER } from "../word-bits.ts";

/** The place-trigger words of one note, in order: `at[0 … count - 1]`. */
export interface PlaceTriggers {
  note: number;
  count: number;
  at: Int32Array;
}

/** Per token stream (its NoteScratch, which lives as long as the stream), the note's triggers. */
const BY_SCRATCH = new WeakMap<object, PlaceTriggers>();

/**
 * The words carrying CUE_PLACE_TRIGGER in the note (mask-bits.ts), found by one walk of the cue
 * list the first time a module asks and shared by every place module that wakes on them: ten
 * modules each walking the flagged words for their few cue words cost ten walks a note.
 */
export function placeTriggers(t: TokenStream): PlaceTriggers {
  let entry = BY_SCRATCH.get(t.scratch);
  if (entry === undefined) {
    entry = { note: -1, count: 0, at: new Int32Array(16) };
    BY_SCRATCH.set(t.scratch, entry);
  }
  if (entry.note === t.scratch.note) return entry;
  let at = entry.at;
  let n = 0;
  for (let i = t.nextCues(0, CUE_PLACE_TRIGGER); i < t.count; i = t.nextCues(i + 1, CUE_PLACE_TRIGGER)) {
    if (n === at.length) {
      const grown = new Int32Array(n * 2);
      grown.set(at);
      at = grown;
    }
    at[n++] = i;
  }
  entry.at = at;
  entry.count = n;
  entry.note = t.scratch.note;
  return entry;
}
