import { datedDocuments, documentDateNouns, publicationVerbs } from "../cues/document-owned.ts";
import { months } from "../cues/months.ts";
import type { ScanContext } from "../recogniser.ts";

const VERBS = publicationVerbs.words;
const NOUNS = documentDateNouns.words;
/** Words before a date's noun that make it a label ("next review", "date of meeting", "week commencing"). */
const LABEL_BEFORE: ReadonlySet<string> = new Set(["next", "last", "of", "date", "week", "wk"]);
const DOCUMENTS = datedDocuments.words;
/** Words between the verb and its date ("published on 3 May", "last reviewed: June 2023"). */
const BETWEEN: ReadonlySet<string> = new Set(["on", "in", "date", "from", "at", "of", "due"]);
/** Tokens read back from the verb to the document's word on its line. */
const MAX_BACK = 16;

type Tokens = ScanContext["tokens"];

const MONTHS = months.words;

/** A day's number or a month's word of a written date ("12", "March", "Mar"). */
function isDatePart(t: Tokens, k: number): boolean {
  if (t.isNumber(k)) return t.length(k) <= 2;
  return t.isWord(k) && MONTHS.has(t.lower(k));
}

/**
 * The publication verb before the date whose token `first` stands in, or -1: past the date's day
 * and month ("published 12 [April] 2021" for the month or the year read alone), then ":", "on".
 */
function verbBefore(t: Tokens, first: number): number {
  let k = first - 1;
  for (let n = 0; k >= 0 && n < 2 && isDatePart(t, k); n++) k--;
  for (let n = 0; k >= 0 && n < 3; n++) {
    if (t.isPunct(k, ":") || (t.isWord(k) && BETWEEN.has(t.lower(k)))) k--;
    else break;
  }
  if (!t.isWord(k)) return -1;
  const w = t.lower(k);
  if (VERBS.has(w)) return k;
  return NOUNS.has(w) && isLabel(t, k) ? k : -1;
}

/**
 * The noun at `k` labels a date: "Review date:", "next review", "Date of meeting:", "Expiry:". A
 * bare "Review:" or "Meeting:" may head a person's follow-up ("Review: 12/03 in clinic"): kept.
 */
function isLabel(t: Tokens, k: number): boolean {
  if (t.isWord(k - 1) && LABEL_BEFORE.has(t.lower(k - 1))) return true;
  if (t.isWord(k + 1) && (t.lower(k + 1) === "date" || t.lower(k + 1) === "due")) return true;
  const w = t.lower(k);
  return t.isPunct(k + 1, ":") && w !== "review" && w !== "meeting";
}

/**
 * A document's word before the verb on its line, in the same sentence: "HIQA guideline
 * (published March 2021, reviewed June 2024)", "Immunisation policy effective 1 April 2023".
 * The walk crosses the document's earlier dates and brackets, not a full stop or a ";".
 */
function documentBefore(t: Tokens, verb: number): boolean {
  for (let k = verb - 1, n = 0; k >= 0 && n < MAX_BACK; k--, n++) {
    if (t.isPunct(k, ".") || t.isPunct(k, ";")) return false;
    if (t.isWord(k) && DOCUMENTS.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/**
 * A date or a year that a document gives itself after a verb of publishing, reviewing or taking
 * effect (cues/document-owned.ts): "guideline (published 12 March 2021, reviewed 2024)",
 * "policy effective 1 April 2023", "monograph updated June 2022". Such a date relates to no
 * individual (Safe Harbor removes the dates of the person, their care and their relatives). The
 * document is named on the date's line before the verb, in the same sentence. A bare "reviewed
 * 14/3/21" is kept, even in a text with no person's word: the project reads it as a person's
 * review (test/detection), whoever wrote it.
 */
export function isPublicationDate(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  if (t.startsLine(first)) return false;
  const verb = verbBefore(t, first);
  if (verb === -1) return false;
  return documentBefore(t, verb);
}

/**
 * A month's word alone read as a name inside such a date ("published 12 April 2021": "April"),
 * with the date's year or day after it.
 */
export function isPublicationMonth(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  return (
    first === last &&
    t.isNumber(first + 1) &&
    t.isWord(first) &&
    MONTHS.has(t.lower(first)) &&
    isPublicationDate(context, first)
  );
}
