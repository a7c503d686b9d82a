import { MESSAGE_WORDS } from "../name-evidence.ts";
import {
  ADDRESS_CUE,
  AWARE_CUE,
  CONTACT_CUE,
  CREDENTIAL,
  CUE_ASK,
  CUE_EMPLOYER_PREPOSITION,
  CUE_INSTITUTION_HEAD,
  CUE_MESSAGE_OPEN,
  CUE_MESSAGE_WORD,
  CUE_NUMBER_WORD,
  CUE_PLACE_VERB,
  CUE_REFERENCE,
  CUE_RESIDENCE,
  CUE_ROLE,
  CUE_ROW,
  CUE_TOWN_PREPOSITION,
  CUE_WARD_HEAD,
  CUE_WORK,
  CUE_WORK_VERB,
  DATE_FRAGMENT_CUE,
  DATE_WORD,
  FACILITY_HEAD,
  HOME_CUE,
  INSTITUTION,
  LABEL_END,
  LETTER_CUE,
  ORGANIZATION_CUE,
  PLACE_PREPOSITION,
  RECORD_CUE,
  REGION_WORD,
  RELATIVE_CUE,
  SPELLED_AGE,
  STAFF_ROLE,
  TITLE,
} from "../word-bits.ts";
import { ADDRESS_TRIGGERS } from "./address-block.ts";
import { SPELLED_AGE_WORDS } from "./age.ts";
import { AWARE_CUES } from "./aware-name.ts";
import { BRACKET_ROLE_TRIGGERS } from "./bracket-role-name.ts";
import { CONTACT_SHAPE_TRIGGERS } from "./contact-shape-name.ts";
import { CREDENTIALS } from "./credential-name.ts";
import { DATE_FRAGMENT_TRIGGERS } from "./date-fragment.ts";
import { DATE_WORDS } from "./date-text.ts";
import { EMPLOYER_PREPOSITIONS, WORK_CUES } from "./employer.ts";
import { FACILITY_TRIGGERS } from "./facility.ts";
import { LABEL_TRIGGERS } from "./header-field.ts";
import { HOME_TOWN_TRIGGERS } from "./home-town.ts";
import { INSTITUTION_TRIGGERS } from "./hospital.ts";
import { INSTITUTION_HEADS } from "./institution-line.ts";
import { LABELLED_PLACE_TRIGGERS } from "./labelled-place.ts";
import { LETTER_TRIGGERS } from "./letter-name.ts";
import { ASK_TRIGGERS, MESSAGE_TRIGGERS } from "./message-name.ts";
import { REFERENCE_CUES } from "./numbered-ref.ts";
import { ORGANIZATION_TRIGGERS } from "./organization.ts";
import { PLACE_TRIGGERS, PLACE_VERBS, RESIDENCE, WORK_VERBS } from "./place-cue.ts";
import { NUMBER_WORDS, RECORD_CUES } from "./record-number.ts";
import { REGION_TRIGGERS } from "./region.ts";
import { RELATIVE_TRIGGERS } from "./relative-name.ts";
import { ROLE_TRIGGERS } from "./role-name.ts";
import { ROW_TRIGGERS } from "./row-name.ts";
import { SAINT_TRIGGERS } from "./saint-royal.ts";
import { TITLE_WORDS } from "./title-name.ts";
import { TOWN_PREPOSITIONS } from "./town-after-in.ts";
import { WARD_HEADS } from "./ward-name.ts";

/**
 * The words that wake each recogniser family, with the bit the engine indexes them under. Each list
 * is a collection that can be read again (an array or a set, never a one-shot iterator such as
 * `Map.keys()`): every engine built in the process indexes them.
 */
export const TRIGGERS: readonly (readonly [number, readonly string[] | ReadonlySet<string>])[] = [
  [TITLE, TITLE_WORDS],
  [CREDENTIAL, CREDENTIALS],
  [RELATIVE_CUE, RELATIVE_TRIGGERS],
  [DATE_WORD, DATE_WORDS],
  [RECORD_CUE, RECORD_CUES],
  [PLACE_PREPOSITION, PLACE_TRIGGERS],
  [REGION_WORD, REGION_TRIGGERS],
  [INSTITUTION, INSTITUTION_TRIGGERS],
  [ORGANIZATION_CUE, ORGANIZATION_TRIGGERS],
  [DATE_FRAGMENT_CUE, DATE_FRAGMENT_TRIGGERS],
  [AWARE_CUE, AWARE_CUES],
  [SPELLED_AGE, SPELLED_AGE_WORDS],
  [LABEL_END, LABEL_TRIGGERS],
  [LETTER_CUE, LETTER_TRIGGERS],
  [FACILITY_HEAD, FACILITY_TRIGGERS],
  [HOME_CUE, HOME_TOWN_TRIGGERS],
  [STAFF_ROLE, BRACKET_ROLE_TRIGGERS],
  [CONTACT_CUE, CONTACT_SHAPE_TRIGGERS],
  [ADDRESS_CUE, [...ADDRESS_TRIGGERS, ...SAINT_TRIGGERS, ...LABELLED_PLACE_TRIGGERS]],
];

/** The words of each cue bit (the second mask, TokenStream.cues; see word-bits.ts). */
export const CUE_TRIGGERS: readonly (readonly [number, readonly string[] | ReadonlySet<string>])[] = [
  [CUE_MESSAGE_WORD, MESSAGE_WORDS],
  [CUE_NUMBER_WORD, NUMBER_WORDS],
  [CUE_ROLE, ROLE_TRIGGERS],
  [CUE_REFERENCE, REFERENCE_CUES],
  [CUE_ROW, ROW_TRIGGERS],
  [CUE_PLACE_VERB, PLACE_VERBS],
  [CUE_RESIDENCE, RESIDENCE],
  [CUE_WORK_VERB, WORK_VERBS],
  [CUE_WARD_HEAD, WARD_HEADS],
  [CUE_ASK, ASK_TRIGGERS],
  [CUE_WORK, WORK_CUES],
  [CUE_TOWN_PREPOSITION, TOWN_PREPOSITIONS],
  [CUE_EMPLOYER_PREPOSITION, EMPLOYER_PREPOSITIONS],
  [CUE_MESSAGE_OPEN, MESSAGE_TRIGGERS],
  [CUE_INSTITUTION_HEAD, INSTITUTION_HEADS],
];
