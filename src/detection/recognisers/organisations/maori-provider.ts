import {
  facilityStopWords,
  maoriProviderHeads,
  maoriProviderParts,
  maoriProviderTails,
} from "../../cues/facilities.ts";
import { isWorldWord } from "../../name-evidence.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_WORK, DATE_WORD, VOCABULARY } from "../../word-bits.ts";

const HEADS = maoriProviderHeads.words;
const PARTS = maoriProviderParts.words;
const TAILS = maoriProviderTails.words;
const STOP_WORDS = facilityStopWords.words;

/**
 * Māori and iwi health providers: "Ngāti Porou Hauora", "Te Rūnanga o Ngāi Tahu", "Raukawa
 * Whānau Ora", "HAUORA HOKIANGA", "te whare ora": a head of te reo (hauora, rūnanga, ora) with the
 * name words before and after it ("o" and name words; an English tail: Health, Trust). The run
 * needs a word of te reo besides the head (a macron, a part such as Te, Ngāti, Whānau, or a word
 * no English list knows) and, where the note has case, capitals. At most four words each side:
 * linear.
 */
export function findMaoriProviders(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let done = -1;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (i <= done || !t.isWord(i) || !HEADS.has(t.lower(i)) || !isNamePart(context, i)) continue;
    let first = i;
    let evidence = 0;
    for (let k = i - 1; k >= 0 && k >= i - 4 && !t.startsLine(k + 1); k--) {
      if (!isNamePart(context, k)) break;
      first = k;
      if (isReo(context, k)) evidence++;
    }
    // "o" and "ki" join, never open.
    while (first < i && isJoiner(t.lower(first))) first++;
    let last = i;
    const k = i + 1;
    if (t.isWord(k) && isJoiner(t.lower(k)) && !t.startsLine(k)) {
      let m = k + 1;
      for (; m < t.count && m <= k + 3 && !t.startsLine(m) && isJoinedPart(context, m); m++) {
        if (isReo(context, m) || (t.bits(m) & VOCABULARY) === 0) evidence++;
        last = m;
      }
    } else if (first === i) {
      // "Hauora Hokianga", "HAUORA TAIRĀWHITI": the head first, a place-name after it.
      for (let m = k; m < t.count && m <= k + 1 && !t.startsLine(m) && isNamePart(context, m); m++) {
        // "Hauora Māori", "hauora tamariki": a word of te reo after the head says whose health.
        if ((t.bits(m) & VOCABULARY) !== 0 || HEADS.has(fold(t.lower(m))) || isWorldWord(context, m)) break;
        evidence++;
        last = m;
      }
    }
    if (
      t.isWord(last + 1) &&
      !t.startsLine(last + 1) &&
      TAILS.has(t.lower(last + 1)) &&
      isCased(context, last + 1)
    )
      last++;
    // "Te Whatu Ora Counties Manukau", "Te Whatu Ora – Waitaha": the national body is named by
    // its district after it; without a district it names no place.
    if (t.lower(i) === "ora" && t.lower(i - 1) === "whatu") {
      last = districtEnd(context, i);
      if (last === i) continue;
    }
    if (evidence === 0 || (first === i && last === i)) continue;
    // "ora" alone is a head only after whānau, whare or puna ("Whānau Ora", "Te Whare Ora").
    if (t.lower(i) === "ora" && !(i > first && PARTS.has(fold(t.lower(i - 1))))) continue;
    // "Whānau Ora" alone is the government's programme, not a provider.
    if (t.lower(i) === "ora" && first === i - 1 && last === i) continue;
    out.push(hit("facility-maori-provider", "HOSPITAL", t.start[first]!, t.end[last]!));
    done = last;
  }
}

/**
 * The last word of a district after "Te Whatu Ora" at `i` (past one dash): up to three capitalised
 * words where the note has case, words no English list knows where it has none; or `i`.
 */
function districtEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  let k = i + 1;
  if ((t.isPunct(k, "-") || t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014")) && !t.startsLine(k)) k++;
  let last = i;
  for (let m = k; m < t.count && m <= k + 2 && t.isWord(m) && !t.startsLine(m); m++) {
    const word = t.lower(m);
    if (STOP_WORDS.has(word) || (t.bits(m) & (CLINICAL | DATE_WORD)) !== 0) break;
    if (context.mixedCase ? !t.isCapitalised(m) : (t.bits(m) & VOCABULARY) !== 0) break;
    last = m;
  }
  return last;
}

function isJoiner(word: string): boolean {
  return word === "o" || word === "ki";
}

function isCased(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

/**
 * A word of the place or people after "o" or "ki" ("o Te Raki Paewhenua"): a name part, or where
 * the note has case any capitalised word that is no stop or clinical word (a place-name may be
 * spelt like an English word).
 */
function isJoinedPart(context: ScanContext, k: number): boolean {
  if (isNamePart(context, k)) return true;
  const t = context.tokens;
  if (!context.mixedCase || !t.isWord(k) || !t.isCapitalised(k) || t.length(k) < 2) return false;
  return !STOP_WORDS.has(t.lower(k)) && (t.bits(k) & (CLINICAL | DATE_WORD)) === 0;
}

/** A word that may stand in the name: capitalised where case tells (a joiner in lower case). */
function isNamePart(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  const word = t.lower(k);
  if (isJoiner(word)) return true;
  if (!isCased(context, k) || t.length(k) < 2) return false;
  if (STOP_WORDS.has(word) || (t.bits(k) & CLINICAL) !== 0) return false;
  return (
    PARTS.has(fold(word)) || HEADS.has(fold(word)) || isReo(context, k) || (t.bits(k) & VOCABULARY) === 0
  );
}

/** A word of te reo: a macron, or a part of providers' names. */
function isReo(context: ScanContext, k: number): boolean {
  const word = context.tokens.lower(k);
  return /[āēīōū]/.test(word) || PARTS.has(fold(word));
}

function fold(word: string): string {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

const RULES = defineRules({
  "facility-maori-provider": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a Māori or iwi provider: hauora, rūnanga or whānau ora with its name words",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const maoriProviderRecogniser: RecogniserModule = {
  id: "maori-provider",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: HEADS }],
  rules: RULES,
  scan: findMaoriProviders,
};

const hit = ruleHit(RULES);
