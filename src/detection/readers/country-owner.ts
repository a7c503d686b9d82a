// A country named as the owner of a body, programme or guideline ("Diabetes Canada", "Health
// Canada", "Dementia Australia", "HSE Ireland", "Immunisation Guidelines for Ireland"): the name of
// a national body or publication, no place of the patient's. Only the country-listed rule reads it.
import { instrumentHeads } from "../cues/not-places.ts";
import { serviceLineHeads, serviceLineWords } from "../cues/service-lines.ts";
import type { ScanContext } from "../recogniser.ts";

const INSTRUMENT_HEADS = instrumentHeads.words;
const SERVICE_HEADS = serviceLineHeads.words;
const SERVICE_WORDS = serviceLineWords.words;
/**
 * Topics of national bodies named "<topic> <country>" ("Diabetes Canada", "Dementia Australia",
 * "Cancer Council", "Kidney Health", "Stroke Foundation"), general health English, hand-written.
 */
const BODY_TOPICS: ReadonlySet<string> = new Set(
  `diabetes dementia cancer heart kidney stroke asthma arthritis thrombosis hypertension
  osteoporosis lung liver blood transplant immunisation immunization vaccine vaccination hepatitis
  epilepsy continence hearing vision alzheimer alzheimers parkinsons`.split(/\s+/),
);
/** Publications and programmes a country owns ("Immunisation Schedule for Ireland"). */
const PROGRAMME_WORDS: ReadonlySet<string> = new Set([
  "schedule",
  "schedules",
  "programme",
  "programmes",
  "program",
  "programs",
  "guide",
  "handbook",
]);

/** The capitalised word right before `k`, one space apart on the same line, or -1. */
function titleWordBefore(context: ScanContext, k: number): number {
  const t = context.tokens;
  const p = k - 1;
  if (p < 0 || t.startsLine(k) || !t.isWord(p) || t.start[k]! - t.end[p]! !== 1) return -1;
  return t.isCapitalised(p) || t.isAllCaps(p) ? p : -1;
}

/**
 * True when the country at `i` closes the name of a body ("Diabetes Canada", "Health Canada",
 * "Lifeline Australia", "HSE Ireland": a clinical or service word, or an abbreviation of capitals
 * in a note with case, right before it) or of a programme's publication ("Guidelines for Ireland").
 */
export function countryOwnsName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const p = titleWordBefore(context, i);
  if (p !== -1) {
    const word = t.lower(p);
    if (SERVICE_HEADS.has(word) || SERVICE_WORDS.has(word) || BODY_TOPICS.has(word)) return true;
    if (context.mixedCase && t.isAllCaps(p) && t.length(p) >= 2 && t.length(p) <= 5) return true;
  }
  // "Immunisation Guidelines for Ireland", "National Immunisation Schedule for Ireland".
  const prep = i - 1;
  if (t.isWord(prep) && t.lower(prep) === "for" && !t.startsLine(i)) {
    const head = titleWordBefore(context, prep);
    if (head !== -1) {
      const word = t.lower(head);
      return INSTRUMENT_HEADS.has(word) || PROGRAMME_WORDS.has(word);
    }
  }
  return false;
}
