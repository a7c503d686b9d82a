import { applyCasing, casingOf } from "./casing.ts";
import { FAMILY_NAMES, GIVEN_NAMES, SUFFIXES, TITLES } from "./data/names.ts";
import { type Gender, GIVEN_NAMES_BY_GENDER, genderOfGivenName } from "./name-gender.ts";
import { keptWords, RELATION_OF } from "./name-particles.ts";
import { pick, type Rng, randomUpper } from "./rng.ts";

const TITLE_SET: ReadonlySet<string> = new Set(TITLES);
const SUFFIX_SET: ReadonlySet<string> = new Set(SUFFIXES);

/** A name word (letters with inner apostrophes) or anything between two words. */
const PIECE = /[\p{L}]+(?:['’][\p{L}]+)*|[^\p{L}]+/gu;

export type NameRole = "given" | "family";
type Role = NameRole;

/**
 * Where the words of a surrogate name come from. By default each call draws fresh ones; the
 * surrogate policy passes a chooser backed by the vault so one word always gets one surrogate.
 */
export interface NameChooser {
  /** The surrogate of one name word (letters only, as written); casing is applied by the caller. */
  word(word: string, role: NameRole): string;
  /** The surrogate of one initial (a single letter, as written). */
  initial(letter: string): string;
}

function isWord(piece: string): boolean {
  return /\p{L}/u.test(piece);
}

export function freshInitial(letter: string, rng: Rng): string {
  let out = letter;
  for (let i = 0; i < 20 && out.toUpperCase() === letter.toUpperCase(); i++) out = randomUpper(rng);
  return letter === letter.toLowerCase() ? out.toLowerCase() : out;
}

const ONSETS = ["b", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "ch", "sh", "th"];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ei", "ou"];

/**
 * An invented name of two or three open syllables ("Tavoshe", "Kelumi"): the fallback when a scope
 * has used the names of the lists its draws landed on, so a subject never runs out of surrogates.
 */
export function inventedName(rng: Rng): string {
  let out = "";
  const syllables = 2 + rng(2);
  for (let i = 0; i < syllables; i++) out += pick(ONSETS, rng) + pick(VOWELS, rng);
  return out[0]!.toUpperCase() + out.slice(1);
}

/** A fresh given or family name, avoiding the (lower-case) words in `avoid` where it can. */
export function freshName(role: Role, avoid: ReadonlySet<string>, rng: Rng, gender?: Gender): string {
  const list = role === "given" ? (gender ? GIVEN_NAMES_BY_GENDER[gender] : GIVEN_NAMES) : FAMILY_NAMES;
  let name = pick(list, rng);
  for (let i = 0; i < 20 && avoid.has(name.toLowerCase()); i++) name = pick(list, rng);
  return name;
}

/**
 * A fresh person name of the same structure: titles and suffixes kept as written, initials stay
 * initials, "Last, First" stays in that order, hyphenated parts stay hyphenated, casing kept.
 */
export function surrogateName(surface: string, rng: Rng, chooser?: NameChooser): string {
  const pieces = surface.match(PIECE) ?? [];
  const wordIndexes: number[] = [];
  pieces.forEach((piece, index) => {
    if (isWord(piece)) wordIndexes.push(index);
  });
  const avoid = new Set(pieces.filter(isWord).map((w) => w.toLowerCase()));
  const choose: NameChooser = chooser ?? {
    word: (word, role) => freshName(role, avoid, rng, role === "given" ? genderOfGivenName(word) : undefined),
    initial: (letter) => freshInitial(letter, rng),
  };
  const keep = new Set<number>();
  // Titles at the start ("Dr.", "Mrs", "Prof Dr").
  for (const index of wordIndexes) {
    if (TITLE_SET.has(pieces[index]!.toLowerCase()) && keep.size < wordIndexes.length - 1) keep.add(index);
    else break;
  }
  // Suffixes at the end ("Jr", "MD").
  for (let k = wordIndexes.length - 1; k >= 0; k--) {
    const index = wordIndexes[k]!;
    if (keep.has(index) || !SUFFIX_SET.has(pieces[index]!.toLowerCase())) break;
    if (k === 0 || keep.has(wordIndexes[k - 1]!)) break;
    keep.add(index);
  }
  // "née", "van", "bin" before a name word, and "s/o", stay as written.
  const kept = keptWords(wordIndexes.map((index) => pieces[index]!.toLowerCase()));
  wordIndexes.forEach((index, k) => {
    const word = pieces[index]!.toLowerCase();
    if (kept[k] && !TITLE_SET.has(word) && !SUFFIX_SET.has(word)) keep.add(index);
    if (RELATION_OF.test(`${word}${pieces[index + 1] ?? ""}${pieces[index + 2] ?? ""}`.toLowerCase())) {
      keep.add(index);
      keep.add(index + 2);
    }
  });
  const nameIndexes = wordIndexes.filter((index) => !keep.has(index));
  const hasTitle = wordIndexes.length > 0 && keep.has(wordIndexes[0]!);
  const commaAt = pieces.findIndex((piece, index) => piece.includes(",") && index > (nameIndexes[0] ?? 0));
  const lastCommaFree = commaAt >= 0 && nameIndexes.some((index) => index > commaAt);
  // The whitespace group of each name word: hyphenated parts share one role.
  const groupOf = new Map<number, number>();
  let group = 0;
  pieces.forEach((piece, index) => {
    if (!isWord(piece) && /[\s,]/u.test(piece)) group++;
    groupOf.set(index, group);
  });
  const lastGroup = groupOf.get(nameIndexes[nameIndexes.length - 1] ?? 0) ?? 0;
  const roleOf = (index: number): Role => {
    if (lastCommaFree) return index < commaAt ? "family" : "given";
    if (nameIndexes.length === 1) return hasTitle ? "family" : "family";
    return groupOf.get(index) === lastGroup ? "family" : "given";
  };
  const lone = nameIndexes.length === 1 && wordIndexes.length === 1;
  return pieces
    .map((piece, index) => {
      if (!isWord(piece) || keep.has(index)) return piece;
      const letters = piece.replace(/['’]/gu, "");
      if (letters.length === 1) return choose.initial(piece);
      // "JS", "JRR": a run of capitals standing alone is a set of initials.
      if (lone && letters.length <= 3 && letters === letters.toUpperCase()) {
        return [...letters].map((letter) => choose.initial(letter)).join("");
      }
      return applyCasing(choose.word(piece, roleOf(index)), casingOf(piece));
    })
    .join("");
}
