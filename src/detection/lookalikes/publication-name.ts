import type { ScanContext } from "../recogniser.ts";

/**
 * A medical publication read as a hospital: "CORK MEDICAL JOURNAL - summary", "Oxford Handbook of
 * Clinical Medicine", "Washington Manual", "Australian Medicines Handbook", "Hospital Formulary".
 * A guideline's or a teaching text's source ends on the publication's noun, where a hospital's
 * name ends on its head or its place; no patient is cared for in a journal. Read for HOSPITAL
 * candidates only: a newspaper that employs someone ("works at the Wall Street Journal") is an
 * employer, typed ORGANIZATION by its rules, and kept.
 */
const PUBLICATION_NOUNS: ReadonlySet<string> = new Set(
  "journal journals handbook handbooks manual manuals formulary textbook compendium pharmacopoeia".split(" "),
);

/** Tokens `first`..`last` end on a publication's noun (above), or one stands right after them. */
export function isPublicationName(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (t.isWord(last) && PUBLICATION_NOUNS.has(t.lower(last))) return last > first;
  const next = last + 1;
  return t.isWord(next) && !t.startsLine(next) && !t.touches(last) && PUBLICATION_NOUNS.has(t.lower(next));
}
