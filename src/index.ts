/**
 * The package's main entry (`import … from "clinical-deid"`): the in-process de-identifier, and the
 * names its options take. The detection engine alone is `clinical-deid/detection`.
 */
export { PHI_TYPES, type PhiType, type Span } from "./detection/index.ts";
export { DeidError, type ErrorCode } from "./errors.ts";
export {
  createDeidentifier,
  type Deidentifier,
  type DeidentifierOptions,
  type DeidentifierStorage,
  type DeidentifyOptions,
  type InspectOptions,
} from "./library/create-deidentifier.ts";
export { DEFAULT_POLICY, POLICY_NAMES, type PolicyName } from "./policy/policies.ts";
export type { DeidentifyOutput } from "./service/deidentify-document.ts";
export type { Entity, InspectOutput } from "./service/inspect-text.ts";
export type { ReidentifyOutput } from "./service/reidentify-document.ts";
