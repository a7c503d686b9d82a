/** Determiners, possessives and other grammar words that end or refuse a name or a place. */
import { type CueList, cueList } from "./cue-list.ts";

/** Function words that never continue a name even when a name list has them. */
export const nameEvidenceStopWords: CueList = cueList(
  "name-evidence-stop-words",
  "name-stop",
  `
  in is and or the to of at on for with by will see son long many may said had has was are be as
  so an a it he she his her pt called aware here home today tonight
`,
);

export const thirdPersonPossessives: CueList = cueList(
  "third-person-possessives",
  "function-word",
  `
  her his their
`,
);

export const capitalisedNameDeterminers: CueList = cueList(
  "capitalised-name-determiners",
  "function-word",
  `
  the a an this that these those our your their its every each any some no
`,
);

export const functionWords2: CueList = cueList(
  "function-words-2",
  "function-word",
  `
  of in on at to is it as by be or an if up so no we he me my us go am id ok re vs pm hr
`,
);

/** Words that say whose relative follows: "his niece farida", "pt's son emre". */
export const relativePossessives: CueList = cueList(
  "relative-possessives",
  "function-word",
  `
  his her their my pt's patient's pts
`,
);

/** Words before a capitalised word that make it a noun phrase ("the Rose unit", "our Hope fund"). */
export const wordNameDeterminers: CueList = cueList(
  "word-name-determiners",
  "function-word",
  `
  a an the this that these those our his her their its my your
`,
);

/** Words of service that say whose or which place, never part of a name ("The", "Our", "Local"). */
export const facilityDeterminers: CueList = cueList(
  "facility-determiners",
  "function-word",
  `
  the a an this that our your his her their its my local nearby same own other another new old
  previous current usual private public main central nearest outside
`,
);
