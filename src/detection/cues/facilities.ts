/** Head words of care facilities, practices and clinics. */
import { type CueList, type CuePairs, cueList, cuePairs } from "./cue-list.ts";

/** Generic words inside a name, kept in the span but never enough on their own. */
export const genericNameWords: CueList = cueList(
  "generic-name-words",
  "organisation-head",
  `
  house court care nursing residential rest retirement medical family health healthcare primary
  aged frail maternity aboriginal community rehabilitation rehab assisted living senior supported group dental teaching university
  hospitals nhs district cottage foundation general memorial regional high elementary middle
  junior infant infants grammar secondary comprehensive catholic baptist methodist united reformed
  fellowship evangelical pentecostal parish sons brothers logistics foods systems solutions
  construction road street lane avenue lodge manor grange hall park view vale gardens green hill
  practice veterinary surgery gp physicians doctors
`,
);

/** Words that end a name walking backwards: verbs, prepositions, conjunctions, articles. */
export const facilityStopWords: CueList = cueList(
  "facility-stop-words",
  "function-word",
  `
  the a an to from at in into of on by for with and or but as is was are were be been has had have
  will would lives live living lived resides moved went go going seen sent discharged admitted
  transferred returned attends attend attended works work worked employed registered followed
  refer referred pt patient she he they her his their it its gp dr doctor mr mrs ms nurse staff
  per via cc copy re
`,
);

/** Generic words that are words of place ("Lodge", "Vale", "Road"): a name stands before them. */
export const placeGeneric: CueList = cueList(
  "place-generic",
  "place-head",
  `
  house court lodge manor grange hall park view vale gardens green hill road street lane avenue
`,
);

/** Words that close the name of a practice or clinic. */
export const practiceWords: CueList = cueList(
  "practice-words",
  "organisation-head",
  `
  surgery practice centre center clinic hospital infirmary partnership group
`,
);

/** Heads of health and care places (HOSPITAL). */
export const careHeads: CueList = cueList(
  "care-heads",
  "organisation-head",
  `
  home homes living care medicine group unit trust practice surgery centre center clinic hospice
  pharmacy chemist chemists lodge manor infirmary hospital partnership physicians doctors
  institute facility healthcare rehab polyclinic chc phc uphc cdc uth hospitals maternity service
  rooms
`,
);

/**
 * Specialties that close a practice's name ("Lakeside Cardiology", "Northgate Pediatrics"): like
 * business heads, they need a word no list knows, two name words or a cue.
 */
export const specialtyHeads: CueList = cueList(
  "specialty-heads",
  "organisation-head",
  `
  health pediatrics paediatrics cardiology orthopedics orthopaedics dermatology imaging radiology
  oncology dialysis urology gastroenterology neurology ophthalmology optometry podiatry
  physiotherapy chiropractic dentistry dental endocrinology pulmonology rheumatology nephrology
  hematology haematology allergy psychiatry gynecology gynaecology obstetrics audiology wellness
  specialists consultants
`,
);

/** Heads that need the note's case: "Oak Ward", "Beechwood Court", "Oakfield House". */
export const casedHeads: CueList = cueList(
  "cased-heads",
  "organisation-head",
  `
  ward house court cottage farm village
`,
);

/** Heads that "the" and one word of place may name ("the grange surgery", "THE HILL PRACTICE"). */
export const namedByThe: CueList = cueList(
  "named-by-the",
  "organisation-head",
  `
  surgery practice clinic pharmacy centre center hospice
`,
);

export const facilityCuePrepositions: CueList = cueList(
  "facility-cue-prepositions",
  "function-word",
  `
  at to from of with into in
`,
);

/** Hyphenated kinds of service inside a clinic's name. */
export const serviceCompounds: CueList = cueList(
  "service-compounds",
  "organisation-head",
  `
  walk-in drop-in same-day after-hours round-the-clock
`,
);

/** Specialties that may stand inside a practice's or clinic's name. */
export const specialtyInName: CueList = cueList(
  "specialty-in-name",
  "organisation-head",
  `
  urgent internal sports integrative occupational travel functional preventive cardiology cardiac
  heart orthopedic orthopaedic orthopedics orthopaedics pediatric paediatric pediatrics
  paediatrics women's womens children's childrens family dermatology skin eye vision dental
  oncology cancer kidney renal spine surgical imaging radiology urology neurology gastroenterology
  digestive pain sleep fertility behavioral behavioural mental
`,
);

/** Heads that need a name word no English list knows (hand-written). */
export const weakOrgHeads: CueList = cueList(
  "weak-org-heads",
  "organisation-head",
  `
  centre center service services hub unit clinic wing building suite pavilion campus institute
  academy
`,
);

export const practiceEndings: CueList = cueList(
  "practice-endings",
  "organisation-head",
  `
  medical health practice surgery group centre center clinic partnership partners associates
  physicians doctors healthcare medicine
`,
);

/** Heads that name a facility only after one of their qualifiers ("care home", "family medicine", "NHS trust"). */
export const facilityQualifiers: CuePairs = cuePairs(
  "facility-qualifiers",
  "organisation-head",
  `
  home: care nursing residential rest retirement funeral
  homes: care nursing residential
  living: assisted senior supported independent
  care: primary urgent family eye home senior pediatric paediatric dental foot skin kids women's immediate express convenient aged health frail
  medicine: family internal sports integrative occupational travel functional preventive
  group: medical health dental care practice physicians doctors
  unit: rehabilitation rehab recovery injuries injury treatment
  trust: nhs foundation
  practice: medical family group dental health general veterinary gp
  facility: nursing living care rehab rehabilitation correctional residential treatment aged
  service: medical
  rooms: gp medical consulting doctors specialist
`,
);

/**
 * Kinds of facility written before the name in French, Irish, Indian and Nigerian usage ("CLSC de
 * Rosemont", "CHSLD Saint-Laurent", "PHC Kothur", "École Saint-Joseph", "Scoil Mhuire", "General
 * Hospital Ikorodu"): the head comes first and the name words follow it.
 */
export const leadingFacilityHeads: CueList = cueList(
  "leading-facility-heads",
  "organisation-head",
  `
  clsc chsld chu chum phc uphc chc cottage école ecole collège cégep cegep scoil gaelscoil
  gaelcholáiste coláiste colaiste hôpital hopital clinique polyclinique polyclinic hospital
  centre center clinic dispensary gmf pharmacie résidence ionad
`,
);

/** Small words between a leading head and its name ("CLSC de la Montagne", "Scoil na Naomh"). */
export const leadingFacilityJoiners: CueList = cueList(
  "leading-facility-joiners",
  "function-word",
  `
  de du des la le les na an
`,
);

/**
 * Words of the state written before a public facility's kind in India, Nigeria and Ghana ("Govt.
 * General Hospital, Guntur", "Government Medical College, Kozhikode"): the kind alone names no place,
 * its town or name words after it do.
 */
export const governmentPrefixes: CueList = cueList(
  "government-prefixes",
  "organisation-head",
  `
  govt government gov
`,
);

/** Heads that close a public facility's kind after a government prefix ("Govt. District Hospital"). */
export const governmentFacilityHeads: CueList = cueList(
  "government-facility-heads",
  "organisation-head",
  `
  hospital hosp hospitals college dispensary clinic infirmary institute centre center phc chc
  polyclinic sanatorium
`,
);

/**
 * Heads of Māori and iwi health providers' names ("Ngāti Porou Hauora", "Te Rūnanga o Ngāi
 * Tahu", "Raukawa Whānau Ora"): hauora (health), rūnanga (council), ora (wellbeing, after whānau,
 * whare or puna). Folded without macrons, as the engine reads them.
 */
export const maoriProviderHeads: CueList = cueList(
  "maori-provider-heads",
  "organisation-head",
  `
  hauora rūnanga runanga ora
`,
);

/** Words inside a Māori provider's name besides its head ("Te", "o", "Ngāti", "Whare"; "Hau" of "Te Hau Ora", hauora written apart). */
export const maoriProviderParts: CueList = cueList(
  "maori-provider-parts",
  "organisation-head",
  `
  te o ki nga ngā ngati ngāti ngai ngāi whanau whānau whare puna iwi tangata kaupapa whatu hau
`,
);

/** English heads closing a Māori provider's name ("Te Kōhao Health", "Hauora Trust"). */
export const maoriProviderTails: CueList = cueList(
  "maori-provider-tails",
  "organisation-head",
  `
  health trust services service medical
`,
);

/**
 * Churches and missions that name hospitals in Nigeria, Ghana, India and elsewhere ("Baptist
 * Medical Centre", "Methodist General Hospital", "ECWA Evangel Hospital"): with a hospital's head
 * after them they name one place, though every word is ordinary.
 */
export const missionDenominations: CueList = cueList(
  "mission-denominations",
  "organisation-head",
  `
  baptist methodist catholic anglican adventist presbyterian lutheran ecwa evangel
`,
);

/** Kind words between a denomination and its head ("Baptist Medical Centre", "Catholic General Hospital"). */
export const missionKinds: CueList = cueList(
  "mission-kinds",
  "organisation-head",
  `
  general medical memorial mission community health specialist teaching guild maternity
`,
);

/** Heads closing a mission hospital's name. */
export const missionHeads: CueList = cueList(
  "mission-heads",
  "organisation-head",
  `
  hospital hosp centre center clinic infirmary
`,
);

/**
 * Labels of form fields whose value is a facility, a pharmacy, a destination or a workplace, by
 * the label's last word and the words one of which must stand right before it ("-": the word may
 * label alone): "Nominated pharmacy:", "Place of death:", "Destination:", "Referring practice:",
 * "Conveyed to:". Forms in every country write these; labels the place fields already read
 * ("Hospital:", "GP practice:", "Employer:", "Facility:") are not here.
 */
export const facilityFieldLabels: CuePairs = cuePairs(
  "facility-field-labels",
  "label",
  `
  pharmacy: - usual nominated regular preferred community patient's dispensing local
  chemist: - usual nominated regular preferred local
  dispensary: - usual
  destination: - ambulance transport conveyance receiving discharge
  death: of
  injury: of
  incident: of
  accident: of
  practice: referring usual nominated dental
  institution: - referring receiving
  workplace: -
  company: -
  centre: - health medical referring treating treatment study trial recruiting research
  center: - health medical referring treating treatment study trial recruiting research
  site: - study trial recruiting research referring
  polyclinic: - usual
  to: conveyed transferred transported retrieved discharged referred admitted transfer sent
  from: transferred transported retrieved conveyed referred admitted transfer
  name: site centre center hospital facility practice pharmacy chemist school employer institution clinic organisation organization company workplace
`,
);

/** The value of a facility field that names no facility ("Pharmacy: none", "Destination: home"). */
export const facilityFieldNotValues: CueList = cueList(
  "facility-field-not-values",
  "not-an-organisation",
  `
  home none nil n/a na unknown not known same as above see below per usual tbc tba pending
  community hospital ward scene residence inpatient outpatient hospital's local nearest no yes
  declined various any ed icu er resus resuscitation theatre theatres recovery majors minors triage
  cathlab morgue mortuary hdu itu ccu pacu nicu scbu radiology imaging ct mri xray x-ray
`,
);

/**
 * Words of a national programme, scheme or insurer's plan ("Ontario Health Insurance Plan", "HSE
 * Primary Care Reimbursement Service", "Discovery Health Medical Scheme"): a body that every
 * patient of a country shares names no patient's own provider. A facility name that runs into one
 * of them is refused.
 */
export const programmeWords: CueList = cueList(
  "programme-words",
  "not-an-organisation",
  `
  insurance plan scheme reimbursement subsidy subsidies entitlement entitlements programme program
  benefits levy compensation regulatory products
`,
);

/**
 * Programme words that may stand inside a facility or company name's span and still refuse it
 * ("Accident Compensation Corporation", NZ's national injury scheme). Not "insurance": an insurer
 * may be the patient's employer ("Meridian Shield Insurance Ltd").
 */
export const programmeNameWords: CueList = cueList(
  "programme-name-words",
  "not-an-organisation",
  `
  reimbursement scheme subsidy subsidies entitlement entitlements compensation regulatory
`,
);

/**
 * Words that open a facility's name joined by "of" ("Our Lady of Lourdes Hospital", "St John of
 * God Hospital", "Sisters of Charity Hospital"): religious orders name hospitals this way in every
 * English-speaking country. "our" is read with "lady" after it, "st" and "saint" with one name.
 */
export const ofNameLeads: CueList = cueList(
  "of-name-leads",
  "organisation-head",
  `
  our st saint sisters brothers daughters
  # Royal titles name hospitals the same way ("Prince of Wales Hospital", "Countess of Chester").
  prince princess duke duchess countess earl
`,
);

/**
 * Kinds of school written after a saint's name in the possessive ("St Joseph's NS", "St Brigid's
 * GNS", "ST MARY'S HS", "St Xavier's Convent"): Irish national schools (NS, BNS, GNS, SNS), the
 * Christian Brothers' (CBS), and high, primary and secondary schools elsewhere.
 */
export const saintSchoolTails: CueList = cueList(
  "saint-school-tails",
  "organisation-head",
  `
  ns bns gns sns cbs hs ps ss hss nss convent
`,
);

/**
 * Who a facility is for, after "for" in its name ("Hospital for Sick Children", "Royal Hospital
 * for Women", "Centre for Addiction and Mental Health", "Home for the Aged"): words a name may end
 * on even where the note has no case.
 */
export const facilityForWords: CueList = cueList(
  "facility-for-words",
  "organisation-head",
  `
  children child sick women woman mothers infants babies aged elderly incurables blind deaf
  mental health addiction special needs disabled the and
`,
);
