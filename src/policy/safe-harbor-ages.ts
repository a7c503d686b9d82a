import { SCORES } from "../detection/scores.ts";
import type { Span } from "../detection/span.ts";
import { parseCalendarDate } from "./calendar-date.ts";

/**
 * Safe Harbor's age clause, applied after detection and before the policy:
 *
 * SPEC: 45 CFR 164.514(b)(2)(i)(C) — "all elements of dates (except year) … and all ages over 89
 * and all elements of dates (including year) indicative of such age, except that such ages and
 * elements may be aggregated into a single category of age 90 or older".
 *
 * - **Ages over 89** the engine did not find in a form a note writes ("Patient born in 1930, now
 *   95.", "turned 95", "turning 95", "will be 95") become `AGE` spans on the number.
 * - **Birth dates** — a date or year after "born", "born in/on", "b.", "DOB", "D.O.B.", "date of
 *   birth", "birth date", "YOB", "year of birth", "birth year" — are marked `over89` when they imply
 *   an age over 89, and every policy that would show any element of them (keep a year, keep the
 *   year of a date, shift it) writes the one constant `[90+ years ago]` instead.
 *
 * "Implies" is measured from the reference date: the later of the document's latest full date and
 * the request time (the safe side: a person born in 1930 is over 89 today even in a note from
 * 1990). A year alone counts from its first day, so "born in 1936" in 2026 (89 or 90) is generalised.
 * A birth date in a document that states an age over 89 is generalised whatever its year.
 *
 * Linear: each pattern has bounded repetition and is run once over the text; spans are walked once.
 */

/** A span with the policy stage's verdict: an element of a date that implies an age over 89. */
export interface PolicySpan extends Span {
  readonly over89?: boolean;
}

/** Rule ids of the spans this pass adds; `inspect` explains them like the engine's rules. */
export const SAFE_HARBOR_AGE_RULES = {
  "policy.age-over-89": { about: "An age over 89 after a cue such as now, turned or will be (Safe Harbor)." },
  "policy.birth-year": { about: "A year after a birth cue such as YOB or year of birth (Safe Harbor)." },
} as const;
const AGE_OVER_89_RULE = "policy.age-over-89";
const BIRTH_YEAR_RULE = "policy.birth-year";

export function isSafeHarborAgeRule(rule: string): rule is keyof typeof SAFE_HARBOR_AGE_RULES {
  return Object.hasOwn(SAFE_HARBOR_AGE_RULES, rule);
}

const LOWEST_AGE = 90;
const HIGHEST_AGE = 125;

// "now 95", "turned 95", "turning 95", "turns 95", "will be 95", then not a measurement.
const AGE_CUES =
  /\b(?:now|turned|turns|turning|will\s{1,3}be)\s{1,3}(\d{2,3})(?![\d.,]\d|\s{0,2}(?:%|\/|mm|bpm|kg|lb|mg|cm|beats|breaths|percent|degrees|°))\b/giy;
// A vital sign or measurement before "now N" makes it a reading, not an age ("HR now 95").
const READING_BEFORE =
  /\b(?:hr|heart|pulse|sats?|spo2|o2|bp|rr|resp\w*|wt|weight|temp\w*|glucose|sugars?|bs|bg|bm|fev1|ef|score|level|count|rate|ldl|hdl|a1c|gfr|egfr|ck|ast|alt|plt|wbc|hgb|hb|bun|cr|mmse|moca|pain|map|etco2|fio2|peep|ph)\b/i;

// The cues of a birth date; the date itself is the span (or 4-digit year) right after.
const BIRTH_CUES =
  /\b(?:born(?:\s{1,3}(?:in|on))?|b\.|d\.o\.b\.?|dob|date\s{1,3}of\s{1,3}birth|birth\s{0,3}date|birthdate|yob|year\s{1,3}of\s{1,3}birth|birth\s{1,3}year)(?:\s{0,3}[:-]|\s{0,3}=)?\s{0,3}/giy;
const YEAR_AT = /(?:1[89]|20)\d\d(?!\d)/y;
/** Furthest a birth date's span may start after its cue (a stray space or "(" ). */
const CUE_GAP = 3;

const DAY_MS = 86_400_000;

/**
 * Adds the ages over 89 that the engine missed and marks the birth dates that imply one. `spans`
 * are sorted and non-overlapping (the engine's contract); so is the result.
 */
export function safeHarborAges(text: string, spans: readonly Span[], requestTime: Date): PolicySpan[] {
  const out: PolicySpan[] = [...spans];
  const births = birthDateStarts(text);
  const added = [...agesOver89(text, spans), ...birthYearsWithoutSpan(text, spans, births)];
  if (added.length > 0) {
    out.push(...added);
    out.sort((a, b) => a.start - b.start);
  }
  const statesOver89 = out.some((s) => s.type === "AGE");
  const reference = referenceDay(text, out, requestTime);
  return out.map((span) => {
    if (!births.has(span.start) || !isDateLike(text, span)) return span;
    const date = parseCalendarDate(text.slice(span.start, span.end));
    if (date?.year === undefined && !statesOver89) return span;
    const over = statesOver89 || earliestDay(date!) <= reference - 90 * 365.2425 * DAY_MS;
    return over ? { ...span, type: span.type === "DATE" ? "DATE" : "YEAR", over89: true } : span;
  });
}

function isDateLike(text: string, span: Span): boolean {
  if (span.type === "DATE" || span.type === "YEAR") return true;
  // "Year of birth: 1930" may be read as a place or an ID by a label rule: a bare year is a year.
  return /^(?:1[89]|20)\d\d$/.test(text.slice(span.start, span.end));
}

/** The first moment a written date can mean (a year alone: 1 January). */
function earliestDay(date: { year?: number; month?: number; day?: number }): number {
  return Date.UTC(date.year ?? 0, (date.month ?? 1) - 1, date.day ?? 1);
}

/** The later of the document's latest full date and the request time. */
function referenceDay(text: string, spans: readonly Span[], requestTime: Date): number {
  let latest = requestTime.getTime();
  for (const span of spans) {
    if (span.type !== "DATE" || span.end - span.start > 40) continue;
    const date = parseCalendarDate(text.slice(span.start, span.end));
    if (date?.year === undefined || date.month === undefined || date.day === undefined) continue;
    latest = Math.max(latest, Date.UTC(date.year, date.month - 1, date.day));
  }
  return latest;
}

/** Offsets where a birth date may start: the end of each cue, and up to CUE_GAP characters on. */
function birthDateStarts(text: string): Set<number> {
  const starts = new Set<number>();
  for (const end of cueEnds(text, BIRTH_CUES)) {
    for (let i = end; i <= end + CUE_GAP && i <= text.length; i++) {
      starts.add(i);
      if (i < text.length && !/[\s(]/.test(text[i]!)) break;
    }
  }
  return starts;
}

/** The end offset of each cue match, scanning word starts only (a sticky pattern per position). */
function cueEnds(text: string, pattern: RegExp): number[] {
  const ends: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
    const c = text.charCodeAt(i) | 32;
    // Birth cues start with b, d or y.
    if (c !== 98 && c !== 100 && c !== 121) continue;
    pattern.lastIndex = i;
    const m = pattern.exec(text);
    if (m) ends.push(i + m[0].length);
  }
  return ends;
}

/** A bare year right after a birth cue where no span stands ("YOB 1930" unread by the engine). */
function birthYearsWithoutSpan(text: string, spans: readonly Span[], births: Set<number>): Span[] {
  const out: Span[] = [];
  for (const start of births) {
    YEAR_AT.lastIndex = start;
    const m = YEAR_AT.exec(text);
    if (!m) continue;
    const end = start + m[0].length;
    if (overlapsAny(spans, start, end)) continue;
    out.push({ type: "YEAR", start, end, confidence: SCORES.cued, rule: BIRTH_YEAR_RULE });
  }
  return out;
}

/** Ages over 89 written after a cue the engine does not read alone, where no span stands. */
function agesOver89(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 32;
    // Only words starting with n, t or w can open a cue.
    if (c !== 110 && c !== 116 && c !== 119) continue;
    if (i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
    AGE_CUES.lastIndex = i;
    const m = AGE_CUES.exec(text);
    if (!m) continue;
    const age = Number(m[1]);
    if (age < LOWEST_AGE || age > HIGHEST_AGE) continue;
    const end = i + m[0].length;
    const start = end - m[1]!.length;
    if (overlapsAny(spans, start, end)) continue;
    const lineStart = Math.max(text.lastIndexOf("\n", i - 1) + 1, i - 30);
    if (READING_BEFORE.test(text.slice(lineStart, i))) continue;
    out.push({ type: "AGE", start, end, confidence: SCORES.cued, rule: AGE_OVER_89_RULE });
  }
  return out;
}

/** Whether [start, end) overlaps a span of a sorted, non-overlapping list (binary search). */
function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length;
  // The first span that ends after `start`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < spans.length && spans[lo]!.start < end;
}

function isWordChar(code: number): boolean {
  if (code < 0x80) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}
