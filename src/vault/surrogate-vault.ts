import { createHmac } from "node:crypto";
import type { SqlExecutor } from "../storage/database.ts";
import { DATE_OFFSET_ROW_PREFIX } from "../tokens/token.ts";
import type { Cipher } from "./cipher.ts";
import {
  selectByLookup,
  type TokenScope,
  type TokenVaultDeps,
  type VaultKey,
  vaultLookup,
  vaultValueAad,
} from "./token-vault.ts";

/**
 * The surrogate policy's half of the vault. Rows share `vault_tokens` with tokens, under prefixes
 * of their own (`S:NAM` for one word of a name, `S:<token prefix>` for a whole value, `S:DSH` for a
 * scope's date offset), so one subject's tokens and surrogates never meet:
 *
 * - `lookup` is the keyed HMAC of the normalised value (as for tokens): one value, one surrogate;
 * - `token` is `~` and a keyed HMAC of the normalised surrogate: the unique index on
 *   (tenant, scope, token) makes two values of one scope sharing a surrogate impossible, even
 *   between replicas; a candidate that is taken is drawn again;
 * - the value and the surrogate are both encrypted, bound to the row.
 *
 * Choice is random per value (the caller's `draw`, a CSPRNG), never derived from the value.
 */

export interface SurrogateRequest {
  /** Row prefix: `S:NAM` for a name word, `S:<token prefix>` for a whole value. */
  readonly prefix: string;
  /** The normalised value: requests with equal (prefix, key) share one surrogate. */
  readonly key: string;
  /** The value as written where first met (stored encrypted, restored by re-identification). */
  readonly surface: string;
  /** A fresh candidate; called again when a candidate is already taken in the scope. */
  readonly draw: () => string;
}

export interface SurrogateEntry {
  readonly prefix: string;
  readonly surrogate: string;
  readonly value: string;
}

const OFFSET_PREFIX = DATE_OFFSET_ROW_PREFIX;
const OFFSET_TOKEN = "~date-offset";
/** Candidates drawn for one value before giving up (each list holds far more values than this). */
const MAX_DRAWS = 64;

/** Case, width and spacing folded: "JONES" and "Jones" are one surrogate. */
export function foldSurrogate(surrogate: string): string {
  return surrogate.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

const requestKey = (prefix: string, key: string) => `${prefix}\u0000${key}`;

export function createSurrogateVault(deps: TokenVaultDeps & { readonly cipher: Cipher }) {
  const hmac = (...parts: string[]) => createHmac("sha256", deps.lookupKey).update(parts.join("\u0000"));
  const lookupOf = (scope: TokenScope, prefix: string, key: string) =>
    vaultLookup(deps.lookupKey, scope.tenant, scope.scope, prefix, key);
  const tokenOf = (scope: TokenScope, surrogate: string) =>
    `~${hmac(scope.tenant, scope.scope, "surrogate", foldSurrogate(surrogate)).digest("base64url")}`;
  const valueAad = vaultValueAad;
  const surrogateAad = (tenant: string, scope: string, token: string) =>
    `${tenant}\u0000${scope}\u0000${token}\u0000surrogate`;

  async function stored(
    tx: SqlExecutor,
    scope: TokenScope,
    keys: readonly VaultKey[],
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const rows = await selectByLookup<{
      lookup: string;
      token: string;
      surrogate_ciphertext: Uint8Array | null;
      key_id: string;
    }>(tx, "lookup, token, surrogate_ciphertext, key_id", scope.tenant, scope.scope, keys);
    for (const row of rows) {
      if (row.surrogate_ciphertext === null) continue;
      found.set(
        row.lookup,
        deps.cipher.decrypt(
          row.surrogate_ciphertext,
          surrogateAad(scope.tenant, scope.scope, row.token),
          row.key_id,
        ),
      );
    }
    return found;
  }

  return {
    /**
     * One surrogate per distinct (prefix, key), the same for every document of a subject scope;
     * a document scope keeps them in memory only. Keys of the result: `prefix \0 key`.
     */
    async assign(
      tx: SqlExecutor,
      scope: TokenScope,
      requests: readonly SurrogateRequest[],
    ): Promise<Map<string, string>> {
      const out = new Map<string, string>();
      const distinct = new Map<string, SurrogateRequest>();
      for (const request of requests) {
        const key = requestKey(request.prefix, request.key);
        if (!distinct.has(key)) distinct.set(key, request);
      }
      if (!scope.persistent) {
        const taken = new Set<string>();
        for (const [key, request] of distinct) {
          let surrogate = request.draw();
          for (let i = 1; i < MAX_DRAWS && taken.has(foldSurrogate(surrogate)); i++)
            surrogate = request.draw();
          if (taken.has(foldSurrogate(surrogate))) throw new Error("no free surrogate for a value");
          taken.add(foldSurrogate(surrogate));
          out.set(key, surrogate);
        }
        return out;
      }
      const lookups = new Map<string, string>();
      for (const [key, request] of distinct) lookups.set(key, lookupOf(scope, request.prefix, request.key));
      const found = await stored(
        tx,
        scope,
        [...distinct].map(([key, request]) => ({ prefix: request.prefix, lookup: lookups.get(key)! })),
      );
      const now = new Date().toISOString();
      // A canonical insert order (by lookup) so concurrent documents of one subject cannot deadlock.
      const missing = [...distinct].sort(([a], [b]) => {
        const la = lookups.get(a)!;
        const lb = lookups.get(b)!;
        return la < lb ? -1 : la > lb ? 1 : 0;
      });
      for (const [key, request] of missing) {
        const lookup = lookups.get(key)!;
        let surrogate = found.get(lookup);
        for (let attempt = 0; surrogate === undefined; attempt++) {
          if (attempt === MAX_DRAWS) throw new Error("no free surrogate for a value");
          const candidate = request.draw();
          const token = tokenOf(scope, candidate);
          const { changes } = await tx.run(
            `INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, surrogate_ciphertext, key_id, document_id, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
            [
              scope.tenant,
              scope.scope,
              request.prefix,
              lookup,
              token,
              deps.cipher.encrypt(request.surface, valueAad(scope.tenant, scope.scope, token)),
              deps.cipher.encrypt(candidate, surrogateAad(scope.tenant, scope.scope, token)),
              deps.cipher.keyId,
              scope.documentId,
              now,
            ],
          );
          if (changes === 1) surrogate = candidate;
          // Either a concurrent document stored this value first (use its surrogate) or the
          // candidate is another value's surrogate (draw again).
          else surrogate = (await stored(tx, scope, [{ prefix: request.prefix, lookup }])).get(lookup);
        }
        out.set(key, surrogate);
      }
      return out;
    },

    /** The scope's date offset in days: drawn once per subject and kept, or per document. */
    async shiftDays(tx: SqlExecutor, scope: TokenScope, draw: () => number): Promise<number> {
      if (!scope.persistent) return draw();
      const lookup = lookupOf(scope, OFFSET_PREFIX, "");
      const read = async () => {
        const row = await tx.get<{ value_ciphertext: Uint8Array; key_id: string }>(
          "SELECT value_ciphertext, key_id FROM vault_tokens WHERE tenant = ? AND scope = ? AND prefix = ? AND lookup = ?",
          [scope.tenant, scope.scope, OFFSET_PREFIX, lookup],
        );
        if (!row) return undefined;
        const days = Number(
          deps.cipher.decrypt(
            row.value_ciphertext,
            valueAad(scope.tenant, scope.scope, OFFSET_TOKEN),
            row.key_id,
          ),
        );
        if (!Number.isSafeInteger(days)) throw new Error("stored date offset is not an integer");
        return days;
      };
      const existing = await read();
      if (existing !== undefined) return existing;
      const days = draw();
      const { changes } = await tx.run(
        `INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        [
          scope.tenant,
          scope.scope,
          OFFSET_PREFIX,
          lookup,
          OFFSET_TOKEN,
          deps.cipher.encrypt(String(days), valueAad(scope.tenant, scope.scope, OFFSET_TOKEN)),
          deps.cipher.keyId,
          scope.documentId,
          new Date().toISOString(),
        ],
      );
      if (changes === 1) return days;
      const theirs = await read();
      if (theirs === undefined) throw new Error("date offset vanished during assignment");
      return theirs;
    },

    /** Every surrogate stored for a subject scope with the value it stands for (re-identification). */
    async entries(tx: SqlExecutor, tenant: string, scope: string): Promise<SurrogateEntry[]> {
      const rows = await tx.all<{
        prefix: string;
        token: string;
        value_ciphertext: Uint8Array;
        surrogate_ciphertext: Uint8Array;
        key_id: string;
      }>(
        `SELECT prefix, token, value_ciphertext, surrogate_ciphertext, key_id FROM vault_tokens
         WHERE tenant = ? AND scope = ? AND surrogate_ciphertext IS NOT NULL`,
        [tenant, scope],
      );
      return rows.map((row) => ({
        prefix: row.prefix,
        surrogate: deps.cipher.decrypt(
          row.surrogate_ciphertext,
          surrogateAad(tenant, scope, row.token),
          row.key_id,
        ),
        value: deps.cipher.decrypt(row.value_ciphertext, valueAad(tenant, scope, row.token), row.key_id),
      }));
    },
  };
}

export type SurrogateVault = ReturnType<typeof createSurrogateVault>;
