import { countryOwnsName } from "../readers/country-owner.ts";
import type { ScanContext } from "../recogniser.ts";
import { COUNTRY } from "../word-bits.ts";

/**
 * A national body read as a hospital or an organisation because it holds a service word: its name
 * ends on the country that owns it ("Te Whatu Ora Health New Zealand", "Public Health Ontario"
 * is a province, left alone; "Health Canada", "Hand Hygiene Australia"), as guidelines, signs and
 * leaflets credit it (readers/country-owner.ts reads the owner). A span holding a place of care's
 * head word ("Mercy Hospital Ireland") is kept.
 */
/** Head words of a place of care, general English. */
const PLACE_HEADS: ReadonlySet<string> = new Set(
  "hospital hospitals clinic clinics centre center infirmary surgery practice hospice ward unit".split(" "),
);

/** Countries of two words, which carry no country bit of their own (general knowledge). */
const TWO_WORD_COUNTRIES: ReadonlySet<string> = new Set([
  "new zealand",
  "south africa",
  "united kingdom",
  "united states",
  "northern ireland",
]);

/** Tokens `first`..`last` end on (or before) a country that owns the body they name (see above). */
export function endsOnOwningCountry(context: ScanContext, first: number, last: number): boolean {
  if (!context.mixedCase || last - first < 1) return false;
  const t = context.tokens;
  // The country: its one word, or the first of its two, at the span's end or right after it.
  let c = -1;
  for (let k = last + 1; k >= last - 1 && k > first && c === -1; k--) {
    if (t.isWord(k) && (t.bits(k) & COUNTRY) !== 0 && k >= last) c = k;
    else if (TWO_WORD_COUNTRIES.has(`${t.lower(k)} ${t.lower(k + 1)}`) && k + 1 >= last) c = k;
  }
  if (c === -1) return false;
  for (let k = first; k < c; k++) if (t.isWord(k) && PLACE_HEADS.has(t.lower(k))) return false;
  return countryOwnsName(context, c);
}
