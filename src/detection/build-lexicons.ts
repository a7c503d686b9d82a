import { buildLookalikeIndex } from "./clinical-lookalike.ts";
import { type LexiconData, readList } from "./lexicon-data.ts";
import type { Lexicons } from "./lexicons.ts";
import { PhraseSet } from "./phrase-set.ts";

/** Turns LexiconData into the Sets the recognisers use (tens of milliseconds). */
export function buildLexicons(data: LexiconData): Lexicons {
  const set = (name: keyof LexiconData["lists"]): Set<string> =>
    new Set(readList(data.lists[name]).map((entry) => entry.toLowerCase()));
  const phrases = (name: keyof LexiconData["lists"]): PhraseSet => PhraseSet.from(set(name));
  const clinical = set("clinical");
  return {
    clinicalLookalikes: buildLookalikeIndex(clinical),
    firstNames: set("first-names"),
    surnames: set("surnames"),
    vocabulary: set("vocabulary"),
    clinical,
    cities: phrases("cities"),
    majorCities: phrases("major-cities"),
    hospitals: phrases("hospitals"),
    states: phrases("states"),
    countries: set("countries"),
  };
}
