import type { TokenStream } from "../token-stream.ts";

/**
 * Obstetric history and the birth fields of maternity and neonatal notes, which label fields with
 * "… of birth:" and open values with a gravida and parity ("Mode of birth: G2P1 at 39/40",
 * "Details of birth: G3 P2 at 38 weeks"). Written so in maternity notes in every country; read
 * by recognisers/places/labelled-place.ts so that such a value is not taken for a place.
 */

/** Words that open an obstetric history in place of "G2P1": "gravida 3", "primigravida", "multip". */
const OBSTETRIC_WORDS: ReadonlySet<string> = new Set([
  "gravida",
  "para",
  "primigravida",
  "multigravida",
  "primip",
  "multip",
  "primiparous",
  "multiparous",
  "nulliparous",
  "grand",
]);

/**
 * Token `k` opens a gravida and parity: a "G" joined to a number of one or two digits, then
 * (joined or after a space) a "P" and its number ("G2P1", "G3 P2", "g1p0"), or an obstetric word.
 */
export function opensObstetricHistory(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  if (OBSTETRIC_WORDS.has(t.lower(k))) return true;
  if (t.lower(k) !== "g" || !t.touches(k) || !t.isNumber(k + 1) || t.length(k + 1) > 2) return false;
  const p = k + 2;
  return t.isWord(p) && t.lower(p) === "p" && !t.startsLine(p) && t.isNumber(p + 1) && t.touches(p);
}

/** Words before "of birth:" that make it a field of a place ("Place of birth:", "Country of birth:"). */
const PLACE_OF_BIRTH: ReadonlySet<string> = new Set([
  "place",
  "country",
  "town",
  "city",
  "village",
  "state",
  "province",
  "district",
  "county",
  "region",
  "suburb",
]);

/**
 * The label "birth" at token `i` after "of" names a place ("Place of birth:"), not the birth
 * itself ("Mode of birth:", "Details of birth:", "Time of birth:").
 */
export function isPlaceOfBirth(t: TokenStream, i: number): boolean {
  if (t.lower(i) !== "birth" || t.lower(i - 1) !== "of") return true;
  return t.isWord(i - 2) && PLACE_OF_BIRTH.has(t.lower(i - 2));
}
