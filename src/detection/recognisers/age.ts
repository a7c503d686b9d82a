import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";
import { NUMBER, type TokenStream } from "../token-stream.ts";

/**
 * Ages over 89 (HIPAA Safe Harbor keeps younger ages): "92 yo", "92yo", "92 y/o", "92-year-old",
 * "aged 95", "age: 101", "in her 90s". Ages of 89 and under are never reported.
 */
const AFTER = new Set([
  "yo",
  "y",
  "yr",
  "yrs",
  "year",
  "years",
  "yom",
  "yof",
  "yowm",
  "yowf",
  "yf",
  "ym",
  "yoa",
  "yearold",
]);
const BEFORE = new Set(["age", "aged", "ages"]);

function ageCueAfter(t: TokenStream, i: number): boolean {
  let j = i + 1;
  if (t.isPunct(j, "-")) j++;
  if (!t.isWord(j)) return false;
  return AFTER.has(t.lower(j)) && t.start[j]! - t.end[i]! <= 2;
}

function ageCueBefore(t: TokenStream, i: number): boolean {
  let k = i - 1;
  if (t.isPunct(k, ":") || t.isPunct(k, "=")) k--;
  if (t.isWord(k) && t.lower(k) === "of" && t.isWord(k - 1) && t.lower(k - 1) === "age") return true;
  return t.isWord(k) && BEFORE.has(t.lower(k));
}

/** Spelled-out ages: "ninety-two year old", "one hundred and one yo", "nonagenarian". */
function findSpelledAges(t: TokenStream, out: Span[]): void {
  for (let i = 0; i < t.count; i++) {
    if (!t.isWord(i)) continue;
    const word = t.lower(i);
    if (word === "nonagenarian" || word === "centenarian" || word === "supercentenarian") {
      out.push({ type: "AGE", start: t.start[i]!, end: t.end[i]!, confidence: 0.7 });
      continue;
    }
    if (word !== "ninety" && word !== "hundred") continue;
    let first = i;
    if (word === "hundred" && t.isWord(i - 1) && t.lower(i - 1) === "one") first = i - 1;
    else if (word === "hundred") continue;
    let last = i;
    let k = i + 1;
    if (t.isPunct(k, "-") || (t.isWord(k) && t.lower(k) === "and")) k++;
    if (t.isWord(k) && UNITS.has(t.lower(k))) {
      last = k;
      k++;
    }
    if (!ageCueAfter(t, last)) continue;
    out.push({ type: "AGE", start: t.start[first]!, end: t.end[last]!, confidence: 0.85 });
    i = last;
  }
}

const UNITS = new Set(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]);

export function findAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  findSpelledAges(t, out);
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== NUMBER || t.length(i) > 3) continue;
    const v = t.value(i);
    if (v < 90 || v > 130) continue;
    if (t.isPunct(i - 1, ".") && t.touches(i - 1)) continue;
    // "in her 90s", "in his 90's"
    const s = t.isPunct(i + 1, "'") && t.touches(i + 1) ? i + 2 : i + 1;
    const decade = v % 10 === 0 && v < 130 && t.touches(i) && t.isWord(s) && t.lower(s) === "s";
    if (decade && t.isWord(i - 1) && (t.lower(i - 1) === "her" || t.lower(i - 1) === "his")) {
      out.push({ type: "AGE", start: t.start[i]!, end: t.end[s]!, confidence: 0.8 });
    } else if (ageCueAfter(t, i) || ageCueBefore(t, i)) {
      out.push({ type: "AGE", start: t.start[i]!, end: t.end[i]!, confidence: 0.9 });
    }
  }
}
