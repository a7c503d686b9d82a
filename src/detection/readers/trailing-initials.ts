import type { ScanContext } from "../recogniser.ts";
import {
  CLINICAL,
  CREDENTIAL,
  CUE_FIELD_ID_LABEL,
  CUE_REFERENCE_HEAD,
  CUE_WORLD_ID_LABEL,
  LABEL_END,
  RECORD_CUE,
  STAFF_ROLE,
  TITLE,
} from "../word-bits.ts";

/**
 * Initials run together after a surname, the way Singapore, Malaysian, Hong Kong and Vancouver-style
 * lists write a person: "Dr Goh CL", "Lee KS (MO)", "TAN WM", "signed: lim kh". The token at `k`,
 * right after a name word on the same line, is two or three letters that read as initials:
 * capitals inside a note with case; in a note without case, letters with no vowel ("kh", "WM"),
 * which no English word of that length is. A credential, a role or a title ("RN", "MO", "Dr") is
 * no initials, nor is a cluster that runs on into more words of the sentence ("Lee GS ward"):
 * the cluster must close its line, or come before punctuation, a bracket, a number or a lower-case
 * word in a note with case. Returns the cluster's token, or -1.
 */
export function trailingInitials(context: ScanContext, k: number): number {
  const t = context.tokens;
  // One space from the name; a column gap or letters run into digits ("RXH1234567") are no initials.
  if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[k - 1]! !== 1) return -1;
  // "Dr Tan WM MCR 12345": after initials already read ("Tan WM"), capitals are a register's letters.
  const before = k - 1;
  if (
    context.mixedCase &&
    t.length(before) <= 3 &&
    t.isAllCaps(before) &&
    t.isWord(before - 1) &&
    !t.startsLine(before) &&
    t.isCapitalised(before - 1) &&
    (t.bits(before - 1) & TITLE) === 0
  )
    return -1;
  let last = -1;
  if (t.length(k) === 1) {
    // "Ng K H", "Tan W M": two or three spaced capitals.
    let m = k;
    while (
      m < k + 3 &&
      isLetter(context, m, 1) &&
      (m === k || (!t.startsLine(m) && t.start[m]! - t.end[m - 1]! <= 1))
    )
      m++;
    if (m - k < 2) return -1;
    last = m - 1;
  } else if (isLetter(context, k, t.length(k)) && t.length(k) <= 3) {
    if ((t.bits(k) & (CREDENTIAL | STAFF_ROLE | TITLE)) !== 0) return -1;
    // Without case, no vowel and no clinical letters ("kh", "WM"; not "DC", "CXR").
    if (
      !context.mixedCase &&
      (/[aeiouy]/i.test(t.raw(k)) || (t.bits(k) & CLINICAL) !== 0 || t.lower(k) === "ng")
    )
      return -1;
    last = k;
  } else if (lowerAfterLower(context, k)) {
    // "signed: lim kh" in a note with case: a name written in lower case keeps its initials so.
    last = k;
  } else return -1;
  const next = last + 1;
  if (next < t.count && t.touches(last) && (t.isNumber(next) || t.isWord(next))) return -1;
  // "John Smith MRN: 1234", "Ade Obi DOB 12/03/1980", "Tan Mei UR 123456": the next field's label.
  if (opensNextField(context, k, next)) return -1;
  if (next >= t.count || t.startsLine(next) || !t.isWord(next)) return last;
  return context.mixedCase && !t.isAllCaps(next) && !t.isCapitalised(next) ? last : -1;
}

const LABEL_BITS = RECORD_CUE | LABEL_END;
const LABEL_CUES = CUE_FIELD_ID_LABEL | CUE_WORLD_ID_LABEL | CUE_REFERENCE_HEAD;

/**
 * The letters from `k` open the next field rather than close the name: a colon follows them, or
 * they are a label the identifier and header readers know ("MRN", "UR", "DOB", "NHI") with its
 * value after them (a number, a hash, "No").
 */
function opensNextField(context: ScanContext, k: number, next: number): boolean {
  const t = context.tokens;
  if (t.isPunct(next, ":")) return true;
  if (t.length(k) < 2 || ((t.bits(k) & LABEL_BITS) === 0 && (t.cues(k) & LABEL_CUES) === 0)) return false;
  if (next >= t.count || t.startsLine(next)) return false;
  // "NHI ABC1234": letters run into digits are an identifier too.
  if (t.isNumber(next) || t.isPunct(next, "#") || (t.touches(next) && t.isNumber(next + 1))) return true;
  const word = t.lower(next);
  return (word === "no" || word === "number") && !t.startsLine(next);
}

/** Token `k` is `n` ASCII letters, all capitals in a note with case. */
function isLetter(context: ScanContext, k: number, n: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) !== n || n < 1) return false;
  const raw = t.raw(k);
  for (let p = 0; p < n; p++) {
    const c = raw.charCodeAt(p) | 32;
    if (c < 97 || c > 122) return false;
  }
  return !context.mixedCase || t.isAllCaps(k);
}

/** "lim kh": two or three lower-case letters with no vowel after a lower-case name word. */
function lowerAfterLower(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || t.length(k) < 2 || t.length(k) > 3) return false;
  const raw = t.raw(k);
  if (raw !== raw.toLowerCase() || /[^a-z]|[aeiouy]/.test(raw) || raw === "ng") return false;
  const before = t.raw(k - 1);
  return (
    t.isWord(k - 1) &&
    before === before.toLowerCase() &&
    (t.bits(k) & (CREDENTIAL | STAFF_ROLE | TITLE)) === 0
  );
}
