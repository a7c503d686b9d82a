import type { TokenStream } from "./token-stream.ts";

/** Index of the first token ending after text offset `offset` (binary search over token ends). */
export function tokenAt(ends: Int32Array, count: number, offset: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ends[mid]! <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first token starting at or after text offset `offset` (binary search over starts). */
export function tokenFrom(t: TokenStream, offset: number): number {
  let lo = 0;
  let hi = t.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t.start[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
