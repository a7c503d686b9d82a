import { hasMedicalSuffix, isClinicalLookalike } from "../../clinical-lookalike.ts";
import { homeKinds } from "../../cues/houses.ts";
import { homeKindAbbreviations, homeTownNotPlaces } from "../../cues/not-places.ts";
import { placeEndings, townPrefixes, townSuffixes } from "../../cues/place-names.ts";
import {
  homeTownBreaks,
  homeTownCues,
  homeTownFillers,
  homeTownPersons,
  homeTownPrepositions,
  homeTownTimeWords,
  orientation,
  travel,
} from "../../cues/residence.ts";
import { placeClauseClosesAt } from "../../readers/address-ends.ts";
import { isServiceWord } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, HOME_CUE, RELATIVE_CUE, VOCABULARY } from "../../word-bits.ts";

/**
 * Towns and other places where people live, come from or travel: "originally from Doncaster", "a
 * native of Tullamore", "resident of Thornaby", "born in Castlebar", "moved from hexworth",
 * "ORIGINALLY FROM WREXLEY", "travelled to Marrakesh", "lives in Stowmarket, Suffolk". Writers in
 * every country put the place right after a verb or noun of residence, origin or travel and a
 * preposition; the place is found by that slot, not by a list of towns.
 *
 * The cue, up to two filler words ("moved back here from", "born and raised in"), a preposition,
 * then one to three place words: capitalised where the note uses case (ordinary English words too:
 * "Reading", "Little Hadham"), or in notes without case a word no English list knows (or a listed
 * town). Not clinical words, not words for a kind of home or ward ("lives in sheltered housing",
 * "returned from theatre", "moved to a side room"). An optional county or state after a comma
 * ("Stowmarket, Suffolk", "Dayton, Ohio"). Bounded work per cue: linear.
 */
const CUES = homeTownCues.entries;
const TRAVEL = travel.words;
const ORIENTATION = orientation.words;
const PERSONS = homeTownPersons.words;
export const HOME_TOWN_TRIGGERS: readonly string[] = CUES;

const FILLERS = homeTownFillers.words;
const PREPOSITIONS = homeTownPrepositions.words;

const NOT_PLACES: ReadonlySet<string> = new Set([...homeTownNotPlaces.words, ...homeKindAbbreviations.words]);
const TOWN_PREFIXES = townPrefixes.words;
const TOWN_SUFFIXES: ReadonlySet<string> = new Set([...townSuffixes.words, ...placeEndings.words]);

/** "Cairns North", "Thunder Bay": a compass point or a place ending after the town's words. */
function townSuffixAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || !TOWN_SUFFIXES.has(t.lower(k))) return false;
  return !context.mixedCase || t.isCapitalised(k);
}

const HOME_KINDS = homeKinds.words;
const BREAKS = homeTownBreaks.words;

function isPlaceWord(context: ScanContext, k: number, first: boolean, loose = false): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < (loose ? 2 : 3) || (!first && t.startsLine(k))) return false;
  const word = t.lower(k);
  if (NOT_PLACES.has(word) || BREAKS.has(word) || isServiceWord(word)) return false;
  if ((t.bits(k) & (CLINICAL | RELATIVE_CUE)) !== 0 || context.lexicons.clinical.has(word)) return false;
  const lex = context.lexicons;
  if (hasMedicalSuffix(word)) return false;
  // A misspelt clinical word is no English word; an English word near one ("Stoke") may be a town.
  // Where case marks it, a capitalised word after the cue is the place whatever it looks like
  // ("lives in Otley", not a misspelt clinical word).
  const cased = context.mixedCase && t.isCapitalised(k);
  if (!cased && (t.bits(k) & VOCABULARY) === 0 && isClinicalLookalike(word, lex.clinicalLookalikes))
    return false;
  for (let c = 0; c < word.length; c++) {
    const code = word.charCodeAt(c);
    if (!((code >= 97 && code <= 122) || code === 39 || code === 45 || code >= 0x80)) return false;
  }
  const known = (t.bits(k) & VOCABULARY) === 0 || lex.cities.has(word);
  // After a verb of travel in a note without case, an English word may be the place ("FLY FROM
  // GALENA"); it must then end the clause.
  if (loose && !context.mixedCase) return known || t.length(k) >= 4;
  if (context.mixedCase) {
    if (t.isCapitalised(k)) return true;
    // "knows he is in KW": an abbreviation of the place after an orientation cue.
    if (loose && t.isAllCaps(k)) return true;
    // A word in capitals inside a mixed-case note is mostly an abbreviation ("to ICU").
    return t.isAllCaps(k) && t.length(k) >= 4 && known;
  }
  return known;
}

/** "…, Suffolk", "…, Ohio", "…, Co. Mayo": the last token of a county or state after a comma, or -1. */
function countyEnd(context: ScanContext, comma: number): number {
  const t = context.tokens;
  if (!t.isPunct(comma, ",")) return -1;
  let k = comma + 1;
  if (t.isWord(k) && (t.lower(k) === "co" || t.lower(k) === "county") && !t.startsLine(k)) {
    k++;
    if (t.isPunct(k, ".")) k++;
  }
  if (!t.isWord(k) || t.startsLine(k)) return -1;
  const word = t.lower(k);
  const lex = context.lexicons;
  const county = word.endsWith("shire") || lex.states.has(word);
  // In a note without case, a word no English list knows (or a listed town): "RESIDENT OF
  // AMEERPET, GUNTUR,".
  const cased = context.mixedCase ? t.isCapitalised(k) : isPlaceWord(context, k, false);
  if (!county && !(cased && isPlaceWord(context, k, true))) return -1;
  if (!county && !isPlaceWord(context, k, true)) return -1;
  let end = k;
  if (isPlaceWord(context, k + 1, false) && (!context.mixedCase || t.isCapitalised(k + 1))) end = k + 1;
  return placeClauseClosesAt(t, end + 1, BREAKS) ? end : -1;
}

const TIME_WORDS = homeTownTimeWords.words;

/** "na" or "an" in lower case at `k` between a place word and a capitalised place word, where the note has case. */
function irishJoinerAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || !t.isWord(k) || t.startsLine(k) || t.isCapitalised(k)) return false;
  const word = t.lower(k);
  if (word !== "na" && word !== "an") return false;
  return t.isCapitalised(k + 1) && !t.startsLine(k + 1) && isPlaceWord(context, k + 1, false);
}

/** True when token k ends a clause: punctuation, a line end, the text's end or a joining word. */
function closesClause(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k) || !t.isWord(k)) return true;
  const word = t.lower(k);
  return BREAKS.has(word) || TIME_WORDS.has(word);
}

/** After the slash at `p`: "with", then a relative ("/ with wife", "/ WIFE"); the token after, or `p`. */
function companyAfterSlash(context: ScanContext, p: number): number {
  const t = context.tokens;
  let k = p + 1;
  if (t.isWord(k) && t.lower(k) === "with" && !t.startsLine(k)) k++;
  if (!t.isWord(k) || t.startsLine(k) || (t.bits(k) & RELATIVE_CUE) === 0) return p;
  return k + 1;
}

/** Kinds of rural home after "on" ("lives on a farm near …", "on a lifestyle block outside …"). */
const RURAL_HOMES: ReadonlySet<string> = new Set([
  "farm",
  "property",
  "station",
  "block",
  "smallholding",
  "ranch",
]);
const POSSESSIVES: ReadonlySet<string> = new Set(["his", "her", "their", "a", "the"]);

/**
 * After "lives" at `p`: "with (her) daughter" or "on (a) farm" (at most four words); the token
 * after them, or `p`.
 */
function companyOrHomeAfterLives(context: ScanContext, p: number): number {
  const t = context.tokens;
  if (!t.isWord(p) || t.startsLine(p)) return p;
  const word = t.lower(p);
  if (word !== "with" && word !== "on") return p;
  let k = p + 1;
  if (t.isWord(k) && POSSESSIVES.has(t.lower(k)) && !t.startsLine(k)) k++;
  if (t.isWord(k) && t.lower(k) === "lifestyle" && !t.startsLine(k)) k++;
  if (!t.isWord(k) || t.startsLine(k)) return p;
  const ok = word === "with" ? (t.bits(k) & RELATIVE_CUE) !== 0 : RURAL_HOMES.has(t.lower(k));
  return ok ? k + 1 : p;
}

export function findHomeTowns(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, HOME_CUE); i + 2 < t.count; i = t.nextBits(i + 1, HOME_CUE)) {
    if ((t.bits(i) & HOME_CUE) === 0) continue;
    const cue = t.lower(i);
    let p = i + 1;
    while (p < t.count && p <= i + 3 && t.isWord(p) && FILLERS.has(t.lower(p))) p++;
    // "lives alone / with wife in Kamloops", "LIVES ALONE / WIFE AT RED DEER": a ward list's
    // company of the home, after a slash, before the preposition.
    if (t.isPunct(p, "/") && p > i + 1 && !t.startsLine(p)) p = companyAfterSlash(context, p);
    // "lives w/ wife in Ōtaki", "LIVES W/ SON NEAR KAMLOOPS": "w/" is "with".
    else if (t.isWord(p) && t.lower(p) === "w" && t.isPunct(p + 1, "/") && t.touches(p)) {
      const k = p + 2;
      if (t.isWord(k) && !t.startsLine(k) && (t.bits(k) & RELATIVE_CUE) !== 0) p = k + 1;
    }
    // "lives with daughter at Red Deer", "lives on a farm outside Swift Current": the company or
    // the kind of home between the verb of living and the preposition.
    if (cue.startsWith("live") && p === i + 1) p = companyOrHomeAfterLives(context, p);
    let loose = false;
    if (ORIENTATION.has(cue)) {
      // "knows he is in KW", "thinks that she is at Mercy".
      p = i + 1;
      if (t.isWord(p) && t.lower(p) === "that") p++;
      if (!(t.isWord(p) && PERSONS.has(t.lower(p)))) continue;
      p++;
      if (!(t.isWord(p) && (t.lower(p) === "is" || t.lower(p) === "was"))) continue;
      p++;
      if (!(t.isWord(p) && (t.lower(p) === "in" || t.lower(p) === "at"))) continue;
      loose = true;
    } else if (TRAVEL.has(cue)) {
      // "flying in at 6am tomorrow from Galena": "from" or "to" a few words on, in the same clause.
      for (let q = i + 1; q < t.count && q <= i + 7; q++) {
        if (t.startsLine(q) || t.isPunct(q, ".") || t.isPunct(q, ";") || t.isPunct(q, ",")) break;
        if (t.isWord(q) && (t.lower(q) === "from" || t.lower(q) === "to")) {
          p = q;
          break;
        }
      }
    }
    // "lives alone at Red Deer;": "at" after a verb of living, the place closing the clause.
    const livesAt = t.isWord(p) && t.lower(p) === "at" && cue.startsWith("live") && p > i + 1;
    // "lives alone nr Kilkenny": "nr" is "near" in handovers of every country.
    const nr = t.isWord(p) && t.lower(p) === "nr" && p > i + 1 && !TRAVEL.has(cue);
    if (!t.isWord(p) || (!PREPOSITIONS.has(t.lower(p)) && !livesAt && !nr)) continue;
    if (TRAVEL.has(cue) && (t.lower(p) === "from" || t.lower(p) === "to")) loose = true;
    // "native of", "resident of": "of" only after a noun of origin or residence.
    if (t.lower(p) === "of" && !cue.startsWith("native") && !cue.startsWith("resident")) continue;
    let j = p + 1;
    if (loose && t.isWord(j) && t.lower(j) === "the" && ORIENTATION.has(cue)) j++;
    // "lives in little hadham", "FROM UPPER DUNFORD": a prefix of town names before a place word.
    const prefixed =
      !context.mixedCase &&
      t.isWord(j) &&
      TOWN_PREFIXES.has(t.lower(j)) &&
      isPlaceWord(context, j + 1, false, loose) &&
      (t.bits(j + 1) & VOCABULARY) === 0;
    if (!prefixed && !isPlaceWord(context, j, false, loose)) continue;
    // "Returned From Holiday", "Born In Wedlock": a capitalised preposition inside a sentence
    // means the writer capitalises every word, so an English word is no evidence of a town.
    const titleCase = context.mixedCase && t.isCapitalised(p) && !t.startsLine(p) && !t.isPunct(p - 1, ".");
    const plainWord = titleCase && (t.bits(j) & VOCABULARY) !== 0 && !context.lexicons.cities.has(t.lower(j));
    if (loose && !closesClause(context, j + 1) && !isPlaceWord(context, j + 1, false)) continue;
    let last = prefixed ? j + 1 : j;
    while (last < j + 2 && isPlaceWord(context, last + 1, false)) last++;
    // "Cnoc na Gréine", "Ard na Mara", "Páirc an Chrócaigh": Irish names join words with "na" or
    // "an" in lower case between capitalised words.
    while (last < j + 5 && irishJoinerAt(context, last + 1)) last += 2;
    if (townSuffixAt(context, last + 1)) last++;
    // "Stoke-on-Trent", "NEWCASTLE-UPON-TYNE": words joined by hyphens belong to the town.
    while (
      last + 2 < t.count &&
      t.isPunct(last + 1, "-") &&
      t.touches(last) &&
      t.touches(last + 1) &&
      t.isWord(last + 2)
    )
      last += 2;
    // Four place words in a row are a phrase, not a town.
    const after = last + 1;
    if (isPlaceWord(context, after, false)) continue;
    // "lives in Warden Controlled Housing": words before a kind of home or another capitalised
    // word are a phrase, not a town.
    if (t.isWord(after) && !t.startsLine(after)) {
      const next = t.lower(after);
      if (!BREAKS.has(next) && (HOME_KINDS.has(next) || isServiceWord(next))) continue;
      if (context.mixedCase && t.isCapitalised(after) && !BREAKS.has(next)) continue;
    }
    const county = countyEnd(context, after);
    // In Title Case an English word is a town only with its county or state after it
    // ("Lives In Little Hadham, Hertfordshire").
    if (plainWord && county === -1) continue;
    const end = county !== -1 ? county : last;
    if (livesAt && !(t.isPunct(end + 1, ";") || t.isPunct(end + 1, ",") || t.isPunct(end + 1, "."))) continue;
    out.push(hit("home-town", "LOCATION", t.start[j]!, t.end[end]!));
    i = end;
  }
}

const RULES = defineRules({
  "home-town": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a place after a cue of residence, origin or travel (originally from, native of, born in)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const homeTownRecogniser: RecogniserModule = {
  id: "home-town",
  family: "places",
  wake: { on: HOME_CUE },
  vocabulary: [{ mask: "words", bit: HOME_CUE, words: HOME_TOWN_TRIGGERS }],
  rules: RULES,
  scan: findHomeTowns,
};

const hit = ruleHit(RULES);
