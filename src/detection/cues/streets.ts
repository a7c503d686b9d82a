/** Street types, address units and address cues. */
import { type CueList, cueList } from "./cue-list.ts";

/** Flat and unit words before or after a street ("Flat 3, 14 …", "…, Apt 2B"). */
export const flatWords: CueList = cueList(
  "flat-words",
  "place-head",
  `
  flat apt apartment unit suite room rm
  # Round 12: a shop, villa or townhouse before the house number ("Shop 3, 45 Main Road").
  shop villa townhouse
`,
);

/** Street types after a street name ("Harbor Rd", "Elm Street", "Mill Close"). */
export const streetSuffixes: CueList = cueList(
  "street-suffixes",
  "place-head",
  `
  street st avenue ave av road rd boulevard blvd lane ln drive dr way court ct place pl terrace
  ter circle cir highway hwy parkway pkwy square sq trail trl pike turnpike tpke alley row plaza
  crescent
  # UK street types (Royal Mail thoroughfare descriptors in common use)
  close gardens grove mews parade walk rise hill view green
  # Australian and New Zealand abbreviations (Australia Post street types), Irish estates and parks
  cres pde tce estate park
  # Round 13 (issue 19): Irish and South African estates ("3 Ashgrove Lawns", "7 Willow Heights").
  lawns heights meadows downs
  # Round 20: highways between two towns ("Km 5, Lagos-Ibadan Expressway").
  expressway expy
`,
);

/**
 * Street types that are also everyday words ("3 way catheter", "20 yards walk", "grade 3 close"):
 * they need the note's case (name and type capitalised), or an address cue or an address tail.
 */
export const commonStreetSuffixes: CueList = cueList(
  "common-street-suffixes",
  "place-head",
  `
  close way walk rise hill view green row place square circle trail grove parade court drive
  terrace gardens estate park
  # Round 13 (issue 19): estate types that are everyday words too.
  lawns heights meadows downs
`,
);

/** Unit words inside an address before its number ("Apt 4B", "Suite 200"). */
export const addressUnits: CueList = cueList(
  "address-units",
  "place-head",
  `
  apt apartment unit suite ste fl floor rm room
`,
);

export const notStreetWords: CueList = cueList(
  "not-street-words",
  "not-a-place",
  `
  with for by from a an mg ml cc units of and the to at x in on
`,
);

/** Suffixes that are also clinical abbreviations ("1 ST DEGREE", "PER DR", "MEDIASTINAL CT"). */
export const shortStreetSuffixes: CueList = cueList(
  "short-street-suffixes",
  "place-head",
  `
  st dr ct pl ter cir sq ln rd ave av cres pde tce
`,
);

/** Compass points before or after a street name ("12 N Main St", "Elm Ave SW"). */
export const compassLetters: CueList = cueList(
  "compass-letters",
  "place-head",
  `
  n s e w ne nw se sw
`,
);

/** Words before a house number that say an address follows. */
export const addressCues: CueList = cueList(
  "address-cues",
  "place-cue",
  `
  address addr lives live living resides residing home at flat apt apartment unit
`,
);

/** Words before a number that make "9 North" a road or a direction, not a unit. */
export const roadWords: CueList = cueList(
  "road-words",
  "place-head",
  `
  route highway hwy interstate exit i us junction j a m
`,
);

/** Words before two streets that meet ("corner of", "cnr", "intersection of", "junction of"). */
export const cornerCues: CueList = cueList(
  "corner-cues",
  "place-cue",
  `
  corner cnr intersection junction
`,
);

/**
 * Street types that name a street wherever they stand after capitalised words (never a court, a
 * close, a green or a park, which are also other places): read after a preposition of place with
 * no house number ("found on Great North Road", "MVA on Smith Street, Parramatta").
 */
export const strongStreetTypes: CueList = cueList(
  "strong-street-types",
  "place-head",
  `
  street st road rd avenue ave highway hwy drive crescent cres terrace tce parade pde boulevard
  blvd lane
`,
);

/** Prepositions of place before a street with no house number ("on", "along", "off", "near"). */
export const streetPrepositions: CueList = cueList(
  "street-prepositions",
  "place-cue",
  `
  on along off near outside onto down via
`,
);

/**
 * Heads of a complex, an estate or a block of flats whose unit number comes before the street
 * ("12 Sunset Villas, 45 Main Road", "4 Rosewood Court, 18 Oak Avenue", "Flat 2 Harbour Mansions").
 */
export const complexHeads: CueList = cueList(
  "complex-heads",
  "place-head",
  `
  villas villa court courts gardens mews estate complex flats towers tower mansions heights place
  lodge manor house residences apartments chambers close square park village
`,
);

/**
 * Street types that stand before the street's name in French (Quebec, New Brunswick, and French
 * addresses anywhere): "1234, rue Saint-Denis", "4521 boul. des Laurentides", "12, ch. de la
 * Montagne" (Canada Post's French street types and their abbreviations).
 */
export const frenchStreetTypes: CueList = cueList(
  "french-street-types",
  "place-head",
  `
  rue boul boulevard bd av avenue ch chemin rang montée côte allée impasse promenade croissant
  terrasse ruelle carré
`,
);

/** Words joining the words of a French street's name in lower case ("de la", "des", "du"). */
export const frenchStreetJoiners: CueList = cueList(
  "french-street-joiners",
  "function-word",
  `
  de du des la le l d
`,
);

/** Units after a French street ("app. 12", "bureau 200", "unité 3"). */
export const frenchAddressUnits: CueList = cueList(
  "french-address-units",
  "place-head",
  `
  app appartement bureau unité local
`,
);
