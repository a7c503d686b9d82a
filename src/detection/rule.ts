import type { PhiType } from "./phi-type.ts";
import { SCORES, type ScoreLevel } from "./scores.ts";
import type { Span } from "./span.ts";

/**
 * One detection rule, declared in the recogniser module that fires it (`recognisers/table.ts`
 * lists the modules; `rules.ts` derives the catalogue). Like a linter rule's `meta`: what it finds,
 * how sure it is, and how it behaves against other rules.
 */
export interface RuleDeclaration {
  /** Every PHI type a span of this rule can carry (the rule tester checks each span against it). */
  readonly types: readonly PhiType[];
  /** The named confidence level of spans this rule finds (`scores.ts`); first in overlap ties. */
  readonly level: ScoreLevel;
  /**
   * True when the rule reads an anchor that makes the value a person or place beyond doubt (a
   * title, credential, relative word, label, a full date or number shape): its spans are kept
   * before an eponym head noun ("Dr. Murphy's sign" is still Dr. Murphy) and its names are spread
   * to their other mentions by `propagate-names.ts`.
   */
  readonly anchored: boolean;
  /** Breaks exact ties within a family after level (higher wins; default 0). `docs/decisions/0010-overlap-order.md`. */
  readonly priority?: number;
  /** What the rule looks for, in a few words (served by `inspect` with `explain`, and docs/rules.md). */
  readonly about: string;
}

/** A declared rule with its id and the confidence its level stands for. */
export interface Rule extends RuleDeclaration {
  readonly id: string;
  readonly confidence: number;
}

/** Keeps the rule ids of a module's declaration as literal keys (so `hit` is checked by the compiler). */
export function defineRules<const T extends Record<string, RuleDeclaration>>(rules: T): T {
  return rules;
}

/**
 * A module's span maker: `hit(rule, type, start, end)` takes only the module's own rule ids, and
 * gives the span the rule's confidence. Confidences are computed once, here.
 */
export function ruleHit<T extends Record<string, RuleDeclaration>>(
  rules: T,
): (rule: keyof T & string, type: PhiType, start: number, end: number) => Span {
  const confidence = new Map<string, number>();
  for (const [id, rule] of Object.entries(rules)) confidence.set(id, SCORES[rule.level]);
  return (rule, type, start, end) => ({ type, start, end, confidence: confidence.get(rule)!, rule });
}

/** The families of recognisers, strongest first in exact overlap ties (docs/decisions/0010-overlap-order.md). */
export const FAMILIES = ["numbers", "dates", "layout", "names", "organisations", "places"] as const;
export type Family = (typeof FAMILIES)[number];

/** A pass of the engine after overlaps are settled (name propagation): it declares its rules. */
export interface EnginePass {
  readonly id: string;
  readonly family: Family;
  readonly rules: Readonly<Record<string, RuleDeclaration>>;
}
