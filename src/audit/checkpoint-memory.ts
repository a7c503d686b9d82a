import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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
  /** Records a newly signed checkpoint; a smaller one than remembered is ignored. */
  remember(checkpoint: RememberedCheckpoint): void;
}

export class CheckpointMemoryError extends Error {
  override readonly name = "CheckpointMemoryError";
}

/** A JSON file written by rename, so a crash leaves the old or the new content, never half of it. */
export function fileCheckpointMemory(path: string): CheckpointMemory {
  const read = (): RememberedCheckpoint | undefined => {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    try {
      const value = JSON.parse(text) as { size?: unknown; root?: unknown };
      const root = typeof value.root === "string" ? Buffer.from(value.root, "base64") : undefined;
      if (
        typeof value.size !== "number" ||
        !Number.isSafeInteger(value.size) ||
        value.size < 0 ||
        root?.length !== 32
      ) {
        throw new Error("bad shape");
      }
      return { size: value.size, root: new Uint8Array(root) };
    } catch {
      throw new CheckpointMemoryError(
        `the remembered audit checkpoint ${path} is unreadable; restore it, or delete it to accept the database's log as it is`,
      );
    }
  };
  return {
    read,
    remember(checkpoint) {
      const current = read();
      if (current && current.size >= checkpoint.size) return;
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(
        temporary,
        `${JSON.stringify({ size: checkpoint.size, root: Buffer.from(checkpoint.root).toString("base64") })}\n`,
        { mode: 0o600 },
      );
      renameSync(temporary, path);
    },
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
