import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { ConfigError } from "../config/config.ts";
import { createMasterKeyFile, masterKeyPath, readMasterKeyFile } from "./master-key.ts";

const dir = mkdtempSync(join(tmpdir(), "deid-master-key-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const oneLine = (pattern: RegExp) => (error: unknown) =>
  error instanceof ConfigError && !error.message.includes("\n") && pattern.test(error.message);

test("creates the key file owner-only, and never overwrites one", () => {
  const data = join(dir, "created", "data");
  const made = createMasterKeyFile(data);
  assert.equal(made.created, true);
  assert.equal(statSync(masterKeyPath(data)).mode & 0o777, 0o600);
  assert.equal(statSync(data).mode & 0o777, 0o700);
  assert.deepEqual(readMasterKeyFile(masterKeyPath(data)), made.key);
  const again = createMasterKeyFile(data);
  assert.equal(again.created, false);
  assert.deepEqual(again.key, made.key);
});

test("no file is no key", () => {
  assert.equal(readMasterKeyFile(join(dir, "none", "master.key")), undefined);
});

test("an empty, short or corrupt key file is one line naming the file and the fix", () => {
  const path = join(dir, "bad.key");
  for (const content of ["", "\n", Buffer.alloc(16).toString("base64"), "not base64 at all!", "AAAA"]) {
    writeFileSync(path, content, { mode: 0o600 });
    assert.throws(
      () => readMasterKeyFile(path),
      oneLine(
        /bad\.key does not hold a base64 32-byte master key .*restore it from your backup, or set DEID_MASTER_KEY/,
      ),
      JSON.stringify(content),
    );
    rmSync(path);
  }
});

test("a key file other users can read or write is refused with the chmod that fixes it", () => {
  const path = join(dir, "open.key");
  writeFileSync(path, `${Buffer.alloc(32, 7).toString("base64")}\n`, { mode: 0o600 });
  for (const mode of [0o644, 0o640, 0o604, 0o620]) {
    chmodSync(path, mode);
    assert.throws(
      () => readMasterKeyFile(path),
      oneLine(
        new RegExp(
          `open\\.key is open to other users \\(mode 0${mode.toString(8)}\\): run "chmod 600 .*open\\.key"`,
        ),
      ),
    );
  }
  chmodSync(path, 0o600);
  assert.deepEqual(readMasterKeyFile(path), new Uint8Array(32).fill(7));
  chmodSync(path, 0o400);
  assert.deepEqual(readMasterKeyFile(path), new Uint8Array(32).fill(7));
});

test("a data directory that is a file is named as DEID_DATA_DIR", () => {
  const file = join(dir, "plain-file");
  writeFileSync(file, "x");
  assert.throws(
    () => createMasterKeyFile(file),
    oneLine(/^DEID_DATA_DIR \(.*plain-file\) is not a directory/),
  );
});
