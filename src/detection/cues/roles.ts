/** Staff roles, grades and duties that stand before or after a clinician's name. */
import { PHI_TYPES, type PhiType } from "../phi-type.ts";
import { type CueList, type CueMap, cueList, cueMap } from "./cue-list.ts";

/** Roles of the people who care for the patient: "NP Keane", "sw Imelda". */
export const providerRoles: CueList = cueList(
  "provider-roles",
  "role",
  `
  md caseworker coordinator sw nurse attending resident fellow intern pcp cardiologist surgeon
  therapist
`,
);

/** Roles of language support before a name ("interpreter (Ana)"). */
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
  rt cn nic mw visitor advocate aide gp st1 st2 st3 st4 st5 st6 st7 mo ho rmo jmo smo
`,
);

/** Training grades written as letters before a digit ("F1", "FY2", "ST3", "CT1"). */
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

/** Staff roles written before a name (one word) and the PHI type of the name. */
export const roleTypes: CueMap<PhiType> = cueMap(
  "role-types",
  "role",
  PHI_TYPES,
  `
  PROVIDER_NAME: rn, nurse, sn, hca, hcsw, hcw, hcp, cna, lpn, lvn, pca, aide, physio
  PROVIDER_NAME: physiotherapist, ot, slt, salt, dietitian, dietician, pharmacist, sw, reg
  PROVIDER_NAME: registrar, spr, sho, f1, f2, fy1, fy2, ct1, ct2, st1, st2, st3, st4, st5, st6
  PROVIDER_NAME: st7, cons, consultant, attending, resident, intern, fellow, np, anp, acp, cns
  PROVIDER_NAME: pa, midwife, mw, matron, anaesthetist, anesthetist, anaesthetics, surgeon
  PROVIDER_NAME: radiographer, sonographer, paramedic, gp, doc, doctor, houseman, keyworker, nic
  PROVIDER_NAME: tvn, cn, manager, coordinator, psychologist, psychiatrist, podiatrist
  PROVIDER_NAME: optometrist, therapist, counsellor, counselor, interpreter, translator, porter
  PROVIDER_NAME: phlebotomist, technician, practitioner, signature, clinician, physician, author
  PROVIDER_NAME: assessor, referrer, dentist, optician, audiologist, orthoptist, ophthalmologist
  PROVIDER_NAME: obstetrician, prescriber, receptionist, reception, secretary, navigator, tech
  NAME: carer, caregiver, chaplain, volunteer, advocate, befriender, visitor
  PROVIDER_NAME: icp, emt, ecp, medic, driver, cnm, ssn, en
  PROVIDER_NAME: mo, ho, rmo, jmo, smo
  PROVIDER_NAME: pathologist, histopathologist, cytopathologist, radiologist, haematologist
  PROVIDER_NAME: hematologist, microbiologist, cytologist, vmo, amo, cmo
`,
);

/**
 * Words that open a role after a signing name and a comma, on the line of the signature
 * ("Ifeoma Nwachukwu, Consultant Psychiatrist", "RAKIYA SULE, Social Worker", "n. ní chonaill,
 * registered under IMC No 3420").
 */
export const signatureRoleOpeners: CueList = cueList(
  "signature-role-openers",
  "role",
  `
  consultant social registrar registered nurse physiotherapist psychiatrist psychologist pharmacist
  paramedic midwife doctor surgeon specialist senior charge staff medical general
  occupational dietitian counsellor counselor case coordinator officer practitioner resident intern
`,
);

/**
 * Roles of a theatre or ward team written as a row of cells beside the staff roles above
 * ("Anaesthetist Rewi Ngata | Asst Lachlan (AT)", "Scrub: Ana / Runner: Tui"): read by
 * team-row-name.ts only.
 */
export const teamRowRoles: CueList = cueList(
  "team-row-roles",
  "role",
  `
  asst assistant scrub runner odp circulating anaes anaesth
`,
);
