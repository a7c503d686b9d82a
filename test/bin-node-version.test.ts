import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";

/**
 * The bin checks the Node version before anything else: installed as a dependency (no src/ beside
 * it) on a Node older than 24 it says so in one line and exits 2, instead of failing on syntax or a
 * missing node:sqlite. Run with the machine's system Node when that is older than 24 (Debian 12's
 * is 20); skipped where no older Node is installed.
 */
const BIN = join(import.meta.dirname, "..", "bin", "clinical-deid.js");
const OLD_NODE = ["/usr/bin/node", "/usr/local/bin/node"].find((path) => {
  if (!existsSync(path)) return false;
  const major = Number(
    spawnSync(path, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout,
  );
  return major > 0 && major < 24;
});

const dir = mkdtempSync(join(tmpdir(), "deid-bin-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("an installed bin on Node older than 24 names the version it needs and exits 2", {
  skip: OLD_NODE ? false : "no Node older than 24 on this machine",
}, () => {
  // The installed layout: bin/ without src/ (and without the clone's pinned Node).
  mkdirSync(join(dir, "bin"));
  copyFileSync(BIN, join(dir, "bin", "clinical-deid.js"));
  copyFileSync(join(import.meta.dirname, "..", "package.json"), join(dir, "package.json"));
  const run = spawnSync(OLD_NODE!, [join(dir, "bin", "clinical-deid.js"), "--help"], { encoding: "utf8" });
  assert.equal(run.status, 2, run.stderr);
  assert.equal(run.stdout, "");
  assert.match(
    run.stderr,
    /^clinical-deid: needs Node 24 or later, and this is Node v\d+\.\d+\.\d+; install Node 24 LTS/,
  );
  assert.equal(run.stderr.trim().split("\n").length, 1);
});
