import type { CueMeaning } from "../detection/cues/cue-list.ts";
import { CUE_LISTS } from "../detection/cues/index.ts";
import { type LexiconData, type LexiconName, readList } from "../detection/lexicon-data.ts";

/**
 * The words the warm-up notes are made of (`warm-up-notes.ts`): the engine's own public lists
 * (given names, surnames, cities, hospitals, English and clinical words: `docs/data-sources.md`)
 * and every cue word the recognisers read, grouped by what the cue says (`cues/cue-list.ts`). No
 * word comes from a note. Drawing from the lists the engine reads, rather than from a few dozen
 * invented names, is what makes the warm-up take the branches real notes take: a word in one
 * list and not another, a cue before or after the value it announces.
 */
export interface WarmUpWords {
  readonly given: readonly string[];
  readonly surnames: readonly string[];
  readonly cities: readonly string[];
  readonly states: readonly string[];
  readonly countries: readonly string[];
  readonly hospitals: readonly string[];
  readonly english: readonly string[];
  readonly clinical: readonly string[];
  readonly world: readonly string[];
  /** Every cue list's entries by the list's meaning. */
  readonly cues: ReadonlyMap<CueMeaning, readonly string[]>;
  /** Every cue meaning with at least one entry, in a fixed order. */
  readonly meanings: readonly CueMeaning[];
  /**
   * The entries of the cue maps with the value each carries: a header label and the kind of value
   * it announces ("dob" → "date"), a place label and its PHI type ("ward" → "LOCATION").
   */
  readonly typed: readonly (readonly [entry: string, value: string])[];
}

/** Plain words of one list: a hospital list's "- name" continuation lines lose their dash. */
function words(lexicons: LexiconData, name: LexiconName): string[] {
  return readList(lexicons.lists[name]).map((entry) => entry.replace(/^-\s*/, ""));
}

export function warmUpWords(lexicons: LexiconData): WarmUpWords {
  const cues = new Map<CueMeaning, string[]>();
  const typed: [string, string][] = [];
  for (const list of CUE_LISTS) {
    const values = (list as { values?: ReadonlyMap<string, string> }).values;
    if (values instanceof Map) typed.push(...values.entries());
    const entries = cues.get(list.meaning) ?? [];
    entries.push(...list.entries);
    cues.set(list.meaning, entries);
  }
  return {
    given: [...words(lexicons, "first-names"), ...words(lexicons, "given-names-world")],
    surnames: [...words(lexicons, "surnames"), ...words(lexicons, "surnames-world")],
    cities: [...words(lexicons, "cities"), ...words(lexicons, "major-cities")],
    states: words(lexicons, "states"),
    countries: words(lexicons, "countries"),
    hospitals: words(lexicons, "hospitals"),
    english: words(lexicons, "vocabulary"),
    clinical: words(lexicons, "clinical"),
    world: words(lexicons, "words-world"),
    cues,
    meanings: [...cues.keys()],
    typed,
  };
}
