import assert from "node:assert/strict";
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { openDatabase } from "../src/storage/open-database.ts";
import { serverUrl } from "./server-url.ts";

const KEY = "kill-test-key-0123456789abcdef";

function start(dataDir: string): { child: ChildProcessWithoutNullStreams; url: Promise<string> } {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      DEID_DATA_DIR: dataDir,
      DEID_API_KEY: KEY,
      DEID_WORKERS: "1",
      DEID_WARM_UP_MS: "0",
    },
  });
  return { child, url: serverUrl(child, 30_000) };
}

// The WAL is flushed off the event loop (decision 0011): a document the service answered for
// must be in the database after the process is killed mid-load, whatever else was in flight.
test("SQLite: every acknowledged document survives a SIGKILL mid-load", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "deid-kill-"));
  const { child, url: started } = start(dataDir);
  const acknowledged: string[] = [];
  try {
    const url = await started;
    let stop = false;
    let n = 0;
    const client = async () => {
      while (!stop) {
        const id = `doc-${n++}`;
        const response = await fetch(`${url}/api/v1/deidentify`, {
          method: "POST",
          headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
          body: JSON.stringify({
            text: `Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142 (${id}).`,
            document_id: id,
          }),
        }).catch(() => undefined);
        if (response?.status === 200) acknowledged.push(id);
        else stop = true;
      }
    };
    const clients = Array.from({ length: 8 }, client);
    // Kill once some documents are in, while the others are in flight.
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    stop = true;
    await Promise.all(clients);
    await exited;

    const db = await openDatabase({ databaseUrl: undefined, dataDir, create: false });
    try {
      const rows = await db.all<{ document_id: string }>("SELECT document_id FROM documents");
      const stored = new Set(rows.map((r) => r.document_id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged documents lost`);
    } finally {
      await db.close();
    }
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
