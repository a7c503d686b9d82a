import type { RuleExample } from "./example.ts";

export const PLACE_EXAMPLES: readonly RuleExample[] = [];
