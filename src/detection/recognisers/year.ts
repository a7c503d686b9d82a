import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { NUMBER, type TokenStream } from "../token-stream.ts";

/**
 * Years standing alone: "in 1993", "CABG 1957, 1971", "MI '91", "CVA 74'". Four-digit numbers
 * that read as clock times ("at 1900", "0600-1900", "1930 hrs") are not years. Two-digit years
 * count only with an apostrophe or right after a history item ("CABG 81").
 */
const TIME_BEFORE = new Set([
  "aprox",
  "approximately",
  "apx",
  "at",
  "by",
  "until",
  "til",
  "till",
  "around",
  "approx",
  "about",
  "before",
  "after",
  "@",
  "from",
  "between",
  "since",
  "starting",
  "am",
  "pm",
]);
const TIME_AFTER = new Set(["hr", "hrs", "h", "hours", "am", "pm", "today", "tonight", "and"]);
const HISTORY_ITEMS = new Set([
  "cabg",
  "mi",
  "cva",
  "avr",
  "mvr",
  "ptca",
  "pci",
  "stent",
  "tia",
  "cabgx",
  "appy",
  "chole",
  "dx",
  "dx'd",
  "tah",
  "thr",
  "tkr",
  "ca",
  "redo",
  "hernia",
  "lumpectomy",
  "mastectomy",
  "cholecystectomy",
  "resection",
  "nephrectomy",
  "smoking",
  "dvt",
  "pe",
  "chf",
]);

const SEASONS = new Set(["winter", "spring", "summer", "fall", "autumn"]);

/** Characters that may touch a year on its right. */
const CLOSERS = new Set(["'", ",", ".", ")", ";", "("]);

/** Words after which a number is a measurement, not a year ("CK 2000", "HOB 30'"). */
const MEASUREMENTS = new Set(
  "ck cks cpk cpks ckmb trop plt plts platelets wbc hct glu glucose bs fs fsbs bun cr ldh ast alt amylase lipase inr ptt mv tv vt vts bp sbp map hr rr uo uop total out ml cc hob sats sat temp tmax is was of x ngt ogt ett dose rate k na mg po iv i o".split(
    " ",
  ),
);

function isTimeLike(t: TokenStream, i: number): boolean {
  const before = i - 1;
  if (t.isWord(before) && TIME_BEFORE.has(t.lower(before))) return true;
  if (t.isPunct(before, "@") || t.isPunct(before, "~")) return true;
  if (t.isPunct(before, "-") && t.isNumber(before - 1) && t.length(before - 1) === 4) return true;
  if (t.isPunct(i + 1, "-") && t.isNumber(i + 2) && t.length(i + 2) === 4) return true;
  if (t.isWord(i + 1) && TIME_AFTER.has(t.lower(i + 1))) return true;
  if (t.isPunct(i + 1, ":")) return true;
  return false;
}

export function findYears(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== NUMBER) continue;
    const len = t.length(i);
    if (t.touches(i - 1) && !(t.isPunct(i - 1, "'") || t.isPunct(i - 1, "("))) continue;
    if (t.touches(i) && !CLOSERS.has(t.text.charAt(t.end[i]!))) continue;
    if (len === 4) {
      const v = t.value(i);
      if (v < 1900 || v > 2039 || isTimeLike(t, i)) continue;
      // "winter of 2001", "spring 1998": a season names the year whatever the word before.
      const season = SEASONS.has(t.lower(i - 1)) || (t.lower(i - 1) === "of" && SEASONS.has(t.lower(i - 2)));
      if (!season && t.isWord(i - 1) && MEASUREMENTS.has(t.lower(i - 1))) continue;
      const rule = v < 2000 && v >= 1960 ? "year-late-century" : "year-four-digit";
      out.push(hit(rule, "YEAR", t.start[i]!, t.end[i]!));
    } else if (len === 2) {
      const leading = t.isPunct(i - 1, "'") && t.touches(i - 1);
      const trailing = t.isPunct(i + 1, "'") && t.touches(i) && !(t.isWord(i + 2) && t.touches(i + 1));
      const measured = t.isWord(i - 1) && MEASUREMENTS.has(t.lower(i - 1));
      const apostrophe = leading || (trailing && !measured && !t.isNumber(i + 2) && i > 0);
      const afterItem = t.isWord(i - 1) && HISTORY_ITEMS.has(t.lower(i - 1));
      const ends = i + 1 >= t.count || t.isPunct(i + 1, ",") || t.isPunct(i + 1, ".") || t.startsLine(i + 1);
      if (apostrophe) {
        out.push(hit("year-apostrophe", "YEAR", t.start[i]!, t.end[i]!));
      } else if (afterItem && ends) {
        out.push(hit("year-after-history-item", "YEAR", t.start[i]!, t.end[i]!));
      }
    }
  }
}
