/** Letter words: greetings, sign-offs and dictation cues around a signature. */
import { type CueList, cueList } from "./cue-list.ts";

/** Words that open the initials' slot on their line (hand-written). */
export const dictationCues: CueList = cueList(
  "dictation-cues",
  "name-cue",
  `
  dictated dictation dict typed typist transcribed transcription ref reference dt sec secretary
`,
);

/** Greetings among the letter cues; the other letter cues are sign-offs. */
export const letterGreetings: CueList = cueList(
  "letter-greetings",
  "name-cue",
  `
  dear hi hello
`,
);

/** Sign-off words of a letter before the signature ("Yours sincerely", "Kind regards"). */
export const signOffWords: CueList = cueList(
  "sign-off-words",
  "name-cue",
  `
  sincerely faithfully regards wishes thanks truly respectfully cheers best warmly
`,
);

/** Lines under a sign-off that stand between it and the name. */
export const signOffPassOver: CueList = cueList(
  "sign-off-pass-over",
  "function-word",
  `
  dictated electronically sent typed transcribed
`,
);

/**
 * Who a greeting addresses when it names nobody: "Hi there,", "Hello all,", "Hi team,". Any other
 * one word in Title Case between "Hi" and its comma is read as the name, even an English word
 * ("Hi Mere,", "Hi Grace,").
 */
export const greetingAddressees: CueList = cueList(
  "greeting-addressees",
  "name-stop",
  `
  there all everyone everybody team folks guys again both doctor doc nurse sir madam colleague
  colleagues friend friends you love dear darling mate mum mom dad mummy mama papa ladies gentlemen
  morning afternoon evening patient patients family whanau
`,
);
