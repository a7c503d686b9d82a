/** Message and text-speak words: greetings, asks, message shorthand that is no name. */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Verbs and shorthand of messages next to names that no name continues into ("can u call Mrs X",
 * "wife ngozi rang"). Indexed under CUE_MESSAGE_WORD.
 */
export const messageWords: CueList = cueList(
  "message-words",
  "never-a-name",
  `
  u ur pls plz thx rang rung phoned call ring txt texted msg
`,
);

/** Words before "u" for "you": "CAN U COVER", "WILL U RING". */
export const youBefore: CueList = cueList(
  "you-before",
  "function-word",
  `
  can could will would did do r are if thank have should when
`,
);

/** Filler words of reported speech that may stand between a cue and a name ("spoke to um Jo"). */
export const speechFillers: CueList = cueList(
  "speech-fillers",
  "function-word",
  `
  um umm uh er erm ehm like
`,
);

/** Greetings and thanks that open or close a message around a name ("hi Ravi", "thx Ben"). */
export const messageGreetings: CueList = cueList(
  "message-greetings",
  "name-cue",
  `
  hi hey hiya hello morning evening afternoon thx thanks thankyou ta cheers bye
  # "sorry Bongani I missed ur call", "fyi Gaurav says CT booked"
  sorry fyi
`,
);

/** Nouns of a message before "from": "msg from X", "text from X". */
export const messages: CueList = cueList(
  "messages",
  "name-cue",
  `
  msg message text txt sms email voicemail vm whatsapp reply call note lvm callback
`,
);

/** Imperative verbs of messaging: "ring Bayo on…", "txt Dami re…". */
export const messageVerbs: CueList = cueList(
  "message-verbs",
  "name-cue",
  `
  ring txt text msg bleep ping whatsapp
`,
);

/** Words after a greeted or self-named person that end the slot ("hi priya can u", "its kemi from"). */
export const afterGreeted: CueList = cueList(
  "after-greeted",
  "function-word",
  `
  its it's it’s this can could would pls plz please just u r are hope sorry quick x xx re from frm
  here calling on at for again so will i we im i'm about back asap when if and to says said
`,
);

/** Words after an addressed name opening a message: "magnus can u…", "Kirsty pls…". */
export const asks: CueList = cueList(
  "asks",
  "function-word",
  `
  can could would will did r are have
`,
);
