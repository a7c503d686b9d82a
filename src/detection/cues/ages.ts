/** Words around an age: units after the number, cues before it, the people whose age it is. */
import { type CueList, cueList } from "./cue-list.ts";

/** Age units before a sex letter: "78yo f", "92 yrs m". */
export const ageUnitBefore: CueList = cueList(
  "age-unit-before",
  "age-cue",
  `
  yo y yr yrs years yoa
`,
);

export const birthCues: CueList = cueList(
  "birth-cues",
  "date-cue",
  `
  dob birth born b d
`,
);

export const ageAfter: CueList = cueList(
  "age-after",
  "age-cue",
  `
  yo y yr yrs year years yom yof yowm yowf yobm yobf yf ym yoa yearold yoman yowoman
`,
);

export const ageBefore: CueList = cueList(
  "age-before",
  "age-cue",
  `
  age aged ages turned turns turning
`,
);

/** Words after which "<number> M/F" reads as age and sex ("a 92 F", "pt 92M"). */
export const sexBefore: CueList = cueList(
  "sex-before",
  "function-word",
  `
  a an pt patient is this hpi id
`,
);

export const sexLetters: CueList = cueList(
  "sex-letters",
  "age-cue",
  `
  m f
`,
);

/** Subjects of "<subject> is <age>" ("pt is 101", "she is 94"). */
export const ageSubjects: CueList = cueList(
  "age-subjects",
  "function-word",
  `
  pt patient she he who pt. resident
`,
);

export const decadeLead: CueList = cueList(
  "decade-lead",
  "age-cue",
  `
  her his their early mid late upper
`,
);

export const temperatureWords: CueList = cueList(
  "temperature-words",
  "not-an-age",
  `
  t temp temperature tmax tm febrile to of spiked max
`,
);

/**
 * People whose age a note states ("her mother, now 98,", "she is now 94"): subjects and the
 * family words, so that "HR now 94" and "sats at 92" stay vitals.
 */
export const agePeople: CueList = cueList(
  "age-people",
  "function-word",
  `
  she he pt patient who mother father mom dad wife husband sister brother aunt uncle grandmother
  grandfather mum partner spouse gentleman lady man woman resident female male gent
`,
);

/** Life events told with "at <age>": "died at 91", "diagnosed at 93", "retired at 90". */
export const lifeEvents: CueList = cueList(
  "life-events",
  "age-cue",
  `
  died passed away deceased diagnosed dx retired widowed married
`,
);

/**
 * The aggregate Safe Harbor allows: "90 or older", "aged 90 and over", "over 90 years old",
 * "> 90 yo" (a category, as written in guidance and queries, not one person's age).
 */
export const overWords: CueList = cueList(
  "over-words",
  "age-cue",
  `
  over above older beyond
`,
);

export const aggregateAfter: CueList = cueList(
  "aggregate-after",
  "age-cue",
  `
  older over above more
`,
);

/** The words findSpelledAges starts from. */
export const spelledAgeWords: CueList = cueList(
  "spelled-age-words",
  "age-cue",
  `
  nonagenarian centenarian supercentenarian nineties ninetys ninety hundred
`,
);

export const spelledUnits: CueList = cueList(
  "spelled-units",
  "age-cue",
  `
  one two three four five six seven eight nine ten
`,
);

export const informalAgeSubjects: CueList = cueList(
  "informal-age-subjects",
  "function-word",
  `
  pt patient she he they mum mom dad nan nana gran granny grandma grandad grandpa lady gentleman
  man woman resident husband wife father mother
`,
);

export const contractedSubjects: CueList = cueList(
  "contracted-subjects",
  "function-word",
  `
  she's he's she’s he’s pt's mum's dad's mom's gran's nan's nana's granny's grandma's grandad's
  grandpa's shes hes
`,
);

/** Words after the age that end the statement. */
export const informalAgeAfter: CueList = cueList(
  "informal-age-after",
  "function-word",
  `
  and but now today next this last so lol on in yrs years yr y yo with who tomorrow tmrw
`,
);

export const ageSexWords: CueList = cueList(
  "age-sex-words",
  "age-cue",
  `
  m f yo yof yom y yr yrs yf ym
`,
);

export const subjectAgeUnits: CueList = cueList(
  "subject-age-units",
  "age-cue",
  `
  yo y yr yrs year years yof yom m f male female man woman gentleman lady boy girl
`,
);
