import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { migrate } from "../src/storage/migrate.ts";
import { MIGRATIONS } from "../src/storage/migrations/index.ts";
import { openSqliteDatabase } from "../src/storage/sqlite-database.ts";
import { lookupSql } from "../src/vault/token-vault.ts";

/**
 * The token vault's lookup of a document's values in its subject's rows (`token-vault.ts`,
 * `surrogate-vault.ts`: every de-identification with a subject runs it), by (prefix, lookup) on the
 * primary key against the way before (`lookup IN (…)` without the prefix, which SQLite ran on the
 * (tenant, scope) part of an index and so read every one of the subject's table rows), paired: two
 * read-only connections on one SQLite file, the same random subjects, alternating blocks, CPU
 * time. A lookup asks for LOOKUP_HITS (default 12) of the subject's stored values and
 * LOOKUP_MISSES (default 8) new ones, as a note does. GROWN_DATA_DIR reads a grown soak storage
 * (`SOAK_DATA_DIR` of `npm run bench -- soak`); otherwise COLD_SUBJECTS (default 2,000) subjects
 * of 50 values are written in a temporary directory, round-robin over the subjects as documents
 * would write them (LOOKUP_LAYOUT=clustered: each subject's rows together).
 *
 *   GROWN_DATA_DIR=/path npm run bench -- vault-lookup
 */
const grown = process.env.GROWN_DATA_DIR;
const dataDir = grown ?? mkdtempSync(join(tmpdir(), "deid-lookup-"));
const HITS = Number(process.env.LOOKUP_HITS ?? 12);
const MISSES = Number(process.env.LOOKUP_MISSES ?? 8);
try {
  if (!grown) {
    // Subjects' rows as a running service writes them: a document at a time, so one subject's rows
    // lie far apart in the file (LOOKUP_LAYOUT=clustered: each subject's written together, as the
    // soak's seed does).
    const db = openSqliteDatabase(join(dataDir, "deid.sqlite"));
    await migrate(db, MIGRATIONS);
    await db.close();
    const raw = new DatabaseSync(join(dataDir, "deid.sqlite"));
    const insert = raw.prepare(
      `INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at)
       VALUES ('bench', ?, ?, ?, ?, ?, 'k', ?, ?)`,
    );
    const SUBJECTS = Number(process.env.COLD_SUBJECTS ?? 2000);
    const VALUES = 50;
    const clustered = process.env.LOOKUP_LAYOUT === "clustered";
    const prefixes = ["NAM", "DAT", "DAT", "PHN", "ID", "LOC"];
    const row = (s: number, v: number) =>
      insert.run(
        `sub:${s}`,
        prefixes[v % prefixes.length]!,
        randomBytes(32).toString("hex"),
        `T${s}_${v}`,
        randomBytes(60),
        `d${s}_${v}`,
        new Date(1_700_000_000_000 + (clustered ? s * VALUES + v : v * SUBJECTS + s)).toISOString(),
      );
    raw.exec("BEGIN");
    for (let a = 0; a < (clustered ? SUBJECTS : VALUES); a++)
      for (let b = 0; b < (clustered ? VALUES : SUBJECTS); b++) clustered ? row(a, b) : row(b, a);
    raw.exec(
      "INSERT INTO subject_memory (tenant, scope, rows_covered, snapshot, key_id, updated_at) SELECT DISTINCT tenant, scope, 0, x'00', 'k', '' FROM vault_tokens",
    );
    raw.exec("COMMIT");
    raw.close();
  }
  const path = join(dataDir, "deid.sqlite");
  const before = new DatabaseSync(path, { readOnly: true });
  const after = new DatabaseSync(path, { readOnly: true });
  const subjects = before.prepare("SELECT tenant, scope FROM subject_memory").all() as {
    tenant: string;
    scope: string;
  }[];
  const rowsOf = before.prepare("SELECT prefix, lookup FROM vault_tokens WHERE tenant = ? AND scope = ?");
  const cpu = () => {
    const used = process.cpuUsage();
    return used.user + used.system;
  };
  let seed = 4242;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  type Ask = { tenant: string; scope: string; pairs: { prefix: string; lookup: string }[] };
  const ask = (): Ask => {
    const { tenant, scope } = subjects[Math.floor(next() * subjects.length)]!;
    const stored = rowsOf.all(tenant, scope) as { prefix: string; lookup: string }[];
    const pairs = Array.from({ length: HITS }, () => stored[Math.floor(next() * stored.length)]!);
    for (let i = 0; i < MISSES; i++)
      pairs.push({ prefix: ["NAM", "DAT", "PHN", "ID"][i % 4]!, lookup: randomBytes(32).toString("hex") });
    return { tenant, scope, pairs };
  };
  const oldSql = (n: number) =>
    `SELECT prefix, lookup, token FROM vault_tokens WHERE tenant = ? AND scope = ? AND lookup IN (${Array(n).fill("?").join(", ")})`;
  const statements = new Map<string, StatementSync>();
  const prepared = (db: DatabaseSync, sql: string) => {
    const key = `${db === before ? "b" : "a"}${sql}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(key, statement);
    }
    return statement;
  };
  const ways: [string, (a: Ask) => unknown][] = [
    [
      "before",
      (a) => prepared(before, oldSql(a.pairs.length)).all(a.tenant, a.scope, ...a.pairs.map((p) => p.lookup)),
    ],
    [
      "pk",
      (a) =>
        prepared(after, lookupSql("prefix, lookup, token", a.pairs.length)).all(
          a.tenant,
          a.scope,
          ...a.pairs.flatMap((p) => [p.prefix, p.lookup]),
        ),
    ],
  ];
  for (const [name, db] of [
    ["before", before],
    ["pk", after],
  ] as const) {
    const sql = name === "before" ? oldSql(3) : lookupSql("prefix, lookup, token", 3);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array(name === "before" ? 5 : 8).fill("x"));
    console.log(`${name} plan: ${plan.map((r) => (r as { detail: string }).detail).join("; ")}`);
  }
  const BLOCK = 50;
  const BLOCKS = Number(process.env.READ_BLOCKS ?? 100);
  const totals = { before: 0, pk: 0 };
  let found = 0;
  for (let block = 0; block < BLOCKS; block++) {
    const chosen = Array.from({ length: BLOCK }, ask);
    for (const [way, run] of block % 2 ? ways : [...ways].reverse()) {
      const started = cpu();
      for (const a of chosen) found += (run(a) as unknown[]).length;
      // The first blocks warm the caches and the JIT.
      if (block >= 4) totals[way as keyof typeof totals] += cpu() - started;
    }
  }
  const n = (BLOCKS - 4) * BLOCK;
  console.log(
    `lookup of ${HITS} stored + ${MISSES} new values: before ${(totals.before / n).toFixed(1)} µs, by (prefix, lookup) ${(totals.pk / n).toFixed(1)} µs of CPU = ${(totals.before / totals.pk).toFixed(2)}× (${subjects.length} subjects, ${n} lookups each, ${found} rows found)`,
  );
  before.close();
  after.close();
} finally {
  if (!grown) rmSync(dataDir, { recursive: true, force: true });
}
