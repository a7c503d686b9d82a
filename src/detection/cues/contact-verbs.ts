/** Verbs of contact ("spoke with", "paged", "aware") that stand before a person's name. */
import { type CueList, cueList } from "./cue-list.ts";

/** Verbs and particles of contact before a name ("phoned", "bleeped", "spoke with", "per"). */
export const contactVerbs: CueList = cueList(
  "contact-verbs",
  "name-cue",
  `
  phoned rang bleeped texted emailed messaged contacted with called call page paged per by to from
  informed notified updated told asked and
`,
);

/** Contact verbs that may stand before any name-looking word, not just a listed first name. */
export const strongContactVerbs: CueList = cueList(
  "strong-contact-verbs",
  "name-cue",
  `
  phoned rang bleeped texted emailed messaged contacted called paged page informed notified
  updated told asked
`,
);

/** Words after a name that report who was told or who was there ("aware", "notified", "bedside"). */
export const awareCues: CueList = cueList(
  "aware-cues",
  "name-cue",
  `
  aware notified informed paged updated bedside present
`,
);

/** Cues that need an initial before the name ("K. OSEI AT BEDSIDE"): alone they follow anyone. */
export const initialOnlyCues: CueList = cueList(
  "initial-only-cues",
  "name-cue",
  `
  bedside present
`,
);

/** Cue words that open the slot on their own ("per", "via", "informed") or after a verb ("with"). */
export const contactAlone: CueList = cueList(
  "contact-alone",
  "name-cue",
  `
  per via informed bleeped paged rang phoned called contacted messaged texted told
`,
);

/** Verbs before "with"/"to" that make the next word the person talked to. */
export const talkVerbs: CueList = cueList(
  "talk-verbs",
  "name-cue",
  `
  spoke spoken speak talked discussed liaised over handover escalated reported
`,
);

/** Words that close the phrase after a contacted person's name. */
export const contactClosers: CueList = cueList(
  "contact-closers",
  "function-word",
  `
  re regarding about at on in who and today tonight so for from
  # a role after the name: "d/w moana ot", "per ferrante reg"
  ot pt physio reg sho cons nurse rn hca sw pharmacist pharmacy
  # "Handed over to Hafiz EN.", "phoned to Tui CNS"
  en cns np mo ho
`,
);

/** Verbs before "to" whose object is a person: "escalated to", "reported to", "given to". */
export const toVerbs: CueList = cueList(
  "to-verbs",
  "name-cue",
  `
  escalated reported passed given explained introduced
  # Results called through to someone: "Critical K+ phoned to Fetu on …", "faxed to Dr …".
  phoned rang faxed texted emailed
`,
);

/** Verbs before "with" that make it a contact: "spoke with", "discussed with", "d/w". */
export const withVerbs: CueList = cueList(
  "with-verbs",
  "name-cue",
  `
  spoke speak spoken talked discussed met conferred consulted reviewed checked agreed liaised
`,
);

/** Words after a contacted person's name that end the phrase ("d/w hunter re plan"). */
export const afterContacted: CueList = cueList(
  "after-contacted",
  "function-word",
  `
  re regarding about at on who and today tonight by via over in
`,
);

/**
 * Participles before "with" whose object may be a person ("stayed with Tavita", "lived with"):
 * after any other participle "with" takes a thing ("closed with Vicryl", "dressed with Mepilex").
 */
export const companionParticiples: CueList = cueList(
  "companion-participles",
  "name-cue",
  `
  stayed lived arrived attended visited travelled traveled settled accompanied worked played
  argued fought married engaged involved connected linked reunited
`,
);

/**
 * Verbs of wound, splint and device care before "with" (base form, as in an instruction: "Cover
 * with Mepilex", "pack with Aquacel Ag", "Secure with Hypafix"): the word after "with" is a
 * product or material, not a person. Also read with "-ing" ("dressing with Jelonet").
 */
export const careVerbs: CueList = cueList(
  "care-verbs",
  "clinical-term",
  `
  cleanse clean pack repack cover dress redress secure irrigate flush wash rinse soak swab fill
  fix wrap bandage protect line debride moisten close suture splint immobilise immobilize pad
  tape strap apply paint moisturise moisturize lubricate treat manage replace
`,
);
