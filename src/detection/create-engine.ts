import { buildLexicons } from "./build-lexicons.ts";
import type { DetectionEngine } from "./engine.ts";
import { dropEponyms } from "./eponym-filter.ts";
import { extendJoinedNames } from "./extend-joined-names.ts";
import type { LexiconData } from "./lexicon-data.ts";
import type { Lexicons } from "./lexicons.ts";
import { loadLexiconData } from "./load-lexicon-data.ts";
import { extendBareInitials, extendHyphenatedNames, propagateNames } from "./propagate-names.ts";
import type { Recogniser, ScanContext } from "./recogniser.ts";
import { findAddresseeBlocks } from "./recognisers/addressee-block.ts";
import { findAwareNames } from "./recognisers/aware-name.ts";
import { findBracketRoleNames } from "./recognisers/bracket-role-name.ts";
import { findContactShapeNames } from "./recognisers/contact-shape-name.ts";
import { findCredentialNames } from "./recognisers/credential-name.ts";
import { findFacilities } from "./recognisers/facility.ts";
import { findHomeTowns } from "./recognisers/home-town.ts";
import { RECOGNISERS } from "./recognisers/index.ts";
import { findLabelledPlaces } from "./recognisers/labelled-place.ts";
import { findLetterNames } from "./recognisers/letter-name.ts";
import { findRegions } from "./recognisers/region.ts";
import { findRolePhraseNames } from "./recognisers/role-phrase-name.ts";
import { findSaintsAndRoyals } from "./recognisers/saint-royal.ts";
import { findTitledNames } from "./recognisers/title-name.ts";
import { CUE_TRIGGERS, TRIGGERS } from "./recognisers/triggers.ts";
import { resolveOverlaps } from "./resolve-overlaps.ts";
import type { Span } from "./span.ts";
import { TokenStream } from "./token-stream.ts";
import {
  ADDRESS_CUE,
  AWARE_CUE,
  CONTACT_CUE,
  CREDENTIAL,
  FACILITY_HEAD,
  HOME_CUE,
  LETTER_CUE,
  REGION_WORD,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
} from "./word-bits.ts";
import { detectWritingStyle } from "./writing-style.ts";

/** Bumped by hand when the rules change in a way the source digest would not show. */
export const ENGINE_RULES_VERSION = "1.0.0";

/**
 * Trigger gates: a recogniser listed here finds nothing in a text where no word carries one of its
 * trigger bits (its whole work is one pass that skips every token without them), so the engine
 * skips the pass when the OR of the text's word masks (TokenStream.textBits) lacks them. Most notes
 * have no region, letter or credential word. A recogniser that gains work outside its trigger
 * words must leave this table; engine-invariants.test.ts compares gated and ungated output.
 */
export const TRIGGER_GATES: ReadonlyMap<Recogniser, number> = new Map([
  [findTitledNames, TITLE],
  [findCredentialNames, CREDENTIAL],
  [findAwareNames, AWARE_CUE],
  [findLetterNames, LETTER_CUE],
  [findAddresseeBlocks, LETTER_CUE],
  [findFacilities, FACILITY_HEAD],
  [findSaintsAndRoyals, ADDRESS_CUE],
  [findHomeTowns, HOME_CUE],
  [findLabelledPlaces, FACILITY_HEAD | ADDRESS_CUE],
  [findRegions, REGION_WORD],
  [findBracketRoleNames, STAFF_ROLE | RELATIVE_CUE],
  [findContactShapeNames, CONTACT_CUE],
  [findRolePhraseNames, STAFF_ROLE],
]);

class Engine implements DetectionEngine {
  readonly version: string;
  private readonly lexicons: Lexicons;
  private readonly recognisers: readonly Recogniser[];
  /** Per recogniser, the trigger bits one of which the text must hold (0: always runs). */
  private readonly gates: Int32Array;
  private readonly tokens = new TokenStream();
  private evidence = new Int8Array(1024);

  constructor(
    lexicons: Lexicons,
    digest: string,
    recognisers: readonly Recogniser[],
    gates: ReadonlyMap<Recogniser, number>,
  ) {
    this.lexicons = lexicons;
    this.recognisers = recognisers;
    this.gates = Int32Array.from(recognisers, (r) => gates.get(r) ?? 0);
    for (const [bit, words] of TRIGGERS) lexicons.wordBits.add(words, bit);
    this.tokens.wordBits = lexicons.wordBits;
    for (const [bit, words] of CUE_TRIGGERS) lexicons.wordBits.addCues(words, bit);
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
    const resolved = resolveOverlaps(valid);
    const spread: Span[] = [];
    propagateNames(context, resolved, spread);
    extendHyphenatedNames(context, resolved, spread);
    extendBareInitials(context, resolved, spread);
    extendJoinedNames(context, resolved, spread);
    tokens.reset("");
    return spread.length === 0 ? resolved : resolveOverlaps([...resolved, ...spread]);
  }
}

/**
 * Builds a detection engine. `data` defaults to the lexicons shipped in ./data; a worker thread
 * passes the LexiconData it received through workerData, so the files are read once per process.
 */
export function createEngine(data: LexiconData = loadLexiconData()): DetectionEngine {
  return new Engine(buildLexicons(data), data.digest, RECOGNISERS, TRIGGER_GATES);
}

/** The same engine running every recogniser on every text, for tests of the trigger gates. */
export function createUngatedEngine(data: LexiconData = loadLexiconData()): DetectionEngine {
  return new Engine(buildLexicons(data), data.digest, RECOGNISERS, new Map());
}
