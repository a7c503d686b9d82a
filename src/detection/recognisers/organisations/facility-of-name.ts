import { careHeads, facilityForWords, facilityStopWords, ofNameLeads } from "../../cues/facilities.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, FACILITY_HEAD } from "../../word-bits.ts";

const CARE_HEADS = careHeads.words;
const LEADS = ofNameLeads.words;
const STOP_WORDS = facilityStopWords.words;
const FOR_WORDS = facilityForWords.words;

/**
 * Facility names with "of" or "for" inside (issue 19: extents). "Our Lady of Lourdes Hospital",
 * "St John of God Hospital", "Sisters of Charity Hospital": a religious order's or a saint's name,
 * "of" and capitalised words before a care head; the walk back from the head stops at "of", so the
 * name would lose its first words. "Mercy Hospital for Women", "Hospital for Sick Children": "for"
 * and capitalised words after the head, closing the clause. Capitals are the evidence: "of" names
 * where the note has case or is in capitals (the saint or order says it), "for" with case, or
 * without it only before words of who the place is for ("HOSPITAL FOR SICK CHILDREN"). Each
 * head reads at most six tokens back and six forward: linear.
 */
export function findFacilityOfNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, FACILITY_HEAD); i < t.count; i = t.nextBits(i + 1, FACILITY_HEAD)) {
    if (!t.isWord(i) || !CARE_HEADS.has(t.lower(i))) continue;
    const cased = written(context, i);
    if (cased) {
      const first = ofNameStart(context, i);
      if (first !== -1) out.push(hit("facility-of-name", "HOSPITAL", t.start[first]!, t.end[i]!));
      const titled = titleLeadStart(context, i);
      if (titled !== -1) out.push(hit("facility-title-lead", "HOSPITAL", t.start[titled]!, t.end[i]!));
    }
    // Without case: "PRINCESS MARGARET HOSPITAL FOR CHILDREN", "starship hospital for children".
    const last = context.mixedCase ? (cased ? forTailEnd(context, i) : -1) : uncasedForTailEnd(context, i);
    if (last !== -1) out.push(hit("facility-for-tail", "HOSPITAL", t.start[i - 1]!, t.end[last]!));
  }
}

/** Capitalised where the note has case; in capitals where it has none. */
function written(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (context.mixedCase) return t.isCapitalised(k) || t.isAllCaps(k);
  return context.upperCase && t.isAllCaps(k);
}

/** The joining word ("of", "for") as the note writes it: lower case with case, capitals without. */
function joiner(context: ScanContext, k: number, word: string): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.lower(k) !== word || t.startsLine(k)) return false;
  return context.mixedCase ? !t.isCapitalised(k) && !t.isAllCaps(k) : t.isAllCaps(k);
}

/** A capitalised name word inside the name: no clinical word, never a line's first. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isWord(k) && t.length(k) >= 2 && written(context, k) && (t.bits(k) & CLINICAL) === 0;
}

/** "Our Lady of Lourdes Hospital": the first token of the name before "of", or -1. */
function ofNameStart(context: ScanContext, head: number): number {
  const t = context.tokens;
  let of = -1;
  for (let k = head - 1; k >= 0 && k >= head - 4; k--) {
    if (t.startsLine(k + 1) && k + 1 < head) return -1;
    if (joiner(context, k, "of")) {
      of = k;
      break;
    }
    if (!nameWord(context, k)) return -1;
  }
  if (of === -1 || of === head - 1) return -1;
  const j = of - 1;
  if (!nameWord(context, j) || t.startsLine(of)) return -1;
  const lead = t.lower(j);
  // "Sisters of Charity", "Brothers of St John": the order's word itself.
  if (LEADS.has(lead) && lead !== "our" && lead !== "st" && lead !== "saint") return j;
  // "Our Lady of …".
  if (lead === "lady" && t.isWord(j - 1) && t.lower(j - 1) === "our" && written(context, j - 1)) return j - 1;
  // "St John of God", "St. John of God", "Saint Vincent of Paul".
  let s = j - 1;
  if (t.isPunct(s, ".") && t.touches(s - 1)) s--;
  if (t.isWord(s) && (t.lower(s) === "st" || t.lower(s) === "saint") && written(context, s)) return s;
  return -1;
}

/**
 * "Dr. Ram Manohar Lohia Hospital", "Dr George Mukhari Academic Hospital": a hospital named after
 * a doctor keeps the title; the name recognisers read the words after it as a person's. The
 * title's first token when one to four capitalised words stand between it and the head, else -1.
 */
function titleLeadStart(context: ScanContext, head: number): number {
  const t = context.tokens;
  if (!context.mixedCase || !t.isCapitalised(head) || t.lower(head) !== "hospital") return -1;
  for (let k = head - 1; k >= 0 && k >= head - 5; k--) {
    if (t.startsLine(k + 1) && k + 1 < head) return -1;
    if (t.isPunct(k, ".") && t.touches(k - 1) && k < head - 1) k--;
    if (!t.isWord(k)) return -1;
    if (DOCTOR.has(t.raw(k)) && k < head - 1) return k;
    if (!nameWord(context, k) || !t.isCapitalised(k)) return -1;
  }
  return -1;
}

/** "Dr" as a hospital's name writes it. */
const DOCTOR: ReadonlySet<string> = new Set(["Dr", "DR"]);

/**
 * "HOSPITAL FOR SICK CHILDREN", "centre for addiction and mental health" in a note without case:
 * capitals cannot tell a name from a reason ("HOSPITAL FOR CHEST PAIN"), so only words of who a
 * place is for (with "the", "and") after "for", a name word before the head, and the clause's end
 * after them. The last token, or -1; at most six tokens forward.
 */
function uncasedForTailEnd(context: ScanContext, head: number): number {
  const t = context.tokens;
  const before = head - 1;
  if (!t.isWord(before) || t.startsLine(head) || t.length(before) < 2) return -1;
  // "THE HOSPITAL FOR SICK CHILDREN": "the" may stand for the name.
  if ((STOP_WORDS.has(t.lower(before)) && t.lower(before) !== "the") || (t.bits(before) & CLINICAL) !== 0)
    return -1;
  const f = head + 1;
  if (!t.isWord(f) || t.lower(f) !== "for" || t.startsLine(f)) return -1;
  let last = -1;
  for (let k = f + 1; k < t.count && k <= f + 6 && !t.startsLine(k); k++) {
    if (t.isPunct(k, "&")) continue;
    if (!t.isWord(k) || !FOR_WORDS.has(t.lower(k))) break;
    const w = t.lower(k);
    if (w !== "and" && w !== "the") last = k;
  }
  if (last === -1) return -1;
  const n = last + 1;
  const closes = n >= t.count || t.startsLine(n) || !t.isWord(n) || STOP_WORDS.has(t.lower(n));
  return closes ? last : -1;
}

/** "Mercy Hospital for Women": the last token of the capitalised words after "for", or -1. */
function forTailEnd(context: ScanContext, head: number): number {
  const t = context.tokens;
  // Only where the note has case ("ADMITTED TO HOSPITAL FOR CHEST PAIN" says nothing), and a name
  // must stand before the head ("Mercy Hospital"), never "Hospital for review" alone.
  if (!context.mixedCase || !nameWord(context, head - 1) || t.startsLine(head)) return -1;
  if (STOP_WORDS.has(t.lower(head - 1)) && t.raw(head - 1) !== "The") return -1;
  if (!joiner(context, head + 1, "for")) return -1;
  let last = -1;
  for (let k = head + 2; k < t.count && k <= head + 4; k++) {
    if (t.startsLine(k) || !nameWord(context, k)) break;
    last = k;
  }
  if (last === -1) return -1;
  const n = last + 1;
  const closes =
    n >= t.count ||
    t.startsLine(n) ||
    t.isPunct(n, ".") ||
    t.isPunct(n, ",") ||
    t.isPunct(n, ";") ||
    t.isPunct(n, ")") ||
    (context.mixedCase && t.isWord(n) && !t.isCapitalised(n) && !t.isAllCaps(n));
  return closes ? last : -1;
}

const RULES = defineRules({
  "facility-of-name": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a saint's or an order's name, 'of' and capitalised words before a care head (Our Lady of …)",
  },
  "facility-title-lead": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "'Dr' and capitalised words before 'Hospital': a hospital named after a doctor",
  },
  "facility-for-tail": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "'for' and capitalised words after a named care head (Mercy Hospital for Women)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityOfNameRecogniser: RecogniserModule = {
  id: "facility-of-name",
  family: "organisations",
  wake: { on: FACILITY_HEAD },
  rules: RULES,
  scan: findFacilityOfNames,
};

const hit = ruleHit(RULES);
