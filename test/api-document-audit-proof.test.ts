import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { parseVerifierKey } from "../src/audit/note-verifier.ts";
import { verifyDocumentEvents } from "../src/audit/verify-document-events.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const flip = (hex: string) => (hex === "0" ? "1" : "0");
const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142.";

interface AuditBody {
  valid: boolean;
  failed_events: number[];
  missing_leaves: number[];
  leaves_unchecked: number;
  pending_events: number;
  tree_size: number | null;
  deidentification: { log_index: number | null; verified: boolean; failure?: string };
  events: { log_index: number; verified: boolean; failure?: string; reason_intact?: boolean }[];
}

/**
 * `GET /documents/{id}/audit` proves each event of a document against the latest signed
 * checkpoint: rows of every audited table are edited, deleted, reordered and forged directly in the
 * database, and the response names the failing event and check.
 */
for (const dialect of testDialects()) {
  describe(`per-event inclusion proofs on /documents/{id}/audit on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close().catch(() => {}));

    const audit = async (id: string): Promise<AuditBody> => {
      const res = await t.app.inject({ url: `/api/v1/documents/${id}/audit`, headers: t.auth });
      assert.equal(res.statusCode, 200, res.body);
      for (const phi of ["Moreno", "617-555-0142", "7/22/2019"]) assert.equal(res.body.includes(phi), false);
      return res.json();
    };
    /** A document with three re-identifications, integrated; returns their log indexes. */
    const documentWithEvents = async (id: string): Promise<number[]> => {
      const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: id });
      for (const reason of ["first review", "second review", null]) {
        const body = { text: d.body.text, document_id: id, ...(reason ? { reason } : {}) };
        assert.equal((await post(t, "/api/v1/reidentify", body)).status, 200);
      }
      await t.ctx.audit.integrate();
      const clean = await audit(id);
      assert.equal(clean.valid, true, JSON.stringify(clean));
      assert.deepEqual(clean.failed_events, []);
      assert.equal(clean.deidentification.verified, true);
      assert.equal(clean.events.length, 3);
      assert.ok(clean.events.every((e) => e.verified && e.failure === undefined));
      return clean.events.map((e) => e.log_index);
    };
    const entryAt = async (idx: number) =>
      (await t.ctx.db.get<{ entry: string }>("SELECT entry FROM audit_entries WHERE idx = ?", [idx]))!.entry;
    const setEntry = (idx: number, entry: string) =>
      t.ctx.db.run("UPDATE audit_entries SET entry = ? WHERE idx = ?", [entry, idx]);
    const failureOf = (body: AuditBody, idx: number) => body.events.find((e) => e.log_index === idx)?.failure;

    test("editing a re-identification's tokens_restored, key_id, reason_ref or reason_digest fails that event", async () => {
      const [a, b, c] = await documentWithEvents("p-edit");
      const edits: [number, (entry: string) => string][] = [
        [a!, (e) => e.replace(/"tokens_restored":\d+/, '"tokens_restored":0')],
        [b!, (e) => e.replace(/"key_id":"[^"]*"/, '"key_id":"key_other"')],
        [a!, (e) => e.replace(/"reason_ref":"rsn_([0-9a-f])/, (_m, x) => `"reason_ref":"rsn_${flip(x)}`)],
        [b!, (e) => e.replace(/"reason_digest":"([0-9a-f])/, (_m, x) => `"reason_digest":"${flip(x)}`)],
        [c!, (e) => e.replace(/"reason_digest":null/, '"reason_digest":"00"')],
      ];
      for (const [idx, edit] of edits) {
        const original = await entryAt(idx);
        const edited = edit(original);
        assert.notEqual(edited, original);
        await setEntry(idx, edited);
        const body = await audit("p-edit");
        assert.equal(body.valid, false);
        assert.deepEqual(body.failed_events, [idx]);
        assert.equal(failureOf(body, idx), "proof_invalid");
        assert.equal(body.deidentification.verified, true);
        await setEntry(idx, original);
      }
      assert.equal((await audit("p-edit")).valid, true);
    });

    test("a non-canonical or malformed row is named, and the reason row is checked too", async () => {
      const [a, b] = await documentWithEvents("p-form");
      const original = await entryAt(a!);
      await setEntry(a!, ` ${original}`);
      let body = await audit("p-form");
      assert.deepEqual(body.failed_events, [a]);
      assert.equal(failureOf(body, a!), "entry_mismatch");
      await setEntry(a!, "{not json");
      body = await audit("p-form");
      assert.deepEqual(body.failed_events, [a]);
      assert.equal(failureOf(body, a!), undefined, "a malformed row cannot be shown as an event");
      await setEntry(a!, original);

      // The encrypted reason swapped for another's: the entry is intact, its reason is not.
      const refs = [a!, b!].map(async (idx) => JSON.parse(await entryAt(idx)).reason_ref as string);
      const [refA, refB] = await Promise.all(refs);
      const rowB = (await t.ctx.db.get<{ reason_ciphertext: Uint8Array }>(
        "SELECT reason_ciphertext FROM audit_reasons WHERE reason_ref = ?",
        [refB!],
      ))!;
      const rowA = (await t.ctx.db.get<{ reason_ciphertext: Uint8Array }>(
        "SELECT reason_ciphertext FROM audit_reasons WHERE reason_ref = ?",
        [refA!],
      ))!;
      await t.ctx.db.run("UPDATE audit_reasons SET reason_ciphertext = ? WHERE reason_ref = ?", [
        rowB.reason_ciphertext,
        refA!,
      ]);
      body = await audit("p-form");
      assert.deepEqual(body.failed_events, [a]);
      assert.equal(failureOf(body, a!), "reason_mismatch");
      await t.ctx.db.run("DELETE FROM audit_reasons WHERE reason_ref = ?", [refA!]);
      assert.equal(failureOf(await audit("p-form"), a!), "reason_mismatch");
      await t.ctx.db.run(
        "INSERT INTO audit_reasons (tenant, reason_ref, reason_ciphertext, key_id, created_at) SELECT tenant, ?, ?, key_id, created_at FROM audit_reasons WHERE reason_ref = ?",
        [refA!, rowA.reason_ciphertext, refB!],
      );
      assert.equal((await audit("p-form")).valid, true);
    });

    test("reordering two events fails both", async () => {
      const [a, , c] = await documentWithEvents("p-order");
      const [ea, ec] = [await entryAt(a!), await entryAt(c!)];
      await setEntry(a!, ec);
      await setEntry(c!, ea);
      const body = await audit("p-order");
      assert.deepEqual(body.failed_events, [a, c]);
      assert.equal(failureOf(body, a!), "proof_invalid");
      assert.equal(failureOf(body, c!), "proof_invalid");
      await setEntry(a!, ea);
      await setEntry(c!, ec);
      assert.equal((await audit("p-order")).valid, true);
    });

    test("pages of re-identifications: each event once, in log order, each page proved", async () => {
      const all = await documentWithEvents("p-page");
      const page = async (query: string) => {
        const res = await t.app.inject({ url: `/api/v1/documents/p-page/audit${query}`, headers: t.auth });
        assert.equal(res.statusCode, 200, res.body);
        return res.json() as AuditBody & { next_cursor?: string };
      };
      const first = await page("?limit=2");
      assert.deepEqual(
        first.events.map((e) => e.log_index),
        all.slice(0, 2),
      );
      assert.equal(first.valid, true);
      assert.match(first.next_cursor!, /^r\d+$/);
      const second = await page(`?limit=2&cursor=${first.next_cursor}`);
      assert.deepEqual(
        second.events.map((e) => e.log_index),
        all.slice(2),
      );
      assert.equal(second.next_cursor, undefined);
      assert.equal(second.deidentification.verified, true);
      // A deleted event's leaf is named on the page whose share of the log holds it.
      const row = (await t.ctx.db.get<{ tenant: string; kind: string; entry: string; time: string }>(
        "SELECT tenant, kind, entry, time FROM audit_entries WHERE idx = ?",
        [all[1]!],
      ))!;
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [all[1]!]);
      const one = await page("?limit=1");
      assert.deepEqual(one.missing_leaves, []);
      assert.equal(one.valid, true);
      const rest = await page(`?limit=1&cursor=${one.next_cursor}`);
      assert.deepEqual(
        rest.events.map((e) => e.log_index),
        [all[2]],
      );
      assert.deepEqual(rest.missing_leaves, [all[1]]);
      assert.equal(rest.valid, false);
      await t.ctx.db.run(
        "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time) VALUES (?, ?, 'p-page', ?, ?, ?)",
        [all[1]!, row.tenant, row.kind, row.entry, row.time],
      );
      assert.equal((await page("")).valid, true);
      for (const query of ["?limit=0", "?limit=1001", "?cursor=zzz", "?cursor=c1", "?other=1"]) {
        const res = await t.app.inject({ url: `/api/v1/documents/p-page/audit${query}`, headers: t.auth });
        assert.equal(res.statusCode, 400, query);
        assert.equal(res.json().error.code, "invalid_request");
      }
    });

    test("a page checks the newest leaves of its share for missing rows and counts the rest", async () => {
      const [a, b, c] = await documentWithEvents("p-window");
      const verifiers = [parseVerifierKey(t.ctx.receiptVerifierKeys[0]!)].flatMap((k) =>
        k.ok ? [k.value] : [],
      );
      const deid = (await audit("p-window")).deidentification.log_index!;
      const check = () =>
        verifyDocumentEvents(
          { db: t.ctx.db, verifiers, origin: t.ctx.config.logOrigin, maxLeavesChecked: 2 },
          "default",
          "p-window",
          { deidentifyEntry: undefined, reasonMatches: async () => true },
          { limit: 100 },
        );
      const size = (await check()).tree_size!;
      assert.equal((await check()).leaves_unchecked, size - 2 - deid);
      for (const [idx, seen] of [
        [a!, false],
        [c!, true],
      ] as const) {
        const row = (await t.ctx.db.get<{ tenant: string; kind: string; entry: string; time: string }>(
          "SELECT tenant, kind, entry, time FROM audit_entries WHERE idx = ?",
          [idx],
        ))!;
        await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [idx]);
        assert.deepEqual((await check()).missing_leaves, seen ? [idx] : []);
        await t.ctx.db.run(
          "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time) VALUES (?, ?, 'p-window', ?, ?, ?)",
          [idx, row.tenant, row.kind, row.entry, row.time],
        );
      }
      assert.ok(b! > a! && c! > b!);
      assert.equal((await audit("p-window")).leaves_unchecked, 0);
    });

    test("deleting an event leaves a missing leaf; deleting the de-identification is not_in_log", async () => {
      const [, b] = await documentWithEvents("p-del");
      const row = (await t.ctx.db.get<{ tenant: string; kind: string; entry: string; time: string }>(
        "SELECT tenant, kind, entry, time FROM audit_entries WHERE idx = ?",
        [b!],
      ))!;
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [b!]);
      let body = await audit("p-del");
      assert.equal(body.valid, false);
      assert.equal(body.events.length, 2);
      assert.deepEqual(body.missing_leaves, [b]);
      assert.deepEqual(body.failed_events, [b]);
      await t.ctx.db.run(
        "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time) VALUES (?, ?, 'p-del', ?, ?, ?)",
        [b!, row.tenant, row.kind, row.entry, row.time],
      );
      assert.equal((await audit("p-del")).valid, true);

      // The last entry of the whole log deleted (a rolled-back tail): still a missing leaf.
      const last = Number((await t.ctx.db.get<{ n: number }>("SELECT MAX(idx) AS n FROM audit_entries"))!.n);
      const lastRow = (await t.ctx.db.get<{ document_id: string }>(
        "SELECT document_id FROM audit_entries WHERE idx = ?",
        [last],
      ))!;
      assert.equal(lastRow.document_id, "p-del");
      const saved = (await t.ctx.db.get<{ tenant: string; kind: string; entry: string; time: string }>(
        "SELECT tenant, kind, entry, time FROM audit_entries WHERE idx = ?",
        [last],
      ))!;
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [last]);
      body = await audit("p-del");
      assert.deepEqual(body.missing_leaves, [last]);
      assert.equal(body.valid, false);
      await t.ctx.db.run(
        "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time) VALUES (?, ?, 'p-del', ?, ?, ?)",
        [last, saved.tenant, saved.kind, saved.entry, saved.time],
      );

      const deid = (await audit("p-del")).deidentification.log_index!;
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [deid]);
      body = await audit("p-del");
      assert.equal(body.valid, false);
      assert.deepEqual(body.deidentification, { log_index: null, verified: false, failure: "not_in_log" });
    });

    test("a forged event (past the checkpoint, or in place of another) and an edited document row fail", async () => {
      const [a] = await documentWithEvents("p-forge");
      const entry = await entryAt(a!);
      const forged = entry.replace(/"time":"[^"]*"/, '"time":"2020-01-01T00:00:00.000Z"');
      const next =
        Number((await t.ctx.db.get<{ n: number }>("SELECT MAX(idx) AS n FROM audit_entries"))!.n) + 1;
      await t.ctx.db.run(
        "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time) VALUES (?, 'default', 'p-forge', 'reidentify', ?, ?)",
        [next, forged, "2020-01-01T00:00:00.000Z"],
      );
      let body = await audit("p-forge");
      assert.deepEqual(body.failed_events, [next]);
      assert.equal(failureOf(body, next), "not_in_log");
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [next]);

      // Another document's entry moved onto this one (its row relabelled).
      const other = await documentWithEvents("p-other");
      await t.ctx.db.run("UPDATE audit_entries SET document_id = 'p-forge' WHERE idx = ?", [other[0]!]);
      body = await audit("p-forge");
      assert.deepEqual(body.failed_events, [other[0]]);
      assert.equal(failureOf(body, other[0]!), "entry_mismatch");
      await t.ctx.db.run("UPDATE audit_entries SET document_id = 'p-other' WHERE idx = ?", [other[0]!]);

      // The documents row edited: its de-identification no longer matches its leaf.
      await t.ctx.db.run("UPDATE documents SET engine_version = '0.0.0' WHERE document_id = 'p-forge'");
      body = await audit("p-forge");
      assert.equal(body.valid, false);
      assert.equal(body.deidentification.failure, "entry_mismatch");
      assert.deepEqual(body.failed_events, [body.deidentification.log_index]);
    });

    test("a tree node or the checkpoint tampered with fails the proofs that use it", async () => {
      const [a] = await documentWithEvents("p-tree");
      const node = (await t.ctx.db.get<{ hash: Uint8Array }>(
        "SELECT hash FROM audit_tree_nodes WHERE level = 0 AND idx = ?",
        [a!],
      ))!;
      // A leaf node is never on its own path, but on its sibling's: only the neighbour fails.
      await t.ctx.db.run("UPDATE audit_tree_nodes SET hash = ? WHERE level = 0 AND idx = ?", [
        new Uint8Array(32),
        a!,
      ]);
      const body = await audit("p-tree");
      assert.equal(body.valid, false);
      assert.ok(body.failed_events.length > 0 && !body.failed_events.includes(a!));
      assert.ok(
        [body.deidentification, ...body.events].some((e) => e.failure === "proof_invalid"),
        JSON.stringify(body),
      );
      await t.ctx.db.run("UPDATE audit_tree_nodes SET hash = ? WHERE level = 0 AND idx = ?", [node.hash, a!]);
      assert.equal((await audit("p-tree")).valid, true);

      const latest = (await t.ctx.db.get<{ tree_size: number; note: string }>(
        "SELECT tree_size, note FROM audit_checkpoints ORDER BY tree_size DESC LIMIT 1",
      ))!;
      await t.ctx.db.run("UPDATE audit_checkpoints SET note = ? WHERE tree_size = ?", [
        latest.note.replace(/\n\n— (\S+) \S+/, "\n\n— $1 AAAAAAAA"),
        latest.tree_size,
      ]);
      const forged = await audit("p-tree");
      assert.equal(forged.valid, false);
      assert.equal(forged.deidentification.failure, "checkpoint_invalid");
      assert.ok(forged.events.every((e) => e.failure === "checkpoint_invalid"));
      await t.ctx.db.run("UPDATE audit_checkpoints SET note = ? WHERE tree_size = ?", [
        latest.note,
        latest.tree_size,
      ]);
    });

    test("a rolled-back tail (entries, nodes and checkpoints deleted) fails against the remembered checkpoint", async () => {
      const [a] = await documentWithEvents("p-roll");
      const older = Number(
        (await t.ctx.db.get<{ n: number }>("SELECT MAX(tree_size) AS n FROM audit_checkpoints"))!.n,
      );
      const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "p-roll-2" });
      await post(t, "/api/v1/reidentify", { text: d.body.text, document_id: "p-roll" });
      await t.ctx.audit.integrate();
      const newer = (await audit("p-roll")).tree_size!;
      assert.ok(newer > older);

      const saved = {
        entries: await t.ctx.db.all<Record<string, unknown>>(
          "SELECT idx, tenant, document_id, kind, entry, time FROM audit_entries WHERE idx >= ?",
          [older],
        ),
        nodes: await t.ctx.db.all<{ level: number; idx: number; hash: Uint8Array }>(
          "SELECT level, idx, hash FROM audit_tree_nodes WHERE (idx + 1) * (1 << level) > ?",
          [older],
        ),
        checkpoints: await t.ctx.db.all<Record<string, unknown>>(
          "SELECT tree_size, root_hash, note, created_at FROM audit_checkpoints WHERE tree_size > ?",
          [older],
        ),
      };
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx >= ?", [older]);
      await t.ctx.db.run("DELETE FROM audit_tree_nodes WHERE (idx + 1) * (1 << level) > ?", [older]);
      await t.ctx.db.run("DELETE FROM audit_checkpoints WHERE tree_size > ?", [older]);
      const body = await audit("p-roll");
      assert.equal(body.tree_size, older);
      assert.equal((body as AuditBody & { log_failure?: string }).log_failure, "rolled_back");
      assert.equal(body.valid, false);
      assert.deepEqual(
        body.missing_leaves,
        Array.from({ length: newer - older }, (_, i) => older + i),
      );
      assert.ok(body.events.some((e) => e.log_index === a && e.verified));

      for (const e of saved.entries)
        await t.ctx.db.run(
          "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time) VALUES (?, ?, ?, ?, ?, ?)",
          [e.idx, e.tenant, e.document_id, e.kind, e.entry, e.time] as never,
        );
      for (const n of saved.nodes)
        await t.ctx.db.run("INSERT INTO audit_tree_nodes (level, idx, hash) VALUES (?, ?, ?)", [
          n.level,
          n.idx,
          n.hash,
        ]);
      for (const c of saved.checkpoints)
        await t.ctx.db.run(
          "INSERT INTO audit_checkpoints (tree_size, root_hash, note, created_at) VALUES (?, ?, ?, ?)",
          [c.tree_size, c.root_hash, c.note, c.created_at] as never,
        );
      assert.equal((await audit("p-roll")).valid, true);
    });

    test("a log whose first leaves differ from the remembered checkpoint's is a fork", async () => {
      await documentWithEvents("p-fork");
      const verifiers = t.ctx.receiptVerifierKeys.flatMap((key) => {
        const parsed = parseVerifierKey(key);
        return parsed.ok ? [parsed.value] : [];
      });
      const check = (root: Uint8Array) =>
        verifyDocumentEvents(
          { db: t.ctx.db, verifiers, origin: t.ctx.config.logOrigin, remembered: { size: 2, root } },
          "default",
          "p-fork",
          { deidentifyEntry: undefined, reasonMatches: async () => true },
        );
      const node = (await t.ctx.db.get<{ hash: Uint8Array }>(
        "SELECT hash FROM audit_tree_nodes WHERE level = 1 AND idx = 0",
      ))!;
      assert.equal((await check(new Uint8Array(node.hash))).log_failure, undefined);
      const forked = await check(new Uint8Array(32));
      assert.equal(forked.log_failure, "forked");
      assert.equal(forked.valid, false);
    });
  });
}
