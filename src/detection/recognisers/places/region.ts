import { directions, featuresBefore, regionCues, regionFeatures } from "../../cues/place-names.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { REGION_WORD } from "../../word-bits.ts";

/**
 * Named regions and geographic features: "the Eastern Shore", "Cape Cod", "Baltimore County",
 * "Lake Tahoe", "Hilton Head Island". A capitalised word joined to a feature word; in ALL CAPS
 * notes only after "the" or a place preposition, where case cannot help.
 */
const FEATURES = regionFeatures.words;
const FEATURES_BEFORE = featuresBefore.words;
export const REGION_TRIGGERS: readonly string[] = [...FEATURES, ...FEATURES_BEFORE];
const DIRECTIONS = directions.words;
const CUES = regionCues.words;

function capitalised(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 2) return false;
  if (context.upperCase) return t.isAllCaps(i) && !context.lexicons.clinical.has(t.lower(i));
  return t.isCapitalised(i) && !context.lexicons.clinical.has(t.lower(i));
}

export function findRegions(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(1, REGION_WORD); i < t.count; i = t.nextBits(i + 1, REGION_WORD)) {
    if ((t.bits(i) & REGION_WORD) === 0) continue;
    const word = t.lower(i);
    let from = -1;
    let to = -1;
    if (FEATURES.has(word) && capitalised(context, i) && capitalised(context, i - 1) && !t.startsLine(i)) {
      from = i - 1;
      to = i;
    } else if (FEATURES_BEFORE.has(word) && capitalised(context, i) && capitalised(context, i + 1)) {
      from = i;
      to = i + 1;
    }
    if (from === -1) continue;
    if (DIRECTIONS.has(t.lower(from - 1)) && capitalised(context, from - 1)) from--;
    if (context.upperCase && !(t.isWord(from - 1) && CUES.has(t.lower(from - 1)))) continue;
    out.push(hit("region", "LOCATION", t.start[from]!, t.end[to]!));
    i = to;
  }
}

const RULES = defineRules({
  region: {
    types: ["LOCATION"],
    level: "weak",
    anchored: false,
    about: "a named region",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const regionRecogniser: RecogniserModule = {
  id: "region",
  family: "places",
  wake: { on: REGION_WORD },
  vocabulary: [{ mask: "words", bit: REGION_WORD, words: REGION_TRIGGERS }],
  rules: RULES,
  scan: findRegions,
};

const hit = ruleHit(RULES);
