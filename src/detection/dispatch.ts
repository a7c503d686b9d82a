import type { Recogniser, ScanContext } from "./recogniser.ts";
import type { Span } from "./span.ts";

/**
 * Runs the woken recognisers of a text, in table order: `bits` and `cues` are the text's word and
 * cue masks (TokenStream.textBits, textCues), `at` the bits of its non-empty position lists.
 */
export type Dispatch = (context: ScanContext, out: Span[], bits: number, cues: number, at: number) => void;

/**
 * Per recogniser, what the text must hold for it to run: one of the word bits `bits`, one of the
 * cue bits `cues`, or a non-empty position list of `at`. All three 0: it always runs.
 */
export interface Gates {
  readonly bits: Int32Array;
  readonly cues: Int32Array;
  readonly at: Int32Array;
}

function woken(gates: Gates, r: number, bits: number, cues: number, at: number): boolean {
  const b = gates.bits[r]!;
  const c = gates.cues[r]!;
  const a = gates.at[r]!;
  return (b | c | a) === 0 || (bits & b) !== 0 || (cues & c) !== 0 || (at & a) !== 0;
}

/** The dispatch as a loop: one call site for every scan. */
export function loopDispatch(scans: readonly Recogniser[], gates: Gates): Dispatch {
  return (context, out, bits, cues, at) => {
    for (let r = 0; r < scans.length; r++) if (woken(gates, r, bits, cues, at)) scans[r]!(context, out);
  };
}

/**
 * The dispatch as straight code: one call site per scan, each behind its gate written as
 * constants. A loop calls every scan through one megamorphic site, and the generic call reads
 * each callee's function and shared-function records, which the scans run before it have pushed
 * out of the cache: on the dev notes 4–5 % of the engine's samples stalled on that read (`perf
 * annotate` of `CallFunction_ReceiverIsNotNullOrUndefined`). A site that only ever sees one
 * callee is called directly by optimised code. The source is built from integers and parameter
 * names only, never from input. Where code generation from strings is disallowed
 * (`--disallow-code-generation-from-strings`) the loop is used.
 */
export function compileDispatch(scans: readonly Recogniser[], gates: Gates): Dispatch {
  const lines = scans.map((_, r) => {
    const b = gates.bits[r]!;
    const c = gates.cues[r]!;
    const a = gates.at[r]!;
    const call = `s${r}(context, out);`;
    if ((b | c | a) === 0) return call;
    return `if ((bits & ${b}) !== 0 || (cues & ${c}) !== 0 || (at & ${a}) !== 0) ${call}`;
  });
  const body = `"use strict";\nreturn function dispatch(context, out, bits, cues, at) {\n${lines.join("\n")}\n};`;
  try {
    const build = new Function(...scans.map((_, r) => `s${r}`), body);
    return build(...scans) as Dispatch;
  } catch {
    return loopDispatch(scans, gates);
  }
}
