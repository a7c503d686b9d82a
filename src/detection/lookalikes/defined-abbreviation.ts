import type { ScanContext } from "../recogniser.ts";

/**
 * An abbreviation defined in brackets right after the words it stands for ("Irish Maternity Early
 * Warning System (IMEWS)", "National Tuberculosis Elimination Programme (NTEP)"): its letters are
 * the initials of the capitalised words before the bracket ("of", "and", "for", "the" may be
 * skipped). It names what those words name; drop-lookalikes.ts keeps it only when a candidate
 * covers those words too ("Royal North Shore Hospital (RNSH)" is a hospital both ways).
 */
const SKIPPED: ReadonlySet<string> = new Set(["of", "and", "for", "the", "&", "in", "on"]);

/**
 * The first token of the words that the abbreviation at `k` (in brackets) stands for, or -1.
 */
export function expansionStart(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (!t.isWord(k) || !t.isAllCaps(k) || t.length(k) < 2 || t.length(k) > 8) return -1;
  if (!t.isPunct(k - 1, "(") || !t.isPunct(k + 1, ")")) return -1;
  const letters = t.raw(k);
  let j = k - 2;
  for (let n = letters.length - 1; n >= 0; n--) {
    while (j >= 0 && t.isWord(j) && SKIPPED.has(t.lower(j)) && !t.startsLine(j + 1)) j--;
    if (j < 0 || !t.isWord(j) || (!t.isCapitalised(j) && !t.isAllCaps(j))) return -1;
    if (t.raw(j)[0] !== letters[n]) return -1;
    if (n > 0 && t.startsLine(j)) return -1;
    j--;
  }
  return j + 1;
}
