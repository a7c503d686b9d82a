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
