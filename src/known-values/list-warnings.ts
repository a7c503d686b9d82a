import { isPhiType, PERSON_NAME_TYPES } from "../detection/phi-type.ts";
import type { KnownValueOptions } from "./known-values.ts";

export interface ListWarning {
  /** JSON pointer of the entry (`/entries/3`); the value itself is never echoed. */
  readonly path: string;
  readonly message: string;
}

/** How an ordinary-word name part matches (docs/lists.md, the semantics table). */
export const ORDINARY_NAME_PART_MATCHING =
  "a name part of this entry is an ordinary English word: alone it matches only where written as a name " +
  "(a capital then lower case, e.g. Doe) or in any case right after a title (mr doe), never in lower case " +
  "or all capitals on its own; next to another part of the same name it matches in any case (DOE, JANE)";

/**
 * Warnings for deny-list entries whose name parts are ordinary English words ("Doe", "Hope",
 * "Will"): such an entry does not match every occurrence of the word, and the admin who loads a
 * roster should know how it will. Entries as checked by the list (typed, non-empty values).
 */
export function ordinaryWordWarnings(
  entries: readonly unknown[],
  options: KnownValueOptions,
  path = "/entries",
): ListWarning[] {
  const isOrdinary = options.isOrdinaryWord ?? (() => false);
  const warnings: ListWarning[] = [];
  entries.forEach((entry, i) => {
    const { type, value } = (entry ?? {}) as { type?: unknown; value?: unknown };
    if (typeof type !== "string" || !isPhiType(type) || !PERSON_NAME_TYPES.has(type)) return;
    if (typeof value !== "string") return;
    const parts = value.toLowerCase().match(/\p{L}[\p{L}'’]+/gu) ?? [];
    if (parts.some((part) => isOrdinary(part.replace(/['’]s$/u, "")))) {
      warnings.push({ path: `${path}/${i}`, message: ORDINARY_NAME_PART_MATCHING });
    }
  });
  return warnings;
}
