import { randomBytes } from "node:crypto";
import { TOKEN_PREFIXES } from "../policy/token-prefix.ts";

/** A fresh random token such as `[NAM_3f9a0c1b7e2d]`: CSPRNG, never derived from the value. */
export function newToken(prefix: string): string {
  return `[${prefix}_${randomBytes(6).toString("hex")}]`;
}

const PREFIXES = new Set(TOKEN_PREFIXES);

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
    const suffix = (match[2] ?? match[4] ?? "").toLowerCase();
    if (!PREFIXES.has(prefix)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, token: `[${prefix}_${suffix}]` });
  }
  return found;
}
