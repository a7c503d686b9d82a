import { matchPhrase } from "../phrase-match.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { COUNTRY, MAJOR_CITY_HEAD, STATE_HEAD } from "../word-bits.ts";

/**
 * Large cities that are no English word ("Baltimore", "San Francisco"), full US state names
 * ("Maryland", "New York") and country names, wherever written; capitalised where case tells.
 */
export function findCitiesAndStates(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let i = 0; i < t.count; i++) {
    if ((t.bits(i) & (STATE_HEAD | MAJOR_CITY_HEAD | COUNTRY)) === 0) continue;
    if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    const word = t.lower(i);
    if (lex.clinical.has(word)) continue;
    if (t.length(i) > 2) {
      const state = matchPhrase(context, i, lex.states);
      if (state !== -1 && (state > i || !lex.vocabulary.has(word))) {
        out.push(hit("state-listed", "STATE", t.start[i]!, t.end[state]!));
        i = state;
        continue;
      }
    }
    const city = matchPhrase(context, i, lex.majorCities);
    if (city !== -1 && (city > i || !lex.vocabulary.has(word))) {
      out.push(hit("city-listed", "CITY", t.start[i]!, t.end[city]!));
      i = city;
      continue;
    }
    if (lex.countries.has(word)) out.push(hit("country-listed", "COUNTRY", t.start[i]!, t.end[i]!));
  }
}
