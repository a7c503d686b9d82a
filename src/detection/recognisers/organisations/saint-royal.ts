import { saintSchoolTails } from "../../cues/facilities.ts";
import { saintTriggers } from "../../cues/hospitals.ts";
import { streetSuffixes } from "../../cues/streets.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { ADDRESS_CUE, CLINICAL, FACILITY_HEAD, VOCABULARY } from "../../word-bits.ts";
import { isNameWord, isUnknownWord } from "./facility-name-word.ts";
import { isPossessiveHead } from "./possessive-hospital.ts";

const SCHOOL_TAILS = saintSchoolTails.words;

/** A kind of school at token `k` on the same line: in capitals ("NS") or capitalised ("Convent") where the note has case. */
function schoolTail(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || !SCHOOL_TAILS.has(t.lower(k))) return false;
  if (!context.mixedCase) return true;
  return t.length(k) <= 3 ? t.isAllCaps(k) : t.isCapitalised(k);
}

/** Trigger words of saints' and royal names (word-bits.ts ADDRESS_CUE). */
const SAINT_TRIGGERS = saintTriggers.entries;

/**
 * "St Elspeth's", "ST. BRANNOCK'S", "Our Lady's": a saint's name in the possessive is a hospital,
 * church or school wherever it stands (not "St John's wort", a herb); "the Royal Ashcombe", "at the Royal
 * Marlow": "Royal" and a town-like word no English list knows (not "Royal Mail", "Royal College").
 */
export function findSaintsAndRoyals(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, ADDRESS_CUE); i < t.count; i = t.nextBits(i + 1, ADDRESS_CUE)) {
    if ((t.bits(i) & ADDRESS_CUE) === 0) continue;
    const word = t.lower(i);
    if (word === "st" || word === "saint") {
      if (context.mixedCase && !t.isCapitalised(i)) continue;
      let k = i + 1;
      if (t.isPunct(k, ".") && t.touches(i)) k++;
      if (!t.isWord(k) || t.startsLine(k)) continue;
      if (!t.lower(k).endsWith("'s") || t.length(k) < 4) {
        if (bareSaintAfterMove(context, i, k)) {
          out.push(hit("facility-saint-bare", "HOSPITAL", t.start[i]!, t.end[k]!));
          i = k;
        }
        continue;
      }
      if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) continue;
      if (t.isWord(k + 1) && t.lower(k + 1) === "wort") continue;
      // "St Joseph's NS", "St Xavier's Convent": the kind of school after the saint's name.
      if (schoolTail(context, k + 1)) k++;
      out.push(hit("facility-saint", "HOSPITAL", t.start[i]!, t.end[k]!));
      i = k;
      continue;
    }
    if (word === "lady's") {
      // "referred to Our Lady's", "OUR LADY'S": with "Our" before it, a hospital or hospice.
      if (!t.isWord(i - 1) || t.lower(i - 1) !== "our" || t.startsLine(i)) continue;
      if (context.mixedCase && !(t.isCapitalised(i - 1) && t.isCapitalised(i))) continue;
      out.push(hit("facility-saint", "HOSPITAL", t.start[i - 1]!, t.end[i]!));
      continue;
    }
    if (word !== "royal" || (context.mixedCase && !t.isCapitalised(i))) continue;
    const prev = t.isWord(i - 1) ? t.lower(i - 1) : "";
    if (prev !== "the" && prev !== "at" && prev !== "to" && prev !== "from") continue;
    let last = -1;
    for (let k = i + 1; k <= i + 2 && k < t.count; k++) {
      if (!t.isWord(k) || t.startsLine(k) || !isNameWord(context, k, context.mixedCase)) break;
      // "the Royal Melbourne Hospital's": the name is the hospital's (possessive-hospital.ts).
      if (isPossessiveHead(context, k)) break;
      // A word no English list knows ("Ashcombe", "Marsden"), not "Royal Mail", "Royal College".
      const listed = isUnknownWord(context, k) && (t.bits(k) & FACILITY_HEAD) === 0;
      if (!listed) break;
      last = k;
    }
    if (last === -1) continue;
    out.push(hit("facility-royal", "HOSPITAL", t.start[i]!, t.end[last]!));
    i = last;
  }
}

/** Prepositions of place and movement before a bare saint's name ("pt at st vincents"). */
const BARE_SAINT_BEFORE = new Set(["at", "from", "to", "in", "into"]);

/**
 * "pt at st vincents", "transferred from st georges": in a note without case, a saint's name
 * without its apostrophe after "at", "from", "to" or "in". The name ends in "s" as a possessive
 * does, is no English or clinical word, and no street word follows ("at st marys road").
 */
function bareSaintAfterMove(context: ScanContext, i: number, k: number): boolean {
  const t = context.tokens;
  if (context.mixedCase || k !== i + 1 || !t.isWord(i - 1)) return false;
  if (!BARE_SAINT_BEFORE.has(t.lower(i - 1))) return false;
  const name = t.lower(k);
  if (name.length < 5 || !name.endsWith("s") || name.includes("'")) return false;
  if ((t.bits(k) & (VOCABULARY | CLINICAL)) !== 0) return false;
  return !(t.isWord(k + 1) && STREET_WORDS.has(t.lower(k + 1)));
}

const STREET_WORDS = streetSuffixes.words;

const RULES = defineRules({
  "facility-saint": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "a saint's name in the possessive (St Elspeth's)",
  },
  "facility-saint-bare": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a saint's name without its apostrophe after 'at', 'from', 'to', 'in' in a note without case",
  },
  "facility-royal": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "Royal and a town-like word after 'the', 'at', 'to', 'from'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const saintRoyalRecogniser: RecogniserModule = {
  id: "saint-royal",
  family: "organisations",
  wake: { on: ADDRESS_CUE },
  vocabulary: [{ mask: "words", bit: ADDRESS_CUE, words: SAINT_TRIGGERS }],
  rules: RULES,
  scan: findSaintsAndRoyals,
};

const hit = ruleHit(RULES);
