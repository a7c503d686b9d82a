import { NUMBER, type TokenStream } from "../token-stream.ts";

/**
 * Entries of a chart or a timeline that open their lines with a short date ("14/3 2200 pt
 * settled", "15/3 - reviewed by team", "21/6: ED, 22/6: ward"): nursing notes, ambulance and
 * handover timelines in every country write them so, day/month outside the US and month/day in
 * it. A pair opening a line is read as a date when at least one other line of the note opens with
 * a pair of the same order that is also a calendar date (a sequence), never a lone line ("3/7 hx
 * of cough" opens a history with a duration). One pass over the number tokens, cached per note.
 */

/** A "d/m" or "m/d" pair (both calendar-valid either way round) at token `i`, opening its line. */
export function opensLineWithPair(t: TokenStream, i: number): boolean {
  if (t.kind[i] !== NUMBER || !t.startsLine(i) || t.length(i) > 2) return false;
  if (!t.isPunct(i + 1, "/") || !t.touches(i) || !t.touches(i + 1) || !t.isNumber(i + 2)) return false;
  const b = i + 2;
  if (t.length(b) > 2 || t.isPunct(b + 1, "/") || (t.touches(b) && t.isNumber(b + 2))) return false;
  const a = t.value(i);
  const m = t.value(b);
  if (a < 1 || m < 1) return false;
  // Either order may be a date: day up to 31 with month up to 12, or month and day.
  return (a <= 31 && m <= 12) || (a <= 12 && m <= 31);
}

/** How many lines of the note open with a short date pair (opensLineWithPair), up to 2; cached in the stream's NoteScratch. */
function pairLines(t: TokenStream): number {
  const scratch = t.scratch;
  if (scratch.datedLinesNote === scratch.note) return scratch.datedLines;
  let n = 0;
  for (let i = t.nextNumber(0); i < t.count && n < 2; i = t.nextNumber(i + 1)) {
    if (opensLineWithPair(t, i)) n++;
  }
  scratch.datedLinesNote = scratch.note;
  scratch.datedLines = n;
  return n;
}

/** The pair at `first` opens one of at least two lines that open with a date pair. */
export function inDatedLines(t: TokenStream, first: number): boolean {
  return opensLineWithPair(t, first) && pairLines(t) >= 2;
}
