import type { CueMeaning } from "./cue-list.ts";

/**
 * Meanings that contradict each other about the same word: a word in lists of both meanings is
 * an error (cues.test.ts) unless the overlap is declared below with its reason.
 *
 * Pairs that are not here do not contradict: a cue is never the thing it announces, so name-cue
 * with name-stop, place-cue with not-a-place and a head word with its "not a …" list (the head
 * alone, "house", "clinic", is no place or organisation) share words by design.
 */
export const CONFLICTING_MEANINGS: readonly (readonly [CueMeaning, CueMeaning])[] = [
  // A word that announces a name is read as a cue; a never-a-name word is refused as a name.
  ["name-cue", "never-a-name"],
  // A particle is read as part of the name that follows.
  ["name-part", "never-a-name"],
  ["name-part", "name-stop"],
  // A title or credential sits beside a name; a clinical term means a clinical thing.
  ["title", "clinical-term"],
  ["credential", "clinical-term"],
  ["role", "clinical-term"],
  ["relative", "clinical-term"],
  // The same word read as part of a date and as a reason a number is no date.
  ["date-word", "not-a-date"],
  // The same label read as a cue of a date, an age or an identifier and as the opposite.
  ["date-cue", "not-a-date"],
  ["age-cue", "not-an-age"],
  ["id-cue", "not-an-id"],
];

/** An overlap allowed between two lists of conflicting meanings: list `a`, list `b` (or any). */
export interface AcceptedOverlap {
  readonly a: string;
  readonly b: string | "*";
  /** The words allowed in both; a new shared word fails the test until it is declared. */
  readonly words: readonly string[];
  readonly reason: string;
}

export const ACCEPTED_OVERLAPS: readonly AcceptedOverlap[] = [
  {
    a: "message-words",
    b: "*",
    words: ["phoned", "rang", "texted", "call", "ring", "txt", "msg", "thx"],
    reason:
      'message-words refuses the word itself as a name ("rang" is no surname); the same verbs announce the name after them',
  },
  {
    a: "scheme-abbreviations",
    b: "*",
    words: ["mdm"],
    reason:
      'alone in capitals in a note with case "MDM" is a meeting ("discussed at MDM"); before a name, "Mdm Tan", a title',
  },
  {
    a: "not-given",
    b: "*",
    words: ["will", "may", "page", "see"],
    reason:
      "not-given refuses a listed given name that is a common word (Will, May, Page); as verbs the words announce a name",
  },
  {
    a: "group-words",
    b: "list-openers",
    words: ["nok", "visitors", "visitor"],
    reason:
      'a group is never a name in brackets ("(visitors)"), and the same group word opens a list of relatives\' names',
  },
  {
    a: "name-particles",
    b: "one-letter-abbreviations",
    words: ["o"],
    reason:
      '"o" is an Irish particle only before a name word the evidence accepts ("O Briain"); alone it is an abbreviation',
  },
  {
    a: "name-particles",
    b: "short-surnames-also-abbreviations",
    words: ["le"],
    reason: '"le" joins a surname ("le Roux") but alone is an abbreviation, never a surname by itself',
  },
  {
    a: "shorthand-before",
    b: "birth-cues",
    words: ["d"],
    reason:
      'shorthand-before reads "d" only run into the first number of a slash pair ("D2/7": day two of seven); birth-cues read "d" of "d.o.b" before its dots',
  },
  {
    a: "time-before",
    b: "*",
    words: ["at", "by", "before", "after", "until", "since", "till", "from", "til", "between", "starting"],
    reason:
      "time-before is read only before a four-digit number that can be a clock time; the date cues read dates with separators, month names or year spans",
  },
  {
    a: "time-after",
    b: "*",
    words: ["and"],
    reason: '"and" after a clock time joins a second time; after a day or in a range it joins dates',
  },
  {
    a: "duration-after",
    b: "*",
    words: ["of", "review", "fu"],
    reason:
      'duration-after is read after a UK duration ("3/7", "6/12 review"); the date cues read full dates, whose shape differs',
  },
  {
    a: "duration-before",
    b: "*",
    words: ["in", "last"],
    reason: 'before a UK duration ("in 6/12") and before a month ("in March"): the number\'s shape decides',
  },
  {
    a: "measurements",
    b: "*",
    words: ["of"],
    reason: '"of" after a measurement word and before a month both stand; the word before it decides',
  },
  {
    a: "not-date-after",
    b: "*",
    words: ["of"],
    reason:
      '"of" after a ratio ("5 of 10") and after an ordinal day ("4th of May"): the number\'s shape decides',
  },
  {
    a: "numbered-not-phi",
    b: "*",
    words: ["serial", "lot", "nhs", "ni", "unit"],
    reason:
      "numbered-ref leaves these numbers to the recognisers that own them (device, NHS, NI and hospital unit numbers); those recognisers read the same words as cues",
  },
  {
    a: "not-id-labels",
    b: "event-labels",
    words: ["unit"],
    reason:
      'the generic "<word> number" reader skips "unit"; event-ref reads an ambulance\'s "Unit: P341" only as a call sign (letters first, after an ambulance word or at a line\'s start)',
  },
  {
    a: "not-id-labels",
    b: "record-cues",
    words: ["unit"],
    reason:
      'the generic "<word> number" reader skips "unit" (a count or a ward unit); "unit no" as a hospital number is read by the record cue itself',
  },
  {
    a: "lower-inward-words",
    b: "record-cues",
    words: ["pt"],
    reason:
      'lower-inward-words is read after a postcode\'s outward part ("p2 4hr"); as a record cue "pt no" stands before the number',
  },
  {
    a: "not-id-labels",
    b: "callsign-vehicle-words",
    words: ["unit"],
    reason:
      'the generic "<word> number" reader skips "unit"; callsign-shaped reads "Unit P341" only as a call sign (capitals run into two to four digits, no ward or service)',
  },
  {
    a: "abbreviated-given-names",
    b: "slot-stop",
    words: ["md"],
    reason:
      'alone "md" is a doctor of medicine and ends a name; the slot reader takes "Md." as a given name only in Title Case with its dot, before a name word ("Md. Rafiqul Islam")',
  },
];
