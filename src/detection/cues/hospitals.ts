/** Hospital and institution words, their kinds and the words around them. */
import { type CueList, type CuePairs, cueList, cuePairs } from "./cue-list.ts";

export const institutionWords: CueList = cueList(
  "institution-words",
  "organisation-head",
  `
  hospital hosp hospitals memorial regional clinic rehab rehabilitation campus infirmary institute
  sanitarium hospice manor va
`,
);

/** Words that may close an institution name ("Linden Memorial"). */
export const hospitalNameEndings: CueList = cueList(
  "hospital-name-endings",
  "organisation-head",
  `
  memorial regional general medical community county
`,
);

export const notBeforeInstitution: CueList = cueList(
  "not-before-institution",
  "function-word",
  `
  the a this that to from at in of and or outside another other same our his her their local state
  private teaching community general
`,
);

/** Verbs of movement before "to", "from", "at" that make the words after them a destination. */
export const hospitalMovementVerbs: CueList = cueList(
  "hospital-movement-verbs",
  "place-cue",
  `
  transferred transfered transfer sent taken went go going presented arrived came admitted
  readmitted accepted discharged returned return transported brought
  conveyed retrieved airlifted evacuated repatriated biba bib
`,
);

/** Institution words whose name may be ordinary words ("from lone pine hosp"). */
export const hospitalWords: CueList = cueList(
  "hospital-words",
  "organisation-head",
  `
  hospital hosp memorial regional
`,
);

/** Words that describe a hospital rather than name it ("to a psychiatric hospital"). */
export const hospitalKinds: CueList = cueList(
  "hospital-kinds",
  "organisation-head",
  `
  psychiatric psych rehab rehabilitation children's women's university teaching veterans va city
  county acute chronic long short term care specialty military army navy referring receiving
  sending home nearest nearby closest big small new old
`,
);

export const institutionHeads: CueList = cueList(
  "institution-heads",
  "organisation-head",
  `
  hospital hospitals infirmary trust board center centre clinic surgery practice healthcare health
  hospice institute system
`,
);

/** Heads that make a name of English words without case. */
export const strongInstitutionHeads: CueList = cueList(
  "strong-institution-heads",
  "organisation-head",
  `
  trust infirmary hospitals board
`,
);

/** Words inside a name that are neither names nor stops. */
export const institutionJoiners: CueList = cueList(
  "institution-joiners",
  "function-word",
  `
  and of for the upon
`,
);

/** Saint and mount words that open a hospital's name ("St Mary's", "Mount Sinai"). */
export const saints: CueList = cueList(
  "saints",
  "organisation-head",
  `
  st saint mt mount ste
`,
);

/** Roles, fields and services written in capitals that are no hospital. */
export const institutionLineRoles: CueList = cueList(
  "institution-line-roles",
  "not-an-organisation",
  `
  nhs gp gps pcp ae ed er icu itu hdu opd ot pt slt cpn dn hv mdt nok pals cc re ref fao attn tel
  fax dob mrn ps md rn np pa do
`,
);

/** Letterhead words of a department or service that are no institution name ("Department of", "Outpatients", "Tel"). */
export const letterheadWords: CueList = cueList(
  "letterhead-words",
  "not-an-organisation",
  `
  department dept division service services unit outpatients directorate tel telephone fax
  switchboard clinic
`,
);

/** A subset of HEADS (and so of CUE_INSTITUTION_HEAD). */
export const proseHeads: CueList = cueList(
  "prose-heads",
  "organisation-head",
  `
  hospital hospitals infirmary
`,
);

export const prosePrepositions: CueList = cueList(
  "prose-prepositions",
  "function-word",
  `
  at to from in into of with under
`,
);

/** Words that describe a hospital rather than name it ("to a big hospital", "at another hospital"). */
export const institutionKinds: CueList = cueList(
  "institution-kinds",
  "function-word",
  `
  big small new old nearest nearby local other another same different this that his her their our
`,
);

export const saintTriggers: CueList = cueList(
  "saint-triggers",
  "organisation-head",
  `
  st saint royal
  # "Our Lady's": the Virgin's name in the possessive, as Irish hospitals and hospices are known
  lady's
`,
);

/** Heads that name an institution only after one of their qualifiers ("health board", "medical center"). */
export const institutionQualifiers: CuePairs = cuePairs(
  "institution-qualifiers",
  "organisation-head",
  `
  board: health
  system: health healthcare hospital medical
  center: medical health cancer heart care surgical surgery rehabilitation
  centre: medical health cancer heart care surgical surgery rehabilitation
`,
);

/** Two-word institution words: the first word and the words that may follow it ("medical center", "general hospital"). */
export const institutionPairs: CuePairs = cuePairs(
  "institution-pairs",
  "organisation-head",
  `
  medical: center centre ctr
  health: center centre care
  nursing: home facility
  general: hospital hosp
  community: hospital hosp
`,
);

/**
 * Small words inside an institution's name on a letterhead line, in the languages of the
 * countries whose letters the engine reads ("CLSC de la Montagne", "Hôpital du Sacré-Cœur",
 * "Centre d'hébergement", "Newcastle upon Tyne Hospitals").
 */
export const letterheadJoiners: CueList = cueList(
  "letterhead-joiners",
  "function-word",
  `
  and of for the upon de du des la le les van von
`,
);

/** Words that make the line under a letterhead's first line part of the letterhead (a department, an address, a phone). */
export const letterheadFollowers: CueList = cueList(
  "letterhead-followers",
  "not-an-organisation",
  `
  department dept division service services unit outpatients directorate tel telephone ph phone
  fax switchboard email e-mail web www private bag po box p.o locked mail road rd street st avenue
  ave lane drive highway hwy district county state province campus wing block floor level
`,
);

/** A document's status, written alone above its title ("Urgent\nReferral Letter"): no sender's name. */
export const documentStatusWords: CueList = cueList(
  "document-status-words",
  "not-an-organisation",
  `
  urgent confidential private draft copy final interim amended revised provisional preliminary
  addendum original duplicate electronic internal external routine update updated new
`,
);

/** Words of a document's title, which no letterhead's name holds ("WorkCover Claim Form", "Pathology Report"). */
export const documentTitleWords: CueList = cueList(
  "document-title-words",
  "not-an-organisation",
  `
  form report summary note notes letter certificate claim referral record request assessment
  consult consultation handover sheet triage discharge thread message plan chart results result
  patient name registration admission enrolment enrollment intake authorisation authorization
  preauthorisation preauthorization approval requisition demographics claims auth preauth
`,
);

/** Words after which capitals may still name a hospital: prepositions of place, joiners, an article. */
export const beforeHospitalAbbreviation: CueList = cueList(
  "before-hospital-abbreviation",
  "function-word",
  `
  to from at in into via ex per with the and or
`,
);

/** Words after which "General" is a rank, not a hospital ("Surgeon General", "Attorney General"). */
export const generalRanks: CueList = cueList(
  "general-ranks",
  "role",
  `
  attorney surgeon secretary director consul governor postmaster adjutant inspector solicitor auditor registrar
  accountant
`,
);

/** Words that may follow a hospital's short name in its clause ("Markham General with …"). */
export const afterHospitalShortName: CueList = cueList(
  "after-hospital-short-name",
  "function-word",
  `
  with at for on in via and today yesterday overnight from to
`,
);

/** Words of time that may close a hospital's name after a verb of movement ("from Apollo yesterday"). */
export const afterMovedFacility: CueList = cueList(
  "after-moved-facility",
  "function-word",
  `
  today yesterday overnight tonight this last
`,
);

/**
 * Verbs that make a capitalised name after them a facility only with one preposition: "referred
 * to/from", "seen at", "died at", "followed up at" (not "seen by", "referred for").
 */
export const facilityVerbPrepositions: CuePairs = cuePairs(
  "facility-verb-prepositions",
  "place-cue",
  `
  referred: to from
  rereferred: to
  seen: at
  reviewed: at
  treated: at
  died: at
  delivered: at
  followed: at
  managed: at
  booked: at into
  retrieved: to from
  passed: at
  pronounced: at
  diverted: to
  flown: to from
  supplied: by
  dispensed: by
`,
);

/** Words that close a hospital's short name after a town or a name ("Christchurch Public", "Dubbo Base"). */
export const hospitalShortNameClosers: CueList = cueList(
  "hospital-short-name-closers",
  "organisation-head",
  `
  public general base private western
`,
);

/**
 * Words between a verb of movement and its preposition: manner, the patient, the means ("sent
 * back to", "passed away at", "conveyed pt to", "taken by ambulance to").
 */
export const movementManner: CueList = cueList(
  "movement-manner",
  "function-word",
  `
  back up away dead over pt patient him her them by ambulance road air helicopter rfds careflight
  car taxi
`,
);

/**
 * Hospitals known by letters that end in no H, MC or HC (so isHospitalAbbreviation cannot read
 * them): India's institutes and a few others. Evidence only, read after a verb of movement.
 */
export const facilityAbbreviations: CueList = cueList(
  "facility-abbreviations",
  "organisation-head",
  `
  aiims pgimer jipmer nimhans sgpgi kem cmc rpa
`,
);

/**
 * Words beside a document's title on its first line that say which copy, part or mode it is, not
 * who sends it ("Discharge summary - Page 2", "Consult - Video").
 */
export const titleLineNotSenders: CueList = cueList(
  "title-line-not-senders",
  "not-an-organisation",
  `
  page part copy continued cont section version addendum supplementary adult adults child children
  paediatric pediatric inpatient inpatients outpatient day night shift video phone virtual online
  telehealth telephone in-person person face walk-in self family carer parent school work sport
  motor vehicle accident injury injuries employer worker workers staff student students overseas
  visitor visitors private public general regular prn stat once only variable continuous infusion
  infusions fluids fluid insulin warfarin oxygen observations obs ambulance ambulances police fire
  rescue defence defense force paramedic paramedics civil follow up followup initial review return
  visit visits first second third annual progress english french suivi lettre rapport sommaire
  clinique externe dossier formulaire demande résumé congé médecin bilingual morning evening
  afternoon noon am pm sbar isbar isobar ipass sbarr handoff format template checklist male
  female room rooms bay bays bed beds floor wing block side step down post pre recovery labour labor
  delivery nursery casualty
`,
);

/** Services that head a form beside the sender's name ("Kestrel Pathology", "Mercy - Medical Imaging"). */
export const titleLineServices: CueList = cueList(
  "title-line-services",
  "not-an-organisation",
  `
  pathology radiology imaging laboratory laboratories lab labs diagnostics
`,
);

/** Remarks after a GP's name that are no practice ("GP: Dr Heng, aware.", "GP: Dr Rewi, retired."). */
export const gpPracticeNotNames: CueList = cueList(
  "gp-practice-not-names",
  "not-an-organisation",
  `
  aware unaware informed notified contacted retired unknown none nil copied cc faxed emailed
  phoned called letter sent same usual regular locum previous former new yes no n/a na tbc
`,
);

/** Desks and teams a caller speaks for that name no place ("its Sarah from reception"). */
export const introductionNotPlaces: CueList = cueList(
  "introduction-not-places",
  "not-an-organisation",
  `
  reception admin administration office front desk team bookings booking appointments appointment
  scheduling billing accounts records pharmacy lab laboratory clinic surgery practice hospital
  home work school church outpatients theatre theatres radiology imaging pathology physio
  physiotherapy dental dentist dietetics social services council insurance head here there
  your ur the a an my our
`,
);
