import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { entryText, reidentifyEntry } from "../src/audit/entry.ts";
import { pendingMacFields } from "../src/audit/pending-mac.ts";
import { RowIntegrityError } from "../src/crypto/row-integrity-error.ts";
import { createTenantLists } from "../src/service/tenant-lists.ts";
import { verifyWholeLog } from "../src/service/verify-whole-log.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

type Row = Record<string, unknown>;

/**
 * A database writer without the master key plants, edits, moves, deletes and restores rows of
 * the tables the service acts on: each is refused where it is used (409 integrity_failure, or 401
 * for a deleted key) and `audit verify` names the table's check; putting the row back clears it.
 */
for (const dialect of testDialects()) {
  describe(`row MACs on ${dialect}`, () => {
    let t: TestApp;
    const failed = async (integrate = true) => {
      if (integrate) await t.ctx.audit.integrate();
      const result = await verifyWholeLog(t.ctx);
      return Object.entries(result.checks)
        .filter(([, ok]) => !ok)
        .map(([check]) => check)
        .sort();
    };
    const use = async (key: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/inspect",
          headers: { authorization: `Bearer ${key}` },
          payload: { text: "Seen by Dr. Alice Moreno." },
        })
      ).statusCode;
    const keyRow = (id: string) => t.ctx.db.get<Row>("SELECT * FROM api_keys WHERE id = ?", [id]);
    const putKeyRow = async (row: Row) => {
      await t.ctx.db.run("DELETE FROM api_keys WHERE id = ?", [row.id as string]);
      await t.ctx.db.run(
        "INSERT INTO api_keys (id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at, revoked_at, mac) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
          row.id as string,
          row.tenant as string,
          row.name as string,
          row.key_hash as Uint8Array,
          row.scopes as string,
          row.rate_limit_per_minute as number | null,
          row.created_at as string,
          row.revoked_at as string | null,
          row.mac as string | null,
        ],
      );
    };

    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("API key rows: planted, widened, moved, un-revoked, restored or deleted", async () => {
      const a = await t.ctx.apiKeys.create({ tenant: "acme", scopes: ["inspect"] });
      const c = await t.ctx.apiKeys.create({ tenant: "acme", scopes: ["inspect"] });
      await t.ctx.audit.integrate();
      assert.equal(await use(a.key), 200);
      assert.deepEqual(await failed(), []);

      // Planted: an admin key minted with a hash the writer chose.
      const minted = `cdk_${"ab".repeat(8)}_${"x".repeat(43)}`;
      await putKeyRow({
        ...(await keyRow(a.info.id)),
        id: "ab".repeat(8),
        key_hash: createHash("sha256").update(minted).digest(),
        scopes: "admin inspect",
        mac: "0".repeat(64),
      });
      assert.equal(await use(minted), 409);
      assert.deepEqual(await failed(), ["api_key_rows"]);
      await t.ctx.db.run("DELETE FROM api_keys WHERE id = ?", ["ab".repeat(8)]);
      assert.deepEqual(await failed(), []);

      // Edited (scopes widened) and moved (to another tenant).
      const original = (await keyRow(a.info.id))!;
      for (const edit of [
        "UPDATE api_keys SET scopes = 'admin inspect'",
        "UPDATE api_keys SET tenant = 'globex'",
      ]) {
        await t.ctx.db.run(`${edit} WHERE id = ?`, [a.info.id]);
        assert.equal(await use(a.key), 409, edit);
        assert.deepEqual(await failed(), ["api_key_rows"], edit);
        await putKeyRow(original);
        assert.equal(await use(a.key), 200);
      }

      // Revoked, then un-revoked in place (MAC fails), then restored from before (the log says revoked).
      const active = (await keyRow(c.info.id))!;
      assert.equal(await t.ctx.apiKeys.revoke(c.info.id), true);
      await t.ctx.audit.integrate();
      assert.equal(await use(c.key), 401);
      const revoked = (await keyRow(c.info.id))!;
      await t.ctx.db.run("UPDATE api_keys SET revoked_at = NULL WHERE id = ?", [c.info.id]);
      assert.equal(await use(c.key), 409);
      assert.deepEqual(await failed(), ["api_key_rows"]);
      await putKeyRow(active);
      assert.equal(await use(c.key), 409);
      const result = await verifyWholeLog(t.ctx);
      assert.ok(result.problems.some((p) => p.check === "api_key_rows" && /revoked it/.test(p.reason)));
      await putKeyRow(revoked);
      assert.deepEqual(await failed(), []);

      // Deleted: the key no longer works, and its logged creation has no row.
      await t.ctx.db.run("DELETE FROM api_keys WHERE id = ?", [a.info.id]);
      assert.equal(await use(a.key), 401);
      assert.deepEqual(await failed(), ["api_key_rows"]);
      await putKeyRow(original);
      assert.deepEqual(await failed(), []);
    });

    test("tenant list rows: deleted, retyped, moved, planted or restored after removal", async () => {
      const text = "Patient seen with Zindelbrot and Quaffle at the bedside.";
      const deny = async (method: "POST" | "DELETE", value: string) =>
        t.app.inject({
          method,
          url: "/api/v1/tenant/lists/deny",
          headers: t.auth,
          payload: { entries: [{ type: "NAME", value }] },
        });
      assert.equal((await deny("POST", "Zindelbrot")).statusCode, 200);
      assert.equal((await deny("POST", "Quaffle")).statusCode, 200);
      await t.ctx.audit.integrate();
      const clean = await post(t, "/api/v1/deidentify", { text });
      assert.equal(clean.status, 200);
      assert.doesNotMatch(clean.body.text, /Zindelbrot|Quaffle/);
      assert.deepEqual(await failed(), []);

      const rows = await t.ctx.db.all<Row>(
        "SELECT * FROM tenant_list_values WHERE tenant = 'default' ORDER BY created_at, lookup",
      );
      const put = async (row: Row) => {
        await t.ctx.db.run("DELETE FROM tenant_list_values WHERE tenant = ? AND list = ? AND lookup = ?", [
          row.tenant as string,
          row.list as string,
          row.lookup as string,
        ]);
        await t.ctx.db.run(
          "INSERT INTO tenant_list_values (tenant, list, type, lookup, value_ciphertext, key_id, created_at, mac) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          [
            row.tenant as string,
            row.list as string,
            row.type as string,
            row.lookup as string,
            row.value_ciphertext as Uint8Array,
            row.key_id as string,
            row.created_at as string,
            row.mac as string | null,
          ],
        );
      };
      // A fresh process (another replica, or this one after a restart) reads the rows.
      const freshRead = () =>
        createTenantLists({
          db: t.ctx.db,
          cipher: t.ctx.deps.cipher,
          lookupKey: t.ctx.deps.lookupKey,
          audit: t.ctx.deps.audit,
          matcher: {},
          rowMac: t.ctx.rowMac,
        }).matchers("default");
      const refused = async (what: string, changesStamp: boolean) => {
        await assert.rejects(freshRead(), RowIntegrityError, what);
        if (changesStamp) {
          // The row count or newest time changed: this process reads the rows again and refuses.
          const response = await post(t, "/api/v1/deidentify", { text });
          assert.equal(response.status, 409, what);
          assert.equal(response.body.error.code, "integrity_failure", what);
          assert.doesNotMatch(JSON.stringify(response.body), /Zindelbrot|Quaffle/);
        }
        assert.deepEqual(await failed(), ["tenant_list_rows"], what);
      };
      const first = rows[0]!;
      const lookup = first.lookup as string;
      const tampers: [string, boolean, () => Promise<unknown>][] = [
        ["deleted", true, () => t.ctx.db.run("DELETE FROM tenant_list_values WHERE lookup = ?", [lookup])],
        [
          "retyped",
          false,
          () => t.ctx.db.run("UPDATE tenant_list_values SET type = 'DATE' WHERE lookup = ?", [lookup]),
        ],
        [
          "moved to the allow list",
          false,
          () => t.ctx.db.run("UPDATE tenant_list_values SET list = 'allow' WHERE lookup = ?", [lookup]),
        ],
        ["planted (a copy under a new lookup)", true, () => put({ ...first, lookup: "f".repeat(64) })],
      ];
      for (const [what, changesStamp, tamper] of tampers) {
        await tamper();
        await refused(what, changesStamp);
        await t.ctx.db.run("DELETE FROM tenant_list_values WHERE tenant = 'default'");
        for (const row of rows) await put(row);
        await freshRead();
        assert.equal((await post(t, "/api/v1/deidentify", { text })).status, 200, `${what}: restored`);
      }

      // Another tenant's rows copied in: they fail their MAC (and their ciphertext's binding).
      await put({ ...first, tenant: "acme" });
      const acme = await t.ctx.apiKeys.create({ tenant: "acme", scopes: ["deidentify"] });
      const moved = await post(t, "/api/v1/deidentify", { text }, { authorization: `Bearer ${acme.key}` });
      assert.equal(moved.status, 409);
      await t.ctx.db.run("DELETE FROM tenant_list_values WHERE tenant = 'acme'");

      // Removed through the API, then its old row restored: the log's events no longer add up.
      assert.equal((await deny("DELETE", "Quaffle")).statusCode, 200);
      const quaffle = rows.find((r) => !(rows[0] === r))!;
      await put(quaffle);
      await refused("restored after removal", true);
      await t.ctx.db.run("DELETE FROM tenant_list_values WHERE lookup = ?", [quaffle.lookup as string]);
      assert.equal((await post(t, "/api/v1/deidentify", { text })).status, 200);
      await t.ctx.audit.integrate();
      assert.deepEqual(await failed(), []);
    });

    test("pending entries: forged, garbage, edited or moved rows are quarantined, never signed", async () => {
      const inspectOnly = await t.ctx.apiKeys.create({ tenant: "default", scopes: ["inspect"] });
      await t.ctx.audit.integrate();
      const size = async () =>
        Number((await t.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_entries"))!.n);
      const before = await size();
      const forged = reidentifyEntry({
        tenant: "default",
        documentId: "doc_anything",
        keyId: "local",
        reasonRef: null,
        reasonDigest: null,
        tokensRestored: 9,
        time: new Date(Date.now() + 86_400_000),
      });
      // A well-formed forged row (no MAC), a garbage row, and a genuine row edited then moved.
      await t.ctx.db.run("INSERT INTO audit_pending (tenant, document_id, kind, entry) VALUES (?, ?, ?, ?)", [
        "default",
        "doc_anything",
        "reidentify",
        JSON.stringify(forged),
      ]);
      await t.ctx.db.run(
        "INSERT INTO audit_pending (tenant, document_id, kind, entry, mac) VALUES ('x', NULL, 'junk', '{{{', 'zz')",
      );
      const genuine = reidentifyEntry({
        tenant: "default",
        documentId: "doc_other",
        keyId: "local",
        reasonRef: null,
        reasonDigest: null,
        tokensRestored: 1,
        time: new Date(),
      });
      // The genuine rows as the service would queue them (text and MAC), then edited and moved:
      // written here with their MAC kept, as a writer would, so no background integration races it.
      const queue = (
        row: { tenant: string; document_id: string; kind: string; entry: string },
        as: typeof row,
      ) =>
        t.ctx.db.run(
          "INSERT INTO audit_pending (tenant, document_id, kind, entry, mac) VALUES (?, ?, ?, ?, ?)",
          [
            as.tenant,
            as.document_id,
            as.kind,
            as.entry,
            t.ctx.rowMac.mac("audit_pending", pendingMacFields(row)),
          ],
        );
      const text = entryText(genuine);
      const row = { tenant: "default", document_id: "doc_other", kind: "reidentify", entry: text };
      await queue(row, { ...row, entry: text.replace('"tokens_restored":1', '"tokens_restored":7') });
      await queue(row, { ...row, tenant: "acme" });
      // Written with the key but naming a key never issued, a key without the scope, or dated in the future.
      await t.ctx.db.transaction((tx) => t.ctx.audit.append(tx, { ...genuine, key_id: "0123456789abcdef" }));
      await t.ctx.db.transaction((tx) => t.ctx.audit.append(tx, { ...genuine, key_id: inspectOnly.info.id }));
      await t.ctx.db.transaction((tx) => t.ctx.audit.append(tx, forged));
      assert.deepEqual(await failed(false), ["pending_entries"]);

      await t.ctx.audit.integrate();
      assert.equal(await size(), before, "nothing was signed");
      const quarantined = await t.ctx.db.all<{ failure: string }>(
        "SELECT failure FROM audit_quarantine ORDER BY id",
      );
      assert.deepEqual(
        quarantined.map((r) => r.failure),
        ["mac", "mac", "mac", "mac", "key", "key", "future_time"],
      );
      assert.deepEqual(await failed(), ["pending_entries"]);

      // The log goes on: a new document is signed and its receipt verifies.
      const d = await post(t, "/api/v1/deidentify", {
        text: "Seen by Dr. Alice Moreno.",
        document_id: "after-q",
      });
      assert.equal(d.status, 200);
      const verify = await t.app.inject({
        method: "GET",
        url: "/api/v1/receipts/after-q/verify",
        headers: t.auth,
      });
      assert.equal(verify.json().valid, true);
      await t.ctx.db.run("DELETE FROM audit_quarantine");
      assert.deepEqual(await failed(), []);
    });
  });
}
