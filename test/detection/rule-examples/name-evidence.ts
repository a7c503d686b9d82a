import type { RuleExample } from "./example.ts";

export const NAME_EVIDENCE_EXAMPLES: readonly RuleExample[] = [];
