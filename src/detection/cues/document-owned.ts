/**
 * Words that say a number or a date belongs to a role, a department or a document, not to a
 * person (issue 19: PHI-free rotas, memos, guideline excerpts and messages).
 */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Roles, grades and posts that carry a pager, a bleep or an extension of their own: "medical
 * registrar bleep 4412", "nurse in charge ext 2210", "on-call SHO pager 1187". The number is the
 * post's: whoever holds the bleep tonight answers it.
 */
export const numberOwningRoles: CueList = cueList(
  "number-owning-roles",
  "role",
  `
  registrar registrars reg regs sho shos spr fy1 fy2 f1 f2 houseman housemen ho mo rmo jmo smo
  intern interns resident residents consultant consultants attending attendings fellow fellows
  hospitalist locum doctor doctors nurse nurses sister matron midwife midwives cnm cns nic cnc nuc
  manager coordinator co-ordinator anaesthetist anesthetist surgeon surgeons physician physicians
  pharmacist pharmacists physio physiotherapist radiographer sonographer technician dietitian
  therapist practitioner np anp porter porters chaplain interpreter clerk receptionist
  bleepholder holder lead head director hod moic cmo outreach ccot
`,
);

/**
 * Words of a post's or a department's title around its number, besides the roles above:
 * specialties, shifts, seniority, the ward and its desks ("paediatric reg on call bleep 4412",
 * "night site manager ext 5001", "ward 7 nurses' station ext 3301", "switchboard 0").
 */
export const numberOwningWords: CueList = cueList(
  "number-owning-words",
  "function-word",
  `
  on call on-call oncall in charge of the for and or at duty first second third 1st 2nd 3rd
  senior junior night nights day days weekend twilight late early evening daytime out hours
  medical medicine surgical surgery general acute emergency ed ae icu itu hdu ccu nicu picu
  paediatric paediatrics pediatric pediatrics obstetric obstetrics gynae obs labour ortho
  orthopaedic orthopedic anaesthetics anesthesia anaesthesia critical care bed bleep
  recovery nurses microbiology micro haematology hematology cardiology renal respiratory stroke
  neuro gastro psychiatry psych liaison mental health infection control ipc rapid response crash
  cardiac arrest blood transfusion social occupational speech specialist registered staff bay
  main
  # how a rota or a memo says to reach the post: "contact the on-call SHO via bleep 2201"
  contact page ring phone via through please
`,
);

/**
 * Places of work whose telephone is the place's: "ward 7 ext 3301", "pharmacy ext 2200",
 * "switchboard 0", "theatre reception ext 4100".
 */
export const numberOwningPlaces: CueList = cueList(
  "number-owning-places",
  "function-word",
  `
  ward wards unit department dept theatre theatres theater pharmacy radiology lab laboratory
  switchboard helpline reception desk station office admin security site team teams service
  services bank clinic
`,
);

/**
 * Verbs of publishing, reviewing and taking effect that a document writes before its own dates
 * ("guideline (published March 2021, reviewed 2024)", "policy effective 1 April 2023").
 */
export const publicationVerbs: CueList = cueList(
  "publication-verbs",
  "date-cue",
  `
  published reviewed updated revised issued effective amended ratified republished reaffirmed
  # a leaflet's imprint ("produced May 2023")
  produced printed
`,
);

/**
 * A document's dates named by their noun, read only as a label ("review date: March 2027", "next
 * review 2027", "date of publication: June 2023", "expiry: 03/2027", "week commencing 3 March",
 * "date of meeting: 4 June 2025"), never in a sentence ("for review 12/03/2025" is a person's).
 */
export const documentDateNouns: CueList = cueList(
  "document-date-nouns",
  "date-cue",
  `
  review publication revision expiry expires commencing beginning meeting
`,
);

/**
 * Documents and their parts whose dates those verbs give: a guideline, a policy, a leaflet, a
 * formulary's entry, a schedule, a table of reference ranges.
 */
export const datedDocuments: CueList = cueList(
  "dated-documents",
  "label",
  `
  guideline guidelines guidance policy policies leaflet leaflets factsheet pamphlet brochure
  formulary monograph entry statement consensus standard standards recommendation
  recommendations bulletin circular handbook edition schedule ranges sop framework
  position advisory alert notice memo memorandum poster booklet chapter rota roster minutes
  newsletter
`,
);

/**
 * Verbs written straight after a relative in lower-case text ("son rang for an update",
 * "daughter phoned re transport", "wife says he is eating"): the relative's action, not a name.
 */
export const relativeActions: CueList = cueList(
  "relative-actions",
  "name-stop",
  `
  rang rung rings phoned phones called calls texted emailed messaged visited visits came comes
  says said asks asked wants wanted reports reported states stated spoke speaks informed
  updated aware collected brought dropped picked arrived left worried concerned requests
  requested confirms confirmed declined agreed
`,
);
