import { buildLookalikeIndex } from "./clinical-lookalike.ts";
import { type LexiconData, readList } from "./lexicon-data.ts";
import { type Lexicons, MAX_PHRASE_WORDS } from "./lexicons.ts";

/** Turns LexiconData into the Sets the recognisers use (tens of milliseconds). */
export function buildLexicons(data: LexiconData): Lexicons {
  const set = (name: keyof LexiconData["lists"]): Set<string> =>
    new Set(readList(data.lists[name]).map((entry) => entry.toLowerCase()));
  const cities = set("cities");
  const hospitals = set("hospitals");
  const states = set("states");
  const phraseHeads = new Map<string, number>();
  for (const phrase of [...cities, ...hospitals, ...states]) {
    const words = phrase.split(" ");
    if (words.length < 2 || words.length > MAX_PHRASE_WORDS) continue;
    const head = words[0]!;
    phraseHeads.set(head, Math.max(phraseHeads.get(head) ?? 0, words.length));
  }
  const clinical = set("clinical");
  return {
    clinicalLookalikes: buildLookalikeIndex(clinical),
    firstNames: set("first-names"),
    surnames: set("surnames"),
    vocabulary: set("vocabulary"),
    clinical,
    cities,
    majorCities: set("major-cities"),
    hospitals,
    states,
    countries: set("countries"),
    phraseHeads,
  };
}
