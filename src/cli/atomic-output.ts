import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { finished } from "node:stream/promises";

/**
 * A file written under a temporary name beside its target and renamed into place only by
 * `commit()`, so an interrupted or failed run never leaves a file that looks complete.
 */
export interface AtomicOutput {
  readonly path: string;
  readonly stream: WriteStream;
  /** Flushes, closes and renames the temporary file to `path`. */
  commit(): Promise<void>;
  /** Closes and deletes the temporary file; safe to call more than once or after commit. */
  abort(): Promise<void>;
}

export async function openAtomicOutput(path: string): Promise<AtomicOutput> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.partial`,
  );
  const stream = createWriteStream(temporary, { flags: "wx", flush: true });
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", reject);
  });
  let state: "open" | "committed" | "aborted" = "open";
  return {
    path,
    stream,
    async commit() {
      if (state !== "open") throw new Error("output already closed");
      state = "committed";
      stream.end();
      await finished(stream);
      await rename(temporary, path);
    },
    async abort() {
      if (state !== "open") return;
      state = "aborted";
      stream.destroy();
      await unlink(temporary).catch(() => {});
    },
  };
}
