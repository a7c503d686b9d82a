import { isServiceWord } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_INSTITUTION_HEAD, NAME_LISTED, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";
import { isNameWord } from "./facility-name-word.ts";

/**
 * A hospital named by a bare word before one of its units: "Middlemore Burns Unit", "Tygerberg
 * Emergency Department", "KALAFONG ICU", "transported to hutt valley ccu". Hospitals everywhere
 * are known by a place's or a person's name alone, and a note names the unit after it; the unit
 * is our own kind of place, the word before it is the hospital's name (the name alone is PHI; a
 * named Unit is written whole, "Westmead Renal Unit", and the span takes it).
 *
 * The unit is a department's abbreviation (ED, ICU, CCU…) or Outpatients, with words of service
 * before it, or Unit, Department or Ward after at least one word of service ("Burns Unit", "Labour
 * Ward"). Before it stand one to four name words: words no English list knows (not a listed
 * given name or surname), towns a list knows, or (where the note has case, after "to", "from",
 * "at" or "in") capitalised English words. Where the note has case the unit is capitalised. Each
 * unit word looks back at most eight tokens: linear.
 */

/** Words that close a unit's name whatever stands before them. */
const DEPARTMENT_ENDS: ReadonlySet<string> = new Set([
  "ed",
  "icu",
  "ccu",
  "hdu",
  "nicu",
  "picu",
  "scbu",
  "outpatients",
  "opd",
]);

/** Words that close a unit's name after a word of service ("Burns Unit", "Emergency Department"). */
const SERVICE_ENDS: ReadonlySet<string> = new Set(["unit", "department", "dept", "ward"]);

/** The unit words, indexed under CUE_INSTITUTION_HEAD (whose other readers check their own heads). */
export const UNIT_WORDS: readonly string[] = [...DEPARTMENT_ENDS, ...SERVICE_ENDS];

function closesLine(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  return i + 1 >= t.count || t.startsLine(i + 1) || t.isPunct(i + 1, ".") || t.isPunct(i + 1, ",");
}

const PREPOSITIONS: ReadonlySet<string> = new Set(["to", "from", "at", "in"]);
const COMPASS: ReadonlySet<string> = new Set(["north", "south", "east", "west", "central"]);

function cased(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

/** Token `k` names the hospital on its own: a word no list knows, or a town a list knows. */
function isBareName(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!isNameWord(context, k, context.mixedCase)) return false;
  const bits = t.bits(k);
  if ((bits & (TITLE | STAFF_ROLE)) !== 0) return false;
  const word = t.lower(k);
  if (context.lexicons.cities.has(word)) return true;
  if ((bits & (VOCABULARY | NAME_LISTED)) !== 0) return false;
  // "RPA ICU" where the note has case; without case a short word in capitals is as often a drug or a test.
  return t.length(k) >= 4 || (context.mixedCase && t.isAllCaps(k) && t.length(k) >= 3);
}

/** The first token of the unit's name that ends at `i` (its words of service), or -1. */
function unitStart(context: ScanContext, i: number): number {
  const t = context.tokens;
  const word = t.lower(i);
  let start = i;
  for (let k = i - 1; k >= 0 && k >= i - 3 && !t.startsLine(k + 1); k--) {
    if (!t.isWord(k) || !cased(context, k) || !isServiceWord(t.lower(k))) break;
    start = k;
  }
  if (SERVICE_ENDS.has(word) && start === i) return -1;
  return start;
}

export function findHospitalsBeforeUnits(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let done = -1;
  for (
    let i = t.nextCues(1, CUE_INSTITUTION_HEAD);
    i < t.count;
    i = t.nextCues(i + 1, CUE_INSTITUTION_HEAD)
  ) {
    if ((t.cues(i) & CUE_INSTITUTION_HEAD) === 0 || i <= done) continue;
    const word = t.lower(i);
    if (!DEPARTMENT_ENDS.has(word) && !SERVICE_ENDS.has(word)) continue;
    if (!cased(context, i)) continue;
    const start = unitStart(context, i);
    if (start <= 0 || t.startsLine(start)) continue;
    const last = start - 1;
    let first = -1;
    let bare = false;
    for (let k = last; k >= 0 && k >= start - 4; k--) {
      if (!t.isWord(k) || !cased(context, k)) break;
      const w = t.lower(k);
      // "Lakeview Hospital's ED": a possessive is the hospital's own name (possessive-hospital.ts).
      if (w.endsWith("'s") || w.endsWith("\u2019s")) break;
      // "Hutt Valley East CCU": a point of the compass after the name belongs to it.
      if (k === last && COMPASS.has(w) && t.isWord(k - 1) && !t.startsLine(k)) continue;
      if (isBareName(context, k)) bare = true;
      else if (!(context.mixedCase && (t.isCapitalised(k) || t.isAllCaps(k)) && isNameWord(context, k, true)))
        break;
      first = k;
      if (t.startsLine(k)) break;
    }
    if (first === -1) continue;
    // English words name the hospital only after a place preposition ("transported to Hillcrest ICU").
    const p = first - 1;
    const afterPreposition = t.isWord(p) && !t.startsLine(first) && PREPOSITIONS.has(t.lower(p));
    if (!bare && !afterPreposition) continue;
    // Without case a word no list knows may be a slip of the pen ("pt wnet to ed"): the name needs
    // a preposition, or a line, a label's colon or a dash before it and the unit closing the line.
    const opens = t.startsLine(first) || t.isPunct(p, ":") || t.isPunct(p, "-") || t.isPunct(p, ",");
    if (!context.mixedCase && !afterPreposition && !(opens && closesLine(context, i))) continue;
    // "Dr Kalafong ICU": a title before the name makes it a person's.
    if (t.isWord(p) && (t.bits(p) & TITLE) !== 0) continue;
    // "Westmead Renal Unit", "Middlemore Burns Unit": a unit the hospital's name leads is called by
    // the whole name, so the span takes the unit's words with it; a department, a ward or an
    // abbreviation after the name is the hospital's part and stays out ("Tygerberg Emergency
    // Department", "KALAFONG ICU").
    const end = word === "unit" ? i : last;
    out.push(hit("hospital-before-unit", "HOSPITAL", t.start[first]!, t.end[end]!));
    done = i;
  }
}

const RULES = defineRules({
  "hospital-before-unit": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a hospital's bare name before one of its units (Middlemore Burns Unit, KALAFONG ICU)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const hospitalBeforeUnitRecogniser: RecogniserModule = {
  id: "hospital-before-unit",
  family: "organisations",
  wake: { cues: CUE_INSTITUTION_HEAD },
  vocabulary: [{ mask: "cues", bit: CUE_INSTITUTION_HEAD, words: UNIT_WORDS }],
  rules: RULES,
  scan: findHospitalsBeforeUnits,
};

const hit = ruleHit(RULES);
