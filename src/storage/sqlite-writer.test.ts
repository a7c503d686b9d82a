import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test } from "node:test";
import { StorageUnavailableError } from "./database.ts";
import { openDatabase } from "./open-database.ts";
import { openSqliteDatabase } from "./sqlite-database.ts";
import { createTestStorage, testDialects } from "./test-storage.ts";

function tempPath() {
  const dir = mkdtempSync(join(tmpdir(), "deid-writer-"));
  return { dir, path: join(dir, "db.sqlite") };
}

/** A database whose writer thread starts at once, and a promise that it is ready. */
function openWithWriter(path: string, workerUrl?: URL) {
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const db = openSqliteDatabase(path, {
    writer: { startAfterCommits: 0, onReady: ready, ...(workerUrl ? { workerUrl } : {}) },
  });
  return { db, started };
}

const INSERT = { sql: "INSERT INTO docs (id, body) VALUES (?, ?) ON CONFLICT (id) DO NOTHING" };
const QUEUE = { sql: "INSERT INTO queue (id) SELECT ? WHERE changes() > 0" };

test("write-only transactions commit on the writer thread, each alone, and are read back at once", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { db, started } = openWithWriter(path);
  try {
    await db.run("CREATE TABLE docs (id TEXT PRIMARY KEY, body TEXT NOT NULL)");
    await db.run("CREATE TABLE queue (seq INTEGER PRIMARY KEY, id TEXT NOT NULL)");
    await started;
    const write = (id: string, body: string | null) =>
      db.writeOnly!([
        { ...INSERT, params: [id, body] },
        { ...QUEUE, params: [id] },
      ]);
    // One turn of the event loop: one group. A duplicate inserts nothing (nor its queue row); a
    // failing transaction rolls back alone and the others commit.
    const outcomes = await Promise.allSettled([
      write("a", "first"),
      write("b", "second"),
      write("a", "again"),
      write("c", null),
      write("d", "fourth"),
    ]);
    assert.deepEqual(
      outcomes.map((o) => (o.status === "fulfilled" ? o.value : "rejected")),
      [[1, 1], [1, 1], [0, 0], "rejected", [1, 1]],
    );
    const failure = (outcomes[3] as PromiseRejectedResult).reason as { code?: string; message: string };
    assert.match(failure.message, /NOT NULL/);
    assert.equal(failure.code, "ERR_SQLITE_ERROR");
    // The service's connection reads what the thread committed, in commit order.
    assert.deepEqual(
      (await db.all<{ id: string }>("SELECT id FROM queue ORDER BY seq")).map((r) => r.id),
      ["a", "b", "d"],
    );
    // And so does any other connection: it is committed.
    const other = new DatabaseSync(path);
    try {
      assert.deepEqual(
        (other.prepare("SELECT id, body FROM docs ORDER BY id").all() as { id: string; body: string }[]).map(
          (r) => `${r.id}:${r.body}`,
        ),
        ["a:first", "b:second", "d:fourth"],
      );
    } finally {
      other.close();
    }
  } finally {
    await db.close();
  }
});

test("the writer thread's groups and the connection's own write transactions never overlap", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { db, started } = openWithWriter(path);
  try {
    await db.run("CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
    await db.run("INSERT INTO counter (id, n) VALUES (1, 0)");
    await started;
    // Read-modify-write transactions on the service's connection interleaved with the thread's
    // increments: a lost update, or a wait in SQLite's busy handler (5 s), would show.
    const began = performance.now();
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? db.transaction(async (tx) => {
                const row = await tx.get<{ n: number }>("SELECT n FROM counter WHERE id = 1");
                await tx.run("UPDATE counter SET n = ? WHERE id = 1", [(row?.n ?? 0) + 1]);
              })
            : db.writeOnly!([{ sql: "UPDATE counter SET n = n + 1 WHERE id = 1", params: [] }]),
        ),
      );
    }
    assert.equal((await db.get<{ n: number }>("SELECT n FROM counter WHERE id = 1"))?.n, 100);
    assert.ok(performance.now() - began < 4000, "no write waited in SQLite's busy handler");
  } finally {
    await db.close();
  }
});

test("a writer thread that dies fails its group with 503, and the connection takes later writes", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // Ready at once, then gone with the first group (as a crashed thread would be).
  const dying = new URL(
    `data:text/javascript,${encodeURIComponent(
      'import { parentPort } from "node:worker_threads"; parentPort.postMessage({ ready: true }); parentPort.on("message", () => process.exit(1));',
    )}`,
  );
  const { db, started } = openWithWriter(path, dying);
  try {
    await db.run("CREATE TABLE docs (id TEXT PRIMARY KEY, body TEXT NOT NULL)");
    await started;
    await assert.rejects(
      db.writeOnly!([{ sql: "INSERT INTO docs (id, body) VALUES (?, ?)", params: ["a", "x"] }]),
      (error: unknown) => error instanceof StorageUnavailableError,
    );
    assert.deepEqual(
      await db.writeOnly!([{ sql: "INSERT INTO docs (id, body) VALUES (?, ?)", params: ["b", "y"] }]),
      [1],
    );
    assert.deepEqual(
      (await db.all<{ id: string }>("SELECT id FROM docs")).map((r) => r.id),
      ["b"],
    );
  } finally {
    await db.close();
  }
});

test("before its writer thread starts, and in memory, write-only transactions run on the connection", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const db of [openSqliteDatabase(path), openSqliteDatabase(":memory:")]) {
    try {
      await db.run("CREATE TABLE docs (id TEXT PRIMARY KEY)");
      assert.deepEqual(
        await db.writeOnly!([
          { sql: "INSERT INTO docs (id) VALUES (?) ON CONFLICT DO NOTHING", params: ["a"] },
          { sql: "INSERT INTO docs (id) VALUES (?) ON CONFLICT DO NOTHING", params: ["a"] },
        ]),
        [1, 0],
      );
    } finally {
      await db.close();
    }
  }
});

for (const dialect of testDialects()) {
  test(`write-only transactions on ${dialect}: SQLite only, PostgreSQL keeps its own path`, async () => {
    const storage = await createTestStorage(dialect);
    const db = await openDatabase({ ...storage.config, sqliteWriterAfterCommits: 0 });
    try {
      assert.equal(db.writeOnly === undefined, dialect === "postgres");
    } finally {
      await db.close();
      await storage.drop();
    }
  });
}
