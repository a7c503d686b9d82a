import assert from "node:assert/strict";
import { test } from "node:test";
import { Worker } from "node:worker_threads";
import { createEngine } from "./create-engine.ts";
import { LEXICON_NAMES, lexiconDataFrom } from "./lexicon-data.ts";
import { loadLexiconData } from "./load-lexicon-data.ts";

test("loads every list into shared buffers with a digest", () => {
  const data = loadLexiconData();
  assert.match(data.digest, /^[0-9a-f]{12}$/);
  for (const name of LEXICON_NAMES) {
    assert.ok(data.lists[name] instanceof SharedArrayBuffer, name);
    assert.ok(data.lists[name].byteLength > 0, `${name} is empty`);
  }
});

test("the engine version follows the lexicon digest", () => {
  const a = createEngine(lexiconDataFrom({ surnames: ["okonkwo"] }, "aaaaaaaaaaaa"));
  const b = createEngine(lexiconDataFrom({ surnames: ["okonkwo"] }, "bbbbbbbbbbbb"));
  assert.notEqual(a.version, b.version);
});

test("in-memory lists drive detection", () => {
  const text = "Zyxwquv family visited.";
  const without = createEngine(lexiconDataFrom({}));
  const withName = createEngine(lexiconDataFrom({ surnames: ["zyxwquv"] }));
  assert.equal(without.detect(text).length, 0);
  assert.deepEqual(
    withName.detect(text).map((s) => text.slice(s.start, s.end)),
    ["Zyxwquv"],
  );
});

test("a worker builds its engine from data passed through workerData, sharing the buffers", async () => {
  const data = loadLexiconData();
  const source = `
    const { parentPort, workerData } = require("node:worker_threads");
    const first = workerData.lists["surnames"];
    new Uint8Array(first)[0] = new Uint8Array(first)[0]; // touch without changing
    parentPort.postMessage(first instanceof SharedArrayBuffer);
  `;
  const worker = new Worker(source, { eval: true, workerData: data });
  const shared = await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  assert.equal(shared, true);
});
