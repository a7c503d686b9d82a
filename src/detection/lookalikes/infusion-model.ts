import type { ScanContext } from "../recogniser.ts";

/**
 * A target-controlled infusion's pharmacokinetic model, named after its authors, read as a name:
 * "propofol TCI (Marsh)", "remi tci minto", "TCI: SCHNIDER model", "Eleveld", "Paedfusor". The
 * candidate holds "TCI" or stands right after it (a bracket, a colon, or another model and a slash between); no
 * person is written after "TCI", and a model's name after a drug names no patient or clinician.
 */
const TCI = "tci";
const REACH = 4;

/** Tokens `first`..`last` are a TCI model's name, with "TCI" in them or right before them. */
export function isInfusionModel(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) if (t.isWord(k) && t.lower(k) === TCI) return true;
  // "TCI (Marsh / Schnider)": back over the bracket, the colon and the models before it.
  for (let k = first - 1; k >= first - REACH && k >= 0; k--) {
    if (t.isWord(k) && t.lower(k) === TCI) return true;
    if (t.startsLine(k + 1)) return false;
    // Between them only a bracket, a colon, a slash, or a model before its slash.
    const model = t.isWord(k) && t.isPunct(k + 1, "/");
    if (!(model || t.isPunct(k, "(") || t.isPunct(k, ":") || t.isPunct(k, "/"))) return false;
  }
  return false;
}
