import type { Dialect } from "../database.ts";

/** Column types that differ between the dialects. */
export interface ColumnTypes {
  readonly blob: string;
  readonly bigint: string;
}

export function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === "postgres" ? { blob: "BYTEA", bigint: "BIGINT" } : { blob: "BLOB", bigint: "INTEGER" };
}

export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Statements run in order inside one transaction. */
  up(dialect: Dialect): readonly string[];
}
