import { numberOwningPlaces, numberOwningRoles, numberOwningWords } from "../cues/document-owned.ts";
import { pagerCues } from "../cues/phone-cues.ts";
import type { ScanContext } from "../recogniser.ts";
import { documentVerdict, isSignOfIndividual } from "./public-document.ts";

const CUES = pagerCues.words;
const ROLES = numberOwningRoles.words;
const WORDS = numberOwningWords.words;
const PLACES = numberOwningPlaces.words;
/** Tokens read back from the cue to the clause's start. */
const MAX_CLAUSE = 10;

type Tokens = ScanContext["tokens"];

/** Per text (a ScanContext lives for one detect call): it shows a sign of an individual. */
const signs = new WeakMap<ScanContext, boolean>();

/**
 * "45yo", "DOB 12/03/61", "Mr Okafor", "pt", "Dear Aroha" (public-document.ts): a note about a
 * person, whose writer may count even a post's bleep among its details.
 */
function showsIndividual(context: ScanContext): boolean {
  let value = signs.get(context);
  if (value === undefined) {
    value = isSignOfIndividual(documentVerdict(context.tokens));
    signs.set(context, value);
  }
  return value;
}

/** Punctuation that closes the clause before a post's title ("; consultant on call bleep 2201"). */
function closesClause(t: Tokens, k: number): boolean {
  return (
    t.isPunct(k, ";") ||
    t.isPunct(k, ":") ||
    t.isPunct(k, ".") ||
    t.isPunct(k, ",") ||
    t.isPunct(k, "|") ||
    t.isPunct(k, "\u2022") ||
    t.isPunct(k, "*")
  );
}

/** Punctuation inside a post's title ("on-call", "nurse-in-charge", "A&E", "nurses' station"). */
function joinsTitle(t: Tokens, k: number): boolean {
  return t.isPunct(k, "-") || t.isPunct(k, "/") || t.isPunct(k, "&") || t.isPunct(k, "'");
}

/**
 * A pager, bleep or extension number that a post or a department owns, not a person: "medical
 * registrar bleep 4412", "nurse in charge ext 2210", "Ward 7 nurses' station (ext 3301)". The
 * clause before the cue holds only a post's or a place's words (cues/document-owned.ts) and
 * numbers, one of them a role or a place, from the line's start or a ";", ":", ",", "." — so
 * "Dr Okafor, registrar, bleep 4412", "reg Tan bleep 2231" and "discussed with registrar bleep
 * 4412" keep their number: a person is named, or the clause is a sentence. A text showing a sign
 * of an individual (an age, a record's field, a title before a name, "pt") keeps it too: its
 * writer counts every number among the person's details. `first` is the number's first token.
 */
export function isRoleNumber(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let k = first - 1;
  while (k >= 0 && (t.isPunct(k, ":") || t.isPunct(k, "#") || t.isPunct(k, ".") || t.isPunct(k, "-"))) {
    if (t.startsLine(k)) return false;
    k--;
  }
  if (!t.isWord(k) || !CUES.has(t.lower(k))) return false;
  // "Bleep 4412 - medical registrar", "ext 2210 (nurse in charge)": the post after its number.
  const opens = t.startsLine(k) || closesClause(t, k - 1) || t.isPunct(k - 1, "(");
  if (opens && postAfter(context, last)) return true;
  if (t.startsLine(k)) return false;
  k--;
  // "Pharmacy (ext 2200)", "Registrar - bleep 4412": one mark between the title and its cue.
  if (t.isPunct(k, "(") || t.isPunct(k, "-") || t.isPunct(k, ":")) {
    if (t.startsLine(k)) return false;
    k--;
  }
  let owner = false;
  for (let n = 0; k >= 0 && n < MAX_CLAUSE; k--, n++) {
    if (closesClause(t, k)) break;
    if (t.isWord(k)) {
      const w = t.lower(k);
      if (ROLES.has(w) || PLACES.has(w)) owner = true;
      else if (!WORDS.has(w)) return false;
    } else if (!t.isNumber(k) && !joinsTitle(t, k)) return false;
    if (t.startsLine(k)) return owner && !showsIndividual(context);
  }
  return owner && (k < 0 || closesClause(t, k)) && !showsIndividual(context);
}

/**
 * The post's words after its number, to the clause's end: "bleep 4412 - medical registrar",
 * "ext 2210 (nurse in charge)"; only a post's or a place's words, one of them a role or a place.
 */
function postAfter(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  let k = last + 1;
  // A mark between the number and the post: "ext 4567 for the ward clerk" is a sentence.
  if (!(t.isPunct(k, "(") || t.isPunct(k, "-") || t.isPunct(k, ":") || t.isPunct(k, "\u2013"))) return false;
  k++;
  let owner = false;
  for (let n = 0; k < t.count && n < MAX_CLAUSE; k++, n++) {
    if (t.startsLine(k) || closesClause(t, k) || t.isPunct(k, ")")) break;
    if (t.isWord(k)) {
      const w = t.lower(k);
      if (ROLES.has(w) || PLACES.has(w)) owner = true;
      else if (!WORDS.has(w)) return false;
    } else if (!t.isNumber(k) && !joinsTitle(t, k)) return false;
  }
  return (
    owner &&
    (k >= t.count || t.startsLine(k) || closesClause(t, k) || t.isPunct(k, ")")) &&
    !showsIndividual(context)
  );
}
