/** Clinical words, gene symbols and abbreviations that are no name, place or organisation. */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Endings of medical terms (Greek and Latin suffixes, drug-class stems from the USAN council)
 * that personal names do not have.
 */
export const medicalSuffixes: CueList = cueList(
  "medical-suffixes",
  "clinical-term",
  `
  itis osis ectomy otomy ostomy plasty emia algia pathy scopy graphy gram cillin mycin olol pril
  sartan statin azole oxacin tidine dipine parin semide lamide zepam azepam tropin phylline uria
  plegia paresis trophy megaly cele oma cyte cytes philia penia rrhea ptysis contin pidem peridol
  caine floxacin cycline prazole zodone pramine triptan gliptin glitazone xaban gatran vastatin
  lukast sonide curonium curium thiazide pheresis
`,
);

/** Clinical head nouns after an eponym ("Murphy's sign", "Levine tube"): eponym-filter.ts drops the name. */
export const eponymHeads: CueList = cueList(
  "eponym-heads",
  "clinical-term",
  `
  sign signs wort disease diseases syndrome syndromes phenomenon phenomena tube tubes catheter
  catheters drain drains procedure procedures fundoplication maneuver maneuvers manoeuvre reflex
  reflexes criteria score scale classification stockings stocking hose pouch palsy ulcer filter
  shunt triad murmur stain staining tongs forceps retractor fracture hernia encephalopathy
  dementia lymphoma sarcoma anomaly granules canal duct fistula respiration respirations breathing
  test tests point points position manoeuvres grade grading stage staging class index thickness
  depth clamp clamps rule rules law incision operation repair technique approach splint lines node
  nodes body bodies cells triangle space fossa ligament gland glands nerve loop valve mask bag
  frame pump balloon needle graft flap solution tear nodule lesion lesions formula equation effect
  pattern pupil pupils tumour tumor dystrophy carrier bottle oesophagus esophagus contracture cyst
  neuroma neuralgia chart stool airway cfs stedy diverticulum type negative positive
  # Devices, preparations, instruments and measures named after people or makers ("Webster pack",
  # "Clark level", "Kirschner wires", "Beck inventory", "Towne view", "Roeder loops").
  level levels pack packs boot collar cast traction plaster suture sutures
  pessary wire wires nail plate screw screws prosthesis implant stent mesh spots
  tremor gait facies reaction questionnaire inventory tool tools checklist screen screening
  method ratio view views projection medium agar lactate bandage dressing dressings loops
  examination exam stem stems cup brace braces harness hemiarthroplasty arthroplasty
  # Plurals and kin of the heads above ("Finnegan scores", "Hamilton Anxiety Rating", "Syme amputation").
  scores scales rating ratings amputation
  # A care plan named after its author, in Title Case too ("the Kessler Protocol", "Padua Pathway").
  protocol protocols bundle bundles guideline guidelines pathway pathways
  # Regimens, pins and instruments named after people ("Pritchard regimen", "Steinmann pin",
  # "Pinard stethoscope", "Neer impingement").
  regimen regimens pin pins stethoscope impingement
  # Angles, curves and signs of pregnancy named after people ("Cobb angle", "Friedman curve",
  # "Braxton Hicks contractions", "Wharton jelly").
  angle angles curve curves contractions jelly
  # Infections named after places ("Ross River virus", "Murray Valley encephalitis").
  virus viruses encephalitis
  # Groups of signs and zones named after people ("Reynolds pentad", "Kramer zones").
  pentad zones
  # Forms named by a word or an acronym read as a name ("TEP form", "ReSPECT forms").
  form forms
  # Plurals, charts and definitions named after people or places ("Bennett's and Rolando
  # fractures", "Hartford nomogram", "Manchester Triage System", "Berlin definition", "Cotswolds
  # modification", "Amsler grid", "Mulder's click", "Montevideo units", "Denis three-column model").
  fractures nomogram nomograms system definition modification grid click units zone model
  # Issue 19, PHI-free text: blades, views and radiographic signs named after people ("Macintosh
  # blades", "Simpson's biplane", "Hampton's hump"), and principles named after a child ("Jordan's Principle").
  blade blades biplane hump principle
  # Round 19: cells, nuclei and stains of histology named after people ("Orphan Annie nuclei",
  # "Masson trichrome", "Hurthle cells").
  nuclei nucleus trichrome inclusions
  # Books, journals and triage systems named after a person or a place ("Marsden Manual", "Oxford
  # Handbook", "Manchester Triage", "Irish Medical Journal").
  manual manuals handbook handbooks textbook triage journal
`,
);

/**
 * What a scale measures, written between a scale's name and its score ("Hamilton depression 18",
 * "Kessler psychological distress 24", "Morse fall risk high"): eponym-filter.ts reads a name before
 * one to three of these and a score or a risk level as the scale. General clinical English, by hand.
 */
export const scaleDomains: CueList = cueList(
  "scale-domains",
  "clinical-term",
  `
  depression depressive anxiety distress psychological sleepiness balance gait pain mobility frailty
  cognition cognitive fall falls risk pressure mood delirium dependence disability functional
  nutrition nutritional continence dementia memory sedation agitation withdrawal dyspnoea dyspnea
  fatigue stress burden wellbeing severity activity activities extended postnatal ischaemic
  ischemic symptom symptoms performance status motor sensory skin bleeding stroke coma
  revised modified simplified
  # Movement and psychiatric rating domains ("Barnes Akathisia 1", "Simpson-Angus Extrapyramidal 4").
  akathisia dyskinesia extrapyramidal mania psychosis insomnia suicide obsessive compulsive
  neglect spasticity
  # A total written between the scale and its score ("Katz total 6", "Braden total 14").
  total
  # "Rockwood Clinical Frailty Scale", "Abbey Pain Scale" written in lower case.
  clinical
`,
);

/** Levels a risk or severity scale is written as instead of a number ("Morse fall risk high"). */
export const riskLevels: CueList = cueList(
  "risk-levels",
  "clinical-term",
  `
  low moderate medium high mild severe nil
`,
);

/**
 * Eponyms written as surnames joined by hyphens ("Cockcroft-Gault", "Salter-Harris"): the joined
 * form names a formula, classification, syndrome or device, not a person with a double-barrelled
 * surname. Written by hand from general clinical knowledge; read only as the whole joined form.
 */
export const eponymPairs: CueList = cueList(
  "eponym-pairs",
  "clinical-term",
  `
  cockcroft-gault salter-harris child-pugh wong-baker glasgow-blatchford jackson-pratt swan-ganz
  guillain-barre creutzfeldt-jakob wolff-parkinson-white mallory-weiss stevens-johnson
  lloyd-davies cheyne-stokes osgood-schlatter legg-calve-perthes charcot-marie-tooth
  ehlers-danlos hoehn-yahr silverman-andersen sengstaken-blakemore cormack-lehane dix-hallpike
  brandt-daroff ziehl-neelsen kleihauer-betke henoch-schonlein budd-chiari zollinger-ellison
  peutz-jeghers wernicke-korsakoff arnold-chiari dandy-walker klippel-feil sturge-weber
  von-hippel-lindau waterhouse-friderichsen fitz-hugh-curtis jarisch-herxheimer bence-jones
  prader-willi beckwith-wiedemann lambert-eaton kaplan-meier mann-whitney bland-altman
  green-armytage austin-flint marcus-gunn argyll-robertson brown-sequard hallpike-dix
  hawkins-kennedy ortolani-barlow lund-browder henderson-hasselbalch montgomery-asberg yale-brown
  frank-starling kernig-brudzinski
  # Caesarean entries named for their authors ("Joel-Cohen entry", "Misgav-Ladach technique").
  joel-cohen misgav-ladach
`,
);

/**
 * Nouns that make the capitalised words before them the name of a programme, service, scheme or
 * document ("Ayushman Bharat card", "Kaupapa Māori service", "Whānau Ora navigator"), not a
 * person: eponym-filter.ts drops weak name candidates before them as before a clinical head noun.
 * General English, written by hand.
 */
export const programmeHeads: CueList = cueList(
  "programme-heads",
  "organisation-head",
  `
  card cards scheme schemes programme programmes program programs service services provider
  providers navigator navigators initiative initiatives framework model models pathway pathways
  guideline guidelines protocol protocols policy policies subsidy subsidies benefit benefits
  entitlement entitlements insurance package packages guidance
`,
);

/**
 * Programme heads in Hindi, written in Title Case as part of the name ("Janani Suraksha Yojana",
 * "Pradhan Mantri Surakshit Matritva Abhiyan"): unlike "Service", never a firm's suffix, so
 * eponym-filter.ts reads them in any case. Government of India scheme names (public), by hand.
 */
export const foreignProgrammeHeads: CueList = cueList(
  "foreign-programme-heads",
  "organisation-head",
  `
  yojana yojna abhiyan abhiyaan karyakram
`,
);

/**
 * Abbreviations of bodies and programmes that publish clinical guidelines, cited with the year of
 * their edition ("GINA 2023", "KDIGO 2012", "SOMANZ 2014", "ATS/IDSA 2019"): citation-shapes.ts
 * reads the year after one (in capitals) as a publication's. The bodies' own public short names,
 * written by hand.
 */
export const guidelineBodies: CueList = cueList(
  "guideline-bodies",
  "clinical-term",
  `
  gina gold kdigo kdoqi somanz ranzcog racgp acem anzcor csanz nhfa esc esh ish aha acc ats idsa
  bts ers ada easd nice sign rcog acog sogc figo ilcor nccn esmo asco eular acr aasld easl bsg
  bhiva bashh uspstf who cdc ccs cts sahpra ncec hse icmr ntep nmep nhmrc pharmac bpac nzgg ace
  acg moh
`,
);

/**
 * Abbreviations of national health schemes, funders, roles and meetings of the Commonwealth
 * countries, written alone in capitals in notes and forms ("LMC" lead maternity carer, "PHO",
 * "CHAS", "NDIS", "NHIS", "ASHA" worker, "MDM" meeting): no hospital and no person. The schemes'
 * own public short names, written by hand; no hospital's abbreviation is among them.
 */
export const schemeAbbreviations: CueList = cueList(
  "scheme-abbreviations",
  "clinical-term",
  `
  lmc pho dhb nasc hdc wcto ndis pbs mbs chas cdmp pgp medisave medishield ohip nihb ramq odb
  nhis nhif pmjay esic cghs abha asha mdm mdt`,
);

export const oneLetterAbbreviations: CueList = cueList(
  "one-letter-abbreviations",
  "never-a-name",
  `
  w r l x c s p a o h q i k
`,
);

/**
 * Gene symbols of four letters or more, as the letters before their number ("BRCA1" is read as
 * "brca" and "1"): kept out of data/clinical.txt, whose one-edit look-alikes would swallow
 * surnames ("braf" ~ "Brad", "chek" ~ "Chen", "kras" ~ "Kraus"). Written by hand (HGNC symbols).
 */
export const geneSymbols: CueList = cueList(
  "gene-symbols",
  "clinical-term",
  `
  brca kras nras hras braf egfr mthfr calr ntrk erbb chek palb epcam pten smad dnmt asxl runx
  cebpa cftr pdgfra
`,
);

/** "R. mainstem", "L. arm", "x. 2", "c. diff", "w. sats", "p. plan": sides and shorthand. */
export const sideLetters: CueList = cueList(
  "side-letters",
  "never-a-name",
  `
  r l x c w p
`,
);

/**
 * Headings of a clerking or a form that end in H like a hospital's abbreviation: family, drug,
 * mental-health, past surgical and psychiatric history (UK and US clerking conventions).
 */
export const historyHeadings: CueList = cueList(
  "history-headings",
  "clinical-term",
  `
  fh dh mh psh pfsh pph poh pgh ash sh th
`,
);

/** Words before "surgery" that name a kind of operation, not a practice (hand-written). */
export const operationWords: CueList = cueList(
  "operation-words",
  "clinical-term",
  `
  cosmetic keyhole robotic laparoscopic elective open minor day-case bypass eye laser
`,
);

/** Words after "ST." that make it the ECG segment. */
export const segmentWords: CueList = cueList(
  "segment-words",
  "clinical-term",
  `
  elevation elevations depression depressions segment segments changes wave waves elev depr dep
`,
);
