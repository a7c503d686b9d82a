import { streetSuffixes } from "../../cues/streets.ts";
import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_PLACE_TRIGGER } from "../../word-bits.ts";

/**
 * An address by its landmark, then its road: "Opp. City Mall, M.G. Road", "opp. bus stand, m.g.
 * road", "Nr. Hanuman Temple, Station Road". Indian (and Pakistani, Bangladeshi) letterheads,
 * footers and triage scenes place a house or a clinic opposite or near a landmark, then name the
 * road after a comma. "Opp." or "Nr." (with its stop) or "Opposite", one to four words of the
 * landmark up to a comma, then the road: one to four words (initials with their stops count
 * apart: "M.G.") ending in a street type and closing at a comma, a stop, a bracket, a line's end
 * or a word in lower case after it. Both parts are the address. Bounded work per opener.
 */
const SUFFIXES = streetSuffixes.words;
/** Road words of South Asia besides the street types ("Marg", "Salai", "Path"). */
const ROADS: ReadonlySet<string> = new Set(["marg", "salai", "path", "chowk", "bazaar", "bazar"]);
const OPENERS: readonly string[] = ["opp", "opposite", "nr"];
const LANDMARK_WORDS = 4;
const ROAD_WORDS = 4;

/** The landmark's first token after the opener at `o`, or -1. */
function landmarkStart(context: ScanContext, o: number): number {
  const t = context.tokens;
  const w = t.lower(o);
  if (w !== "opp" && w !== "nr" && w !== "opposite") return -1;
  if (context.mixedCase && !t.isCapitalised(o) && !t.isAllCaps(o)) return -1;
  if (w === "opposite") return o + 1;
  return t.isPunct(o + 1, ".") && t.touches(o) ? o + 2 : -1;
}

/** A word of the landmark or the road: capitalised where the note has case, no clinical word. */
function placeWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || (t.bits(k) & CLINICAL) !== 0) return false;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

/** The comma closing the landmark opening at `k`, or -1. */
function landmarkComma(context: ScanContext, k: number): number {
  const t = context.tokens;
  let words = 0;
  for (let p = k; p < t.count && !t.startsLine(p); p++) {
    if (t.isPunct(p, ",")) return words > 0 ? p : -1;
    if (!placeWord(context, p) || ++words > LANDMARK_WORDS) return -1;
  }
  return -1;
}

/** The road's last token when the words from `k` are a road closing its part, or -1. */
function roadEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  let words = 0;
  for (let p = k; p < t.count && !t.startsLine(p); p++) {
    // "M.G.", "m.g.": an initial and its stop.
    if (t.isWord(p) && t.length(p) === 1 && t.isPunct(p + 1, ".") && t.touches(p)) {
      p++;
      continue;
    }
    if (!placeWord(context, p) || ++words > ROAD_WORDS) return -1;
    const w = t.lower(p);
    if (p > k && (SUFFIXES.has(w) || ROADS.has(w))) {
      const after = p + 1;
      const closed =
        after >= t.count ||
        t.startsLine(after) ||
        t.isPunct(after, ",") ||
        t.isPunct(after, ".") ||
        t.isPunct(after, ")") ||
        (t.isWord(after) && context.mixedCase && !t.isCapitalised(after) && !t.isAllCaps(after)) ||
        (t.isWord(after) && !context.mixedCase && (t.bits(after) & CLINICAL) === 0 && t.length(after) <= 3);
      return closed ? p : -1;
    }
  }
  return -1;
}

export function findLandmarkStreets(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let done = -1;
  const triggers = placeTriggers(t);
  for (let n = 0, o = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= o) continue;
    o = triggers.at[n]!;
    if (o + 3 >= t.count) break;
    if (o <= done) continue;
    const k = landmarkStart(context, o);
    if (k === -1) continue;
    const comma = landmarkComma(context, k);
    if (comma === -1) continue;
    const last = roadEnd(context, comma + 1);
    if (last === -1) continue;
    out.push(hit("landmark-street", "STREET_ADDRESS", t.start[o]!, t.end[last]!));
    done = last;
  }
}

const RULES = defineRules({
  "landmark-street": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: false,
    about: "'Opp.', 'Nr.' or 'Opposite' a landmark, a comma and a road ('Opp. City Mall, M.G. Road')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const landmarkStreetRecogniser: RecogniserModule = {
  id: "landmark-street",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: OPENERS }],
  rules: RULES,
  scan: findLandmarkStreets,
};

const hit = ruleHit(RULES);
