import { PHI_TYPES, type PhiType } from "../detection/phi-type.ts";

/**
 * What a policy does to a span of one type. `token`, `surrogate` (a realistic fake of the same
 * shape) and `date_shift` (the subject's dates moved by one offset) are reversible through the
 * vault; the others are one-way.
 */
export const ACTIONS = [
  "token",
  "keep",
  "redact",
  "ssn_redacted",
  "ssn_surrogate",
  "year_only",
  "zip3",
  "age_90_plus",
  "surrogate",
  "date_shift",
] as const;
export type Action = (typeof ACTIONS)[number];

export const POLICY_NAMES = ["safe_harbor", "llm_safe", "analytics", "redact_all", "surrogate"] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];
export const DEFAULT_POLICY: PolicyName = "safe_harbor";

export interface Policy {
  readonly name: PolicyName;
  readonly description: string;
  readonly reversible: boolean;
  readonly actions: Readonly<Record<PhiType, Action>>;
}

function actions(overrides: Partial<Record<PhiType, Action>>, base: Action): Record<PhiType, Action> {
  const out = {} as Record<PhiType, Action>;
  for (const type of PHI_TYPES) out[type] = overrides[type] ?? base;
  return out;
}

/** The policy table of PRODUCT.md §5: the transformer applies it and GET /policies serves it. */
export const POLICIES: Readonly<Record<PolicyName, Policy>> = {
  safe_harbor: {
    name: "safe_harbor",
    description:
      "HIPAA Safe Harbor: every identifier becomes a reversible token; years, states and countries are kept; ages over 89 become 90+.",
    reversible: true,
    actions: actions(
      { YEAR: "keep", AGE: "age_90_plus", STATE: "keep", COUNTRY: "keep", SSN: "ssn_redacted" },
      "token",
    ),
  },
  llm_safe: {
    name: "llm_safe",
    description:
      "For language models: every PHI span, years and states included, becomes a plain-ASCII token that models copy faithfully and re-identification restores.",
    reversible: true,
    actions: actions({ SSN: "ssn_redacted" }, "token"),
  },
  analytics: {
    name: "analytics",
    description:
      "Keeps utility: dates are generalised to their year, ZIP codes to their first three digits, ages over 89 to 90+; other identifiers become tokens.",
    reversible: true,
    actions: actions(
      {
        DATE: "year_only",
        YEAR: "keep",
        AGE: "age_90_plus",
        ZIP: "zip3",
        STATE: "keep",
        COUNTRY: "keep",
        SSN: "ssn_redacted",
      },
      "token",
    ),
  },
  redact_all: {
    name: "redact_all",
    description:
      "Maximum privacy: every PHI span becomes [REDACTED] and nothing that could re-identify is stored.",
    reversible: false,
    actions: actions({}, "redact"),
  },
  surrogate: {
    name: "surrogate",
    description:
      "Text that still reads like a note: names, places, numbers and addresses become realistic fakes of the same shape, dates move by one offset per subject (weekdays and intervals kept), ages over 89 become 90+; reversible, except SSNs, which become fresh never-issued numbers with nothing kept.",
    reversible: true,
    actions: actions(
      {
        DATE: "date_shift",
        YEAR: "date_shift",
        AGE: "age_90_plus",
        STATE: "keep",
        COUNTRY: "keep",
        SSN: "ssn_surrogate",
      },
      "surrogate",
    ),
  },
};

export function isPolicyName(value: string): value is PolicyName {
  return (POLICY_NAMES as readonly string[]).includes(value);
}
