import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto";

/** A column value as a row MAC covers it. */
export type MacField = string | number | null | Uint8Array;

/**
 * Keyed MACs over the rows the service acts on (API keys, tenant list values, pending audit
 * entries, the log's identity), under the `row-mac` key derived from the master key. A database
 * writer without the master key cannot make a row that authenticates: a planted, edited or
 * moved row (the table name and every column are covered) is refused where it is read.
 * The encoding is JSON of `[table, ...fields]` with bytes as `{"b": hex}`: unambiguous whatever
 * the values hold.
 */
export interface RowMac {
  mac(table: string, fields: readonly MacField[]): string;
  /** Constant-time check of a stored MAC; false for a missing or malformed one. */
  verify(table: string, fields: readonly MacField[], mac: string | null | undefined): boolean;
}

function encode(table: string, fields: readonly MacField[]): string {
  return JSON.stringify([
    "clinical-deid row-mac v1",
    table,
    ...fields.map((f) =>
      f instanceof Uint8Array ? { b: Buffer.from(f).toString("hex") } : typeof f === "number" ? String(f) : f,
    ),
  ]);
}

export function createRowMac(key: KeyObject): RowMac {
  const mac = (table: string, fields: readonly MacField[]) =>
    createHmac("sha256", key).update(encode(table, fields)).digest("hex");
  return {
    mac,
    verify(table, fields, stored) {
      if (typeof stored !== "string" || !/^[0-9a-f]{64}$/.test(stored)) return false;
      return timingSafeEqual(Buffer.from(mac(table, fields), "hex"), Buffer.from(stored, "hex"));
    },
  };
}
