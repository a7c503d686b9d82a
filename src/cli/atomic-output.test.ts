import assert from "node:assert/strict";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { openAtomicOutput } from "./atomic-output.ts";

describe("atomic output", async () => {
  const dir = await mkdtemp(join(tmpdir(), "deid-atomic-"));
  after(() => rm(dir, { recursive: true, force: true }));

  it("shows the file under its name only once it is committed", async () => {
    const out = await openAtomicOutput(join(dir, "a", "out.jsonl"));
    out.stream.write("one\n");
    assert.deepEqual(
      (await readdir(join(dir, "a"))).filter((f) => f === "out.jsonl"),
      [],
    );
    await out.commit();
    assert.equal(await readFile(join(dir, "a", "out.jsonl"), "utf8"), "one\n");
    assert.deepEqual(await readdir(join(dir, "a")), ["out.jsonl"]);
  });

  it("leaves nothing behind when aborted", async () => {
    const out = await openAtomicOutput(join(dir, "b.jsonl"));
    out.stream.write("partial\n");
    await out.abort();
    await out.abort();
    assert.deepEqual(
      (await readdir(dir)).filter((f) => f.startsWith("b") || f.startsWith(".b")),
      [],
    );
  });
});
