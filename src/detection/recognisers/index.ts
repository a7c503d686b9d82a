import type { Recogniser } from "../recogniser.ts";
import { findAddressBlocks } from "./address-block.ts";
import { findAddresseeBlocks } from "./addressee-block.ts";
import { findAges } from "./age.ts";
import { findAgesAfterBirthDates } from "./age-after-birth-date.ts";
import { findAwareNames } from "./aware-name.ts";
import { findBracketRoleNames } from "./bracket-role-name.ts";
import { findBracketedCodes } from "./bracketed-code.ts";
import { findCapitalisedNames } from "./capitalised-name.ts";
import { findCitiesAndStates, findTownsBeforeStateCodes } from "./city-state.ts";
import { findColumnTables } from "./column-table.ts";
import { findContactShapeNames } from "./contact-shape-name.ts";
import { findCredentialNames } from "./credential-name.ts";
import { findDateFragments } from "./date-fragment.ts";
import { findNumericDates } from "./date-numeric.ts";
import { findTextDates } from "./date-text.ts";
import { findDictationInitials } from "./dictation-initials.ts";
import { findEmails } from "./email.ts";
import { findEmployers } from "./employer.ts";
import { findFacilities } from "./facility.ts";
import { findFlatPrefixes } from "./flat-prefix.ts";
import { findHeaderFields } from "./header-field.ts";
import { findHomeTowns } from "./home-town.ts";
import { findHospitals } from "./hospital.ts";
import { findInformalAges } from "./informal-age.ts";
import { findInstitutionLines } from "./institution-line.ts";
import { findIpAddresses } from "./ip-address.ts";
import { findLabelledPlaces } from "./labelled-place.ts";
import { findLetterNames } from "./letter-name.ts";
import { findListedNames } from "./lexicon-name.ts";
import { findMessageNames } from "./message-name.ts";
import { findNationalIds } from "./national-id.ts";
import { findNumberedRefs } from "./numbered-ref.ts";
import { findOrgLines } from "./org-line.ts";
import { findOrganizations } from "./organization.ts";
import { findPhones } from "./phone.ts";
import { findCuedPlaces } from "./place-cue.ts";
import { findRecordNumbers } from "./record-number.ts";
import { findRegions } from "./region.ts";
import { findRelativeNames } from "./relative-name.ts";
import { findRoleNames } from "./role-name.ts";
import { findRolePhraseNames } from "./role-phrase-name.ts";
import { findRowAges } from "./row-age.ts";
import { findRowNames } from "./row-name.ts";
import { findSaintsAndRoyals } from "./saint-royal.ts";
import { findShapedNames } from "./shaped-name.ts";
import { findSignatureInitials } from "./signature-initials.ts";
import { findSignatureNames } from "./signature-name.ts";
import { findSsns } from "./ssn.ts";
import { findStaffSubjectNames } from "./staff-subject-name.ts";
import { findStreetAddresses } from "./street-address.ts";
import { findSubjectNames } from "./subject-name.ts";
import { findTableNames } from "./table-name.ts";
import { findTitledNames } from "./title-name.ts";
import { findTownsAfterIn } from "./town-after-in.ts";
import { findUkPostcodes } from "./uk-postcode.ts";
import { findUrls } from "./url.ts";
import { findWardNames } from "./ward-name.ts";
import { findWordNames } from "./word-name.ts";
import { findYears } from "./year.ts";
import { findZips } from "./zip.ts";

/** Every recogniser the engine runs. Order does not matter: overlaps are resolved afterwards. */
export const RECOGNISERS: readonly Recogniser[] = [
  findEmails,
  findUrls,
  findIpAddresses,
  findSsns,
  findPhones,
  findNumericDates,
  findTextDates,
  findDateFragments,
  findYears,
  findAges,
  findAgesAfterBirthDates,
  findRecordNumbers,
  findBracketedCodes,
  findNationalIds,
  findZips,
  findUkPostcodes,
  findStreetAddresses,
  findAddressBlocks,
  findAddresseeBlocks,
  findFlatPrefixes,
  findOrgLines,
  findTitledNames,
  findCredentialNames,
  findSignatureInitials,
  findDictationInitials,
  findAwareNames,
  findRelativeNames,
  findMessageNames,
  findTableNames,
  findRowAges,
  findInformalAges,
  findNumberedRefs,
  findHeaderFields,
  findColumnTables,
  findLetterNames,
  findSubjectNames,
  findRowNames,
  findRoleNames,
  findBracketRoleNames,
  findContactShapeNames,
  findStaffSubjectNames,
  findRolePhraseNames,
  findWordNames,
  findSignatureNames,
  findListedNames,
  findCapitalisedNames,
  findShapedNames,
  findHospitals,
  findCuedPlaces,
  findOrganizations,
  findFacilities,
  findSaintsAndRoyals,
  findHomeTowns,
  findLabelledPlaces,
  findCitiesAndStates,
  findTownsBeforeStateCodes,
  findRegions,
  findWardNames,
  findInstitutionLines,
  findTownsAfterIn,
  findEmployers,
];
