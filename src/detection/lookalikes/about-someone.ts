import type { ScanContext } from "../recogniser.ts";
import { documentVerdict, isSignOfIndividual } from "./public-document.ts";

/**
 * Is this text about someone? One answer for the guards that drop a candidate only in a text
 * about no one (a control block's dates, document-control-date.ts; a notice's places,
 * notice-place.ts): a word for a person ("he", "her", "pt", "patient", "client", "mother",
 * "baby", a title "Mr", "Dr"; a life's events "seen", "lives", "admitted", "referred", "born"),
 * or a sign of an individual as public-document.ts reads them ("45yo", "DOB 12/03/61", "Dear
 * Aroha"). public-document.ts itself asks only its signs: a guideline or a leaflet writes
 * "patients", "her baby" and "referred" of everyone, and its candidates are many more kinds.
 */
const PERSON =
  /\b(?:he|she|his|her|him|hers|pt|pts|patient|patients|client|resident|mother|father|baby|son|daughter|wife|husband|mr|mrs|ms|miss|mdm|dr|prof|nurse|seen|lives|admitted|referred|married|born)\b/i;

/** Per text (a ScanContext lives for one detect call), the answer once read. */
const read = new WeakMap<ScanContext, boolean>();

/** The text names a person or shows a sign of an individual (above). */
export function isAboutSomeone(context: ScanContext): boolean {
  const known = read.get(context);
  if (known !== undefined) return known;
  // The person test first: a clinical note names its person early ("he", "pt"), so the search
  // stops within its first lines, where the verdict reads the whole text.
  const value = PERSON.test(context.tokens.text) || isSignOfIndividual(documentVerdict(context.tokens));
  read.set(context, value);
  return value;
}
