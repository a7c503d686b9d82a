import { schemeAbbreviations } from "../cues/clinical.ts";
import type { ScanContext } from "../recogniser.ts";

const SCHEMES = schemeAbbreviations.words;

/**
 * One word in capitals, in a note with case, that abbreviates a national scheme, a funder, a role
 * or a meeting (cues/clinical.ts `schemeAbbreviations`: "Booking with LMC", "Enrolled with PHO",
 * "CHAS.", "ASHA worker visited") read as a hospital or a name. A name written in capitals comes
 * with its other part ("Priya ASHA"), so only a lone word is read.
 */
export function isSchemeAbbreviation(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || first !== last || !t.isWord(first) || !t.isAllCaps(first)) return false;
  if (!SCHEMES.has(t.lower(first))) return false;
  const before = first - 1;
  const after = last + 1;
  const nameBeside = (k: number): boolean =>
    t.isWord(k) && !t.startsLine(Math.max(k, first)) && (t.isCapitalised(k) || t.isAllCaps(k));
  return !nameBeside(before) && !nameBeside(after);
}
