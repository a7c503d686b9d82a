import type { Span } from "./span.ts";

/**
 * The detection engine's contract. Pure: no I/O after construction, never throws on any
 * string, returns spans sorted by start, non-overlapping, each with 0 <= start < end <= text.length.
 */
export interface DetectionEngine {
  /** Changes whenever rules or lexicons change; recorded in audit entries. */
  readonly version: string;
  detect(text: string): Span[];
}
