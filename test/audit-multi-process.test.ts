import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { createAuditLog } from "../src/audit/audit-log.ts";
import { expectedEntry } from "../src/audit/test-documents.ts";
import { assertOneConsistentLog } from "../src/audit/test-log-consistency.ts";
import { verifyReceipt } from "../src/audit/verify-receipt.ts";
import { openDatabase } from "../src/storage/open-database.ts";
import { createTestStorage, testDialects } from "../src/storage/test-storage.ts";

const WRITER = fileURLToPath(new URL("./audit-writer-process.ts", import.meta.url));
const PER_PROCESS = 150;

function runWriter(url: string, schema: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, url, schema, name, String(PER_PROCESS)], {
      stdio: ["ignore", "inherit", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited ${code}: ${stderr}`)),
    );
  });
}

test("two service processes sharing one PostgreSQL build one consistent log", {
  skip: !testDialects().includes("postgres") && "needs TEST_DATABASE_URL",
}, async () => {
  const storage = await createTestStorage("postgres");
  const { url, schema } = storage.postgres!;
  // Migrate once up front, as a deployment would, so both writers start on the same schema.
  const db = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), postgresSchema: schema });
  try {
    await Promise.all([runWriter(url, schema, "alpha"), runWriter(url, schema, "beta")]);

    const origin = "clinical-deid.test/shared-log";
    assert.equal(await assertOneConsistentLog(db, origin), 2 * PER_PROCESS);
    const ids = await db.all<{ document_id: string }>("SELECT document_id FROM audit_entries ORDER BY idx");
    const expected = ["alpha", "beta"].flatMap((n) =>
      Array.from({ length: PER_PROCESS }, (_, i) => `${n}-${i}`),
    );
    assert.deepEqual(ids.map((r) => r.document_id).sort(), expected.sort());
    const interleaved = ids.slice(0, PER_PROCESS).some((r) => r.document_id.startsWith("beta"));
    assert.ok(interleaved, "both processes wrote while the other was integrating");
    assert.equal((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending"))?.n, 0);

    const log = createAuditLog({ db, signingSeed: new Uint8Array(32).fill(9), origin });
    for (const id of ["alpha-0", "beta-77", `alpha-${PER_PROCESS - 1}`]) {
      const receipt = await log.receipt("acme", id);
      assert.equal(verifyReceipt(receipt, log.publicKey()).valid, true, id);
      const result = await log.verify("acme", id, await expectedEntry(db, "acme", id));
      assert.equal(result?.valid, true, JSON.stringify(result?.failures));
    }
    await log.close();
  } finally {
    await db.close();
    await storage.drop();
  }
});
