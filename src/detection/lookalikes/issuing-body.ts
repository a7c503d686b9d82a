import type { ScanContext } from "../recogniser.ts";

/**
 * An abbreviation of capitals that names a body issuing guidance, a licence or an accreditation,
 * not a hospital ("MOH licensed", "the MOH ACE guidance", "CAP accredited", "HSE guidelines"): the
 * abbreviation (two to six capitals), and at most one more, is followed by a word of regulation
 * ("licensed", "guidance", "advisory", "circular"…) in
 * lower case, or by a document's title word capitalised ("ADA Standards of Care"). A hospital is written as where someone is ("transferred to RNSH").
 */
const REGULATION: ReadonlySet<string> = new Set([
  "licensed",
  "licenced",
  "accredited",
  "approved",
  "registered",
  "guidance",
  "guideline",
  "guidelines",
  "circular",
  "policy",
  "standards",
  "recommendations",
  "advisory",
  "directive",
  "alert",
]);

function isCapitals(t: ScanContext["tokens"], k: number): boolean {
  return t.isWord(k) && t.isAllCaps(k) && t.length(k) >= 2 && t.length(k) <= 6;
}

/** Tokens `first`..`last` are such an abbreviation (see above), in a note with case. */
export function isIssuingBody(context: ScanContext, first: number, last: number): boolean {
  if (!context.mixedCase || first !== last) return false;
  const t = context.tokens;
  if (!isCapitals(t, first)) return false;
  let k = last + 1;
  if (isCapitals(t, k) && !t.startsLine(k)) k++;
  if (!t.isWord(k) || t.startsLine(k) || !REGULATION.has(t.lower(k))) return false;
  if (!t.isCapitalised(k) && !t.isAllCaps(k)) return true;
  // "ADA Standards of Care", "RCH Clinical Practice Guidelines": a document's title in capitals.
  return TITLED.has(t.lower(k)) && t.isCapitalised(k);
}

/** Regulation words that a document's title writes capitalised after its body ("ADA Standards of Care"). */
const TITLED: ReadonlySet<string> = new Set(["standards", "guidelines", "guidance", "recommendations"]);
