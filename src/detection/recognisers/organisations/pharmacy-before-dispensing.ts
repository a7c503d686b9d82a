import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_WORK,
  DATE_WORD,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * "Shoppers Drug Mart Kanata dispensing history", "Boots Chatswood dispensing record", "Dis-Chem
 * Menlyn dispensing list": medicines reconciliation names its sources, and a pharmacy's own name
 * stands right before "dispensing" and the record's word. One to five words before it: in a note
 * with case all capitalised (hyphen-joined parts too), one a listed town or no English word;
 * without case one must be no English word; two words at least (a chain and its branch). A role, a relative, a title, a clinical, date or
 * service word ("Hospital dispensing record", "GP dispensing list") refuses it. Linear: five
 * tokens back from each "dispensing".
 */
export function findPharmaciesBeforeDispensing(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || t.lower(i) !== "dispensing" || t.startsLine(i)) continue;
    if (!(t.isWord(i + 1) && RECORDS.has(t.lower(i + 1)))) continue;
    let first = -1;
    let evidence = false;
    let words = 0;
    for (let k = i - 1, n = 0; k >= 0 && n < 7; k--, n++) {
      if (t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1) && t.isWord(k - 1)) continue;
      if (!t.isWord(k) || !nameWord(context, k)) break;
      const bits = t.bits(k);
      if ((bits & VOCABULARY) === 0 || context.lexicons.cities.has(t.lower(k))) evidence = true;
      first = k;
      if (!t.isPunct(k - 1, "-")) words++;
      if (t.startsLine(k)) break;
    }
    // A chain and its branch, two words at least: one word is as often a record system
    // ("PharmaNet dispensing history", "MyHR dispensing history").
    if (first === -1 || !evidence || words < 2 || i - first > 7) continue;
    out.push(hit("pharmacy-before-dispensing", "HOSPITAL", t.start[first]!, t.end[i - 1]!));
  }
}

function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) {
    // "Walk-in", "Dis-Chem": the joined part after a hyphen.
    if (!(t.isPunct(k - 1, "-") && t.touches(k - 1))) return false;
  }
  const word = t.lower(k);
  // "Shoppers Drug Mart", "London Drugs": the chain's own word for what it sells.
  if (word === "drug" || word === "drugs") return true;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | STAFF_ROLE | RELATIVE_CUE)) !== 0) return false;
  return !(SERVICE_WORDS.has(word) || STOP_WORDS.has(word) || context.lexicons.clinical.has(word));
}

const RECORDS: ReadonlySet<string> = new Set([
  ...["history", "record", "records", "list", "lists", "label", "labels", "printout", "print-out"],
  ...["data", "summary", "report", "profile"],
]);
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;

const RULES = defineRules({
  "pharmacy-before-dispensing": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a pharmacy's name before 'dispensing history/record' (Boots Chatswood dispensing record)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const pharmacyBeforeDispensingRecogniser: RecogniserModule = {
  id: "pharmacy-before-dispensing",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: ["dispensing"] }],
  rules: RULES,
  scan: findPharmaciesBeforeDispensing,
};

const hit = ruleHit(RULES);
