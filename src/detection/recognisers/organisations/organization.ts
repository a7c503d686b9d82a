import { hasMedicalSuffix, isClinicalLookalike } from "../../clinical-lookalike.ts";
import { afterOrgName, beforeOrgName, buildingWords } from "../../cues/businesses.ts";
import { isListedName } from "../../name-evidence.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { ORGANIZATION_CUE } from "../../word-bits.ts";

/**
 * Employers and buildings named by a word no list knows, next to a generic word:
 * "his business Quillpoint", "the company Zentrix", "Vontrex rep", "Zentrix employee" (an
 * ORGANIZATION), and "the Fennimore Building", "Ashgrove Pavilion", "in the FennimoreBuilding"
 * (a LOCATION). The named word must be capitalised where the note uses case.
 */
const BEFORE_NAME = beforeOrgName.words;
const AFTER_NAME = afterOrgName.words;
const BUILDING_WORDS = buildingWords.words;

/** A word that no English, clinical or drug list knows, capitalised where case tells. */
function isOpenName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) return false;
  const word = t.lower(i);
  const lex = context.lexicons;
  if (lex.vocabulary.has(word) || lex.clinical.has(word)) return false;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c < 97 || c > 122) return false;
  }
  return !isClinicalLookalike(word, lex.clinicalLookalikes) && !hasMedicalSuffix(word);
}

/** "FennimoreBuilding": a capitalised name run together with a building word. */
function joinedBuilding(context: ScanContext, i: number): number {
  const t = context.tokens;
  const len = t.length(i);
  if (!context.mixedCase || len < 10 || !t.isCapitalised(i)) return -1;
  const word = t.lower(i);
  for (const head of BUILDING_WORDS) {
    const at = len - head.length;
    if (at < 3 || !word.endsWith(head)) continue;
    const c = t.text.charCodeAt(t.start[i]! + at);
    if (c >= 65 && c <= 90) return t.start[i]! + at;
  }
  return -1;
}

export const ORGANIZATION_TRIGGERS: readonly string[] = [...BEFORE_NAME, ...AFTER_NAME, ...BUILDING_WORDS];

export function findOrganizations(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Cue words, and capitalised words where the note has case (joinedBuilding reads only those).
  const capitals = context.mixedCase;
  const next = (i: number) =>
    capitals
      ? Math.min(t.nextBits(i, ORGANIZATION_CUE), t.nextInitialUpper(i))
      : t.nextBits(i, ORGANIZATION_CUE);
  for (let i = next(0); i < t.count; i = next(i + 1)) {
    if (!t.isWord(i)) continue;
    if ((t.bits(i) & ORGANIZATION_CUE) === 0) {
      // Only long capitalised words can hide a building word ("FennimoreBuilding").
      if (t.length(i) >= 10) {
        const joined = joinedBuilding(context, i);
        if (joined !== -1) out.push(hit("building-joined", "LOCATION", t.start[i]!, joined));
      }
      continue;
    }
    const word = t.lower(i);
    if (BEFORE_NAME.has(word) && isOpenName(context, i + 1) && !t.startsLine(i + 1)) {
      out.push(hit("organization-after-cue", "ORGANIZATION", t.start[i + 1]!, t.end[i + 1]!));
      continue;
    }
    if (AFTER_NAME.has(word) && isOpenName(context, i - 1) && !t.startsLine(i) && i > 0) {
      out.push(hit("organization-before-cue", "ORGANIZATION", t.start[i - 1]!, t.end[i - 1]!));
      continue;
    }
    if (BUILDING_WORDS.has(word) && i > 0 && !t.startsLine(i)) {
      // "the Fennimore Building", "ASHGROVE PAVILION": one or two name words before it.
      let first = -1;
      for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
        const named =
          isOpenName(context, k) || (context.mixedCase && t.isCapitalised(k) && isListedName(context, k));
        if (!named || context.lexicons.clinical.has(t.lower(k))) break;
        first = k;
        if (t.startsLine(k)) break;
      }
      if (first !== -1) {
        out.push(hit("building-name", "LOCATION", t.start[first]!, t.end[i]!));
      }
    }
  }
}

const RULES = defineRules({
  "organization-after-cue": {
    types: ["ORGANIZATION"],
    level: "faint",
    anchored: false,
    about: "an unknown word after 'business', 'company', 'employer'",
  },
  "organization-before-cue": {
    types: ["ORGANIZATION"],
    level: "faint",
    anchored: false,
    about: "an unknown word before 'rep', 'employee', 'inc'",
  },
  "building-name": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "name words before Building, Wing, Pavilion, Tower",
  },
  "building-joined": {
    types: ["LOCATION"],
    level: "list",
    anchored: false,
    about: "a name run into a building word",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const organizationRecogniser: RecogniserModule = {
  id: "organization",
  family: "organisations",
  wake: { on: ORGANIZATION_CUE, at: ["initialUpper"] },
  vocabulary: [{ mask: "words", bit: ORGANIZATION_CUE, words: ORGANIZATION_TRIGGERS }],
  rules: RULES,
  scan: findOrganizations,
};

const hit = ruleHit(RULES);
