import { readFileSync } from "node:fs";

/**
 * US states (names and USPS codes) and country names: the engine's own lists (docs/data-sources.md),
 * read once on first use. A policy keeps these words where it keeps STATE and COUNTRY.
 */
let lists: { states: ReadonlySet<string>; countries: ReadonlySet<string> } | undefined;

function read(name: string): Set<string> {
  const text = readFileSync(new URL(`../detection/data/${name}.txt`, import.meta.url), "utf8");
  return new Set(
    text
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
}

function regionLists() {
  lists ??= { states: read("states"), countries: read("countries") };
  return lists;
}

/** "MA", "Massachusetts", "MASSACHUSETTS" — a USPS code only in capitals ("ma" and "Me" are words). */
export function isUsState(word: string): boolean {
  const folded = word.toLowerCase();
  if (folded.length === 2) return word === word.toUpperCase() && regionLists().states.has(folded);
  return regionLists().states.has(folded);
}

/** "USA", "United Kingdom", "India"; the short forms notes use are added here. */
export function isCountry(word: string): boolean {
  const folded = word.toLowerCase().replace(/\./g, "");
  return SHORT_FORMS.has(folded) || regionLists().countries.has(folded);
}

const SHORT_FORMS = new Set([
  "usa",
  "us",
  "uk",
  "uae",
  "united states",
  "united kingdom",
  "england",
  "scotland",
  "wales",
]);
