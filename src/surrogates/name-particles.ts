import { HONORIFICS, POST_NOMINALS } from "../detection/honorifics.ts";

/**
 * Words inside a person's name span that are not the person's name and stay as written under
 * every policy: "née" (born as), "s/o", "d/o", "w/o" (son, daughter, wife of), and the particles of
 * family names ("van", "de", "bin"…), which say nothing about who the person is on their own.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  "née",
  "nee",
  "van",
  "von",
  "der",
  "den",
  "de",
  "da",
  "di",
  "del",
  "della",
  "dos",
  "du",
  "la",
  "le",
  "bin",
  "binti",
  "bint",
  "ibn",
  "al",
  "el",
  "ap",
  "ter",
  "ten",
]);

/** The "x/o" relation words: s/o, d/o, w/o, c/o. */
export const RELATION_OF = /^[sdwc]\/o$/i;

const TITLES: ReadonlySet<string> = new Set(HONORIFICS);
const POST: ReadonlySet<string> = new Set(POST_NOMINALS);

const isNameWord = (w: string) =>
  !TITLES.has(w) &&
  !POST.has(w) &&
  !NAME_PARTICLES.has(w) &&
  w !== "née" &&
  w !== "nee" &&
  !RELATION_OF.test(w);

/**
 * Which words of a name span stay as written: "née" and "s/o" anywhere; titles before the first
 * name word; post-nominals after the last; a particle ("van", "de", "le") only before a later name
 * word, so the family name "Le" in "Anh Le" is still a name. A span of no name word at all keeps
 * nothing (its words are the name: "Mr. Le" found as "Le").
 */
export function keptWords(words: readonly string[]): boolean[] {
  let first = -1;
  let last = -1;
  words.forEach((w, i) => {
    if (!isNameWord(w)) return;
    if (first < 0) first = i;
    last = i;
  });
  if (first < 0) return words.map(() => false);
  return words.map((w, i) => {
    if (isNameWord(w)) return false;
    if (w === "née" || w === "nee" || RELATION_OF.test(w)) return true;
    if (TITLES.has(w) && i < first) return true;
    if (POST.has(w) && i > last) return true;
    return NAME_PARTICLES.has(w) && i < last;
  });
}
