import { historyItems, rangeWords, spanStart } from "../../cues/date-cues.ts";
import { seasons } from "../../cues/date-words.ts";
import {
  clockEventsBefore,
  measurements,
  numberedBefore,
  publicationAfter,
  timeAfter,
  timeBefore,
} from "../../cues/not-dates.ts";
import { yearUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * Years standing alone: "in 1993", "CABG 1957, 1971", "MI '91", "CVA 74'". Four-digit numbers
 * that read as clock times ("at 1900", "0600-1900", "1930 hrs") are not years. Two-digit years
 * count only with an apostrophe or right after a history item ("CABG 81").
 */
const TIME_BEFORE = timeBefore.words;
const CLOCK_EVENTS = clockEventsBefore.words;
const TIME_AFTER = timeAfter.words;
const SPAN_START = spanStart.words;
const UNITS_AFTER = yearUnitsAfter.words;
const HISTORY_ITEMS = historyItems.words;

const SEASONS = seasons.words;

/** Characters that may touch a year on its right: ' , . ) ; ( : (code units, no one-character string and Set). */
function isCloser(c: number): boolean {
  return c === 39 || c === 44 || c === 46 || c === 41 || c === 59 || c === 40 || c === 58;
}

const MEASUREMENTS = measurements.words;

/**
 * A four-digit number that can only be a year, not a clock time: 1960-1999 (minutes over 59), or
 * one whose last two digits are no round quarter hour (shift notes write 1900, 2015, 2030; a
 * year such as 2019 or 2002 is rarely a clock time).
 */
function isRoundClock(v: number): boolean {
  if (v >= 1960 && v <= 1999) return false;
  const minutes = v % 100;
  return minutes === 0 || minutes === 15 || minutes === 30 || minutes === 45;
}

function isYearValue(t: TokenStream, i: number): boolean {
  if (!t.isNumber(i) || t.length(i) !== 4) return false;
  const v = t.value(i);
  return v >= 1900 && v <= 2039;
}

/** The other end of a range "A-B", "A to B", "A until B" with `i` as one end, or -1. */
function rangePartner(t: TokenStream, i: number): number {
  const after = i + 1;
  if ((isDash(t, after) || (t.isWord(after) && RANGE_WORDS.has(t.lower(after)))) && isYearValue(t, i + 2)) {
    return i + 2;
  }
  const before = i - 1;
  if (
    (isDash(t, before) || (t.isWord(before) && RANGE_WORDS.has(t.lower(before)))) &&
    isYearValue(t, i - 2)
  ) {
    return i - 2;
  }
  return -1;
}
const RANGE_WORDS = rangeWords.words;

/** Token `k` is a four-digit clock time below 1900 ("0800") joined to the number by `joiner`. */
function isClockPartner(t: TokenStream, k: number, joiner: number): boolean {
  if (!t.isNumber(k) || t.length(k) !== 4) return false;
  if (!(isDash(t, joiner) || (t.isWord(joiner) && RANGE_WORDS.has(t.lower(joiner))))) return false;
  const v = t.value(k);
  return v < 1900 && v % 100 < 60;
}

/** A range of two years: "2001-2011", "from 2015 until 2018" (one end no clock time, in order). */
function isYearRange(t: TokenStream, i: number): boolean {
  const other = rangePartner(t, i);
  if (other === -1) return false;
  const [a, b] = other > i ? [i, other] : [other, i];
  if (t.value(b) <= t.value(a)) return false;
  return !isRoundClock(t.value(a)) || !isRoundClock(t.value(b));
}

/** Words of a life's history before "until"/"since": "worked at the mill until 2000", "lived there since 2000". */
const LIFE_WORDS: ReadonlySet<string> = new Set(
  "worked works employed lived lives living resided moved retired married divorced widowed smoked smoker studied".split(
    " ",
  ),
);

/** A word of a life's history within ten tokens before `k` on its line (2000 is then the year). */
function lifeEventBefore(t: TokenStream, k: number): boolean {
  for (let j = k - 1, n = 0; j >= 0 && n < 10; j--, n++) {
    if (t.isWord(j) && LIFE_WORDS.has(t.lower(j))) return true;
    if (t.startsLine(j)) break;
  }
  return false;
}

function isTimeLike(t: TokenStream, i: number): boolean {
  const before = i - 1;
  const v = t.value(i);
  if (t.isWord(i + 1) && TIME_AFTER.has(t.lower(i + 1)) && t.lower(i + 1) !== "and") return true;
  if (t.isPunct(i + 1, ":")) return v % 100 < 60; // "1930: turned", but "1998: CABG"
  // "0700-1900", "between 1900 and 2000": two round clock times; "2001-2011", "1998 and 2004":
  // two years.
  // "at 0800 and 2000", "0700 to 1930": the other end is a clock time that is no year.
  if (isClockPartner(t, i + 2, i + 1) || isClockPartner(t, i - 2, i - 1)) return true;
  const partner = rangePartner(t, i);
  if (partner !== -1) {
    if (isRoundClock(v) && isRoundClock(t.value(partner))) return true;
    if (isYearRange(t, i)) return false;
  }
  // "since 2019", "around 1995", "about 2012", "by 2019": a number that cannot be a round clock
  // time is a year even after a word that often opens a time; after "at" only one that is no
  // clock at all.
  // "since 2015", "until 2015": a quarter past the hour is rarer in notes than the year (shift
  // times are round hours: "since 2000", "until 2200").
  // "Dispatched 2005, at scene 2020": a timeline's event word before a time of day.
  if (t.isWord(before) && CLOCK_EVENTS.has(t.lower(before))) return v % 100 < 60;
  if (t.isWord(before) && SPAN_START.has(t.lower(before)))
    return isRoundClock(v) && !(v >= 2000 && v % 100 === 15) && !(v === 2000 && lifeEventBefore(t, before));
  if (t.isWord(before) && TIME_BEFORE.has(t.lower(before))) {
    if (t.lower(before) === "at" || t.lower(before) === "am" || t.lower(before) === "pm") return v % 100 < 60;
    return isRoundClock(v);
  }
  if (t.isWord(i + 1) && t.lower(i + 1) === "and") return isRoundClock(v);
  if (t.isPunct(before, "@") || t.isPunct(before, "~")) return true;
  if (isDash(t, before) && t.isNumber(before - 1) && t.length(before - 1) === 4) return true;
  if (isDash(t, i + 1) && t.isNumber(i + 2) && t.length(i + 2) === 4) return true;
  return false;
}

const PUBLICATION_AFTER = publicationAfter.words;

function namesPublication(t: TokenStream, i: number): boolean {
  for (let k = i + 1; k <= i + 2 && t.isWord(k); k++) {
    if (PUBLICATION_AFTER.has(t.lower(k))) return true;
  }
  return false;
}

const NUMBERED_BEFORE = numberedBefore.words;

/** Words before a year that date a publication's revision ("guidelines, revised 2019"). */
const REVISION_WORDS: ReadonlySet<string> = new Set(["revised", "rev", "updated", "amended", "reprinted"]);

/**
 * "NICE guideline NG51 (revised 2019)", "Immunisation Handbook, updated 2022": a year after a word
 * of revision, with a publication's word (guideline, guidance, edition, version...) before it on
 * the same line within ten tokens, dates the publication, not the patient's care.
 */
function datesRevision(t: TokenStream, i: number): boolean {
  if (!t.isWord(i - 1) || !REVISION_WORDS.has(t.lower(i - 1))) return false;
  for (let k = i - 2; k >= 0 && k >= i - 12; k--) {
    if (t.isWord(k) && PUBLICATION_AFTER.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/** "h/o 2005 MI": the "o" of "h/o" (history of) is no intake/output. */
function isHistoryOf(t: TokenStream, i: number): boolean {
  return t.lower(i - 1) === "o" && t.isPunct(i - 2, "/") && t.lower(i - 3) === "h";
}

/**
 * A unit, a count noun, "/" or "%" right after the number, or "=" before it: a measurement or a
 * count ("2000 kcal", "1500/day", "2019 patients", "n = 2019").
 */
function isMeasured(t: TokenStream, i: number): boolean {
  if (t.isWord(i + 1) && UNITS_AFTER.has(t.lower(i + 1))) return true;
  if (t.isPunct(i - 1, "=")) return true; // "n = 2019"
  if (isSplitYear(t, i)) return false;
  return t.touches(i) && (t.isPunct(i + 1, "/") || t.isPunct(i + 1, "%"));
}

/** "1995/96", "2019/20": a year and the next one in two digits. */
function isSplitYear(t: TokenStream, i: number): boolean {
  const n = i + 2;
  if (!t.isPunct(i + 1, "/") || !t.touches(i) || !t.isNumber(n) || t.length(n) !== 2 || !t.touches(i + 1)) {
    return false;
  }
  return t.value(n) === (t.value(i) + 1) % 100 && !(t.touches(n) && t.kind[n + 1] !== 3);
}

export function findYears(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER) continue;
    const len = t.length(i);
    // "smoked 2001-2011": both ends of a range of years.
    if (len === 4 && isDash(t, i + 1) && t.touches(i) && t.touches(i + 1) && isYearRange(t, i)) {
      if (!(t.touches(i - 1) && t.kind[i - 1] !== NUMBER && !t.isPunct(i - 1, "("))) {
        out.push(hit("year-range", "YEAR", t.start[i]!, t.end[i + 2]!));
        i += 2;
        continue;
      }
    }
    // Only four- and two-digit numbers are read below.
    if (len !== 4 && len !== 2) continue;
    // "c.1995", "ca.1995" (circa), "b.1930" (born) run into the year.
    let circa = false;
    if (t.isPunct(i - 1, ".")) {
      const lead = t.lower(i - 2);
      circa = (lead === "c" || lead === "ca" || lead === "b") && !t.touches(i - 3);
    }
    if (t.touches(i - 1) && !(t.isPunct(i - 1, "'") || t.isPunct(i - 1, "(") || circa)) continue;
    const split = len === 4 && isSplitYear(t, i);
    if (t.touches(i) && !isCloser(t.text.charCodeAt(t.end[i]!)) && !split) continue;
    if (len === 4) {
      const v = t.value(i);
      if (v < 1900 || v > 2039 || isTimeLike(t, i) || isMeasured(t, i)) continue;
      // "winter of 2001", "spring 1998": a season names the year whatever the word before.
      const season = SEASONS.has(t.lower(i - 1)) || (t.lower(i - 1) === "of" && SEASONS.has(t.lower(i - 2)));
      if (!season && t.isWord(i - 1) && MEASUREMENTS.has(t.lower(i - 1)) && !isHistoryOf(t, i)) continue;
      if (namesPublication(t, i) || datesRevision(t, i)) continue;
      // "I/O 250 300 2000": the last of a list of values.
      if (t.isNumber(i - 1) && t.length(i - 1) <= 3) continue;
      if (!season && t.isWord(i - 1) && NUMBERED_BEFORE.has(t.lower(i - 1))) continue;
      if (t.isPunct(i - 1, "#") && t.touches(i - 1)) continue;
      const rule = v < 2000 && v >= 1960 ? "year-late-century" : "year-four-digit";
      if (split) {
        out.push(hit("year-range", "YEAR", t.start[i]!, t.end[i + 2]!));
        i += 2;
        continue;
      }
      out.push(hit(rule, "YEAR", t.start[i]!, t.end[i]!));
    } else if (len === 2) {
      const leading = t.isPunct(i - 1, "'") && t.touches(i - 1);
      const trailing = t.isPunct(i + 1, "'") && t.touches(i) && !(t.isWord(i + 2) && t.touches(i + 1));
      // The words before are looked up only where the answer counts (most two-digit numbers
      // have neither an apostrophe nor a clause's end after them).
      const apostrophe =
        leading ||
        (trailing && !(t.isWord(i - 1) && MEASUREMENTS.has(t.lower(i - 1))) && !t.isNumber(i + 2) && i > 0);
      if (apostrophe) {
        out.push(hit("year-apostrophe", "YEAR", t.start[i]!, t.end[i]!));
        continue;
      }
      const ends = i + 1 >= t.count || t.isPunct(i + 1, ",") || t.isPunct(i + 1, ".") || t.startsLine(i + 1);
      if (!ends) continue;
      // "CABG 81", and "DVT in 08", "MI in 99" (a history item, then "in" or "since").
      const inOrSince = t.isWord(i - 1) && (t.lower(i - 1) === "in" || t.lower(i - 1) === "since");
      const item = inOrSince ? i - 2 : i - 1;
      if (t.isWord(item) && HISTORY_ITEMS.has(t.lower(item))) {
        out.push(hit("year-after-history-item", "YEAR", t.start[i]!, t.end[i]!));
      }
    }
  }
}

const RULES = defineRules({
  "year-late-century": {
    types: ["YEAR"],
    level: "shaped",
    anchored: true,
    about: "a four-digit year from 1960 to 1999",
  },
  "year-four-digit": {
    types: ["YEAR"],
    level: "weak",
    anchored: false,
    about: "a four-digit year, not a clock time (round quarter hours after time words) nor a measurement",
  },
  "year-range": {
    types: ["YEAR"],
    level: "context",
    anchored: false,
    about:
      "two years joined by a dash, in order, not both clock times, or a year and the next in two digits (1995/96)",
  },
  "year-apostrophe": {
    types: ["YEAR"],
    level: "context",
    anchored: false,
    about: "a two-digit year with an apostrophe",
  },
  "year-after-history-item": {
    types: ["YEAR"],
    level: "list",
    anchored: false,
    about: "a two-digit year ending its clause after a history item, or after 'in'/'since' after one",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const yearRecogniser: RecogniserModule = {
  id: "year",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findYears,
};

const hit = ruleHit(RULES);
