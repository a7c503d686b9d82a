import { hasMedicalSuffix } from "../../clinical-lookalike.ts";
import { legalFormEnds, legalFormQualifiers } from "../../cues/businesses.ts";
import { employerFromCues, employerKindWords, employerPrepositions, workCues } from "../../cues/employers.ts";
import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_EMPLOYER_PREPOSITION,
  CUE_WORK,
  DATE_WORD,
  RELATIVE_CUE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;

/**
 * Employers told a few words after a cue of work: "works as a porter for Greenway Logistics", "he
 * is employed as a carer for Bright Horizons Homecare", "works nights for Fenwick Bakery",
 * "volunteers for Age Concern", "retired from Allied Steel", "a driver for Castle Haulage". Social
 * histories in every country name the employer after "for", "at", "with" or "from" in the clause
 * of a work word; the name is one to four capitalised words (where the note has case), possibly
 * joined by "&" or "and". Without case a word no list knows must be in it. Each preposition looks
 * six tokens back and four forward: linear.
 */
const WORK_CUES = workCues.words;
const EMPLOYER_PREPOSITIONS = employerPrepositions.words;
const EMPLOYER_PREPOSITIONS_LIST = listBit(EMPLOYER_PREPOSITIONS);
const FROM_CUES = employerFromCues.words;
/** Work cues that label a field ("Occupation:", "Job:"). */
const LABEL_CUES: ReadonlySet<string> = new Set(["occupation", "job", "employment", "work"]);

function workCue(context: ScanContext, p: number): string | undefined {
  const t = context.tokens;
  for (let k = p - 1; k >= 0 && k >= p - 6; k--) {
    // "Occupation: packer at Kestrel Foods": the label of a work field before its value.
    if (t.isPunct(k, ":") && k < p - 1 && (t.cues(k - 1) & CUE_WORK) !== 0 && LABEL_CUES.has(t.lower(k - 1)))
      return t.lower(k - 1);
    if (!t.isWord(k)) return undefined;
    if ((t.cues(k) & CUE_WORK) !== 0) {
      const word = t.lower(k);
      // "worked up for sepsis": a work-up, not a job.
      if (WORK_CUES.has(word)) return t.isWord(k + 1) && t.lower(k + 1) === "up" ? undefined : word;
    }
    if (t.startsLine(k)) return undefined;
  }
  return undefined;
}

function isEmployerWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return false;
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return false;
  const word = t.lower(k);
  if (STOP_WORDS.has(word)) return false;
  if ((t.bits(k) & (TITLE | DATE_WORD | RELATIVE_CUE)) !== 0) return false;
  if ((t.bits(k) & CLINICAL) !== 0 || context.lexicons.clinical.has(word)) return false;
  if (hasMedicalSuffix(word)) return false;
  // "… AND SUBSEQUENTLY PLACED": verb forms end a name.
  const verbForm = word.endsWith("ed") || word.endsWith("ing") || word.endsWith("ly");
  if (!context.mixedCase && (t.bits(k) & VOCABULARY) !== 0 && verbForm) return false;
  return true;
}

const GENERIC: ReadonlySet<string> = employerKindWords.words;

/** Token `k` ends the clause of an employer: a stop, a comma, a line's end, or "as"/"since"/"until". */
function closesClause(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  if (t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ";")) return true;
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  return w === "as" || w === "since" || w === "until" || w === "for" || w === "from";
}

const LEGAL_QUALIFIERS = legalFormQualifiers.words;
const LEGAL_ENDS = legalFormEnds.words;

/**
 * "Tiger Brands (Pty) Ltd", "Keppel Shipyard pte ltd", "Dangote Cement Plc.", "Sri Balaji Textiles
 * Pvt. Ltd.": the company's legal
 * form after its name, in any case, belongs to it. The last token of the name with it.
 */
function legalTailEnd(context: ScanContext, last: number): number {
  const t = context.tokens;
  let k = last + 1;
  const sameLine = (m: number) => m < t.count && !t.startsLine(m);
  if (t.isPunct(k, "(") && t.isWord(k + 1) && LEGAL_QUALIFIERS.has(t.lower(k + 1)) && t.isPunct(k + 2, ")"))
    k += 3;
  else if (sameLine(k) && t.isWord(k) && LEGAL_QUALIFIERS.has(t.lower(k))) k++;
  // "Sri Balaji Textiles Pvt. Ltd": the qualifier (read into the name or just after it) and its stop.
  if (t.isPunct(k, ".") && t.touches(k - 1) && t.isWord(k - 1) && LEGAL_QUALIFIERS.has(t.lower(k - 1))) k++;
  if (!sameLine(k) || !t.isWord(k) || !LEGAL_ENDS.has(t.lower(k))) return last;
  return k;
}

/**
 * What may close an employer's name after its last word at `last`: "Co." or "Co-op" ("Harbour
 * Freight Co.", "Lakeland Dairies Co-op"; "Co" is also a clinical abbreviation, so the name's
 * walk stops before it), a numbered branch ("Kendriya Vidyalaya No. 2", "Kloof Shaft 4" closing
 * the clause). The last token of the name with it.
 */
function numberedOrCoEnd(context: ScanContext, last: number): number {
  const t = context.tokens;
  // "Kendriya Vidyalaya No. 2": the walk took "No" in as a name word.
  if (t.lower(last) === "no" && last > 0) {
    const n = t.isPunct(last + 1, ".") && t.touches(last) ? last + 2 : last + 1;
    return t.isNumber(n) && t.length(n) <= 3 && !t.startsLine(n) && !gluedOn(context, n) ? n : last;
  }
  const k = last + 1;
  if (k >= t.count || t.startsLine(k)) return last;
  if (t.isWord(k) && (t.isCapitalised(k) || t.isAllCaps(k))) {
    const word = t.lower(k);
    if (word === "co") {
      // "Co-op", "Co-operative": the hyphenated word is the co-operative's.
      if (t.isPunct(k + 1, "-") && t.touches(k) && t.touches(k + 1) && t.isWord(k + 2)) {
        const op = t.lower(k + 2);
        if (op === "op" || op === "operative") return k + 2;
      }
      return t.isPunct(k + 1, ".") && t.touches(k) ? k + 1 : k;
    }
    // "No. 2", "No 14": the branch's number.
    if (word === "no") {
      const n = t.isPunct(k + 1, ".") && t.touches(k) ? k + 2 : k + 1;
      if (t.isNumber(n) && t.length(n) <= 3 && !t.startsLine(n) && !gluedOn(context, n)) return n;
    }
    return last;
  }
  // "Kloof Shaft 4.": a short number closing the clause numbers the site.
  if (
    t.isNumber(k) &&
    t.length(k) <= 2 &&
    !t.touches(last) &&
    !gluedOn(context, k) &&
    closesClause(context, k + 1)
  )
    return k;
  return last;
}

/** Token `n` runs on into more than a closing mark ("2/3", "4-5", "2nd"). */
function gluedOn(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (!t.touches(n)) return false;
  const m = n + 1;
  return !(t.isPunct(m, ".") || t.isPunct(m, ",") || t.isPunct(m, ";") || t.isPunct(m, ")"));
}

/** Abbreviations inside a company's name that take a stop ("Bros.", "Co.", "Mfg."). */
const NAME_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "bros",
  "co",
  "mfg",
  "assoc",
  "intl",
  "natl",
  "dept",
  "st",
  "mt",
]);

const OF_JOINERS: ReadonlySet<string> = new Set(["of", "de", "du", "des"]);
const OF_ARTICLES: ReadonlySet<string> = new Set(["the", "la", "l"]);

/**
 * "of", "of the", "de la" at `k` inside a name, in lower case where the note has case, with a
 * name word after it: the token of that word, or -1.
 */
function ofJoinEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (!t.isWord(k) || !OF_JOINERS.has(t.lower(k)) || t.startsLine(k)) return -1;
  if (context.mixedCase && !t.isAllCaps(k) && t.isCapitalised(k)) return -1;
  let m = k + 1;
  if (t.isWord(m) && OF_ARTICLES.has(t.lower(m)) && !t.startsLine(m)) m++;
  if (t.isPunct(m, "'") && t.touches(m - 1) && t.touches(m)) m++;
  return isEmployerWord(context, m) && !STOP_WORDS.has(t.lower(m)) ? m : -1;
}

export function findEmployers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let p = t.nextCues(1, CUE_EMPLOYER_PREPOSITION);
    p + 1 < t.count;
    p = t.nextCues(p + 1, CUE_EMPLOYER_PREPOSITION)
  ) {
    if ((t.cues(p) & CUE_EMPLOYER_PREPOSITION) === 0 || !t.inList(p, EMPLOYER_PREPOSITIONS_LIST)) continue;
    const cue = workCue(context, p);
    if (cue === undefined) continue;
    if (t.lower(p) === "from" && !FROM_CUES.has(cue)) continue;
    // "Is A Retired Teacher At Local Primary School": in Title Case every word is capitalised.
    if (context.mixedCase && t.isCapitalised(p)) continue;
    // "works for the Post Office": "the" may lead the name.
    let j = p + 1;
    const the = t.isWord(j) && t.lower(j) === "the" && isEmployerWord(context, j + 1);
    if (the) j++;
    if (!isEmployerWord(context, j)) continue;
    let last = j;
    let unknown = (t.bits(j) & VOCABULARY) === 0 ? 1 : 0;
    let plain = SERVICE_WORDS.has(t.lower(j)) ? 1 : 0;
    let limit = j + 4;
    for (let k = j + 1; k < t.count && k <= limit; k++) {
      if (t.isPunct(k, "&") || (t.isWord(k) && t.lower(k) === "and")) {
        if (isEmployerWord(context, k + 1) && !STOP_WORDS.has(t.lower(k + 1))) continue;
        break;
      }
      // "Bank of the West", "Ministère de la Santé": "of" (with "the") or a French particle
      // between name words belongs to the name.
      // "Tawakeri Boys' High School": the apostrophe of a plural possessive inside the name.
      if (
        t.isPunct(k, "'") &&
        t.touches(k - 1) &&
        t.lower(k - 1).endsWith("s") &&
        isEmployerWord(context, k + 1)
      )
        continue;
      // "Ruskin Bros. Haulage", "Kemp & Co. Builders": the stop of a company's abbreviation.
      if (
        t.isPunct(k, ".") &&
        t.touches(k - 1) &&
        last === k - 1 &&
        NAME_ABBREVIATIONS.has(t.lower(k - 1)) &&
        isEmployerWord(context, k + 1)
      )
        continue;
      const joined = ofJoinEnd(context, k);
      if (joined !== -1 && joined <= j + 5) {
        limit = Math.max(limit, joined + 1);
        k = joined - 1;
        continue;
      }
      if (!isEmployerWord(context, k)) break;
      last = k;
      if ((t.bits(k) & VOCABULARY) === 0) unknown++;
      if (SERVICE_WORDS.has(t.lower(k))) plain++;
    }
    const words = last - j + 1;
    // "EMPLOYED AT KESTREL FOODS (NIG) LTD": a legal form after the words says a company.
    const tail = legalTailEnd(context, last);
    // "works for Social Services", "a nurse at Day Surgery": services of a hospital, not employers.
    if (plain >= words) continue;
    // "EMPLOYED BY COASTAL FREIGHT.", "employed by coastal freight, as a driver": the agent of
    // "employed by" is the employer whatever its words, when two or more close the clause.
    const agent = t.lower(p) === "by" && t.isWord(p - 1) && t.lower(p - 1) === "employed";
    const clauseEnds =
      agent && words >= 2 && !the && closesClause(context, last + 1) && !GENERIC.has(t.lower(j));
    if (!context.mixedCase && unknown === 0 && !clauseEnds && tail === last) continue;
    // One English word in case ("works at Home", "porter for Radiology") needs a word no list knows.
    if (words === 1 && unknown === 0) continue;
    // "worked for the Post Office": English words after "the" name a national body or a kind.
    if (the && unknown === 0) continue;
    // "retired from KX": one word after "from" is left to the recognisers of places.
    if (t.lower(p) === "from" && words === 1) continue;
    last = tail === last ? numberedOrCoEnd(context, last) : tail;
    out.push(hit("employer-after-work-cue", "ORGANIZATION", t.start[j]!, t.end[last]!));
    p = last;
  }
}

const RULES = defineRules({
  "employer-after-work-cue": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "capitalised words after for/at/with a few words after a work word (a porter for …)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const employerRecogniser: RecogniserModule = {
  id: "employer",
  family: "organisations",
  // Every employer stands a few words after a work cue (workCue reads CUE_WORK only), so the
  // module wakes on that bit (a few notes in a hundred), not on its prepositions (nine in ten).
  wake: { cues: CUE_WORK },
  vocabulary: [
    { mask: "cues", bit: CUE_WORK, words: WORK_CUES },
    { mask: "cues", bit: CUE_EMPLOYER_PREPOSITION, words: EMPLOYER_PREPOSITIONS },
  ],
  rules: RULES,
  scan: findEmployers,
};

const hit = ruleHit(RULES);
