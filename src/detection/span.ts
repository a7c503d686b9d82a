import type { PhiType } from "./phi-type.ts";

/**
 * One detected PHI value. Offsets are UTF-16 code-unit indices into the input string
 * (JavaScript string indices): `text.slice(start, end)` is the value. Callers that need
 * code-point offsets convert at the edge (the HTTP layer does).
 */
export interface Span {
  readonly type: PhiType;
  readonly start: number;
  readonly end: number;
  /** Detection confidence in [0, 1]: the named level of the rule (`scores.ts`). */
  readonly confidence: number;
  /** Why the span was found: the id of the rule (`rules.ts`) whose type and confidence it carries. */
  readonly rule: string;
  /** When overlapping candidates were merged into this span: every contributing rule, sorted. */
  readonly parts?: readonly string[];
}
