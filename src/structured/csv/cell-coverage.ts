import { HONORIFICS, POST_NOMINALS } from "../../detection/honorifics.ts";
import { PERSON_NAME_TYPES } from "../../detection/phi-type.ts";
import { callerMatcher } from "../../service/known-phi.ts";
import type { KnownValue, KnownValueOptions } from "../../service/known-values.ts";

const WORD = /[\p{L}\p{N}]+/gu;
const TITLES: ReadonlySet<string> = new Set([...HONORIFICS, ...POST_NOMINALS]);

/**
 * The index of the first typed cell that its own known value does not cover letter for letter
 * (a date the calendar reader cannot read, a lone ordinary word in a name column…), or -1. Such a
 * cell would pass through de-identification partly or wholly unchanged, so its row is refused
 * instead: a typed column fails closed. A title or post-nominal beside a name ("Dr.", "MD") may
 * stay, as it does in text. Uses the service's own matcher and word options, so what is checked
 * here is what the service will find.
 */
export function firstUncoveredCell(cells: readonly KnownValue[], options: KnownValueOptions): number {
  return cells.findIndex((cell) => {
    const spans = callerMatcher([cell], options)?.find(cell.value) ?? [];
    const covered = new Uint8Array(cell.value.length);
    for (const span of spans) covered.fill(1, span.start, span.end);
    for (const word of cell.value.matchAll(WORD)) {
      const end = word.index + word[0].length;
      if (covered.subarray(word.index, end).every((c) => c === 1)) continue;
      if (PERSON_NAME_TYPES.has(cell.type) && TITLES.has(word[0].toLowerCase())) continue;
      return true;
    }
    return false;
  });
}
