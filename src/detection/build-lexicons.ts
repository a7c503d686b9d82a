import { buildLookalikeIndex, isClinicalLookalike } from "./clinical-lookalike.ts";
import { type LexiconData, readList } from "./lexicon-data.ts";
import type { Lexicons } from "./lexicons.ts";
import { learnNameShape } from "./name-shape.ts";
import { PhraseSet } from "./phrase-set.ts";
import {
  CITY_HEAD,
  CITY_TAIL,
  CLINICAL,
  COUNTRY,
  CUE_WORLD_WORD,
  FIRST_NAME,
  HOSPITAL_HEAD,
  HOSPITAL_TAIL,
  MAJOR_CITY_HEAD,
  PHRASE_TAIL,
  STATE_HEAD,
  SURNAME,
  VOCABULARY,
  WordBits,
} from "./word-bits.ts";

/** Listed names that are no English word: what a name is spelt like. */
function* namesNotWords(
  firstNames: ReadonlySet<string>,
  surnames: ReadonlySet<string>,
  vocabulary: ReadonlySet<string>,
): Generator<string> {
  for (const name of firstNames) if (!vocabulary.has(name)) yield name;
  for (const name of surnames) if (!vocabulary.has(name) && !firstNames.has(name)) yield name;
}

/** Turns LexiconData into the Sets the recognisers use (tens of milliseconds). */
export function buildLexicons(data: LexiconData): Lexicons {
  const set = (name: keyof LexiconData["lists"]): Set<string> =>
    new Set(readList(data.lists[name]).map((entry) => entry.toLowerCase()));
  const phrases = (name: keyof LexiconData["lists"]): PhraseSet => PhraseSet.from(set(name));
  const clinical = set("clinical");
  const firstNames = set("first-names");
  const surnames = set("surnames");
  const vocabulary = set("vocabulary");
  const clinicalLookalikes = buildLookalikeIndex(clinical);
  // Hand-written names of origins the census lists cover poorly are evidence only where they are
  // no English or clinical word, nor one edit from a clinical word ("ama", "min", "lin" stay out).
  const worldNames = (name: "given-names-world" | "surnames-world", into: Set<string>): void => {
    for (const word of set(name)) {
      if (word.length < 3 || vocabulary.has(word) || clinical.has(word)) continue;
      if (isClinicalLookalike(word, clinicalLookalikes)) continue;
      into.add(word);
    }
  };
  worldNames("given-names-world", firstNames);
  worldNames("surnames-world", surnames);
  // Everyday words of other languages in English-language notes ("whānau", "hui", "braai"): name
  // evidence reads them as ordinary words (name-evidence.ts); the vocabulary bit stays English, so
  // the place and organisation rules still read "Hauora" in a provider's name as they did.
  const worldWords = set("words-world");
  const hospitals = phrases("hospitals");
  const cities = phrases("cities");
  const majorCities = phrases("major-cities");
  const states = phrases("states");
  const countries = set("countries");
  const wordBits = new WordBits();
  wordBits.add(vocabulary, VOCABULARY);
  wordBits.add(clinical, CLINICAL);
  wordBits.add(firstNames, FIRST_NAME);
  wordBits.add(surnames, SURNAME);
  wordBits.add(countries, COUNTRY);
  wordBits.addCues(worldWords, CUE_WORLD_WORD);
  const heads = (phraseSet: PhraseSet, bit: number, tailBit: number): void => {
    wordBits.add(phraseSet.heads.keys(), bit);
    if (phraseSet.heads.has("saint")) wordBits.add(["st"], bit);
    phraseSet.headBit = bit;
    const tails = new Set<string>();
    for (const phrase of phraseSet) {
      const words = phrase.split(" ");
      for (let k = 1; k < words.length; k++) tails.add(words[k]!);
    }
    if (tails.has("saint")) tails.add("st");
    wordBits.add(tails, PHRASE_TAIL | tailBit);
    phraseSet.tailBit = tailBit === 0 ? PHRASE_TAIL : tailBit;
  };
  heads(hospitals, HOSPITAL_HEAD, HOSPITAL_TAIL);
  heads(cities, CITY_HEAD, CITY_TAIL);
  heads(majorCities, MAJOR_CITY_HEAD, CITY_TAIL);
  heads(states, STATE_HEAD, 0);
  return {
    firstNames,
    surnames,
    vocabulary,
    cities,
    majorCities,
    hospitals,
    states,
    countries,
    wordBits,
    clinicalLookalikes,
    worldWords,
    nameShape: learnNameShape(namesNotWords(firstNames, surnames, vocabulary), [...vocabulary, ...clinical]),
    clinical,
  };
}
