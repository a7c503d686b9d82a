import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { StorageUnavailableError } from "./database.ts";
import { createWalSync } from "./wal-sync.ts";

/** A WAL file to sync and an fsync the test releases by hand. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), "deid-wal-"));
  const path = join(dir, "db.sqlite");
  writeFileSync(`${path}-wal`, "frames");
  const calls: { release: () => void; fail: (error: Error) => void }[] = [];
  const fsync = (_handle: FileHandle) =>
    new Promise<void>((resolve, reject) => calls.push({ release: resolve, fail: reject }));
  return { dir, path, calls, fsync };
}

/** Lets the sync's promise chain run (the fake fsync is the only thing it waits for). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Waits until `n` fsyncs have been asked for (opening the WAL and its directory goes through the
 * thread pool, slow on a loaded machine), then lets the chain settle. Fails after 10 s.
 */
async function reach(calls: readonly unknown[], n: number): Promise<void> {
  for (let waited = 0; calls.length < n; waited += 5) {
    if (waited > 10_000) assert.fail(`expected ${n} fsync calls, saw ${calls.length}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await settle();
}

test("a commit is acknowledged only after an fsync that began after it", async (t) => {
  const { dir, path, calls, fsync } = fixture();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const sync = createWalSync(path, fsync);
  const first = sync.committed();
  let firstDone = false;
  const firstDurable = sync.durable(first)?.then(() => {
    firstDone = true;
  });
  assert.ok(firstDurable, "an unsynced commit must be waited for");
  await reach(calls, 1);
  // The directory of a newly opened WAL, then the WAL itself.
  assert.equal(calls.length, 1);
  calls[0]!.release();
  await reach(calls, 2);
  assert.equal(calls.length, 2);
  assert.equal(firstDone, false);

  // A commit made while the WAL's fsync runs is not covered by it: it waits for the next one.
  const second = sync.committed();
  let secondDone = false;
  const secondDurable = sync.durable(second)?.then(() => {
    secondDone = true;
  });
  calls[1]!.release();
  await firstDurable;
  await reach(calls, 3);
  assert.equal(firstDone, true);
  assert.equal(secondDone, false);
  assert.equal(calls.length, 3, "one more fsync for the commits that arrived meanwhile");
  calls[2]!.release();
  await secondDurable;
  assert.equal(sync.durable(second), undefined, "nothing to wait for once synced");
  await sync.close();
});

test("commits that arrive together share one fsync", async (t) => {
  const { dir, path, calls, fsync } = fixture();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const sync = createWalSync(path, fsync);
  const waits = Array.from({ length: 10 }, () => sync.durable(sync.committed()));
  await reach(calls, 1);
  calls[0]!.release(); // the directory
  await reach(calls, 2);
  assert.equal(calls.length, 2);
  calls[1]!.release();
  await Promise.all(waits);
  assert.equal(calls.length, 2);
  await sync.close();
});

test("a failed fsync fails its waiters and every later one: nothing more is acknowledged", async (t) => {
  const { dir, path, calls, fsync } = fixture();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const sync = createWalSync(path, fsync);
  const waiting = sync.durable(sync.committed());
  await reach(calls, 1);
  calls[0]!.release();
  await reach(calls, 2);
  calls[1]!.fail(Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" }));
  await assert.rejects(waiting!, StorageUnavailableError);
  await assert.rejects(sync.durable(sync.committed())!, StorageUnavailableError);
  await sync.close();
});

test("with the real fsync, a commit's wait resolves", async (t) => {
  const { dir, path } = fixture();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const sync = createWalSync(path);
  await sync.durable(sync.committed());
  assert.equal(sync.durable(sync.latest()), undefined);
  await sync.close();
});
