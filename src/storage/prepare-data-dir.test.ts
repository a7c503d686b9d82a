import assert from "node:assert/strict";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { dataDirError, prepareDataDir } from "./prepare-data-dir.ts";

const dir = mkdtempSync(join(tmpdir(), "deid-data-dir-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("creates a missing data directory owner-only and accepts an existing one", () => {
  const data = join(dir, "a", "data");
  prepareDataDir(data);
  assert.equal(statSync(data).mode & 0o777, 0o700);
  prepareDataDir(data);
});

test("names DEID_DATA_DIR and the fix, in one line, for each way it can be unusable", () => {
  const file = join(dir, "file");
  writeFileSync(file, "x");
  assert.throws(() => prepareDataDir(file), /^ConfigError: DEID_DATA_DIR \(.*file\) is not a directory/);
  // Root writes anywhere, so the permission cases are checked on the errors the system gives.
  for (const code of ["EACCES", "EPERM", "EROFS"])
    assert.match(
      dataDirError("/srv/deid", { code }).message,
      /^DEID_DATA_DIR \(\/srv\/deid\) is not writable by this user: give the service's user a directory it owns, or point DEID_DATA_DIR elsewhere$/,
    );
  assert.match(
    dataDirError("/srv/deid", { code: "ENOSPC" }).message,
    /^DEID_DATA_DIR .* cannot be used \(ENOSPC\)/,
  );
});
