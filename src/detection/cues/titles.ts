/** Titles and post-nominals written around a person's name (never the name itself). */
import { PHI_TYPES, type PhiType } from "../phi-type.ts";
import { type CueList, type CueMap, cueList, cueMap } from "./cue-list.ts";

/**
 * Words written around a person's name that are not the name: titles before it ("Dr", "Mrs",
 * "Rabbi") and post-nominals after it ("Jr", "MD", "MBBS"). One list, lower case, no dots, used by
 * the surrogate generator (kept as written), known-value matching (never a name part alone) and
 * the detection slots. The vault's normalisation keeps its own frozen copy (vault/normalise.ts):
 * changing that one would change the lookup of every stored token.
 */
export const honorifics: CueList = cueList(
  "honorifics",
  "title",
  `
  dr doctor mr mrs ms miss mx master madam prof professor sir dame lady lord rev revd reverend
  pastor rabbi imam father fr sister sr nurse capt col sra mme mlle herr frau
  # Titles of the Commonwealth countries: Singapore and Malaysia ("Mdm", Malay "Encik", "Puan",
  # "Cik", "Haji", "Hajah"), India ("Smt", "Shri"), Nigeria ("Alhaji", "Alhaja", "Mallam"),
  # South Africa (Afrikaans "Mnr", "Mev").
  mdm encik puan cik haji hajah smt shri alhaji alhaja mallam mnr mev
`,
);

/** Post-nominals after a name ("Jr", "III", "MBBS"): around the name, never part of it. */
export const postNominals: CueList = cueList(
  "post-nominals",
  "title",
  `
  jr jnr sr snr ii iii iv md do phd rn np pa mbbs mrcp frcp
`,
);

/** Provider titles: a value opening with one is a clinician's name. */
export const providerTitles: CueList = cueList(
  "provider-titles",
  "title",
  `
  dr doctor prof professor sister nurse sr
`,
);

/** Titles of a person (not a clinician) before a name whose age follows ("Mrs X, 93"). */
export const agePersonTitles: CueList = cueList(
  "age-person-titles",
  "title",
  `
  mr mrs ms miss mx mister madam
`,
);

/** Titles that are also clinical abbreviations even with a dot: the name must look like one. */
export const unsureTitles: CueList = cueList(
  "unsure-titles",
  "title",
  `
  ms mr miss np pa rn nurse attending matron midwife hca physio ot sho registrar sr
`,
);

/** Titles that are also clinical abbreviations or words ("MS", "MR", "Doctor"): they need a dot or a name-like word after them. */
export const ambiguousTitles: CueList = cueList(
  "ambiguous-titles",
  "title",
  `
  ms mr miss fr doctor chaplain pastor drs
`,
);

/** Titles before a name and the PHI type they imply ("Dr" a clinician, "Mrs" the patient). */
export const titleTypes: CueMap<PhiType> = cueMap(
  "title-types",
  "title",
  PHI_TYPES,
  `
  PROVIDER_NAME: dr, doctor, drs, prof, professor
  PATIENT_NAME: mr, mx, mrs, ms, miss, mister
  NAME: rabbi, rev, reverend, fr, pastor, chaplain
  # Roles written before a name: "per NP Wolcott", "RN Tamsin aware", "Nurse Abernethy".
  PROVIDER_NAME: np, pa, rn, nurse, attending
  # UK ward roles written before a name: "Matron Okafor", "HCA Joy", "OT Priya", "SHO Ben Carter".
  PROVIDER_NAME: matron, midwife, hca, physio, ot, sho, registrar
  # A ward sister: "Sr Oyelaran", "Sr Hope in charge" (not sinus rhythm: the name must look like one).
  PROVIDER_NAME: sr
  # Titles of the Commonwealth countries: "Mdm Lim Hui Min", "Encik Ahmad", "Puan Siti", "Smt
  # Lakshmi", "Shri Ravi", "Mnr Botha", "Mev Botha", "Alhaji Musa", "Alhaja Bisi", "Haji Osman".
  PATIENT_NAME: mdm, encik, puan, smt, shri, mnr, mev
  NAME: alhaji, alhaja, haji, hajah, mallam
  # Police and service ranks before a name, in coroner's, police and ambulance reports of every
  # country: "Sergeant Tan", "Senior Constable Grace Walker", "Det Sgt Ho Wai Kit".
  NAME: sergeant, sgt, constable, detective, inspector, trooper, corporal, lieutenant
`,
);
