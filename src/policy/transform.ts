import type { PhiType } from "../detection/phi-type.ts";
import { OVER_89 } from "../surrogates/date-shift.ts";
import { cryptoRng, type Rng } from "../surrogates/rng.ts";
import { surrogateSsn } from "../surrogates/values.ts";
import { TOKEN_PREFIX, type TokenPrefix } from "../tokens/token.ts";
import { generaliseAge, generaliseDateToYear, generaliseZip } from "./operators.ts";
import type { Policy } from "./policies.ts";
import type { PolicySpan } from "./safe-harbor-ages.ts";

interface At {
  readonly start: number;
  readonly end: number;
  readonly type: PhiType;
}

/**
 * One change the policy makes: a fixed output, or a value the vault decides — a token, a
 * surrogate, or a date moved by the scope's offset.
 */
export type Replacement =
  | (At & { readonly output: string })
  | (At & { readonly token: { readonly prefix: TokenPrefix; readonly surface: string } })
  | (At & { readonly surrogate: { readonly prefix: TokenPrefix; readonly surface: string } })
  | (At & { readonly shift: { readonly prefix: TokenPrefix; readonly surface: string } });

/** Actions that would show an element of a date: a birth date over 89 years ago becomes OVER_89. */
const SHOWS_DATE_ELEMENTS: ReadonlySet<string> = new Set([
  "keep",
  "year_only",
  "date_shift",
  "surrogate",
  "zip3",
  "age_90_plus",
]);

/**
 * Decides what the policy does to each span. Spans the policy keeps are left out, so the result's
 * length is the `phi_found` count. Spans must be sorted and non-overlapping (the engine's contract).
 * A span marked `over89` (`safe-harbor-ages.ts`) is written `[90+ years ago]` by every action that
 * would show any element of it; tokens and redaction show none and apply as usual. `rng` draws the
 * one-way SSN surrogates (a CSPRNG unless a test gives its own).
 */
export function planTransform(
  text: string,
  spans: readonly PolicySpan[],
  policy: Policy,
  rng: Rng = cryptoRng,
): Replacement[] {
  const out: Replacement[] = [];
  // One fresh number per SSN written in this document, kept only for the call.
  const ssnSurrogates = new Map<string, string>();
  for (const { type, start, end, over89 } of spans) {
    const surface = text.slice(start, end);
    const tokenise = () => out.push({ start, end, type, token: { prefix: TOKEN_PREFIX[type], surface } });
    const action = policy.actions[type];
    if (over89 === true && SHOWS_DATE_ELEMENTS.has(action)) {
      out.push({ start, end, type, output: OVER_89 });
      continue;
    }
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
      case "ssn_surrogate": {
        // Digits only, poured into each occurrence's own layout ("123 45 6789" keeps its spaces).
        const key = surface.replace(/\D/g, "");
        // Not the nine digits of an SSN (a span that took in more): one way, and visibly so.
        if (key.length !== 9) {
          out.push({ start, end, type, output: "[SSN_REDACTED]" });
          break;
        }
        let fresh = ssnSurrogates.get(key);
        if (fresh === undefined) {
          fresh = surrogateSsn(surface, rng).replace(/\D/g, "");
          ssnSurrogates.set(key, fresh);
        }
        let k = 0;
        out.push({ start, end, type, output: surface.replace(/\d/g, () => fresh[k++] ?? "0") });
        break;
      }
      case "age_90_plus":
        out.push({ start, end, type, output: generaliseAge(surface) });
        break;
      case "year_only": {
        const year = generaliseDateToYear(surface);
        if (year === undefined) tokenise();
        else out.push({ start, end, type, output: year });
        break;
      }
      case "surrogate":
        out.push({ start, end, type, surrogate: { prefix: TOKEN_PREFIX[type], surface } });
        break;
      case "date_shift":
        out.push({ start, end, type, shift: { prefix: TOKEN_PREFIX[type], surface } });
        break;
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

/** Writes the output text; `tokenFor(i)` gives what the vault chose for replacement i (token, surrogate, shifted date). */
export function renderTransform(
  text: string,
  replacements: readonly Replacement[],
  tokenFor: (index: number) => string,
  /** When given, receives where each replacement landed in the output, by index. */
  placed?: { start: number; end: number }[],
): string {
  const parts: string[] = [];
  let cursor = 0;
  let length = 0;
  replacements.forEach((replacement, index) => {
    const before = text.slice(cursor, replacement.start);
    const value = "output" in replacement ? replacement.output : tokenFor(index);
    parts.push(before, value);
    length += before.length;
    if (placed) placed[index] = { start: length, end: length + value.length };
    length += value.length;
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
