import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { after, describe, test } from "node:test";
import { buildApp } from "../src/app.ts";
import { main } from "../src/cli/main.ts";
import { loadConfig } from "../src/config/config.ts";
import type { RawEnv } from "../src/config/env.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { createTestStorage, testDialects } from "../src/storage/test-storage.ts";

const dir = mkdtempSync(join(tmpdir(), "deid-cli-keys-"));
after(() => rmSync(dir, { recursive: true, force: true }));

async function cli(argv: string[], env: RawEnv) {
  const out: Record<"stdout" | "stderr", Buffer[]> = { stdout: [], stderr: [] };
  const sink = (name: "stdout" | "stderr") =>
    new Writable({
      write(chunk, _encoding, done) {
        out[name].push(Buffer.from(chunk));
        done();
      },
    });
  const code = await main(argv, {
    stdin: new PassThrough().end(),
    stdout: sink("stdout"),
    stderr: sink("stderr"),
    env: { DEID_WORKERS: "1", ...env },
    signal: new AbortController().signal,
  });
  const text = (name: "stdout" | "stderr") => Buffer.concat(out[name]).toString("utf8");
  return { code, stdout: text("stdout"), stderr: text("stderr") };
}

/** The service on the same storage accepts `key` for de-identification. */
async function serverAccepts(env: RawEnv, key: string): Promise<boolean> {
  const ctx = await createContext(loadConfig(env, { workers: 1, logLevel: "silent" }), {
    logger: createLogger("silent"),
  });
  const app = await buildApp(ctx);
  try {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/deidentify",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      payload: JSON.stringify({ text: "Seen by Dr. Alice Brown on 3/4/2021." }),
    });
    return res.statusCode === 200;
  } finally {
    await app.close();
    await ctx.close();
  }
}

describe("keys and the database they go into", () => {
  test("keys create refuses to create a database without --init, and creates nothing", async () => {
    const dataDir = join(dir, "never-made");
    for (const argv of [
      ["keys", "create"],
      ["keys", "list"],
    ]) {
      const run = await cli(argv, { DEID_DATA_DIR: dataDir });
      assert.equal(run.code, 2, run.stderr);
      assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
      assert.match(
        run.stderr,
        new RegExp(
          `^clinical-deid keys: no database at ${resolve(dataDir, "deid.sqlite")}: run this where the server runs, with its DEID_DATA_DIR or DATABASE_URL`,
        ),
      );
      assert.equal(run.stdout, "");
    }
    assert.match(
      (await cli(["keys", "create"], { DEID_DATA_DIR: dataDir })).stderr,
      /or add --init to create a new one/,
    );
    assert.equal(existsSync(dataDir), false);
  });

  test("run from another directory as the bin, it creates no ./data", async () => {
    const elsewhere = join(dir, "elsewhere");
    mkdirSync(elsewhere);
    const bin = join(import.meta.dirname, "..", "bin", "clinical-deid.js");
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done, fail) => {
      const child = spawn(process.execPath, [bin, "keys", "create"], {
        cwd: elsewhere,
        env: { PATH: process.env.PATH ?? "" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let err = "";
      child.stderr.on("data", (chunk: Buffer) => {
        err += chunk.toString();
      });
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        fail(new Error("keys create did not finish"));
      }, 20_000);
      child.once("exit", (exit) => {
        clearTimeout(timer);
        done({ code: exit, stderr: err });
      });
    });
    assert.equal(code, 2, stderr);
    assert.match(stderr, /no database at .*elsewhere\/data\/deid\.sqlite: .*add --init/);
    assert.deepEqual(readdirSync(elsewhere), []);
  });

  test("docs/cli.md: keys create --init makes the database and key file the server then uses", async () => {
    const env = { DEID_DATA_DIR: join(dir, "fresh") };
    // clinical-deid keys create --init --scopes deidentify,inspect
    const made = await cli(["keys", "create", "--init", "--scopes", "deidentify,inspect"], env);
    assert.equal(made.code, 0, made.stderr);
    assert.match(
      made.stderr,
      new RegExp(`created a new master key in ${resolve(env.DEID_DATA_DIR, "master.key")}`),
    );
    assert.match(
      made.stderr,
      new RegExp(
        `created key [0-9a-f]{16} for tenant default \\(deidentify, inspect\\) in ${resolve(env.DEID_DATA_DIR, "deid.sqlite")}`,
      ),
    );
    // KEY=$(clinical-deid keys create --tenant acme --scopes deidentify,reidentify --name etl)
    const etl = await cli(
      ["keys", "create", "--tenant", "acme", "--scopes", "deidentify,reidentify", "--name", "etl"],
      env,
    );
    assert.equal(etl.code, 0, etl.stderr);
    assert.doesNotMatch(etl.stderr, /master key/);
    // README: KEY=$(./bin/clinical-deid.js keys create --tenant research --scopes deidentify,reidentify)
    const research = await cli(
      ["keys", "create", "--tenant", "research", "--scopes", "deidentify,reidentify"],
      env,
    );
    assert.equal(research.code, 0, research.stderr);
    assert.equal(await serverAccepts(env, made.stdout.trim()), true);
    assert.equal(await serverAccepts(env, etl.stdout.trim()), true);
    // clinical-deid keys list [--tenant acme] [--json]
    const list = await cli(["keys", "list", "--tenant", "acme", "--json"], env);
    assert.equal(JSON.parse(list.stdout).length, 1);
  });

  test("a key command with the wrong master key is refused in one line", async () => {
    const env = { DEID_DATA_DIR: join(dir, "wrong-key") };
    assert.equal((await cli(["keys", "create", "--init"], env)).code, 0);
    const run = await cli(["keys", "create"], {
      ...env,
      DEID_MASTER_KEY: Buffer.alloc(32, 9).toString("base64"),
    });
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /^clinical-deid keys: configuration error: DEID_MASTER_KEY is not the master key of .*deid\.sqlite: /,
    );
    assert.equal(run.stdout, "");
  });

  for (const dialect of testDialects().filter((d) => d === "postgres")) {
    test(`keys create --init on an empty ${dialect} schema, and not without it`, async () => {
      const storage = await createTestStorage(dialect);
      const { url, schema } = storage.postgres!;
      const env = {
        DATABASE_URL: `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        DEID_MASTER_KEY: Buffer.alloc(32, 4).toString("base64"),
        // The remembered audit checkpoint lives in the data dir: a shared ./data would remember the
        // previous run's log and refuse this fresh schema as rolled back.
        DEID_DATA_DIR: join(dir, `pg-${schema}`),
      };
      try {
        const refused = await cli(["keys", "create"], env);
        assert.equal(refused.code, 2, refused.stderr);
        assert.match(refused.stderr, /no database at postgres:\/\/.*add --init/);
        const made = await cli(["keys", "create", "--init"], env);
        assert.equal(made.code, 0, made.stderr);
        assert.match(made.stderr, /created key .* in postgres:\/\/postgres@/);
        assert.equal((await cli(["keys", "create"], env)).code, 0);
        assert.equal(await serverAccepts(env, made.stdout.trim()), true);
      } finally {
        await storage.drop();
      }
    });
  }
});
