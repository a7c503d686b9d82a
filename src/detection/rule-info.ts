import type { ScoreLevel } from "./scores.ts";

/** One detection rule: the level of the spans it finds and what it looks for. */
export interface RuleInfo {
  /** The named confidence level of spans this rule finds (`scores.ts`). */
  readonly level: ScoreLevel;
  /** What the rule looks for, in a few words (served by `inspect` with `explain`). */
  readonly about: string;
}
