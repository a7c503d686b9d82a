/** Relatives and the words around them ("his daughter Anna visited"). */
import { type CueList, cueList } from "./cue-list.ts";

/** Relative cues too unsure for a surname that is also a word after them. */
export const notFamily: CueList = cueList(
  "not-family",
  "never-a-name",
  `
  person mom proxy hcp companion caregiver rabbi priest minister chaplain
`,
);

/** Words that are no role of their own but name who is in the bracket after them. */
export const groupWords: CueList = cueList(
  "group-words",
  "never-a-name",
  `
  pt family visitors visitor children kids parents friends carers nok
`,
);

/** Family words after a possessive name: "Aarav's mum called", "mrs bui's dtr". */
export const familyAfter: CueList = cueList(
  "family-after",
  "relative",
  `
  mum mam nan gran carer kids baby
`,
);

/** Words after a relative's name that say the person came, called or was told. */
export const relativeVisitWords: CueList = cueList(
  "relative-visit-words",
  "name-cue",
  `
  visited called phoned rang came arrived present updated aware informed notified here
`,
);

/** Verbs and cues after a relative's name: "dtr hope visiting", "son will phoned". */
export const afterRelative: CueList = cueList(
  "after-relative",
  "name-cue",
  `
  visiting visited phoned rang called came brought present aware here at informed updated says
  said states stated wants wishes asked asks agrees agreed attended arrived left collected
  collecting staying lives helps helped
`,
);

/** Cues after which two unknown words are as often shorthand ("with scatt cxs", "to maint adeq"). */
export const pairUnsure: CueList = cueList(
  "pair-unsure",
  "function-word",
  `
  with to from and call md
`,
);

/** Words a list of visitors or next of kin opens with ("NOK Amber (wife)", "and Will (son)"). */
export const listOpeners: CueList = cueList(
  "list-openers",
  "name-cue",
  `
  nok kin and visitors visitor contact contacts
`,
);

/** Words that introduce a relative: "wife", "dtr", "nan"… (the staff roles are added where they are read). */
export const relativeWords: CueList = cueList(
  "relative-words",
  "relative",
  `
  wife husband spouse daughter dtr daughters son sons brother bro sister sis mother mom
  # UK and other family words: "mum Hodan", "nan Pearl", "grandchildren Tane and Aria".
  mum mam nan nana gran granny grandma grandad grandpa grandchildren granddaughters grandsons
  children twin stepmum stepdad stepmother stepfather father dad niece nephew grandson
  granddaughter grandmother grandfather aunt uncle cousin friend girlfriend boyfriend fiance
  fiancee partner proxy hcp guardian stepdaughter stepson daughter-in-law son-in-law sister-in-law
  brother-in-law person neighbor neighbour companion caregiver rabbi priest minister chaplain
  # Māori grandmother and grandfather, elder ("kuia Mere", "koro Hemi"); familiar family words.
  kuia koro koroua aunty auntie hubby
  # Shorthand of triage and ward sheets: "NOK Rodel 9286 3981", "?home if dau Ngaire can collect".
  nok dau
  # Who the patient rents from, in social work notes ("Landlord Demetriou has issued a notice").
  landlord landlady
`,
);
