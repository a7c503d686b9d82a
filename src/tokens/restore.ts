import { createSurrogateFinder } from "./surrogate-finder.ts";
import { findTokens } from "./token.ts";

/** A surrogate the document's output holds and the original value it stands for. */
export interface SurrogatePair {
  readonly surrogate: string;
  readonly value: string;
}

/** What re-identification restores from: the document's tokens and surrogates. */
export interface RestoreMap {
  readonly tokens: ReadonlyMap<string, string>;
  readonly surrogates: readonly SurrogatePair[];
  /**
   * Occurrences of a token written otherwise than its first: token → occurrence number (0-based,
   * in text order) → value. "Baker" and "BAKER" share one token; the second restores as "BAKER".
   */
  readonly variants?: ReadonlyMap<string, ReadonlyMap<number, string>>;
}

const CANONICAL_TOKEN = /^\[[A-Z]{2,3}_[0-9a-f]{12}\]$/;
const TOKEN_OCCURRENCE = /^(\[[A-Z]{2,3}_[0-9a-f]{12}\])#(\d{1,6})$/;

/**
 * A document's token map as stored: each token's first surface under the token, and each later
 * occurrence whose surface differs under `token#n` (n counts the token's occurrences in the
 * output, from 0). Maps written before occurrences existed hold no `#` keys and read the same.
 */
export function documentTokenMap(
  occurrences: readonly { token: string; surface: string }[],
): Record<string, string> {
  const map: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const { token, surface } of occurrences) {
    const n = seen.get(token) ?? 0;
    seen.set(token, n + 1);
    const first = map[token];
    if (first === undefined) map[token] = surface;
    else if (first !== surface) map[`${token}#${n}`] = surface;
  }
  return map;
}

/**
 * The stored document map (`{written: original}`) read back: keys in the canonical token syntax
 * are tokens; every other key is a surrogate (the `surrogate` policy stores both kinds in one map,
 * so the format of maps written before surrogates existed is unchanged).
 */
export function readDocumentMap(stored: Readonly<Record<string, string>>): RestoreMap {
  const tokens = new Map<string, string>();
  const surrogates: SurrogatePair[] = [];
  const variants = new Map<string, Map<number, string>>();
  for (const [written, value] of Object.entries(stored)) {
    if (CANONICAL_TOKEN.test(written)) {
      tokens.set(written, value);
      continue;
    }
    const occurrence = TOKEN_OCCURRENCE.exec(written);
    if (occurrence) {
      const token = occurrence[1]!;
      if (!variants.has(token)) variants.set(token, new Map());
      variants.get(token)!.set(Number(occurrence[2]), value);
    } else surrogates.push({ surrogate: written, value });
  }
  return { tokens, surrogates, variants };
}

export interface Restored {
  readonly text: string;
  readonly replaced: number;
  /** Canonical tokens found in the text that the map does not hold. */
  readonly notFound: string[];
}

/**
 * Restores every token (in any case or bracket spacing a model may write) and every surrogate (in
 * any case or spacing, whole words only) to the original value: the one place where output text is
 * parsed back. A token's n-th occurrence restores the form written there ("BAKER" after "Baker");
 * in text whose tokens were reordered it may come back in another of its written forms. Where a surrogate was stored in several casings, the exact one written wins. Tokens
 * win over surrogates that overlap them. Linear in the text.
 */
export function restoreText(text: string, map: RestoreMap): Restored {
  const tokens = findTokens(text);
  const matches = map.surrogates.length > 0 ? createSurrogateFinder(map.surrogates)(text) : [];
  const exact = new Map<string, string>();
  for (const pair of map.surrogates) if (!exact.has(pair.surrogate)) exact.set(pair.surrogate, pair.value);

  const parts: string[] = [];
  const notFound = new Set<string>();
  const occurrences = new Map<string, number>();
  let cursor = 0;
  let replaced = 0;
  let t = 0;
  let s = 0;
  while (t < tokens.length || s < matches.length) {
    const token = tokens[t];
    const match = matches[s];
    if (token && (!match || token.start <= match.start)) {
      t++;
      const first = map.tokens.get(token.token);
      if (first === undefined) {
        notFound.add(token.token);
        continue;
      }
      // The n-th occurrence restores as it was written there when that differed from the first.
      const n = occurrences.get(token.token) ?? 0;
      occurrences.set(token.token, n + 1);
      const value = map.variants?.get(token.token)?.get(n) ?? first;
      parts.push(text.slice(cursor, token.start), value);
      cursor = token.end;
      replaced++;
    } else if (match) {
      s++;
      if (match.start < cursor || (token && match.end > token.start)) continue;
      parts.push(
        text.slice(cursor, match.start),
        exact.get(text.slice(match.start, match.end)) ?? match.value,
      );
      cursor = match.end;
      replaced++;
    }
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(""), replaced, notFound: [...notFound] };
}

/**
 * The surrogates of `pairs` that the finder meets in `output` anywhere but where they were put:
 * restoring such a surrogate would also change the text around it, so the caller drops it (a name
 * word) or replaces it with a token. Returned folded (lower case, single spaces).
 */
export function straySurrogates(
  output: string,
  pairs: readonly SurrogatePair[],
  placed: readonly { start: number; end: number }[],
): Set<string> {
  const stray = new Set<string>();
  if (pairs.length === 0) return stray;
  const at = new Set(placed.map((p) => `${p.start}:${p.end}`));
  for (const match of createSurrogateFinder(pairs)(output)) {
    if (!at.has(`${match.start}:${match.end}`)) stray.add(foldWritten(output.slice(match.start, match.end)));
  }
  return stray;
}

/** Lower case with runs of white space as one space: how the finder compares surrogates. */
export function foldWritten(written: string): string {
  return written.toLowerCase().replace(/\s+/gu, " ").trim();
}
