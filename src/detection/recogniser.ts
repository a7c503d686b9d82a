import type { Lexicons } from "./lexicons.ts";
import type { Span } from "./span.ts";
import type { TokenStream } from "./token-stream.ts";

/** What every recogniser sees: the tokenised text, the lexicons and the note's writing style. */
export interface ScanContext {
  readonly tokens: TokenStream;
  readonly lexicons: Lexicons;
  /** True when the note uses both cases, so capitalisation carries information. */
  readonly mixedCase: boolean;
  /** True when the note is mostly capitals, so a capitalised word means nothing. */
  readonly upperCase: boolean;
  /** Per-token cache of nameEvidence (-1 = not computed yet). */
  readonly evidence: Int8Array;
}

/** A recogniser appends candidate spans (overlaps allowed) to `out`. It must run in linear time. */
export type Recogniser = (context: ScanContext, out: Span[]) => void;
