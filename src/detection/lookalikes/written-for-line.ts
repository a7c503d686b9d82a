import type { ScanContext } from "../recogniser.ts";

/**
 * The line that says whom a document was written for and by whom ("Written for the registrar
 * teaching programme by the Department of Medicine, University Hospital.", "Prepared for parents
 * and carers by the Child Health Service, Wellington."): a teaching case, a leaflet or a course
 * names its authors' unit, institution, town and country there. A note about a person is not
 * written "for" an audience: its author signs ("Written by Dr Tan, Ward 4") and that line is kept.
 * The caller drops on it only what no anchor made (a title, a role or a label keeps its name).
 */
const WRITING_VERBS: ReadonlySet<string> = new Set(["written", "prepared", "developed", "produced"]);

/** Tokens read back to the start of the line, at most. */
const TOKENS_BACK = 64;

/** Token `first` stands on a line that opens "Written for" or "Prepared for" (above). */
export function onWrittenForLine(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  let k = first;
  for (let n = 0; k > 0 && !t.startsLine(k); n++, k--) if (n >= TOKENS_BACK) return false;
  return (
    k < first && t.isWord(k) && WRITING_VERBS.has(t.lower(k)) && t.isWord(k + 1) && t.lower(k + 1) === "for"
  );
}
