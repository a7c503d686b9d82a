import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, VOCABULARY } from "../../word-bits.ts";

/** Heads that close a hospital's name, here read in the possessive ("Hospital's"). */
const HEADS: ReadonlySet<string> = new Set([
  "hospital",
  "infirmary",
  "clinic",
  "hospice",
  "institute",
  "polyclinic",
]);
/** Joiners inside a hospital's name ("Eye and Ear Hospital's"). */
const JOINERS: ReadonlySet<string> = new Set(["and", "&", "of"]);
/** Capitalised words that open a sentence or a phrase, not the name ("The Hospital's policy"). */
const NOT_NAME: ReadonlySet<string> = new Set([
  "the",
  "at",
  "from",
  "to",
  "in",
  "a",
  "an",
  "our",
  "this",
  "per",
  "your",
  "my",
]);
/** At most this many words of name before the head. */
const MAX_WORDS = 5;

/** Token `k` is a hospital's head in the possessive ("Hospital's"): the name before it is the hospital's. */
export function isPossessiveHead(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  const word = t.lower(k);
  return (word.endsWith("'s") || word.endsWith("\u2019s")) && HEADS.has(word.slice(0, -2));
}

/**
 * "Tan Tock Seng Hospital's emergency department", "Groote Schuur Hospital's trauma unit": the
 * head takes the possessive as one token ("Hospital's"), so the head-word readers, which look its
 * bare form up, never see a head there. Where the note has case: a capitalised head with 's / ’s
 * after one to five capitalised name words on its line (joined by "and", "&", "of"), of which one
 * is a word no English list knows or two are name words. The span ends before the apostrophe. At
 * most five tokens back from each possessive head: linear.
 */
export function findPossessiveHospitals(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  for (let i = t.nextInitialUpper(0); i < t.count; i = t.nextInitialUpper(i + 1)) {
    if (!t.isWord(i) || !t.isCapitalised(i) || t.startsLine(i)) continue;
    // "…'s" or "…’s" read from the text first: nearly no capitalised word is a possessive.
    const e = t.end[i]!;
    const s = t.text.charCodeAt(e - 1);
    const mark = t.text.charCodeAt(e - 2);
    if ((s !== 115 && s !== 83) || (mark !== 39 && mark !== 0x2019)) continue;
    if (!isPossessiveHead(context, i)) continue;
    let first = -1;
    let words = 0;
    let unknown = 0;
    for (let k = i - 1; k >= 0 && k >= i - 2 * MAX_WORDS && words < MAX_WORDS; k--) {
      if (!t.isWord(k) && !t.isPunct(k, "&")) break;
      if (first !== -1 && (t.isPunct(k, "&") || JOINERS.has(t.lower(k)))) {
        if (t.startsLine(k)) break;
        continue;
      }
      if (!t.isCapitalised(k) || (t.bits(k) & CLINICAL) !== 0 || NOT_NAME.has(t.lower(k))) break;
      first = k;
      words++;
      if ((t.bits(k) & VOCABULARY) === 0) unknown++;
      if (t.startsLine(k)) break;
    }
    if (first === -1 || (unknown === 0 && words < 2)) continue;
    out.push(hit("facility-possessive", "HOSPITAL", t.start[first]!, t.end[i]! - 2));
  }
}

const RULES = defineRules({
  "facility-possessive": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "capitalised name words before a hospital's head in the possessive: Groote Schuur Hospital's",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const possessiveHospitalRecogniser: RecogniserModule = {
  id: "possessive-hospital",
  family: "organisations",
  wake: { at: ["initialUpper"] },
  rules: RULES,
  scan: findPossessiveHospitals,
};

const hit = ruleHit(RULES);
