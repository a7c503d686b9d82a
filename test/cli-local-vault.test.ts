import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";

/**
 * Local CLI runs and the vault, run as a user would, from a folder of their own: `inspect` never
 * creates one, and `deidentify` says which vault it writes to and creates one only in a data folder
 * the user named or with --init.
 */
const BIN = join(import.meta.dirname, "..", "bin", "clinical-deid.js");
const NOTE = "Pt John Smith seen on 3/4/2020.";

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), "deid-local-vault-"));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

function clinicalDeid(args: readonly string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const { DEID_DATA_DIR: _d, DATABASE_URL: _u, DEID_MASTER_KEY: _k, DEID_API_KEY: _a, ...env } = process.env;
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...env, DEID_WORKERS: "1", ...extraEnv },
    input: NOTE,
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test("inspect in a folder with no vault finds PHI and creates nothing", async () => {
  const cwd = await mkdtemp(join(dir, "inspect-"));
  const run = clinicalDeid(["inspect"], cwd);
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout).phi_types, { DATE: 1, PATIENT_NAME: 1 });
  assert.equal(existsSync(join(cwd, "data")), false, "no ./data");
  assert.equal(existsSync(join(cwd, ":memory:")), false);
});

test("deidentify with no vault and no data folder named refuses, creating nothing", async () => {
  const cwd = await mkdtemp(join(dir, "refuse-"));
  const run = clinicalDeid(["deidentify"], cwd);
  assert.equal(run.code, 2, run.stderr);
  assert.match(
    run.stderr,
    /^clinical-deid deidentify: no database at .*DEID_DATA_DIR or DATABASE_URL.*--init/,
  );
  assert.equal(run.stdout, "");
  assert.equal(existsSync(join(cwd, "data")), false, "no ./data");
});

test("deidentify --init creates ./data and names the vault and the new key on stderr", async () => {
  const cwd = await mkdtemp(join(dir, "init-"));
  const run = clinicalDeid(["deidentify", "--init"], cwd);
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    run.stdout,
    /^Pt \[NAM_[0-9a-f]{12}\](?: \[NAM_[0-9a-f]{12}\])* seen on \[DAT_[0-9a-f]{12}\]\./,
  );
  assert.match(run.stderr, new RegExp(`vault ${join(cwd, "data", "deid.sqlite")}\\n`));
  assert.match(run.stderr, /created a new master key in .*master\.key/);
  // The second run writes to the vault that now exists, without --init, and says so.
  const again = clinicalDeid(["deidentify"], cwd);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stderr, /^clinical-deid deidentify: vault .*deid\.sqlite\n$/);
});

test("deidentify creates a vault in a DEID_DATA_DIR the user named", async () => {
  const cwd = await mkdtemp(join(dir, "named-"));
  const named = join(cwd, "vault");
  const run = clinicalDeid(["deidentify"], cwd, { DEID_DATA_DIR: named });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, new RegExp(`vault ${join(named, "deid.sqlite")}\\n`));
  assert.ok(existsSync(join(named, "deid.sqlite")));
  assert.equal(existsSync(join(cwd, "data")), false);
});

test("--init is refused with --url", async () => {
  const run = clinicalDeid(["deidentify", "--init", "--url", "http://127.0.0.1:9"], dir);
  assert.equal(run.code, 2);
  assert.match(run.stderr, /--init is for local runs/);
});
