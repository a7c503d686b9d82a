/** Words before or after a number that make it a date. */
import { type CueList, cueList } from "./cue-list.ts";

export const sixDigitCues: CueList = cueList(
  "six-digit-cues",
  "date-cue",
  `
  on dated date meeting mtg since dos dob
`,
);

/**
 * Cues before an eight-digit date written without separators, as forms and exports do (HL7,
 * FHIR, EHR headers): "DOB: 19480112", "date of service 20210314", "admitted 20210314". Read as
 * YYYYMMDD, then as DDMMYYYY (UK) or MMDDYYYY (US) when the year comes last.
 */
export const eightDigitCues: CueList = cueList(
  "eight-digit-cues",
  "date-cue",
  `
  dated date dos dob birth born service admission admitted discharge discharged seen visit
  collected
`,
);

/** Words after which a dashed month-day is a date ("sat" and "sun" are saturation and sunlight too). */
export const dashDateBefore: CueList = cueList(
  "dash-date-before",
  "date-cue",
  `
  on since until till dated thru through mon monday tue tues tuesday wed weds wednesday thu thur
  thurs thursday fri friday saturday sunday
`,
);

/**
 * Words before "3/12" that read as "in three months" in a note that writes weeks as "n/52"
 * ("Review in 4/52. Repeat bloods in 3/52, clinic 10/12."); in US notes ("clinic 3/12") a date.
 */
export const ukFollowUpBefore: CueList = cueList(
  "uk-follow-up-before",
  "date-cue",
  `
  clinic review opd appt appointment fu
  # Round 12: "return 2/12", "next visit 1/12", "see 6/12", "rv 3/12", "recheck 2/7".
  return visit see rv recheck reassess repeat
  # "ROS due 10/7", "bloods due 2/52": a duration in a note that writes weeks "n/52".
  due
`,
);

/**
 * Words before "for" that set an event for a day: "cath scheduled for 7/12", "booked for 3/7",
 * "appt for 6/12". After them a pair is a date, in a note that writes durations "n/7" too.
 */
export const bookedFor: CueList = cueList(
  "booked-for",
  "date-cue",
  `
  scheduled rescheduled booked rebooked planned arranged slated listed postponed moved
  deferred due confirmed appt appointment appointments surgery procedure
`,
);

/** Labels and verbs of a dated event before a short a/b: "Date: 3/4", "seen 2/2", "reviewed 1/3". */
export const dateLabels: CueList = cueList(
  "date-labels",
  "date-cue",
  `
  date dated dob seen reviewed admitted discharged appt appointment clinic letter typed dictated
  visit review
  # "depot due 14/11", "next dose due 3/4": the day a treatment falls due.
  due
  # The dates of a pregnancy: the last menstrual period and the due date ("LMP 2/3", "EDD 9/12").
  lmp edd edc
  # A birth ("born 2/52": February 1952, where "2/52" is otherwise two weeks).
  born
`,
);

/** Words before "8/23" that make it a date even among ventilator settings. */
export const datePrepositions: CueList = cueList(
  "date-prepositions",
  "date-cue",
  `
  on since until till dated from of thru through
`,
);

/**
 * Words that may follow a lone ordinal day ("on the 27th with", "on 3rd at clinic"): the end of a
 * clause or a function word. A noun after it makes the ordinal a count ("the 3rd dose", "on 2nd
 * line therapy", "3rd degree").
 */
export const afterLoneDay: CueList = cueList(
  "after-lone-day",
  "date-cue",
  `
  of with at for and when in to by before after as this then or but so if while until
  # "the CT on the 4th showed", "the scan on the 12th revealed": a finding's verb (letters).
  showed shows read revealed confirmed demonstrated
`,
);

/** Words after which a month name alone is a date ("seen in Nov", "since early Feb", "mid-March"). */
export const monthLeads: CueList = cueList(
  "month-leads",
  "date-cue",
  `
  in since until till from last early late mid by during
`,
);

/**
 * Words before a number that name when something began or ended ("since 2019", "from 2015 until
 * 2018"). In shift notes the same words open clock times ("since 2000", "from 1900 to 0700"), so
 * after them the number is a year when it cannot be a round clock time (see isRoundClock).
 */
export const spanStart: CueList = cueList(
  "span-start",
  "date-cue",
  `
  since from until till til between starting
`,
);

export const historyItems: CueList = cueList(
  "history-items",
  "date-cue",
  `
  cabg mi cva avr mvr ptca pci stent tia cabgx appy chole dx dx'd tah thr tkr ca redo hernia
  lumpectomy mastectomy cholecystectomy resection nephrectomy smoking dvt pe chf
`,
);

export const rangeWords: CueList = cueList(
  "range-words",
  "date-cue",
  `
  to until till through thru and
`,
);

/** Culture and specimen words before a bare range ("BC from 3-5"): a microbiology date, read by date-fragment.ts. */
export const cultureWords: CueList = cueList(
  "culture-words",
  "date-cue",
  `
  bc bcx bcs cx cxs culture cultures uc ucx sputum
`,
);
