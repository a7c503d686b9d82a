import type { RuleInfo } from "./rule-info.ts";

/** Dates, years and Safe Harbor ages. See rules.ts. */
export const DATE_RULES = {
  "date-numeric-full": { level: "certain", about: "a numeric date with day, month and year" },
  "date-numeric-partial": { level: "anchored", about: "a numeric day and month" },
  "date-written": {
    level: "labelled",
    about: "a date with a month name and a day (digits or ordinal words) or a year",
  },
  "date-month-alone": { level: "weak", about: "a month name standing alone" },
  "date-month-after-cue": {
    level: "anchored",
    about: "a month name or abbreviation ending its clause after a date word (in, since, early, mid-)",
  },
  "date-holiday": { level: "weak", about: "a holiday" },
  "date-day-ordinal": {
    level: "weak",
    about: "an ordinal day of the month after 'the', 'on' or a weekday, ending the clause",
  },
  "date-run-together": { level: "list", about: "a date written without separators after a date cue" },
  "date-compact-cued": {
    level: "cued",
    about: "an eight-digit date (YYYYMMDD, DDMMYYYY, MMDDYYYY) after a date cue",
  },
  "date-range-fragment": { level: "list", about: "a bare day range after a date cue" },
  "year-late-century": { level: "shaped", about: "a four-digit year from 1960 to 1999" },
  "year-four-digit": {
    level: "weak",
    about: "a four-digit year, not a clock time (round quarter hours after time words) nor a measurement",
  },
  "year-range": {
    level: "context",
    about:
      "two years joined by a dash, in order, not both clock times, or a year and the next in two digits (1995/96)",
  },
  "year-apostrophe": { level: "context", about: "a two-digit year with an apostrophe" },
  "year-after-history-item": {
    level: "list",
    about: "a two-digit year ending its clause after a history item, or after 'in'/'since' after one",
  },
  "age-cued": { level: "labelled", about: "an age over 89 with an age word before or after it" },
  "age-after-birth-date": {
    level: "cued",
    about: "an age over 89 alone in brackets after a date of birth ('DOB 12-Jan-1934 (91)')",
  },
  "age-birthday": { level: "cued", about: "an over-89 birthday" },
  "age-spelled": { level: "cued", about: "an age over 89 spelled out" },
  "age-decade": { level: "shaped", about: "a decade of life at or over 90" },
  "age-decade-spelled": { level: "anchored", about: "a decade of life at or over 90, spelled out" },
  "age-category-word": { level: "context", about: "nonagenarian, centenarian" },
  "age-now-or-at": {
    level: "context",
    about:
      "an age over 89 after 'now' (after a person or 'is') or 'at' (after a life event), ending the clause",
  },
  "age-appositive": {
    level: "context",
    about:
      "an age over 89 set off by commas or parentheses after a titled name, a person word or a sex letter",
  },
  "age-in-row": { level: "context", about: "an age over 89 after a name in a ward list or table row" },
  "age-in-message": {
    level: "context",
    about: "an age over 89 said of a person: 'pt is 102!', 'she's 91 and'",
  },
  "age-with-sex": { level: "context", about: "an age over 89 with a sex letter or as the subject" },
} as const satisfies Record<string, RuleInfo>;
