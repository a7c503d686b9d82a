// A separate service process for test/audit-multi-process.test.ts: appends and integrates entries
// into a shared PostgreSQL schema, concurrently with another process doing the same.
import { tmpdir } from "node:os";
import { createAuditLog } from "../src/audit/audit-log.ts";
import { insertTestDocument } from "../src/audit/test-documents.ts";
import { openDatabase } from "../src/storage/open-database.ts";

const [url, schema, name, countText] = process.argv.slice(2);
if (!url || !schema || !name || !countText)
  throw new Error("usage: audit-writer-process <url> <schema> <name> <count>");
const count = Number(countText);

const db = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), postgresSchema: schema });
const log = createAuditLog({
  db,
  signingSeed: new Uint8Array(32).fill(9),
  origin: "clinical-deid.test/shared-log",
  integrationDelayMs: 1,
  batchLimit: 7,
});
try {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await db.transaction(async (tx) =>
        log.append(tx, await insertTestDocument(tx, "acme", `${name}-${i}`)),
      );
      log.scheduleIntegration();
      if (i % 10 === 0) await log.integrate();
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
} finally {
  await log.close();
  await db.close();
}
