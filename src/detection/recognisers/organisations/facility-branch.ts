import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  DATE_WORD,
  FACILITY_HEAD,
  HOSPITAL_HEAD,
  INSTITUTION,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * A branch of a group practice or a pharmacy chain, written brand, kind, branch: "Raffles Medical
 * Tampines", "Apollo Pharmacy Jayanagar", "Healthway Medical Bedok", "Boots Pharmacy Chatswood".
 * Group practices in Singapore and Malaysia and pharmacy chains everywhere name each shop by its
 * suburb after the chain's name. The kind word ("Medical", "Pharmacy", "Chemist", "Dental",
 * "Healthcare") stands between a brand word and one or two branch words closing the clause. In a
 * note with case all are capitalised and a branch word is a listed town or no English word; without
 * case the brand or the branch must be a word no English list knows. A service word as the brand
 * ("General Medical Council") or a head as the branch ("Medical Centre", left to the facility
 * rules) refuses it. Linear: a bounded look around each kind word.
 */
export function findFacilityBranches(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const cue = HOSPITAL_HEAD | FACILITY_HEAD;
  for (let i = t.nextBits(0, cue); i < t.count; i = t.nextBits(i + 1, cue)) {
    if (!t.isWord(i) || t.startsLine(i) || !mayBeKind(t.text, t.start[i]!, t.length(i))) continue;
    if (!KINDS.has(t.lower(i))) continue;
    const brand = i - 1;
    if (!t.isWord(brand) || !brandWord(context, brand)) continue;
    let last = -1;
    let unknown = (t.bits(brand) & VOCABULARY) === 0;
    for (let k = i + 1; k < t.count && k <= i + 2 && !t.startsLine(k); k++) {
      if (!branchWord(context, k)) break;
      if ((t.bits(k) & VOCABULARY) === 0) unknown = true;
      last = k;
    }
    if (last === -1 || !closes(context, last + 1)) continue;
    if (!context.mixedCase && !unknown) continue;
    const first =
      t.isWord(brand - 1) && !t.startsLine(brand) && partOfBrand(context, brand - 1) ? brand - 1 : brand;
    out.push(hit("facility-branch", "HOSPITAL", t.start[first]!, t.end[last]!));
    i = last;
  }
}

/** A chain's or group's name word before the kind word. */
function brandWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.length(k) < 3) return false;
  if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | STAFF_ROLE | INSTITUTION | HOSPITAL_HEAD)) !== 0)
    return false;
  const word = t.lower(k);
  return !(SERVICE_WORDS.has(word) || STOP_WORDS.has(word));
}

/** "Shoppers Drug Mart", "Dis-Chem": a second brand word before the first (capitalised, no service). */
function partOfBrand(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return context.mixedCase && t.isCapitalised(k) && brandWord(context, k) && (t.bits(k) & VOCABULARY) === 0;
}

/** A branch word after the kind word: a listed town or no English word, never a head or service. */
function branchWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3) return false;
  if (context.mixedCase && !t.isCapitalised(k)) return false;
  const bits = t.bits(k);
  if (
    (bits & (CLINICAL | DATE_WORD | TITLE | STAFF_ROLE | INSTITUTION | HOSPITAL_HEAD | FACILITY_HEAD)) !==
    0
  )
    return false;
  const word = t.lower(k);
  if (SERVICE_WORDS.has(word) || STOP_WORDS.has(word)) return false;
  return (bits & VOCABULARY) === 0 || context.lexicons.cities.has(word);
}

/** The branch ends before token `n`: the text or line ends, punctuation, or a lower-case word. */
function closes(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (n >= t.count || t.startsLine(n)) return true;
  if (!t.isWord(n)) return !(t.isPunct(n, "-") || t.isPunct(n, "'") || t.isPunct(n, "&"));
  return context.mixedCase && !t.isCapitalised(n) && !t.isAllCaps(n);
}

/**
 * Whether a word of `length` code units at `start` may be a kind word (KINDS), by its length and
 * first letter: most head words ("hospital", "clinic", "centre") refuse with no string built.
 */
function mayBeKind(text: string, start: number, length: number): boolean {
  if (length < 6 || length > 10 || length === 9) return false;
  const c = text.charCodeAt(start) | 32;
  return c === 109 || c === 112 || c === 99 || c === 100 || c === 104; // m p c d h
}

const KINDS: ReadonlySet<string> = new Set([
  "medical",
  "pharmacy",
  "chemist",
  "chemists",
  "dental",
  "healthcare",
]);
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;

const RULES = defineRules({
  "facility-branch": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a chain's branch: brand, 'Medical'/'Pharmacy', then its suburb (Raffles Medical Tampines)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityBranchRecogniser: RecogniserModule = {
  id: "facility-branch",
  family: "organisations",
  wake: { on: HOSPITAL_HEAD | FACILITY_HEAD },
  rules: RULES,
  scan: findFacilityBranches,
};

const hit = ruleHit(RULES);
