import type { ScanContext } from "../recogniser.ts";

/**
 * A visual acuity read as a date: "VA 6/9", "Visual acuity: R 6/12, L 6/6", "BCVA 6/18 OD",
 * "Snellen 20/40", "acuity RE 6/7.5 LE 6/9". A Snellen fraction is the testing distance (6 m, 20
 * ft, or 3 m for a near chart) over the line read, and any eye clinic, ward round or triage note
 * writes it after its acuity word; the date rule reads "6/9" as the sixth of September or June
 * the ninth. Read only where an acuity word stands before the pair on its line with nothing
 * between but the eyes' sides (R, L, RE, LE, OD, OS, OU, right, left), marks and other acuity
 * pairs, and only for a Snellen pair: 6 over 4–60, 20 over 10–400, 3 over 60. "VA clinic 6/9"
 * and "seen 6/9 for VA" keep their dates.
 */
const ACUITY_WORDS: ReadonlySet<string> = new Set(["va", "bcva", "ucva", "acuity", "acuities", "snellen"]);
const SIDE_WORDS: ReadonlySet<string> = new Set([
  "r",
  "l",
  "re",
  "le",
  "od",
  "os",
  "ou",
  "right",
  "left",
  "eye",
  "eyes",
  "both",
  "bilat",
  "unaided",
  "aided",
  "ph",
  "pinhole",
  "with",
  "glasses",
  "and",
]);
const SIX_METRE: ReadonlySet<number> = new Set([4, 5, 6, 7, 9, 12, 18, 24, 36, 60]);
/** Tokens read back from the pair to its acuity word. */
const MAX_BACK = 12;

type Tokens = ScanContext["tokens"];

/** Token `k` opens a Snellen pair "6/9", "20/40", "3/60", "6/7.5" written touching. */
function isSnellenAt(t: Tokens, k: number): boolean {
  if (!t.isNumber(k) || !t.isPunct(k + 1, "/") || !t.isNumber(k + 2)) return false;
  if (!t.touches(k) || !t.touches(k + 1)) return false;
  const a = t.value(k);
  const b = t.value(k + 2);
  if (a === 6) return SIX_METRE.has(b);
  if (a === 20) return b >= 10 && b <= 400;
  return a === 3 && b === 60;
}

/** Tokens `first`..`last` are a Snellen pair after an acuity word on its line (above). */
export function isVisualAcuity(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 2 || !isSnellenAt(t, first)) return false;
  if (t.startsLine(first)) return false;
  let k = first - 1;
  for (let n = 0; k >= 0 && n < MAX_BACK; n++, k--) {
    if (t.isWord(k)) {
      const word = t.lower(k);
      if (ACUITY_WORDS.has(word)) return true;
      if (!SIDE_WORDS.has(word)) return false;
    } else if (t.isNumber(k)) {
      // Another acuity pair ("R 6/9, L 6/12"), or its decimal ("6/7.5"), read from its end.
      const inPair = t.isPunct(k - 1, "/") || t.isPunct(k - 1, ".") || t.isPunct(k + 1, "/");
      if (!inPair) return false;
    } else if (
      !(
        t.isPunct(k, ":") ||
        t.isPunct(k, ",") ||
        t.isPunct(k, ";") ||
        t.isPunct(k, "(") ||
        t.isPunct(k, ")") ||
        t.isPunct(k, "/") ||
        t.isPunct(k, ".") ||
        t.isPunct(k, "=") ||
        t.isPunct(k, "-")
      )
    )
      return false;
    if (t.startsLine(k)) return false;
  }
  return false;
}
