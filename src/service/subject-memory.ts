import type { PhiType } from "../detection/phi-type.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "../known-values/known-values.ts";
import { parseCalendarDate } from "../policy/calendar-date.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { type TokenPrefix, tokenPrefixOfRow } from "../tokens/token.ts";
import type { TokenVault } from "../vault/token-vault.ts";

/**
 * Subject memory: the values the vault holds for a subject (tenant + `sub:` scope) are looked for
 * in the subject's later documents. One matcher per subject, cached in an LRU bounded by the
 * number of values it holds in total. A count of the subject's vault rows, read on every use,
 * tells whether the cached matcher is stale (this replica or another added values): then only the
 * rows created since the newest one it holds are read and added, and the whole matcher is rebuilt
 * when the count still disagrees (a row committed late with an older time). The memory never
 * leaves its (tenant, scope) key, so it never crosses subjects or tenants.
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
  newest: string;
}

export interface SubjectMemory {
  /** The subject's matcher, current with the vault; undefined when the subject has no values yet. */
  matcherFor(db: SqlExecutor, tenant: string, scope: string): Promise<KnownValueMatcher | undefined>;
  /** Values held in the cache, over every subject (a metric for tests and operators). */
  cachedValues(): number;
}

export function createSubjectMemory(options: {
  readonly vault: TokenVault;
  /** Most values held over all cached subjects; the least recently used subjects go first. */
  readonly maxValues: number;
  readonly matcher: KnownValueOptions;
}): SubjectMemory {
  const cache = new Map<string, Entry>();
  let held = 0;

  function add(entry: Entry, rows: { token: string; prefix: string; value: string; createdAt: string }[]) {
    const values: KnownValue[] = [];
    for (const row of rows) {
      if (entry.tokens.has(row.token)) continue;
      entry.tokens.add(row.token);
      if (row.createdAt > entry.newest) entry.newest = row.createdAt;
      // Surrogate rows (`S:NAM` for a name word, `S:LOC` …) remember their value like tokens do;
      // the date offset row and anything unknown are skipped.
      const prefix = tokenPrefixOfRow(row.prefix);
      const type = prefix && TYPE_OF_PREFIX[prefix];
      if (type && remembered(prefix, row.value)) values.push({ type, value: row.value });
    }
    entry.matcher.add(values, "known.subject");
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
      if (entry && entry.tokens.size === count) {
        store(key, entry, previous);
        return entry.matcher;
      }
      if (entry) add(entry, await options.vault.values(db, tenant, scope, entry.newest));
      if (!entry || entry.tokens.size !== count) {
        entry = { matcher: new KnownValueMatcher(options.matcher), tokens: new Set(), newest: "" };
        add(entry, await options.vault.values(db, tenant, scope));
      }
      store(key, entry, previous);
      return entry.matcher;
    },
    cachedValues: () => held,
  };
}
