import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { readCorpus } from "./corpus.ts";
import { freePort } from "./free-port.ts";
import { waitForHealth } from "./wait-for-health.ts";

/**
 * Which b-trees an ordinary `deidentify`'s SQLite commits write, counted in WAL frames (each frame
 * is two `pwrite`s on the event loop at COMMIT, and a page the checkpoint copies later): a count
 * that the machine's load does not move. A server of this checkout (or `BENCH_CHECKOUT`) on SQLite
 * takes `BENCH_WARMUP` single notes, then `BENCH_NOTES` more while the WAL is read every 50 ms
 * (`walPoller`); the server is then killed (SIGKILL, so its WAL stays as written) and each frame's
 * page is attributed to its table or index (`dbstat`, on a copy).
 * `BENCH_IDS`: `generated` (the service draws the ids), `random` or `ordered` (the caller supplies
 * `doc_` + 24 random characters, or the time in ms and a counter in base 36 then random characters).
 *
 *   node bench/wal-frames.ts        (CORPUS_DIR, BENCH_WARMUP=3000, BENCH_NOTES=600, BENCH_IDS)
 */
const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
const CHECKOUT = resolve(process.env.BENCH_CHECKOUT ?? new URL("..", import.meta.url).pathname);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3000);
const NOTES = Number(process.env.BENCH_NOTES ?? 600);
const IDS = process.env.BENCH_IDS ?? "generated";
const KEY = "bench-key-0123456789abcdef";
if (!["generated", "random", "ordered"].includes(IDS)) throw new Error(`unknown BENCH_IDS ${IDS}`);
if (!existsSync(CORPUS)) {
  console.log(`wal-frames: corpus not found at ${CORPUS}; skipped`);
  process.exit(0);
}
const notes = readCorpus(CORPUS).notes.map((n) => n.text);
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const randomChars = (n: number) => [...randomBytes(n)].map((b) => ALPHABET[b % 36]).join("");
let counter = 0;
const documentId = (): string | undefined =>
  IDS === "generated"
    ? undefined
    : IDS === "random"
      ? `doc_${randomChars(24)}`
      : `doc_${Date.now().toString(36).padStart(9, "0")}${(counter++ % 36 ** 3).toString(36).padStart(3, "0")}${randomChars(12)}`;

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "deid-wal-frames-"));
const copyDir = mkdtempSync(join(tmpdir(), "deid-wal-copy-"));
const server: ChildProcess = spawn(process.execPath, [join(CHECKOUT, "src/main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    DEID_DATA_DIR: dataDir,
    DEID_API_KEY: KEY,
    DEID_LOG_LEVEL: "warn",
    DEID_MAX_QUEUE: "100000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const url = `http://127.0.0.1:${port}`;
let next = 0;
const load = (amount: number) =>
  autocannon({
    url: `${url}/api/v1/deidentify`,
    connections: 16,
    amount,
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    requests: [
      {
        path: "/api/v1/deidentify",
        setupRequest: (r) => ({
          ...r,
          body: JSON.stringify({ text: notes[next++ % notes.length], document_id: documentId() }),
        }),
      },
    ],
  });

/**
 * The frames of the live WAL since the last poll: a poll reads the header's salt and every frame
 * after the last one seen; a new salt means SQLite restarted the WAL, and its frames count from the
 * start (the frames written between the previous poll and the restart are missed: a sample).
 */
function walPoller(walPath: string) {
  let salt = "";
  let seen = 0;
  const frames: { page: number; commit: boolean }[] = [];
  return {
    frames,
    poll() {
      if (!existsSync(walPath)) return;
      const fd = openSync(walPath, "r");
      try {
        const size = fstatSync(fd).size;
        const header = Buffer.alloc(32);
        if (size < 32 || readSync(fd, header, 0, 32, 0) < 32) return;
        const pageSize = header.readUInt32BE(8);
        const headerSalt = `${header.readUInt32BE(16)}:${header.readUInt32BE(20)}`;
        if (headerSalt !== salt) {
          salt = headerSalt;
          seen = 0;
        }
        // Only the frames' 24-byte headers are read (page number, commit mark, salt).
        const frame = Buffer.alloc(24);
        for (let at = 32 + seen * (24 + pageSize); at + 24 + pageSize <= size; at += 24 + pageSize) {
          readSync(fd, frame, 0, 24, at);
          if (`${frame.readUInt32BE(8)}:${frame.readUInt32BE(12)}` !== salt) break;
          frames.push({ page: frame.readUInt32BE(0), commit: frame.readUInt32BE(4) !== 0 });
          seen++;
        }
      } finally {
        closeSync(fd);
      }
    },
  };
}

try {
  await waitForHealth(url, 1200);
  await load(WARMUP);
  const name = readdirSync(dataDir).find((f) => existsSync(join(dataDir, `${f}-wal`)));
  if (!name) throw new Error("no WAL found");
  const poller = walPoller(join(dataDir, `${name}-wal`));
  poller.poll();
  poller.frames.length = 0; // the warm-up's frames are not counted
  const polling = setInterval(() => poller.poll(), 50);
  const result = await load(NOTES);
  clearInterval(polling);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx + result.errors} requests failed`);
  await new Promise((r) => setTimeout(r, 300)); // the last integration
  poller.poll();
  server.kill("SIGKILL"); // the WAL stays as written
  await new Promise((r) => server.once("exit", r));
  // A copy opens with its WAL, so each page is attributed to the tree it belongs to now.
  copyFileSync(join(dataDir, name), join(copyDir, "db"));
  copyFileSync(join(dataDir, `${name}-wal`), join(copyDir, "db-wal"));
  const db = new DatabaseSync(join(copyDir, "db"));
  const owner = new Map<number, string>();
  for (const row of db.prepare("SELECT name, pageno, pagetype FROM dbstat").all() as {
    name: string;
    pageno: number;
    pagetype: string;
  }[])
    owner.set(row.pageno, `${row.name} (${row.pagetype})`);
  db.close();
  const { frames } = poller;
  const byTree = new Map<string, number>();
  for (const { page } of frames) {
    const tree = owner.get(page) ?? "free or other";
    byTree.set(tree, (byTree.get(tree) ?? 0) + 1);
  }
  const commits = frames.filter((f) => f.commit).length;
  console.log(
    `wal-frames: ids ${IDS}, ${NOTES} notes after ${WARMUP}; ${frames.length} frames seen in ${commits} commits (${(frames.length / Math.max(1, commits)).toFixed(1)} a commit; ${(frames.length / NOTES).toFixed(2)} a note, a lower bound: frames overwritten between two polls are missed)`,
  );
  for (const [tree, count] of [...byTree].sort((a, b) => b[1] - a[1]))
    console.log(
      `${String(count).padStart(7)} ${((100 * count) / frames.length).toFixed(1).padStart(5)} %  ${tree}`,
    );
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGKILL");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(copyDir, { recursive: true, force: true });
}
