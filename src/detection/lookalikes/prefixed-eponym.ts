import type { ScanContext } from "../recogniser.ts";

/**
 * An eponymous operation after "post-" or "pre-" read as a name: "Bed 2: post-Whipple, day 3",
 * "pre-Hartmann's", "POST-NISSEN". The prefix joined by a hyphen makes the name a time relative
 * to a procedure named after its surgeon; no person is called "Post-Whipple". The candidate opens
 * on the prefix, or right after it.
 */
const PREFIXES: ReadonlySet<string> = new Set(["post", "pre", "postop", "preop"]);

/** Tokens `first`..`last` are a name after a hyphen-joined "post"/"pre" (above). */
export function isPrefixedEponym(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let k = first;
  if (t.isWord(k) && PREFIXES.has(t.lower(k)) && t.isPunct(k + 1, "-") && t.touches(k) && t.touches(k + 1))
    k += 2;
  else if (!(t.isPunct(k - 1, "-") && t.touches(k - 1) && t.touches(k - 2) && PREFIXES.has(t.lower(k - 2))))
    return false;
  // One name word, with its possessive ("pre-Hartmann's").
  if (!t.isWord(k)) return false;
  return last === k || (last === k + 2 && (t.isPunct(k + 1, "'") || t.isPunct(k + 1, "\u2019")));
}
