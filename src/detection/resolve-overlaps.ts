import type { Span } from "./span.ts";

/**
 * Sorts candidate spans and merges overlapping ones into their union, so no letter that any
 * recogniser flagged is lost (recall first). The union takes the type, rule and confidence of the
 * surer span (`scores.ts`), and of the longer one when equally sure; `parts` lists every rule that
 * contributed. Never mutates its input.
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
      confidence: better.confidence,
      rule: better.rule,
      parts: mergeParts(current, span),
    };
  }
  if (current !== undefined) result.push(current);
  return result;
}

function isBetter(a: Span, b: Span): boolean {
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return a.end - a.start > b.end - b.start;
}

function mergeParts(a: Span, b: Span): readonly string[] {
  const parts = new Set([...(a.parts ?? [a.rule]), ...(b.parts ?? [b.rule])]);
  return [...parts].sort();
}
