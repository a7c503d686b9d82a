/** Kinds of home and house names ("Rose Cottage", "Mill House"). */
import { type CueList, cueList } from "./cue-list.ts";

/** Words that name a house rather than a person ("Rose Cottage", "Mill Farm", "The Old Rectory"). */
export const houseWords: CueList = cueList(
  "house-words",
  "place-head",
  `
  cottage cottages house farm farmhouse lodge barn mill manor hall villa bungalow rectory vicarage
  grange court chambers mansions building buildings
`,
);

/** Building words that close an address part ("Cresswell Court", "Quayside Works"), hand-written. */
export const buildings: CueList = cueList(
  "buildings",
  "place-head",
  `
  court house mansions works mills mill park lodge tower towers buildings building wharf quay yard
  centre estate heights gardens place
`,
);

/** Kinds of home after which the words before are a description ("Warden Controlled Housing"). */
export const homeKinds: CueList = cueList(
  "home-kinds",
  "place-head",
  `
  home homes house houses flat flats apartment apartments bungalow housing accommodation residence
  hostel shelter unit ward wards room rooms lodge court
`,
);
