import { DATE_EXAMPLES } from "./dates.ts";
import type { RuleExample } from "./example.ts";
import { HL7_EXAMPLES } from "./layout-hl7.ts";
import { NAME_EVIDENCE_EXAMPLES } from "./name-evidence.ts";
import { NAME_EXAMPLES } from "./names.ts";
import { NUMBER_EXAMPLES } from "./numbers.ts";
import { NUMBER_LABEL_EXAMPLES } from "./numbers-labels.ts";
import { NUMBER_SLOT_EXAMPLES } from "./numbers-slots.ts";
import { NUMBER_WORLD_EXAMPLES } from "./numbers-world.ts";
import { ORGANISATION_EXAMPLES } from "./organisations.ts";
import { PLACE_EXAMPLES } from "./places.ts";
import { PLACE_FACILITY_EXAMPLES } from "./places-facilities.ts";
import { PLACE_TOWN_EXAMPLES } from "./places-towns.ts";
import { PLACE_WORLD_EXAMPLES } from "./places-world.ts";
import { WORLD_FORM_EXAMPLES } from "./world-forms.ts";

/** Every rule's examples, family by family (the families of src/detection/rules-*.ts). */
export const RULE_EXAMPLES: readonly (readonly [family: string, examples: readonly RuleExample[]])[] = [
  ["numbers", NUMBER_EXAMPLES],
  ["numbers-world", NUMBER_WORLD_EXAMPLES],
  ["dates", DATE_EXAMPLES],
  ["names", NAME_EXAMPLES],
  ["name-evidence", NAME_EVIDENCE_EXAMPLES],
  ["places", PLACE_EXAMPLES],
  ["places-facilities", PLACE_FACILITY_EXAMPLES],
  ["places-world", PLACE_WORLD_EXAMPLES],
  ["places-towns", PLACE_TOWN_EXAMPLES],
  ["organisations", ORGANISATION_EXAMPLES],
  ["numbers-labels", NUMBER_LABEL_EXAMPLES],
  ["numbers-slots", NUMBER_SLOT_EXAMPLES],
  ["world-forms", WORLD_FORM_EXAMPLES],
  ["layout-hl7", HL7_EXAMPLES],
];

export const ALL_RULE_EXAMPLES: readonly RuleExample[] = RULE_EXAMPLES.flatMap(([, examples]) => examples);
