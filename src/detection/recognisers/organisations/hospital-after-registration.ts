import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CREDENTIAL, DATE_WORD, STAFF_ROLE, TITLE } from "../../word-bits.ts";
import { isNameWord } from "./facility-name-word.ts";

/**
 * A signature's hospital between the writer's registration and the town: "Dr A Rewi (MCNZ
 * 12345), Middlemore, Auckland", "S. Naidoo (HPCSA MP 0123456), Kalafong, Pretoria". Writers
 * everywhere sign with their register's number in brackets, then where they work and the town;
 * the bracket with its number, the two commas and the line's end are the evidence, so the
 * hospital's bare name needs no head word. One to three name words between the commas (no title,
 * role, credential, date or service word), one or two words of town closing the line. Each number
 * reads at most ten tokens ahead: linear.
 */

function isPlaceWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  if ((t.bits(k) & (TITLE | STAFF_ROLE | CREDENTIAL | DATE_WORD)) !== 0) return false;
  return isNameWord(context, k, context.mixedCase);
}

/** The last token of one to `max` place words from `k`, or -1. */
function placeWordsEnd(context: ScanContext, k: number, max: number): number {
  let last = -1;
  for (let m = k; m < k + max && isPlaceWord(context, m); m++) last = m;
  return last;
}

/** Words that say a bracket holds a registration ("reg no 1234", "No. 1234", "#1234"). */
const REGISTER_WORDS: ReadonlySet<string> = new Set(["no", "reg", "registration", "number", "num", "regn"]);

/**
 * Between "(" at `open` and the number at `i`: a register's letters in capitals ("MCNZ", "HPCSA
 * MP") or a word of registration, and nothing clinical ("(mmHg 120)" is a reading).
 */
function registerInside(context: ScanContext, open: number, i: number): boolean {
  const t = context.tokens;
  // A register's number is long ("(IMC 123456)"); a reading is short ("(HR 120)").
  const long = t.length(i) >= 5;
  let register = false;
  for (let p = open + 1; p < i; p++) {
    if (t.isPunct(p, "#")) register = true;
    if (!t.isWord(p)) continue;
    // "(IMC No 123456)": a register's letters may spell a clinical abbreviation before a long number.
    const acronym = t.isAllCaps(p) && t.length(p) >= 2;
    if ((t.bits(p) & CLINICAL) !== 0 && !(acronym && long)) return false;
    if (REGISTER_WORDS.has(t.lower(p)) || (acronym && (context.mixedCase || long))) register = true;
  }
  return register;
}

export function findHospitalsAfterRegistration(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) {
    // "(MCNZ 12345)", "(CPN 02A…)": the number closes a bracket opened on its line.
    let close = i + 1;
    if (t.isWord(close) && t.touches(i) && !t.startsLine(close)) close++;
    if (!t.isPunct(close, ")") || t.startsLine(close)) continue;
    let open = -1;
    for (let p = i - 1; p >= 0 && p >= i - 4 && !t.startsLine(p + 1); p--) {
      if (t.isPunct(p, "(")) {
        open = p;
        break;
      }
    }
    if (open === -1 || !t.isPunct(close + 1, ",") || !registerInside(context, open, i)) continue;
    const first = close + 2;
    const last = placeWordsEnd(context, first, 3);
    if (last === -1 || !t.isPunct(last + 1, ",")) continue;
    const town = placeWordsEnd(context, last + 2, 2);
    if (town === -1 || !(town + 1 >= t.count || t.startsLine(town + 1))) continue;
    out.push(hit("hospital-after-registration", "HOSPITAL", t.start[first]!, t.end[last]!));
    i = town;
  }
}

const RULES = defineRules({
  "hospital-after-registration": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a signature's hospital between the bracketed registration number and the town",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const hospitalAfterRegistrationRecogniser: RecogniserModule = {
  id: "hospital-after-registration",
  family: "organisations",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findHospitalsAfterRegistration,
};

const hit = ruleHit(RULES);
