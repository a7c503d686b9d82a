import { credentialCodes } from "../../cues/credentials.ts";
import { matchPhrase } from "../../phrase-match.ts";
import { countryOwnsName } from "../../readers/country-owner.ts";
import { namesInstrument } from "../../readers/instrument-name.ts";
import { markShapes } from "../../readers/mark-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NON_ASCII_WORD } from "../../token-stream.ts";
import { CLINICAL, COUNTRY, MAJOR_CITY_HEAD, STATE_HEAD, VOCABULARY } from "../../word-bits.ts";

/**
 * Large cities that are no English word ("Baltimore", "San Francisco"), full US state names
 * ("Maryland", "New York") and country names, wherever written; capitalised where case tells.
 */
export function findCitiesAndStates(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  for (
    let i = t.nextBits(0, STATE_HEAD | MAJOR_CITY_HEAD | COUNTRY);
    i < t.count;
    i = t.nextBits(i + 1, STATE_HEAD | MAJOR_CITY_HEAD | COUNTRY)
  ) {
    if ((t.bits(i) & (STATE_HEAD | MAJOR_CITY_HEAD | COUNTRY)) === 0) continue;
    if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    const word = t.lower(i);
    if ((t.bits(i) & CLINICAL) !== 0) continue;
    if (t.length(i) > 2) {
      const state = matchPhrase(context, i, lex.states);
      // "University of Texas classification": a state naming an instrument is no place either.
      if (state !== -1 && (state > i || !lex.vocabulary.has(word)) && !namesInstrument(context, state)) {
        out.push(hit("state-listed", "STATE", t.start[i]!, t.end[state]!));
        i = state;
        continue;
      }
    }
    const city = matchPhrase(context, i, lex.majorCities);
    // "Singapore": a city that is also the country is no identifier, as a country is none.
    if (city === i && (t.bits(i) & COUNTRY) !== 0) continue;
    // "Manchester Triage", "Montreal Cognitive Assessment": an instrument, not the patient's city.
    if (city !== -1 && (city > i || !lex.vocabulary.has(word)) && !namesInstrument(context, city)) {
      out.push(hit("city-listed", "CITY", t.start[i]!, t.end[city]!));
      i = city;
      continue;
    }
    // The COUNTRY bit marks the listed countries (a word beyond ASCII is looked up whatever its bits).
    const listed = (t.bits(i) & COUNTRY) !== 0 || (t.flags[i]! & NON_ASCII_WORD) !== 0;
    // "Diabetes Canada", "HSE Ireland": a country closing a national body's name is no place.
    if (listed && lex.countries.has(word) && !countryOwnsName(context, i))
      out.push(hit("country-listed", "COUNTRY", t.start[i]!, t.end[i]!));
  }
}

const CREDENTIAL_CODES = credentialCodes.words;

/**
 * "Harrowgate, IL", "Tilden, NE.": a capitalised town (one or two words no English or clinical list
 * knows, or a listed town) before a comma and a US state code in capitals, closed by the line end
 * or punctuation, in a mixed-case note. The state itself is no identifier (HIPAA Safe Harbor keeps
 * states); the town is. Not a credential after a name ("Okafor, MD"). Bounded work per comma.
 */
export function findTownsBeforeStateCodes(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  const lex = context.lexicons;
  // Only commas are read (markShapes lists them once a note).
  const marks = markShapes(context);
  for (let r = 0; r < marks.commaCount; r++) {
    const i = marks.comma[r]!;
    if (i < 1) continue;
    if (i + 1 >= t.count) break;
    if (!t.isPunct(i, ",")) continue;
    const s = i + 1;
    if (!t.isWord(s) || t.length(s) !== 2 || !t.isAllCaps(s) || t.startsLine(s)) continue;
    const code = t.lower(s);
    if (CREDENTIAL_CODES.has(code) || !lex.states.has(code)) continue;
    const after = s + 1;
    const closed =
      after >= t.count ||
      t.startsLine(after) ||
      t.isPunct(after, ".") ||
      t.isPunct(after, ",") ||
      t.isPunct(after, ";") ||
      t.isPunct(after, ")");
    if (!closed) continue;
    let first = -1;
    for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
      if (!t.isWord(k) || !t.isCapitalised(k)) break;
      const word = t.lower(k);
      if ((t.bits(k) & (VOCABULARY | CLINICAL)) !== 0 && !lex.cities.has(word)) break;
      first = k;
      if (t.startsLine(k)) break;
    }
    if (first === -1) continue;
    out.push(hit("town-before-state-code", "CITY", t.start[first]!, t.end[i - 1]!));
  }
}

const CITY_STATE_RULES = defineRules({
  "state-listed": {
    types: ["STATE"],
    level: "context",
    anchored: false,
    about: "a state name",
  },
  "city-listed": {
    types: ["CITY"],
    level: "context",
    anchored: false,
    about: "a listed city",
  },
  "country-listed": {
    types: ["COUNTRY"],
    level: "weak",
    anchored: false,
    about: "a country",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const cityStateRecogniser: RecogniserModule = {
  id: "city-state",
  family: "places",
  wake: { on: STATE_HEAD | MAJOR_CITY_HEAD | COUNTRY },
  rules: CITY_STATE_RULES,
  scan: findCitiesAndStates,
};
const TOWN_BEFORE_STATE_CODE_RULES = defineRules({
  "town-before-state-code": {
    types: ["CITY"],
    level: "context",
    anchored: false,
    about: "a capitalised town before a comma and a US state code (Harrowgate, IL)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townBeforeStateCodeRecogniser: RecogniserModule = {
  id: "town-before-state-code",
  family: "places",
  wake: { at: ["punctuation"] },
  rules: TOWN_BEFORE_STATE_CODE_RULES,
  scan: findTownsBeforeStateCodes,
};

const hit = ruleHit({ ...CITY_STATE_RULES, ...TOWN_BEFORE_STATE_CODE_RULES });
