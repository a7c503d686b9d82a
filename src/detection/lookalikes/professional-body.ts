import type { ScanContext } from "../recogniser.ts";
import { COUNTRY } from "../word-bits.ts";

/**
 * Professional colleges and national agencies as guidelines credit them:
 * - "College of Physicians", "College of Surgeons", "College of Midwives" (a college of a
 *   profession) read as a school or a university: it names the profession's body, no place of a
 *   person's;
 * - the country closing such a title after "of" ("Royal College of Physicians of Ireland",
 *   "Public Health Agency of Canada") read as a surname.
 * A college of a place or a person ("College of St Hild") is kept. Professions by hand.
 */
const PROFESSIONS: ReadonlySet<string> = new Set(
  `physicians surgeons nursing nurses midwives midwifery practitioners psychiatrists obstetricians
  gynaecologists gynecologists paediatrics pediatrics paediatricians pediatricians anaesthetists
  anesthesiologists pathologists radiologists ophthalmologists dentists pharmacists pharmacy
  emergency medicine physicians' surgeons' family intensive`.split(/\s+/),
);

/** Tokens `first`..`last` are "College of" and a profession (see above). */
export function isProfessionalCollege(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let k = first;
  if (t.lower(k) === "royal") k++;
  if (t.lower(k) !== "college" || t.lower(k + 1) !== "of" || k + 2 > last) return false;
  for (let j = k + 2; j <= last; j++)
    if (t.isWord(j) && !PROFESSIONS.has(t.lower(j)) && t.lower(j) !== "general" && t.lower(j) !== "and")
      return false;
  return true;
}

/** The one word at `first` (= `last`) is a country closing a body's title after "of" (see above). */
export function isCountryAfterBodyOf(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || first !== last || (t.bits(first) & COUNTRY) === 0) return false;
  return (
    t.lower(first - 1) === "of" &&
    !t.startsLine(first) &&
    t.isCapitalised(first - 2) &&
    !t.startsLine(first - 1)
  );
}
