import type { TokenStream } from "../token-stream.ts";

/**
 * Fetal positions in antenatal and labour notes: the presenting part (occiput, sacrum, mentum)
 * and where it faces, written as three letters ("cephalic, LOA; FH 140", "vertex ROA", "ceph, rot").
 * "Loa" and "Roa" are also surnames, so the code is read as a position only beside what a
 * presentation is written with on its line: a presentation word, a fetal heart, fifths palpable
 * ("3/5") or a gestation ("36/40"). Read by eponym-filter.ts.
 */

const POSITION = /^[lr][oms][apt]$/;

/** Words that stand beside a fetal position in the same clause or line. */
const PRESENTATION_WORDS: ReadonlySet<string> = new Set([
  "cephalic",
  "ceph",
  "vertex",
  "breech",
  "presentation",
  "presenting",
  "position",
  "lie",
  "longitudinal",
  "engaged",
  "palpable",
  "fh",
  "fhr",
  "fhh",
  "sfh",
  "fundal",
  "liquor",
  "fetal",
  "foetal",
  "fm",
]);

/** How many tokens on each side of the code are read for a presentation word. */
const REACH = 10;

/** Token `k` is a fetal position code with a presentation word or a fraction over 5 or 40 near it on its line. */
export function isFetalPosition(t: TokenStream, k: number): boolean {
  if (!t.isWord(k) || t.length(k) !== 3 || !POSITION.test(t.lower(k))) return false;
  // Back to the line's start, then forward to its end, at most REACH tokens each way.
  for (let i = k - 1; i >= 0 && i >= k - REACH; i--) {
    if (presentationAt(t, i)) return true;
    if (t.startsLine(i)) break;
  }
  for (let i = k + 1; i < t.count && i <= k + REACH && !t.startsLine(i); i++) {
    if (presentationAt(t, i)) return true;
  }
  return false;
}

/** Token `i` is a presentation word, or the maximum of "3/5" (fifths palpable) or "36/40" (a gestation). */
function presentationAt(t: TokenStream, i: number): boolean {
  if (t.isWord(i)) return PRESENTATION_WORDS.has(t.lower(i));
  if (!t.isNumber(i) || !t.isPunct(i - 1, "/") || !t.touches(i - 1)) return false;
  const max = t.raw(i);
  return max === "5" || max === "40";
}
