import type { PhiType } from "./phi-type.ts";
import { SCORES, type ScoreLevel } from "./scores.ts";
import type { Span } from "./span.ts";

interface RuleInfo {
  /** The named confidence level of spans this rule finds (`scores.ts`). */
  readonly level: ScoreLevel;
  /** What the rule looks for, in a few words (served by `inspect` with `explain`). */
  readonly about: string;
}

/**
 * Every rule that can produce a span, by id. A span's `rule` says why it was found; a span merged
 * from overlapping candidates also lists every contributing rule in `parts`.
 */
export const RULES = {
  // Structured values.
  email: { level: "certain", about: "an e-mail address" },
  "url-scheme": { level: "certain", about: "a URL with a scheme" },
  "url-www": { level: "labelled", about: "a www. address" },
  "ip-address": { level: "labelled", about: "an IPv4 address" },
  "ssn-dashed": { level: "labelled", about: "a valid SSN written in groups" },
  "ssn-compact": { level: "cued", about: "a valid nine-digit SSN after an SSN cue" },
  "phone-full": { level: "labelled", about: "a ten-digit phone number in groups" },
  "phone-seven-digit": { level: "anchored", about: "a seven-digit phone number" },
  "phone-cued-run": { level: "context", about: "a run of phone digits after a phone cue" },
  "pager-number": { level: "context", about: "a short number after a pager cue" },
  "id-after-cue": { level: "cued", about: "a record, account, plan, licence or device number after its cue" },
  "id-long-number": { level: "list", about: "a bare number of eight or more digits" },
  "zip-after-state": { level: "cued", about: "a ZIP code after a state" },
  "street-address": { level: "shaped", about: "a house number, street words and a street suffix" },
  "po-box": { level: "shaped", about: "a P.O. box" },
  // Dates, years and ages.
  "date-numeric-full": { level: "certain", about: "a numeric date with day, month and year" },
  "date-numeric-partial": { level: "anchored", about: "a numeric day and month" },
  "date-written": { level: "labelled", about: "a date with a month name" },
  "date-month-alone": { level: "weak", about: "a month name standing alone" },
  "date-holiday": { level: "weak", about: "a holiday" },
  "date-day-ordinal": { level: "weak", about: "a day of the month after 'the'" },
  "date-run-together": { level: "list", about: "a date written without separators after a date cue" },
  "date-range-fragment": { level: "list", about: "a bare day range after a date cue" },
  "year-late-century": { level: "shaped", about: "a four-digit year from 1960 to 1999" },
  "year-four-digit": { level: "weak", about: "a four-digit year" },
  "year-apostrophe": { level: "context", about: "a two-digit year with an apostrophe" },
  "year-after-history-item": { level: "list", about: "a two-digit year after a history item" },
  "age-cued": { level: "labelled", about: "an age over 89 with an age word before or after it" },
  "age-birthday": { level: "cued", about: "an over-89 birthday" },
  "age-spelled": { level: "cued", about: "an age over 89 spelled out" },
  "age-decade": { level: "shaped", about: "a decade of life at or over 90" },
  "age-decade-spelled": { level: "anchored", about: "a decade of life at or over 90, spelled out" },
  "age-category-word": { level: "context", about: "nonagenarian, centenarian" },
  "age-with-sex": { level: "context", about: "an age over 89 with a sex letter or as the subject" },
  // Names.
  "name-after-title": { level: "labelled", about: "name words after a title or a role written as a title" },
  "name-after-title-list": { level: "shaped", about: "another name in a list after a titled name" },
  "name-before-credential": { level: "shaped", about: "name words before a credential" },
  "name-after-relative": { level: "anchored", about: "a name after a family word" },
  "name-after-contact": { level: "weak", about: "a name after a role or a contact verb" },
  "name-before-relative": { level: "context", about: "a name before a bracketed family word" },
  "name-before-aware": { level: "weak", about: "a name before 'aware' or 'notified'" },
  "name-listed": { level: "weak", about: "listed name words that are no English or clinical word" },
  "name-capitalised-initial": { level: "list", about: "a capitalised name with an initial" },
  "name-capitalised-pair": { level: "list", about: "two capitalised name-like words" },
  "signature-initials": { level: "list", about: "initials signing a line" },
  "signature-last-line": { level: "list", about: "initials alone on the last line" },
  "name-propagated": { level: "list", about: "another mention of a name found in the same note" },
  "name-joined": { level: "list", about: "a name joined to a found name by 'and'" },
  "name-hyphen-part": { level: "list", about: "the other half of a hyphenated found name" },
  "name-initial-before": { level: "list", about: "a one-letter initial before a found name" },
  // Places and organisations.
  "hospital-name": {
    level: "shaped",
    about: "several capitalised words before a hospital word, or a listed hospital",
  },
  "hospital-name-one-word": { level: "weak", about: "one word before a hospital word" },
  "hospital-institution-words": { level: "context", about: "name words closed by institution words" },
  "hospital-abbreviation": { level: "plausible", about: "a hospital abbreviation in capitals" },
  "hospital-saint": { level: "shaped", about: "a saint's name after a preposition" },
  "hospital-after-cue": { level: "weak", about: "a hospital name after a movement cue" },
  "hospital-abbreviation-cued": { level: "weak", about: "a hospital abbreviation after a movement cue" },
  "hospital-abbreviation-bare": { level: "list", about: "a short capital abbreviation after 'at' or 'from'" },
  "state-listed": { level: "context", about: "a state name" },
  "state-after-cue": { level: "weak", about: "a state after a cue of place" },
  "city-listed": { level: "context", about: "a listed city" },
  "city-after-cue": { level: "context", about: "a listed city after a cue of place" },
  "city-after-cue-word": { level: "list", about: "a listed city that is also a word, after a cue of place" },
  "country-listed": { level: "weak", about: "a country" },
  region: { level: "weak", about: "a named region" },
  "ward-with-floor": { level: "context", about: "a ward named by a word with a floor number" },
  "place-generic-head": { level: "weak", about: "words closed by a generic place word (falls, creek)" },
  "place-after-residence": { level: "list", about: "words after a residence verb" },
  "place-after-residence-pair": {
    level: "weak",
    about: "an ordinary word leading a place after a residence cue",
  },
  "place-after-preposition": {
    level: "faint",
    about: "an unknown capitalised word after a preposition of place",
  },
  "organization-place-led": { level: "weak", about: "a place name leading an employer's name" },
  "employer-after-work-verb": { level: "list", about: "an employer after 'works for/at'" },
  "organization-after-cue": {
    level: "faint",
    about: "an unknown word after 'business', 'company', 'employer'",
  },
  "organization-before-cue": { level: "faint", about: "an unknown word before 'rep', 'employee', 'inc'" },
  "building-name": { level: "context", about: "name words before Building, Wing, Pavilion, Tower" },
  "building-joined": { level: "list", about: "a name run into a building word" },
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof RULES;

/** A span found by `rule`, at the rule's confidence level. */
export function hit(rule: RuleId, type: PhiType, start: number, end: number): Span {
  return { type, start, end, confidence: SCORES[RULES[rule].level], rule };
}

export function isRuleId(value: string): value is RuleId {
  return Object.hasOwn(RULES, value);
}
