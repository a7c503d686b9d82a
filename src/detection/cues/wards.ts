/** Ward and unit words, and the words after a ward cue that are no ward. */
import { type CueList, cueList } from "./cue-list.ts";

/** Words after a ward number that make it a count ("ward 2 units", "ward 3 times"). */
export const notAfterWard: CueList = cueList(
  "not-after-ward",
  "not-a-place",
  `
  units unit times days day weeks week hours hour hrs hr h mins minutes months years beds patients
  staff nurses l mg ml x
`,
);

export const wardNumberPrepositions: CueList = cueList(
  "ward-number-prepositions",
  "place-cue",
  `
  to on from onto into in at off
`,
);

/** Hospital departments that follow a hospital's abbreviation ("presented to KX ED"). */
export const departments: CueList = cueList(
  "departments",
  "place-head",
  `
  ed er ew eu micu icu ccu sicu cath nicu
`,
);

/** Words before "to" that make the next word a person: "handed over to", "handover to". */
export const handoverWords: CueList = cueList(
  "handover-words",
  "function-word",
  `
  over handover handoff off
`,
);

/** Words that take a number after "to" or "on" but name no ward ("to level 2", "on day 3"). */
export const notWards: CueList = cueList(
  "not-wards",
  "not-a-place",
  `
  day days pod grade level stage type class phase step room bed beds floor size number position
  setting settings zone lead leads times hour hours week weeks month months year years cycle round
  dose doses score page line lines item bag bags tube port lumen liter liters litre litres point
  points count total rate goal about around approx approximately only over under less more than
  least just nearly almost another other every each then past last next first weight temp pressure
  sats pain scale volume flow bolus drip hold unit units pack packs vial side mode vent ratio
  factor degree degrees plus minus down back from now still with without into onto station
  stations visit visits shift shifts night nights morning afternoon evening trial trials pump
  pumps card cards code codes theater theatre theatres bay bays cubicle cubicles
  # Round 12: areas of an emergency department and a theatre suite, numbered in every country
  # ("to resus 2", "moved to Recovery 1", "sent to triage 1", "majors 4").
  recovery resus triage majors minors pacu chair chairs trolley trolleys stretcher lounge pods
`,
);

/** Indexed under CUE_WARD_HEAD. */
export const wardHeads: CueList = cueList(
  "ward-heads",
  "place-head",
  `
  ward unit
`,
);

export const wardCompass: CueList = cueList(
  "ward-compass",
  "place-head",
  `
  north south east west northeast northwest southeast southwest
`,
);

export const wardCuePrepositions: CueList = cueList(
  "ward-cue-prepositions",
  "place-cue",
  `
  to on from onto into off at
`,
);

/** Prepositions that need a verb of movement before them ("moved to", not "need to leave unit"). */
export const wardMovementPrepositions: CueList = cueList(
  "ward-movement-prepositions",
  "place-cue",
  `
  to into onto
`,
);

export const wardMovementWords: CueList = cueList(
  "ward-movement-words",
  "place-cue",
  `
  down up over moved move moving transferred transfer transferring admitted admit returned return
  returning back went go going sent taken brought came discharged stepped stepdown step-down xfer
  xferred tx'd
`,
);

/** Words after a ward's name that open a header ("OAK WARD HANDOVER", "4 west night report"). */
export const wardHeaderWords: CueList = cueList(
  "ward-header-words",
  "function-word",
  `
  handover handoff report reports notes note night nights day days shift list census board safety
  huddle
`,
);

/** Words after a head that make it a ward's round or staff, the name still before it. */
export const notAfterWardName: CueList = cueList(
  "not-after-ward-name",
  "not-a-place",
  `
  round rounds
`,
);

/** Words after the floor number that make it a quantity ("on 2 L", "to 2 liters"); the dose units are added where it is read (place-cue.ts). */
export const notAfterFloor: CueList = cueList(
  "not-after-floor",
  "not-a-place",
  `
  lnc lpm nc liter liters litres times days day weeks wks wk hours hour h minutes mins doses dose
  tabs puffs drops amps bags cm kg lb lbs percent of or to mmhg breaths bpm mls more point points
  pm am
`,
);
