import type { ScanContext } from "../recogniser.ts";
import { VOCABULARY } from "../word-bits.ts";

/**
 * "Limited" read as a company's legal form where it is an adjective of a formulary's or a
 * benefit's listing ("ODB Limited Use code 434", "Limited Coverage Drug", "limited use criteria"):
 * the candidate ends on "Limited" and an ordinary word follows it on its line, one space apart.
 * A firm's name ends on its legal form ("Dangote Limited, Lagos", "works for Acme Limited in").
 */
export function isLimitedAdjective(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last === first || t.lower(last) !== "limited") return false;
  const k = last + 1;
  if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[last]! !== 1) return false;
  // An ordinary word, not a function word that goes on to a place ("Limited in Lagos").
  return (t.bits(k) & VOCABULARY) !== 0 && t.length(k) >= 3 && (t.isCapitalised(k) || t.lower(k) === "use");
}
