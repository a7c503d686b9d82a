import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** The size and root hash of the largest checkpoint this service signed. */
export interface RememberedCheckpoint {
  readonly size: number;
  readonly root: Uint8Array;
}

/**
 * Memory of the last checkpoint this service signed, kept OUTSIDE the database. An attacker who
 * rolls the database back (deletes the log's tail and its checkpoints) could otherwise make the
 * service sign a fork of its own log; with this memory the service refuses to sign a tree that is
 * shorter than, or not an extension of, what it signed before (`integrate-batch.ts`).
 */
export interface CheckpointMemory {
  read(): RememberedCheckpoint | undefined;
  /**
   * Records a newly signed checkpoint; a smaller one than remembered is ignored. Resolves once it
   * is recorded (a file's memory writes off the event loop).
   */
  remember(checkpoint: RememberedCheckpoint): Promise<void> | void;
}

export class CheckpointMemoryError extends Error {
  override readonly name = "CheckpointMemoryError";
}

/**
 * A JSON file written by rename, so a crash leaves the old or the new content, never half of it.
 * One file may serve several logs (replicas or tools sharing a data directory with different
 * databases): each log's checkpoint is kept under its own `logId` (where its database is, and its
 * origin), so one log's memory never judges another's.
 */
export function fileCheckpointMemory(path: string, logId: string, legacyLogId?: string): CheckpointMemory {
  const unreadable = () =>
    new CheckpointMemoryError(
      `the remembered audit checkpoint ${path} is unreadable; restore it, or delete it to accept the database's log as it is`,
    );
  type Logs = Record<string, { size: number; root: string }>;
  const parse = (text: string | undefined): Logs => {
    if (text === undefined) return {};
    try {
      const value = JSON.parse(text) as { logs?: unknown };
      if (typeof value.logs !== "object" || value.logs === null || Array.isArray(value.logs))
        throw new Error();
      return value.logs as Logs;
    } catch {
      throw unreadable();
    }
  };
  const missing = (error: unknown): undefined => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  };
  const entryOf = (all: Logs): RememberedCheckpoint | undefined => {
    // Remembered before the log had an identity: under where its database was (read once; the
    // next checkpoint is remembered under the identity).
    const entry = all[logId] ?? (legacyLogId === undefined ? undefined : all[legacyLogId]);
    if (entry === undefined) return undefined;
    const root = typeof entry.root === "string" ? Buffer.from(entry.root, "base64") : undefined;
    if (
      typeof entry.size !== "number" ||
      !Number.isSafeInteger(entry.size) ||
      entry.size < 0 ||
      root?.length !== 32
    ) {
      throw unreadable();
    }
    return { size: entry.size, root: new Uint8Array(root) };
  };
  // The write of each remembered checkpoint runs on libuv's thread pool (a synchronous rename held
  // the event loop for up to 20 ms on a loaded disk), one after another. While one is under way,
  // `read` answers with what it writes: the file will hold it in a moment, and integration must
  // never judge the next tree against an older memory than this process has already signed.
  let writing: Promise<void> = Promise.resolve();
  let inFlight: RememberedCheckpoint | undefined;
  const read = (): RememberedCheckpoint | undefined => {
    let text: string | undefined;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      text = missing(error);
    }
    const stored = entryOf(parse(text));
    return inFlight && (!stored || inFlight.size > stored.size) ? inFlight : stored;
  };
  const write = async (checkpoint: RememberedCheckpoint): Promise<void> => {
    // One read of the file: the other logs' entries are kept, and a larger one of ours wins.
    const all = parse(await readFile(path, "utf8").catch(missing));
    const current = entryOf(all);
    if (current && current.size >= checkpoint.size) return;
    const logs = {
      ...all,
      [logId]: { size: checkpoint.size, root: Buffer.from(checkpoint.root).toString("base64") },
    };
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // Named per write: two memories of one process on one file (two contexts) never share it.
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    await writeFile(temporary, `${JSON.stringify({ logs }, null, 1)}\n`, { mode: 0o600 });
    await rename(temporary, path);
  };
  return {
    read,
    remember(checkpoint) {
      if (!inFlight || checkpoint.size > inFlight.size) inFlight = checkpoint;
      const done = writing.then(() => write(checkpoint));
      // A failed write fails its caller (as the synchronous one did), never the next one.
      writing = done.then(
        () => undefined,
        () => undefined,
      );
      return done.finally(() => {
        if (inFlight === checkpoint) inFlight = undefined;
      });
    },
  };
}

/**
 * The id a log is remembered under: a digest of its identity (log-identity.ts, stored with the
 * log) and its origin. Before logs had identities it was where the database is, which changed with
 * how the location was spelled; that id is still read once (`legacyLogId`).
 */
export function checkpointLogId(identityOrLocation: string, origin: string): string {
  return createHash("sha256").update(`${identityOrLocation}\n${origin}`).digest("hex").slice(0, 32);
}

/** A memory that cannot be used: every read fails with why (the log's identity does not verify). */
export function unusableCheckpointMemory(reason: string): CheckpointMemory {
  return {
    read() {
      throw new CheckpointMemoryError(reason);
    },
    remember() {},
  };
}

/** A memory that lives as long as the process (tests, and the benchmark-only disabled log). */
export function processCheckpointMemory(): CheckpointMemory {
  let remembered: RememberedCheckpoint | undefined;
  return {
    read: () => remembered,
    remember(checkpoint) {
      if (!remembered || checkpoint.size > remembered.size) remembered = checkpoint;
    },
  };
}
