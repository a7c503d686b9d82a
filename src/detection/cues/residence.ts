/** Verbs and prepositions of residence, movement and travel before a place. */
import { type CueList, cueList } from "./cue-list.ts";

export const atVerbs: CueList = cueList(
  "at-verbs",
  "place-cue",
  `
  lives living resides residing live
`,
);

/** Verbs and nouns after which "at/to/from/of/with" introduces a place. */
export const facilityPlaceCueWords: CueList = cueList(
  "facility-place-cue-words",
  "place-cue",
  `
  lives living lived resides residing resident discharged transferred admitted returned returning
  registered attends attending moved went sent back works worked employed
`,
);

export const homeTownCues: CueList = cueList(
  "home-town-cues",
  "place-cue",
  `
  originally native natives resident residents born raised grew moved moving relocated relocating
  emigrated immigrated visiting visited travelled traveled travelling traveling returned lives
  lived living resides resided residing hails holiday holidaying vacation vacationing trip flew
  drove commutes
  # travel, where the place may stand a few words after the verb ("flying in tomorrow from X")
  fly flying flies flight arrive arrives arriving arrived driving
  # orientation ("knows she is in X")
  knows thinks believes
`,
);

/** Verbs of travel: the place may stand up to six words after them, after "from" or "to". */
export const travel: CueList = cueList(
  "travel",
  "place-cue",
  `
  fly flying flies flew flight arrive arrives arriving arrived driving drove travelling traveling
  travelled traveled
`,
);

/** Orientation: "knows he is in X", "thinks she is at X". */
export const orientation: CueList = cueList(
  "orientation",
  "function-word",
  `
  knows thinks believes
`,
);

export const homeTownPersons: CueList = cueList(
  "home-town-persons",
  "function-word",
  `
  he she pt patient they that
`,
);

export const homeTownFillers: CueList = cueList(
  "home-town-fillers",
  "function-word",
  `
  here back up over away out down recently originally and raised born locally alone currently now
  previously just
`,
);

export const homeTownPrepositions: CueList = cueList(
  "home-town-prepositions",
  "place-cue",
  `
  from of in to near outside
`,
);

/** Words that end a place name going forward ("Leeds with her son"). */
export const homeTownBreaks: CueList = cueList(
  "home-town-breaks",
  "function-word",
  `
  and or but with w since until for who which where when while as is was has had will would pt
  patient per by on at to from in into of near
`,
);

export const homeTownTimeWords: CueList = cueList(
  "home-town-time-words",
  "function-word",
  `
  tomorrow today tonight yesterday next last this soon later
`,
);

export const placeVerbs: CueList = cueList(
  "place-verbs",
  "place-cue",
  `
  transferred transfered transfer transferring admitted readmitted sent taken went go going
  presented arrived came accepted discharged returned return lives living live lived moved resides
  residing born visiting fly flying flew drove driving works worked working employed screened seen
  enroute en bed d/c'd dc'd home route transported brought
`,
);

export const residence: CueList = cueList(
  "residence",
  "place-cue",
  `
  lives living live lived resides residing moved
`,
);

export const placePrepositions: CueList = cueList(
  "place-prepositions",
  "place-cue",
  `
  to from at in into @ near by for outside on
`,
);

/** Prepositions after which a capitalised unknown word reads as a place ("to" and "on" do not: drugs). */
export const weakPlacePrepositions: CueList = cueList(
  "weak-place-prepositions",
  "place-cue",
  `
  from at in near outside
`,
);

export const visitWords: CueList = cueList(
  "visit-words",
  "place-cue",
  `
  visiting visit visited visitor visitors family friend friends
`,
);

/** Words before "from" that make the next abbreviation a hospital or employer. */
export const placeFromCues: CueList = cueList(
  "place-from-cues",
  "place-cue",
  `
  retired records transfer transferred transfered notes discharged
`,
);

/** Indexed under CUE_TOWN_PREPOSITION (in lower case, as written here). */
export const townPrepositions: CueList = cueList(
  "town-prepositions",
  "place-cue",
  `
  in near outside around
`,
);

/** Words that end a residence phrase ("lives in galena with her son"); the place prepositions are added where it is read (place-cue.ts). */
export const residencePhraseBreaks: CueList = cueList(
  "residence-phrase-breaks",
  "function-word",
  `
  and or but with w where since who which until alone independently per is was has had will pt as
  of
`,
);

/** Verbs of going to a school, before its name ("attends Westdale Secondary", "enrolled at …"). */
export const schoolVerbs: CueList = cueList(
  "school-verbs",
  "place-cue",
  `
  attends attending attended attend enrolled pupil student
`,
);

/**
 * Words that close a school's name besides the heads of cues/businesses.ts ("Westdale Secondary",
 * "Ridgeview Public School", "Cégep de Sherbrooke", "École Jean de Brébeuf"), hand-written.
 */
export const schoolNameWords: CueList = cueList(
  "school-name-words",
  "place-head",
  `
  secondary primary high grammar public state convent polytechnic institute cegep cégep école ecole
  collège lycée gymnasium seminary madrasa
  # early-childhood centres and school kinds of other systems ("Busy Bees Childcare", "Kelso
  # Comprehensive", "Willowdale Elementary", "Saraswati Vidyalaya", "Wanaka Playcentre")
  daycare childcare crèche playcentre playgroup comprehensive elementary vidyalaya vidyalayam
  madrassa madrasah lyceum
`,
);

/** Words that may stand in lower case inside a school's name ("Cégep de Sherbrooke"). */
export const schoolNameJoiners: CueList = cueList(
  "school-name-joiners",
  "function-word",
  `
  de du des la le of the
`,
);

/** Words that end a school's name going forward ("… in grade 5", "… and plays rugby"). */
export const schoolNameBreaks: CueList = cueList(
  "school-name-breaks",
  "not-an-organisation",
  `
  and in where with for since on at from but as year
  grade form class full part regularly daily weekly who which until
`,
);

/** A copula or its adverb before "from" saying where a person is from ("is originally from"). */
export const originCopulas: CueList = cueList(
  "origin-copulas",
  "place-cue",
  `
  is are was were originally comes come came
`,
);

/** Words that end the place after "is from" ("… and", "… who"). */
export const originBreaks: CueList = cueList(
  "origin-breaks",
  "function-word",
  `
  and but with where who originally so or
`,
);

/**
 * Labels of a field holding an address, where a form writes one in every country: the scene of
 * an ambulance call, the place of an incident or of death, the usual residence, a pick-up
 * address. Their value must hold a number or a name no list knows (labelled-place.ts), since
 * "Scene: private residence" and "Place of death: home" name a kind of place.
 */
export const addressFieldLabels: CueList = cueList(
  "address-field-labels",
  "label",
  `
  scene incident death address residence
`,
);

/**
 * Heads of a place of care that end an address field's reading ("Place of death: Ward 6B, Waikato
 * Hospital, Hamilton": the hospital recognisers read it). Only these: a lodge, a court, a centre
 * or an estate is part of a residential address ("Unit 4, Protea Lodge").
 */
export const addressFieldFacilities: CueList = cueList(
  "address-field-facilities",
  "organisation-head",
  `
  hospital hospitals clinic infirmary hospice polyclinic
`,
);

/**
 * Person nouns before "of" and a town ("a 45yo man of Masterton", "elderly woman of Oudtshoorn"):
 * the old way, in every variety of English, to say where someone lives.
 */
export const personOfNouns: CueList = cueList(
  "person-of-nouns",
  "place-cue",
  `
  man woman male female boy girl gentleman lady gent resident native widow widower deceased decedent
`,
);

/** Words after "a man of <word>" that make the word a people or a kind, not a town ("of Asian descent"). */
export const notTownAfterOf: CueList = cueList(
  "not-town-after-of",
  "not-a-place",
  `
  descent origin heritage extraction background ancestry parentage stock appearance build
`,
);

/** Words that close a clause after "near <town>" as a full stop would ("near gundagai this am"). */
export const nearTownClosers: CueList = cueList(
  "near-town-closers",
  "function-word",
  `
  on at in when while after before this today yesterday tonight overnight last
  tomorrow tmrw tmr 2moro tonite next till til until sorry pls plz please thx thanks
`,
);

/**
 * Words before "in" after which a place stands in a note without case ("son in tauranga", "was in
 * kelowna", "mva in toowoomba", "family in napier"): copulas and verbs of staying, words of a
 * person's people, home and work, and events that happen somewhere. Kin words are read by their
 * bit.
 */
export const townInLeads: CueList = cueList(
  "town-in-leads",
  "place-cue",
  `
  is was are were be been being stays stay staying stayed lives live living lived based settled
  family families friends friend relatives relative people folks kids children grandchildren
  home house farm flat unit property place job work works working worked employed school college
  university studies studying study holiday holidays trip visit visiting visited vacation
  mva mvc rta accident crash collision incident assault assaulted party funeral wedding
  arrested found stranded stuck
  im am u ur currently still
`,
);
