/** Words inside or around place names: endings, landscape features, directions, joiners. */
import { type CueList, cueList } from "./cue-list.ts";

/** Lower-case words inside place names ("Tyne and Wear", "Isle of Wight", "Newcastle upon Tyne"). */
export const placeNameJoiners: CueList = cueList(
  "place-name-joiners",
  "function-word",
  `
  and of upon on under in le la
  # Irish: "Cois na Habhann", "Páirc an Chrócaigh"
  na an
`,
);

/**
 * Words that may stand in lower case inside a place name ("Newton upon Trent", "Bryn y Mor"), in
 * Irish ("Ionad Sláinte an Daingin", "Bóthar na Trá"), Māori ("Te Hau Ora o Ngāti Rārua") and
 * French ("Saint-Jean-sur-Richelieu").
 */
export const addresseeJoiners: CueList = cueList(
  "addressee-joiners",
  "function-word",
  `
  of and the upon on by in under la le de del du des van der den y a an na o sur
`,
);

/** Words of landscape that places are named after ("Valley", "Lakeside", "Summit", "Cedar"). */
export const landscapeWords: CueList = cueList(
  "landscape-words",
  "place-head",
  `
  valley ridge creek harbor harbour bay lake lakes lakeside river riverside brook meadow meadows
  summit point heights springs forest woods wood hills hill highland highlands mountain coast
  coastal northside southside eastside westside bayview parkside seaside hillside pine pines oak
  oaks cedar cedars maple willow willows elm elms birch beech ash rowan holly peak peaks crest
  grove glen dale field fields orchard shore bluff canyon mesa prairie plains
`,
);

/** Words that open English town names ("Little Hadham", "Upper Dunford", "Kings Lynn"). */
export const townPrefixes: CueList = cueList(
  "town-prefixes",
  "place-head",
  `
  little great upper lower north south east west new old long high kings market chipping nether
  bishops castle port fort mount saint st
`,
);

/** Generic last words of place names ("Panorama City", "Eagle Butte", "Pine Hollow"). */
export const placeEndings: CueList = cueList(
  "place-endings",
  "place-head",
  `
  city falls beach springs heights hills valley lake lakes creek harbor harbour bay village county
  island grove hollow ridge junction mills rapids bluffs butte township park port haven crossing
  landing ferry glen shores woods fork forks
`,
);

/**
 * Last words of suburb and town names that are also English words: a compass point or a centre
 * ("Cairns North", "Logan Central", "Māngere East", "Jurong West"), after a place word.
 */
export const townSuffixes: CueList = cueList(
  "town-suffixes",
  "place-head",
  `
  north south east west central
`,
);

export const regionFeatures: CueList = cueList(
  "region-features",
  "place-head",
  `
  shore county valley island islands coast heights springs beach hills falls harbor harbour
  peninsula township parish borough
`,
);

export const featuresBefore: CueList = cueList(
  "features-before",
  "place-head",
  `
  lake mount mt cape fort ft port isle
`,
);

/** Directions before a region's name ("Northern Ireland", "Upper Valley"). */
export const directions: CueList = cueList(
  "directions",
  "place-head",
  `
  eastern western northern southern upper lower north south east west
`,
);

export const regionCues: CueList = cueList(
  "region-cues",
  "function-word",
  `
  the in from to at near on
`,
);

/** Lower-case particles inside hyphenated town names ("-on-", "-upon-", "-de-la-", "-le-"). */
export const townParticles: CueList = cueList(
  "town-particles",
  "function-word",
  `
  on upon under by le la de en in super sub the cum
`,
);

/**
 * Abbreviations of Australian states and territories and of Canadian provinces and territories
 * (ISO 3166-2:AU, Canada Post's two-letter codes and South Africa's provincial abbreviations,
 * public specifications). In an address they
 * stand after the town ("Chatswood NSW 2067", "Kitchener, ON N2H 3K8"); like a US state they are
 * no identifier, so an address span stops before them. "wa" is also Washington's code: the
 * reader leaves a code before a five-digit ZIP alone.
 */
export const provinceCodes: CueList = cueList(
  "province-codes",
  "place-head",
  `
  nsw vic qld tas act nt sa wa on qc bc ab mb sk ns nb nl pe pei yt nu
  # South African provinces as addresses abbreviate them
  ec fs gp kzn lp mp nc nw wc
`,
);

/** A country, its code or its first word closing an address line ("…, Nigeria", "…, New Zealand", "…, RSA"). */
export const countriesAfterAddress: CueList = cueList(
  "countries-after-address",
  "place-head",
  `
  australia nz new south rsa za india nigeria aus au
`,
);
