import { type FlatTable, fromJoined } from "./flat-table.ts";
import { type KnownValueRule, MAX_SEQUENCE_LENGTH } from "./known-values.ts";
import { fromStoredCodes, isOrdinaryCode, storedCode } from "./value-codes.ts";

/**
 * A matcher's tables as compact data to store (subject memory's snapshot, `JSON.stringify`-able):
 * what its values became once normalised, so a matcher is rebuilt from them without tokenising,
 * parsing a date or folding a word again, and without an object a value: each table is two
 * strings, its sorted keys joined by "\n" (adopted as the flat table's string, `flat-table.ts`)
 * and one character a key for its type (`value-codes.ts`). Without rule ids: they are tables of
 * one source, and the reader names it. Never logged: they hold values.
 */
export interface StoredTable {
  /** The keys in code unit order, joined by "\n". */
  readonly keys: string;
  /** One character a key: its type, and whether a name part is an ordinary word. */
  readonly codes: string;
}

export interface KnownValueTables {
  /** Name parts, folded. */
  readonly names: StoredTable;
  /** Dates as their calendar key ("2019-07-22"). */
  readonly dates: StoredTable;
  /** Everything else, normalised (`sequenceWord` of each word, joined). */
  readonly sequences: StoredTable;
  /** Values the tables came from (`size`). */
  readonly values: number;
}

/** Stored tables once read: flat tables of one rule (`KnownValueMatcher.addTables`). */
export interface ReadTables {
  readonly names: FlatTable;
  readonly dates: FlatTable;
  readonly sequences: FlatTable;
  readonly values: number;
}

export function storedTable(table: FlatTable): StoredTable {
  let codes = "";
  for (const code of table.codes) codes += storedCode(code);
  return { keys: table.text, codes };
}

/**
 * Stored data as tables of `rule`, or undefined when it does not have their shape: every key
 * checked (not empty, not too long, strictly ascending), every code a type's, and only name parts
 * marked ordinary.
 */
export function readKnownValueTables(value: unknown, rule: KnownValueRule): ReadTables | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { names, dates, sequences, values } = value as Record<string, unknown>;
  if (typeof values !== "number" || !Number.isSafeInteger(values) || values < 0) return undefined;
  const read = (stored: unknown, ordinary: boolean) => {
    if (typeof stored !== "object" || stored === null) return undefined;
    const { keys, codes } = stored as Record<string, unknown>;
    if (typeof keys !== "string" || typeof codes !== "string") return undefined;
    const decoded = fromStoredCodes(codes, rule);
    return decoded && fromJoined(keys, decoded, MAX_SEQUENCE_LENGTH, (c) => ordinary || !isOrdinaryCode(c));
  };
  const n = read(names, true);
  const d = read(dates, false);
  const s = read(sequences, false);
  return n && d && s ? { names: n, dates: d, sequences: s, values } : undefined;
}
