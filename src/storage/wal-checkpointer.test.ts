import assert from "node:assert/strict";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { openSqliteDatabase } from "./sqlite-database.ts";

function tempPath() {
  const dir = mkdtempSync(join(tmpdir(), "deid-ckpt-"));
  return { dir, path: join(dir, "db.sqlite") };
}

const autocheckpoint = async (db: ReturnType<typeof openSqliteDatabase>) =>
  (await db.get<{ wal_autocheckpoint: number }>("PRAGMA wal_autocheckpoint"))?.wal_autocheckpoint;

test("checkpoints run in a thread and keep the WAL bounded under continuous writes", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const restartFrames = 100;
  const db = openSqliteDatabase(path, { checkpoint: { startAfterCommits: 1, restartFrames, intervalMs: 1 } });
  try {
    await db.run("CREATE TABLE t (id INTEGER PRIMARY KEY, b BLOB NOT NULL)");
    // Until the thread is ready SQLite's own checkpoints stay on.
    for (let i = 0; i < 200 && (await autocheckpoint(db)) !== 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    assert.equal(await autocheckpoint(db), 0, "the service's connection no longer checkpoints in COMMIT");
    const pageSize = (await db.get<{ page_size: number }>("PRAGMA page_size"))!.page_size;
    // 1,500 transactions of about one page each, 16 in flight at a time, with no pause between them:
    // SQLite's default would let the WAL reach 1000 pages; the bound here is 100 (plus the frames
    // written while the last checkpoint ran).
    let largest = 0;
    for (let round = 0; round < 100; round++) {
      await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          db.transaction((tx) =>
            tx.run("INSERT INTO t (b) VALUES (?)", [new Uint8Array(pageSize - 200).fill(i)]),
          ),
        ),
      );
      largest = Math.max(largest, statSync(`${path}-wal`).size);
    }
    const frames = largest / (pageSize + 24);
    assert.ok(frames < restartFrames * 3, `the WAL reached ${frames.toFixed(0)} frames`);
    assert.equal((await db.get<{ c: number }>("SELECT COUNT(*) AS c FROM t"))?.c, 1600);
  } finally {
    await db.close();
  }
  // Everything committed is in the file after close.
  const again = openSqliteDatabase(path);
  try {
    assert.equal((await again.get<{ c: number }>("SELECT COUNT(*) AS c FROM t"))?.c, 1600);
  } finally {
    await again.close();
  }
});

test("a checkpoint thread that cannot start leaves SQLite's own checkpoints on", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = openSqliteDatabase(path, {
    checkpoint: { startAfterCommits: 1, workerUrl: new URL("./no-such-worker.ts", import.meta.url) },
  });
  try {
    await db.run("CREATE TABLE t (id INTEGER PRIMARY KEY)");
    await db.run("INSERT INTO t (id) VALUES (1)");
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await autocheckpoint(db), 1000);
    await db.run("INSERT INTO t (id) VALUES (2)");
    assert.equal((await db.get<{ c: number }>("SELECT COUNT(*) AS c FROM t"))?.c, 2);
  } finally {
    await db.close();
  }
});

test("a long transaction lets the event loop turn while its statements run", async (t) => {
  const { dir, path } = tempPath();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = openSqliteDatabase(path);
  try {
    await db.run("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    let ticksInside = 0;
    const rows = 20_000;
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows; i++) await tx.run("INSERT INTO t (v) VALUES (?)", [`value ${i}`]);
      ticksInside = ticks;
    });
    clearInterval(timer);
    // 20,000 statements are 20 slices of 1,000, each far longer than the 1 ms timer: timers ran
    // between them. Without the yield the whole transaction is one chain of microtasks and no
    // timer can fire before it ends.
    assert.ok(ticksInside > 0, "the event loop never turned during the transaction");
    assert.equal((await db.get<{ c: number }>("SELECT COUNT(*) AS c FROM t"))?.c, rows);
  } finally {
    await db.close();
  }
});
