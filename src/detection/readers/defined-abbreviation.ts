import { institutionHeads, institutionWords } from "../cues/hospitals.ts";
import type { TokenStream } from "../token-stream.ts";
import { namesOnlyAKind } from "./service-kind-name.ts";

/** Heads of a place's name ("Hospital", "Clinic", "Trust"); "Health" and "System" name no place alone. */
const PLACE_HEADS: ReadonlySet<string> = new Set(
  [...institutionWords.words, ...institutionHeads.words].filter(
    (w) => w !== "health" && w !== "healthcare" && w !== "system",
  ),
);

/** Small words an abbreviation may skip or take a letter from ("Ministry of Health (MOH)"). */
const JOINERS: ReadonlySet<string> = new Set(["of", "and", "the", "for", "in", "on", "to", "&"]);

/**
 * Capitals in brackets right after the words they abbreviate: "Ministry of Health (MOH)",
 * "Symphysis Fundal Height (SFH)", "Pregnancy Health Record (PHR)". The letters of word `i` are
 * matched, last first, to the initials of the words before the bracket on its line (small joiners
 * may be skipped); true when they all match and none of those words is a hospital's or an
 * institution's head ("Royal Children's Hospital (RCH)" abbreviates a hospital). Reads at most
 * twice as many words as the abbreviation has letters: constant work.
 */
export function abbreviatesNonPlace(t: TokenStream, i: number): boolean {
  if (!t.isPunct(i - 1, "(") || !t.isPunct(i + 1, ")") || t.startsLine(i - 1)) return false;
  const letters = t.lower(i);
  let n = letters.length - 1;
  let k = i - 2;
  for (let read = 0; n >= 0 && k >= 0 && read < 2 * letters.length + 2; read++, k--) {
    // "Children's": the possessive's "s" and its apostrophe belong to the word before.
    if (t.isPunct(k, "'") || t.isPunct(k, "\u2019") || t.isPunct(k, "-")) continue;
    if (!t.isWord(k)) return false;
    if (t.lower(k) === "s" && (t.isPunct(k - 1, "'") || t.isPunct(k - 1, "\u2019"))) continue;
    const w = t.lower(k);
    // "Community Health Centre (CHC)": a place's head after words of a service names a kind.
    if (PLACE_HEADS.has(w)) return namesOnlyAKind(t, k) && matchesRest(t, k, letters, n);
    if (w[0] === letters[n]) n--;
    else if (!JOINERS.has(w)) return false;
    if (t.startsLine(k)) break;
  }
  return n < 0;
}

/** The letters `letters[0..n]` are the initials of the words from `k` back (joiners skipped). */
function matchesRest(t: TokenStream, k: number, letters: string, n: number): boolean {
  let m = n;
  for (let j = k; m >= 0 && j >= 0 && j >= k - 2 * letters.length; j--) {
    if (!t.isWord(j)) return false;
    const w = t.lower(j);
    if (w[0] === letters[m]) m--;
    else if (!JOINERS.has(w)) return false;
    if (t.startsLine(j)) break;
  }
  return m < 0;
}
