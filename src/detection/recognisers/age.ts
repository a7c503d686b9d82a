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

export function findAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== NUMBER || t.length(i) > 3) continue;
    const v = t.value(i);
    if (v < 90 || v > 130) continue;
    if (t.isPunct(i - 1, ".") && t.touches(i - 1)) continue;
    const decade = v % 10 === 0 && v < 130 && t.touches(i) && t.isWord(i + 1) && t.lower(i + 1) === "s";
    if (decade && t.isWord(i - 1) && (t.lower(i - 1) === "her" || t.lower(i - 1) === "his")) {
      out.push({ type: "AGE", start: t.start[i]!, end: t.end[i + 1]!, confidence: 0.8 });
    } else if (ageCueAfter(t, i) || ageCueBefore(t, i)) {
      out.push({ type: "AGE", start: t.start[i]!, end: t.end[i]!, confidence: 0.9 });
    }
  }
}
