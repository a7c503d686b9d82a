/** Words after a place cue that are no place. */
import { type CueList, cueList } from "./cue-list.ts";

/** Function words, verbs and clinical words that end an address tail ("…, has carers"). */
export const notPlaceWords: CueList = cueList(
  "not-place-words",
  "not-a-place",
  `
  postcode post zip zipcode code address addr a an the and or but with without for to from of in
  on at by as is was are were has had have will would can could not no yes he she they his her
  their him them it this that who which when where while since until then also per pt patient
  lives living alone tel phone fax email dob nhs mrn ref re date
`,
);

/** Words of a role, a department or a letter's matter: such a line is no address (hand-written). */
export const notAddress: CueList = cueList(
  "not-address",
  "not-a-place",
  `
  consultant consultants registrar physician surgeon practitioner practitioners doctor doctors
  nurse specialist secretary secretaries manager director lead team department dept division
  directorate outpatients private confidential urgent re dear dob nhs ref date patient copy cc tel
  telephone fax email mobile phone partners colleague colleagues sir madam
`,
);

/** Words after the preposition that are no place ("lives in fear", "moved to the ward"). */
export const homeTownNotPlaces: CueList = cueList(
  "home-town-not-places",
  "not-a-place",
  `
  a an the his her their this that these those our my your its same own another other one two
  holiday holidays vacation leave work job lunch dinner breakfast shopping gym walk visit trip
  wedlock breech position home homes house houses flat apartment apt bungalow housing
  accommodation residence care nursing residential sheltered supported assisted shelter hostel
  hotel motel hospital hospice rehab ward wards bay bed beds chair room rooms side unit theatre
  theater recovery clinic surgery department dept icu ccu hdu itu er ed a&e resus majors minors
  x-ray xray ct mri scan fear pain denial poverty squalor isolation town city country countryside
  village suburbs suburb area region community state county north south east west northern
  southern eastern western central england scotland wales ireland britain uk usa us america europe
  asia africa abroad overseas school college university church jail prison custody court bed-bound
  bedbound wheelchair general private public local rural urban inner outer upper lower greater new
  old big small large nearby there here where which what when who whom whose today tomorrow
  yesterday tonight time first last next march may june august
`,
);

/** Values that say no place ("Residence: home", "Employer: retired", "Ward: n/a"). */
export const notPlaceValues: CueList = cueList(
  "not-place-values",
  "not-a-place",
  `
  home none nil n/a na unknown not known retired unemployed student self-employed same as above
  # "Employer: Self-employed", "Employer: N/A": the first word of a split value
  self n
  see below usual tbc tba pending
`,
);

/**
 * Abbreviations of kinds of home that handovers write in every country, no town after "in" or
 * "at": "lives in RACF" (residential aged care facility), "in SNF", "an ALF", "in PCH", "LTC",
 * "a 4-room HDB flat", "RH" / "RRH" (rest home, residential rest home).
 */
export const homeKindAbbreviations: CueList = cueList(
  "home-kind-abbreviations",
  "not-a-place",
  `
  racf rach snf alf ltc ltcf pch hdb rh rrh
`,
);

export const placeCueNotPlaces: CueList = cueList(
  "place-cue-not-places",
  "not-a-place",
  `
  the a an his her their this today tomorrow am pm
`,
);

/** Short English words that are never a hospital's abbreviation, in notes written in capitals. */
export const placeCueShortWords: CueList = cueList(
  "place-cue-short-words",
  "not-a-place",
  `
  a an am as at be by do go he if in is it me my no of on or so to up us we the and for his her
  our its was has had not are she him who
`,
);

/** Words after "lives in" that are no town ("lives in a group home", "lives in fear"). */
export const notResidences: CueList = cueList(
  "not-residences",
  "not-a-place",
  `
  sheltered accommodation bungalow terraced semi-detached detached warden caravan hostel home
  homes house apartment apt condo town area housing facility building complex community shelter
  fear pain assisted senior elderly group same private public rural city country suburbs suburb
  nursing rest retirement independent independently basement trailer room rooms hotel motel family
  alone together own law laws car street streets boarding rooming residence residential care sober
  halfway single first second third floor unit neighborhood neighbourhood local vicinity close
  proximity rehab south north east west southern northern eastern western part parts section low
  high long short good poor fair bad denial chronic constant daily this that these those which
  there here place places new old big small large state states
`,
);

/**
 * Nouns that make a place name before them the name of a scale, score, classification, rule or
 * other instrument ("Glasgow Coma Scale", "Manchester Triage", "Montreal Cognitive Assessment",
 * "Ottawa ankle rules", "New York Heart Association class", "Sydney Swallow Questionnaire"): the
 * place is then no place of the patient's. General clinical English, written by hand.
 */
export const instrumentHeads: CueList = cueList(
  "instrument-heads",
  "not-a-place",
  `
  scale scales score scores criteria classification classifications rule rules questionnaire
  assessment triage model protocol pathway guidelines guideline chart staging grading grade class
  type system inventory tool index method technique formula association consensus definition
  definitions regimen diet fixator splint catheter solution
  # Round 12: dressings, appliances and manoeuvres named after places ("Melbourne foam", "Derby
  # shoe", "Bradford sling", "Epley manoeuvre"), and diseases and organisms named after them
  # ("Ross River virus", "Murray Valley encephalitis", "Lassa fever", "Lyme disease").
  foam dressing dressings sling shoe bandage brace collar manoeuvre maneuver knot virus viruses
  fever encephalitis disease
`,
);
