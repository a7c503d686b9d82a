/** Work cues before an employer and the words after them that are no employer. */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Indexed under CUE_WORK. The organisation modules whose cue words are rare in notes (mission,
 * Māori provider, government facility, insurer and practice labels, "under", "dispensing", "Attn")
 * index theirs under CUE_WORK too, so that they wake on the few notes that hold one rather than on
 * the three in four that hold a word of ORGANIZATION_CUE; every reader of the bit tests its own
 * words after it.
 */
export const workCues: CueList = cueList(
  "work-cues",
  "organisation-cue",
  `
  works worked working work employed employment job volunteers volunteer volunteered volunteering
  retired drives drove driver cleaner porter carer labourer laborer clerk manager cashier nurse
  teacher engineer mechanic builder electrician plumber secretary receptionist accountant chef
  cook waiter waitress
  occupation packer miner welder farmer trader teller guard worker operator technician storeman
  student studying studies learner pupil lecturer
  retrenchment retrenched dismissed sacked
  # more trades and posts that social, occupational-health and psychiatry notes name before the
  # employer in every country ("a supervisor at …", "firefighter with …", "civil servant at …")
  supervisor firefighter apprentice servant fitter machinist foreman
  salesman saleswoman baker butcher barista hairdresser bartender tutor
  programmer caretaker janitor gardener painter
  carpenter joiner bricklayer scaffolder courier postman nanny housekeeper fisherman
  employee lawyer solicitor architect surveyor contractor soldier constable
  resigned redundant
`,
);

/** Indexed under CUE_EMPLOYER_PREPOSITION. */
export const employerPrepositions: CueList = cueList(
  "employer-prepositions",
  "function-word",
  `
  for at with from by
`,
);

/** Cues that take "from" ("retired from"): others would read a journey ("drove from"). */
export const employerFromCues: CueList = cueList(
  "employer-from-cues",
  "organisation-cue",
  `
  retired redundant retrenchment retrenched dismissed sacked resigned fired
`,
);

export const facilityWorkWords: CueList = cueList(
  "facility-work-words",
  "organisation-cue",
  `
  works worked working work employed employer retired job
`,
);

/** PLACE_VERBS, WORK_VERBS and RESIDENCE are indexed under CUE_PLACE_VERB, CUE_WORK_VERB, CUE_RESIDENCE. */
export const workVerbs: CueList = cueList(
  "work-verbs",
  "organisation-cue",
  `
  works worked working work employed
`,
);

/**
 * Words after "works for/at" that are no employer ("works at home", "works nights"), and function
 * words that end an employer's name ("works at Zentrix as an engineer").
 */
export const notEmployers: CueList = cueList(
  "not-employers",
  "not-an-organisation",
  `
  as and but since until when where while because who which home night nights days night-shift
  part full a an the his her this that same
  # public employers named by a common noun ("works for the council")
  council government army navy police nhs military state city county
`,
);

/** Words that open a kind of employer, not its name ("local", "family", "same"). */
export const employerKindWords: CueList = cueList(
  "employer-kind-words",
  "not-an-organisation",
  `
  local family same private another various several own self
`,
);
