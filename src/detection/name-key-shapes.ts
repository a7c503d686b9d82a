/** Token-stream helpers of the name propagation pass: skipping to a span, and the shapes of the names sought. */
import { NON_ASCII_WORD, type TokenStream } from "./token-stream.ts";

/** The first token at or after `from` whose start is at or after `offset` (or the count). */
export function firstTokenFrom(t: TokenStream, offset: number, from: number): number {
  let low = from;
  let high = t.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (t.start[middle]! < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first letters and lengths of the words propagateNames looks for, so that it skips the
 * note's other words without slicing them or looking them up: per first letter a-z (row 26 for
 * any other), a mask of lengths (bit 31 for 31 and more).
 */
export class KeyShapes {
  private readonly rows = new Int32Array(27);

  /** Forgets every key. */
  clear(): void {
    this.rows.fill(0);
  }

  add(key: string): void {
    const c = key.charCodeAt(0);
    this.rows[c >= 97 && c <= 122 ? c - 97 : 26]! |= 1 << Math.min(key.length, 31);
  }

  /**
   * False only when no key can be token `i` read as propagateNames reads it (lower case, less
   * a possessive "'s" when longer than three). An ASCII word starts with a letter and keeps its
   * length in lower case; a word beyond ASCII may not, and is always read.
   */
  mayMatch(t: TokenStream, i: number): boolean {
    if ((t.flags[i]! & NON_ASCII_WORD) !== 0) return true;
    const row = this.rows[(t.text.charCodeAt(t.start[i]!) | 32) - 97]!;
    const length = t.length(i);
    if ((row & (1 << Math.min(length, 31))) !== 0) return true;
    return length > 3 && (row & (1 << Math.min(length - 2, 31))) !== 0;
  }
}
