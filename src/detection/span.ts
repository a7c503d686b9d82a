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
  /** Detection confidence in [0, 1]. */
  readonly confidence: number;
}
