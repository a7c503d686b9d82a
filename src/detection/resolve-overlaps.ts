import type { Span } from "./span.ts";

/**
 * Sorts candidate spans and merges overlapping ones into their union, so no letter that any
 * recogniser flagged is lost (recall first). The union takes the type of the surer span, and of
 * the longer one when equally sure. Never mutates its input.
 */
export function resolveOverlaps(candidates: readonly Span[]): Span[] {
  const sorted = candidates.slice().sort((a, b) => a.start - b.start || b.end - a.end);
  const result: Span[] = [];
  let current: Span | undefined;
  for (const span of sorted) {
    if (current === undefined) {
      current = span;
      continue;
    }
    if (span.start >= current.end) {
      result.push(current);
      current = span;
      continue;
    }
    const better = isBetter(span, current) ? span : current;
    current = {
      type: better.type,
      start: current.start,
      end: Math.max(current.end, span.end),
      confidence: Math.max(current.confidence, span.confidence),
    };
  }
  if (current !== undefined) result.push(current);
  return result;
}

function isBetter(a: Span, b: Span): boolean {
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return a.end - a.start > b.end - b.start;
}
