import { GENERAL_TYPE } from "./phi-type.ts";
import { FAMILIES } from "./rule.ts";
import { type CatalogueRule, RULES } from "./rules.ts";
import type { Span } from "./span.ts";

/**
 * Sorts candidate spans and merges overlapping ones into their union, so no letter that any
 * recogniser flagged is lost (recall first). The union takes the type, rule and confidence of the
 * candidate that wins by a declared order, never by the order the recognisers ran in
 * (docs/decisions/0010-overlap-order.md):
 *   1. the surer: higher declared level (`scores.ts`);
 *   2. the longer;
 *   3. the one that starts first;
 *   4. for the very same span: the narrower type (PATIENT_NAME over NAME, MRN over ID, CITY over
 *      LOCATION: `GENERAL_TYPE`);
 *   5. the stronger family (`FAMILIES`, numbers first, places last);
 *   6. the higher declared rule priority (default 0);
 *   7. the smaller rule id, then the smaller type name (a total order, so no tie is left).
 * `parts` lists every rule that contributed, sorted. Never mutates its input.
 */
export function resolveOverlaps(
  candidates: readonly Span[],
  rules: ReadonlyMap<string, CatalogueRule> = RULES,
): Span[] {
  // Most notes hold no candidate or one: nothing to sort or merge.
  if (candidates.length < 2) return candidates.slice();
  const sorted = candidates.slice().sort(byStartThenLonger);
  const result: Span[] = [];
  // The union being built: its bounds, the winning candidate (compared as written, never as the
  // union, so the winner does not depend on the order candidates arrive in) and its parts.
  let best: Span | undefined;
  let start = 0;
  let end = 0;
  let parts: Set<string> | undefined;
  const close = (): void => {
    if (best === undefined) return;
    if (parts === undefined) result.push(best);
    else
      result.push({
        type: best.type,
        start,
        end,
        confidence: best.confidence,
        rule: best.rule,
        parts: [...parts].sort(),
      });
  };
  for (const span of sorted) {
    if (best === undefined || span.start >= end) {
      close();
      best = span;
      start = span.start;
      end = span.end;
      parts = undefined;
      continue;
    }
    parts ??= new Set(best.parts ?? [best.rule]);
    for (const part of span.parts ?? [span.rule]) parts.add(part);
    if (span.end > end) end = span.end;
    if (isBetter(span, best, rules)) best = span;
  }
  close();
  return result;
}

function byStartThenLonger(a: Span, b: Span): number {
  return a.start - b.start || b.end - a.end;
}

/** Rank of a rule's family (0 = strongest); rules outside the catalogue (known values) rank last. */
function familyRank(rule: string, rules: ReadonlyMap<string, CatalogueRule>): number {
  const family = rules.get(rule)?.family;
  return family === undefined ? FAMILIES.length : FAMILIES.indexOf(family);
}

/** True when `a` wins over `b` (see resolveOverlaps). */
export function isBetter(a: Span, b: Span, rules: ReadonlyMap<string, CatalogueRule> = RULES): boolean {
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  const lengthA = a.end - a.start;
  const lengthB = b.end - b.start;
  if (lengthA !== lengthB) return lengthA > lengthB;
  if (a.start !== b.start) return a.start < b.start;
  if (a.type !== b.type) {
    if (GENERAL_TYPE.get(a.type) === b.type) return true;
    if (GENERAL_TYPE.get(b.type) === a.type) return false;
  }
  if (a.rule !== b.rule) {
    const familyA = familyRank(a.rule, rules);
    const familyB = familyRank(b.rule, rules);
    if (familyA !== familyB) return familyA < familyB;
    const priorityA = rules.get(a.rule)?.priority ?? 0;
    const priorityB = rules.get(b.rule)?.priority ?? 0;
    if (priorityA !== priorityB) return priorityA > priorityB;
    return a.rule < b.rule;
  }
  return a.type < b.type;
}
