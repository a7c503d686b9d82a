/** The document types of the broad PHI-free set. */
import type { BroadDoc } from "../kit.ts";
import { ALLIED_HEALTH } from "./allied-health.ts";
import { ANTENATAL } from "./antenatal.ts";
import { CARE_PLAN } from "./care-plan.ts";
import { COMMUNITY } from "./community.ts";
import { DOSING } from "./dosing.ts";
import { DRUG_CHART } from "./drug-chart.ts";
import { EXAM_NOTE } from "./exam-note.ts";
import { FRACTURE_CLINIC } from "./fracture-clinic.ts";
import { GUIDELINE } from "./guideline.ts";
import { GUIDELINE_DENSE } from "./guideline-dense.ts";
import { HANDOVER } from "./handover.ts";
import { ICU_CHART } from "./icu-chart.ts";
import { IMAGING } from "./imaging.ts";
import { LAB_REPORT } from "./lab-report.ts";
import { LEAFLET } from "./leaflet.ts";
import { MATERNITY } from "./maternity.ts";
import { MED_CHART } from "./med-chart.ts";
import { MENTAL_HEALTH } from "./mental-health.ts";
import { OPERATIVE } from "./operative.ts";
import { SCORE_SHEET } from "./score-sheet.ts";
import { SCORES } from "./scores.ts";
import { TRIAGE } from "./triage.ts";
import { WARD_ROUND } from "./ward-round.ts";
import { WOUND } from "./wound.ts";

export const BROAD_DOCS: readonly BroadDoc[] = [
  MED_CHART,
  LAB_REPORT,
  ICU_CHART,
  SCORES,
  WOUND,
  CARE_PLAN,
  LEAFLET,
  GUIDELINE,
  TRIAGE,
  WARD_ROUND,
  HANDOVER,
  MATERNITY,
  MENTAL_HEALTH,
  FRACTURE_CLINIC,
  COMMUNITY,
  DOSING,
  OPERATIVE,
  IMAGING,
  ALLIED_HEALTH,
  GUIDELINE_DENSE,
  SCORE_SHEET,
  DRUG_CHART,
  EXAM_NOTE,
  ANTENATAL,
];
