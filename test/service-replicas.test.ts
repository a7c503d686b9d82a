import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { test } from "node:test";
import { assertOneConsistentLog } from "../src/audit/test-log-consistency.ts";
import { openDatabase } from "../src/storage/open-database.ts";
import { createTestStorage, testDialects } from "../src/storage/test-storage.ts";
import { serverUrl } from "./server-url.ts";

const KEY = "replica-test-key-0123456789";
const ORIGIN = "clinical-deid.test/replicas";
const MASTER = Buffer.alloc(32, 5).toString("base64");
const PER_REPLICA = 40;

async function startReplica(
  databaseUrl: string,
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      DATABASE_URL: databaseUrl,
      DEID_DATA_DIR: dataDir,
      DEID_API_KEY: KEY,
      DEID_MASTER_KEY: MASTER,
      DEID_LOG_ORIGIN: ORIGIN,
      DEID_WORKERS: "1",
      // No start-up warm-up (test/server-warm-up.test.ts covers it): starts must fit the timeout.
      DEID_WARM_UP_MS: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await serverUrl(child, 30_000);
  return { url, child };
}

async function call(base: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test("two service replicas on one PostgreSQL share tokens and build one consistent log", {
  skip: !testDialects().includes("postgres") && "needs TEST_DATABASE_URL",
}, async () => {
  const storage = await createTestStorage("postgres");
  const { url, schema } = storage.postgres!;
  const databaseUrl = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  // Migrate once, as a deployment does before starting replicas.
  const db = await openDatabase({
    databaseUrl: url,
    dataDir: storage.config.dataDir,
    postgresSchema: schema,
  });
  const starting = [
    startReplica(databaseUrl, storage.config.dataDir),
    startReplica(databaseUrl, storage.config.dataDir),
  ];
  const replicas = await Promise.all(starting).catch(async (error: unknown) => {
    // The replica that did start is stopped too, or its open pipe keeps this test process alive.
    for (const started of await Promise.allSettled(starting))
      if (started.status === "fulfilled") started.value.child.kill("SIGKILL");
    throw error;
  });
  try {
    const [a, b] = replicas.map((r) => r.url) as [string, string];
    const work = [a, b].flatMap((base, r) =>
      Array.from({ length: PER_REPLICA }, (_, i) =>
        call(base, "POST", "/api/v1/deidentify", {
          text: `Dr. Alice Moreno saw the patient on 7/${(i % 28) + 1}/2019. Note ${r}-${i}.`,
          subject_id: `subject-${i % 5}`,
          document_id: `rep-${r}-${i}`,
        }),
      ),
    );
    const results = await Promise.all(work);
    assert.deepEqual(new Set(results.map((x) => x.status)), new Set([200]));

    // The same subject's name gets one token, whichever replica saw it first.
    const token = (text: unknown) => /\[NAM_[0-9a-f]{12}\]/.exec(String(text))?.[0];
    for (let i = 0; i < 5; i++) {
      const tokens = new Set(
        results.filter((x) => String(x.body.document_id).endsWith(`-${i}`)).map((x) => token(x.body.text)),
      );
      assert.equal(tokens.size, 1, `subject-${i} got tokens ${[...tokens].join(", ")}`);
    }

    // A replica verifies and re-identifies documents the other one wrote.
    const verify = await call(b, "GET", "/api/v1/receipts/rep-0-3/verify");
    assert.equal(verify.body.valid, true, JSON.stringify(verify.body));
    const doc = results[7]!.body;
    const back = await call(a, "POST", "/api/v1/reidentify", {
      text: doc.text as string,
      document_id: "rep-0-7",
    });
    assert.match(String(back.body.text), /Alice Moreno/);
  } finally {
    await Promise.all(
      replicas.map(
        ({ child }) =>
          new Promise((resolve) => {
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
  }
  try {
    // Both replicas drained their pending entries into one log on shutdown.
    assert.equal(await assertOneConsistentLog(db, ORIGIN), 2 * PER_REPLICA + 1);
    assert.equal((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending"))?.n, 0);
  } finally {
    await db.close();
    await storage.drop();
  }
});
