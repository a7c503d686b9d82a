/** The word-mask and cue-mask bits by name (word-bits.ts re-exports them): a bit's number is its place in a sorted list. */
/**
 * The bits of the word mask, by name, sorted: a bit's number is its place in this list, never
 * written by hand (a test checks the list is sorted, unique and fits 31 bits). Add a name here and
 * a constant below.
 */
const WORD_MASK_BITS = [
  "address-cue",
  "aware-cue",
  "city-head",
  "city-tail",
  "clinical",
  "contact-cue",
  "country",
  "credential",
  "date-fragment-cue",
  "date-word",
  "facility-head",
  "first-name",
  "home-cue",
  "hospital-head",
  "hospital-tail",
  "institution",
  "label-end",
  "letter-cue",
  "major-city-head",
  "organization-cue",
  "phrase-tail",
  "place-preposition",
  "record-cue",
  "region-word",
  "relative-cue",
  "spelled-age",
  "staff-role",
  "state-head",
  "surname",
  "title",
  "vocabulary",
] as const;

/** The bits of the cue mask (TokenStream.cues), likewise by sorted name. */
const CUE_MASK_BITS = [
  "ask",
  "commonwealth",
  "council-head",
  "daughter-connector",
  "document-word",
  "employer-preposition",
  "event-label",
  "field-id-label",
  "institution-head",
  "listed",
  "message-open",
  "message-word",
  "number-word",
  "org-head",
  "phone-cue",
  "place-trigger",
  "place-verb",
  "reference",
  "reference-head",
  "residence",
  "role",
  "row",
  "slot-title",
  "spoken-digit",
  "town-preposition",
  "vehicle",
  "ward-head",
  "work",
  "work-verb",
  "world-id-label",
  "world-word",
] as const;

function wordBit(name: (typeof WORD_MASK_BITS)[number]): number {
  return 1 << WORD_MASK_BITS.indexOf(name);
}

function cueBit(name: (typeof CUE_MASK_BITS)[number]): number {
  return 1 << CUE_MASK_BITS.indexOf(name);
}

/** The names of both masks, for the test that keeps them sorted and within 31 bits. */
export const MASK_BIT_NAMES = { words: WORD_MASK_BITS, cues: CUE_MASK_BITS } as const;

export const VOCABULARY = wordBit("vocabulary");
export const CLINICAL = wordBit("clinical");
export const FIRST_NAME = wordBit("first-name");
export const SURNAME = wordBit("surname");
export const HOSPITAL_HEAD = wordBit("hospital-head");
export const CITY_HEAD = wordBit("city-head");
export const MAJOR_CITY_HEAD = wordBit("major-city-head");
export const STATE_HEAD = wordBit("state-head");
export const COUNTRY = wordBit("country");
export const TITLE = wordBit("title");
export const CREDENTIAL = wordBit("credential");
export const RELATIVE_CUE = wordBit("relative-cue");
export const DATE_WORD = wordBit("date-word");
export const RECORD_CUE = wordBit("record-cue");
export const PLACE_PREPOSITION = wordBit("place-preposition");
export const REGION_WORD = wordBit("region-word");
export const INSTITUTION = wordBit("institution");
export const ORGANIZATION_CUE = wordBit("organization-cue");
export const DATE_FRAGMENT_CUE = wordBit("date-fragment-cue");
export const AWARE_CUE = wordBit("aware-cue");
export const SPELLED_AGE = wordBit("spelled-age");
/** A word that stands second or later in a phrase of an indexed PhraseSet (see matchPhrase). */
export const PHRASE_TAIL = wordBit("phrase-tail");
/** A word that stands second or later in a listed hospital's name (a narrower PHRASE_TAIL). */
export const HOSPITAL_TAIL = wordBit("hospital-tail");
/** A word that stands second or later in a listed city's name, major or not (a narrower PHRASE_TAIL). */
export const CITY_TAIL = wordBit("city-tail");
/** The last word of a header label ("name" in "Patient name:"; recognisers/header-field.ts). */
export const LABEL_END = wordBit("label-end");
/** Greetings and sign-offs of a letter ("dear", "sincerely"; recognisers/letter-name.ts). */
export const LETTER_CUE = wordBit("letter-cue");
/** Words that open an address or a saint's or royal name ("address", "lives", "St", "Royal"). */
export const ADDRESS_CUE = wordBit("address-cue");
/** Staff roles and group words beside a bracketed name ("Kwame (physio)"; recognisers/bracket-role-name.ts). */
export const STAFF_ROLE = wordBit("staff-role");
/** Contact cues whose slot may hold a name by spelling alone ("d/w", "per", "via"; recognisers/contact-shape-name.ts). */
export const CONTACT_CUE = wordBit("contact-cue");
/** Heads of places named by shape ("Care Home", "Surgery", "Ltd", "School"; recognisers/facility.ts). */
export const FACILITY_HEAD = wordBit("facility-head");
/** Verbs and nouns of residence, origin and travel ("originally", "native"; recognisers/home-town.ts). */
export const HOME_CUE = wordBit("home-cue");

export const NAME_LISTED = FIRST_NAME | SURNAME;

/**
 * Cue bits: a second mask per word (TokenStream.cues), kept in the same table slot as the word
 * mask (WordBits.addCues; the cue words each module declares in its vocabulary), for loops that
 * would otherwise look a lower-case string up in a Set at every token. A word lacking the bit is in
 * none of the lists.
 */
/** Shorthand of messages no name continues into ("u", "pls", "rang"; name-evidence.ts). */
export const CUE_MESSAGE_WORD = cueBit("message-word");
/** Words of "number" closing a label ("number", "no", "nr"; recognisers/record-number.ts). */
export const CUE_NUMBER_WORD = cueBit("number-word");
/** Staff roles, grades and "by" (recognisers/role-name.ts). */
export const CUE_ROLE = cueBit("role");
/** Cues of a reference number ("no", "ref", "id"; recognisers/numbered-ref.ts). */
export const CUE_REFERENCE = cueBit("reference");
/** Head words of a reference's label ("card", "enrollee", "psi"; recognisers/numbers/labelled-reference.ts). */
export const CUE_REFERENCE_HEAD = cueBit("reference-head");
/** Column labels and heads of a list row ("relationship", "bed", "bay"; recognisers/row-name.ts). */
export const CUE_ROW = cueBit("row");
/**
 * The rare words that wake a place module ("attends", "home", "comma", "aged", "Blk", "PS",
 * "police"; each module declares its own and checks its word): the module is skipped for a text
 * with none, and its loop visits only these words instead of every number, line or capital.
 */
export const CUE_PLACE_TRIGGER = cueBit("place-trigger");
/** Digits said as words ("four", "oh", "double"; recognisers/numbers/spoken-digits.ts). */
export const CUE_SPOKEN_DIGIT = cueBit("spoken-digit");
/** Prepositions before a town ("in", "near"; recognisers/town-after-in.ts). */
export const CUE_TOWN_PREPOSITION = cueBit("town-preposition");
/** Prepositions after a work cue ("for", "at"; recognisers/employer.ts). */
export const CUE_EMPLOYER_PREPOSITION = cueBit("employer-preposition");
/** Verbs of movement before a place ("transferred", "admitted"; recognisers/place-cue.ts). */
export const CUE_PLACE_VERB = cueBit("place-verb");
/** Verbs of residence ("lives", "moved"; recognisers/place-cue.ts). */
export const CUE_RESIDENCE = cueBit("residence");
/** Verbs of work ("works", "employed"; recognisers/place-cue.ts). */
export const CUE_WORK_VERB = cueBit("work-verb");
/** Vehicles and their riders ("car", "driver"; recognisers/numbers/vehicle-plate-slot.ts). */
export const CUE_VEHICLE = cueBit("vehicle");
/** Heads of a ward's name ("ward", "unit"; recognisers/ward-name.ts). */
export const CUE_WARD_HEAD = cueBit("ward-head");
/** Words after an addressed name ("pls", "can"; recognisers/message-name.ts). */
export const CUE_ASK = cueBit("ask");
/** Words of work and occupations before an employer ("works", "retired", "cleaner"; recognisers/employer.ts). */
export const CUE_WORK = cueBit("work");
/** Words that open a message slot ("hi", "thx", "its", "ring", "from"; recognisers/message-name.ts). */
export const CUE_MESSAGE_OPEN = cueBit("message-open");
/** Heads of an institution's name ("hospital", "trust", "clinic"; recognisers/institution-line.ts). */
export const CUE_INSTITUTION_HEAD = cueBit("institution-head");
/** A word of a registered word list (word-lists.ts; TokenStream.inList): a word without it is in none. */
export const CUE_LISTED = cueBit("listed");
/** Everyday words of other languages (lexicons.worldWords; name-evidence.ts isWorldWord). */
export const CUE_WORLD_WORD = cueBit("world-word");
/** Spellings and drug names of Commonwealth English ("oedema", "paracetamol"; cues/writing-conventions.ts). */
export const CUE_COMMONWEALTH = cueBit("commonwealth");
/** Connectors of a daughter's name ("binte", "binti", "bte"; extend-lineage-names.ts). */
export const CUE_DAUGHTER_CONNECTOR = cueBit("daughter-connector");
/** The words the public-document verdict reads (lookalikes/public-document.ts DOCUMENT_VOCABULARY). */
export const CUE_DOCUMENT_WORD = cueBit("document-word");
/**
 * Any word of the phone, pager, fax and NHS cue lists (recognisers/numbers/phone.ts cueBefore): a
 * word without it is in none of them, so the look-back skips it without a Set look-up.
 */
export const CUE_PHONE_CUE = cueBit("phone-cue");
/** Titles a name slot may open with (honorifics.ts; readers/slot-name.ts skipTitle). */
export const CUE_SLOT_TITLE = cueBit("slot-title");
/** Heads closing an organisation's line ("Ltd", "Surgery", "Centre"; recognisers/organisations/org-line.ts). */
export const CUE_ORG_HEAD = cueBit("org-head");
/** Heads of a register's full name ("Council", "College"; recognisers/numbers/council-number.ts). */
export const CUE_COUNCIL_HEAD = cueBit("council-head");
/** Labels of event, service and inquiry references and call signs ("Incident", "CAD"; recognisers/numbers/event-ref.ts). */
export const CUE_EVENT_LABEL = cueBit("event-label");
/** Head words of a field table's identifier label ("accession", "mrn", "no"; recognisers/numbers/field-cell-id.ts). */
export const CUE_FIELD_ID_LABEL = cueBit("field-id-label");
/** Labels of identifiers with no check digit ("passport", "rego", "AHPRA"; recognisers/world-labelled-id.ts). */
export const CUE_WORLD_ID_LABEL = cueBit("world-id-label");
