/** Clinical words around a number that make it a score, setting, measurement or duration, not a date. */
import { type CueList, cueList } from "./cue-list.ts";

/** Words around "10/5", "5/10", "1/2" that make it a ventilator setting, dose or score. */
export const notDateBefore: CueList = cueList(
  "not-date-before",
  "not-a-date",
  `
  ps psv peep cpap bipap simv imv vent settings setting pain d5 d5w strength x rated score bp nbp
  abp gcs pap pa cvp tv vt
  # Length of stay ("LOS 12/7"): a count of days, never a date.
  los
  # Fifths of the head palpable above the brim ("cephalic 3/5", "vertex 2/5").
  cephalic ceph vertex
`,
);

export const notDateAfter: CueList = cueList(
  "not-date-after",
  "not-a-date",
  `
  ns nss strength peep ps pain hr hrs l cc tab tabs amp amps mg mcg units of x ml lpm mmhg cm mm
  cp dose doses puffs
  # Observations at a frequency in hours ("on 4/24 obs", "2/24 obs overnight").
  obs observations
`,
);

/**
 * Words around "a/b" that make it a score, grade or strength: murmur grades ("3/6 SEM", "grade
 * 2/6"), muscle power ("power 4/5", "MRC 4/5", "5/5 strength"), coma and cognitive scales ("GCS
 * 14/15", "AMTS 8/10", "Mini-Cog 3/5"), receptor scores ("ER 8/8"), reflexes and pulses ("2/4"),
 * Snellen visual acuity ("VA 6/12", "6/9 right eye") and the Clinical Frailty Scale ("CFS 6/9").
 * US and UK notes write all of these with a slash; none of them is a date.
 */
export const scoreBefore: CueList = cueList(
  "score-before",
  "not-a-date",
  `
  grade gr power mrc strength motor gcs mmse moca amts cog score scores scored scoring murmur soft
  loud harsh er pr allred reflexes reflex pulses pulse dtr dtrs tone sensation obs apgar apgars
  vas nrs borg acuity vision visual snellen bcva pinhole corrected unaided aided eye eyes rockwood
  cfs
  # Screening and nursing scales written "score/maximum" in every country: depression and anxiety
  # (PHQ-9 /27, GAD-7 /21, EPDS /30, HADS, K10 /50), alcohol (AUDIT /40), cognition (AMT /10,
  # 4AT, MoCA above), function (Barthel /20 or /100, ECOG), early warning (NEWS, MEWS), stroke
  # (NIHSS /42), pressure injury and falls (Braden /23, Waterlow, Morse), sepsis (SOFA, qSOFA).
  phq gad epds hads kessler k10 audit amt barthel ecog news mews nihss braden waterlow morse sofa
  # Joint hypermobility (Beighton /9).
  beighton
  qsofa
  # Labour: the fetal head palpable in fifths ("head 3/5 palpable", "descent 2/5") and
  # contractions counted in ten minutes ("contracting 3/10", "tightenings 4/10").
  descent fifths palpable contractions contracting tightenings tightening
  # Bedside rules scored in points, as questions about them are typed ("Centor 3/4", "CURB65
  # 2/5", "Wells 4/9"): sore throat (Centor, McIsaac, FeverPAIN), pneumonia (CURB-65, CRB-65),
  # thrombosis (Wells, PERC), chest pain (TIMI), stroke risk (CHA2DS2-VASc, HAS-BLED, ABCD2),
  # appendicitis (Alvarado), GI bleeding (Rockall, Blatchford), liver (Child-Pugh, MELD) and
  # children's early warning (PEWS).
  centor mcisaac feverpain curb crb wells perc timi chads vasc hasbled abcd alvarado rockall
  blatchford pugh meld pews
  # Bleeding risk ("HAS-BLED 3/9"), sleepiness and sleep apnoea (Epworth /24, STOP-BANG /8),
  # cognition (6CIT /28), frailty and nutrition (MNA /14).
  bled epworth ess stopbang bang cit frailty mna
  # Activities of daily living scored over their items ("Katz ADL 6/6", "Lawton IADL 5/8").
  adl adls iadl iadls katz lawton
  # Pain, sedation, function and symptom scales named by acronyms, scored over their maximum
  # ("FLACC 3/10", "PAINAD 4/10", "CPOT 2/8", "WOMAC 40/96", "IPSS 12/35", "CIWA 8/67").
  flacc painad cpot nips cries pipp vrs fps doloplus womac koos spadi odi ipss dass honos gmfcs
  ciwa rass mmrc acq sppb tug mbi fim acer moca6 esas ipos
  # Disability after a stroke, the modified Rankin Scale over six ("mRS 2/6", "Rankin 3/6").
  mrs rankin
`,
);

export const scoreAfter: CueList = cueList(
  "score-after",
  "not-a-date",
  `
  sem hsm esm psm sm dm murmur murmurs systolic diastolic holosystolic pansystolic ejection
  strength power reflexes pulses throughout bilaterally bilat globally proximally distally acuity
  vision palpable fifths contractions tightenings
  # A scale named after its score ("12/15 GCS", "3/5 Centor", "4/6 criteria", "2/5 CURB-65").
  gcs centor curb wells criteria score points apgar apgars
`,
);

/**
 * UK shorthand for durations: "2/7" days, "3/52" weeks, "6/12" months ("cough x2/7", "over past
 * 3/7", "3/52 hx", "review in 6/12"). Read as durations when a duration word stands before or
 * after, and the number before the slash is below the denominator. Not after "for", "about" or
 * "approx": US notes write dates there ("scheduled for 7/12", "approx 8/12 0930"), and the
 * same-hospital notes are US; "SOB for 3/7" stays a date unless a duration word follows.
 */
export const durationBefore: CueList = cueList(
  "duration-before",
  "not-a-date",
  `
  x over past last in within next
  # "aged 3/12", "age 18/12": an age in months or weeks.
  aged age
  # More of a course, and a repeat interval: "a further 2/52", "another 5/7", "at least 3/7",
  # "every 3/12", "hx 2/52".
  further another additional extra least every hx
`,
);

export const durationAfter: CueList = cueList(
  "duration-after",
  "not-a-date",
  `
  ago hx history hist later duration of post prior previously review fu follow followup time
  period course
  # "baby 4/12 old", "a 3/52 old wound": an age or the age of a thing, in days, weeks or months.
  old
  # After an operation or a birth, in a pregnancy: "3/7 postop", "6/52 postpartum", "12/40 pregnant".
  postop postoperative postpartum postnatal pregnant gestation
`,
);

/** Letters run into a slash pair's first number: "x2/7" (times), "T10/11", "C5/6", "L4/5" (spine levels), "D2/7" (day two of seven). */
export const shorthandBefore: CueList = cueList(
  "shorthand-before",
  "not-a-date",
  `
  x t c l s d
`,
);

/**
 * Nouns that count a course, written "noun n/N" for "n of N" in every country: "day 3/7" (the
 * third day of seven), "cycle 2/6", "dose 2/3", "fraction 5/25", "session 6/10",
 * "week 12/40". Right before the pair (no mark between), with n at most N, the pair is a count,
 * never a date ("Day: 3/4" with a mark stays a date label's). Not "visit": "visit 3/14" is a
 * date label's (date-cues.ts).
 */
export const countOfBefore: CueList = cueList(
  "count-of-before",
  "not-a-date",
  `
  day days wk week weeks cycle cycles dose doses course session sessions fraction fractions
  treatment treatments round rounds attempt attempts set sets stage step phase
  # A form's page and parts ("Page 2/4", "Part 1/3"), and criteria met ("criteria 7/7").
  page pages pg part parts level cohort item items question questions criteria criterion
`,
);

/**
 * A dose and its frequency, the head of a course whose length follows in the same clause:
 * "amoxicillin 500 mg TDS 5/7", "prednisolone 40 mg OD 5/7", "ferrous sulfate 200 mg daily 3/12".
 */
export const doseWords: CueList = cueList(
  "dose-words",
  "not-a-date",
  `
  mg mcg microgram micrograms g gram grams ml units iu tab tabs tablet tablets cap caps capsule
  capsules puff puffs sachet sachets bd tds qds od nocte mane daily bid tid qid prn stat weekly
  twice once hourly
`,
);

/**
 * Courses of medicine written beside their length in Commonwealth shorthand ("abx 7/7", "fluclox
 * for 10/7", "7/7 amoxicillin"): the words for a course and the short names of common
 * antibiotics, steroids and others given for a set number of days (duration-shorthand.ts reads
 * medicine stems such as "-cillin" and "-mycin" as well).
 */
export const courseWords: CueList = cueList(
  "course-words",
  "not-a-date",
  `
  abx antibiotic antibiotics course courses steroid steroids pred prednisone prednisolone dex
  dexamethasone amox amoxil augmentin fluclox flucloxacillin doxy doxycycline trimethoprim tmp
  nitrofurantoin macrobid keflex cefalexin cephalexin clarith clarithromycin azithro
  azithromycin metro metronidazole cipro ciprofloxacin coamox clinda clindamycin pen penicillin
  fluconazole nystatin oseltamivir tamiflu aciclovir acyclovir valaciclovir iv oral po
  # Sutures and staples come out after a number of days ("sutures out 10/7", "ROS 7/7").
  sutures stitches staples
  # Medicines to take out (or away) on discharge, for so many days ("TTO 7/7", "TTA 5/7").
  tto ttos tta ttas
`,
);

/**
 * Complaints whose duration is written beside them ("chest pain 4/24", "6/24 vomiting", "3/24
 * palpitations"): in a short text, where "n/24" is hours or a US month/day, a complaint right
 * beside it reads it as hours (duration-shorthand.ts).
 */
export const complaints: CueList = cueList(
  "complaints",
  "not-a-date",
  `
  pain cp ache headache cough fever fevers febrile vomiting vomit nausea diarrhoea diarrhea
  sob dyspnoea dyspnea breathlessness wheeze palpitations dizziness dizzy vertigo syncope
  bleeding bleed haematemesis hematemesis melaena melena rash itch swelling weakness numbness
  confusion seizures seizure fits agitation anuria oliguria retention constipation insomnia
  symptoms sx hx history onset
`,
);

/** A child's checks and vaccines named after the age they fall at ("6/52 check", "12/12 vaccines"). */
export const childChecks: CueList = cueList(
  "child-checks",
  "not-a-date",
  `
  check checks imms vaccines vaccine vaccination vaccinations immunisation immunisations
  immunization immunizations jabs milestones
`,
);

/** Words (and "%") around ventilator settings and other slash-written scores. */
export const ventilation: CueList = cueList(
  "ventilation",
  "not-a-date",
  `
  simv imv cpap bipap psv ps peep fio2 fio flowby ventilation settings setting trialed mask perrla
  perrl ipap epap pip
  # Non-invasive and high-flow support written "IPAP/EPAP" or "flow/FiO2": "NIV 12/6", "HFNC
  # 40/50", and the modes of a ventilator ("PRVC", "ASV").
  niv nippv hfnc hfno optiflow airvo prvc asv ventilator ventilated
`,
);

/** Pain and rating words around "a/b" that make it a score ("pain 7/10"). */
export const pain: CueList = cueList(
  "pain",
  "not-a-date",
  `
  pain cp angina discomfort rating rated rates scale ache
`,
);

/**
 * Symptoms and states rated over ten in every country, right before the pair ("nausea 3/10",
 * "Mood: 5/10"): a self-rating, where "sleep study on 3/10" keeps its date.
 */
export const ratedSymptoms: CueList = cueList(
  "rated-symptoms",
  "not-a-date",
  `
  nausea fatigue tiredness mood anxiety distress breathlessness dyspnoea dyspnea itch itching
  pruritus severity intensity craving cravings sleep stress worry energy appetite wellbeing
  confidence satisfaction
`,
);

/** Settings and values that "dec"/"mar" (decreased, MAR) follow: "PEEP DEC 2", "rate dec 5". */
export const settingWords: CueList = cueList(
  "setting-words",
  "not-a-date",
  `
  peep fio fio2 rate uo uop dose ps psv tv vt gtt drip sbp map hr rr o2 vent levo neo insulin per
`,
);

/** Nouns and units after a count: "2 doses", "12 units", "2 times", "10%". */
export const countNouns: CueList = cueList(
  "count-nouns",
  "not-a-date",
  `
  dose doses time times unit units tab tabs tablet tablets mg mcg ml mls cc l lpm day days hr hrs
  hour hours min mins minute minutes amp amps bag bags puff puffs
`,
);

export const timeBefore: CueList = cueList(
  "time-before",
  "not-a-date",
  `
  aprox approximately apx at by until til till around approx about before after @ from between
  since starting am pm
`,
);

/**
 * Words of an ambulance's or a ward's timeline before a clock time written without a colon
 * ("Dispatched 2005, at scene 2020", "ETA 1935"): after them a four-digit number that reads as a
 * time of day is the time, not a year (recognisers/dates/year.ts).
 */
export const clockEventsBefore: CueList = cueList(
  "clock-events-before",
  "not-a-date",
  `
  dispatched dispatch scene arrived arrival departed departure eta etd tod enroute
`,
);

export const timeAfter: CueList = cueList(
  "time-after",
  "not-a-date",
  `
  hr hrs h hours am pm today tonight and
`,
);

/** Words after which a number is a measurement, not a year ("CK 2000", "HOB 30'"). */
export const measurements: CueList = cueList(
  "measurements",
  "not-a-date",
  `
  ck cks cpk cpks ckmb trop plt plts platelets wbc hct glu glucose bs fs fsbs bun cr ldh ast alt
  amylase lipase inr ptt mv tv vt vts bp sbp map hr rr uo uop total out ml cc hob sats sat temp
  tmax is was of x ngt ogt ett dose rate k na mg po iv i o
`,
);

/** Words after a year that make it the name of a publication or study: "the 2019 ESC guidelines". */
export const publicationAfter: CueList = cueList(
  "publication-after",
  "not-a-date",
  `
  guideline guidelines guidance criteria recommendation recommendations update edition version
  classification consensus statement trial trials study report survey cohort
`,
);

/**
 * Nouns that number a thing: the number after them is a label, not a year ("code 1999 called",
 * "room 2010", "bed 1950", "page 1995 of the chart", "pager 1995", "version 2019").
 */
export const numberedBefore: CueList = cueList(
  "numbered-before",
  "not-a-date",
  `
  code codes room rm bed unit apt apartment no number page pg step lot version ver icd ward suite
  floor box ext extension pager pgr bleep beeper vol volume item question series batch model bay
  cubicle
`,
);
