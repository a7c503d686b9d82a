import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { pathToFileURL } from "node:url";
import { createEngine } from "../../src/detection/create-engine.ts";
import type { RecogniserModule } from "../../src/detection/recogniser.ts";
import { RECOGNISER_TABLE } from "../../src/detection/recognisers/table.ts";
import type { RuleExample } from "./rule-examples/example.ts";
import { readMarked, runRecogniser } from "./rule-tester.ts";

/**
 * CONTRIBUTING.md's "Add a recogniser" recipe, followed as written: its module block is written to a
 * temporary file (imports pointed at src/detection/recognisers/numbers/), added to the table, and
 * run alone and in the engine on the recipe's own examples.
 */
const contributing = readFileSync(new URL("../../CONTRIBUTING.md", import.meta.url), "utf8");
const section = contributing.slice(contributing.indexOf("## Add a recogniser"));
const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
const folder = mkdtempSync(join(tmpdir(), "deid-recipe-"));
after(() => rmSync(folder, { recursive: true, force: true }));

async function recipeModule(): Promise<RecogniserModule> {
  const family = new URL("../../src/detection/recognisers/numbers/", import.meta.url);
  const source = blocks[0]!.replace(
    /from "(\.\.?\/[^"]+)"/g,
    (_, spec: string) => `from "${new URL(spec, family).href}"`,
  );
  const file = join(folder, "orcid.ts");
  writeFileSync(file, source);
  const module = (await import(pathToFileURL(file).href)) as Record<string, RecogniserModule>;
  return module.orcidRecogniser!;
}

function recipeExample(): RuleExample {
  // The second block is an object literal of the RuleExample shape.
  return Function(`"use strict"; return (${blocks[1]!.trim().replace(/,$/, "")});`)() as RuleExample;
}

test("the recipe shows a module and its examples", () => {
  assert.equal(blocks.length, 2);
});

test("the recipe's module fires its rule on its fires example and leaves its near miss", async () => {
  const module = await recipeModule();
  const example = recipeExample();
  assert.equal(example.rule, Object.keys(module.rules)[0]);
  for (const marked of example.fires) {
    const { text, start, end } = readMarked(marked);
    const spans = runRecogniser(module.scan, text);
    assert.deepEqual(
      spans.map((s) => [s.rule, s.type, s.start, s.end]),
      [[example.rule, "ID", start, end]],
    );
  }
  for (const text of example.leaves) assert.deepEqual(runRecogniser(module.scan, text), []);
});

test("one table line adds the recipe's module to the engine", async () => {
  const module = await recipeModule();
  const table = [...RECOGNISER_TABLE, module].sort((a, b) => (a.id < b.id ? -1 : 1));
  const engine = createEngine(undefined, { table });
  const { text, start, end } = readMarked(recipeExample().fires[0]!);
  const found = engine.detect(text).find((s) => s.start <= start && s.end >= end);
  assert.ok(found, "the engine with the recipe's module finds the value");
  assert.ok(found.rule === "orcid" || found.parts?.includes("orcid"));
  assert.ok(
    !createEngine()
      .detect(text)
      .some((s) => s.rule === "orcid"),
    "not in the shipped table",
  );
});
