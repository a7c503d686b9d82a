import { weekdays } from "../cues/date-words.ts";
import { PERSON_NAME_TYPES, type PhiType } from "../phi-type.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";
import { CUE_DOCUMENT_WORD } from "../word-bits.ts";
import { dropInStaffDocument } from "./staff-document.ts";

/**
 * A document written for everyone and about no one: a guideline, a policy, a leaflet, a
 * formulary entry, a bulletin, a table of reference intervals, a blank template. Its dates are
 * the document's (published, reviewed, an epidemiological week), its numbers a service's or a
 * role's ("ext. 4021", "Lifeline 13 11 14"), its places and bodies its authors or its scope
 * ("Te Whatu Ora", "Lagos State"); none of them is about an individual (Safe Harbor removes the
 * identifiers of the individual, their relatives, employers and household). Issue 19: half of
 * the PHI-free documents of eight countries had something marked.
 *
 * A document is public when it holds at least three distinct words of a document for everyone
 * (below), one of them a word of its genre ("guideline", "bulletin", "surveillance"), a periodic
 * report's week ("Week 14, 2024") or a form's blank fields, and no sign of an individual: a courtesy title before a name ("Mr Okafor", "Dr
 * Tan"), an identity field with a value ("DOB 12/03/1961", "MRN: 123456", "Patient: Smith"), a
 * person's age ("45yo", "62-year-old"), a note's shorthand for the person in hand ("pt", "c/o",
 * "NOK"), or a salutation to a person ("Dear Aroha"; not "Dear colleague"). One sign is enough to
 * keep every candidate: a teaching case's "54-year-old man" makes it a document about a person.
 * In a public document, dates, years, telephone numbers and places are dropped, and names that no
 * anchor (a title, a role, a label) made; identifiers, e-mail addresses and anchored names are kept.
 */

/**
 * Words that name a document written for everyone or its parts: one of them must stand in the
 * text. A clinical note may hold "range", "doses" or "information", rarely "guideline",
 * "surveillance" or "contraindications"; nor a roster's "rota", a monograph's "generics" and
 * "lactation", or a leaflet's "website" (round 19: drug monographs, rosters of roles, leaflets);
 * nor a guideline's "excerpt", "edition" or "chapter"; nor a text's word that it holds none of a person's details ("bed state only, no identifiers",
 * "anonymised example"): such a text holds no PHI; nor a device note's "firmware", "catalogue" or
 * "troubleshooting" (round 20). Not "memo" (a note may be filed as one) nor "circular" (a
 * circular stapler): a memo to all staff is read by staff-document.ts, which asks that no one be named.
 */
const GENRE_WORDS: readonly string[] = `guideline guidelines guidance policy procedure leaflet pamphlet
  brochure factsheet bulletin formulary monograph timetable template audit scope audience objectives
  responsibilities recommendations contraindications contraindicated surveillance epidemiological
  epidemiology incidence prevalence notifications uncontrolled ratified appendix definitions
  references eligibility eligible flowchart algorithm frequently intervals analyte outbreak
  vaccine vaccines immunisation immunization campaign advisory roster rota rotas website websites
  generics lactation identifiers anonymised anonymized deidentified excerpt excerpts extract
  edition handbook chapter workflow education guide booklet firmware
  catalogue catalog troubleshooting`.split(/\s+/);

/**
 * Genre words that, on a text's first line, name a document written for everyone (round 20):
 * singular keys, as the verdict folds a plural "s".
 */
const TITLE_GENRES: ReadonlySet<string> = new Set(
  `guideline guidance leaflet pamphlet brochure factsheet bulletin formulary monograph timetable
  roster rota excerpt extract edition handbook chapter booklet flowchart`.split(/\s+/),
);

/**
 * Words of such a document that notes write too; they count towards the three, not alone ("ranges"
 * in the plural is a word of its genre: a table of reference ranges).
 */
const COMMON_WORDS: readonly string[] = `purpose recommendation recommended indications dosage
  precautions notified version authorised authorized approved you your compliance standards criteria
  pathway questions information services schedule population programme program coverage adults
  children infants women people individuals staff clinicians practitioners facilities settings
  reference range interval specimen method cases deaths weekly doses booster adverse interactions
  pregnancy breastfeeding impairment results standard dose dosing monitoring renal hepatic side
  effects presentation source switchboard roles staffing brands example examples details
  adapted permission published reaffirmed statement interpretation assay effective issued subsidy
  subsidies beneficiaries fee fees display`.split(/\s+/);

/** Each word of a document for everyone: 2 for a genre word, 1 for a common one. */
const PUBLIC_WORDS: ReadonlyMap<string, number> = new Map([
  ...COMMON_WORDS.map((w): [string, number] => [w, 1]),
  ...GENRE_WORDS.map((w): [string, number] => [w, 2]),
]);

/** Courtesy titles before a person's name (capitalised; checked on the word after). */
const TITLES: ReadonlySet<string> = new Set(
  "mr mrs ms miss mx mstr dr prof mdm madam alhaji alhaja hajiya smt shri sri encik puan".split(" "),
);

/** A note's shorthand for the person in hand. */
const PERSON_WORDS: ReadonlySet<string> = new Set("pt pts nok yo".split(" "));

/** The same written with a slash ("c/o", "h/o", "o/e", "y/o", "s/b", "d/w"): first and second letters. */
const SLASH_PAIRS: ReadonlySet<string> = new Set("co ho oe yo sb dw".split(" "));

/** Whom a letter for everyone greets ("Dear colleague", "Dear parent/guardian"). */
const ADDRESSEES: ReadonlySet<string> = new Set(
  `colleague colleagues all parent parents guardian guardians caregiver caregivers carer carers sir
  madam reader readers member members staff team teams practitioner practitioners prescriber
  prescribers patient patients resident residents client clients family families friend friends`.split(/\s+/),
);

/** Identity fields that hold a person's value when a digit or a capitalised word follows. */
const IDENTITY_LABELS: ReadonlySet<string> = new Set(
  "dob mrn urn ur nhi uhid nric fin chi ihi ppsn medicare hosp folder patient surname".split(" "),
);

const NEEDED = 3;

/** The seven weekdays in full (cues/date-words.ts), one bit each: a week's days make a timetable. */
const WEEKDAYS: readonly string[] = weekdays.entries.filter((w) => w.endsWith("day"));

type Tokens = ScanContext["tokens"];

/** The word after `k`, past one full stop ("Mr. Tan"), or -1. */
function wordAfter(t: Tokens, k: number): number {
  let j = k + 1;
  if (j < t.count && t.isPunct(j, ".")) j++;
  return j < t.count && t.isWord(j) ? j : -1;
}

/**
 * "Week 14, 2024", "week 9 of 2023", "Wk 52 2022": a calendar week of a year, as a periodic
 * report (a surveillance bulletin, a notifiable-disease table) dates itself. A person's record
 * dates a visit by its day; a pregnancy's week has no year after it.
 */
function isReportingWeek(t: Tokens, k: number): boolean {
  let j = k + 1;
  if (!t.isNumber(j) || t.length(j) > 2 || t.value(j) < 1 || t.value(j) > 53) return false;
  j++;
  if (t.isPunct(j, ",") || (t.isWord(j) && t.lower(j) === "of")) j++;
  return t.isNumber(j) && t.length(j) === 4 && t.value(j) >= 1900 && t.value(j) <= 2099;
}

/** A value after an identity label: past ":", "#", "No", "number", a digit or a capitalised word. */
function valueFollows(t: Tokens, k: number): boolean {
  let j = k + 1;
  for (let n = 0; n < 3 && j < t.count; n++, j++) {
    if (t.isPunct(j, ":") || t.isPunct(j, "#") || t.isPunct(j, ".")) continue;
    if (t.isWord(j) && (t.lower(j) === "no" || t.lower(j) === "number")) continue;
    break;
  }
  if (j >= t.count || t.startsLine(j)) return false;
  // "MRN 4471902", "NHI ZAC1234": a number, or letters joined to one.
  if (t.isNumber(j) || (t.isWord(j) && t.touches(j) && t.isNumber(j + 1))) return true;
  // "Patient: Smith", "DOB: 12 March": a capitalised word after the label's colon.
  return t.isPunct(j - 1, ":") && t.isWord(j) && (t.isCapitalised(j) || t.isAllCaps(j));
}

/** "45yo", "62-year-old", "45 y/o", "M/45": a person's age. */
function isAgeAt(t: Tokens, k: number): boolean {
  if (!t.isNumber(k)) return false;
  let j = k + 1;
  if (j < t.count && t.isPunct(j, "-")) j++;
  // "yo", "y", "yr", "yrs", "year": a longer word ("mg/dl", "hours") refuses with no string built.
  if (j >= t.count || !t.isWord(j) || t.length(j) > 4) return false;
  const w = t.lower(j);
  if (w === "yo" || w === "yrs" || w === "y" || w === "yr") return true;
  return w === "year" && t.isPunct(j + 1, "-") && t.isWord(j + 2) && t.lower(j + 2) === "old";
}

/**
 * Why a text is or is not public: "public", "words" (fewer than three words of a document for
 * everyone), or the first sign of an individual ("title", "label", "age", "shorthand", "salutation").
 */
export type DocumentVerdict = "public" | "words" | "title" | "label" | "age" | "shorthand" | "salutation";

/**
 * The words the verdict reads, for the cue bit CUE_DOCUMENT_WORD (engine-vocabulary.ts): it walks
 * those words and the numbers only, not every token.
 */
export const DOCUMENT_VOCABULARY: readonly string[] = [
  ...PUBLIC_WORDS.keys(),
  ...TITLES,
  ...PERSON_WORDS,
  ...IDENTITY_LABELS,
  ...WEEKDAYS,
  ..."choysd".split(""),
  "dear",
  "ranges",
  "names",
  "beds",
  "week",
  "wk",
  "\u2610",
];

/** A form's blank field after its label: "DOB: ____", "Signature: ......". */
const BLANK = /:[ \t]*(?:_|\.\.\.)/g;

/** The verdict on the tokenised text `t` (see above); its cue masks must carry CUE_DOCUMENT_WORD. */
export function documentVerdict(t: Tokens): DocumentVerdict {
  for (let k = t.nextNumber(0); k < t.count; k = t.nextNumber(k + 1)) if (isAgeAt(t, k)) return "age";
  let found = 0;
  let seen: Set<string> | null = null;
  let genre = false;
  let titled = false;
  let blanks = 0;
  let days = 0;
  for (let k = t.nextCues(0, CUE_DOCUMENT_WORD); k < t.count; k = t.nextCues(k + 1, CUE_DOCUMENT_WORD)) {
    const w = t.lower(k);
    if (w === "\u2610") blanks++;
    const day = WEEKDAYS.indexOf(w);
    if (day !== -1) days |= 1 << day;
    if (PERSON_WORDS.has(w)) return "shorthand";
    if (w.length === 1 && t.isPunct(k + 1, "/") && t.isWord(k + 2) && t.length(k + 2) === 1) {
      if (SLASH_PAIRS.has(w + t.lower(k + 2))) return "shorthand";
    }
    if (TITLES.has(w) && (t.isCapitalised(k) || t.isAllCaps(k))) {
      const j = wordAfter(t, k);
      if (j !== -1 && (t.isCapitalised(j) || t.isAllCaps(j)) && PUBLIC_WORDS.get(t.lower(j)) === undefined)
        return "title";
    }
    if (IDENTITY_LABELS.has(w) && valueFollows(t, k)) return "label";
    // "Dear John", "Dear Dr Tan": a letter to or about one person ("Dear colleague" is to many).
    if (w === "dear") {
      const j = wordAfter(t, k);
      if (j !== -1 && !ADDRESSEES.has(t.lower(j))) return "salutation";
    }
    // The reporting week of a periodic report counts as a word of its genre (above).
    if ((w === "week" || w === "wk") && !(found >= NEEDED && genre) && isReportingWeek(t, k)) {
      seen ??= new Set();
      if (!seen.has("week")) {
        seen.add("week");
        found++;
        genre = true;
      }
    }
    // "Ward round - bed state only, no identifiers", "teaching slide (no patient details)",
    // "bed state (anonymised)": a title that says the text holds no one's details is a
    // document's, whatever its words.
    // "roles only", "beds only": a first line that says what alone the text holds.
    const only =
      (w === "roles" || w === "beds") &&
      t.isWord(k + 1) &&
      t.lower(k + 1) === "only" &&
      k < t.nextLineStart(1);
    const anonymised = only || w === "anonymised" || w === "anonymized" || w === "deidentified";
    if (
      ((w === "identifiers" || w === "details" || w === "names") && declaresNone(t, k)) ||
      (anonymised && k < t.nextLineStart(1))
    ) {
      found += NEEDED;
      genre = true;
    }
    // "Reference ranges" in the plural head a table of them; a person's report prints its range.
    if (w === "ranges") genre = true;
    const kind = PUBLIC_WORDS.get(w);
    if (kind !== undefined && (found < NEEDED || !genre)) {
      // "range" and "ranges", "guideline" and "guidelines" are one word.
      const key = w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w;
      seen ??= new Set();
      if (!seen.has(key)) {
        seen.add(key);
        found++;
        if (kind === 2) genre = true;
        // Round 20: a title that names its genre ("Weekend rota - medicine", "Excerpt from the
        // sepsis guideline") counts twice: a short excerpt or rota says little more. Only the
        // genres no patient's own document is named after: a consent form's "procedure", a
        // claim's "policy" or an "audit" of one patient's care head papers about someone.
        if (kind === 2 && !titled && TITLE_GENRES.has(key) && k < t.nextLineStart(1)) {
          titled = true;
          found++;
        }
      }
    }
  }
  // A form's blank fields ("DOB: ____", "Signature: ......", "\u2610") and a week's days
  // (a timetable, a roster) are what documents for everyone are made of.
  // Three blank fields after their labels are a blank form on their own (an MDT or referral
  // template: "Name: ______ Date: ______ Outcome: ______"); a tick box may stand in a filled form.
  let fields = 0;
  if (!(found >= NEEDED && genre)) {
    BLANK.lastIndex = 0;
    while (fields < 3 && BLANK.test(t.text)) fields++;
  }
  if (blanks + fields >= 2) {
    found += fields >= 3 ? NEEDED : 2;
    genre = true;
  }
  if (bitCount(days) >= 3) found++;
  // A leaflet's headings asked as its reader would ("What is it for?", "How do I take it?",
  // "When should I get help?"): two of them are a text for everyone's questions.
  if (found > 0 && !(found >= NEEDED && genre) && questionHeadings(t) >= 2) {
    found += 2;
    genre = true;
  }
  return found >= NEEDED && genre ? "public" : "words";
}

const QUESTION_WORDS: ReadonlySet<string> = new Set([
  "what",
  "how",
  "when",
  "why",
  "who",
  "where",
  "can",
  "should",
]);
/** Tokens read back from a "?" to its sentence's first word. */
const MAX_QUESTION = 12;

/**
 * Questions a reader would ask, as a leaflet's headings and sentences ask them: a "?" closing a
 * sentence that a question word opens (at a line's start or after ".", "?", "!"), within twelve
 * tokens. Counted up to two.
 */
function questionHeadings(t: Tokens): number {
  let n = 0;
  for (let k = t.nextPunct(0); k < t.count && n < 2; k = t.nextPunct(k + 1)) {
    if (!t.isPunct(k, "?")) continue;
    for (let j = k - 1; j >= 0 && k - j <= MAX_QUESTION; j--) {
      const opens =
        t.startsLine(j) || t.isPunct(j - 1, ".") || t.isPunct(j - 1, "?") || t.isPunct(j - 1, "!");
      if (!opens) continue;
      if (t.isWord(j) && QUESTION_WORDS.has(t.lower(j))) n++;
      break;
    }
  }
  return n;
}

/** Words between "no" and "identifiers", "details" or "names" in a title's declaration. */
const DECLARED: ReadonlySet<string> = new Set([
  "patient",
  "patients",
  "identifying",
  "personal",
  "patient's",
]);

/**
 * Token `k` ("identifiers", "details") closes "no identifiers", "no patient details" on the
 * text's first line: an unidentified patient's note ("no identifiers on arrival") says so
 * lower down, under its own title.
 */
function declaresNone(t: Tokens, k: number): boolean {
  if (k >= t.nextLineStart(1)) return false;
  let j = k - 1;
  if (j >= 0 && t.isWord(j) && DECLARED.has(t.lower(j))) j--;
  return j >= 0 && t.isWord(j) && t.lower(j) === "no";
}

function bitCount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

/** The verdict names a sign of an individual (not "public", not "words"). */
export function isSignOfIndividual(verdict: DocumentVerdict): boolean {
  return verdict !== "public" && verdict !== "words";
}

/** True when `context`'s text is written for everyone and about no one (see above). */
export function isPublicDocument(context: ScanContext): boolean {
  return documentVerdict(context.tokens) === "public";
}

/** What a public document's text cannot make PHI: its dates, numbers of services and places. */
const DOCUMENT_TYPES: ReadonlySet<PhiType> = new Set([
  "DATE",
  "YEAR",
  "PHONE",
  "FAX",
  "CITY",
  "LOCATION",
  "HOSPITAL",
  "ORGANIZATION",
  "COUNTRY",
  "STATE",
  "ZIP",
  "STREET_ADDRESS",
]);

function droppable(context: ScanContext, span: Span): boolean {
  if (DOCUMENT_TYPES.has(span.type)) return true;
  if (!PERSON_NAME_TYPES.has(span.type)) return false;
  // One word after a role where no person is named is a department or a body ("Owner: Director
  // Nursing", "Approved by Manager, Pharmacy"): a person would have had a title or a label.
  if (span.rule === "name-after-role") return !context.tokens.text.slice(span.start, span.end).includes(" ");
  return context.rules.get(span.rule)?.anchored !== true;
}

/** Returns the candidates without those a public document cannot make PHI (see above). */
export function dropInPublicDocument(context: ScanContext, candidates: Span[]): Span[] {
  if (!candidates.some((span) => droppable(context, span))) return candidates;
  const verdict = documentVerdict(context.tokens);
  // Too few words of a document for everyone, no sign of an individual: a memo to all staff or
  // a board of beds naming no one (staff-document.ts).
  if (verdict === "words") return dropInStaffDocument(context, candidates);
  if (verdict !== "public") return candidates;
  return candidates.filter((span) => !droppable(context, span));
}
