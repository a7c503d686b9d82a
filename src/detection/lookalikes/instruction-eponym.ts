import type { ScanContext } from "../recogniser.ts";

/**
 * A guideline's instruction to grade or record by an eponymous classification, read as a name
 * ("Record Weber A on the operation note", "Classify Gustilo IIIA", "Document Hawkins II"): a verb
 * of grading or recording opens the sentence, one name word follows, and a grade (one capital A–F
 * or a Roman numeral up to VI, with an optional subtype letter) closes it. A person is not written
 * between such a verb and a grade ("John Smith II" has no verb before it).
 */
const VERBS: ReadonlySet<string> = new Set([
  "record",
  "document",
  "classify",
  "grade",
  "stage",
  "score",
  "note",
]);
const GRADE = /^(?:[A-F]|(?:I{1,3}|IV|VI?)[a-dA-D]?)$/;

/** Tokens `first`..`last` are the verb and the name, or the name alone after the verb. */
export function isInstructionEponym(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let verb = first;
  if (first === last) verb = first - 1;
  else if (last !== first + 1) return false;
  if (!t.isWord(verb) || !VERBS.has(t.lower(verb))) return false;
  if (
    !(t.startsLine(verb) || t.isPunct(verb - 1, ".") || t.isPunct(verb - 1, ";") || t.isPunct(verb - 1, ":"))
  )
    return false;
  const grade = last + 1;
  return grade < t.count && t.isWord(grade) && !t.startsLine(grade) && GRADE.test(t.raw(grade));
}
