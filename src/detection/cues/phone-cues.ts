/** Labels of phone, pager and fax numbers. */
import { type CueList, cueList } from "./cue-list.ts";

export const niPhoneWords: CueList = cueList(
  "ni-phone-words",
  "number-cue",
  `
  tel phone ph mobile mob cell fax call contact ring
`,
);

/** Labels before a phone number ("tel", "mobile", "home", "call"). */
export const phoneCues: CueList = cueList(
  "phone-cues",
  "number-cue",
  `
  phone phones ph tel tele telephone cell cellphone mobile mob home work office number no call
  called calling ring contact reached reach fax pager beeper pgr page paged beep bleep ext
  extension landline switchboard hotline line
`,
);

/** Cues that name a phone explicitly: after them a number of odd shape is still a phone. */
export const strongPhoneCues: CueList = cueList(
  "strong-phone-cues",
  "number-cue",
  `
  phone phones ph tel tele telephone cell cellphone mobile mob call ring contact reached reach fax
  landline switchboard hotline
`,
);

/** Labels before a pager, bleep or extension number ("bleep 4421", "ext 2231"). */
export const pagerCues: CueList = cueList(
  "pager-cues",
  "number-cue",
  `
  pager beeper pgr page beep bleep bleeped blp pg ext extn extension
`,
);

/** Labels before a fax number. */
export const faxCues: CueList = cueList(
  "fax-cues",
  "number-cue",
  `
  fax facsimile
`,
);

/**
 * Words only Singapore's notes write (its name, housing blocks "Blk"/"HDB", the identity card
 * "NRIC", polyclinics, the CPF savings and MediSave/MediShield/CHAS schemes): in such a note a
 * bare eight-digit number written 4-4 from 6, 8 or 9 is a phone (recognisers/numbers/world-phone.ts).
 */
export const singaporeWords: CueList = cueList(
  "singapore-words",
  "convention",
  `
  singapore singaporean blk hdb nric polyclinic polyclinics cpf medisave medishield chas
  # Singapore's schemes and login (MediFund, Singpass), its public hospitals' short names (TTSH,
  # KTPH, NTFGH, KKH, SGH, CGH, SKH) and towns of the HDB estates.
  medifund singpass ttsh ktph ntfgh kkh sgh cgh skh tampines jurong yishun bedok punggol sengkang
  serangoon clementi hougang kallang geylang toa payoh
`,
);

/** Words after which "x4321" is an extension to call ("on x4321", "bleep 1234 or x5678"; extension-number.ts). */
export const extensionCallWords: CueList = cueList(
  "extension-call-words",
  "number-cue",
  `
  on or call ring dial via phone tel ext bleep pager contact page for
`,
);

/** Ward handsets and phone words before a bare extension ("Vocera 4321", "DECT 4321"; extension-number.ts). */
export const extensionDeviceWords: CueList = cueList(
  "extension-device-words",
  "number-cue",
  `
  vocera dect internal spectralink phone tel telephone
`,
);
