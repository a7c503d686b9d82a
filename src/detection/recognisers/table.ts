// The one table of the engine: every recogniser module and engine pass, sorted by id (a test
// checks). Adding a recogniser is one new file in its family folder plus one line here.

import { extendCommaGivenPass } from "../extend-comma-given.ts";
import { extendFieldSurnamePass } from "../extend-field-surname.ts";
import { extendGivenBeforePass } from "../extend-given-before.ts";
import { extendInitialsPass } from "../extend-initials.ts";
import { extendJoinedNamesPass } from "../extend-joined-names.ts";
import { extendLineageNamesPass } from "../extend-lineage-names.ts";
import { extendParticleSurnamePass } from "../extend-particle-surname.ts";
import { extendSurnameFirstPass } from "../extend-surname-first.ts";
import { extendTrailingInitialPass } from "../extend-trailing-initial.ts";
import { propagateNamesPass } from "../propagate-names.ts";
import type { RecogniserModule } from "../recogniser.ts";
import type { EnginePass } from "../rule.ts";
import { ageRecogniser } from "./dates/age.ts";
import { ageAfterBirthDateRecogniser } from "./dates/age-after-birth-date.ts";
import { ageLabelRecogniser } from "./dates/age-label.ts";
import { ageSlashSexRecogniser } from "./dates/age-slash-sex.ts";
import { dateFragmentRecogniser } from "./dates/date-fragment.ts";
import { dateNumericRecogniser } from "./dates/date-numeric.ts";
import { dateTextRecogniser } from "./dates/date-text.ts";
import { dayAfterPlanRecogniser } from "./dates/day-after-plan.ts";
import { handoverRowAgeRecogniser } from "./dates/handover-row-age.ts";
import { informalAgeRecogniser } from "./dates/informal-age.ts";
import { ordinalDayRecogniser } from "./dates/ordinal-day.ts";
import { rowAgeRecogniser } from "./dates/row-age.ts";
import { yearRecogniser } from "./dates/year.ts";
import { addressBlockRecogniser } from "./layout/address-block.ts";
import { addresseeBlockRecogniser } from "./layout/addressee-block.ts";
import { columnTableRecogniser } from "./layout/column-table.ts";
import { headerFieldRecogniser } from "./layout/header-field.ts";
import { hl7SegmentRecogniser } from "./layout/hl7-segment.ts";
import { personRowIdRecogniser } from "./layout/person-row-id.ts";
import { rowIdRecogniser } from "./layout/row-id.ts";
import { rowNameRecogniser } from "./layout/row-name.ts";
import { tableNameRecogniser } from "./layout/table-name.ts";
import { awareNameRecogniser } from "./names/aware-name.ts";
import { bareNameLabelRecogniser } from "./names/bare-name-label.ts";
import { bedRowNameRecogniser } from "./names/bed-row-name.ts";
import { bracketRoleNameRecogniser } from "./names/bracket-role-name.ts";
import { capitalisedNameRecogniser } from "./names/capitalised-name.ts";
import { chatSenderNameRecogniser } from "./names/chat-sender-name.ts";
import { commaRowNameRecogniser } from "./names/comma-row-name.ts";
import { contactFollowerNameRecogniser } from "./names/contact-follower-name.ts";
import { contactShapeNameRecogniser } from "./names/contact-shape-name.ts";
import { credentialNameRecogniser } from "./names/credential-name.ts";
import { dictationInitialsRecogniser } from "./names/dictation-initials.ts";
import { fieldPersonNameRecogniser } from "./names/field-person-name.ts";
import { initialSurnameSlotRecogniser } from "./names/initial-surname-slot.ts";
import { initialsFieldRecogniser } from "./names/initials-field.ts";
import { kinFollowerNameRecogniser } from "./names/kin-follower-name.ts";
import { letterNameRecogniser } from "./names/letter-name.ts";
import { lexiconNameRecogniser } from "./names/lexicon-name.ts";
import { mentionNameRecogniser } from "./names/mention-name.ts";
import { messageNameRecogniser } from "./names/message-name.ts";
import { nameBeforeBirthRecogniser } from "./names/name-before-birth.ts";
import { nameColumnRowsRecogniser } from "./names/name-column-rows.ts";
import { numberedRowNameRecogniser } from "./names/numbered-row-name.ts";
import { relativeNameRecogniser } from "./names/relative-name.ts";
import { roleNameRecogniser } from "./names/role-name.ts";
import { rolePhraseNameRecogniser } from "./names/role-phrase-name.ts";
import { selfIntroductionNameRecogniser } from "./names/self-introduction-name.ts";
import { shapedNameRecogniser } from "./names/shaped-name.ts";
import { signMarkNameRecogniser } from "./names/sign-mark-name.ts";
import { signOffNameRecogniser } from "./names/sign-off-name.ts";
import { signatureInitialsRecogniser } from "./names/signature-initials.ts";
import { signatureNameRecogniser } from "./names/signature-name.ts";
import { signatureRoleNameRecogniser } from "./names/signature-role-name.ts";
import { signedNameRecogniser } from "./names/signed-name.ts";
import { staffSubjectNameRecogniser } from "./names/staff-subject-name.ts";
import { subjectFollowerNameRecogniser } from "./names/subject-follower-name.ts";
import { subjectNameRecogniser } from "./names/subject-name.ts";
import { teamRowNameRecogniser } from "./names/team-row-name.ts";
import { threadSenderRecogniser } from "./names/thread-sender.ts";
import { titleNameRecogniser } from "./names/title-name.ts";
import { visitObjectNameRecogniser } from "./names/visit-object-name.ts";
import { wordNameRecogniser } from "./names/word-name.ts";
import { abhaAddressRecogniser } from "./numbers/abha-address.ts";
import { accessionShapedRecogniser } from "./numbers/accession-shaped.ts";
import { bedRowIdRecogniser } from "./numbers/bed-row-id.ts";
import { bracketedCodeRecogniser } from "./numbers/bracketed-code.ts";
import { callsignShapedRecogniser } from "./numbers/callsign-shaped.ts";
import { checkLetterCodesRecogniser } from "./numbers/check-letter-codes.ts";
import { contactSlotPhoneRecogniser } from "./numbers/contact-slot-phone.ts";
import { councilNumberRecogniser } from "./numbers/council-number.ts";
import { dottedRecordLabelRecogniser } from "./numbers/dotted-record-label.ts";
import { emailRecogniser } from "./numbers/email.ts";
import { eventRefRecogniser } from "./numbers/event-ref.ts";
import { extensionNumberRecogniser } from "./numbers/extension-number.ts";
import { fieldCellIdRecogniser } from "./numbers/field-cell-id.ts";
import { idAfterNameRecogniser } from "./numbers/id-after-name.ts";
import { idBesideLabelRecogniser } from "./numbers/id-beside-label.ts";
import { ipAddressRecogniser } from "./numbers/ip-address.ts";
import { labelledReferenceRecogniser } from "./numbers/labelled-reference.ts";
import { medicareMbiRecogniser } from "./numbers/medicare-mbi.ts";
import { nationalIdRecogniser } from "./numbers/national-id.ts";
import { numberedRefRecogniser } from "./numbers/numbered-ref.ts";
import { phoneRecogniser } from "./numbers/phone.ts";
import { providerNumberRecogniser } from "./numbers/provider-number.ts";
import { recordNumberRecogniser } from "./numbers/record-number.ts";
import { referralLineIdRecogniser } from "./numbers/referral-line-id.ts";
import { registrationNumberRecogniser } from "./numbers/registration-number.ts";
import { rowSpacedIdRecogniser } from "./numbers/row-spaced-id.ts";
import { slashJoinedIdRecogniser } from "./numbers/slash-joined-id.ts";
import { spacedDigitIdRecogniser } from "./numbers/spaced-digit-id.ts";
import { spokenDigitsRecogniser } from "./numbers/spoken-digits.ts";
import { ssnRecogniser } from "./numbers/ssn.ts";
import { ukPostcodeRecogniser } from "./numbers/uk-postcode.ts";
import { urlRecogniser } from "./numbers/url.ts";
import { uuidRecogniser } from "./numbers/uuid.ts";
import { vehiclePlateSlotRecogniser } from "./numbers/vehicle-plate-slot.ts";
import { worldIdRecogniser } from "./numbers/world-id.ts";
import { worldLabelledIdRecogniser } from "./numbers/world-labelled-id.ts";
import { worldPhoneRecogniser } from "./numbers/world-phone.ts";
import { worldPostcodeRecogniser } from "./numbers/world-postcode.ts";
import { zipRecogniser } from "./numbers/zip.ts";
import { employerRecogniser } from "./organisations/employer.ts";
import { employerBeforeKindRecogniser } from "./organisations/employer-before-kind.ts";
import { facilityRecogniser } from "./organisations/facility.ts";
import { facilityAfterAddresseeRecogniser } from "./organisations/facility-after-addressee.ts";
import { facilityAfterCallerRecogniser } from "./organisations/facility-after-caller.ts";
import { facilityAfterClinicianRecogniser } from "./organisations/facility-after-clinician.ts";
import { facilityAfterMovementRecogniser } from "./organisations/facility-after-movement.ts";
import { facilityAfterSelfIntroductionRecogniser } from "./organisations/facility-after-self-introduction.ts";
import { facilityAfterUnderRecogniser } from "./organisations/facility-after-under.ts";
import { facilityBranchRecogniser } from "./organisations/facility-branch.ts";
import { facilityFieldRecogniser } from "./organisations/facility-field.ts";
import { facilityHeadFirstRecogniser } from "./organisations/facility-head-first.ts";
import { facilityOfNameRecogniser } from "./organisations/facility-of-name.ts";
import { governmentFacilityRecogniser } from "./organisations/government-facility.ts";
import { hospitalRecogniser } from "./organisations/hospital.ts";
import { hospitalAfterRegistrationRecogniser } from "./organisations/hospital-after-registration.ts";
import { hospitalAfterWardRecogniser } from "./organisations/hospital-after-ward.ts";
import { hospitalBeforeUnitRecogniser } from "./organisations/hospital-before-unit.ts";
import { institutionLineRecogniser } from "./organisations/institution-line.ts";
import { insurerFieldRecogniser } from "./organisations/insurer-field.ts";
import { letterheadNameRecogniser } from "./organisations/letterhead-name.ts";
import { maoriProviderRecogniser } from "./organisations/maori-provider.ts";
import { missionHospitalRecogniser } from "./organisations/mission-hospital.ts";
import { orgLineRecogniser } from "./organisations/org-line.ts";
import { organisationBeforeAttentionRecogniser } from "./organisations/organisation-before-attention.ts";
import { organizationRecogniser } from "./organisations/organization.ts";
import { pharmacyBeforeDispensingRecogniser } from "./organisations/pharmacy-before-dispensing.ts";
import { possessiveHospitalRecogniser } from "./organisations/possessive-hospital.ts";
import { practiceAfterGpRecogniser } from "./organisations/practice-after-gp.ts";
import { saintRoyalRecogniser } from "./organisations/saint-royal.ts";
import { schoolAfterYearRecogniser } from "./organisations/school-after-year.ts";
import { titleLineSenderRecogniser } from "./organisations/title-line-sender.ts";
import { addressAfterAgedOfRecogniser } from "./places/address-after-aged-of.ts";
import { addressAfterConveyanceRecogniser } from "./places/address-after-conveyance.ts";
import { blockUnitNumberRecogniser } from "./places/block-unit-number.ts";
import { cityStateRecogniser, townBeforeStateCodeRecogniser } from "./places/city-state.ts";
import { civicNumberStreetRecogniser } from "./places/civic-number-street.ts";
import { flatPrefixRecogniser } from "./places/flat-prefix.ts";
import { homeTownRecogniser } from "./places/home-town.ts";
import { houseNameWordsRecogniser } from "./places/house-name-words.ts";
import { labelledPlaceRecogniser } from "./places/labelled-place.ts";
import { landmarkStreetRecogniser } from "./places/landmark-street.ts";
import { localityHeadRecogniser } from "./places/locality-head.ts";
import { placeAfterWasAtRecogniser } from "./places/place-after-was-at.ts";
import { placeCueRecogniser } from "./places/place-cue.ts";
import { policeStationRecogniser } from "./places/police-station.ts";
import { priorStudySiteRecogniser } from "./places/prior-study-site.ts";
import { reLineTownRecogniser } from "./places/re-line-town.ts";
import { regionRecogniser } from "./places/region.ts";
import { schoolAfterAttendsRecogniser } from "./places/school-after-attends.ts";
import { streetAddressRecogniser } from "./places/street-address.ts";
import { streetCornerRecogniser } from "./places/street-corner.ts";
import { streetLineRecogniser } from "./places/street-line.ts";
import { townAfterFrenchARecogniser } from "./places/town-after-french-a.ts";
import { townAfterHomeRecogniser } from "./places/town-after-home.ts";
import { townAfterHomeNounRecogniser } from "./places/town-after-home-noun.ts";
import { townAfterInRecogniser } from "./places/town-after-in.ts";
import { townAfterOfRecogniser } from "./places/town-after-of.ts";
import { townAfterPersonFromRecogniser } from "./places/town-after-person-from.ts";
import { townAfterPlaceCommaRecogniser } from "./places/town-after-place-comma.ts";
import { townAfterSpokenCommaRecogniser } from "./places/town-after-spoken-comma.ts";
import { townAfterStreetRecogniser } from "./places/town-after-street.ts";
import { townBeforePostcodeRecogniser } from "./places/town-before-postcode.ts";
import { townOnRiverRecogniser } from "./places/town-on-river.ts";
import { townOpeningFromRecogniser } from "./places/town-opening-from.ts";
import { unitBlockRecogniser } from "./places/unit-block.ts";
import { wardNameRecogniser } from "./places/ward-name.ts";

/** Every recogniser the engine runs, sorted by id. Order does not decide anything: overlaps are settled by declared level and priority (resolve-overlaps.ts). */
export const RECOGNISER_TABLE: readonly RecogniserModule[] = [
  abhaAddressRecogniser,
  accessionShapedRecogniser,
  addressAfterAgedOfRecogniser,
  addressAfterConveyanceRecogniser,
  addressBlockRecogniser,
  addresseeBlockRecogniser,
  ageRecogniser,
  ageAfterBirthDateRecogniser,
  ageLabelRecogniser,
  ageSlashSexRecogniser,
  awareNameRecogniser,
  bareNameLabelRecogniser,
  bedRowIdRecogniser,
  bedRowNameRecogniser,
  blockUnitNumberRecogniser,
  bracketRoleNameRecogniser,
  bracketedCodeRecogniser,
  callsignShapedRecogniser,
  capitalisedNameRecogniser,
  chatSenderNameRecogniser,
  checkLetterCodesRecogniser,
  cityStateRecogniser,
  civicNumberStreetRecogniser,
  columnTableRecogniser,
  commaRowNameRecogniser,
  contactFollowerNameRecogniser,
  contactShapeNameRecogniser,
  contactSlotPhoneRecogniser,
  councilNumberRecogniser,
  credentialNameRecogniser,
  dateFragmentRecogniser,
  dateNumericRecogniser,
  dateTextRecogniser,
  dayAfterPlanRecogniser,
  dictationInitialsRecogniser,
  dottedRecordLabelRecogniser,
  emailRecogniser,
  employerRecogniser,
  employerBeforeKindRecogniser,
  eventRefRecogniser,
  extensionNumberRecogniser,
  facilityRecogniser,
  facilityAfterAddresseeRecogniser,
  facilityAfterCallerRecogniser,
  facilityAfterClinicianRecogniser,
  facilityAfterMovementRecogniser,
  facilityAfterSelfIntroductionRecogniser,
  facilityAfterUnderRecogniser,
  facilityBranchRecogniser,
  facilityFieldRecogniser,
  facilityHeadFirstRecogniser,
  facilityOfNameRecogniser,
  fieldCellIdRecogniser,
  fieldPersonNameRecogniser,
  flatPrefixRecogniser,
  governmentFacilityRecogniser,
  handoverRowAgeRecogniser,
  headerFieldRecogniser,
  hl7SegmentRecogniser,
  homeTownRecogniser,
  hospitalRecogniser,
  hospitalAfterRegistrationRecogniser,
  hospitalAfterWardRecogniser,
  hospitalBeforeUnitRecogniser,
  houseNameWordsRecogniser,
  idAfterNameRecogniser,
  idBesideLabelRecogniser,
  informalAgeRecogniser,
  initialSurnameSlotRecogniser,
  initialsFieldRecogniser,
  institutionLineRecogniser,
  insurerFieldRecogniser,
  ipAddressRecogniser,
  kinFollowerNameRecogniser,
  labelledPlaceRecogniser,
  labelledReferenceRecogniser,
  landmarkStreetRecogniser,
  letterNameRecogniser,
  letterheadNameRecogniser,
  lexiconNameRecogniser,
  localityHeadRecogniser,
  maoriProviderRecogniser,
  medicareMbiRecogniser,
  mentionNameRecogniser,
  messageNameRecogniser,
  missionHospitalRecogniser,
  nameBeforeBirthRecogniser,
  nameColumnRowsRecogniser,
  nationalIdRecogniser,
  numberedRefRecogniser,
  numberedRowNameRecogniser,
  ordinalDayRecogniser,
  orgLineRecogniser,
  organisationBeforeAttentionRecogniser,
  organizationRecogniser,
  personRowIdRecogniser,
  pharmacyBeforeDispensingRecogniser,
  phoneRecogniser,
  placeAfterWasAtRecogniser,
  placeCueRecogniser,
  policeStationRecogniser,
  possessiveHospitalRecogniser,
  practiceAfterGpRecogniser,
  priorStudySiteRecogniser,
  providerNumberRecogniser,
  reLineTownRecogniser,
  recordNumberRecogniser,
  referralLineIdRecogniser,
  regionRecogniser,
  registrationNumberRecogniser,
  relativeNameRecogniser,
  roleNameRecogniser,
  rolePhraseNameRecogniser,
  rowAgeRecogniser,
  rowIdRecogniser,
  rowNameRecogniser,
  rowSpacedIdRecogniser,
  saintRoyalRecogniser,
  schoolAfterAttendsRecogniser,
  schoolAfterYearRecogniser,
  selfIntroductionNameRecogniser,
  shapedNameRecogniser,
  signMarkNameRecogniser,
  signOffNameRecogniser,
  signatureInitialsRecogniser,
  signatureNameRecogniser,
  signatureRoleNameRecogniser,
  signedNameRecogniser,
  slashJoinedIdRecogniser,
  spacedDigitIdRecogniser,
  spokenDigitsRecogniser,
  ssnRecogniser,
  staffSubjectNameRecogniser,
  streetAddressRecogniser,
  streetCornerRecogniser,
  streetLineRecogniser,
  subjectFollowerNameRecogniser,
  subjectNameRecogniser,
  tableNameRecogniser,
  teamRowNameRecogniser,
  threadSenderRecogniser,
  titleLineSenderRecogniser,
  titleNameRecogniser,
  townAfterFrenchARecogniser,
  townAfterHomeRecogniser,
  townAfterHomeNounRecogniser,
  townAfterInRecogniser,
  townAfterOfRecogniser,
  townAfterPersonFromRecogniser,
  townAfterPlaceCommaRecogniser,
  townAfterSpokenCommaRecogniser,
  townAfterStreetRecogniser,
  townBeforePostcodeRecogniser,
  townBeforeStateCodeRecogniser,
  townOnRiverRecogniser,
  townOpeningFromRecogniser,
  ukPostcodeRecogniser,
  unitBlockRecogniser,
  urlRecogniser,
  uuidRecogniser,
  vehiclePlateSlotRecogniser,
  visitObjectNameRecogniser,
  wardNameRecogniser,
  wordNameRecogniser,
  worldIdRecogniser,
  worldLabelledIdRecogniser,
  worldPhoneRecogniser,
  worldPostcodeRecogniser,
  yearRecogniser,
  zipRecogniser,
];

/** The engine passes that declare rules of their own, sorted by id. */
export const ENGINE_PASSES: readonly EnginePass[] = [
  extendCommaGivenPass,
  extendFieldSurnamePass,
  extendGivenBeforePass,
  extendInitialsPass,
  extendJoinedNamesPass,
  extendLineageNamesPass,
  extendParticleSurnamePass,
  extendSurnameFirstPass,
  extendTrailingInitialPass,
  propagateNamesPass,
];
