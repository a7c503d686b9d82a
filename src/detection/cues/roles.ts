/** Staff roles, grades and duties that stand before or after a clinician's name. */
import { type CueList, cueList } from "./cue-list.ts";

/** Roles of the people who care for the patient: "NP Keane", "sw Imelda". */
export const providerRoles: CueList = cueList(
  "provider-roles",
  "role",
  `
  md caseworker coordinator sw nurse attending resident fellow intern pcp cardiologist surgeon
  therapist
`,
);

export const languageRoles: CueList = cueList(
  "language-roles",
  "role",
  `
  interpreter translator
`,
);

/** Role nouns that are also listed surnames. */
export const roleNouns: CueList = cueList(
  "role-nouns",
  "role",
  `
  leader manager worker officer carer healer keeper visitor helper teacher member
`,
);

/** Roles that are also ordinary words or clinical abbreviations: they need a colon or dash. */
export const separatorOnly: CueList = cueList(
  "separator-only",
  "role",
  `
  signature clinician physician author assessor referrer reception receptionist secretary
  navigator prescriber sn hcp pa ot sw reg cons resident fellow doc manager coordinator tech resp
  rt cn nic mw visitor advocate aide gp st1 st2 st3 st4 st5 st6 st7
`,
);

export const grades: CueList = cueList(
  "grades",
  "role",
  `
  f fy ct st
`,
);

/** Two-word roles ending in the word at the key: "staff nurse", "named nurse", "key worker". */
export const roleHeads: CueList = cueList(
  "role-heads",
  "role",
  `
  staff named charge student agency bank ward key social care support team shift discharge
  district practice community specialist night day
`,
);

export const rolePhraseBetween: CueList = cueList(
  "role-phrase-between",
  "function-word",
  `
  tonight today is = on nights days
`,
);

/** Roles in a bracket after a signing name. */
export const signatureRoleWords: CueList = cueList(
  "signature-role-words",
  "role",
  `
  rn nurse hca carer sn cna lpn physio ot slt dietitian pharmacist reg sho fy1 fy2 doctor
  consultant midwife matron sister charge senior staff night day agency bank student keyworker
  manager lead
`,
);

/** Words after "on" that say a person's duty: "Kemi on bleep", "Mehmet on 2nd bleep". */
export const duties: CueList = cueList(
  "duties",
  "name-cue",
  `
  bleep nights lates earlies days call break shift duty leave bay bays
`,
);

/** Words after "is" that say a person's duty: "Shreya is NIC", "Bola is in charge". */
export const dutyStates: CueList = cueList(
  "duty-states",
  "name-cue",
  `
  nic covering on off in doing looking
`,
);
