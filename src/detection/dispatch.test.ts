import assert from "node:assert/strict";
import { test } from "node:test";
import { compileDispatch, type Gates, loopDispatch } from "./dispatch.ts";
import type { Recogniser, ScanContext } from "./recogniser.ts";
import type { Span } from "./span.ts";

/** Twelve scans, each recording its index in `calls`, with gates of every kind (some always run). */
function fixture(): { scans: Recogniser[]; gates: Gates; calls: number[] } {
  const calls: number[] = [];
  const scans = Array.from(
    { length: 12 },
    (_, r): Recogniser =>
      () =>
        calls.push(r),
  );
  const gates: Gates = {
    bits: Int32Array.from([0, 1, 0, 0, 6, 0, 1 << 30, 0, 0, 8, 0, -2147483648]),
    cues: Int32Array.from([0, 0, 2, 0, 0, 4, 0, 1 << 31, 0, 1, 0, 0]),
    at: Int32Array.from([0, 0, 0, 1, 0, 2, 0, 0, 16, 4, 0, 0]),
  };
  return { scans, gates, calls };
}

const context = {} as ScanContext;

test("the compiled dispatch calls the scans the loop calls, in table order", () => {
  const texts = [
    [0, 0, 0],
    [1, 0, 0],
    [0, 2, 0],
    [0, 0, 1],
    [4, 4, 2],
    [1 << 30, 1 << 31, 16],
    [-2147483648, 1, 4],
    [-1, -1, 31],
  ] as const;
  for (const [bits, cues, at] of texts) {
    const loop = fixture();
    loopDispatch(loop.scans, loop.gates)(context, [], bits, cues, at);
    const compiled = fixture();
    compileDispatch(compiled.scans, compiled.gates)(context, [], bits, cues, at);
    assert.deepEqual(compiled.calls, loop.calls, `bits ${bits}, cues ${cues}, at ${at}`);
    // Scans 0 and 10 have no gate: they run on every text.
    assert.ok(compiled.calls.includes(0) && compiled.calls.includes(10));
  }
  const none = fixture();
  compileDispatch(none.scans, none.gates)(context, [], 0, 0, 0);
  assert.deepEqual(none.calls, [0, 10]);
});

test("the compiled dispatch passes the context and the list scans append to", () => {
  const seen: unknown[] = [];
  const out: Span[] = [];
  const scan: Recogniser = (c, o) => {
    seen.push(c, o);
  };
  compileDispatch([scan], { bits: Int32Array.of(0), cues: Int32Array.of(0), at: Int32Array.of(0) })(
    context,
    out,
    0,
    0,
    0,
  );
  assert.equal(seen[0], context);
  assert.equal(seen[1], out);
});
