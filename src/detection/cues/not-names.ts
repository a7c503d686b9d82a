/** Words that are never read as a person's name in the slot where a recogniser looks. */
import { type CueList, cueList } from "./cue-list.ts";

/** Words after "wife", "son"... that a name list has but that are not names there. */
export const notNamesAfterRole: CueList = cueList(
  "not-names-after-role",
  "name-stop",
  `
  in is will may here at to and also see son long many can was has had did does called came
  visited aware present home soon not very who are were the her his him she they with per lives
  states said asked wants would could should might must just still both all one two three last
  first next now then today tonight tomorrow yesterday this that about for from by on out up down
  over after before again well much more most some any patient pt nurse doctor family friend
  bedside phone update updated spoke talked left arrived stayed went love care mother father
  brother sister daughter wife husband law proxy hcp
  # Orders after a staff role that are given names too ("intern: chase bloods", "sho drew bloods").
  chase drew
  # Ordinary words that Census lists as surnames and that follow a relative in notes.
  good young little close best strong sweet wise rich hope bell call north south east west early
  late back even only never always ever away quite upset tearful anxious happy ill sick alone
  brought feels says saw seen gone took gave knows keeps agrees prefers works drove flew comes
  come goes going being own same other another each every such old new older younger oldest
  youngest elder eldest lady man woman people members member house hospital room bed number side
  like hall field wood stone given full code
`,
);

/** Not a name word in any slot: function words, pronouns, verbs and roles that follow a name. */
export const slotStop: CueList = cueList(
  "slot-stop",
  "name-stop",
  `
  a an the and or but nor in is am are was were be been of to at on for with by from as so if it
  he she his her him hers they them their we our you your i me my who whom which that this these
  those there here no not none nil nobody unknown will would can could shall should may might must
  has have had did does said says saw seen see sees states stated called aware notified informed
  updated paged present bedside today tonight tomorrow yesterday re regarding about also please ok
  okay pt pts patient team sir madam doctor professor nurse colleague colleagues parent parents
  guardian carer friend friends everyone all concern home own self family son daughter wife
  husband sister brother mother father dr mr mrs ms miss mx prof rn md np pa do dds phd consultant
  registrar gp per via then than when while after before since until still now just only very well
  again up out over off into onto upon ward bed bay room
  # message shorthand: "can u call", "pls call back", "ring ur mum", "wife ngozi rang"
  u ur pls plz thx tmrw asap rang call ring txt msg
`,
);

/** Words before "aware" that a name list has but that name a group or a role there. */
export const notAwareNames: CueList = cueList(
  "not-aware-names",
  "name-stop",
  `
  charge bed site security ward night day bank agency house on call oncall manager coroner police
  school
`,
);

/** Given names that are mostly other words in notes (months, verbs, titles). */
export const stopWordsPair: CueList = cueList(
  "stop-words-pair",
  "name-stop",
  `
  may june april august will see case major general sir king long dean chase page
`,
);

/** Frequent two-letter surnames that are also abbreviations (nasogastric, "history of"...). */
export const shortSurnamesAlsoAbbreviations: CueList = cueList(
  "short-surnames-also-abbreviations",
  "never-a-name",
  `
  ng le ho
`,
);

/**
 * Ordinary Māori words of the names of New Zealand's national health bodies ("Te Whatu Ora",
 * Health New Zealand; "Whakarongorau Aotearoa", "Aotearoa" being New Zealand), which are no
 * personal names. From Te Aka Māori Dictionary (public) by hand. Words
 * of local providers' and services' names ("hauora", "whānau", "kaupapa") stay out: a provider is
 * a facility, PHI, and a name candidate over it helps find it.
 */
export const maoriServiceWords: CueList = cueList(
  "maori-service-words",
  "never-a-name",
  `
  whatu aotearoa
`,
);

/** Capitalised words after "Surname," that are seldom the given name there. */
export const notGiven: CueList = cueList(
  "not-given",
  "never-a-name",
  `
  will may see case long major general page
`,
);

/** Words that follow a lower-case given name without being its surname ("priya states"). */
export const notSurnamesAfterGiven: CueList = cueList(
  "not-surnames-after-given",
  "name-stop",
  `
  states reports says agrees notes wants feels aware called said has had was is will may can did
  does
`,
);

/** Words a greeting or messaging verb is followed by that are never names. */
export const notGreeted: CueList = cueList(
  "not-greeted",
  "name-stop",
  `
  all team guys everyone there again both folks hun mate doc you u ya ye so much lots very love
  babe dear back round through pls plz asap me us them him her ward bleep switchboard pharmacy gp
  ok okay yes no nurse sister
`,
);

/** Days and months that follow a role without naming anyone ("a counsellor Friday"). */
export const roleNotNames: CueList = cueList(
  "role-not-names",
  "name-stop",
  `
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat
  sun january february march april june july august september october november december jan feb
  mar apr jun jul aug sep sept oct nov dec today tomorrow tonight yesterday
  # The ward round after the take ("consultant post-take", "reg post take ward round").
  post
`,
);

/** Words after "by" that name no one: "by phone", "by the team", "by physio". */
export const notAgents: CueList = cueList(
  "not-agents",
  "name-stop",
  `
  phone telephone post email letter video team staff ward nurses doctors family patient pt self
  myself himself herself
`,
);

/** Words that follow a title without being a name ("Dr. aware", "MD/Dr. order"). */
export const notAfterTitle: CueList = cueList(
  "not-after-title",
  "name-stop",
  `
  aware notified paged called made order orders ordered office team here in at on to and of the
  was is said note with for re who will has by or a an x
`,
);

/**
 * Words after "<name> <number>" that make the number an age or a time of life, not a score:
 * "Kofi 3 months", "Ama 6 mths" (score-slot.ts; years and sex letters come from ages.ts).
 */
export const notScoreUnits: CueList = cueList(
  "not-score-units",
  "age-cue",
  `
  months month mo mos mth mths old
`,
);

/** Words after "<name> <number>" that make the number a time of day: "Kofi 2pm", "Ama 10 am". */
export const notScoreTimes: CueList = cueList(
  "not-score-times",
  "unit",
  `
  am pm hrs hr h oclock noon midday
`,
);

/**
 * Words after a possessive name that make it a thing named after someone ("Hartmann's for
 * maintenance", "Ringer's in theatre"): a person's possessive is followed by what is theirs.
 */
export const afterEponymPossessive: CueList = cueList(
  "after-eponym-possessive",
  "function-word",
  `
  for in with on via over or and at as if
`,
);

/**
 * Labels of a medicine's field ("Drug: Fostair Nexthaler", "Medication: Calcichew Forte"): the
 * capitalised words right after them, or in a table column under them, name a preparation.
 */
export const medicineLabels: CueList = cueList(
  "medicine-labels",
  "label",
  `
  drug drugs medication medications medicine medicines preparation
`,
);

/** Words before a possessive name that make it a place ("at Kofi's", "to Ama's"). */
export const beforePlacePossessive: CueList = cueList(
  "before-place-possessive",
  "function-word",
  `
  at to from
`,
);

/**
 * Words a maker adds to a brand to name a strength, a form or a variant of its product ("Calcichew
 * Forte", "Nurofen Plus", "Aquacel Ag", "Mepilex Border", "Lemsip Max"): after a capitalised word
 * that is no listed given name, the pair names a product, not a person. General knowledge of how
 * medicines and dressings are sold, written by hand.
 */
export const preparationModifiers: CueList = cueList(
  "preparation-modifiers",
  "clinical-term",
  `
  forte plus max duo retard mite junior osteo extra ag gentle border lite rapid advance control
  dual instants continus chrono paediatric pediatric infant xl cr la odt
  # Inhaler and pen devices sold under a brand ("Seretide Diskus", "Spiriva Respimat"); words
  # ending in "-haler" are read by their ending (readers/product-pair.ts).
  diskus respimat ellipta genuair spiromax novolizer aerolizer easi mups flexpen kwikpen solostar
  penfill
`,
);

/** Frequencies after a preparation and a dash in a medication list ("Calcichew Forte - one daily"). */
export const listFrequencies: CueList = cueList(
  "list-frequencies",
  "clinical-term",
  `
  daily once twice nocte mane bd tds qds qid prn stat weekly nightly
`,
);
