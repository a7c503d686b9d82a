import { isPhiType, type PhiType } from "../detection/phi-type.ts";
import { MAX_SEQUENCE_LENGTH } from "./known-values.ts";

/**
 * A matcher's tables as compact data to store (subject memory's snapshot, `JSON.stringify`-able):
 * what its values became once normalised, so a matcher is rebuilt from them without tokenising,
 * parsing a date or folding a word again. Without rule ids: they are tables of one source, and
 * `addTables` names it. Never logged: they hold values.
 */
export interface KnownValueTables {
  /** Name parts, folded: [part, type, 1 when an ordinary word (alone it needs a capital)]. */
  readonly names: readonly (readonly [string, PhiType, 0 | 1])[];
  /** Dates as their calendar key ("2019-07-22"). */
  readonly dates: readonly (readonly [string, PhiType])[];
  /** Everything else, normalised (`sequenceWord` of each word, joined), in code unit order. */
  readonly sequences: readonly (readonly [string, PhiType])[];
  /** Values the tables came from (`size`). */
  readonly values: number;
}

/** Whether stored data has the shape of `KnownValueTables` (every entry checked). */
export function isKnownValueTables(value: unknown): value is KnownValueTables {
  if (typeof value !== "object" || value === null) return false;
  const { names, dates, sequences, values } = value as Record<string, unknown>;
  const keyed = (entries: unknown, more: (entry: unknown[]) => boolean) =>
    Array.isArray(entries) &&
    entries.every(
      (e) =>
        Array.isArray(e) &&
        typeof e[0] === "string" &&
        e[0] !== "" &&
        e[0].length <= MAX_SEQUENCE_LENGTH &&
        typeof e[1] === "string" &&
        isPhiType(e[1]) &&
        more(e),
    );
  return (
    typeof values === "number" &&
    Number.isSafeInteger(values) &&
    values >= 0 &&
    keyed(names, (e) => e.length === 3 && (e[2] === 0 || e[2] === 1)) &&
    keyed(dates, (e) => e.length === 2) &&
    keyed(sequences, (e) => e.length === 2)
  );
}
