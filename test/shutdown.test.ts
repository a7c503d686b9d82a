import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { serverUrl } from "./server-url.ts";

const KEY = "shutdown-test-key-0123456789";

test("SIGTERM drains in-flight requests and closes the database cleanly", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "deid-shutdown-"));
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      DEID_DATA_DIR: dataDir,
      DEID_API_KEY: KEY,
      DEID_WORKERS: "1",
      // No start-up warm-up: this test is about shutdown, and its start must fit its timeout.
      DEID_WARM_UP_MS: "0",
      DEID_MAX_TEXT_BYTES: String(4 * 1024 * 1024),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const url = await serverUrl(child, 20_000);
    const line = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142. BP 120/80. ";
    const text = line.repeat(Math.ceil((2 * 1024 * 1024) / line.length));
    const inFlight = fetch(`${url}/api/v1/deidentify`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    // SIGTERM once the server has the request (its "incoming request" line): a signal that came
    // before the server had read the request's head would close a connection that is idle to it,
    // which is right, and is no drain (on a loaded machine a fixed wait came too early).
    await new Promise<void>((resolve, reject) => {
      let seen = "";
      const onData = (chunk: Buffer): void => {
        seen = (seen + chunk.toString()).slice(-4096);
        if (seen.includes('"route":"/api/v1/deidentify"') && seen.includes("incoming request")) {
          child.stdout!.off("data", onData);
          resolve();
        }
      };
      child.stdout!.on("data", onData);
      setTimeout(() => reject(new Error("the server never logged the request")), 20_000).unref();
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const response = await inFlight;
    assert.equal(response.status, 200);
    // The drained response ends its keep-alive socket, so the process need not wait for it to time out.
    assert.equal(response.headers.get("connection"), "close");
    const body = (await response.json()) as { text: string };
    assert.ok(body.text.length > 1_000_000);
    assert.equal(body.text.includes("Moreno"), false);
    assert.equal(await exited, 0);
    // A cleanly closed SQLite database leaves no write-ahead log behind.
    const wal = join(dataDir, "deid.sqlite-wal");
    assert.ok(!existsSync(wal) || statSync(wal).size === 0, "WAL left behind: database not closed cleanly");
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
