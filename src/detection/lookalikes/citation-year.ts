import type { ScanContext } from "../recogniser.ts";

/**
 * The year, the town and the publisher of a citation, as guidelines, leaflets and formularies
 * write their sources ("NICE guideline NG136 (2019)", "Clinical Practice Guidelines 2017",
 * "Adapted from the Commission on Safety and Quality in Health Care, 2021", "Produced by Te Whatu
 * Ora, Wellington", "updated 2023"): the year of a publication, not of a person's care.
 * - a year within three words after a publication's head word on its line ("guideline",
 *   "formulary", "edition", "updated", "published"…), with only codes, titles or towns between;
 * - a year, a town or a body on a line that opens with a word of provenance ("Adapted from",
 *   "Based on", "Produced by", "Developed by", "Published by", "Copyright", "©"; "Citation" or
 *   "References" for a year only). "Source:" is none: a
 *   history writes "Source: patient and daughter, seen 2019".
 */

export const PUBLICATION_HEADS: ReadonlySet<string> = new Set(
  `guideline guidelines guidance formulary handbook standard standards policy protocol edition
  version update updated published issued revised statement consensus monograph bnf amh`.split(/\s+/),
);
const PROVENANCE: ReadonlySet<string> = new Set([
  "adapted",
  "developed",
  "published",
  "based",
  "produced",
  "reproduced",
  "copyright",
  "©",
]);
const YEAR_PROVENANCE: ReadonlySet<string> = new Set(["citation", "citations", "bibliography", "references"]);

/** Words read back from the value, and tokens at most, on its line. */
const WORDS_BACK = 3;
const TOKENS_BACK = 8;

/** The first token of the line holding `i`, at most 64 tokens back, or -1. */
function lineStart(t: ScanContext["tokens"], i: number): number {
  let k = i;
  for (let n = 0; k > 0 && !t.startsLine(k); n++, k--) if (n >= 64) return -1;
  return k;
}

/** The line holding token `i` opens with a word of provenance (of a year's, when `year`). */
function provenanceLine(t: ScanContext["tokens"], i: number, year: boolean): boolean {
  const a = lineStart(t, i);
  if (a === -1) return false;
  const word = t.isWord(a) ? t.lower(a) : t.isPunct(a, "©") ? "©" : "";
  return PROVENANCE.has(word) || (year && YEAR_PROVENANCE.has(word));
}

/** A publication's head word within three words before token `first`, on its line. */
function afterPublicationHead(t: ScanContext["tokens"], first: number): boolean {
  let words = 0;
  for (let k = first - 1; k >= 0 && first - k <= TOKENS_BACK && !t.startsLine(k + 1); k--) {
    if (!t.isWord(k)) continue;
    if (PUBLICATION_HEADS.has(t.lower(k))) return true;
    // Only a code, a title or a town between ("guideline NG136 (2019)", "guideline (Edinburgh,
    // 2019)"): a lower-case word makes it a clause ("started on the protocol in 2020").
    if (!t.isCapitalised(k) && !t.isAllCaps(k)) return false;
    if (++words >= WORDS_BACK) return false;
  }
  return false;
}

/** Token `first` (= `last`) is a year of a publication. */
export function isCitationYear(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isNumber(last) || t.length(last) !== 4) return false;
  const year = t.value(last);
  if (year < 1950 || year > 2039) return false;
  return afterPublicationHead(t, first) || provenanceLine(t, first, true);
}

/** Tokens `first`..`last`, a town or a body, stand on a line of provenance. */
export function onProvenanceLine(context: ScanContext, first: number): boolean {
  return provenanceLine(context.tokens, first, false);
}
