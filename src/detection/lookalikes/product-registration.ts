import type { ScanContext } from "../recogniser.ts";

/**
 * A medicine's registration number read as a vehicle's ("NAFDAC Reg. No. A4-1234", "SAHPRA Reg.
 * No. 45/2.1/0123", "Reg No: 04-5678" on a formulary entry's line): the line holding the number,
 * before it, names a medicines regulator or a dose form. A vehicle's registration stands in a
 * line of transport, not of tablets. Regulators by their public abbreviations, written by hand.
 */
const PRODUCT_WORDS: ReadonlySet<string> = new Set(
  `nafdac sahpra mcc hsa tga cdsco din npn aust medsafe hpra mhra fda formulary
  tablet tablets tab tabs capsule capsules caps syrup suspension injection injections ampoule vial
  cream ointment inhaler sachet sachets mg mcg`.split(/\s+/),
);

/** The id at `first`, after "Reg. No." or "Registration", stands on a line of a medicine's entry. */
export function isProductRegistration(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  let cued = false;
  for (let k = first - 1; k >= 0 && first - k <= 5 && !t.startsLine(k + 1); k--) {
    const word = t.lower(k);
    if (word === "reg" || word === "registration" || word === "regn") cued = true;
  }
  if (!cued) return false;
  for (let k = first - 1; k >= 0 && first - k <= 40; k--) {
    if (t.isWord(k) && PRODUCT_WORDS.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}
