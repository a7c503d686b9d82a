/**
 * The widened document types of the broad PHI-free set (round 14): the writing of real PHI-free
 * clinical documents the first 24 types lacked (seventeen types). Every third broad document is one of these.
 */
import type { BroadDoc } from "../kit.ts";
import { ANTENATAL_CARD } from "./antenatal-card.ts";
import { BLANK_FORM } from "./blank-form.ts";
import { CODING } from "./coding.ts";
import { CONSENT } from "./consent.ts";
import { EQUIPMENT_CHECK } from "./equipment-check.ts";
import { FORMULARY } from "./formulary.ts";
import { HELPLINE_LEAFLET } from "./helplines.ts";
import { IMMUNISATION } from "./immunisation.ts";
import { INFECTION_CONTROL } from "./infection-control.ts";
import { MDT_OUTCOME } from "./mdt-outcome.ts";
import { MEDICATION_SAFETY } from "./medication-safety.ts";
import { ORDER_SET } from "./order-set.ts";
import { REFERENCE_RANGES } from "./reference-ranges.ts";
import { REQUEST_FORM } from "./request-form.ts";
import { SAFETY_CHECKLIST } from "./safety-checklist.ts";
import { TEACHING } from "./teaching.ts";
import { TIMETABLE } from "./timetable.ts";

export const WIDE_DOCS: readonly BroadDoc[] = [
  IMMUNISATION,
  HELPLINE_LEAFLET,
  SAFETY_CHECKLIST,
  BLANK_FORM,
  CONSENT,
  ORDER_SET,
  CODING,
  REFERENCE_RANGES,
  TIMETABLE,
  TEACHING,
  FORMULARY,
  ANTENATAL_CARD,
  MEDICATION_SAFETY,
  EQUIPMENT_CHECK,
  INFECTION_CONTROL,
  REQUEST_FORM,
  MDT_OUTCOME,
];
