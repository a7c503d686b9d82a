import type { PhiType } from "./phi-type.ts";
import { DATE_RULES } from "./rules-dates.ts";
import { NAME_EVIDENCE_RULES } from "./rules-name-evidence.ts";
import { NAME_RULES } from "./rules-names.ts";
import { NUMBER_RULES } from "./rules-numbers.ts";
import { PLACE_RULES } from "./rules-places.ts";
import { SCORES } from "./scores.ts";
import type { Span } from "./span.ts";

/**
 * Every rule that can produce a span, by id, one table per family (`rules-*.ts`). A span's `rule`
 * says why it was found; a span merged from overlapping candidates also lists every contributing
 * rule in `parts`. Ids are unique across the families (a test checks).
 */
export const RULES = {
  ...NUMBER_RULES,
  ...DATE_RULES,
  ...NAME_RULES,
  ...NAME_EVIDENCE_RULES,
  ...PLACE_RULES,
} as const;

export const RULE_FAMILIES = [
  NUMBER_RULES,
  DATE_RULES,
  NAME_RULES,
  NAME_EVIDENCE_RULES,
  PLACE_RULES,
] as const;

export type RuleId = keyof typeof RULES;

/** A span found by `rule`, at the rule's confidence level. */
export function hit(rule: RuleId, type: PhiType, start: number, end: number): Span {
  return { type, start, end, confidence: SCORES[RULES[rule].level], rule };
}

export function isRuleId(value: string): value is RuleId {
  return Object.hasOwn(RULES, value);
}
