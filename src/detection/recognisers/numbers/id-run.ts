import { codeWords } from "../../cues/not-ids.ts";
import { isDash } from "../../readers/dash.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";

/**
 * Reading an identifier's value by its shape, wherever a slot says one stands: letters and
 * digits run together or joined by a touching "-", "/" or "." ("ZKT27QX", "LUTH/21/48213",
 * "482-13927-4", "482139274/01"), no space inside. Shared by the readers of slots that have no
 * label right before the value (`referral-line-id`, `id-beside-label`, `slash-joined-id`).
 */

/** What a run of touching tokens holds. */
export interface IdRun {
  readonly first: number;
  /** Last token of the run, or -1 when no run starts at the token. */
  readonly last: number;
  readonly digits: number;
  readonly letters: number;
  /** Joiners ("-", "/", ".") inside it. */
  readonly joiners: number;
  /** Every word of it is in capitals (or has no letter). */
  readonly capitals: boolean;
}

const CODE_WORDS = codeWords.words;
const NONE: IdRun = { first: -1, last: -1, digits: 0, letters: 0, joiners: 0, capitals: false };
const MAX_TOKENS = 9;

function isRunJoiner(t: TokenStream, k: number): boolean {
  return (isDash(t, k) || t.isPunct(k, "/") || t.isPunct(k, ".")) && t.touches(k - 1) && t.touches(k);
}

/** The run of touching letters, digits and joiners from token `from` (bounded: nine tokens). */
export function readIdRun(t: TokenStream, from: number): IdRun {
  const kind0 = t.kind[from];
  if (from < 0 || from >= t.count || (kind0 !== NUMBER && kind0 !== WORD)) return NONE;
  let digits = 0;
  let letters = 0;
  let joiners = 0;
  let capitals = true;
  let k = from;
  for (let n = 0; n < MAX_TOKENS; n++) {
    if (t.kind[k] === NUMBER) digits += t.length(k);
    else {
      letters += t.length(k);
      if (!t.isAllCaps(k)) capitals = false;
    }
    const j = k + 1;
    if (!t.touches(k) || j >= t.count) break;
    if (t.kind[j] === NUMBER || t.kind[j] === WORD) {
      k = j;
    } else if (isRunJoiner(t, j) && (t.kind[j + 1] === NUMBER || t.kind[j + 1] === WORD)) {
      joiners++;
      k = j + 1;
    } else break;
  }
  return { first: from, last: k, digits, letters, joiners, capitals };
}

/** The run is followed by a letter, digit or joiner it did not take (too long to be one value). */
export function runContinues(t: TokenStream, run: IdRun): boolean {
  const n = run.last + 1;
  if (!t.touches(run.last) || n >= t.count) return false;
  if (t.kind[n] === NUMBER || t.kind[n] === WORD) return true;
  return isRunJoiner(t, n) && (t.kind[n + 1] === NUMBER || t.kind[n + 1] === WORD);
}

/**
 * "12/03/2024", "2024-03-12", "12.5", "135-145", "1/2": a date, a decimal, a ratio or a range,
 * which no identifier reader takes when the value has no letter.
 */
export function isDateOrMeasure(value: string): boolean {
  // "12/34/5678": two short groups and four digits that no calendar writes is a hospital number.
  const full =
    value.length >= 8 && value.length <= 10 ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value) : null;
  if (full !== null) {
    const a = Number(full[1]);
    const b = Number(full[2]);
    const y = Number(full[3]);
    const dayMonth = (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31);
    if (!(a === 0 && b === 0) && (!dayMonth || y < 1850 || y > 2100)) return false;
  }
  if (/^\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/.test(value)) return true;
  return /^\d+[.,]\d+$/.test(value) || /^\d{1,4}[-/]\d{1,4}$/.test(value);
}

/**
 * An identifier's shape with no label right before it: six digits or more (with joiners, not a
 * date or measure), or letters and two digits or more together in five characters or more, the
 * letters in capitals where the note uses case. At most twenty letters and digits.
 */
export function isIdShaped(t: TokenStream, run: IdRun, mixedCase: boolean): boolean {
  if (run.last === -1 || runContinues(t, run)) return false;
  const size = run.digits + run.letters;
  if (size > 20) return false;
  if (run.letters === 0) {
    if (run.digits < 6) return false;
    return !isDateOrMeasure(t.text.slice(t.start[run.first]!, t.end[run.last]!));
  }
  if (run.digits < 2 || size < 5) return false;
  // "ICD-10", "E-11", "T-12": a code or a level with two digits after a joiner.
  if (run.digits === 2 && run.joiners > 0) return false;
  if (t.isWord(run.first) && CODE_WORDS.has(t.lower(run.first))) return false;
  // "E11.9", "V458.1": a diagnosis code's letter, digits and a decimal point.
  if (run.letters === 1 && t.isPunct(run.last - 1, ".")) return false;
  return run.capitals || !mixedCase;
}

/**
 * Digit groups of three or four joined by single spaces, as health-card and insurance numbers
 * are printed ("1234 567 890", "123 456 789"): two to four groups, nine to twelve digits, the
 * first digit no "0" (a phone's trunk) and nothing run into the last group. The last token, or -1.
 */
export function readSpacedDigits(t: TokenStream, from: number): number {
  if (!t.isNumber(from) || t.text.charCodeAt(t.start[from]!) === 48) return -1;
  let digits = 0;
  let k = from;
  for (let n = 0; n < 4; n++) {
    const len = t.length(k);
    if (len < 3 || len > 4) return -1;
    digits += len;
    const next = k + 1;
    if (
      next < t.count &&
      t.isNumber(next) &&
      t.start[next]! - t.end[k]! === 1 &&
      t.text.charCodeAt(t.end[k]!) === 32 &&
      n < 3
    )
      k = next;
    else break;
  }
  if (k === from || digits < 9 || digits > 12) return -1;
  if (
    t.touches(k) &&
    (t.isWord(k + 1) || t.isNumber(k + 1) || t.isPunct(k + 1, "-") || t.isPunct(k + 1, "/"))
  )
    return -1;
  return k;
}
