import { guidelineBodies } from "../cues/clinical.ts";
import type { ScanContext } from "../recogniser.ts";
import { PUBLICATION_HEADS } from "./citation-year.ts";

/**
 * The shapes in which guidelines, journal clubs and formularies cite a paper or a publication,
 * whatever the journal, the body or the country (citation-year.ts reads a year after a
 * publication's head word or on a line of provenance):
 * - a year in a journal reference, before its volume ("NEJM 2021;384:1491", "Lancet 2019;393:31");
 * - a year after "et al." ("Stiell et al., JAMA 1993", "Tan et al. (2020)");
 * - an author's one-word name before a year in brackets ("Tan (2020)", "Tan and Lim (2020)");
 * - a year before a study's or a publication's noun ("a 2019 meta-analysis", "Chua 2019 trial",
 *   "(2019 update)", "(2015, updated 2022)", "the 2019 ART Clinical Guidelines"), and the author's
 *   one-word name right before such a year ("Chua 2019 meta-analysis");
 * - a year closing a line that cites a publication by its title ("Guidelines for the Control of
 *   Malaria, 2015.");
 * - a year after a guideline body's abbreviation ("GINA 2023", "ATS/IDSA 2019"), and that
 *   abbreviation read as a name ("GINA");
 * - a guideline's number over its year ("Clinical Practice Guidelines 1/2014");
 * - the authors, title and journal on the line of a journal reference ("Lim CC, Tan HK. ... Singapore
 *   Med J. 2021;62(3):120-5.");
 * - the town and the publisher of an imprint ("Melbourne: Therapeutic Guidelines Limited; 2019").
 * A year of care stands after a verb or a preposition and before a clause ("seen 2019; stable"),
 * never before a volume, a study noun or a publication head.
 */

/** A study's or a publication's noun after its year (general English, written by hand). */
const STUDY_NOUNS: ReadonlySet<string> = new Set(
  `meta trial trials rct study cohort update updated edition revision consensus statement
  guideline guidelines guidance recommendations`.split(/\s+/),
);

type Tokens = ScanContext["tokens"];

const GUIDELINE_BODIES = guidelineBodies.words;

/** Token `k` is a guideline body's abbreviation in capitals ("GINA", "KDIGO"). */
function isGuidelineBody(t: Tokens, k: number): boolean {
  return t.isWord(k) && t.isAllCaps(k) && GUIDELINE_BODIES.has(t.lower(k));
}

/**
 * "GINA 2023", "(SOMANZ 2014", "ATS/IDSA 2019", "(ATS/IDSA) 2019": the year right after a
 * guideline body's abbreviation, or after two joined by "/", or after the bracket closing them.
 */
function afterGuidelineBody(t: Tokens, k: number): boolean {
  let j = k - 1;
  if (t.isPunct(j, ")")) j--;
  if (j < 0 || t.startsLine(k) || !isGuidelineBody(t, j)) return false;
  return !t.isPunct(j - 1, "/") || isGuidelineBody(t, j - 2);
}

/**
 * Capitals mark an abbreviation: the note has case, or is written mostly in lower case with a
 * body's letters in capitals ("esc vs AHA 2022 on heart failure"); not in ALL CAPS, where "GINA
 * 2020" may be a person and her year.
 */
function capitalsTell(context: ScanContext): boolean {
  const t = context.tokens;
  return context.mixedCase || t.styleLower >= t.styleWords * 0.3;
}

function isYear(t: Tokens, k: number): boolean {
  if (!t.isNumber(k) || t.length(k) !== 4) return false;
  const year = t.value(k);
  return year >= 1950 && year <= 2039;
}

/** "2021;384:1491", "2019;393(10170):31": the year, a touching ";" and a volume number. */
function beforeVolume(t: Tokens, k: number): boolean {
  return t.isPunct(k + 1, ";") && t.touches(k) && t.isNumber(k + 2) && !t.startsLine(k + 2);
}

/** "et al." at most two capitalised words or abbreviations and some stops before token `k`. */
function afterEtAl(t: Tokens, k: number): boolean {
  let words = 0;
  for (let j = k - 1; j >= 1 && k - j <= 7 && !t.startsLine(j + 1); j--) {
    if (!t.isWord(j)) continue;
    if (t.lower(j) === "al" && t.lower(j - 1) === "et") return true;
    if ((!t.isCapitalised(j) && !t.isAllCaps(j)) || ++words > 2) return false;
  }
  return false;
}

/**
 * A study noun after the year at token `k` ("2019 meta-analysis", "2015, updated"), or a
 * publication head after at most three capitalised words or abbreviations ("2019 ART Clinical
 * Guidelines"), on its line.
 */
function beforeStudyNoun(t: Tokens, k: number): boolean {
  let j = k + 1;
  if (t.isPunct(k - 1, "(") && t.isPunct(j, ",") && t.lower(j + 1) === "updated") return !t.startsLine(j + 1);
  for (let words = 0; words <= 3 && t.isWord(j) && !t.startsLine(j); words++, j++) {
    const word = t.lower(j);
    if (words === 0 && STUDY_NOUNS.has(word)) return true;
    if (words > 0 && PUBLICATION_HEADS.has(word)) return true;
    if (!t.isCapitalised(j) && !t.isAllCaps(j)) return false;
  }
  return false;
}

/** "(2020)", "(2020,": a year in brackets opening at token `k`, on its line. */
function bracketedYearAfter(t: Tokens, k: number): boolean {
  if (!t.isPunct(k, "(") || t.startsLine(k) || !isYear(t, k + 1)) return false;
  return t.isPunct(k + 2, ")") || t.isPunct(k + 2, ",") || t.isPunct(k + 2, ";");
}

/** Token `k` is the year of a cited paper or publication (see above). */
export function isCitedYear(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !isYear(t, last)) return false;
  return (
    beforeVolume(t, last) ||
    afterEtAl(t, first) ||
    beforeStudyNoun(t, last) ||
    closesCitationLine(t, last) ||
    (capitalsTell(context) && afterGuidelineBody(t, last))
  );
}

/**
 * A year that closes a line citing a publication by its title ("National Guidelines for the
 * Control of Malaria, 2015."): after a comma, before a full stop or the line's end, on a line
 * holding a publication head in Title Case or capitals.
 */
function closesCitationLine(t: Tokens, k: number): boolean {
  if (!t.isPunct(k - 1, ",") || !(t.startsLine(k + 1) || k + 1 >= t.count || t.isPunct(k + 1, ".")))
    return false;
  for (let j = k - 2; j >= 0 && k - j <= 40; j--) {
    if (
      t.isWord(j) &&
      !t.startsLine(j) &&
      (t.isCapitalised(j) || t.isAllCaps(j)) &&
      PUBLICATION_HEADS.has(t.lower(j))
    )
      return true;
    if (t.startsLine(j)) return false;
  }
  return false;
}

/**
 * "Chua 2019 meta-analysis", "Lancet 2019;393:31", "et al., JAMA 1993": one word, then a cited
 * year; or a guideline body's abbreviation before its year ("GINA 2023"), in a note with case.
 */
export function isCitedAuthor(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(last)) return false;
  const year = last + 1;
  if (capitalsTell(context) && isGuidelineBody(t, last) && isYear(t, year) && !t.startsLine(year))
    return true;
  // "Tan (2020)", "Tan and Lim (2020)": an author, then the year in brackets.
  if (context.mixedCase && t.isCapitalised(last) && bracketedYearAfter(t, last + 1)) return true;
  if (
    context.mixedCase &&
    t.isCapitalised(last) &&
    t.lower(last + 1) === "and" &&
    t.isCapitalised(last + 2) &&
    bracketedYearAfter(t, last + 3)
  )
    return true;
  return (
    isYear(t, year) &&
    !t.startsLine(year) &&
    (beforeVolume(t, year) || beforeStudyNoun(t, year) || afterEtAl(t, first))
  );
}

/** "Clinical Practice Guidelines 1/2014": a number over a year right after a publication head. */
export function isGuidelineNumber(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 2 || !t.isNumber(first) || !t.isPunct(first + 1, "/") || !isYear(t, last))
    return false;
  return !t.startsLine(first) && t.isWord(first - 1) && PUBLICATION_HEADS.has(t.lower(first - 1));
}

/**
 * Tokens `first`..`last` stand on the line of a journal reference, one that holds a year before
 * its volume ("Lim CC, Tan HK. Early mobilisation. Singapore Med J. 2021;62(3):120-5."): its
 * authors, its title and its journal, no person or place of care.
 */
export function onJournalReferenceLine(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = last + 1; k < t.count && k - last <= 60 && !t.startsLine(k); k++)
    if (isYear(t, k) && beforeVolume(t, k)) return true;
  for (let k = first - 1; k >= 0 && first - k <= 60; k--) {
    if (isYear(t, k) && beforeVolume(t, k)) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/**
 * Tokens `first`..`last` are the town or the publisher of an imprint, "Town: Publisher; Year":
 * a town before the ":" whose line goes on to a ";" and a year, or a publisher between a ":" and
 * the "; Year" right after it.
 */
export function inImprint(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (t.isPunct(last + 1, ";") && isYear(t, last + 2) && !t.startsLine(last + 2)) {
    for (let k = first - 1; k >= 0 && first - k <= 12; k--) {
      if (t.isPunct(k, ":")) return true;
      if (t.startsLine(k)) return false;
    }
    return false;
  }
  if (!t.isPunct(last + 1, ":") || t.startsLine(last + 1)) return false;
  for (let k = last + 2; k < t.count && k - last <= 14 && !t.startsLine(k); k++) {
    if (t.isPunct(k, ";")) return isYear(t, k + 1) && !t.startsLine(k + 1);
    if (!t.isWord(k) || (!t.isCapitalised(k) && !t.isAllCaps(k) && t.lower(k) !== "of")) return false;
  }
  return false;
}
