/** Words of a helpline or public service beside its national number ("Healthline", "free call"). */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Words that name a public helpline or its terms on the line of a national free-phone or short
 * number ("Lifeline 13 11 14", "Healthline 0800 611 116 (free)", "toll-free 1-800-…"): such a
 * number is the service's, never a person's. Words that also label a person's or a clinic's own
 * number ("Emergency contact: …", "Enquiries: 1300 …") are in serviceShortWords only.
 */
export const serviceLineWords: CueList = cueList(
  "service-line-words",
  "number-cue",
  `
  helpline helplines hotline hotlines healthline lifeline quitline infoline careline freephone
  freecall free toll tollfree crisis counselling counseling poisons poison samaritans helpdesk
  healthdirect telehealth service services information info advice support help
`,
);

/**
 * Words that tell an emergency or public service beside a short number ("Emergency services,
 * 112", "Ambulance 10177", "for advice, 111"); a short number is nobody's own.
 */
export const serviceShortWords: CueList = cueList(
  "service-short-words",
  "number-cue",
  `
  emergency emergencies ambulance police fire enquiries
`,
);

/** Words that make a following "line" or "phone" a service's ("Help Phone", "Support Line"). */
export const serviceLineHeads: CueList = cueList(
  "service-line-heads",
  "number-cue",
  `
  help support advice information info crisis health care mental
`,
);

/**
 * Words right before an emergency short number ("call 000", "dial 999", "text 1737", "NHS 111"):
 * dialling verbs, and "NHS", whose short numbers (111) are its services (the word alone, as in
 * "NHS number" or "NHS Trust", says nothing of a free-phone number).
 */
export const serviceDialVerbs: CueList = cueList(
  "service-dial-verbs",
  "number-cue",
  `
  call calling dial dialling dialing ring phone text txt sms contact nhs
`,
);

/** Field labels right before a contact's own number ("Tel: 0800 123 4567"): no service's. */
export const contactNumberLabels: CueList = cueList(
  "contact-number-labels",
  "number-cue",
  `
  tel tele ph phone telephone fax mob mobile cell landline switchboard direct office contact
`,
);
