import { buildLexicons } from "./build-lexicons.ts";
import { compileDispatch, type Dispatch } from "./dispatch.ts";
import type { DetectionEngine } from "./engine.ts";
import { dropEponyms } from "./eponym-filter.ts";
import { extendCommaGiven } from "./extend-comma-given.ts";
import { extendFieldSurname } from "./extend-field-surname.ts";
import { extendGivenBefore } from "./extend-given-before.ts";
import { extendInitials } from "./extend-initials.ts";
import { extendJoinedNames } from "./extend-joined-names.ts";
import { extendLineageNames } from "./extend-lineage-names.ts";
import { extendParticleSurname } from "./extend-particle-surname.ts";
import { extendSurnameFirst } from "./extend-surname-first.ts";
import { extendTrailingInitial } from "./extend-trailing-initial.ts";
import { installVocabulary } from "./install-vocabulary.ts";
import type { LexiconData } from "./lexicon-data.ts";
import type { Lexicons } from "./lexicons.ts";
import { loadLexiconData } from "./load-lexicon-data.ts";
import { dropInPublicDocument } from "./lookalikes/public-document.ts";
import { extendBareInitials, extendHyphenatedNames, propagateNames } from "./propagate-names.ts";
import type { Position, RecogniserModule, ScanContext, Wake } from "./recogniser.ts";
import { dropIdLabels } from "./recognisers/names/id-label-words.ts";
import { ENGINE_PASSES, RECOGNISER_TABLE } from "./recognisers/table.ts";
import { resolveOverlaps } from "./resolve-overlaps.ts";
import { buildCatalogue, type CatalogueRule, RULES } from "./rules.ts";
import { dropServiceNumbers } from "./service-number-filter.ts";
import type { Span } from "./span.ts";
import { TokenStream } from "./token-stream.ts";
import { detectWritingStyle } from "./writing-style.ts";

/** One bit per position list (Wake `at`), set in presentPositions when the list is not empty. */
const POSITION_BITS: Readonly<Record<Position, number>> = {
  numbers: 1,
  lineStarts: 2,
  initialUpper: 4,
  punctuation: 8,
  unknown: 16,
};

/** The POSITION_BITS of the text's non-empty position lists. */
function presentPositions(tokens: TokenStream): number {
  return (
    (tokens.numberCount > 0 ? POSITION_BITS.numbers : 0) |
    (tokens.lineStartCount > 0 ? POSITION_BITS.lineStarts : 0) |
    (tokens.initialUpperCount > 0 ? POSITION_BITS.initialUpper : 0) |
    (tokens.punctCount > 0 ? POSITION_BITS.punctuation : 0) |
    (tokens.unknownCount > 0 ? POSITION_BITS.unknown : 0)
  );
}

/** The span's bounds are whole numbers that lie in a text of `length` code units. */
function isValid(s: Span, length: number): boolean {
  return (
    Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end <= length && s.start < s.end
  );
}

/** The spans whose bounds lie in a text of `length` code units: `spans` itself when all do. */
function validSpans(spans: Span[], length: number): Span[] {
  for (let n = 0; n < spans.length; n++) {
    if (!isValid(spans[n]!, length)) return spans.filter((s) => isValid(s, length));
  }
  return spans;
}

/** Bumped by hand when the rules change in a way the source digest would not show. */
export const ENGINE_RULES_VERSION = "1.0.0";

class Engine implements DetectionEngine {
  readonly version: string;
  private readonly lexicons: Lexicons;
  /**
   * Calls each recogniser whose gate the text opens (see Wake and dispatch.ts): one of its word
   * bits, one of its cue bits, or a non-empty position list of its `at` (POSITION_BITS).
   */
  private readonly dispatch: Dispatch;
  /** The rule catalogue of this engine's table (the shipped one unless a test gave another table). */
  private readonly rules: ReadonlyMap<string, CatalogueRule>;
  private readonly tokens = new TokenStream();
  private evidence = new Int8Array(1024);

  constructor(lexicons: Lexicons, digest: string, table: readonly RecogniserModule[], gated: boolean) {
    this.lexicons = lexicons;
    this.rules = table === RECOGNISER_TABLE ? RULES : buildCatalogue([...table, ...ENGINE_PASSES]);
    const wakes = table.map((module): Wake => (gated ? module.wake : { everyToken: "ungated engine" }));
    this.dispatch = compileDispatch(
      table.map((module) => module.scan),
      {
        bits: Int32Array.from(wakes, (wake) => ("everyToken" in wake ? 0 : (wake.on ?? 0))),
        cues: Int32Array.from(wakes, (wake) => ("everyToken" in wake ? 0 : (wake.cues ?? 0))),
        at: Int32Array.from(wakes, (wake) =>
          "everyToken" in wake ? 0 : (wake.at ?? []).reduce((bits, at) => bits | POSITION_BITS[at], 0),
        ),
      },
    );
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
    this.dispatch(context, candidates, tokens.textBits, tokens.textCues, presentPositions(tokens));
    const kept =
      candidates.length === 0
        ? candidates
        : dropInPublicDocument(
            context,
            dropServiceNumbers(context, dropIdLabels(context, dropEponyms(context, candidates))),
          );
    const resolved = resolveOverlaps(validSpans(kept, text.length), this.rules);
    const spread: Span[] = [];
    propagateNames(context, resolved, spread);
    extendHyphenatedNames(context, resolved, spread);
    extendBareInitials(context, resolved, spread);
    extendJoinedNames(context, resolved, spread);
    extendLineageNames(context, resolved, spread);
    extendParticleSurname(context, resolved, spread);
    extendInitials(context, resolved, spread, spread);
    extendCommaGiven(context, resolved, spread);
    extendFieldSurname(context, resolved, spread);
    extendSurnameFirst(context, resolved, spread, spread);
    extendTrailingInitial(context, resolved, spread, spread);
    extendGivenBefore(context, resolved, spread, spread);
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
