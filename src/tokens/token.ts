import { randomBytesPooled } from "../crypto/random-pool.ts";
import type { PhiType } from "../detection/phi-type.ts";

/**
 * The token syntax in one place: the prefixes, how a token is written, and the tolerant parser
 * that finds tokens again in text a person or a language model has edited.
 */

/** Every token prefix (PRODUCT.md §4). `SSN` is listed for completeness: an SSN never becomes a token. */
export const PREFIXES = [
  "NAM",
  "DAT",
  "AGE",
  "PHN",
  "FAX",
  "EML",
  "SSN",
  "ID",
  "URL",
  "IP",
  "LOC",
  "ORG",
] as const;

export type TokenPrefix = (typeof PREFIXES)[number];

/** Token prefix per PHI type. */
export const TOKEN_PREFIX: Readonly<Record<PhiType, TokenPrefix>> = {
  PATIENT_NAME: "NAM",
  PROVIDER_NAME: "NAM",
  RELATIVE_NAME: "NAM",
  NAME: "NAM",
  DATE: "DAT",
  YEAR: "DAT",
  AGE: "AGE",
  PHONE: "PHN",
  FAX: "FAX",
  EMAIL: "EML",
  SSN: "SSN",
  MRN: "ID",
  HEALTH_PLAN_ID: "ID",
  ACCOUNT_NUMBER: "ID",
  LICENSE_NUMBER: "ID",
  VEHICLE_ID: "ID",
  DEVICE_ID: "ID",
  ID: "ID",
  URL: "URL",
  IP_ADDRESS: "IP",
  STREET_ADDRESS: "LOC",
  CITY: "LOC",
  ZIP: "LOC",
  HOSPITAL: "LOC",
  LOCATION: "LOC",
  STATE: "LOC",
  COUNTRY: "LOC",
  ORGANIZATION: "ORG",
};

/** Prefixes that real tokens carry (SSN is always `[SSN_REDACTED]`). */
export const TOKEN_PREFIXES: readonly TokenPrefix[] = PREFIXES.filter((prefix) => prefix !== "SSN");

const TOKEN_PREFIX_SET: ReadonlySet<string> = new Set(TOKEN_PREFIXES);

export function isTokenPrefix(value: string): value is TokenPrefix {
  return TOKEN_PREFIX_SET.has(value);
}

/** A fresh random token such as `[NAM_3f9a0c1b7e2d]`: CSPRNG, never derived from the value. */
export function newToken(prefix: TokenPrefix): string {
  return formatToken(prefix, randomBytesPooled(6).toString("hex"));
}

/** The canonical written form of a token: `[PREFIX_suffix]`, upper-case prefix, lower-case hex. */
export function formatToken(prefix: TokenPrefix, suffix: string): string {
  return `[${prefix}_${suffix.toLowerCase()}]`;
}

// A token as a language model may hand it back: any case, a space inside either bracket, or no
// brackets at all when it stands alone as a word. Bounded repetition only: linear on any input.
const TOKEN_PATTERN =
  /\[[ \t]?([A-Za-z]{2,3})_([0-9A-Fa-f]{12})[ \t]?\]|(?<![A-Za-z0-9_[])([A-Za-z]{2,3})_([0-9A-Fa-f]{12})(?![A-Za-z0-9_])/g;

export interface TokenOccurrence {
  readonly start: number;
  readonly end: number;
  /** Canonical form: `[NAM_3f9a0c1b7e2d]`. */
  readonly token: string;
}

/** Every well-formed token in `text`, in order. `[REDACTED]` and `[SSN_REDACTED]` are not tokens. */
export function findTokens(text: string): TokenOccurrence[] {
  const found: TokenOccurrence[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const prefix = (match[1] ?? match[3] ?? "").toUpperCase();
    const suffix = match[2] ?? match[4] ?? "";
    if (!isTokenPrefix(prefix)) continue;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      token: formatToken(prefix, suffix),
    });
  }
  return found;
}

/**
 * Vault rows of the `surrogate` policy carry `S:` and the token prefix (`S:NAM` for a name word,
 * `S:LOC` …); `S:DSH` is a scope's date offset. One place writes and reads that namespace.
 */
export type SurrogateRowPrefix = `S:${TokenPrefix}`;
export const DATE_OFFSET_ROW_PREFIX = "S:DSH";

export function surrogateRowPrefix(prefix: TokenPrefix): SurrogateRowPrefix {
  return `S:${prefix}`;
}

/** The token prefix of a vault row's prefix, token or surrogate; undefined for the date offset. */
export function tokenPrefixOfRow(rowPrefix: string): TokenPrefix | undefined {
  const prefix = rowPrefix.startsWith("S:") ? rowPrefix.slice(2) : rowPrefix;
  return (PREFIXES as readonly string[]).includes(prefix) ? (prefix as TokenPrefix) : undefined;
}
