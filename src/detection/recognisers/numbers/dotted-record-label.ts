import { recordUnitsAfter } from "../../cues/units.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * A record number after its label written as dotted initials, as typists in India, Nigeria, South
 * Africa and older letterheads everywhere write it: "M.R.N. 1234567", "I.P. No. 12345", "O.P. No:
 * 56789/2024", "U.R. 123456", "C.R. No. 2024-0012345", "U.H.I.D.: 12345678". The letters (two to
 * four, each with its dot) spell a record label; "No", "Number" or "Num" (with its dot), a colon, a
 * hash or a dash may follow; then the value: four digits or more, with capitals, "/" or "-"
 * run into them, and no unit after it ("i.p. 1000 units" is a dose). The undotted labels ("MRN", "IP No") are read by `record-number`. Bounded: ten
 * tokens before each number of three digits or more.
 */

/** Record labels spelled as initials (lower case, dots dropped). */
const DOTTED_LABELS: ReadonlySet<string> = new Set([
  "mrn",
  "mr",
  "ur",
  "urn",
  "ip",
  "op",
  "ipd",
  "opd",
  "cr",
  "hrn",
  "hn",
  "uhid",
]);

const NUMBER_WORDS: ReadonlySet<string> = new Set(["no", "number", "num", "nr"]);
const UNITS = recordUnitsAfter.words;

/** The first token of the value holding number `n`, or -1 when something else is run into it. */
function valueStart(t: TokenStream, n: number): number {
  let first = n;
  // Capitals run into the digits ("H1234567"), or a year and a slash ("2024/12345").
  while (first > 0 && t.touches(first - 1) && first > n - 3) {
    const p = first - 1;
    if (t.isWord(p) && t.length(p) <= 4 && t.isAllCaps(p)) first = p;
    else if ((t.isPunct(p, "/") || t.isPunct(p, "-")) && t.isNumber(p - 1) && t.touches(p - 1)) first = p - 1;
    else return -1;
  }
  return first;
}

/** The value's last token: digits, capitals, "/" and "-" all run together from `n`. */
function valueEnd(t: TokenStream, n: number): number {
  let last = n;
  while (t.touches(last) && last - n < 8) {
    const j = last + 1;
    if (t.isNumber(j) || (t.isWord(j) && t.length(j) <= 4 && t.isAllCaps(j))) last = j;
    else if ((t.isPunct(j, "/") || t.isPunct(j, "-")) && t.touches(j) && t.isNumber(j + 1)) last = j + 1;
    else break;
  }
  return last;
}

/** A dotted record label ("M.R.N.", "I.P. No.") closing before token `s`. */
function dottedLabelBefore(t: TokenStream, s: number): boolean {
  let k = s - 1;
  if (t.isPunct(k, ":") || t.isPunct(k, "#") || t.isPunct(k, "-")) k--;
  if (t.isPunct(k, ".") && t.isWord(k - 1) && t.touches(k - 1) && NUMBER_WORDS.has(t.lower(k - 1))) k -= 2;
  else if (t.isWord(k) && NUMBER_WORDS.has(t.lower(k))) k--;
  if (t.isPunct(k, ":")) k--;
  // Letter-dot pairs, read backwards: "M.R.N." is M . R . N .
  let letters = "";
  for (let n = 0; n < 4; n++) {
    if (!t.isPunct(k, ".") || !t.isWord(k - 1) || t.length(k - 1) !== 1 || !t.touches(k - 1)) break;
    letters = t.lower(k - 1) + letters;
    k -= 2;
    if (!t.touches(k)) break;
  }
  if (letters.length < 2) return false;
  // Nothing run into the first letter ("A.M.R.N." is no label of these).
  const head = k + 1;
  if (head > 0 && t.touches(head - 1) && !t.isPunct(head - 1, "(")) return false;
  return DOTTED_LABELS.has(letters);
}

export function findDottedRecordLabels(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of three digits or more are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  let done = -1;
  for (let r = 0; r < shapes.wideCount; r++) {
    const n = shapes.wide[r]!;
    if (n <= done || t.kind[n] !== NUMBER) continue;
    // Most numbers stand alone after a word or a mark: the label is asked first, in a few tokens.
    if (!t.touches(n - 1) && !dottedLabelBefore(t, n)) continue;
    const first = valueStart(t, n);
    if (first === -1 || t.startsLine(first)) continue;
    // The label's last dot stands within four tokens before the value: most numbers have none.
    const dot = t.isPunct(first - 1, ".") || t.isPunct(first - 2, ".") || t.isPunct(first - 3, ".");
    if (!dot && !t.isPunct(first - 4, ".")) continue;
    const last = valueEnd(t, n);
    if (t.touches(last) && (t.isWord(last + 1) || t.isNumber(last + 1))) continue;
    // A dose: "I.P. 1000 units" (intraperitoneal).
    if (t.isWord(last + 1) && !t.startsLine(last + 1) && UNITS.has(t.lower(last + 1))) continue;
    let digits = 0;
    for (let k = first; k <= last; k++) if (t.isNumber(k)) digits += t.length(k);
    if (digits < 4) continue;
    if (!dottedLabelBefore(t, first)) continue;
    out.push(hit("record-dotted-label", "MRN", t.start[first]!, t.end[last]!));
    done = last;
  }
}

const RULES = defineRules({
  "record-dotted-label": {
    types: ["MRN"],
    level: "cued",
    anchored: true,
    about:
      "a record number after a label in dotted initials ('M.R.N. 1234567', 'I.P. No. 12345', 'U.H.I.D.:')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const dottedRecordLabelRecogniser: RecogniserModule = {
  id: "dotted-record-label",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findDottedRecordLabels,
};

const hit = ruleHit(RULES);
