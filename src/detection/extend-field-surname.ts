import { slotStop } from "./cues/not-names.ts";
import { headsField } from "./extend-comma-given.ts";
import { PERSON_NAME_TYPES } from "./phi-type.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import {
  AWARE_CUE,
  CLINICAL,
  CREDENTIAL,
  DATE_WORD,
  FIRST_NAME,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "./word-bits.ts";

/**
 * A surname that is also an English word after a given name heading a field: "NOK: JOHN KING",
 * "Contact: Mary Bird (daughter)", "Attn: hope stone". The field's label found the given name
 * (a listed first name, alone in the span), and the word after it, in the same case and on the
 * same line, closes the field: the line ends, a mark follows or the next label does ("DOB:"). The
 * field holds one person, so that word is the surname, whatever a dictionary says, unless it is a
 * cue or function word ("Mary aware", "John today", "Sarah RN"). Runs after overlap resolution on
 * the found spans; linear in spans.
 */

const STOP_BITS = TITLE | CREDENTIAL | STAFF_ROLE | RELATIVE_CUE | DATE_WORD | CLINICAL | AWARE_CUE;
const SLOT_STOP = slotStop.words;

function sameCase(context: ScanContext, a: number, b: number): boolean {
  const t = context.tokens;
  if (t.isAllCaps(a)) return t.isAllCaps(b);
  if (t.isCapitalised(a)) return t.isCapitalised(b);
  return t.raw(b) === t.lower(b);
}

/** "MARY IMPROVING", "JOHN SETTLED", "Grace slowly": an English word that reads as a predicate. */
function predicateLike(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if ((t.bits(k) & VOCABULARY) === 0) return false;
  const word = t.lower(k);
  return word.endsWith("ing") || word.endsWith("ed") || word.endsWith("ly") || word.endsWith("s");
}

/** The field ends after token `k`: the line or text ends, a mark follows, or a label ("DOB:"). */
function fieldEnds(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const n = k + 1;
  if (n >= t.count || t.startsLine(n)) return true;
  if (t.isPunct(n, ",") || t.isPunct(n, "(") || t.isPunct(n, "|") || t.isPunct(n, ";")) return true;
  return t.isWord(n) && t.isPunct(n + 1, ":") && t.start[n]! - t.end[k]! >= 2;
}

export function extendFieldSurname(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  let i = 0;
  for (const span of spans) {
    if (!PERSON_NAME_TYPES.has(span.type)) continue;
    while (i < t.count && t.start[i]! < span.start) i++;
    if (i >= t.count || t.start[i] !== span.start || t.end[i] !== span.end) continue;
    const given = i;
    const surname = i + 1;
    if ((t.bits(given) & FIRST_NAME) === 0 || !headsField(context, given)) continue;
    if (!t.isWord(surname) || t.startsLine(surname) || t.start[surname]! - t.end[given]! !== 1) continue;
    if (t.length(surname) < 2 || (t.bits(surname) & STOP_BITS) !== 0) continue;
    if (SLOT_STOP.has(t.lower(surname)) || !sameCase(context, given, surname)) continue;
    if (!fieldEnds(context, surname) || predicateLike(context, surname)) continue;
    out.push(hit("name-field-surname", span.type, span.start, t.end[surname]!));
  }
}

const RULES = defineRules({
  "name-field-surname": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "the word closing a field after a found given name heading it ('NOK: JOHN KING')",
  },
});

/** The rules of the engine pass extendFieldSurname (recognisers/table.ts lists it). */
export const extendFieldSurnamePass: EnginePass = {
  id: "extend-field-surname",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
