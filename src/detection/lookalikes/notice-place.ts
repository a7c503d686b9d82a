import type { ScanContext } from "../recogniser.ts";
import { isAboutSomeone } from "./about-someone.ts";

/**
 * A place named in a public notice about no one ("Measles cases in the Cape Winelands and Garden
 * Route districts", "Cholera outbreak in the Northern Territory"): a notice, an advisory or an
 * outbreak bulletin that no person stands in names the districts, towns and provinces it serves,
 * and a place is PHI only as the place of someone (PRODUCT.md §4: HIPAA's geographic identifiers
 * are those of the individual, relatives, employers or household members). The text must hold a
 * word of a public notice ("notice", "advisory", "outbreak", "campaign", "bulletin", "circular";
 * "warning" or a "health alert", "safety alert" in its first line) and no word for a person ("he", "her", "pt", "patient", "client",
 * "mother", "baby", "lives", "admitted"…, or a title "Mr", "Dr"): a referral with a person in it
 * keeps its towns. "alert" is no notice word: a nursing note writes "neuro: alert" with no person
 * word. Weak place candidates, and names of weak rules not after a contact verb (a programme in
 * capitals: "AYUSHMAN BHARAT", "SUMAN"; "call Priya Sharma" is kept); the caller keeps anchored
 * ones. Reads the text once per note, and only when such a candidate stands in it.
 */
const NOTICE = /\b(?:notices?|advisory|advisories|outbreaks?|campaigns?|bulletin|circular)\b/i;
/** Words that make a notice only in its title, the first line ("HEAT WARNING", "Storm warning"). */
const TITLE_NOTICE =
  /\b(?:warnings?|(?:health|safety|public|drug|medicines?|product|heat|weather)\s+alerts?)\b/i;

/** Per text (a ScanContext lives for one detect call), the answer once read. */
const read = new WeakMap<ScanContext, boolean>();

/** The note is a public notice about no one (above). */
export function isNoticeAboutNoOne(context: ScanContext): boolean {
  const known = read.get(context);
  if (known !== undefined) return known;
  const text = context.tokens.text;
  const lineEnd = text.indexOf("\n");
  const title = lineEnd === -1 ? text : text.slice(0, lineEnd);
  // No word for a person and no sign of an individual (about-someone.ts), read first: a
  // clinical note names its person early, where the notice words must read the whole text.
  const value = !isAboutSomeone(context) && (NOTICE.test(text) || TITLE_NOTICE.test(title));
  read.set(context, value);
  return value;
}
