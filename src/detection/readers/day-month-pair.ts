import type { TokenStream } from "../token-stream.ts";
import { CUE_COMMONWEALTH } from "../word-bits.ts";
import { readDateOrder } from "./date-order.ts";

/**
 * Short "d/m" pairs that are dates by their place or their numbers (recognisers/dates/date-numeric.ts
 * and clinical-fractions.ts read them):
 *
 * - `plainDayMonth`: "28/11", "14/3" — a day over twelve before a month, in a note that writes its
 *   full dates day first (or in Commonwealth English) and none month first. The first number is
 *   over the second, so it is no fraction, score or acuity ("4/5", "6/9", "13/15"); a month of 7 or
 *   12 is left to the readers of durations ("14/7" is fourteen days, "18/12" eighteen months).
 *   Ventilator settings and combined strengths ("BiPAP 16/8", "Targin 20/10 BD") are still
 *   refused after, by the fraction readers.
 * - `titleLineDate`: a pair on the first line of the text, after its title words and before a
 *   spaced dash, a bar or the line's end ("Ward round 28/11 - Consultant: …", "POST-TAKE LIST
 *   3/12"): every hospital heads a list with its day; no title holds a duration.
 */

let orderText = "";
let orderDayFirst = false;

/** The note writes full dates day first (or in Commonwealth English) and none month first; cached. */
function readsDayFirst(t: TokenStream): boolean {
  if (orderText === t.text) return orderDayFirst;
  const order = readDateOrder(t);
  orderText = t.text;
  orderDayFirst = !order.monthFirst && (order.dayFirst || (t.textCues & CUE_COMMONWEALTH) !== 0);
  return orderDayFirst;
}

/** "28/11" at `a` "/" `b`: a day over twelve and a month that is no duration's unit, in a day-first note. */
export function plainDayMonth(t: TokenStream, a: number, b: number): boolean {
  const day = t.value(a);
  const month = t.value(b);
  if (day <= 12 || day > 31 || month < 1 || month > 12 || month === 7 || month === 12) return false;
  return readsDayFirst(t);
}

/** Words of a title before the pair (at most six, no number among them). */
const TITLE_REACH = 6;

/** The pair `first` "/" `last` heads the text's first line after its title words. */
export function titleLineDate(t: TokenStream, first: number, last: number): boolean {
  // Most pairs stand past a title's reach from the text's first token: one test refuses them.
  if (first > TITLE_REACH + 2) return false;
  // The first line of the text: no line break before the title's first word.
  let k = first - 1;
  let words = 0;
  for (; k >= 0 && first - k <= TITLE_REACH + 2; k--) {
    if (t.isWord(k)) words++;
    else if (!(t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1))) return false;
    if (t.startsLine(k)) break;
  }
  // The title opens the text: its first word is the text's first token.
  if (k !== 0 || words === 0 || words > TITLE_REACH) return false;
  // A heading over the text's body: a line follows it (a one-line text is a query or a message).
  const next = last + 1;
  if (next >= t.count || t.nextLineStart(next) >= t.count) return false;
  if (t.startsLine(next)) return true;
  if (t.touches(last)) return false;
  return t.isPunct(next, "|") || ((t.isPunct(next, "-") || t.isPunct(next, "\u2013")) && !t.touches(next));
}
