import { buildLexicons } from "./build-lexicons.ts";
import type { DetectionEngine } from "./engine.ts";
import { dropEponyms } from "./eponym-filter.ts";
import { extendJoinedNames } from "./extend-joined-names.ts";
import { extendLineageNames } from "./extend-lineage-names.ts";
import { installVocabulary } from "./install-vocabulary.ts";
import type { LexiconData } from "./lexicon-data.ts";
import type { Lexicons } from "./lexicons.ts";
import { loadLexiconData } from "./load-lexicon-data.ts";
import { extendBareInitials, extendHyphenatedNames, propagateNames } from "./propagate-names.ts";
import type { RecogniserModule, ScanContext } from "./recogniser.ts";
import { ENGINE_PASSES, RECOGNISER_TABLE } from "./recognisers/table.ts";
import { resolveOverlaps } from "./resolve-overlaps.ts";
import { buildCatalogue, type CatalogueRule, RULES } from "./rules.ts";
import type { Span } from "./span.ts";
import { TokenStream } from "./token-stream.ts";
import { detectWritingStyle } from "./writing-style.ts";

/** Bumped by hand when the rules change in a way the source digest would not show. */
export const ENGINE_RULES_VERSION = "1.0.0";

class Engine implements DetectionEngine {
  readonly version: string;
  private readonly lexicons: Lexicons;
  private readonly recognisers: readonly RecogniserModule["scan"][];
  /** Per recogniser, the trigger bits one of which the text must hold (0: always runs). */
  private readonly gates: Int32Array;
  /** The rule catalogue of this engine's table (the shipped one unless a test gave another table). */
  private readonly rules: ReadonlyMap<string, CatalogueRule>;
  private readonly tokens = new TokenStream();
  private evidence = new Int8Array(1024);

  constructor(lexicons: Lexicons, digest: string, table: readonly RecogniserModule[], gated: boolean) {
    this.lexicons = lexicons;
    this.recognisers = table.map((module) => module.scan);
    this.rules = table === RECOGNISER_TABLE ? RULES : buildCatalogue([...table, ...ENGINE_PASSES]);
    this.gates = Int32Array.from(table, (module) => (gated && "on" in module.wake ? module.wake.on : 0));
    installVocabulary(lexicons.wordBits, table);
    this.tokens.wordBits = lexicons.wordBits;
    this.version = `${ENGINE_RULES_VERSION}+${digest}`;
  }

  /** The nameEvidence cache, reused across texts: at least `count` entries, all -1. */
  private evidenceBuffer(count: number): Int8Array {
    if (this.evidence.length < count) this.evidence = new Int8Array(count * 2);
    this.evidence.fill(-1, 0, count);
    return this.evidence;
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
      evidence: this.evidenceBuffer(tokens.count),
      rules: this.rules,
    };
    const candidates: Span[] = [];
    const present = tokens.textBits;
    const recognisers = this.recognisers;
    const gates = this.gates;
    for (let r = 0; r < recognisers.length; r++) {
      const gate = gates[r]!;
      if (gate === 0 || (present & gate) !== 0) recognisers[r]!(context, candidates);
    }
    const valid = dropEponyms(context, candidates).filter(
      (s) =>
        Number.isInteger(s.start) &&
        Number.isInteger(s.end) &&
        s.start >= 0 &&
        s.end <= text.length &&
        s.start < s.end,
    );
    const resolved = resolveOverlaps(valid, this.rules);
    const spread: Span[] = [];
    propagateNames(context, resolved, spread);
    extendHyphenatedNames(context, resolved, spread);
    extendBareInitials(context, resolved, spread);
    extendJoinedNames(context, resolved, spread);
    extendLineageNames(context, resolved, spread);
    tokens.reset("");
    return spread.length === 0 ? resolved : resolveOverlaps([...resolved, ...spread], this.rules);
  }
}

/**
 * Builds a detection engine. `data` defaults to the lexicons shipped in ./data; a worker thread
 * passes the LexiconData it received through workerData, so the files are read once per process.
 */
export function createEngine(
  data: LexiconData = loadLexiconData(),
  options: { readonly table?: readonly RecogniserModule[] } = {},
): DetectionEngine {
  return new Engine(buildLexicons(data), data.digest, options.table ?? RECOGNISER_TABLE, true);
}

/** The same engine running every recogniser on every text, for tests of the trigger gates. */
export function createUngatedEngine(data: LexiconData = loadLexiconData()): DetectionEngine {
  return new Engine(buildLexicons(data), data.digest, RECOGNISER_TABLE, false);
}
