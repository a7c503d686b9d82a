import type { ScanContext } from "../recogniser.ts";

/**
 * A reference that is a laboratory value: the candidate ends on a number and its unit of
 * concentration or rate written with a slash ("Hb 125 g/L", "ferritin 30 ug/L", "eGFR 45
 * mL/min", "K 4.1 mmol/L", "WCC 11 x10^9/L" ends on "L"). Identifiers are not written with a unit of
 * measure; a reference label before a blood result ("Booking bloods: Hb 125 g/L") is no label.
 */

/** Units of amount over volume, time or mass ("g/L", "mmol/L", "mL/min", "mg/kg", "IU/mL"). */
const AMOUNTS: ReadonlySet<string> = new Set(
  "g mg mcg ug ng pg mmol umol nmol pmol mol iu u mu ml l dl meq cells".split(" "),
);
const PER: ReadonlySet<string> = new Set("l dl ml min h hr day kg m2".split(" "));

/** Tokens `first`..`last` end on a number, then "<amount>/<per>" touching it ("125 g/L"). */
export function endsOnMeasuredValue(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last - first < 3) return false;
  const per = last;
  const slash = last - 1;
  const amount = last - 2;
  if (!t.isWord(per) || !t.isPunct(slash, "/") || !t.isWord(amount)) return false;
  if (!t.touches(amount) || !t.touches(slash)) return false;
  if (!AMOUNTS.has(t.lower(amount)) || !PER.has(t.lower(per))) return false;
  return t.isNumber(amount - 1);
}
