// The one table of the engine: every recogniser module and engine pass, sorted by id (a test
// checks). Adding a recogniser is one new file in its family folder plus one line here.

import { extendJoinedNamesPass } from "../extend-joined-names.ts";
import { propagateNamesPass } from "../propagate-names.ts";
import type { RecogniserModule } from "../recogniser.ts";
import type { EnginePass } from "../rule.ts";
import { addressBlockRecogniser } from "./address-block.ts";
import { addresseeBlockRecogniser } from "./addressee-block.ts";
import { ageRecogniser } from "./age.ts";
import { ageAfterBirthDateRecogniser } from "./age-after-birth-date.ts";
import { awareNameRecogniser } from "./aware-name.ts";
import { bracketRoleNameRecogniser } from "./bracket-role-name.ts";
import { bracketedCodeRecogniser } from "./bracketed-code.ts";
import { capitalisedNameRecogniser } from "./capitalised-name.ts";
import { cityStateRecogniser, townBeforeStateCodeRecogniser } from "./city-state.ts";
import { columnTableRecogniser } from "./column-table.ts";
import { contactShapeNameRecogniser } from "./contact-shape-name.ts";
import { credentialNameRecogniser } from "./credential-name.ts";
import { dateFragmentRecogniser } from "./date-fragment.ts";
import { dateNumericRecogniser } from "./date-numeric.ts";
import { dateTextRecogniser } from "./date-text.ts";
import { dictationInitialsRecogniser } from "./dictation-initials.ts";
import { emailRecogniser } from "./email.ts";
import { employerRecogniser } from "./employer.ts";
import { facilityRecogniser } from "./facility.ts";
import { flatPrefixRecogniser } from "./flat-prefix.ts";
import { headerFieldRecogniser } from "./header-field.ts";
import { homeTownRecogniser } from "./home-town.ts";
import { hospitalRecogniser } from "./hospital.ts";
import { informalAgeRecogniser } from "./informal-age.ts";
import { institutionLineRecogniser } from "./institution-line.ts";
import { ipAddressRecogniser } from "./ip-address.ts";
import { labelledPlaceRecogniser } from "./labelled-place.ts";
import { letterNameRecogniser } from "./letter-name.ts";
import { lexiconNameRecogniser } from "./lexicon-name.ts";
import { messageNameRecogniser } from "./message-name.ts";
import { nationalIdRecogniser } from "./national-id.ts";
import { numberedRefRecogniser } from "./numbered-ref.ts";
import { orgLineRecogniser } from "./org-line.ts";
import { organizationRecogniser } from "./organization.ts";
import { phoneRecogniser } from "./phone.ts";
import { placeCueRecogniser } from "./place-cue.ts";
import { recordNumberRecogniser } from "./record-number.ts";
import { regionRecogniser } from "./region.ts";
import { relativeNameRecogniser } from "./relative-name.ts";
import { roleNameRecogniser } from "./role-name.ts";
import { rolePhraseNameRecogniser } from "./role-phrase-name.ts";
import { rowAgeRecogniser } from "./row-age.ts";
import { rowNameRecogniser } from "./row-name.ts";
import { saintRoyalRecogniser } from "./saint-royal.ts";
import { shapedNameRecogniser } from "./shaped-name.ts";
import { signatureInitialsRecogniser } from "./signature-initials.ts";
import { signatureNameRecogniser } from "./signature-name.ts";
import { ssnRecogniser } from "./ssn.ts";
import { staffSubjectNameRecogniser } from "./staff-subject-name.ts";
import { streetAddressRecogniser } from "./street-address.ts";
import { subjectNameRecogniser } from "./subject-name.ts";
import { tableNameRecogniser } from "./table-name.ts";
import { titleNameRecogniser } from "./title-name.ts";
import { townAfterInRecogniser } from "./town-after-in.ts";
import { ukPostcodeRecogniser } from "./uk-postcode.ts";
import { urlRecogniser } from "./url.ts";
import { wardNameRecogniser } from "./ward-name.ts";
import { wordNameRecogniser } from "./word-name.ts";
import { yearRecogniser } from "./year.ts";
import { zipRecogniser } from "./zip.ts";

/** Every recogniser the engine runs, sorted by id. Order does not decide anything: overlaps are settled by declared level and priority (resolve-overlaps.ts). */
export const RECOGNISER_TABLE: readonly RecogniserModule[] = [
  addressBlockRecogniser,
  addresseeBlockRecogniser,
  ageRecogniser,
  ageAfterBirthDateRecogniser,
  awareNameRecogniser,
  bracketRoleNameRecogniser,
  bracketedCodeRecogniser,
  capitalisedNameRecogniser,
  cityStateRecogniser,
  columnTableRecogniser,
  contactShapeNameRecogniser,
  credentialNameRecogniser,
  dateFragmentRecogniser,
  dateNumericRecogniser,
  dateTextRecogniser,
  dictationInitialsRecogniser,
  emailRecogniser,
  employerRecogniser,
  facilityRecogniser,
  flatPrefixRecogniser,
  headerFieldRecogniser,
  homeTownRecogniser,
  hospitalRecogniser,
  informalAgeRecogniser,
  institutionLineRecogniser,
  ipAddressRecogniser,
  labelledPlaceRecogniser,
  letterNameRecogniser,
  lexiconNameRecogniser,
  messageNameRecogniser,
  nationalIdRecogniser,
  numberedRefRecogniser,
  orgLineRecogniser,
  organizationRecogniser,
  phoneRecogniser,
  placeCueRecogniser,
  recordNumberRecogniser,
  regionRecogniser,
  relativeNameRecogniser,
  roleNameRecogniser,
  rolePhraseNameRecogniser,
  rowAgeRecogniser,
  rowNameRecogniser,
  saintRoyalRecogniser,
  shapedNameRecogniser,
  signatureInitialsRecogniser,
  signatureNameRecogniser,
  ssnRecogniser,
  staffSubjectNameRecogniser,
  streetAddressRecogniser,
  subjectNameRecogniser,
  tableNameRecogniser,
  titleNameRecogniser,
  townAfterInRecogniser,
  townBeforeStateCodeRecogniser,
  ukPostcodeRecogniser,
  urlRecogniser,
  wardNameRecogniser,
  wordNameRecogniser,
  yearRecogniser,
  zipRecogniser,
];

/** The engine passes that declare rules of their own, sorted by id. */
export const ENGINE_PASSES: readonly EnginePass[] = [extendJoinedNamesPass, propagateNamesPass];
