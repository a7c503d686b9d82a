/** Month names and their abbreviations. */
import { type CueMap, cueMap } from "./cue-list.ts";

/**
 * How a month word reads on its own: "alone" when the bare word is a date ("January"),
 * "in-context" when it needs a day or a year beside it ("may", "march", "jan").
 */
export const MONTH_READINGS = ["alone", "in-context"] as const;
export type MonthReading = (typeof MONTH_READINGS)[number];

export const months: CueMap<MonthReading> = cueMap(
  "months",
  "date-word",
  MONTH_READINGS,
  `
  alone: january, february
  in-context: march
  alone: april
  in-context: may
  alone: june, july, august, september, october, november, december
  in-context: jan, feb, mar, apr, jun, jul, aug, sep
  alone: sept
  in-context: oct, nov, dec
  # French, as Quebec's and New Brunswick's notes and bilingual forms write them ("le 3 mars 2024",
  # "12 févr. 2024"), with and without accents (typed or OCR'd): each needs a day or a year beside it.
  in-context: janvier, fevrier, février, mars, avril, mai, juin, juillet, aout, août, septembre, octobre
  in-context: novembre, decembre, décembre, janv, fevr, févr, fev, fév, avr, juil, déc
`,
);
