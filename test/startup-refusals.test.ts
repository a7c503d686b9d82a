import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { establishMasterKey } from "../src/crypto/establish-master-key.ts";
import { describeStorage } from "../src/storage/describe-storage.ts";
import { openDatabase, type StorageConfig } from "../src/storage/open-database.ts";
import { createTestStorage, testDialects } from "../src/storage/test-storage.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const KEY_A = Buffer.alloc(32, 1).toString("base64");
const KEY_B = Buffer.alloc(32, 2).toString("base64");
const dir = mkdtempSync(join(tmpdir(), "deid-startup-"));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node src/main.ts` with only the given environment; kills it after `ms`. */
function runMain(env: Record<string, string>, ms = 30_000): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["src/main.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DEID_WORKERS: "1", PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running after ${ms} ms; stderr: ${stderr}`));
    }, ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Exit code 2 and exactly one stderr line, matching `pattern`: no stack trace. */
function assertRefused(run: Exit, pattern: RegExp): void {
  assert.equal(run.code, 2, run.stderr);
  const lines = run.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0]!, /^clinical-deid: configuration error: /);
  assert.match(lines[0]!, pattern);
  assert.doesNotMatch(run.stderr, /\n\s+at |unexpected error/);
}

/** A SQLite data directory that holds a database and its key file, as after a first start. */
async function usedDataDir(name: string): Promise<string> {
  const dataDir = join(dir, name);
  const storage: StorageConfig = { databaseUrl: undefined, dataDir };
  const db = await openDatabase(storage);
  try {
    await establishMasterKey(db, {
      configured: undefined,
      previous: [],
      dataDir,
      location: describeStorage(storage),
    });
  } finally {
    await db.close();
  }
  return dataDir;
}

describe("start-up refuses, in one line with exit code 2", () => {
  test("a deleted master.key over existing data, and creates no new one", async () => {
    const dataDir = await usedDataDir("deleted-key");
    rmSync(join(dataDir, "master.key"));
    const run = await runMain({ DEID_DATA_DIR: dataDir });
    assertRefused(
      run,
      /DEID_MASTER_KEY is not set and .*master\.key is missing, but .*deid\.sqlite holds data: restore .* or set DEID_MASTER_KEY/,
    );
    assert.equal(existsSync(join(dataDir, "master.key")), false);
  });

  test("an empty, short or corrupt key file", async () => {
    const dataDir = await usedDataDir("bad-key");
    const keyFile = join(dataDir, "master.key");
    for (const content of ["", Buffer.alloc(16, 3).toString("base64"), "%%% not a key %%%\n"]) {
      rmSync(keyFile);
      writeFileSync(keyFile, content, { mode: 0o600 });
      const run = await runMain({ DEID_DATA_DIR: dataDir });
      assertRefused(
        run,
        /master\.key does not hold a base64 32-byte master key .*: restore it from your backup, or set DEID_MASTER_KEY/,
      );
    }
  });

  test("a key file other users can read", async () => {
    const dataDir = await usedDataDir("open-key");
    chmodSync(join(dataDir, "master.key"), 0o644);
    const run = await runMain({ DEID_DATA_DIR: dataDir });
    assertRefused(run, /master\.key is open to other users \(mode 0644\): run "chmod 600 .*master\.key"/);
  });

  test("a DEID_MASTER_KEY that is not the data's key", async () => {
    const dataDir = await usedDataDir("wrong-key");
    const run = await runMain({ DEID_DATA_DIR: dataDir, DEID_MASTER_KEY: KEY_B });
    assertRefused(
      run,
      /DEID_MASTER_KEY is not the master key of .*deid\.sqlite: set DEID_MASTER_KEY to the key its data was written with/,
    );
  });

  test("a DEID_DATA_DIR that is a file, or under one", async () => {
    const file = join(dir, "not-a-dir");
    writeFileSync(file, "x");
    for (const dataDir of [file, join(file, "data")]) {
      const run = await runMain({ DEID_DATA_DIR: dataDir });
      assertRefused(
        run,
        /DEID_DATA_DIR \(.*not-a-dir.*\) is not a directory: point DEID_DATA_DIR at a directory/,
      );
    }
  });

  test("a DEID_DATA_DIR this user cannot write", {
    skip: process.getuid?.() === 0 && "root writes anywhere",
  }, async () => {
    const dataDir = join(dir, "read-only");
    mkdirSync(dataDir, { mode: 0o500 });
    const run = await runMain({ DEID_DATA_DIR: dataDir });
    assertRefused(run, /DEID_DATA_DIR \(.*read-only\) is not writable by this user/);
  });

  test("an unreachable PostgreSQL, without echoing the password", async () => {
    const run = await runMain({
      DATABASE_URL: "postgres://deid:s3cret-pw@127.0.0.1:1/deid",
      DEID_MASTER_KEY: KEY_A,
    });
    assertRefused(
      run,
      /DATABASE_URL \(postgres:\/\/deid@127\.0\.0\.1:1\/deid\): PostgreSQL is unreachable \(ECONNREFUSED\): start PostgreSQL/,
    );
    assert.doesNotMatch(run.stderr, /s3cret/);
  });

  test("a port already in use", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = await runMain({ DEID_DATA_DIR: join(dir, "port-in-use"), PORT: String(port) });
      assertRefused(
        run,
        new RegExp(
          `PORT ${port} on 127\\.0\\.0\\.1 is already in use: stop the other process, or set PORT to a free port`,
        ),
      );
    } finally {
      blocker.close();
    }
  });

  test("a second replica on one PostgreSQL with another key, or with none", {
    skip: !testDialects().includes("postgres") && "needs TEST_DATABASE_URL",
  }, async () => {
    const storage = await createTestStorage("postgres");
    const { url, schema } = storage.postgres!;
    const databaseUrl = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const db = await openDatabase(storage.config);
    try {
      // The first replica started with key A and recorded it.
      await establishMasterKey(db, {
        configured: Buffer.from(KEY_A, "base64"),
        previous: [],
        dataDir: storage.config.dataDir,
        location: describeStorage(storage.config),
      });
      const other = await runMain({ DATABASE_URL: databaseUrl, DEID_MASTER_KEY: KEY_B });
      assertRefused(
        other,
        /DEID_MASTER_KEY is not the master key of postgres:\/\/.*: set DEID_MASTER_KEY to the key its data was written with \(replicas sharing a database need the same key/,
      );
      const keyless = join(dir, "replica-without-key");
      const none = await runMain({ DATABASE_URL: databaseUrl, DEID_DATA_DIR: keyless });
      assertRefused(
        none,
        /DEID_MASTER_KEY is not set and .*master\.key is missing, but postgres:\/\/.* holds data/,
      );
      assert.equal(existsSync(join(keyless, "master.key")), false);
    } finally {
      await db.close();
      await storage.drop();
    }
  });
});

describe("a first plain start", () => {
  test("creates owner-only files, says to back up the key and how to get an API key", async () => {
    const dataDir = join(dir, "first-start");
    const child = spawn(process.execPath, ["src/main.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DEID_WORKERS: "1", PORT: "0", DEID_DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes("no API key yet")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
        setTimeout(() => reject(new Error(`no API key hint: ${out}`)), 20_000).unref();
      });
      assert.match(out, /created a new master key file: back it up/);
      assert.match(
        out,
        /no API key yet: create one with \\"clinical-deid keys create --scopes deidentify,inspect,reidentify\\" \(\.\/bin\/clinical-deid\.js in a clone\) with DEID_DATA_DIR=.*first-start/,
      );
      for (const file of ["master.key", "deid.sqlite"])
        assert.equal(statSync(join(dataDir, file)).mode & 0o777, 0o600, file);
      assert.equal(statSync(dataDir).mode & 0o777, 0o700);
      const key = readFileSync(join(dataDir, "master.key"), "utf8").trim();
      assert.ok(!out.includes(key), "the key is never logged");
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });
});
