import type { ScanContext } from "../recogniser.ts";
import { COUNTRY } from "../word-bits.ts";

/**
 * A government's or a nation's health body read as a hospital or an organisation, as guidelines,
 * notices and leaflets credit it: "Nigeria Centre for Disease Control", "South African National
 * Department of Health", "National Institute for Health and Care Excellence", "National Clinical
 * Programme for Surgery". Its name opens with "National", a country or a country's adjective, and
 * holds a body's head word, then "of" or "for" and the field it governs (health, disease control,
 * excellence, prevention, standards); a place of care's head ("National Heart Centre Hospital",
 * "National Centre for Infectious Diseases", whose field word is no governing one) keeps the span.
 * Reads the candidate and at most four tokens after it on its line.
 */
const BODY_HEADS: ReadonlySet<string> = new Set(
  `department ministry centre centres center centers institute programme program agency
  directorate division council commission authority board`.split(/\s+/),
);
const FIELDS: ReadonlySet<string> = new Set(
  "health disease control excellence prevention surgery medicines standards quality safety research".split(
    " ",
  ),
);
const PLACE_HEADS: ReadonlySet<string> = new Set(
  "hospital hospitals clinic clinics infirmary hospice ward unit surgery practice".split(" "),
);
/** A country's adjective: "South African", "Nigerian", "Indian", "Singaporean", "Australian". */
const COUNTRY_ADJECTIVE = /(?:an|ian|ean|ese|ish)$/;

/** Tokens `first`..`last` (and up to four after, on the line) name a nation's health body (above). */
export function isGovernmentBody(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!t.isWord(first)) return false;
  let open = first;
  // "South African ...": a country of two words opening the name.
  if (t.lower(open) === "south" || t.lower(open) === "new") open++;
  const opener = t.lower(open);
  const national =
    opener === "national" ||
    (t.bits(open) & COUNTRY) !== 0 ||
    (COUNTRY_ADJECTIVE.test(opener) && (t.bits(open + 1) & COUNTRY) === 0 && t.isCapitalised(open));
  if (!national) return false;
  const end = Math.min(t.count - 1, last + 4);
  for (let k = first; k <= end; k++) {
    if (k > last && t.startsLine(k)) break;
    if (!t.isWord(k)) continue;
    const word = t.lower(k);
    if (PLACE_HEADS.has(word) && k <= last) return false;
    if (!BODY_HEADS.has(word)) continue;
    const joiner = t.lower(k + 1);
    if ((joiner === "of" || joiner === "for") && t.isWord(k + 2) && FIELDS.has(t.lower(k + 2))) return true;
  }
  return false;
}
