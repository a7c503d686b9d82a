import type { PhiType } from "../detection/phi-type.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "../known-values/known-values.ts";
import { parseCalendarDate } from "../policy/calendar-date.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { type TokenPrefix, tokenPrefixOfRow } from "../tokens/token.ts";
import type { SnapshotRow, SubjectMemorySnapshots } from "../vault/subject-memory-snapshots.ts";
import type { TokenVault } from "../vault/token-vault.ts";

/**
 * Subject memory: the values the vault holds for a subject (tenant + `sub:` scope) are looked for
 * in the subject's later documents. One matcher per subject (never one over all subjects), cached
 * in an LRU over subjects bounded by the number of values it holds in total. A count of the
 * subject's vault rows, read on every use, tells whether the cached matcher is stale (this replica
 * or another added values): then only the rows created since the newest one it holds are read and
 * added, and the whole matcher is rebuilt when the count still disagrees (a row committed late
 * with an older time). A subject not in the cache is read from its encrypted snapshot (one
 * decryption however long its history) plus the vault rows written since; the snapshot is
 * rewritten once it lags by 8 rows or a quarter of the subject's. A request for one subject
 * touches only that subject's rows. The memory never leaves its (tenant, scope) key, so it never
 * crosses subjects or tenants.
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
 * Dates are remembered only when they name a whole calendar day: "5/10" or "July" found once
 * (rightly or not) would otherwise be found in every later note, where they are often settings.
 */
function remembered(prefix: string, value: string): boolean {
  if (prefix !== "DAT") return true;
  const date = parseCalendarDate(value);
  return date?.year !== undefined && date.month !== undefined && date.day !== undefined;
}

interface Entry {
  readonly matcher: KnownValueMatcher;
  readonly tokens: Set<string>;
  /** Every row held, as a snapshot stores it. */
  readonly rows: SnapshotRow[];
  newest: string;
  /** Rows the stored snapshot is known to cover. */
  stored: number;
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
}

type VaultRow = { token: string; prefix: string; value: string; createdAt: string };

export function createSubjectMemory(options: {
  readonly vault: Pick<TokenVault, "count" | "values">;
  /** Encrypted per-subject snapshots: a subject not cached costs one decryption, not one a value. */
  readonly snapshots?: SubjectMemorySnapshots;
  /** Most values held over all cached subjects; the least recently used subjects go first. */
  readonly maxValues: number;
  readonly matcher: KnownValueOptions;
}): SubjectMemory {
  const cache = new Map<string, Entry>();
  let held = 0;
  const empty = (): Entry => ({
    matcher: new KnownValueMatcher(options.matcher),
    tokens: new Set(),
    rows: [],
    newest: "",
    stored: 0,
  });

  function add(entry: Entry, rows: readonly VaultRow[]) {
    const values: KnownValue[] = [];
    for (const row of rows) {
      if (entry.tokens.has(row.token)) continue;
      entry.tokens.add(row.token);
      if (row.createdAt > entry.newest) entry.newest = row.createdAt;
      // Surrogate rows (`S:NAM` for a name word, `S:LOC` …) remember their value like tokens do;
      // the date offset row and anything unknown are skipped (and kept out of the snapshot).
      const prefix = tokenPrefixOfRow(row.prefix);
      const type = prefix ? TYPE_OF_PREFIX[prefix] : undefined;
      const kept = prefix !== undefined && type !== undefined && remembered(prefix, row.value);
      entry.rows.push([row.token, row.prefix, kept ? row.value : ""]);
      if (kept) values.push({ type, value: row.value });
    }
    entry.matcher.add(values, "known.subject");
  }

  /** A cold subject: its snapshot, the vault rows written since, or (if they disagree) the whole vault. */
  async function load(db: SqlExecutor, tenant: string, scope: string, count: number): Promise<Entry> {
    const snapshot = await options.snapshots?.read(db, tenant, scope);
    if (snapshot) {
      const entry = empty();
      add(
        entry,
        snapshot.rows.map(([token, prefix, value]) => ({ token, prefix, value, createdAt: "" })),
      );
      entry.newest = snapshot.newest;
      entry.stored = entry.rows.length;
      if (entry.tokens.size < count)
        add(entry, await options.vault.values(db, tenant, scope, entry.newest, entry.tokens));
      if (entry.tokens.size === count) return entry;
    }
    const entry = empty();
    add(entry, await options.vault.values(db, tenant, scope));
    return entry;
  }

  function store(key: string, entry: Entry | undefined, previous: number) {
    held -= previous;
    cache.delete(key);
    if (entry === undefined) return;
    cache.set(key, entry);
    held += entry.tokens.size;
    for (const [oldest, old] of cache) {
      if (held <= options.maxValues || oldest === key) break;
      cache.delete(oldest);
      held -= old.tokens.size;
    }
  }

  return {
    async matcherFor(db, tenant, scope) {
      const key = `${tenant}\u0000${scope}`;
      const count = await options.vault.count(db, tenant, scope);
      let entry = cache.get(key);
      const previous = entry?.tokens.size ?? 0;
      if (count === 0) {
        store(key, undefined, previous);
        return undefined;
      }
      if (entry && entry.tokens.size !== count)
        add(entry, await options.vault.values(db, tenant, scope, entry.newest, entry.tokens));
      // Not cached, or a row committed late with an older time: read it again.
      if (!entry || entry.tokens.size !== count) entry = await load(db, tenant, scope, count);
      store(key, entry, previous);
      if (options.snapshots && entry.rows.length - entry.stored >= writeBackLag(entry.rows.length)) {
        const covered = entry.rows.length;
        // A cache write: a failure (a read-only database, a conflict) costs the next cold read only.
        await options.snapshots.write(db, tenant, scope, { newest: entry.newest, rows: entry.rows }).then(
          () => {
            entry.stored = covered;
          },
          () => {},
        );
      }
      return entry.matcher;
    },
    cachedValues: () => held,
  };
}
