import { employerPrepositions } from "../../cues/employers.ts";
import { addresseeJoiners, townSuffixes } from "../../cues/place-names.ts";
import { capitalisedTownWord } from "../../readers/town-word.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_EMPLOYER_PREPOSITION,
  DATE_WORD,
  FIRST_NAME,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { placeWord } from "./town-after-from.ts";

/**
 * The town after a named place, closing the clause: "BIBA from Kingsway Family Health Team,
 * Laval.", "seen at Portage Walk-in Clinic, Gatineau", "BIBA FROM TE HAU ORA O NGATI RARUA,
 * PORIRUA." Triage, transfer and handover lines in every country write where the patient came
 * from as a practice, home or pharmacy and then its town after a comma; whatever the place's name
 * (a name no facility reader knows: "Nunkuwarrin Yunti", "GMF des Érables"), the words after its
 * comma that close the clause are the town. After "from" or "at", a capitalised name of at most
 * seven words (lower-case particles inside: "Rata Lodge rest home", "CLSC de Rimouski-Neigette")
 * up to a comma, then one to three town words (capitalised where the note has case, else no
 * English word or a listed town; one of them so in any case) closing at a stop, a semicolon or the line's end. Not a title's
 * name ("from Dr Smith, Cardiology."), not a given name after a surname ("from Hill, Sarah.").
 * Only the town is marked: the place before it is the facility readers' (organisations family).
 * Bounded work per preposition.
 */
const NAME_REACH = 7;
const JOINERS = addresseeJoiners.words;
const SUFFIXES = townSuffixes.words;
const SAINTS: ReadonlySet<string> = new Set(["st", "saint", "ste", "sainte"]);

function nameWord(context: ScanContext, k: number, first: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  // "St. Mary's", "Saint Brendan's": a saint's place, whatever else the word may be.
  if (first && SAINTS.has(t.lower(k))) return t.isCapitalised(k) || t.isAllCaps(k);
  // "from Dr Smith, Cardiology": a person's title; "from Monday, …", "from Chest pain, …".
  if (first && (t.bits(k) & (CLINICAL | DATE_WORD | TITLE)) !== 0) return false;
  if (t.isCapitalised(k) || t.isAllCaps(k)) return true;
  if (first) return false;
  // "Rata Lodge rest home", "GMF des Érables", "Te Hau Ora o Ngāti": particles and plain words
  // inside a name that opened with a capital; in a note without case every word.
  return !context.mixedCase || JOINERS.has(t.lower(k)) || t.length(k) >= 3;
}

function townWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase) return placeWord(context, k);
  if (!capitalisedTownWord(context, k)) return false;
  return (t.bits(k) & FIRST_NAME) === 0 || context.lexicons.cities.has(t.lower(k));
}

function closes(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  return t.isPunct(k, ".") || t.isPunct(k, ";");
}

/** The comma closing a place's name opening at `first`, or -1. */
function commaAfterName(context: ScanContext, first: number): number {
  const t = context.tokens;
  if (!nameWord(context, first, true)) return -1;
  for (let k = first + 1; k < t.count && k <= first + NAME_REACH; k++) {
    if (t.isPunct(k, ",")) return t.startsLine(k) ? -1 : k;
    if (t.isPunct(k, "-") || t.isPunct(k, "'") || t.isPunct(k, "’") || t.isPunct(k, "&")) continue;
    // "St. Mary's Hospital": the stop of a short abbreviation inside the name.
    if (t.isPunct(k, ".") && t.touches(k - 1) && t.isWord(k - 1) && t.length(k - 1) <= 3) continue;
    // "Brendan's": the possessive's "s" after its apostrophe.
    const possessive = (t.isPunct(k - 1, "'") || t.isPunct(k - 1, "’")) && t.touches(k - 1);
    if (!possessive && !nameWord(context, k, false)) return -1;
  }
  return -1;
}

/** The town's last token when the words from `first` are a town closing the clause, or -1. */
function townEnd(context: ScanContext, first: number): number {
  const t = context.tokens;
  if (!townWord(context, first)) return -1;
  let last = first;
  let named = false;
  for (let words = 1; ; ) {
    if ((t.bits(last) & VOCABULARY) === 0 || context.lexicons.cities.has(t.lower(last))) named = true;
    if (closes(context, last + 1)) break;
    if (t.isPunct(last + 1, "-") && t.touches(last) && t.touches(last + 1) && t.isWord(last + 2)) {
      last += 2;
      continue;
    }
    // "MĀNGERE EAST", "Jurong West": a compass point closing a town's name.
    const next = last + 1;
    const suffix = t.isWord(next) && !t.startsLine(next) && SUFFIXES.has(t.lower(next));
    if (words === 3 || !(townWord(context, next) || suffix)) return -1;
    last = next;
    words++;
  }
  // "at Risk, Moderate.": English words alone after the comma are no town.
  return named ? last : -1;
}

function townAfterPlaceComma(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  if (!t.isWord(i) || (t.length(i) !== 2 && t.length(i) !== 4)) return -1;
  const prep = t.lower(i);
  if (prep !== "from" && prep !== "at") return -1;
  let comma = commaAfterName(context, i + 1);
  // "Apollo Clinic, Indira Nagar, Madurai": a locality between the name and the town.
  for (let parts = 0; comma !== -1; parts++) {
    const last = townEnd(context, comma + 1);
    if (last !== -1) {
      out.push(hit("town-after-place-comma", "LOCATION", t.start[comma + 1]!, t.end[last]!));
      return last;
    }
    if (parts === 1) return -1;
    comma = commaAfterName(context, comma + 1);
  }
  return -1;
}

export function findTownsAfterPlaceComma(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = t.nextCues(1, CUE_EMPLOYER_PREPOSITION);
    i + 3 < t.count;
    i = t.nextCues(i + 1, CUE_EMPLOYER_PREPOSITION)
  ) {
    const last = townAfterPlaceComma(context, i, out);
    if (last !== -1) i = last;
  }
}

const RULES = defineRules({
  "town-after-place-comma": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about:
      "the town after a named place's comma, closing the clause ('BIBA from Tuwharetoa Health, Porirua.')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterPlaceCommaRecogniser: RecogniserModule = {
  id: "town-after-place-comma",
  family: "places",
  wake: { cues: CUE_EMPLOYER_PREPOSITION },
  vocabulary: [{ mask: "cues", bit: CUE_EMPLOYER_PREPOSITION, words: employerPrepositions.words }],
  rules: RULES,
  scan: findTownsAfterPlaceComma,
};

const hit = ruleHit(RULES);
