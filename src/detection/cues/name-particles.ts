/** Surname particles that belong to the name that follows ("Van Houten", "de la Cruz"). */
import { type CueList, cueList } from "./cue-list.ts";

/** Surname particles that belong to the name that follows ("Van Houten", "de la Cruz"). */
export const nameParticles: CueList = cueList(
  "name-particles",
  "name-part",
  `
  van von de del della da di la le st mac mc o bin ben al el ter der den ten du des dos das ni nic
  ibn bint binti abu
  # Irish: "Seamus Ó Briain", "Áine Ní Bhriain", "Ó Conchúir" (Ni and Nic above).
  ó ní uí ua mhic
  # The tokeniser lower-cases only ASCII capitals in its flags: the capital forms as written.
  Ó Ní Uí
  # Welsh patronymics: "Dafydd ap Gruffydd", "Gwen ferch Rhys".
  ap ferch verch
`,
  { cased: "the tokeniser lower-cases only ASCII capitals: Ó, Ní, Uí are matched as written" },
);

/**
 * Given names written short with a dot before the rest of the name: the Filipino "Ma." (María),
 * the Bangladeshi and Indian "Md." (Muhammad), the Malay "Mohd."/"Muhd." (Mohamed, Muhammad).
 * Public descriptions of each tradition's naming; "Ma. Cristina Santos", "Md. Rafiqul Islam".
 */
export const abbreviatedGivenNames: CueList = cueList(
  "abbreviated-given-names",
  "name-part",
  `
  ma md mohd muhd mhd
`,
);
