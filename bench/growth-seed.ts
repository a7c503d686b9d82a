import { randomBytes } from "node:crypto";
import { deidentifyEntry } from "../src/audit/entry.ts";
import type { AppContext } from "../src/context.ts";
import { subjectDigest } from "../src/service/subject.ts";
import type { SqlValue } from "../src/storage/database.ts";
import { newToken, type TokenPrefix } from "../src/tokens/token.ts";
import { normaliseValue } from "../src/vault/normalise.ts";
import { vaultLookup, vaultValueAad } from "../src/vault/token-vault.ts";

/**
 * Seeds a grown service directly through the storage layer (the soak's "years of history" in
 * minutes): subject memory (vault rows, written as de-identifications write them, and each
 * subject's snapshot, as a running service would have) and audit log entries (appended and
 * integrated, signed, as the service does). Values and notes are synthetic: nothing here is PHI.
 */

const GIVEN = ["Aldo", "Brisa", "Caius", "Delphine", "Evander", "Fenna", "Gideon", "Hester", "Ivo", "Juno"];
const FAMILY = ["Quenby", "Rothwell", "Stroud", "Tamsin", "Ulverston", "Vantongeren", "Wexley", "Yarrow"];
/** Family names are built from a stem and an ending, letters only, as real names are. */
const ENDINGS = ["", "son", "ley", "ford", "ridge", "ton", "wick", "more", "dale", "field", "gate"];
const STREETS = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Gum", "Hazel"];

/**
 * A subject's history: names, whole dates, phones, record numbers, places and organisations. Names
 * are letters only ("Brisa Rothwellford"), so subject memory remembers their parts as it would a
 * real patient's, relatives' and clinicians' names (a part with a digit is never remembered).
 */
export function subjectHistory(subject: number, values: number): { prefix: TokenPrefix; surface: string }[] {
  const out: { prefix: TokenPrefix; surface: string }[] = [];
  const names = new Set<string>();
  for (let i = 0; out.length < values; i++) {
    const n = subject * 7919 + i * 104_729;
    switch (i % 6) {
      case 0: {
        const family = `${FAMILY[(n >> 3) % FAMILY.length]}${ENDINGS[(n >> 6) % ENDINGS.length]}`;
        const name = `${GIVEN[n % GIVEN.length]} ${family}`;
        // One history holds a name once (a repeated one would be one vault row).
        if (!names.has(name)) out.push({ prefix: "NAM", surface: name });
        names.add(name);
        break;
      }
      case 1:
      case 2:
        out.push({
          prefix: "DAT",
          surface: `${1 + (n % 12)}/${1 + ((n >> 4) % 28)}/${1950 + ((n >> 2) % 75)}`,
        });
        break;
      case 3:
        out.push({
          prefix: "PHN",
          surface: `(${200 + (n % 700)}) 555-${String(n % 10_000).padStart(4, "0")}`,
        });
        break;
      case 4:
        out.push({ prefix: "ID", surface: `MRN-${String(n).padStart(9, "0").slice(-9)}` });
        break;
      default:
        out.push({ prefix: "LOC", surface: `${10 + (n % 9000)} ${STREETS[n % STREETS.length]} Street` });
    }
  }
  return out;
}

/**
 * Subject memory of `subjects` subjects (`s-<n>`) with `values` values each, for one tenant: vault
 * rows exactly as `vault/token-vault.ts` writes them (keyed lookup, encrypted value bound to its
 * row), inserted many to a statement (a row a round trip would take an hour on PostgreSQL).
 */
export async function seedSubjectMemory(
  ctx: AppContext,
  options: { tenant: string; subjects: number; values: number; progress?: (done: number) => void },
): Promise<void> {
  const { deps } = ctx;
  const memory = deps.subjectMemory;
  const PER_TRANSACTION = 50;
  const ROWS_PER_INSERT = 500;
  const now = new Date().toISOString();
  for (let from = 0; from < options.subjects; from += PER_TRANSACTION) {
    const to = Math.min(options.subjects, from + PER_TRANSACTION);
    const scopes: string[] = [];
    const rows: SqlValue[][] = [];
    for (let s = from; s < to; s++) {
      const scope = `sub:${subjectDigest(deps.subjectKey, options.tenant, `s-${s}`)}`;
      scopes.push(scope);
      const seen = new Set<string>();
      for (const { prefix, surface } of subjectHistory(s, options.values)) {
        const lookup = vaultLookup(
          deps.lookupKey,
          options.tenant,
          scope,
          prefix,
          normaliseValue(prefix, surface),
        );
        if (seen.has(lookup)) continue;
        seen.add(lookup);
        const token = newToken(prefix);
        const ciphertext = deps.cipher.encrypt(surface, vaultValueAad(options.tenant, scope, token));
        rows.push([
          options.tenant,
          scope,
          prefix,
          lookup,
          token,
          ciphertext,
          deps.cipher.keyId,
          `seed-${s}`,
          now,
        ]);
      }
    }
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        const chunk = rows.slice(i, i + ROWS_PER_INSERT);
        await tx.run(
          `INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at)
           VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}
           ON CONFLICT (tenant, scope, prefix, lookup) DO NOTHING`,
          chunk.flat(),
        );
      }
    });
    // The snapshot a running service would hold for each subject.
    if (memory) for (const scope of scopes) await memory.matcherFor(ctx.db, options.tenant, scope);
    options.progress?.(to);
  }
}

/** `entries` de-identification entries in the tenant's log, times spread over the past day. */
export async function seedAuditLog(
  ctx: AppContext,
  options: { tenant: string; entries: number; progress?: (done: number) => void },
): Promise<void> {
  const PER_TRANSACTION = 2000;
  const start = Date.now() - 86_400_000;
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  for (let from = 0; from < options.entries; from += PER_TRANSACTION) {
    const to = Math.min(options.entries, from + PER_TRANSACTION);
    await ctx.db.transaction(async (tx) => {
      for (let i = from; i < to; i++) {
        await ctx.audit.append(
          tx,
          deidentifyEntry({
            tenant: options.tenant,
            documentId: `seed-doc-${i}`,
            policy: "safe_harbor",
            phiTypes: { NAME: 2, DATE: 3 },
            engineVersion: "seed",
            time: new Date(start + Math.floor((i / options.entries) * 80_000_000)),
            subjectDigest: null,
            inputSalt: hex(16),
            inputDigest: hex(32),
            outputDigest: hex(32),
            vaultDigest: hex(32),
            tokensDigest: hex(32),
          }),
        );
      }
    });
    await ctx.audit.integrate();
    options.progress?.(to);
  }
}
