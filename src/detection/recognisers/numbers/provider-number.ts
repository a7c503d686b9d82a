import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * Clinician numbers whose shape (and check character) is evidence enough without a label, as
 * letters and signature blocks print them after the clinician's name:
 * - `provider-number-au`: an Australian Medicare provider number (Services Australia): a six-digit
 *   stem, a practice location character (0-9, A-H, J-N, P-R, T-Y) and a check character, the
 *   stem's digits times 3, 5, 8, 4, 2, 1 plus the location's value times 6, mod 11, read from
 *   "YXWTLKJHFBA" ("2345671A", "055123AL").
 * - `nmc-pin`: a UK Nursing and Midwifery Council PIN: two digits (the year), a month letter A-L,
 *   four digits and a capital (where the nurse trained): "12A3456E".
 * Both stand alone: no letter or digit touches them, and in a note with case the letters are
 * capitals.
 */

const LOCATION = "0123456789ABCDEFGHJKLMNPQRTUVWXY";
const CHECK = "YXWTLKJHFBA";
const STEM_WEIGHTS = [3, 5, 8, 4, 2, 1];

/** The stem, location and check characters of an AU Medicare provider number agree. */
export function providerNumberValid(s: string): boolean {
  if (!/^\d{6}[0-9A-HJ-NP-RT-Y][A-HJ-NP-Y]$/.test(s)) return false;
  let sum = 0;
  for (let k = 0; k < 6; k++) sum += (s.charCodeAt(k) - 48) * STEM_WEIGHTS[k]!;
  sum += LOCATION.indexOf(s[6]!) * 6;
  return CHECK[sum % 11] === s[7];
}

/** Neither end of tokens `first`..`last` touches a letter, a digit or a decimal point. */
function standsAlone(t: TokenStream, first: number, last: number): boolean {
  if (first > 0 && t.touches(first - 1)) {
    const p = first - 1;
    if (t.isWord(p) || t.isNumber(p) || t.isPunct(p, ".") || t.isPunct(p, "-") || t.isPunct(p, "/"))
      return false;
  }
  if (t.touches(last)) {
    const n = last + 1;
    if (t.isWord(n) || t.isNumber(n) || t.isPunct(n, "-") || t.isPunct(n, "/")) return false;
    if (t.isPunct(n, ".") && (t.isNumber(n + 1) || t.isWord(n + 1)) && t.touches(n)) return false;
  }
  return true;
}

export function findProviderNumbers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into a word are read (numberShapes lists them once a note), each after the
  // last number found.
  const shapes = numberShapes(context);
  for (let r = 0, i = -1; r < shapes.intoWordCount; r++) {
    if (shapes.intoWord[r]! <= i) continue;
    i = shapes.intoWord[r]!;
    const w = i + 1;
    if (!t.touches(i) || !t.isWord(w)) continue;
    if (context.mixedCase && !t.isAllCaps(w)) continue;
    const digits = t.length(i);
    // "2345671A": seven digits and the check letter; "055123AL": six digits and two letters.
    if ((digits === 7 && t.length(w) === 1) || (digits === 6 && t.length(w) === 2)) {
      if (!standsAlone(t, i, w)) continue;
      if (providerNumberValid((t.raw(i) + t.raw(w)).toUpperCase())) {
        out.push(hit("provider-number-au", "LICENSE_NUMBER", t.start[i]!, t.end[w]!));
        i = w;
      }
      continue;
    }
    // "12A3456E": 2 digits, a month letter, 4 digits, a letter, all run together.
    const n = w + 1;
    const end = w + 2;
    if (digits !== 2 || t.length(w) !== 1 || !t.touches(w) || !t.isNumber(n) || t.length(n) !== 4) continue;
    if (!t.touches(n) || !t.isWord(end) || t.length(end) !== 1) continue;
    if (context.mixedCase && !t.isAllCaps(end)) continue;
    const month = t.raw(w).toUpperCase();
    if (month < "A" || month > "L" || !standsAlone(t, i, end)) continue;
    out.push(hit("nmc-pin", "LICENSE_NUMBER", t.start[i]!, t.end[end]!));
    i = end;
  }
}

const RULES = defineRules({
  "provider-number-au": {
    types: ["LICENSE_NUMBER"],
    level: "shaped",
    anchored: true,
    about:
      "an AU Medicare provider number: six-digit stem, practice location and a valid check character ('2345671A')",
  },
  "nmc-pin": {
    types: ["LICENSE_NUMBER"],
    level: "shaped",
    anchored: true,
    about:
      "a UK NMC PIN standing alone: two digits, a month letter A-L, four digits and a letter ('12A3456E')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const providerNumberRecogniser: RecogniserModule = {
  id: "provider-number",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findProviderNumbers,
};

const hit = ruleHit(RULES);
