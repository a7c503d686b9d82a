import { buildLexicons } from "./build-lexicons.ts";
import type { DetectionEngine } from "./engine.ts";
import { dropEponyms } from "./eponym-filter.ts";
import type { LexiconData } from "./lexicon-data.ts";
import type { Lexicons } from "./lexicons.ts";
import { loadLexiconData } from "./load-lexicon-data.ts";
import { extendBareInitials, extendHyphenatedNames, propagateNames } from "./propagate-names.ts";
import type { Recogniser, ScanContext } from "./recogniser.ts";
import { RECOGNISERS } from "./recognisers/index.ts";
import { TRIGGERS } from "./recognisers/triggers.ts";
import { resolveOverlaps } from "./resolve-overlaps.ts";
import type { Span } from "./span.ts";
import { TokenStream } from "./token-stream.ts";
import { detectWritingStyle } from "./writing-style.ts";

/** Bumped by hand when the rules change in a way the source digest would not show. */
export const ENGINE_RULES_VERSION = "1.0.0";

class Engine implements DetectionEngine {
  readonly version: string;
  private readonly lexicons: Lexicons;
  private readonly recognisers: readonly Recogniser[];
  private readonly tokens = new TokenStream();

  constructor(lexicons: Lexicons, digest: string, recognisers: readonly Recogniser[]) {
    this.lexicons = lexicons;
    this.recognisers = recognisers;
    for (const [bit, words] of TRIGGERS) lexicons.wordBits.add(words, bit);
    this.tokens.wordBits = lexicons.wordBits;
    this.version = `${ENGINE_RULES_VERSION}+${digest}`;
  }

  detect(text: string): Span[] {
    if (typeof text !== "string" || text.length === 0) return [];
    const tokens = this.tokens;
    tokens.reset(text);
    const style = detectWritingStyle(tokens);
    const context: ScanContext = {
      tokens,
      lexicons: this.lexicons,
      mixedCase: style.mixedCase,
      upperCase: style.upperCase,
      evidence: new Int8Array(tokens.count).fill(-1),
    };
    const candidates: Span[] = [];
    for (const recognise of this.recognisers) recognise(context, candidates);
    const valid = dropEponyms(context, candidates).filter(
      (s) =>
        Number.isInteger(s.start) &&
        Number.isInteger(s.end) &&
        s.start >= 0 &&
        s.end <= text.length &&
        s.start < s.end,
    );
    const resolved = resolveOverlaps(valid);
    const spread: Span[] = [];
    propagateNames(context, resolved, spread);
    extendHyphenatedNames(context, resolved, spread);
    extendBareInitials(context, resolved, spread);
    tokens.reset("");
    return spread.length === 0 ? resolved : resolveOverlaps([...resolved, ...spread]);
  }
}

/**
 * Builds a detection engine. `data` defaults to the lexicons shipped in ./data; a worker thread
 * passes the LexiconData it received through workerData, so the files are read once per process.
 */
export function createEngine(data: LexiconData = loadLexiconData()): DetectionEngine {
  return new Engine(buildLexicons(data), data.digest, RECOGNISERS);
}
