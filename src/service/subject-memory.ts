import type { PhiType } from "../detection/phi-type.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "../known-values/known-values.ts";
import { calendarKey, parseCalendarDate } from "../policy/calendar-date.ts";
import type { Database, SqlExecutor } from "../storage/database.ts";
import { type TokenPrefix, tokenPrefixOfRow } from "../tokens/token.ts";
import type { SubjectRow, SubjectRows } from "../vault/subject-memory-rows.ts";
import type { SubjectMemorySnapshots } from "../vault/subject-memory-snapshots.ts";

/**
 * Subject memory: the values the vault holds for a subject (tenant + `sub:` scope) are looked for
 * in the subject's later documents. One matcher per subject (never one over all subjects), cached
 * in an LRU over subjects bounded by the number of values it holds in total. Every use reads, in
 * one statement, the subject's vault row count and the rows created after the newest one the
 * cached matcher holds (this replica or another added values): those are added; when the count
 * still disagrees (a row of the same millisecond, or committed late with an older time) the
 * matcher is rebuilt from all rows. A subject not in the cache is read, again in one statement,
 * as its encrypted snapshot (one decryption and one parse of a few strings however long its
 * history: the matcher's flat tables as built, adopted as they are) plus the vault rows written
 * since; the snapshot is rewritten once it lags by 8 rows or a quarter of the subject's. So a
 * request costs one round trip for its subject's memory, cached or not, and touches only that
 * subject's rows. A cached subject is a dozen heap objects (its matcher's tables are strings and
 * typed arrays; rows are counted, not listed), so the cache's thousands of subjects cost the
 * collector little to mark. The memory never leaves its (tenant, scope) key, so it never crosses
 * subjects or tenants.
 */

/** The type a remembered value is looked for as, by token prefix. Ages are not remembered. */
const TYPE_OF_PREFIX: Readonly<Partial<Record<TokenPrefix, PhiType>>> = {
  NAM: "NAME",
  DAT: "DATE",
  PHN: "PHONE",
  FAX: "FAX",
  EML: "EMAIL",
  ID: "ID",
  URL: "URL",
  IP: "IP_ADDRESS",
  LOC: "LOCATION",
  ORG: "ORGANIZATION",
};

/**
 * The value as remembered, or undefined. Dates are remembered only when they name a whole calendar
 * day: "5/10" or "July" found once (rightly or not) would otherwise be found in every later note,
 * where they are often settings. A date is held as its calendar key ("2019-07-22"): dates match
 * as calendar days, so it finds what its written form found, and a cold load parses it about
 * three times faster than "7/22/2019" (dates were most of a cold subject's matcher build).
 */
function rememberedValue(prefix: string, value: string): string | undefined {
  if (prefix !== "DAT") return value;
  const date = parseCalendarDate(value);
  if (date?.year === undefined || date.month === undefined || date.day === undefined) return undefined;
  const key = calendarKey(date);
  const again = parseCalendarDate(key);
  return again && calendarKey(again) === key ? key : value;
}

interface Entry {
  readonly matcher: KnownValueMatcher;
  /**
   * Vault rows held (remembered or not). Every row held is at or before `newest`, so the rows after
   * it are new; a count that then disagrees with the vault's means a row came late, and all are read.
   */
  rows: number;
  newest: string;
  /** Rows the stored snapshot is known to cover. */
  stored: number;
  /** Values the cache's total counts for this entry (its matcher grows in place). */
  counted: number;
  /** A snapshot write of this entry is under way (one at a time). */
  writing: boolean;
}

/**
 * A stored snapshot is rewritten once it lags the vault by this many rows, or by a quarter of the
 * subject's rows if more: a cold read decrypts at most that many rows besides the snapshot, and a
 * subject whose memory grows fast is not rewritten on every request.
 */
const WRITE_BACK_ROWS = 8;
const writeBackLag = (rows: number) => Math.max(WRITE_BACK_ROWS, Math.floor(rows / 4));

export interface SubjectMemory {
  /** The subject's matcher, current with the vault; undefined when the subject has no values yet. */
  matcherFor(db: SqlExecutor, tenant: string, scope: string): Promise<KnownValueMatcher | undefined>;
  /** Values held in the cache, over every subject (a metric for tests and operators). */
  cachedValues(): number;
  /** Resolves once every snapshot write begun so far has ended (before the database closes). */
  settled(): Promise<void>;
}

/**
 * Runs a write on SQLite inside the next group commit (`storage/sqlite-database.ts`): it shares the
 * documents' BEGIN, COMMIT and fsync instead of committing and flushing the WAL on its own (a
 * snapshot write-back followed about one cold subject in ten on the soak's storage, each a commit
 * and an fsync of its own). PostgreSQL writes it as one statement (a transaction would add round
 * trips).
 */
function inGroupCommit(db: SqlExecutor, write: (tx: SqlExecutor) => Promise<void>): Promise<void> {
  const database = db as Partial<Database>;
  return db.dialect === "sqlite" && typeof database.transaction === "function"
    ? database.transaction(write)
    : write(db);
}

export function createSubjectMemory(options: {
  /** The subject's vault rows (and its snapshot, if the reader has them), one statement a read. */
  readonly rows: SubjectRows;
  /** Where snapshots are written back; without it a cold subject is read from its vault rows. */
  readonly snapshots?: Pick<SubjectMemorySnapshots, "write">;
  /** Most values held over all cached subjects; the least recently used subjects go first. */
  readonly maxValues: number;
  readonly matcher: KnownValueOptions;
}): SubjectMemory {
  const cache = new Map<string, Entry>();
  /** Snapshot writes under way. */
  const writes = new Set<Promise<void>>();
  let held = 0;
  const empty = (): Entry => ({
    matcher: new KnownValueMatcher(options.matcher),
    rows: 0,
    newest: "",
    stored: 0,
    counted: 0,
    writing: false,
  });

  function add(entry: Entry, rows: readonly SubjectRow[]) {
    const values: KnownValue[] = [];
    // Every row held is at or before `newest`: a row not after it was added by a use of the same
    // subject that read it at the same time as this one (counted once; a row of that time the
    // other read did not see shows as a count that disagrees).
    const after = entry.newest;
    for (const row of rows) {
      if (row.createdAt <= after) continue;
      entry.rows++;
      if (row.createdAt > entry.newest) entry.newest = row.createdAt;
      // Surrogate rows (`S:NAM` for a name word, `S:LOC` …) remember their value like tokens do;
      // the date offset row and anything unknown are skipped (held by token only).
      const prefix = tokenPrefixOfRow(row.prefix);
      const type = prefix ? TYPE_OF_PREFIX[prefix] : undefined;
      const value =
        prefix === undefined || type === undefined ? undefined : rememberedValue(prefix, row.value);
      if (type !== undefined && value !== undefined) values.push({ type, value });
    }
    entry.matcher.add(values, "known.subject");
  }

  /**
   * The entry once it holds every one of the subject's `count` rows; otherwise (a row of the same
   * millisecond as the newest held, or committed late with an older time: rare) it is rebuilt from
   * all the vault's rows. Which rows are held is not kept (a token a row was ~60 strings a
   * subject for the collector to mark), so the rare rebuild decrypts them all.
   */
  async function complete(db: SqlExecutor, tenant: string, scope: string, entry: Entry, count: number) {
    return entry.rows === count ? entry : rebuild(db, tenant, scope);
  }

  /** Every row again: the cached or stored memory and the vault disagree. */
  async function rebuild(db: SqlExecutor, tenant: string, scope: string): Promise<Entry | undefined> {
    const read = await options.rows.since(db, tenant, scope, "");
    if (read.count === 0) return undefined;
    const entry = empty();
    add(entry, read.rows);
    return entry;
  }

  /** A cold subject: its snapshot and the rows written since, read together. */
  async function load(db: SqlExecutor, tenant: string, scope: string): Promise<Entry | undefined> {
    const read = await options.rows.cold(db, tenant, scope);
    if (read.count === 0) return undefined;
    const entry = empty();
    if (read.snapshot) {
      entry.matcher.addTables(read.snapshot.tables);
      entry.newest = read.snapshot.newest;
      entry.rows = read.snapshot.rows;
      // A snapshot without its time in the clear is rewritten (as soon as it is read).
      entry.stored = read.unindexed ? -Infinity : entry.rows;
    }
    add(entry, read.rows);
    return complete(db, tenant, scope, entry, read.count);
  }

  /** A cached subject: the rows since the newest it holds, with the count, read together. */
  async function refresh(db: SqlExecutor, tenant: string, scope: string, entry: Entry) {
    const read = await options.rows.since(db, tenant, scope, entry.newest);
    if (read.count === 0) return undefined;
    add(entry, read.rows);
    return complete(db, tenant, scope, entry, read.count);
  }

  function store(key: string, entry: Entry | undefined) {
    const current = cache.get(key);
    if (current) held -= current.counted;
    cache.delete(key);
    if (entry === undefined) return;
    cache.set(key, entry);
    entry.counted = entry.rows;
    held += entry.counted;
    for (const [oldest, old] of cache) {
      if (held <= options.maxValues || oldest === key) break;
      cache.delete(oldest);
      held -= old.counted;
    }
  }

  return {
    async matcherFor(db, tenant, scope) {
      const key = `${tenant}\u0000${scope}`;
      const cached = cache.get(key);
      const entry = cached ? await refresh(db, tenant, scope, cached) : await load(db, tenant, scope);
      store(key, entry);
      if (!entry) return undefined;
      if (options.snapshots && !entry.writing && entry.rows - entry.stored >= writeBackLag(entry.rows)) {
        const covered = entry.rows;
        // A cache write, not waited for: the request goes on (on SQLite it would wait for an fsync
        // of its own, on PostgreSQL for a round trip). A failure (a read-only database, a conflict)
        // costs the next cold read only.
        entry.writing = true;
        const snapshot = { newest: entry.newest, rows: covered, tables: entry.matcher.tables() };
        const snapshots = options.snapshots;
        const write = inGroupCommit(db, (tx) => snapshots.write(tx, tenant, scope, snapshot))
          .then(
            () => {
              entry.stored = covered;
            },
            () => {},
          )
          .finally(() => {
            entry.writing = false;
            writes.delete(write);
          });
        writes.add(write);
      }
      return entry.matcher;
    },
    cachedValues: () => held,
    async settled() {
      while (writes.size > 0) await Promise.all(writes);
    },
  };
}
