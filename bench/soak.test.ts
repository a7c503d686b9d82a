import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { testDialects } from "../src/storage/test-storage.ts";

const run = promisify(execFile);
const SOAK = fileURLToPath(new URL("./soak.bench.ts", import.meta.url));

/** The soak at CI size: every part runs (seeding, the mixed load, tenths, latencies, the probe, the paired phases). */
const TINY = {
  SOAK_DOCS: "60",
  SOAK_SUBJECTS: "12",
  SOAK_SEED_VALUES: "16",
  SOAK_SEED_LOG: "300",
  SOAK_CONCURRENCY: "4",
  SOAK_COMPARE_DOCS: "10",
  SOAK_PROBE_ROUNDS: "3",
};

async function soak(env: Record<string, string>): Promise<string> {
  // execFile rejects on a non-zero exit (a 5xx, an error or a batch item error) and kills the
  // soak (which stops its servers on the way out) if it outlives the timeout.
  const { stdout } = await run(process.execPath, [SOAK], {
    env: { PATH: process.env.PATH ?? "", ...TINY, ...env },
    timeout: 600_000,
    maxBuffer: 4 * 1024 * 1024,
  });
  return stdout;
}

function assertReport(out: string, replicas: number, compared: boolean): void {
  assert.match(out, new RegExp(`${replicas} replica\\(s\\)`));
  assert.match(out, /seeded in \d+ s: \d+ vault values \(\d+ subject snapshots\), 300 log entries/);
  assert.match(out, /^documents\/s by tenth:( \d+){10}$/m);
  assert.match(out, /^last tenth \/ first tenth = \d+\.\d{3} /m);
  assert.match(out, /^service CPU ms per document by tenth:( [\d.]+){10}$/m);
  assert.match(out, /^documents per service CPU second, last tenth \/ first tenth = [\d.]+ /m);
  for (const route of ["GET /audit/events", "GET /documents/{id}/audit", "POST /deidentify", "all routes"])
    assert.match(
      out,
      new RegExp(`${route.replace(/[{}/]/g, "\\$&")}\\s+\\d+\\s+p50\\s+[\\d.]+\\s+p99`),
      route,
    );
  assert.match(out, /^audit listing p99, one at a time = [\d.]+ ms /m);
  // The service's own timing of the listings one at a time (its /metrics histogram).
  assert.match(out, /^ {4}GET \/api\/v1\/audit\/events\s+\d+ {2}within 50 ms\s+[\d.]+% {2}p99 ≤ /m);
  assert.match(out, /^5xx: 0, other errors: 0 \(0 unanswered in 60 s\), batch item errors: 0 /m);
  if (!compared) return;
  assert.equal(
    out.match(
      /^round 1 phase \d \(memory (on|off)\): \d+ documents\/s, service CPU [\d.]+ ms a document, 0 5xx$/gm,
    )?.length,
    4,
  );
  assert.match(out, /^subject memory on \/ off = \d+ \/ \d+ documents\/s = \d+\.\d{3} /m);
}

test("the soak runs end to end at CI size on SQLite", { timeout: 620_000 }, async () => {
  assertReport(await soak({}), 1, true);
});

test("the soak runs end to end at CI size on two PostgreSQL replicas", {
  skip: !testDialects().includes("postgres") && "needs TEST_DATABASE_URL",
  timeout: 620_000,
}, async () => {
  // The memory on/off phases (four restarts) run in the SQLite test only.
  const out = await soak({
    SOAK_DATABASE_URL: process.env.TEST_DATABASE_URL!,
    SOAK_REPLICAS: "2",
    SOAK_COMPARE_DOCS: "0",
  });
  assertReport(out, 2, false);
  assert.match(out, /PostgreSQL \(schema soak_[0-9a-f]{10}\)/);
});
