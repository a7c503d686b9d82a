import type { ScanContext } from "../recogniser.ts";
import { documentVerdict, isSignOfIndividual } from "./public-document.ts";

/**
 * A body read as a hospital before the guidance it issues, in any case: "te whatu ora ipc
 * guidance", "NDoH IPC manual", "Safer Care policy", "HPSC guidelines". Signs, posters and
 * policies name the source of their rules right before the rules' noun; a hospital is where
 * someone is cared for. Read only where the candidate holds no word of a place of care
 * ("hospital", "clinic", "centre", "ward"…: "Middlemore Hospital guidelines" keeps its hospital)
 * and the text shows no sign of an individual (public-document.ts: a title before a name, an
 * identity field with a value, an age, "pt", a salutation).
 */
const GUIDANCE: ReadonlySet<string> = new Set(
  `guidance guideline guidelines policy policies manual advisory recommendations standards
  protocol protocols circular directive`.split(/\s+/),
);
const CARE_PLACES: ReadonlySet<string> = new Set(
  `hospital hospitals clinic clinics centre center ward wards unit infirmary practice surgery
  hospice home medical`.split(/\s+/),
);

/** Tokens `first`..`last` are a body before its guidance's noun (above). */
export function isGuidanceSource(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  const next = last + 1;
  if (!t.isWord(next) || t.startsLine(next) || !GUIDANCE.has(t.lower(next))) return false;
  for (let k = first; k <= last; k++) if (t.isWord(k) && CARE_PLACES.has(t.lower(k))) return false;
  return !isSignOfIndividual(documentVerdict(t));
}
