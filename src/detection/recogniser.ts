import type { Lexicons } from "./lexicons.ts";
import type { Family, Rule, RuleDeclaration } from "./rule.ts";
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
  /** The rule catalogue, for passes that read a found span's declared properties (`anchored`). */
  readonly rules: ReadonlyMap<string, Rule>;
}

/** A recogniser's scan appends candidate spans (overlaps allowed) to `out`. It must run in linear time. */
export type Recogniser = (context: ScanContext, out: Span[]) => void;

/**
 * The position lists of the tokenising pass a recogniser can iterate (TokenStream): numbers
 * (nextNumber), tokens opening a line (nextLineStart), words whose first letter is a capital
 * (nextInitialUpper), punctuation marks (nextPunct) and unknown words, with no vocabulary or
 * clinical bit (nextUnknown).
 */
export type Position = "numbers" | "lineStarts" | "initialUpper" | "punctuation" | "unknown";

/**
 * When the engine runs a recogniser. Either the places it acts at — `on` word-mask bits
 * (word-bits.ts), `cues` cue-mask bits and `at` position lists — when it finds nothing in a text
 * where no word carries one of those bits and every listed position list is empty (the engine then
 * skips it; its scan visits those positions through nextBits, nextCues, nextNumber, …); or
 * `everyToken` with the reason it must read every token.
 */
export type Wake =
  | { readonly on?: number; readonly cues?: number; readonly at?: readonly Position[] }
  | { readonly everyToken: string };

/** Words a recogniser adds to one bit of the word mask (`words`) or of the cue mask (`cues`). */
export interface Vocabulary {
  readonly mask: "words" | "cues";
  readonly bit: number;
  readonly words: Iterable<string>;
}

/**
 * One recogniser, declared like a linter rule: its id, family, when it wakes, the vocabulary it
 * adds to the per-word masks, its rules and its scan. `recognisers/table.ts` lists every module;
 * the engine's registry, trigger tables, gates, rule catalogue and version all derive from it.
 */
export interface RecogniserModule {
  readonly id: string;
  readonly family: Family;
  readonly wake: Wake;
  readonly vocabulary?: readonly Vocabulary[];
  readonly rules: Readonly<Record<string, RuleDeclaration>>;
  readonly scan: Recogniser;
}
