import { randomBytes } from "node:crypto";
import { getHeapSnapshot } from "node:v8";
import { createSubjectMemory } from "../src/service/subject-memory.ts";
import type { SqlExecutor } from "../src/storage/database.ts";
import { createCipher } from "../src/vault/cipher.ts";
import type { SubjectRows } from "../src/vault/subject-memory-rows.ts";
import { createSubjectMemorySnapshots, openSnapshot } from "../src/vault/subject-memory-snapshots.ts";
import { generateCorpus } from "./generator/generate-corpus.ts";
import { subjectHistory } from "./growth-seed.ts";

/**
 * What a cached subject costs to hold and to load, without a database (so the machine's load and
 * the statement do not blur it): HEAP_SUBJECTS (default 2,000) subjects of the growth seed's
 * histories (50 values: names, dates, phones, IDs, places). Reports, per cached subject, the
 * heap it retains and the heap objects it adds (the collector marks each in every full
 * collection), the CPU of one full collection with the cache full, the CPU of a cold load from a
 * stored snapshot (decryption, parse, matcher), and `find` over the soak's notes. Needs
 * `--expose-gc`:
 *
 *   node --expose-gc bench/subject-memory-heap.bench.ts
 */
const gc = (globalThis as { gc?: (options?: { type: "major"; execution: "sync" }) => void }).gc;
if (!gc) {
  console.log("subject-memory-heap: run with node --expose-gc; skipped");
  process.exit(0);
}
const SUBJECTS = Number(process.env.HEAP_SUBJECTS ?? 2000);
const VALUES = 50;
const cipher = createCipher(new Map([["k1", randomBytes(32)]]), "k1");
const cpu = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};
const full = () => gc({ type: "major", execution: "sync" });

/** Vault rows as the service holds them: a token a row, the value decrypted. */
const rowsOf = (s: number) =>
  subjectHistory(s, VALUES).map(({ prefix, surface }, i) => ({
    token: `${prefix}_${randomBytes(12).toString("base64url")}`,
    prefix,
    value: surface,
    createdAt: `2026-01-01T00:00:00.${String(i).padStart(3, "0")}Z`,
  }));
const scopes = Array.from({ length: SUBJECTS }, (_, s) => `sub:s-${s}`);
const history = new Map(scopes.map((scope, s) => [scope, rowsOf(s)]));

// Every subject's snapshot, written as the service writes one (captured from its statement).
const blobs = new Map<string, Uint8Array>();
const capture = {
  dialect: "postgres",
  async run(_sql: string, params: unknown[]) {
    blobs.set(params[1] as string, params[3] as Uint8Array);
    return { changes: 1 };
  },
} as unknown as SqlExecutor;
const fromRows: SubjectRows = {
  async since(_db, _tenant, scope, since) {
    const all = history.get(scope) ?? [];
    return { count: all.length, rows: all.filter((r) => r.createdAt > since) };
  },
  async cold(_db, _tenant, scope) {
    const all = history.get(scope) ?? [];
    return { count: all.length, rows: all };
  },
};
const writer = createSubjectMemory({
  rows: fromRows,
  snapshots: createSubjectMemorySnapshots(cipher),
  maxValues: 1e9,
  matcher: {},
});
for (const scope of scopes) await writer.matcherFor(capture, "t", scope);
await writer.settled();

/** A cold read from the stored snapshot, as `subject-memory-rows.ts` gives it (nothing since). */
const fromSnapshots: SubjectRows = {
  since: fromRows.since,
  async cold(_db, tenant, scope) {
    const snapshot = openSnapshot(cipher, tenant, scope, blobs.get(scope)!, "k1");
    if (!snapshot) throw new Error("a snapshot did not open");
    // An older snapshot listed its rows' tokens, and its reader held them as a set.
    const tokens = (snapshot as { tokens?: string[] }).tokens;
    return { count: VALUES, snapshot, rows: [], ...(tokens ? { held: new Set(tokens) } : {}) } as Awaited<
      ReturnType<SubjectRows["cold"]>
    >;
  },
};
const db = {} as SqlExecutor;

/** Heap objects now (a heap snapshot's node count, read from its header only). */
async function heapObjects(): Promise<number> {
  const stream = getHeapSnapshot();
  let head = "";
  for await (const chunk of stream) {
    head += chunk;
    const m = /"node_count":(\d+)/.exec(head);
    if (m) {
      stream.destroy();
      return Number(m[1]);
    }
  }
  throw new Error("no node count");
}

full();
const gcEmpty = (() => {
  const started = cpu();
  for (let i = 0; i < 5; i++) full();
  return (cpu() - started) / 5;
})();
const objectsBefore = await heapObjects();
full();
const heapBefore = process.memoryUsage().heapUsed;
const cache = createSubjectMemory({ rows: fromSnapshots, maxValues: 1e9, matcher: {} });
const matchers = [];
for (const scope of scopes) matchers.push(await cache.matcherFor(db, "t", scope));
full();
const heapAfter = process.memoryUsage().heapUsed;
const objectsAfter = await heapObjects();
const gcFull = (() => {
  const started = cpu();
  for (let i = 0; i < 5; i++) full();
  return (cpu() - started) / 5;
})();

// Cold loads: a cache of one value, so every use opens the snapshot and builds the matcher.
const cold = createSubjectMemory({ rows: fromSnapshots, maxValues: 1, matcher: {} });
for (const scope of scopes.slice(0, 200)) await cold.matcherFor(db, "t", scope);
let started = cpu();
for (const scope of scopes) await cold.matcherFor(db, "t", scope);
const coldUs = (cpu() - started) / SUBJECTS;

const notes = generateCorpus({ seed: 7, size: 200 }).notes.map((n) => n.text);
let found = 0;
for (let i = 0; i < 2000; i++) found += matchers[i % matchers.length]!.find(notes[i % notes.length]!).length;
started = cpu();
found = 0;
const FINDS = 20_000;
for (let i = 0; i < FINDS; i++) found += matchers[i % matchers.length]!.find(notes[i % notes.length]!).length;
const findUs = (cpu() - started) / FINDS;

console.log(
  `${SUBJECTS} cached subjects of ${VALUES} values: ${((heapAfter - heapBefore) / SUBJECTS).toFixed(0)} bytes and ${((objectsAfter - objectsBefore) / SUBJECTS).toFixed(1)} heap objects a subject; a full collection ${(gcFull / 1000).toFixed(1)} ms of CPU with them (${(gcEmpty / 1000).toFixed(1)} ms without); a cold load from a snapshot ${coldUs.toFixed(1)} µs of CPU; find on a note ${findUs.toFixed(1)} µs (${(found / FINDS).toFixed(2)} spans a note)`,
);
