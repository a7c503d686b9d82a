import { badNiPrefixes, nhsWords, niCues } from "../../cues/id-cues.ts";
import { niPhoneWords } from "../../cues/phone-cues.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { isRoundList } from "./phone.ts";

/**
 * UK national identifiers.
 * - NHS numbers (NHS Data Dictionary, "NHS Number"): ten digits, usually written 3-3-4 with spaces
 *   (485 777 3456), also run together or with dashes; the tenth digit is a modulus 11 check digit
 *   (weights 10..2 over the first nine; 11 - remainder, 11 -> 0, 10 never issued). After "NHS"
 *   any ten digits are the number (a typo is still PHI); elsewhere a valid check digit is
 *   required, the number is spaced or run together (dashed 3-3-4 is the US phone habit), and
 *   it must not follow a phone cue. A valid check digit outranks the phone reading of the same
 *   digits, so the span is typed ID.
 * - National Insurance numbers (HMRC National Insurance Manual NIM39110): two prefix letters,
 *   six digits, a suffix letter A-D, spaced or not (QQ 12 34 56 C). After a cue ("NI", "NINO",
 *   "national insurance") any prefix counts; standing alone the prefix must be a valid one
 *   (first letter not D, F, I, Q, U, V; second not D, F, I, O, Q, U, V; not BG, GB, KN, NK, NT,
 *   TN, ZZ).
 */
const PHONE_WORDS = niPhoneWords.words;
const NI_CUES = niCues.words;
const BAD_NI_PREFIXES = badNiPrefixes.words;

/** True when the ten digits pass the NHS modulus 11 check. */
export function isValidNhsNumber(digits: string): boolean {
  if (digits.length !== 10) return false;
  let sum = 0;
  for (let k = 0; k < 9; k++) sum += (digits.charCodeAt(k) - 48) * (10 - k);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  return check !== 10 && check === digits.charCodeAt(9) - 48;
}

/** The digit group after group `j`, joined by one space or a dash, or -1. */
function nextPart(t: TokenStream, j: number): number {
  let k = j + 1;
  if (isDash(t, k) && t.touches(j) && t.touches(k)) k++;
  else if (k >= t.count || t.start[k]! - t.end[j]! !== 1) return -1;
  return t.isNumber(k) ? k : -1;
}

/** Ten digits at `i` as 3-3-4 (spaces or dashes) or one run: the last token, or -1. */
function readTenDigits(t: TokenStream, i: number): number {
  if (t.length(i) === 10) return i;
  if (t.length(i) !== 3) return -1;
  const b = nextPart(t, i);
  if (b === -1 || t.length(b) !== 3) return -1;
  const c = nextPart(t, b);
  return c !== -1 && t.length(c) === 4 ? c : -1;
}

function digitsBetween(t: TokenStream, from: number, to: number): string {
  let s = "";
  for (let k = from; k <= to; k++) if (t.kind[k] === NUMBER) s += t.raw(k);
  return s;
}

function wordBefore(t: TokenStream, i: number, words: ReadonlySet<string>, window: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - window; k--) {
    if (t.isWord(k) && words.has(t.lower(k))) return true;
    if (t.kind[k] === NUMBER) return false;
  }
  return false;
}

/** An NI number starting at word `i`: the last token, or -1. */
function readNiNumber(t: TokenStream, i: number): number {
  let j = i + 1;
  let digits = 0;
  // Up to three digit groups totalling six digits, run together or spaced.
  let last = i;
  while (digits < 6 && t.isNumber(j) && t.start[j]! - t.end[last]! <= 1) {
    digits += t.length(j);
    last = j;
    j++;
  }
  if (digits !== 6) return -1;
  if (!t.isWord(j) || t.length(j) !== 1 || t.start[j]! - t.end[last]! > 1) return -1;
  const suffix = t.lower(j);
  if (suffix < "a" || suffix > "d") return -1;
  if (t.isWord(j + 1) && t.touches(j)) return -1;
  return j;
}

function validNiPrefix(prefix: string): boolean {
  if ("dfiquv".includes(prefix[0]!) || "dfioquv".includes(prefix[1]!)) return false;
  return !BAD_NI_PREFIXES.has(prefix);
}

export function findNationalIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER) continue;
    // An NI number is found from its first digits, looking back at the two-letter prefix.
    const w = i - 1;
    if (t.kind[w] === WORD && t.length(w) === 2 && t.start[i]! - t.end[w]! <= 1 && !t.touches(w - 1)) {
      const last = readNiNumber(t, w);
      if (last !== -1) {
        const cued = wordBefore(t, w, NI_CUES, 5);
        if (cued || validNiPrefix(t.lower(w))) {
          out.push(hit(cued ? "ni-number-cued" : "ni-number", "ID", t.start[w]!, t.end[last]!));
          i = last;
          continue;
        }
      }
    }
    const length = t.length(i);
    if (length !== 3 && length !== 10) continue;
    if (t.touches(i - 1) && !t.isPunct(i - 1, ":") && !t.isPunct(i - 1, "#")) continue;
    const last = readTenDigits(t, i);
    if (last === -1 || (t.touches(last) && t.isNumber(last + 2))) continue;
    const afterNhs = wordBefore(t, i, NHS_WORDS, 5);
    if (!afterNhs) {
      // Dashed 3-3-4 is the North American phone habit; NHS numbers are spaced or run together.
      if (isDash(t, i + 1) || !isValidNhsNumber(digitsBetween(t, i, last))) continue;
      if (wordBefore(t, i, PHONE_WORDS, 5)) continue;
      if (last !== i && isRoundList(t, { groups: [i, i + 1, last] })) continue; // "210 300 4000"
    }
    out.push(hit(afterNhs ? "nhs-number-cued" : "nhs-number-checked", "ID", t.start[i]!, t.end[last]!));
    i = last;
  }
}

const NHS_WORDS = nhsWords.words;

const RULES = defineRules({
  "nhs-number-cued": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "ten digits (3-3-4 or one run) after 'NHS'",
  },
  "nhs-number-checked": {
    types: ["ID"],
    level: "certain",
    anchored: true,
    about: "ten digits, spaced or in one run, with a valid NHS modulus 11 check digit, not after a phone cue",
  },
  "ni-number-cued": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "a National Insurance number (AA 12 34 56 A-D) after an NI cue",
  },
  "ni-number": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "a National Insurance number with a valid prefix",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const nationalIdRecogniser: RecogniserModule = {
  id: "national-id",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findNationalIds,
};

const hit = ruleHit(RULES);
