import { buildLexicons } from "../../src/detection/build-lexicons.ts";
import type { Lexicons } from "../../src/detection/lexicons.ts";
import { loadLexiconData } from "../../src/detection/load-lexicon-data.ts";
import type { Recogniser, ScanContext } from "../../src/detection/recogniser.ts";
import { CUE_TRIGGERS, TRIGGERS } from "../../src/detection/recognisers/triggers.ts";
import type { Span } from "../../src/detection/span.ts";
import { TokenStream } from "../../src/detection/token-stream.ts";
import { detectWritingStyle } from "../../src/detection/writing-style.ts";

/**
 * Runs one recogniser on its own, on a ScanContext built as createEngine builds it: the shipped
 * lexicons (read and built once), the engine's trigger word bits and cue bits on the token stream,
 * the note's writing style and a fresh nameEvidence cache. No trigger gate, no eponym filter, no
 * overlap resolution and no post pass: what comes back is the recogniser's raw candidates.
 */
let shared: { readonly lexicons: Lexicons; readonly tokens: TokenStream } | undefined;

function setUp(): { readonly lexicons: Lexicons; readonly tokens: TokenStream } {
  if (shared !== undefined) return shared;
  const lexicons = buildLexicons(loadLexiconData());
  for (const [bit, words] of TRIGGERS) lexicons.wordBits.add(words, bit);
  const tokens = new TokenStream();
  tokens.wordBits = lexicons.wordBits;
  for (const [bit, words] of CUE_TRIGGERS) tokens.cueBits.add(words, bit);
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
  };
}

/** The raw candidate spans `recogniser` alone finds in `text`. */
export function runRecogniser(recogniser: Recogniser, text: string): Span[] {
  const out: Span[] = [];
  recogniser(scanContext(text), out);
  return out;
}
