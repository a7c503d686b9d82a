/** Verbs and states that follow a person: the word before them may be a name. */
import { type CueList, cueList } from "./cue-list.ts";

/** Words after which a sentence-opening word is no subject's name ("Hope you are well"). */
export const notAfterSubject: CueList = cueList(
  "not-after-subject",
  "name-stop",
  `
  you your this that these it we i they he she the a an to of for and or
`,
);

/** Verbs that follow a person opening a sentence in notes ("Rose ate", "Hope remains", "Hunter aware"). */
export const subjectVerbs: CueList = cueList(
  "subject-verbs",
  "name-cue",
  `
  is was has had ate slept went came took felt said told saw sat rang left fell got made gave kept
  remains denies reports states says feels seems appears needs wants likes enjoys continues
  tolerates tolerating complains complaining requests asks agrees understands lives walks aware
  informed notified updated present visited attended called phoned declined refused will would can
  could does did
`,
);

export const capitalisedPersonVerbs: CueList = cueList(
  "capitalised-person-verbs",
  "name-cue",
  `
  is was has had will can could would should may might did does and to said came went saw rang
  felt
`,
);

/** Participles before "by" whose agent is a person: "documented by", "seen by", "cared for by". */
export const byVerbs: CueList = cueList(
  "by-verbs",
  "name-cue",
  `
  documented written entered recorded signed completed seen reviewed assessed examined noted
  reported given handed checked witnessed administered verified dictated typed taken prepared
  authored approved referred accompanied visited escorted supported treated managed cared
  countersigned co-signed cosigned updated amended triaged clerked admitted discharged
  authorised authorized validated transcribed requested performed collected received
`,
);

/** Verbs of a shift: what a named person did or does. */
export const staffActions: CueList = cueList(
  "staff-actions",
  "name-cue",
  `
  did took gave escorted spoke chased checked covering covered doing taking giving helped assisted
  washed dressed cannulated catheterised bled bleeped rang phoned called saw tolerated mobilised
  mobilized ate slept declined refused settled remains remained walked showered transferred
  accompanied collected brought left arrived started finished swapped
`,
);

/** Verbs after "to" or "will" in a task: "Oyinda to do 10pm meds", "Yaw will ring family". */
export const staffTasks: CueList = cueList(
  "staff-tasks",
  "name-cue",
  `
  do chase ring call take give check see review collect bleep cover escalate update phone book
  order request cannulate catheterise hand handover follow sort speak contact email fax
`,
);

/** Verbs that follow a person opening a sentence in a note ("Rose ate", "Hope remains"). */
export const predicates: CueList = cueList(
  "predicates",
  "name-cue",
  `
  is was has had ate slept went came took felt said told saw sat rang left fell got made gave kept
  remains denies reports states says feels seems appears needs wants likes enjoys enjoyed
  continues tolerates tolerating complains complaining requests asks agrees understands lives
  walks aware informed notified updated present visited attended called phoned declined refused
  settled mobilised mobilized became remained
`,
);

/** Verbs only a person does, after a sentence-opening word no list knows ("Tamsin denies"). */
export const personVerbs: CueList = cueList(
  "person-verbs",
  "name-cue",
  `
  reports reported denies denied states stated says said feels felt complains complained
  understands understood agrees agreed declined refused ate slept walked mobilised mobilized
  attended visited wants wishes asks asked requested requests enjoys enjoyed lives smokes drinks
  works remembers recalls thinks told phoned rang called telephoned arrived presents presented
  attends requesting describes described mentions mentioned explains explained worries
`,
);

/** A person's state after "is"/"was": "Rose is settled", "Zorvath was tearful", "is very anxious". */
export const personStates: CueList = cueList(
  "person-states",
  "name-cue",
  `
  comfortable settled anxious alert stable agitated confused tearful calm pleasant asleep awake
  independent aware keen happy unhappy upset worried orientated oriented distressed drowsy chatty
  cheerful quiet withdrawn cooperative co-operative compliant reluctant able unable pain-free
  afebrile mobile bedbound sleeping eating drinking mobilising mobilizing resting smiling walking
  talking
`,
);

/** Verbs of a clinician after an initial and a surname: "J. Field reviewed", "S OH EXAMINED". */
export const staffVerbs: CueList = cueList(
  "staff-verbs",
  "name-cue",
  `
  reviewed saw examined assessed discussed spoke called phoned explained agreed advised prescribed
  referred aware notified informed updated documented wrote dressed redressed took gave
  administered inserted removed reports reported states stated visited attended
`,
);

/**
 * What follows a relative's name after a family word, closing the slot: "dtr kalaivani to call
 * back", "son subhajit visiting pm", "neighbour vikas checks daily", "wife NEHA TO VISIT".
 */
export const afterKinName: CueList = cueList(
  "after-kin-name",
  "name-cue",
  `
  to visiting visited visits aware present will was is has had at checks checked rang called
  phoned translated drives drove lives lived updated informed brings brought staying stays
  collecting collected accompanying accompanied attended attending agrees agreed came comes
  arrived arrives left stayed asked asks
  # "with her daughter karlien who came with her today": the relative clause after the name.
  who
`,
);

/**
 * What a person opening a sentence does, that no drug, test or abbreviation does: "Nneka
 * translated.", "rakesh to visit on the 3rd", "Ifeoma rang re results", "Kumaran has our
 * number", "Jeyanthi settled", "Wee Hui Min lives in Geylang" (read with what follows in
 * subject-follower-name.ts).
 */
export const subjectActs: CueList = cueList(
  "subject-acts",
  "name-cue",
  `
  translated interpreted rang phoned settled lives
`,
);
