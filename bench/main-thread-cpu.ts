import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { readCorpus } from "./corpus.ts";
import { freePort } from "./free-port.ts";
import { waitForHealth } from "./wait-for-health.ts";

/**
 * The service's main-thread CPU time per `POST /api/v1/deidentify`, this checkout against another,
 * paired: both servers run at once and take turns (A B B A …), each round a fixed number of
 * single-note requests at concurrency 16 after a JIT warm-up; the figure is the main thread's own
 * CPU time (/proc, `thread-cpu-probe.ts`) over the requests, so it measures the event loop's bound
 * even while the shared machine is loaded. With `--profile DIR`, one more round per server writes a
 * CPU profile of the main thread and prints its self time by area. Then, per server in turn, 1 MB
 * notes one after another (`BENCH_BIG` per turn, 3; `BENCH_BIG_TURNS`, 2): the longest main-thread stall in CPU
 * time (`thread-cpu-probe.ts`), which a loaded machine does not inflate as it does loop delays.
 * With `BENCH_SYSCALLS=1`, each round also counts system calls (`perf stat -e raw_syscalls:sys_enter`)
 * of the main thread and of the whole server per request: a count the machine's load does not inflate.
 *
 *   node bench/main-thread-cpu.ts <other checkout> [rounds=4] [requests=4000] [--profile DIR]
 *   (CORPUS_DIR, BENCH_WARMUP=6000, BENCH_CONNECTIONS=16, BENCH_BIG=3, BENCH_BIG_TURNS=2,
 *    BENCH_IDS and BENCH_OTHER_IDS: generated | random | ordered document ids, see `documentId`)
 */
const args = process.argv.slice(2);
const profileAt = args.indexOf("--profile");
const profileDir = profileAt >= 0 ? resolve(args[profileAt + 1]!) : undefined;
const positional = args.filter((_, i) => profileAt < 0 || (i !== profileAt && i !== profileAt + 1));
const OTHER = positional[0] ? resolve(positional[0]) : undefined;
const ROUNDS = Number(positional[1] ?? 4);
const REQUESTS = Number(positional[2] ?? 4000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 6000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
const KEY = "bench-key-0123456789abcdef";
const HERE = resolve(new URL("..", import.meta.url).pathname);

if (!OTHER) {
  console.error("usage: node bench/main-thread-cpu.ts <other checkout> [rounds] [requests] [--profile DIR]");
  process.exit(2);
}
if (!existsSync(CORPUS)) {
  console.log(`main-thread-cpu: corpus not found at ${CORPUS}; skipped`);
  process.exit(0);
}
const notes = readCorpus(CORPUS).notes.map((n) => n.text);
const BIG = Number(process.env.BENCH_BIG ?? 3);
const BIG_TURNS = Number(process.env.BENCH_BIG_TURNS ?? 2);
let bigNote = "";
for (let i = 0; bigNote.length < 1_000_000; i++) bigNote += `${notes[i % notes.length]}\n\n`;
bigNote = bigNote.slice(0, 1_000_000);

interface Server {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  readonly dataDir: string;
}

async function start(name: string, checkout: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "deid-cpu-"));
  const child = spawn(
    process.execPath,
    ["--import", new URL("./thread-cpu-probe.ts", import.meta.url).pathname, join(checkout, "src/main.ts")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DEID_DATA_DIR: dataDir,
        DEID_API_KEY: KEY,
        DEID_LOG_LEVEL: "warn",
        DEID_MAX_QUEUE: "100000",
        DEID_MAX_TEXT_BYTES: "2000000",
      },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, 600, `${name}: server`);
  } catch (error) {
    child.kill("SIGKILL"); // a failed start leaves no server running
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { name, url, child, dataDir };
}

function ask<T>(server: Server, message: object): Promise<T> {
  return new Promise((done) => {
    server.child.once("message", (m) => done(m as T));
    server.child.send(message);
  });
}

/**
 * Who names the documents: `generated` (the default: no `document_id`, the service draws one), or the
 * caller with `random` ids (`doc_` + 24 random characters, like the service's) or `ordered` ones
 * (`doc_` + the time in ms and a counter in base 36, then random characters), for measuring what
 * time-ordered ids would save: each document then appends to the right edge of the documents key
 * index and of `audit_entries_document` instead of dirtying a random leaf of each.
 * `BENCH_IDS` for this checkout's server, `BENCH_OTHER_IDS` for the other (both `generated` unless set).
 */
type IdMode = "generated" | "random" | "ordered";
const idMode = (name: string): IdMode => {
  const mode = (name === "this" ? process.env.BENCH_IDS : process.env.BENCH_OTHER_IDS) ?? "generated";
  if (mode !== "generated" && mode !== "random" && mode !== "ordered")
    throw new Error(`unknown id mode ${mode}`);
  return mode;
};
let idCounter = 0;
const randomChars = (n: number) => {
  let out = "";
  for (const byte of randomBytes(n)) out += ALPHABET[byte % 36];
  return out;
};
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
function documentId(mode: IdMode): string | undefined {
  if (mode === "generated") return undefined;
  if (mode === "random") return `doc_${randomChars(24)}`;
  const counter = (idCounter++ % 36 ** 3).toString(36).padStart(3, "0");
  return `doc_${Date.now().toString(36).padStart(9, "0")}${counter}${randomChars(12)}`;
}

let next = 0;
const load = (server: Server, amount: number, mode = idMode(server.name)) =>
  autocannon({
    url: `${server.url}/api/v1/deidentify`,
    connections: CONNECTIONS,
    amount,
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    requests: [
      {
        path: "/api/v1/deidentify",
        setupRequest: (r) => ({
          ...r,
          body: JSON.stringify({ text: notes[next++ % notes.length], document_id: documentId(mode) }),
        }),
      },
    ],
  });

const SYSCALLS = process.env.BENCH_SYSCALLS === "1";

/** Counts system calls of a thread (`-t`) or a process (`-p`) until stopped; resolves the count. */
function countSyscalls(flag: "-t" | "-p", pid: number): { stop(): Promise<number> } {
  const out = join(tmpdir(), `deid-syscalls-${pid}${flag}-${Date.now()}.csv`);
  const perf = spawn(
    "perf",
    ["stat", "-x", ",", "-o", out, "-e", "raw_syscalls:sys_enter", flag, String(pid)],
    {
      stdio: "ignore",
    },
  );
  return {
    async stop() {
      perf.kill("SIGINT");
      await new Promise((r) => perf.once("exit", r));
      const line = readFileSync(out, "utf8")
        .split("\n")
        .find((l) => l.includes("raw_syscalls:sys_enter"));
      rmSync(out, { force: true });
      return Number(line?.split(",")[0] ?? Number.NaN);
    },
  };
}

async function round(server: Server, profile?: string) {
  await ask(server, { cmd: "start", profile });
  const pid = server.child.pid!;
  const counters = SYSCALLS ? [countSyscalls("-t", pid), countSyscalls("-p", pid)] : [];
  if (SYSCALLS) await new Promise((r) => setTimeout(r, 300)); // perf attaches
  const driver0 = process.cpuUsage();
  const result = await load(server, REQUESTS);
  const driver = process.cpuUsage(driver0);
  const [mainCalls, processCalls] = await Promise.all(counters.map((c) => c.stop()));
  const { cpuMs, processMs, busyMs } = await ask<{ cpuMs: number; processMs: number; busyMs: number }>(
    server,
    { cmd: "stop", profile },
  );
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) throw new Error(`${server.name}: ${errors} failed requests`);
  const n = result.requests.total;
  return {
    cpu: cpuMs / n,
    busy: busyMs / n,
    // The server process (main thread, workers, compiler and GC) and this load generator's own CPU.
    process: processMs / n,
    driver: (driver.user + driver.system) / 1000 / n,
    mainSyscalls: (mainCalls ?? Number.NaN) / n,
    processSyscalls: (processCalls ?? Number.NaN) / n,
  };
}

/** The longest main-thread stall (CPU ms) while `BIG` 1 MB notes are de-identified one by one. */
async function bigStall(server: Server): Promise<number> {
  await ask(server, { cmd: "start" });
  for (let i = 0; i < BIG; i++) {
    const response = await fetch(`${server.url}/api/v1/deidentify`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ text: bigNote }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${server.name}: a 1 MB note answered ${response.status}`);
  }
  return (await ask<{ maxStallMs: number }>(server, { cmd: "stop" })).maxStallMs;
}

/**
 * Self time of a profile's samples by area of the code: a sample counts for the nearest frame (from
 * the leaf up) that has a URL, so a native call (a statement's `run`, an HMAC's `update`,
 * `JSON.parse`) counts for the module that made it.
 */
function byArea(file: string): [string, number][] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: { id: number; callFrame: { url: string; functionName: string }; children?: number[] }[];
    samples: number[];
    timeDeltas: number[];
  };
  const areas: [string, RegExp][] = [
    ["sqlite (src/storage, node:sqlite)", /src\/storage\/|node:sqlite/],
    ["audit log (src/audit)", /src\/audit\//],
    [
      "crypto (node:crypto, src/crypto, src/vault)",
      /node:internal\/crypto|node:crypto|src\/crypto\/|src\/vault\//,
    ],
    ["worker pool (piscina, messaging)", /piscina|node:internal\/worker|src\/workers\//],
    [
      "fastify, http, json",
      /fastify|find-my-way|avvio|light-my-request|node:_http|node:http|node:net|node:internal\/http|node:internal\/streams|node:stream|pino|ajv|fast-json|secure-json|src\/http\//,
    ],
    ["service, policy, pseudonymise (src/)", /\/src\//],
    ["node internals (timers, promises, …)", /^node:/],
  ];
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const areaOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = areaOf.get(id);
    if (known !== undefined) return known;
    const { url, functionName } = byId.get(id)!.callFrame;
    let area: string;
    if (functionName === "(idle)") area = "idle";
    else if (functionName === "(garbage collector)") area = "garbage collection";
    else if (functionName === "(program)") area = "(program: VM, native)";
    else if (url === "") {
      const up = parent.get(id);
      area = up === undefined || byId.get(up)!.callFrame.functionName === "(root)" ? "native" : classify(up);
    } else area = areas.find(([, re]) => re.test(url))?.[0] ?? "other modules";
    areaOf.set(id, area);
    return area;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const area = classify(id);
    totals.set(area, (totals.get(area) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const servers = [await start("this", HERE), await start("other", OTHER)];
try {
  for (const server of servers) {
    await load(server, WARMUP);
  }
  const results = new Map<string, Awaited<ReturnType<typeof round>>[]>(servers.map((s) => [s.name, []]));
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) results.get(server.name)!.push(await round(server));
  }
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  console.log(
    `main-thread CPU per request, ${ROUNDS} rounds × ${REQUESTS} requests, ${CONNECTIONS} connections`,
  );
  for (const server of servers) {
    const rs = results.get(server.name)!;
    console.log(
      `${server.name.padEnd(6)} ${server.name === "this" ? HERE : OTHER}: cpu ${rs.map((r) => r.cpu.toFixed(3)).join(" ")} ms (mean ${mean(rs.map((r) => r.cpu)).toFixed(3)}), loop busy ${mean(rs.map((r) => r.busy)).toFixed(3)} ms`,
    );
    console.log(
      `       whole server process ${rs.map((r) => r.process.toFixed(3)).join(" ")} ms CPU per request (mean ${mean(rs.map((r) => r.process)).toFixed(3)}), load generator ${mean(rs.map((r) => r.driver)).toFixed(3)} ms`,
    );
    if (SYSCALLS)
      console.log(
        `       system calls per request: main thread ${rs.map((r) => r.mainSyscalls.toFixed(2)).join(" ")} (mean ${mean(rs.map((r) => r.mainSyscalls)).toFixed(2)}), whole process ${mean(rs.map((r) => r.processSyscalls)).toFixed(2)}`,
      );
  }
  if (ROUNDS > 0) {
    const ratios = results.get("this")!.map((r, i) => r.cpu / results.get("other")![i]!.cpu);
    console.log(
      `ratio this/other per round: ${ratios.map((r) => r.toFixed(3)).join(" ")} (mean ${mean(ratios).toFixed(3)})`,
    );
    const whole = results.get("this")!.map((r, i) => r.process / results.get("other")![i]!.process);
    console.log(
      `whole process, this/other per round: ${whole.map((r) => r.toFixed(3)).join(" ")} (mean ${mean(whole).toFixed(3)})`,
    );
  }
  if (BIG > 0) {
    const stalls = new Map<string, number[]>(servers.map((s) => [s.name, []]));
    for (let i = 0; i < BIG_TURNS; i++) {
      const order = i % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) stalls.get(server.name)!.push(await bigStall(server));
    }
    for (const server of servers)
      console.log(
        `${server.name.padEnd(6)} longest main-thread stall (CPU) over ${BIG} × 1 MB notes, per turn: ${stalls
          .get(server.name)!
          .map((ms) => ms.toFixed(1))
          .join(" ")} ms`,
      );
  }
  if (profileDir) {
    for (const server of servers) {
      const file = join(profileDir, `${server.name}.cpuprofile`);
      const r = await round(server, file);
      const areas = byArea(file);
      const busy = areas.filter(([name]) => name !== "idle").reduce((a, [, ms]) => a + ms, 0);
      console.log(`\n${server.name}: profile ${file} (cpu ${r.cpu.toFixed(3)} ms/request while profiled)`);
      for (const [name, ms] of areas) {
        if (name === "idle") continue;
        console.log(
          `  ${name.padEnd(44)} ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${((ms / REQUESTS) * 1000).toFixed(0).padStart(5)} µs/request`,
        );
      }
    }
  }
} finally {
  for (const server of servers) {
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
