import type { Span } from "../detection/span.ts";
import { placeParts } from "./place-parts.ts";
import type { Policy } from "./policies.ts";
import { type PolicySpan, safeHarborAges } from "./safe-harbor-ages.ts";
import { planTransform, type Replacement } from "./transform.ts";

/**
 * The policy stage: a document's spans (engine and known values) read as the policy needs them —
 * places split into their parts, ages over 89 found and birth dates over 89 marked — then what the
 * policy does to each. Pure; `requestTime` is the reference for "implies an age over 89".
 */
export function decide(
  text: string,
  spans: readonly Span[],
  policy: Policy,
  requestTime: Date,
): { readonly spans: PolicySpan[]; readonly plan: Replacement[] } {
  const read = safeHarborAges(text, placeParts(text, spans), requestTime);
  return { spans: read, plan: planTransform(text, read, policy) };
}
