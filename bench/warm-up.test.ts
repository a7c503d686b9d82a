import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { loadLexiconData } from "../src/detection/index.ts";
import { warmUpNotes } from "../src/workers/warm-up-notes.ts";
import { warmUpWords } from "../src/workers/warm-up-words.ts";

/**
 * The warm-up benches of docs/detection/speed.md at CI size, on a corpus of invented notes (the
 * warm-up's own generator at another seed) in the PhysioNet layout: every option the page shows
 * runs and the report has the lines the page quotes.
 */
const run = promisify(execFile);
const bench = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "deid-warm-up-bench-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const notes = warmUpNotes(warmUpWords(loadLexiconData()), 11);
writeFileSync(
  join(dir, "invented.text"),
  Array.from(
    { length: 24 },
    (_, i) => `START_OF_RECORD=1||||${i + 1}||||\n${notes.next()}||||END_OF_RECORD\n`,
  ).join(""),
  "latin1",
);

test("bench/warm-up-windows.ts: fresh, synthetic and steady windows, and from which one each stays at 80 %", async () => {
  const { stdout } = await run(
    process.execPath,
    [
      bench("warm-up-windows.ts"),
      "1",
      dir,
      "--budget",
      "50",
      "--notes",
      "20",
      "--window",
      "10",
      "--steady",
      "20",
    ],
    { timeout: 600_000 },
  );
  assert.match(stdout, /^0-10 /m);
  assert.match(stdout, /^10-20 /m);
  assert.match(stdout, /^synthetic +warm-up \d+ ms CPU/m);
  assert.match(stdout, /^fresh: ≥ 80 % of steady from/m);
  assert.match(stdout, /^synthetic: ≥ 80 % of steady from/m);
});

test("bench/warm-up-start.ts: the service's start-up and first notes with the warm-up off and on", async () => {
  const { stdout } = await run(
    process.execPath,
    [bench("warm-up-start.ts"), "1", "20", dir, "--budget", "50", "--workers", "1", "--concurrency", "2"],
    { timeout: 600_000 },
  );
  assert.match(stdout, /^start-up +\d+ +\d+$/m);
  assert.match(stdout, /^notes 0-100 +\d+ +\d+$/m);
  assert.match(stdout, /^start-up \+ notes +\d+ +\d+$/m);
});
