/** Words that are themselves part of a date: weekdays, ordinals, seasons, holidays. */
import { type CueList, cueList } from "./cue-list.ts";

/** Ordinal suffixes after a number ("1st", "22nd"): a day of a date, or a street ("3rd Ave"). */
export const ordinalSuffixes: CueList = cueList(
  "ordinal-suffixes",
  "date-word",
  `
  st nd rd th
`,
);

/** Named holidays read as dates ("Christmas 2019", "over Easter"). */
export const holidays: CueList = cueList(
  "holidays",
  "date-word",
  `
  christmas thanksgiving xmas easter hanukkah halloween
`,
);

/** Weekdays: not PHI themselves, but an ordinal after one is a day of the month ("Tues 14th"). */
export const weekdays: CueList = cueList(
  "weekdays",
  "date-word",
  `
  monday mon tuesday tue tues wednesday wed weds thursday thu thur thurs friday fri saturday
  sunday
`,
);

/** Days written as ordinal words: "the third of March", "March twenty-first". */
export const ordinalWords: CueList = cueList(
  "ordinal-words",
  "date-word",
  `
  first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth
`,
);

/** Month abbreviations that are also shorthand verbs or words: "FiO2 dec to 40%", "5 mar". */
export const verbMonths: CueList = cueList(
  "verb-months",
  "date-word",
  `
  dec mar may jan
`,
);

/** Seasons before a year ("summer 2019", "autumn of 2004"). */
export const seasons: CueList = cueList(
  "seasons",
  "date-word",
  `
  winter spring summer fall autumn
`,
);
