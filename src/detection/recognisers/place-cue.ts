import { nameEvidence, UNKNOWN_WORD } from "../name-evidence.ts";
import { matchPhrase } from "../phrase-match.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";
import { isHospitalAbbreviation } from "./hospital.ts";

/**
 * Places after movement and residence cues: "transferred to GH", "admitted to ELLSWORTH 3",
 * "arrived from juniper square", "lives in Dunmore", "flying in from Lisbon". After a strong cue
 * (a verb of transfer or residence and a preposition) any unknown word is a place; after a bare
 * preposition only listed cities, hospital abbreviations and unknown words before a unit number.
 */
const PLACE_VERBS = new Set([
  "transferred",
  "transfered",
  "transfer",
  "transferring",
  "admitted",
  "readmitted",
  "sent",
  "taken",
  "went",
  "go",
  "going",
  "presented",
  "arrived",
  "came",
  "accepted",
  "discharged",
  "returned",
  "return",
  "back",
  "lives",
  "living",
  "live",
  "lived",
  "moved",
  "resides",
  "residing",
  "born",
  "visiting",
  "fly",
  "flying",
  "flew",
  "drove",
  "driving",
  "works",
  "worked",
  "working",
  "employed",
  "screened",
  "seen",
  "enroute",
  "en",
  "bed",
  "d/c'd",
  "dc'd",
  "home",
  "route",
  "transported",
  "brought",
]);
const PREPOSITIONS = new Set(["to", "from", "at", "in", "into", "@", "near", "by", "for", "outside"]);
const NOT_PLACES = new Set([
  "the",
  "a",
  "an",
  "his",
  "her",
  "their",
  "this",
  "today",
  "tomorrow",
  "am",
  "pm",
]);

function hasStrongCue(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 3; k--) {
    if (t.isWord(k) && PLACE_VERBS.has(t.lower(k))) return true;
    if (t.isPunct(k, ".") || t.isPunct(k, ";")) return false;
  }
  return false;
}

export function findCuedPlaces(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let i = 0; i + 1 < t.count; i++) {
    const isPrep = (t.isWord(i) && PREPOSITIONS.has(t.lower(i))) || t.isPunct(i, "@");
    if (!isPrep) continue;
    let j = i + 1;
    if (t.isWord(j) && t.lower(j) === "the") j++;
    if (!t.isWord(j) || NOT_PLACES.has(t.lower(j))) continue;
    const city = matchPhrase(context, j, lex.cities);
    const caseOk = !context.mixedCase || t.isCapitalised(j) || t.isAllCaps(j);
    if (city !== -1 && caseOk && !lex.clinical.has(t.lower(j))) {
      const vocabulary = city === j && lex.vocabulary.has(t.lower(j));
      if (!vocabulary || hasStrongCue(context, i) || (context.mixedCase && t.isCapitalised(j))) {
        out.push({ type: "CITY", start: t.start[j]!, end: t.end[city]!, confidence: vocabulary ? 0.5 : 0.7 });
        i = city;
        continue;
      }
    }
    if (isHospitalAbbreviation(context, j)) {
      out.push({ type: "HOSPITAL", start: t.start[j]!, end: t.end[j]!, confidence: 0.6 });
      continue;
    }
    if (nameEvidence(context, j) < UNKNOWN_WORD || t.length(j) < 3) continue;
    let last = j;
    if (t.isWord(j + 1) && !t.startsLine(j + 1) && nameEvidence(context, j + 1) >= UNKNOWN_WORD) last = j + 1;
    const unitNumber = t.isNumber(last + 1) && t.length(last + 1) <= 2;
    if (hasStrongCue(context, i) || unitNumber) {
      out.push({ type: "LOCATION", start: t.start[j]!, end: t.end[last]!, confidence: 0.6 });
      i = last;
    }
  }
}
