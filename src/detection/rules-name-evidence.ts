import type { RuleInfo } from "./rule-info.ts";

/** Names found by what the words look like (lists, shape) and by their other mentions. See rules.ts. */
export const NAME_EVIDENCE_RULES = {
  "name-listed": { level: "weak", about: "listed name words that are no English or clinical word" },
  "name-lower-pair": {
    level: "weak",
    about: "a listed given name and a surname in lower case inside a mixed-case note",
  },
  "name-last-first": { level: "weak", about: "a listed surname, a comma and a given name: 'Nguyen, Thi'" },
  "name-capitalised-initial": { level: "list", about: "a capitalised name with an initial" },
  "name-capitalised-pair": { level: "list", about: "two capitalised name-like words" },
  "name-word-pair": {
    level: "list",
    about: "a listed given name and a listed surname, both English words, in Title Case mid-text",
  },
  "name-short-surname": { level: "list", about: "a given name and a two-letter surname in Title Case" },
  "name-hyphenated-given": {
    level: "list",
    about: "a hyphenated given name with a lower-case second part before a surname",
  },
  "name-shaped-pair": {
    level: "faint",
    about: "two unknown words spelt like names (letter trigrams) where case says nothing",
  },
  "name-introduced": {
    level: "list",
    about: "two unknown words opening a sentence before 'is a'/'is an' (the patient introduced)",
  },
  "name-propagated": { level: "list", about: "another mention of a name found in the same note" },
  "name-propagated-whole": {
    level: "list",
    about: "another mention, in any case, of a whole name of 2-4 words found in the same note",
  },
  "name-propagated-capitalised": {
    level: "list",
    about: "a capitalised mid-sentence mention of an English-word part of a name found by context",
  },
  "name-joined": { level: "list", about: "a name joined to a found name by 'and'" },
  "name-hyphen-part": { level: "list", about: "the other half of a hyphenated found name" },
  "name-initial-before": { level: "list", about: "a one-letter initial before a found name" },
  "name-slash-joined": {
    level: "list",
    about: "a name-shaped word joined to a found name by a slash, a plus or an ampersand",
  },
} as const satisfies Record<string, RuleInfo>;
