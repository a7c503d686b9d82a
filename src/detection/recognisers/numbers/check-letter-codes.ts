import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * Record and register numbers whose shape carries a check character, printed with no label in a
 * list row, a sticker or a bracket after a name:
 * - `number-dash-check-digit`: six to eight digits, a touching dash and one check digit, an
 *   optional capital letter before ("A123456-7", "123456-7"): South African folder numbers,
 *   Canadian and Irish chart numbers, many laboratory systems print the check digit so. Not part
 *   of a longer run of dashes, slashes or dots (a date, a range, a version).
 * - `code-letter-digits-letter`: in brackets, one capital letter, five digits and one capital
 *   letter, wherever the bracket stands ("Dr Tan Wei Ming (M12345A)"): the Singapore Medical
 *   Council's registration number, which a letter's signature or a memo puts after the doctor's
 *   name, and any code of its shape (a bracketed code names one record or person either way).
 */

function isCapital(t: TokenStream, k: number): boolean {
  return k >= 0 && k < t.count && t.isWord(k) && t.length(k) === 1 && t.isAllCaps(k);
}

/** Token `k` touches no letter, digit or joining mark on its right. */
function endsFree(t: TokenStream, k: number): boolean {
  if (!t.touches(k)) return true;
  const n = k + 1;
  return !(t.isWord(n) || t.isNumber(n) || t.isPunct(n, "-") || t.isPunct(n, "/") || t.isPunct(n, "."));
}

/** Token `k` touches no letter, digit or joining mark on its left. */
function startsFree(t: TokenStream, k: number): boolean {
  if (k === 0 || !t.touches(k - 1)) return true;
  const p = k - 1;
  return !(t.isWord(p) || t.isNumber(p) || t.isPunct(p, "-") || t.isPunct(p, "/") || t.isPunct(p, "."));
}

export function findCheckLetterCodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of four digits or more are read (numberShapes lists them once a note), each after
  // the last code found.
  const shapes = numberShapes(context);
  for (let r = 0, i = -1; r < shapes.longCount; r++) {
    if (shapes.long[r]! <= i) continue;
    i = shapes.long[r]!;
    const digits = t.length(i);
    if (digits >= 6 && digits <= 8 && t.touches(i) && t.isPunct(i + 1, "-") && t.touches(i + 1)) {
      const check = i + 2;
      if (!t.isNumber(check) || t.length(check) !== 1 || !endsFree(t, check)) continue;
      const first = isCapital(t, i - 1) && t.touches(i - 1) ? i - 1 : i;
      if (!startsFree(t, first)) continue;
      out.push(hit("number-dash-check-digit", "ID", t.start[first]!, t.end[check]!));
      i = check;
      continue;
    }
    if (digits !== 5 || !isCapital(t, i - 1) || !t.touches(i - 1) || !t.touches(i) || !isCapital(t, i + 1))
      continue;
    const open = i - 2;
    const close = i + 2;
    if (!(t.isPunct(open, "(") || t.isPunct(open, "["))) continue;
    if (!t.touches(open) || !(t.isPunct(close, ")") || t.isPunct(close, "]")) || !t.touches(i + 1)) continue;
    out.push(hit("code-letter-digits-letter", "LICENSE_NUMBER", t.start[i - 1]!, t.end[i + 1]!));
  }
}

const RULES = defineRules({
  "number-dash-check-digit": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "a record number printed with its check digit after a dash ('A123456-7', '123456-7')",
  },
  "code-letter-digits-letter": {
    types: ["LICENSE_NUMBER"],
    level: "shaped",
    anchored: true,
    about:
      "a letter, five digits and a letter in brackets, as after a doctor's name (a Singapore MCR number)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const checkLetterCodesRecogniser: RecogniserModule = {
  id: "check-letter-codes",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findCheckLetterCodes,
};

const hit = ruleHit(RULES);
