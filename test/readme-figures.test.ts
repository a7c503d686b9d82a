import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

/**
 * The README's accuracy figures are those of the latest detection round
 * (docs/detection/rounds/round-N.md: the first table there, measured by `npm run eval` on the
 * commit that changed the engine): a new round that forgets the README fails here.
 */
const REPO = join(import.meta.dirname, "..");
const ROUNDS = join(REPO, "docs", "detection", "rounds");

test("every figure the README quotes is an 'after' figure of the latest round's table", async () => {
  const readme = await readFile(join(REPO, "README.md"), "utf8");
  const today = /Today \(`npm run eval`[\s\S]*?`docs\/detection\/rounds\/round-\d+\.md`\./.exec(readme)?.[0];
  assert.ok(today, "the README has a 'Today (`npm run eval` …)' sentence naming its round file");
  const round = Number(/round-(\d+)\.md/.exec(today)![1]);
  const numbers = (await readdir(ROUNDS)).flatMap((f) => /^round-(\d+)\.md$/.exec(f)?.[1] ?? []).map(Number);
  assert.equal(round, Math.max(...numbers), "the README quotes the latest round");
  const doc = await readFile(join(ROUNDS, `round-${round}.md`), "utf8");
  const table = /^\| strict recall[\s\S]*?\n(?!\|)/m.exec(doc)?.[0] ?? "";
  const after = new Set([...table.matchAll(/→ \**(0\.\d{3})/g)].map((m) => m[1]!));
  const quoted = [...today.matchAll(/\b0\.\d{3}\b/g)].map((m) => m[0]);
  assert.ok(quoted.length >= 5, "the README quotes figures");
  for (const figure of quoted)
    assert.ok(after.has(figure), `README figure ${figure} is in the round's table`);
});
