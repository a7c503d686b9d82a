import { constants } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { dirname } from "node:path";
import { StorageUnavailableError } from "./database.ts";

/**
 * Durability of SQLite commits without blocking the event loop. The connection runs with
 * `synchronous = NORMAL` in WAL mode: a COMMIT writes its frames to the WAL (the OS page cache)
 * and returns without fsync. This flushes the WAL file with `fsync` on libuv's thread pool, and a
 * caller is acknowledged only once an fsync that started after its COMMIT has completed — the
 * same guarantee as `synchronous = FULL` (decision 0011). Commits are numbered; one fsync covers
 * every commit made before it started, so commits arriving while one runs share the next
 * (at most one running, one waiting).
 */
export interface WalSync {
  /** Records a COMMIT (or an autocommit write) and returns its number. */
  committed(): number;
  /** The number of the latest COMMIT (what a read may have seen). */
  latest(): number;
  /** Resolves once every commit up to `seq` is on disk; rejects when an fsync fails. */
  durable(seq: number): Promise<void> | undefined;
  close(): Promise<void>;
}

export function createWalSync(
  databasePath: string,
  fsync: (handle: FileHandle) => Promise<void> = (h) => h.sync(),
): WalSync {
  const walPath = `${databasePath}-wal`;
  let committed = 0;
  let synced = 0;
  let running: Promise<void> | undefined;
  let handle: FileHandle | undefined;
  let checkedAt = 0;
  let failure: unknown;
  const waiters: { seq: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  async function walHandle(): Promise<FileHandle> {
    if (handle) {
      // The WAL is deleted only when the last connection closes; if it ever was, sync the new one.
      // Checked once a second, not before every fsync (an fstat each time cost ~3 % of the loop).
      const now = Date.now();
      if (now - checkedAt < 1000) return handle;
      checkedAt = now;
      if ((await handle.stat()).nlink > 0) return handle;
      await handle.close();
      handle = undefined;
    }
    const opened = await open(walPath, constants.O_RDONLY);
    // A new WAL file's directory entry must be durable too (SQLite syncs it with FULL).
    const dir = await open(dirname(walPath), constants.O_RDONLY);
    try {
      await fsync(dir);
    } finally {
      await dir.close();
    }
    handle = opened;
    return opened;
  }

  function settle() {
    for (let i = waiters.length - 1; i >= 0; i--) {
      const waiter = waiters[i]!;
      if (failure !== undefined) waiter.reject(failure);
      else if (waiter.seq <= synced) waiter.resolve();
      else continue;
      waiters.splice(i, 1);
    }
  }

  function start() {
    if (running || waiters.length === 0 || failure !== undefined) return;
    let upTo = 0;
    running = walHandle()
      .then((h) => {
        // Every commit recorded by now has written its frames: this fsync covers them.
        upTo = committed;
        return fsync(h);
      })
      .then(
        () => {
          synced = Math.max(synced, upTo);
        },
        (error: unknown) => {
          // Like PostgreSQL after a failed fsync, nothing more is acknowledged: the pages that
          // failed to write may be gone from the cache (the process must be restarted).
          failure = new StorageUnavailableError("could not flush the database's write-ahead log to disk", {
            cause: error,
          });
        },
      )
      .finally(() => {
        running = undefined;
        settle();
        start();
      });
  }

  return {
    committed: () => ++committed,
    latest: () => committed,
    durable(seq) {
      if (failure !== undefined) return Promise.reject(failure);
      if (seq <= synced) return undefined;
      const promise = new Promise<void>((resolve, reject) => waiters.push({ seq, resolve, reject }));
      start();
      return promise;
    },
    async close() {
      while (running) await running;
      await handle?.close();
      handle = undefined;
    },
  };
}
