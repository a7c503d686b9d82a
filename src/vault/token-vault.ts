import { createHmac, type KeyObject } from "node:crypto";
import type { Dialect, SqlExecutor } from "../storage/database.ts";
import { newToken, type TokenPrefix } from "../tokens/token.ts";
import type { Cipher } from "./cipher.ts";
import { normaliseValue } from "./normalise.ts";

/** Where tokens are consistent: one document, or every document of one subject in a tenant. */
export interface TokenScope {
  readonly tenant: string;
  /** `doc:<document_id>` or `sub:<subject digest>`. */
  readonly scope: string;
  /** Subject scopes persist their tokens in the vault so later documents reuse them. */
  readonly persistent: boolean;
  readonly documentId: string;
}

export interface TokenRequest {
  readonly prefix: TokenPrefix;
  readonly surface: string;
}

export interface TokenVaultDeps {
  readonly lookupKey: KeyObject;
  readonly cipher: Cipher;
}

const CHUNK = 400;

/** Rows of one scope whose `column` is in `values`, a bounded number of placeholders at a time. */
export async function selectByScope<T>(
  tx: SqlExecutor,
  columns: string,
  column: "token",
  tenant: string,
  scope: string,
  values: readonly string[],
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    rows.push(
      ...(await tx.all<T>(
        `SELECT ${columns} FROM vault_tokens WHERE tenant = ? AND scope = ? AND ${column} IN (${chunk.map(() => "?").join(", ")})`,
        [tenant, scope, ...chunk],
      )),
    );
  }
  return rows;
}

/** A stored value's key in its scope: the row prefix and the keyed lookup of the normalised value. */
export interface VaultKey {
  readonly prefix: string;
  readonly lookup: string;
}

/**
 * The statement reading `n` values of one scope by (prefix, lookup). SQLite, asked by `lookup`
 * alone, ran it on the (tenant, scope) part of whichever index came first and fetched every one of
 * the subject's table rows to compare `lookup` (a cost that grew with the subject's history); by
 * (prefix, lookup) it seeks the primary key (tenant, scope, prefix, lookup) once a value.
 * PostgreSQL keeps `lookup IN (…)`: it reads the primary key's (tenant, scope) range with the list
 * as an index condition (no table row unless found), where the pairs plan a join (twice the
 * planning time, no fewer pages).
 */
export const lookupSql = (columns: string, n: number, dialect: Dialect = "sqlite") =>
  dialect === "postgres"
    ? `SELECT ${columns} FROM vault_tokens WHERE tenant = ? AND scope = ? AND lookup IN (${Array(n).fill("?").join(", ")})`
    : `SELECT ${columns} FROM vault_tokens WHERE tenant = ? AND scope = ? AND (prefix, lookup) IN (VALUES ${Array(n).fill("(?, ?)").join(", ")})`;

/** Rows of one scope stored under the given (prefix, lookup) keys, a bounded number at a time. */
export async function selectByLookup<T>(
  tx: SqlExecutor,
  columns: string,
  tenant: string,
  scope: string,
  keys: readonly VaultKey[],
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < keys.length; i += CHUNK / 2) {
    const chunk = keys.slice(i, i + CHUNK / 2);
    rows.push(
      ...(await tx.all<T>(
        lookupSql(columns, chunk.length, tx.dialect),
        tx.dialect === "postgres"
          ? [tenant, scope, ...chunk.map((k) => k.lookup)]
          : [tenant, scope, ...chunk.flatMap((k) => [k.prefix, k.lookup])],
      )),
    );
  }
  return rows;
}

/** The keyed lookup of a normalised value in a scope, under a row prefix (tokens and surrogates). */
export function vaultLookup(
  key: KeyObject,
  tenant: string,
  scope: string,
  prefix: string,
  normalised: string,
) {
  return createHmac("sha256", key)
    .update(`${tenant}\u0000${scope}\u0000${prefix}\u0000${normalised}`)
    .digest("hex");
}

/** What a stored value's ciphertext is bound to: its row. */
export const vaultValueAad = (tenant: string, scope: string, token: string) =>
  `${tenant}\u0000${scope}\u0000${token}`;

/**
 * Tokens stored for a subject scope: the lookup is a keyed HMAC of the normalised value, the value
 * itself is encrypted. Runs inside the caller's transaction so tokens commit with the document.
 */
export function createTokenVault(deps: TokenVaultDeps) {
  const lookupOf = (scope: TokenScope, prefix: string, normalised: string) =>
    vaultLookup(deps.lookupKey, scope.tenant, scope.scope, prefix, normalised);
  const valueAad = vaultValueAad;

  async function existing(
    tx: SqlExecutor,
    scope: TokenScope,
    keys: readonly VaultKey[],
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const rows = await selectByLookup<{ prefix: string; lookup: string; token: string }>(
      tx,
      "prefix, lookup, token",
      scope.tenant,
      scope.scope,
      keys,
    );
    for (const row of rows) found.set(`${row.prefix}\u0000${row.lookup}`, row.token);
    return found;
  }

  return {
    /** One token per request, equal for requests whose normalised values are equal. */
    async assign(tx: SqlExecutor, scope: TokenScope, requests: readonly TokenRequest[]): Promise<string[]> {
      const keyOf = requests.map((r) => `${r.prefix}\u0000${normaliseValue(r.prefix, r.surface)}`);
      const tokens = new Map<string, string>();
      if (scope.persistent && requests.length > 0) {
        const lookupByKey = new Map<string, { prefix: TokenPrefix; lookup: string; surface: string }>();
        requests.forEach((r, i) => {
          const key = keyOf[i]!;
          if (!lookupByKey.has(key)) {
            const lookup = lookupOf(scope, r.prefix, key.slice(r.prefix.length + 1));
            lookupByKey.set(key, { prefix: r.prefix, lookup, surface: r.surface });
          }
        });
        const found = await existing(tx, scope, [...lookupByKey.values()]);
        const now = new Date().toISOString();
        // Rows are inserted in one canonical order (by lookup), not in text order, so two concurrent
        // documents of one subject lock the same index entries in the same order and cannot deadlock.
        const ordered = [...lookupByKey].sort(([, a], [, b]) =>
          a.lookup < b.lookup ? -1 : a.lookup > b.lookup ? 1 : 0,
        );
        for (const [key, { prefix, lookup, surface }] of ordered) {
          let token = found.get(`${prefix}\u0000${lookup}`);
          if (!token) {
            const fresh = newToken(prefix);
            const { changes } = await tx.run(
              `INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant, scope, prefix, lookup) DO NOTHING`,
              [
                scope.tenant,
                scope.scope,
                prefix,
                lookup,
                fresh,
                deps.cipher.encrypt(surface, valueAad(scope.tenant, scope.scope, fresh)),
                deps.cipher.keyId,
                scope.documentId,
                now,
              ],
            );
            // A concurrent request for the same subject inserted it first: use theirs.
            token =
              changes === 1
                ? fresh
                : (await existing(tx, scope, [{ prefix, lookup }])).get(`${prefix}\u0000${lookup}`);
            if (!token) throw new Error("vault token vanished during assignment");
          }
          tokens.set(key, token);
        }
      } else {
        for (let i = 0; i < requests.length; i++) {
          const key = keyOf[i]!;
          if (!tokens.has(key)) tokens.set(key, newToken(requests[i]!.prefix));
        }
      }
      return keyOf.map((key) => tokens.get(key)!);
    },

    /**
     * Every value stored for a subject scope (created at or after `since`, an ISO time, when given),
     * decrypted: what subject memory looks for in the subject's later documents.
     */
    async values(
      tx: SqlExecutor,
      tenant: string,
      scope: string,
      since?: string,
      /** Tokens the caller holds already: their rows are not decrypted again. */
      known?: ReadonlySet<string>,
    ): Promise<{ token: string; prefix: string; value: string; createdAt: string }[]> {
      const rows = await tx.all<{
        token: string;
        prefix: string;
        value_ciphertext: Uint8Array;
        key_id: string;
        created_at: string;
      }>(
        `SELECT token, prefix, value_ciphertext, key_id, created_at FROM vault_tokens
         WHERE tenant = ? AND scope = ?${since === undefined ? "" : " AND created_at >= ?"}`,
        since === undefined ? [tenant, scope] : [tenant, scope, since],
      );
      return rows.flatMap((row) =>
        known?.has(row.token)
          ? []
          : [
              {
                token: row.token,
                prefix: row.prefix,
                value: deps.cipher.decrypt(
                  row.value_ciphertext,
                  valueAad(tenant, scope, row.token),
                  row.key_id,
                ),
                createdAt: row.created_at,
              },
            ],
      );
    },

    /** How many values a subject scope holds (subject memory's staleness check). */
    async count(tx: SqlExecutor, tenant: string, scope: string): Promise<number> {
      const row = await tx.get<{ n: number | string }>(
        "SELECT COUNT(*) AS n FROM vault_tokens WHERE tenant = ? AND scope = ?",
        [tenant, scope],
      );
      return Number(row?.n ?? 0);
    },

    /** The surface forms of the given canonical tokens stored for a subject scope. */
    async resolve(
      tx: SqlExecutor,
      tenant: string,
      scope: string,
      tokens: readonly string[],
    ): Promise<Map<string, string>> {
      const out = new Map<string, string>();
      const rows = await selectByScope<{ token: string; value_ciphertext: Uint8Array; key_id: string }>(
        tx,
        "token, value_ciphertext, key_id",
        "token",
        tenant,
        scope,
        tokens,
      );
      for (const row of rows) {
        out.set(
          row.token,
          deps.cipher.decrypt(row.value_ciphertext, valueAad(tenant, scope, row.token), row.key_id),
        );
      }
      return out;
    },
  };
}

export type TokenVault = ReturnType<typeof createTokenVault>;
