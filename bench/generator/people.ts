/**
 * People of a note: a name drawn from one of the name sources (an origin list, English-word
 * names, invented names, two-letter surnames, or a mix of origins), with sex for titles and
 * pronouns.
 */
import { inventedWord } from "./invented-names.ts";
import { ORIGINS, TWO_LETTER_SURNAMES } from "./names-by-origin.ts";
import type { Rng } from "./prng.ts";
import { WORD_GIVEN_FEMALE, WORD_GIVEN_MALE, WORD_SURNAMES } from "./word-names.ts";

export interface Person {
  readonly given: string;
  readonly family: string;
  /** A middle name or initial, sometimes. */
  readonly middle: string | undefined;
  readonly sex: "f" | "m";
  /** Name source tag: an origin ("Korean"), "English word", "invented", "two-letter surname", "mixed". */
  readonly origin: string;
}

export const NAME_SOURCES = ["origin", "English word", "invented", "two-letter surname", "mixed"] as const;

export function drawPerson(rng: Rng): Person {
  const sex = rng.chance(0.5) ? "f" : "m";
  const source = rng.weighted<(typeof NAME_SOURCES)[number]>([
    [62, "origin"],
    [15, "English word"],
    [9, "invented"],
    [5, "two-letter surname"],
    [9, "mixed"],
  ]);
  let given: string;
  let family: string;
  let origin: string;
  if (source === "origin") {
    const o = rng.pick(ORIGINS);
    given = rng.pick(sex === "f" ? o.female : o.male);
    family = rng.pick(o.family);
    origin = o.origin;
  } else if (source === "English word") {
    given = rng.pick(sex === "f" ? WORD_GIVEN_FEMALE : WORD_GIVEN_MALE);
    family = rng.pick(WORD_SURNAMES);
    origin = "English word";
  } else if (source === "invented") {
    given = inventedWord(rng, 2);
    family = inventedWord(rng);
    origin = "invented";
  } else if (source === "two-letter surname") {
    const o = rng.pick(ORIGINS.filter((x) => /Chinese|Korean|Vietnamese/.test(x.origin)));
    given = rng.pick(sex === "f" ? o.female : o.male);
    family = rng.pick(TWO_LETTER_SURNAMES);
    origin = "two-letter surname";
  } else {
    const a = rng.pick(ORIGINS);
    const b = rng.pick(ORIGINS);
    given = rng.pick(sex === "f" ? a.female : a.male);
    family = rng.chance(0.15) ? `${rng.pick(a.family)}-${rng.pick(b.family)}` : rng.pick(b.family);
    origin = "mixed";
  }
  const middle = rng.chance(0.12) ? `${rng.letter()}.` : undefined;
  return { given, family, middle, sex, origin };
}

export const KIN_FEMALE = [
  "daughter",
  "wife",
  "mother",
  "sister",
  "niece",
  "granddaughter",
  "partner",
  "daughter-in-law",
  "aunt",
];
export const KIN_MALE = [
  "son",
  "husband",
  "father",
  "brother",
  "nephew",
  "grandson",
  "partner",
  "son-in-law",
  "uncle",
];
/** Shorthand for kinship words, as nurses write them. */
export const KIN_SHORT: Record<string, string> = {
  daughter: "dtr",
  mother: "mum",
  sister: "sis",
  granddaughter: "gd",
  husband: "husb",
  father: "dad",
  brother: "bro",
  grandson: "gs",
};
