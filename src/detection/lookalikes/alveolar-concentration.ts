import type { ScanContext } from "../recogniser.ts";

/**
 * The anaesthetist's minimum alveolar concentration read as the name "Mac" (or, after
 * "at", a hospital's abbreviation): "volatile at 1 MAC",
 * "0.8 MAC sevoflurane", "age-adjusted MAC 1.1". "MAC" stands beside its count (at most 3, a
 * whole number before it or a decimal after it), in capitals where case tells ("Bed 2 Mac" keeps
 * its capital and stays a name). A run of words holding it is dropped whole: in a note without
 * case the name list reads the words beside it into the run.
 */
const MAX_MAC = 3;

/** Token `i` ends a number ("1", "0.8"); returns the integer part's value, or NaN. */
function numberEndingAt(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!t.isNumber(i)) return Number.NaN;
  if (t.isPunct(i - 1, ".") && t.touches(i - 1) && t.isNumber(i - 2) && t.touches(i - 2))
    return t.value(i - 2);
  return t.value(i);
}

/** "MAC" at token `i` beside its count: "1 MAC", "0.8 MAC", "MAC 1.1". */
function isMacBesideCount(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.lower(i) !== "mac" || (context.mixedCase && !t.isAllCaps(i))) return false;
  if (!t.startsLine(i) && numberEndingAt(context, i - 1) <= MAX_MAC) return true;
  const n = i + 1;
  return (
    t.isNumber(n) &&
    !t.startsLine(n) &&
    t.value(n) <= MAX_MAC &&
    t.isPunct(n + 1, ".") &&
    t.touches(n) &&
    t.isNumber(n + 2) &&
    t.touches(n + 1)
  );
}

/** Tokens `first`..`last` hold "MAC" beside its count. */
export function holdsAlveolarConcentration(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) if (t.isWord(k) && isMacBesideCount(context, k)) return true;
  return false;
}
