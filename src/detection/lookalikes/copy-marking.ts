import type { ScanContext } from "../recogniser.ts";
import {
  CITY_HEAD,
  COUNTRY,
  FACILITY_HEAD,
  FIRST_NAME,
  HOSPITAL_HEAD,
  INSTITUTION,
  SURNAME,
  VOCABULARY,
} from "../word-bits.ts";

const NAME_OR_PLACE =
  FIRST_NAME | SURNAME | CITY_HEAD | COUNTRY | HOSPITAL_HEAD | FACILITY_HEAD | INSTITUTION;

/**
 * A form's marking read as its sender on the title line: "OPERATION NOTE - SPECIMEN COPY",
 * "operation note - sample text", "Discharge summary - example only", "- not for filing",
 * "- anonymised example", "- mock up", "- pharmacy copy", and a template's placeholders ("INSERT LOGO -
 * OPERATION RECORD", "xxx hospital - operation record"). Templates, teaching examples and the
 * copies of a form say so where a sender's name would stand; no hospital or firm is named by
 * these words. The marking word is in the candidate or right after it on its line ("Riverside
 * Hospital" followed by "- ward copy" has a dash between and is kept).
 */
const MARKINGS: ReadonlySet<string> = new Set([
  "copy",
  "copies",
  "example",
  "examples",
  "sample",
  "specimen",
  "template",
  "draft",
  "mock",
  "demo",
  "dummy",
  "filing",
  "anonymised",
  "anonymized",
  "fictional",
  "illustrative",
  "placeholder",
  // A template's placeholders where the sender goes: "INSERT LOGO - OPERATION RECORD", "xxx hospital".
  "logo",
  "insert",
  "xxx",
  "xxxx",
]);

/** Tokens `first`..`last` hold a form's marking, or are followed by one on their line. */
export function isCopyMarking(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) if (t.isWord(k) && MARKINGS.has(t.lower(k))) return true;
  const next = last + 1;
  return t.isWord(next) && !t.startsLine(next) && MARKINGS.has(t.lower(next));
}

/**
 * Words of a teaching, audit or release marking on the title line ("OPERATION NOTE - CASE STUDY",
 * "operation record - model answer", "- for education only", "- not for release", "- de-identified",
 * "- no PHI", "- quality review"), or a part of the form or of the list ("- sign out", "- time out",
 * "- WHO checklist", "- list one", "- page two", "- priority one"), or what kind of text follows
 * ("- standard steps", "- routine technique", "- key points", "- general principles": a template
 * or a teaching outline, not one operation's record). Read only where every word of a title-line sender is one of them:
 * "Lagos University Teaching Hospital" names a hospital.
 */
const PURPOSE_WORDS: ReadonlySet<string> = new Set(
  `case study model answer education educational teaching training release identified deidentified
  de phi audit quality review internal use only for not no of the purposes purpose
  sign in out time who checklist list page part section sheet priority one two three four
  standard routine generic typical usual key basic core main general steps stages points outline
  overview summary technique principles`.split(/\s+/),
);

/**
 * Adjectives of a template that may open a description of what follows in any ordinary words
 * ("- standard wording", "- routine dictation", "- model text").
 */
const TEMPLATE_ADJECTIVES: ReadonlySet<string> = new Set([
  "standard",
  "routine",
  "generic",
  "typical",
  "usual",
  "model",
  "sample",
  "example",
  "suggested",
]);

/** Every word of tokens `first`..`last` is a word of a purpose marking (above). */
export function isPurposeMarking(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (opensWithTemplateAdjective(context, first, last)) return true;
  let words = 0;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) {
      if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k)) continue;
      return false;
    }
    if (!PURPOSE_WORDS.has(t.lower(k))) return false;
    words++;
  }
  return words > 0;
}

/**
 * "STANDARD WORDING", "routine dictation": a template's adjective, then one or two English words
 * of no name list (VOCABULARY, and no first name, surname or place bit), closing the candidate.
 */
function opensWithTemplateAdjective(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!t.isWord(first) || !TEMPLATE_ADJECTIVES.has(t.lower(first)) || last === first || last - first > 2)
    return false;
  for (let k = first + 1; k <= last; k++) {
    if (!t.isWord(k)) return false;
    const bits = t.bits(k);
    if ((bits & VOCABULARY) === 0 || (bits & NAME_OR_PLACE) !== 0) return false;
  }
  return true;
}
