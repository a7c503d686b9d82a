import assert from "node:assert/strict";
import { buildLexicons } from "../../src/detection/build-lexicons.ts";
import { installVocabulary } from "../../src/detection/install-vocabulary.ts";
import type { Lexicons } from "../../src/detection/lexicons.ts";
import { loadLexiconData } from "../../src/detection/load-lexicon-data.ts";
import type { Recogniser, ScanContext } from "../../src/detection/recogniser.ts";
import { RECOGNISER_TABLE } from "../../src/detection/recognisers/table.ts";
import { RULES } from "../../src/detection/rules.ts";
import type { Span } from "../../src/detection/span.ts";
import { TokenStream } from "../../src/detection/token-stream.ts";
import { detectWritingStyle } from "../../src/detection/writing-style.ts";
import { parseMarkedText } from "../fixtures/marked-text.ts";

/**
 * Runs one recogniser on its own, on a ScanContext built as createEngine builds it: the shipped
 * lexicons (read and built once), every module's declared vocabulary in the word and cue masks,
 * the note's writing style and a fresh nameEvidence cache. No trigger gate, no eponym filter, no
 * overlap resolution and no post pass: what comes back is the recogniser's raw candidates.
 */
let shared: { readonly lexicons: Lexicons; readonly tokens: TokenStream } | undefined;

function setUp(): { readonly lexicons: Lexicons; readonly tokens: TokenStream } {
  if (shared !== undefined) return shared;
  const lexicons = buildLexicons(loadLexiconData());
  const tokens = new TokenStream();
  installVocabulary(lexicons.wordBits, RECOGNISER_TABLE);
  tokens.wordBits = lexicons.wordBits;
  shared = { lexicons, tokens };
  return shared;
}

/** The ScanContext the engine would give every recogniser for `text`. */
export function scanContext(text: string): ScanContext {
  const { lexicons, tokens } = setUp();
  tokens.reset(text);
  const style = detectWritingStyle(tokens);
  return {
    tokens,
    lexicons,
    mixedCase: style.mixedCase,
    upperCase: style.upperCase,
    evidence: new Int8Array(tokens.count).fill(-1),
    rules: RULES,
  };
}

/** The raw candidate spans `recogniser` alone finds in `text`. */
export function runRecogniser(recogniser: Recogniser, text: string): Span[] {
  const out: Span[] = [];
  recogniser(scanContext(text), out);
  return out;
}

/** Asserts `recogniser` alone finds a span, of any rule, covering exactly the first `value` in `note`. */
export function assertFindsValue(recogniser: Recogniser, note: string, value: string): void {
  const spans = runRecogniser(recogniser, note);
  const at = note.indexOf(value);
  assert.ok(
    spans.some((s) => s.start === at && s.end === at + value.length),
    `${note} → ${JSON.stringify(spans.map((s) => note.slice(s.start, s.end)))}`,
  );
}

/** A text with one `[[…]]` mark (read by test/fixtures/marked-text.ts): the plain text and the value's offsets. */
export function readMarked(marked: string): { text: string; start: number; end: number } {
  const { text, gold } = parseMarkedText(marked, JSON.stringify(marked), (inner) => ({
    type: "",
    value: inner,
  }));
  if (gold.length !== 1) throw new Error(`${JSON.stringify(marked)}: needs exactly one [[…]] mark`);
  return { text, start: gold[0]!.start, end: gold[0]!.end };
}

/** Asserts `recogniser` alone finds a span of `rule` covering exactly the `[[…]]`-marked value. */
export function assertRuleFires(recogniser: Recogniser, rule: string, marked: string): void {
  const { text, start, end } = readMarked(marked);
  const spans = runRecogniser(recogniser, text).filter((s) => s.rule === rule);
  assert.ok(
    spans.some((s) => s.start === start && s.end === end),
    `${recogniser.name} does not fire ${rule} on ${JSON.stringify(text.slice(start, end))} in ${JSON.stringify(text)}; saw ${JSON.stringify(spans.map((s) => text.slice(s.start, s.end)))}`,
  );
}

/** Asserts `recogniser` alone finds no span of `rule` in `text`. */
export function assertRuleLeaves(recogniser: Recogniser, rule: string, text: string): void {
  const spans = runRecogniser(recogniser, text).filter((s) => s.rule === rule);
  assert.deepEqual(
    spans.map((s) => text.slice(s.start, s.end)),
    [],
    `${recogniser.name} fires ${rule} in ${JSON.stringify(text)}`,
  );
}
