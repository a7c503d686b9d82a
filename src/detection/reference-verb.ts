import type { ScanContext } from "./recogniser.ts";

/**
 * Verbs that name or class a thing after its author ("described by", "classified by", "according
 * to", "compared with", "graded with"): general English, written by hand. The word after them and
 * "by", "with", "to" or "per" names the author of a scale or classification, not a person in care.
 */
const REFERENCE_VERBS: ReadonlySet<string> = new Set([
  "described",
  "developed",
  "proposed",
  "devised",
  "classified",
  "classed",
  "graded",
  "staged",
  "modified",
  "named",
  "validated",
  "published",
  "introduced",
  "popularised",
  "popularized",
  "according",
  "compare",
  "compared",
  "adapted",
  "revised",
  "defined",
  "pioneered",
]);

const LINKS: ReadonlySet<string> = new Set(["by", "with", "to", "per"]);

/** The word at `i` ("by", "with", "to", "per") follows a verb of naming or classing on its line. */
export function isReferenceLink(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (i < 1 || !t.isWord(i) || !LINKS.has(t.lower(i))) return false;
  return t.isWord(i - 1) && !t.startsLine(i) && REFERENCE_VERBS.has(t.lower(i - 1));
}

/**
 * The name at token `first` stands right after a reference link ("described by Gustilo"), or after
 * "and" and another name that does ("described by Gustilo and Anderson").
 */
export function afterReferenceLink(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  if (t.startsLine(first)) return false;
  if (isReferenceLink(context, first - 1)) return true;
  const joiner = first - 1;
  if (!(t.lower(joiner) === "and" || t.isPunct(joiner, "&")) || !t.isWord(joiner - 1)) return false;
  let name = joiner - 1;
  if (t.isPunct(name - 1, "-") && t.touches(name - 1) && t.isWord(name - 2)) name -= 2;
  return !t.startsLine(name) && !t.startsLine(joiner) && isReferenceLink(context, name - 1);
}
