/** The document types of the world corpus. */
import { AMBULANCE } from "./ambulance.ts";
import { CLAIM } from "./claim.ts";
import { CORONER } from "./coroner.ts";
import { DISCHARGE } from "./discharge.ts";
import type { DocType } from "./doc-type.ts";
import { ED_TRIAGE } from "./ed-triage.ts";
import { FAX_COVER } from "./fax-cover.ts";
import { GP_REFERRAL } from "./gp-referral.ts";
import { HANDOVER } from "./handover.ts";
import { OPERATIVE } from "./operative.ts";
import { PATHOLOGY } from "./pathology.ts";
import { PSYCHIATRY } from "./psychiatry.ts";
import { RADIOLOGY } from "./radiology.ts";
import { REGISTRATION } from "./registration.ts";
import { SMS } from "./sms.ts";
import { SNIPPET } from "./snippet.ts";
import { SOCIAL_WORK } from "./social-work.ts";
import { TELEHEALTH } from "./telehealth.ts";
import { TRIAL_FORM } from "./trial-form.ts";
import { WORKERS_COMP } from "./workers-comp.ts";

export const WORLD_DOC_TYPES: readonly DocType[] = [
  ED_TRIAGE,
  RADIOLOGY,
  PATHOLOGY,
  OPERATIVE,
  PSYCHIATRY,
  SOCIAL_WORK,
  CORONER,
  WORKERS_COMP,
  SMS,
  TELEHEALTH,
  FAX_COVER,
  TRIAL_FORM,
  DISCHARGE,
  GP_REFERRAL,
  HANDOVER,
  SNIPPET,
  REGISTRATION,
  AMBULANCE,
  CLAIM,
];
