import { applyCasing, casingOf } from "./casing.ts";
import { FAMILY_NAMES, GIVEN_NAMES, SUFFIXES, TITLES } from "./data/names.ts";
import { pick, type Rng, randomUpper } from "./rng.ts";

const TITLE_SET: ReadonlySet<string> = new Set(TITLES);
const SUFFIX_SET: ReadonlySet<string> = new Set(SUFFIXES);

/** A name word (letters with inner apostrophes) or anything between two words. */
const PIECE = /[\p{L}]+(?:['’][\p{L}]+)*|[^\p{L}]+/gu;

type Role = "given" | "family";

function isWord(piece: string): boolean {
  return /\p{L}/u.test(piece);
}

function freshInitial(letter: string, rng: Rng): string {
  let out = letter;
  for (let i = 0; i < 20 && out.toUpperCase() === letter.toUpperCase(); i++) out = randomUpper(rng);
  return letter === letter.toLowerCase() ? out.toLowerCase() : out;
}

function freshName(role: Role, avoid: ReadonlySet<string>, rng: Rng): string {
  const list = role === "given" ? GIVEN_NAMES : FAMILY_NAMES;
  let name = pick(list, rng);
  for (let i = 0; i < 20 && avoid.has(name.toLowerCase()); i++) name = pick(list, rng);
  return name;
}

/**
 * A fresh person name of the same structure: titles and suffixes kept as written, initials stay
 * initials, "Last, First" stays in that order, hyphenated parts stay hyphenated, casing kept.
 */
export function surrogateName(surface: string, rng: Rng): string {
  const pieces = surface.match(PIECE) ?? [];
  const wordIndexes: number[] = [];
  pieces.forEach((piece, index) => {
    if (isWord(piece)) wordIndexes.push(index);
  });
  const avoid = new Set(pieces.filter(isWord).map((w) => w.toLowerCase()));
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
      if (letters.length === 1) return freshInitial(piece, rng);
      // "JS", "JRR": a run of capitals standing alone is a set of initials.
      if (lone && letters.length <= 3 && letters === letters.toUpperCase()) {
        return [...letters].map((letter) => freshInitial(letter, rng)).join("");
      }
      return applyCasing(freshName(roleOf(index), avoid, rng), casingOf(piece));
    })
    .join("");
}
