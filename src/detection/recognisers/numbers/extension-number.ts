import { extensionCallWords, extensionDeviceWords, pagerCues } from "../../cues/phone-cues.ts";
import { yearUnitsAfter } from "../../cues/units.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { mayBeListed, wordShapes } from "../../readers/word-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * Internal extensions, as ward notes and letters write them without "ext":
 * - `extension-x`: "x" run into three to five digits ("x4321"), after a phone number ("020 7946
 *   0958 x4321"), after "on", "or", "call", "ring", "dial", "via" or a phone or pager word ("bleep
 *   1234 or x5678", "contact ward on x4321"), or in brackets after a name ("Dr Khan (x4321)").
 *   Not a magnification or a count in hundreds ("x400", "x1000").
 * - `extension-x-spaced`: "x", one space and three to five digits closing a bracket or a cell after
 *   a comma, a bracket or a call word ("(RMO, x 4521)", "bleep 1234 or x 5678"): the digits only.
 * - `extension-after-device`: three to five digits right after the ward's handset or its phone
 *   word ("Vocera 4321", "DECT 4321", "internal 4321", "ward phone 4321", "tel 4321").
 */

const CUES = pagerCues.words;
const UNITS = yearUnitsAfter.words;
const CALL_WORDS = extensionCallWords.words;
const DEVICE_WORDS = extensionDeviceWords.words;
const DEVICE_SHAPES = wordShapes(DEVICE_WORDS);

/** Digits `i` close their value: no letter, digit, decimal point or unit runs on. */
function closes(t: TokenStream, i: number): boolean {
  if (!t.touches(i)) return true;
  const n = i + 1;
  return !(t.isWord(n) || t.isNumber(n) || (t.isPunct(n, ".") && t.isNumber(n + 1)) || t.isPunct(n, "%"));
}

/** Not a round count: "x400", "x1000" are magnifications and multiples. */
function round(t: TokenStream, i: number): boolean {
  return t.text.endsWith("00", t.end[i]!);
}

/**
 * "(RMO, x 4521)", "(REGISTRAR, X 214)", "bleep 1234 or x 5678": a lone "x" and one space before
 * the digits `i`, after a comma, an opening bracket or a call or pager word, and the digits close
 * the cell (")", ",", ";" or the line's end) — not a count or a product ("150 mL x 250", "2 x 500").
 */
function spacedX(t: TokenStream, x: number, i: number): boolean {
  if (!t.isWord(x) || t.length(x) !== 1 || t.lower(x) !== "x" || t.start[i]! - t.end[x]! !== 1) return false;
  if (t.startsLine(x) || t.startsLine(i) || (t.touches(x - 1) && !t.isPunct(x - 1, "("))) return false;
  const p = x - 1;
  const before =
    ((t.isPunct(p, ",") || t.isPunct(p, "(")) &&
      t.isWord(p - 1) &&
      !UNITS.has(t.lower(p - 1)) &&
      !t.isNumber(p - 2)) ||
    (t.isWord(p) && (CALL_WORDS.has(t.lower(p)) || CUES.has(t.lower(p))));
  if (!before) return false;
  const n = i + 1;
  return (
    n >= t.count ||
    t.startsLine(n) ||
    t.isPunct(n, ")") ||
    t.isPunct(n, ",") ||
    t.isPunct(n, ";") ||
    (t.isPunct(n, ".") && !t.isNumber(n + 1)) ||
    (t.isWord(n) && t.lower(n) === "or")
  );
}

function isOr(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  return w === "or" || w === "and";
}

/**
 * The digits `i` follow, over "/", ",", "&", "or" or "and", a number of three to five digits with
 * as many digits (one more or less) that is a pager's: right after a pager or extension word (over
 * ":", "#" or "no."), or itself the next of such a list (`depth` numbers back at most).
 */
function listedPager(t: TokenStream, i: number, depth: number): boolean {
  const j = i - 1;
  const slash = t.isPunct(j, "/");
  // "2231/2232" run together or "2231 / 2232" apart; the others stand apart ("2231, 2232").
  if (slash ? t.touches(j) !== t.touches(j - 1) : t.touches(j)) return false;
  const k = j - 1;
  if (!t.isNumber(k) || t.length(k) < 3 || t.length(k) > 5 || Math.abs(t.length(k) - t.length(i)) > 1)
    return false;
  let c = k - 1;
  if (t.isPunct(c, ":") || t.isPunct(c, "#")) c--;
  if (t.isPunct(c, ".") && t.isWord(c - 1) && t.lower(c - 1) === "no") c -= 2;
  else if (t.isWord(c) && t.lower(c) === "no") c--;
  if (t.isWord(c) && CUES.has(t.lower(c)) && !t.isNumber(c - 1)) return true;
  if (depth <= 1) return false;
  const p = k - 1;
  return (
    (t.isPunct(p, "/") || t.isPunct(p, ",") || t.isPunct(p, "&") || isOr(t, p)) &&
    listedPager(t, k, depth - 1)
  );
}

export function findExtensions(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of three digits or more are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.wideCount; r++) {
    const i = shapes.wide[r]!;
    if (i < 1) continue;
    const digits = t.length(i);
    if (digits < 3 || digits > 5) continue;
    const x = i - 1;
    // "bleep 2231/2232", "ext 2231 or 2232": the next number of a pager's list.
    if (
      (t.isPunct(x, "/") || t.isPunct(x, ",") || t.isPunct(x, "&") || isOr(t, x)) &&
      closes(t, i) &&
      !(t.isWord(i + 1) && !t.startsLine(i + 1) && UNITS.has(t.lower(i + 1)))
    ) {
      if (listedPager(t, i, 3)) {
        // "2231/2232": the first number is read with the second (phone.ts takes no slashed pair).
        if (t.isPunct(x, "/") && t.touches(x))
          out.push(hit("pager-in-list", "PHONE", t.start[x - 1]!, t.end[x - 1]!));
        out.push(hit("pager-in-list", "PHONE", t.start[i]!, t.end[i]!));
      }
      continue;
    }
    // Only after "x" or a handset word: most numbers stop here.
    if (!t.isWord(x) && !t.isPunct(x, ":") && !t.isPunct(x, "#")) continue;
    if (!closes(t, i) || round(t, i)) continue;
    // "ext4412", "bleep2231", "pg4412": a pager or extension word run into the digits.
    if (
      t.touches(x) &&
      t.isWord(x) &&
      t.length(x) > 1 &&
      CUES.has(t.lower(x)) &&
      (!t.touches(x - 1) || t.isPunct(x - 1, "(")) &&
      !t.isNumber(x - 1)
    ) {
      out.push(hit("pager-run-in", "PHONE", t.start[i]!, t.end[i]!));
      continue;
    }
    if (
      t.isWord(x) &&
      t.touches(x) &&
      t.length(x) === 1 &&
      t.lower(x) === "x" &&
      (!t.touches(x - 1) || t.isPunct(x - 1, "("))
    ) {
      const p = x - 1;
      const afterPhone =
        t.isNumber(p) && t.length(p) >= 3 && !t.startsLine(x) && t.start[x]! - t.end[p]! <= 2;
      const afterWord =
        t.isWord(p) && (CALL_WORDS.has(t.lower(p)) || CUES.has(t.lower(p))) && !t.startsLine(x);
      const bracket = t.isPunct(p, "(") && t.touches(p) && t.isPunct(i + 1, ")") && t.isWord(p - 1);
      if (afterPhone || afterWord || bracket) {
        out.push(hit("extension-x", "PHONE", t.start[x]!, t.end[i]!));
      }
      continue;
    }
    if (spacedX(t, x, i)) {
      out.push(hit("extension-x-spaced", "PHONE", t.start[i]!, t.end[i]!));
      continue;
    }
    let w = i - 1;
    if (t.isPunct(w, ":") || t.isPunct(w, "#")) w--;
    if (
      !mayBeListed(t, w, DEVICE_SHAPES) ||
      t.touches(i - 1) ||
      t.startsLine(i) ||
      !DEVICE_WORDS.has(t.lower(w))
    )
      continue;
    if (t.start[i]! - t.end[i - 1]! > 2) continue;
    // "phone 4321", "tel 4321": only the ward's or a handset's ("ward phone"); a bare "Phone: 4321" too.
    const word = t.lower(w);
    if ((word === "phone" || word === "tel" || word === "telephone") && !t.isPunct(w + 1, ":")) {
      const before = t.isWord(w - 1) ? t.lower(w - 1) : "";
      if (before !== "ward" && before !== "desk" && !DEVICE_WORDS.has(before)) continue;
    }
    out.push(hit("extension-after-device", "PHONE", t.start[i]!, t.end[i]!));
  }
}

const RULES = defineRules({
  "extension-x": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about: "an internal extension written 'x4321' after a phone number, a call word or a name in brackets",
  },
  "extension-x-spaced": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about: "an internal extension written 'x 4521' after a comma, a bracket or a call word ('(RMO, x 4521)')",
  },
  "pager-in-list": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about: "the next pager or extension of a list after its cue ('bleep 2231/2232', 'ext 2231 or 2232')",
  },
  "pager-run-in": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about: "three to five digits run into a pager or extension word ('ext4412', 'bleep2231')",
  },
  "extension-after-device": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about: "three to five digits after a ward handset or phone word ('Vocera 4321', 'ward phone 4321')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const extensionNumberRecogniser: RecogniserModule = {
  id: "extension-number",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findExtensions,
};

const hit = ruleHit(RULES);
