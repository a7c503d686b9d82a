import {
  facilityStopWords,
  genericNameWords,
  governmentFacilityHeads,
  governmentPrefixes,
} from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_WORK, VOCABULARY } from "../../word-bits.ts";

const PREFIXES = governmentPrefixes.words;
const HEADS = governmentFacilityHeads.words;
const GENERIC = genericNameWords.words;
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;

/**
 * "Govt. General Hospital, Guntur", "GOVT. MEDICAL COLLEGE, KOZHIKODE", "Government Rajaji
 * Hospital": a word of the state, the facility's kind closed by a head, and the town after a
 * comma, as India and Nigeria name their public hospitals. The kind alone ("govt hospital") names
 * no place: a name word between prefix and head (no generic or service word), or the town, is
 * needed, and the town is part of the name. At most six tokens forward and three past the head:
 * linear.
 */
export function findGovernmentFacilities(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const cased = context.mixedCase;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || !PREFIXES.has(t.lower(i))) continue;
    if (cased && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    let k = i + 1;
    if (t.isPunct(k, ".") && t.touches(i)) k++;
    let head = -1;
    let named = false;
    for (let m = k; m < t.count && m <= k + 4; m++) {
      if (!t.isWord(m) || t.startsLine(m)) break;
      if (cased && !t.isCapitalised(m) && !t.isAllCaps(m)) break;
      const word = t.lower(m);
      if (HEADS.has(word)) {
        head = m;
        continue;
      }
      if (head !== -1 || STOP_WORDS.has(word)) break;
      if ((t.bits(m) & CLINICAL) !== 0 && !SERVICE_WORDS.has(word) && !GENERIC.has(word)) break;
      if (!GENERIC.has(word) && !SERVICE_WORDS.has(word)) named = true;
    }
    if (head === -1) continue;
    const town = townAfter(context, head);
    if (town === -1 && !named) continue;
    const end = town === -1 ? head : town;
    out.push(hit("facility-government", "HOSPITAL", t.start[i]!, t.end[end]!));
    i = end;
  }
}

/** ", Guntur" closing the clause after the head: the town's last word, or -1. */
function townAfter(context: ScanContext, head: number): number {
  const t = context.tokens;
  if (!t.isPunct(head + 1, ",")) return -1;
  let last = -1;
  for (let m = head + 2; m <= head + 3 && m < t.count; m++) {
    if (!isTownWord(context, m)) break;
    last = m;
  }
  return last !== -1 && closesClause(context, last + 1) ? last : -1;
}

function isTownWord(context: ScanContext, m: number): boolean {
  const t = context.tokens;
  if (!t.isWord(m) || t.startsLine(m) || t.length(m) < 3) return false;
  const word = t.lower(m);
  if (STOP_WORDS.has(word) || SERVICE_WORDS.has(word) || (t.bits(m) & CLINICAL) !== 0) return false;
  if (context.mixedCase) return t.isCapitalised(m) || t.isAllCaps(m);
  return (t.bits(m) & VOCABULARY) === 0 || context.lexicons.cities.has(word);
}

/** The clause ends at token `n`: the text or line ends, punctuation, or a lower-case word. */
function closesClause(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (n >= t.count || t.startsLine(n) || !t.isWord(n)) return true;
  if (context.mixedCase) return !t.isCapitalised(n) && !t.isAllCaps(n);
  return STOP_WORDS.has(t.lower(n));
}

const RULES = defineRules({
  "facility-government": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "a government facility: 'Govt.', its kind closed by a head, and its town or name",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const governmentFacilityRecogniser: RecogniserModule = {
  id: "government-facility",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: PREFIXES }],
  rules: RULES,
  scan: findGovernmentFacilities,
};

const hit = ruleHit(RULES);
