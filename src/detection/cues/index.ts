// The registry of cue lists: every list declared in src/detection/cues/ (one module per concept).
// The tests read it (duplicates, case, conflicting meanings, cues/conflicts.ts); the engine does not:
// recognisers import the lists they read from their modules.

import * as ages from "./ages.ts";
import * as businesses from "./businesses.ts";
import * as clinical from "./clinical.ts";
import * as contactVerbs from "./contact-verbs.ts";
import * as credentials from "./credentials.ts";
import type { CueList } from "./cue-list.ts";
import * as dateCues from "./date-cues.ts";
import * as dateWords from "./date-words.ts";
import * as documentOwned from "./document-owned.ts";
import * as employers from "./employers.ts";
import * as facilities from "./facilities.ts";
import * as functionWords from "./function-words.ts";
import * as hospitalServices from "./hospital-services.ts";
import * as hospitals from "./hospitals.ts";
import * as houses from "./houses.ts";
import * as idCues from "./id-cues.ts";
import * as layoutLabels from "./layout-labels.ts";
import * as letters from "./letters.ts";
import * as messaging from "./messaging.ts";
import * as months from "./months.ts";
import * as nameParticles from "./name-particles.ts";
import * as notDates from "./not-dates.ts";
import * as notIds from "./not-ids.ts";
import * as notNames from "./not-names.ts";
import * as notPlaces from "./not-places.ts";
import * as personFields from "./person-fields.ts";
import * as personVerbs from "./person-verbs.ts";
import * as phoneCues from "./phone-cues.ts";
import * as placeNames from "./place-names.ts";
import * as referenceLabels from "./reference-labels.ts";
import * as relatives from "./relatives.ts";
import * as residence from "./residence.ts";
import * as roles from "./roles.ts";
import * as serviceLines from "./service-lines.ts";
import * as streets from "./streets.ts";
import * as tableHeads from "./table-heads.ts";
import * as titles from "./titles.ts";
import * as units from "./units.ts";
import * as wards from "./wards.ts";
import * as web from "./web.ts";
import * as writingConventions from "./writing-conventions.ts";

/** Every cue module, one per concept. */
const MODULES: readonly Record<string, unknown>[] = [
  ages,
  businesses,
  clinical,
  contactVerbs,
  credentials,
  dateCues,
  dateWords,
  documentOwned,
  employers,
  facilities,
  functionWords,
  hospitalServices,
  hospitals,
  houses,
  idCues,
  layoutLabels,
  letters,
  messaging,
  months,
  nameParticles,
  notDates,
  notIds,
  notNames,
  notPlaces,
  personFields,
  personVerbs,
  phoneCues,
  placeNames,
  referenceLabels,
  relatives,
  residence,
  roles,
  serviceLines,
  streets,
  tableHeads,
  titles,
  units,
  wards,
  web,
  writingConventions,
];

function isCueList(value: unknown): value is CueList {
  return typeof value === "object" && value !== null && "meaning" in value && "words" in value;
}

/** Every cue list, in module order, then in the order each module declares them. */
export const CUE_LISTS: readonly CueList[] = MODULES.flatMap((module) =>
  Object.values(module).filter(isCueList),
);
