import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { gpPracticeNotNames } from "../../cues/hospitals.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_WORK, DATE_WORD, FACILITY_HEAD, STAFF_ROLE, VOCABULARY } from "../../word-bits.ts";

/**
 * "GP: Dr Cloutier, Kestrel Medical.", "GP: DR HENG, BEDOK CENTRAL FAMILY CLINIC.": the practice
 * after the family doctor's name in a "GP:" field. Letters, coroners' reports and forms of every
 * country give the GP and then where they practise, so the label, the comma after the name and
 * the clause's end are the evidence; the practice needs no head word. One to eight tokens of the
 * doctor's name, then one to four name words (no function, clinical, date, role or service word;
 * capitalised where the note has case) closing the line or the sentence. Without case the words
 * must hold one no English list knows, or be two or more. At most twelve tokens a label: linear.
 */
const STOP_WORDS = facilityStopWords.words;
const SERVICES = serviceWords.words;
const NOT_NAMES = gpPracticeNotNames.words;
const LABELS: ReadonlySet<string> = new Set(["gp"]);
const MAX_NAME = 4;

function isPracticeWord(context: ScanContext, k: number, first: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || t.length(k) > 40) return false;
  if ((t.bits(k) & (DATE_WORD | STAFF_ROLE)) !== 0 || (first && (t.bits(k) & CLINICAL) !== 0)) return false;
  const word = t.lower(k);
  // "Kestrel Medical", "Bedok Family Clinic": a service's word may close the name, not open it.
  if (STOP_WORDS.has(word) || NOT_NAMES.has(word) || (first && SERVICES.has(word))) return false;
  if (first && context.lexicons.clinical.has(word)) return false;
  if ((t.bits(k) & VOCABULARY) !== 0 && /(?:ing|ed|ly)$/.test(word)) return false;
  if (!context.mixedCase) return true;
  return t.isCapitalised(k) || t.isAllCaps(k);
}

/** The name's end: the line's or the text's end, a full stop, a semicolon or a bar. */
function closes(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (n >= t.count || t.startsLine(n)) return true;
  return t.isPunct(n, ".") || t.isPunct(n, ";") || t.isPunct(n, "|");
}

/** The last token of the practice's name from `first`, or -1. */
function practiceEnd(context: ScanContext, first: number): number {
  const t = context.tokens;
  let last = -1;
  let words = 0;
  let unknown = false;
  for (let k = first; k < t.count && k < first + 8; k++) {
    if (t.isWord(k)) {
      // "BLUEGUM GP CLINIC": "GP" inside the name, before the practice's head.
      const gpInside =
        words > 0 && t.lower(k) === "gp" && t.isWord(k + 1) && (t.bits(k + 1) & FACILITY_HEAD) !== 0;
      if ((!gpInside && !isPracticeWord(context, k, words === 0)) || ++words > MAX_NAME) return -1;
      if ((t.bits(k) & VOCABULARY) === 0) unknown = true;
      last = k;
      if (closes(context, k + 1)) break;
      continue;
    }
    // "St John's", "Te Awa-Iti": an apostrophe or a hyphen inside the name.
    const inner = t.touches(k - 1) && t.touches(k) && t.isWord(k + 1) && !t.startsLine(k + 1);
    if (inner && (t.isPunct(k, "'") || t.isPunct(k, "\u2019") || t.isPunct(k, "-"))) continue;
    return -1;
  }
  if (last === -1 || !closes(context, last + 1)) return -1;
  // "GP: Dr Heng, aware." in a note without case: one English word is a remark, not a practice.
  if (!context.mixedCase && !unknown && words < 2) return -1;
  return last;
}

export function findPracticesAfterGp(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || !LABELS.has(t.lower(i))) continue;
    const bare = practiceAfterBareGp(context, i);
    if (bare !== -1) {
      out.push(hit("practice-after-bare-gp", "HOSPITAL", t.start[i + 1]!, t.end[bare]!));
      i = bare;
      continue;
    }
    if (!t.isPunct(i + 1, ":") || t.startsLine(i + 1)) continue;
    // The doctor's name: words, stops and apostrophes up to a comma on the line.
    let comma = -1;
    for (let k = i + 2; k < t.count && k <= i + 10 && !t.startsLine(k); k++) {
      if (t.isPunct(k, ",")) {
        comma = k;
        break;
      }
      if (!t.isWord(k) && !t.isPunct(k, ".") && !t.isPunct(k, "'") && !t.isPunct(k, "\u2019")) break;
    }
    if (comma === -1 || comma === i + 2 || comma + 1 >= t.count || t.startsLine(comma + 1)) continue;
    const last = practiceEnd(context, comma + 1);
    if (last === -1) continue;
    out.push(hit("practice-after-gp", "HOSPITAL", t.start[comma + 1]!, t.end[last]!));
    i = last;
  }
}

/**
 * "- lives alone in Ōtara; GP Ōtara Family Health Centre", "; gp riverside medical clinic": a
 * practice straight after "GP" opening a clause (after ";", "," or "-", or opening a line) and
 * closing it, as ward lists and handovers write a patient's practice. Two to four practice
 * words, one of them no English list knows or a facility's head ("Clinic", "Centre", "Health",
 * "Medical"); "GP aware.", "GP to review", "GP Dr Tan", "gp letter sent" are refused. Returns
 * the name's last token, or -1.
 */
function practiceAfterBareGp(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (t.startsLine(i + 1) || !t.isWord(i + 1)) return -1;
  if (!t.startsLine(i) && !t.isPunct(i - 1, ";") && !t.isPunct(i - 1, ",") && !t.isPunct(i - 1, "-"))
    return -1;
  const last = practiceEnd(context, i + 1);
  if (last === -1 || last === i + 1) return -1;
  let evidence = false;
  for (let k = i + 1; k <= last; k++)
    if (t.isWord(k) && ((t.bits(k) & VOCABULARY) === 0 || (t.bits(k) & FACILITY_HEAD) !== 0)) evidence = true;
  return evidence ? last : -1;
}

const RULES = defineRules({
  "practice-after-bare-gp": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about:
      "two to four practice words straight after 'GP' opening and closing a clause (; GP Ōtara Family Health)",
  },
  "practice-after-gp": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "the practice after the family doctor's name in a GP field (GP: Dr Cloutier, Kestrel Medical.)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const practiceAfterGpRecogniser: RecogniserModule = {
  id: "practice-after-gp",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: [...LABELS] }],
  rules: RULES,
  scan: findPracticesAfterGp,
};

const hit = ruleHit(RULES);
