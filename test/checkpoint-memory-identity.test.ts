import assert from "node:assert/strict";
import { rmSync, symlinkSync } from "node:fs";
import { describe, test } from "node:test";
import { AuditLogIntegrityError } from "../src/audit/integrate-batch.ts";
import type { Config } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { createTestStorage, testDialects } from "../src/storage/test-storage.ts";
import { testConfig } from "./helpers/test-app.ts";

/** The same storage reached another way: the data directory through a symlink, `localhost` for the address. */
function respelled(config: Config, link: string): Partial<Config> {
  symlinkSync(config.dataDir, link);
  if (!config.databaseUrl) return { dataDir: link };
  const url = new URL(config.databaseUrl);
  url.hostname = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return { databaseUrl: url.toString(), dataDir: link };
}

for (const dialect of testDialects()) {
  describe(`the checkpoint memory follows the log, not its spelling, on ${dialect}`, () => {
    test("a rollback reached through another spelling of the location is still refused", async () => {
      const storage = await createTestStorage(dialect);
      const base = testConfig(storage);
      const link = `${storage.config.dataDir}-link`;
      const open = (overrides: Partial<Config> = {}) =>
        createContext({ ...base, ...overrides }, { logger: createLogger("silent") });
      try {
        const first = await open();
        for (let i = 0; i < 3; i++) {
          await first.db.transaction((tx) =>
            first.deps.audit.recordKey(tx, {
              tenant: "t",
              kind: "key_created",
              keyId: "local",
              scopes: ["admin"],
              time: new Date().toISOString(),
            }),
          );
          await first.audit.integrate();
        }
        await first.close();

        const second = await open(respelled(base, link));
        try {
          // Restore an older state: the last entry, its nodes and checkpoints deleted.
          const size = Number(
            (await second.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_entries"))!.n,
          );
          await second.db.run("DELETE FROM audit_entries WHERE idx >= ?", [size - 1]);
          await second.db.run("DELETE FROM audit_checkpoints WHERE tree_size > ?", [size - 1]);
          await second.db.run("DELETE FROM audit_tree_nodes WHERE (idx + 1) * (1 << level) > ?", [size - 1]);
          await second.db.transaction((tx) =>
            second.deps.audit.recordKey(tx, {
              tenant: "t",
              kind: "key_created",
              keyId: "local",
              scopes: ["admin"],
              time: new Date().toISOString(),
            }),
          );
          await assert.rejects(second.audit.integrate(), AuditLogIntegrityError);
          const health = await second.audit.health();
          assert.equal(health.ok ? "ok" : health.check, "rolled_back");
        } finally {
          await second.close().catch(() => {});
        }
      } finally {
        rmSync(link, { force: true });
        await storage.drop();
      }
    });
  });
}
