import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const BENCH = fileURLToPath(new URL("./subject-memory-cold.bench.ts", import.meta.url));

test("the cold-subject bench runs at a tiny size and reports both ways", { timeout: 300_000 }, async () => {
  const { stdout } = await run(process.execPath, [BENCH], {
    env: { PATH: process.env.PATH ?? "", COLD_SUBJECTS: "20", COLD_VALUES: "12" },
    timeout: 290_000,
  });
  assert.equal(
    stdout.match(/^round \d (vault rows|snapshot) +\d+ µs a cold subject \(CPU \d+ µs\)$/gm)?.length,
    6,
  );
  assert.match(
    stdout,
    /^cold subject of 12 values: vault rows \d+ µs, snapshot \d+ µs = [\d.]+× faster; CPU \d+ µs against \d+ µs = [\d.]+×$/m,
  );
});
