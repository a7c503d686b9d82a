import type { ScanContext } from "../recogniser.ts";

/**
 * A four-digit number that is a clock time of the 24-hour day, not a postcode or a year, by its
 * place: after a word that sets a time ("IV abx due 1400", "obs @ 0600", "next dose at 2200"),
 * beside another time no year can be (a drug chart's "0800 2000"), or
 * opening a line of a timetable whose other lines open with a time no year can be ("0800 ward
 * round / 1430 handover / 2000 visiting ends": 1430 and 0800 are no years of a note).
 */

/** Words right before a time of day (never "since", "from", "until", "by": a year follows those). */
const TIME_SETTERS: ReadonlySet<string> = new Set(["due", "at", "@"]);

/** `n` written as four digits reads as hours 00–23 and minutes 00–59. */
function isClock(raw: string): boolean {
  if (raw.length !== 4) return false;
  const n = Number(raw);
  return Math.floor(n / 100) <= 23 && n % 100 <= 59;
}

/** A four-digit time no note would write as a year (before 1900 or after 2039: "0800", "1430", "2100"). */
function isClockNoYear(raw: string): boolean {
  const n = Number(raw);
  return isClock(raw) && (n < 1900 || n > 2039);
}

/** The line holding token `i` opens with a four-digit time that cannot be a year. */
function lineOpensWithClock(t: ScanContext["tokens"], i: number): boolean {
  return i >= 0 && i < t.count && t.startsLine(i) && t.isNumber(i) && isClockNoYear(t.raw(i));
}

/** The first token of the line before the one starting at `i`, or -1. */
function previousLineStart(t: ScanContext["tokens"], i: number): number {
  let k = i - 1;
  while (k > 0 && !t.startsLine(k)) k--;
  return k >= 0 && t.startsLine(k) ? k : -1;
}

/** The first token of the line after the one holding `i`, or -1. */
function nextLineStart(t: ScanContext["tokens"], i: number): number {
  const k = t.nextLineStart(i + 1);
  return k < t.count ? k : -1;
}

/** A four-digit time no year can be stands one space, "/" or "," from token `i`, on its line. */
function beside(t: ScanContext["tokens"], i: number, step: number): boolean {
  let k = i + step;
  if (t.isPunct(k, "/") || t.isPunct(k, ",")) k += step;
  if (k < 0 || k >= t.count || !t.isNumber(k) || t.startsLine(Math.max(i, k))) return false;
  if (Math.abs(k - i) === 2 && t.startsLine(Math.max(i, k) - 1)) return false;
  return isClockNoYear(t.raw(k));
}

/** Token `i` alone is a clock time by its place (see the file's comment). */
export function isClockTimeNumber(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isNumber(first) || !isClock(t.raw(first))) return false;
  if (t.touches(first - 1)) return false;
  if (t.touches(first) && !t.isPunct(first + 1, ".") && !t.isPunct(first + 1, ",")) return false;
  const before = first - 1;
  if (!t.startsLine(first) && before >= 0) {
    const word = t.isWord(before) ? t.lower(before) : t.isPunct(before, "@") ? "@" : "";
    if (TIME_SETTERS.has(word)) return true;
  }
  // "0800 2000", "0800/1400/2200", "0600, 1200, 1800": a drug chart's times beside one no year can be.
  if (beside(t, first, -1) || beside(t, first, 1)) return true;
  if (!t.startsLine(first)) return false;
  return lineOpensWithClock(t, previousLineStart(t, first)) || lineOpensWithClock(t, nextLineStart(t, first));
}
