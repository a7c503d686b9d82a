import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

/**
 * The README's accuracy figures are those of the latest round in docs/detection.md (the first
 * table there, measured by `npm run eval` on the commit that changed the engine): a new round that
 * updates docs/detection.md and forgets the README fails here.
 */
const REPO = join(import.meta.dirname, "..");

test("every figure the README quotes is an 'after' figure of docs/detection.md's latest round", async () => {
  const readme = await readFile(join(REPO, "README.md"), "utf8");
  const detection = await readFile(join(REPO, "docs", "detection.md"), "utf8");
  const today = /Today \(`npm run eval`[\s\S]*?\("Round \d+"\)\./.exec(readme)?.[0];
  assert.ok(today, "the README has a 'Today (`npm run eval` …)' sentence naming its round");
  const round = /\("Round (\d+)"\)/.exec(today)![1];
  const latest = /^## Round (\d+)/m.exec(detection)?.[1];
  assert.equal(round, latest, "the README quotes the latest round of docs/detection.md");
  const table = /^\| strict recall[\s\S]*?\n(?!\|)/m.exec(detection)?.[0] ?? "";
  const after = new Set([...table.matchAll(/→ \**(0\.\d{3})/g)].map((m) => m[1]!));
  const quoted = [...today.matchAll(/\b0\.\d{3}\b/g)].map((m) => m[0]);
  assert.ok(quoted.length >= 5, "the README quotes figures");
  for (const figure of quoted)
    assert.ok(after.has(figure), `README figure ${figure} is in the round's table`);
});
