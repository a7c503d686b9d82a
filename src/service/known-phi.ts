import { createHash } from "node:crypto";
import { isPhiType } from "../detection/phi-type.ts";
import { DeidError, type ErrorDetail } from "../errors.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "../known-values/known-values.ts";

/** Most entries in one `known_phi` list (a batch may carry one for the batch and one per item). */
export const MAX_KNOWN_PHI = 1000;
/** Longest value of one entry, in characters. */
export const MAX_KNOWN_VALUE_LENGTH = 256;

/**
 * Checks a `known_phi` list as the caller sent it. A bad entry is `invalid_request` with a detail
 * naming its path (`/known_phi/3/type`); the value itself is never echoed.
 */
export function checkKnownPhi(entries: unknown, path = "/known_phi"): KnownValue[] {
  const fail = (message: string, details: ErrorDetail[]): never => {
    throw new DeidError("invalid_request", message, { details });
  };
  if (!Array.isArray(entries))
    return fail(`${path.slice(1)} must be an array`, [{ path, message: "not an array" }]);
  if (entries.length > MAX_KNOWN_PHI) {
    fail(`${path.slice(1)} holds at most ${MAX_KNOWN_PHI} entries`, [{ path, message: "too many entries" }]);
  }
  return entries.map((entry: unknown, i): KnownValue => {
    const at = `${path}/${i}`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      return fail(`${at.slice(1)} must be an object {type, value}`, [{ path: at, message: "not an object" }]);
    }
    const { type, value, ...rest } = entry as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined)
      fail(`${at.slice(1)}: unknown field`, [{ path: `${at}/${unknown}`, message: "unknown field" }]);
    if (typeof type !== "string" || !isPhiType(type)) {
      return fail(`${at.slice(1)}/type must be a PHI type (GET /api/v1/policies lists them)`, [
        { path: `${at}/type`, message: "unknown PHI type" },
      ]);
    }
    if (typeof value !== "string" || value.trim() === "") {
      return fail(`${at.slice(1)}/value must be a non-empty string`, [
        { path: `${at}/value`, message: "empty value" },
      ]);
    }
    if (value.length > MAX_KNOWN_VALUE_LENGTH || !value.isWellFormed()) {
      return fail(`${at.slice(1)}/value must be at most ${MAX_KNOWN_VALUE_LENGTH} characters of valid text`, [
        { path: `${at}/value`, message: "invalid value" },
      ]);
    }
    return { type, value };
  });
}

/** UTF-8 bytes of a list's values: they count against the text size limits. */
export function knownPhiBytes(entries: readonly { value?: unknown }[] | undefined): number {
  let total = 0;
  for (const entry of entries ?? []) {
    if (typeof entry?.value === "string") total += Buffer.byteLength(entry.value, "utf8");
  }
  return total;
}

/**
 * A digest of the list for the request fingerprint (a retry with other known values is a
 * different request); "" for none, so fingerprints without the feature are unchanged.
 */
export function knownPhiFingerprint(entries: readonly KnownValue[]): string {
  if (entries.length === 0) return "";
  const hash = createHash("sha256");
  for (const { type, value } of entries) hash.update(`${type}\u0000${value}\u0000`);
  return hash.digest("hex");
}

/** A matcher of the caller's values, built per request; undefined for none. */
export function callerMatcher(
  entries: readonly KnownValue[],
  options: KnownValueOptions,
): KnownValueMatcher | undefined {
  return entries.length === 0 ? undefined : new KnownValueMatcher(options).add(entries, "known.caller");
}
