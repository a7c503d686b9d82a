import type { PhiType } from "../detection/phi-type.ts";
import type { Span } from "../detection/span.ts";
import { TOKEN_PREFIX, type TokenPrefix } from "../tokens/token.ts";
import { generaliseAge, generaliseDateToYear, generaliseZip } from "./operators.ts";
import type { Policy } from "./policies.ts";

/** One change the policy makes: either a fixed output or a token to be assigned by the vault. */
export type Replacement =
  | { readonly start: number; readonly end: number; readonly type: PhiType; readonly output: string }
  | {
      readonly start: number;
      readonly end: number;
      readonly type: PhiType;
      readonly token: { readonly prefix: TokenPrefix; readonly surface: string };
    };

/**
 * Decides what the policy does to each span. Spans the policy keeps are left out, so the result's
 * length is the `phi_found` count. Spans must be sorted and non-overlapping (the engine's contract).
 */
export function planTransform(text: string, spans: readonly Span[], policy: Policy): Replacement[] {
  const out: Replacement[] = [];
  for (const { type, start, end } of spans) {
    const surface = text.slice(start, end);
    const tokenise = () => out.push({ start, end, type, token: { prefix: TOKEN_PREFIX[type], surface } });
    const action = policy.actions[type];
    switch (action) {
      case "keep":
        break;
      case "token":
        tokenise();
        break;
      case "redact":
        out.push({ start, end, type, output: "[REDACTED]" });
        break;
      case "ssn_redacted":
        out.push({ start, end, type, output: "[SSN_REDACTED]" });
        break;
      case "age_90_plus":
        out.push({ start, end, type, output: generaliseAge(surface) });
        break;
      case "year_only": {
        const year = generaliseDateToYear(surface);
        if (year === undefined) tokenise();
        else out.push({ start, end, type, output: year });
        break;
      }
      case "zip3": {
        const zip = generaliseZip(surface);
        if (zip === undefined) tokenise();
        else out.push({ start, end, type, output: zip });
        break;
      }
      default:
        return unhandledAction(action);
    }
  }
  return out;
}

/** A new action that no case handles fails to compile here instead of silently keeping the PHI. */
function unhandledAction(action: never): never {
  throw new Error(`policy action without a transform: ${String(action)}`);
}

/** Writes the output text; `tokenFor(i)` gives the token assigned to replacement i. */
export function renderTransform(
  text: string,
  replacements: readonly Replacement[],
  tokenFor: (index: number) => string,
): string {
  const parts: string[] = [];
  let cursor = 0;
  replacements.forEach((replacement, index) => {
    parts.push(text.slice(cursor, replacement.start));
    parts.push("output" in replacement ? replacement.output : tokenFor(index));
    cursor = replacement.end;
  });
  parts.push(text.slice(cursor));
  return parts.join("");
}

/** `{TYPE: count}` of the replacements, in a stable key order. */
export function countByType(replacements: readonly { type: PhiType }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { type } of replacements) counts[type] = (counts[type] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}
