import { signatureRoleWords } from "../../cues/roles.ts";
import { isOpenWord } from "../../name-evidence.ts";
import {
  isSlotInitial,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_WORDLIKE,
  skipTitle,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CLINICAL, CREDENTIAL, CUE_ROLE, NAME_LISTED, STAFF_ROLE, VOCABULARY } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * The writer's name signing an entry, the way nurses and carers close a note in any country:
 * - a line that is only a name, the last line of the note ("...obs stable.\nBethan", "\nK. Okoro");
 * - a line that is a dash and a name, anywhere ("-- Faith", "~ R. Mensah"), or a name and a
 *   bracketed role or credential ("- Faith (night RN)", "Hope Marsh (HCA)");
 * - a line that is only a name above a line that is only a role, the sign-off block of letters
 *   and reports in any casing ("k. mokoena\nsurgical registrar", "A. NAIR\nCONSULTANT RADIOLOGIST").
 * The whole line must be the name (and its role), and its words must have a name's shape: a
 * listed name, even one that is an English word, or a word no list knows; ordinary and clinical
 * words ("Plan continue", "- Aspirin", "Obs stable") are no signature. Bounded work: one line each.
 */

/** Token after the name: a line end, or "(role)" / ", role" / a credential closing the line. */
function closesLine(context: ScanContext, k: number, roleNeeded: boolean): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return !roleNeeded;
  if (t.isPunct(k, ".") && (k + 1 >= t.count || t.startsLine(k + 1))) return !roleNeeded;
  // "(night RN)", "(HCA)", ", RN", "RN": role words and credentials only, to the line end.
  let m = k;
  if (t.isPunct(m, "(") || t.isPunct(m, ",") || t.isPunct(m, "-")) m++;
  let roles = 0;
  for (let n = 0; n < 5 && m < t.count && !t.startsLine(m); n++, m++) {
    if (t.isWord(m) && ((t.bits(m) & CREDENTIAL) !== 0 || t.inList(m, ROLE_WORDS_LIST))) roles++;
    else if (!(t.isPunct(m, ")") || t.isPunct(m, ",") || t.isPunct(m, ".") || t.isPunct(m, "/")))
      return false;
  }
  return roles > 0 && (m >= t.count || t.startsLine(m));
}

const ROLE_WORDS = signatureRoleWords.words;
const ROLE_WORDS_LIST = listBit(ROLE_WORDS);

/**
 * The lengths and first code units of the ROLE_WORDS, so that most words are refused unread. An
 * ASCII word keeps its length and first letter in lower case; any other word is read.
 */
const ROLE_LENGTHS = new Set([...ROLE_WORDS].map((word) => word.length));
const ROLE_INITIALS = new Set([...ROLE_WORDS].map((word) => word.charCodeAt(0)));
const ASCII_ROLE_WORDS = [...ROLE_WORDS].every((word) => /^[\x20-\x7e]*$/.test(word));

/** False when word `m` cannot be one of the ROLE_WORDS: its length or first letter is no role word's. */
function mayBeRoleWord(t: TokenStream, m: number): boolean {
  if (!ASCII_ROLE_WORDS) return true;
  const c = t.text.charCodeAt(t.start[m]!);
  if (c >= 0x80) return true;
  if (!ROLE_LENGTHS.has(t.length(m))) return false;
  return ROLE_INITIALS.has(c >= 65 && c <= 90 ? c | 32 : c);
}

/**
 * False when the line ending before token `end` cannot close with a role as closesLine wants: its
 * last token other than ")", ",", "." and "/" (within five) is no role word or credential.
 */
function mayCloseWithRole(context: ScanContext, end: number): boolean {
  const t = context.tokens;
  for (let m = end - 1; m >= 0 && m >= end - 5; m--) {
    if (t.isWord(m))
      return (t.bits(m) & CREDENTIAL) !== 0 || (mayBeRoleWord(t, m) && t.inList(m, ROLE_WORDS_LIST));
    if (!(t.isPunct(m, ")") || t.isPunct(m, ",") || t.isPunct(m, ".") || t.isPunct(m, "/"))) return false;
  }
  return false;
}

function nameShaped(context: ScanContext, from: number, last: number, anyCase = false): boolean {
  const t = context.tokens;
  let words = 0;
  let nameLike = 0;
  for (let k = from; k <= last; k++) {
    if (!t.isWord(k)) continue;
    if (isSlotInitial(context, k)) continue;
    if (ROLE_WORDS.has(t.lower(k))) return false;
    const cls = slotWordClass(context, k);
    if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE) return false;
    // Without case, an English word alone needs the name lists ("settled" is no signature).
    if (cls === SLOT_WORDLIKE && (t.bits(k) & NAME_LISTED) === 0) return false;
    // In a note with case, a signature is capitalised ("p full code" is shorthand), unless a role
    // line under it says it signs ("kagiso mokoena\nsocial worker").
    if (context.mixedCase && !anyCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
    if (cls === SLOT_NAMELIKE) nameLike++;
    words++;
  }
  // Without case, one word at least must be no English word ("hope marsh", not "full code").
  return words > 0 && ((context.mixedCase && !anyCase) || nameLike > 0);
}

/** Words that make a line an instruction, not a role ("nurse to check", "will review"). */
const NOT_IN_ROLE_LINE: ReadonlySet<string> = new Set([
  "to",
  "will",
  "please",
  "pls",
  "re",
  "review",
  "check",
]);

/** The line starting at `k` is only a role: role words, credentials and ordinary words, one role at least. */
function roleLine(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || !t.startsLine(k) || !t.isWord(k)) return false;
  let roles = 0;
  let m = k;
  for (; m < t.count && (m === k || !t.startsLine(m)); m++) {
    if (m - k > 8) return false;
    if (t.isWord(m)) {
      if (NOT_IN_ROLE_LINE.has(t.lower(m))) return false;
      if (
        (t.bits(m) & (CREDENTIAL | STAFF_ROLE)) !== 0 ||
        (t.cues(m) & CUE_ROLE) !== 0 ||
        t.inList(m, ROLE_WORDS_LIST)
      )
        roles++;
      else if ((t.bits(m) & (VOCABULARY | CLINICAL)) === 0) return false;
    } else if (t.isNumber(m)) {
      // "CNM2", "FY1": a grade's number run into its word.
      if (!t.touches(m - 1) || !t.isWord(m - 1)) return false;
    } else if (
      !(t.isPunct(m, ",") || t.isPunct(m, "/") || t.isPunct(m, "(") || t.isPunct(m, ")") || t.isPunct(m, "-"))
    )
      return false;
  }
  return roles > 0;
}

/** Tokens `from`..`to` are two to four words, with initials' stops ("k. mokoena", "Siti Aminah"). */
function wholeLineOfWords(context: ScanContext, from: number, to: number): boolean {
  const t = context.tokens;
  let words = 0;
  for (let k = from; k <= to; k++) {
    if (t.isWord(k)) words++;
    else if (!(t.isPunct(k, ".") && t.isWord(k - 1) && t.length(k - 1) === 1)) return false;
  }
  return words >= 2 && words <= 4;
}

/**
 * A whole line in lower case inside a note with case, signing it ("j. smith", "harpreet sandhu"):
 * an optional initial and its stop, then one or two words that are no English or clinical word:
 * the first a listed name unless after an initial, the second listed or no list's word. Returns
 * the last token, or -1.
 */
function lowerCaseSignature(context: ScanContext, from: number): number {
  const t = context.tokens;
  if (!context.mixedCase) return -1;
  let k = from;
  const initial = t.isWord(k) && t.length(k) === 1 && t.isPunct(k + 1, ".") && t.touches(k);
  if (initial) k += 2;
  let listed = initial;
  let last = -1;
  for (let n = 0; n < 2 && t.isWord(k) && (k === from || !t.startsLine(k)); n++, k++) {
    if (t.length(k) < 2 || t.isCapitalised(k) || t.isAllCaps(k)) return -1;
    const bits = t.bits(k);
    if ((bits & (VOCABULARY | CLINICAL)) !== 0) return -1;
    if ((bits & NAME_LISTED) !== 0) listed = true;
    else if (!(initial || n > 0) || !isOpenWord(context, k)) return -1;
    last = k;
  }
  if (last === -1 || !listed || t.isCapitalised(from) || t.isAllCaps(from)) return -1;
  // The line ends here (a full stop may close it).
  let end = last + 1;
  if (t.isPunct(end, ".")) end++;
  return end >= t.count || t.startsLine(end) ? last : -1;
}

function readLine(context: ScanContext, i: number, isLast: boolean, out: Span[]): void {
  const t = context.tokens;
  let j = i;
  let dashed = false;
  while (j < t.count && !t.isWord(j) && (t.isPunct(j, "-") || t.isPunct(j, "~") || t.isPunct(j, "\u2013"))) {
    dashed = true;
    j++;
    if (j - i > 3) return;
  }
  if (!t.isWord(j) || (j > i && t.startsLine(j))) return;
  const from = skipTitle(context, j);
  // A role line under this one: the first word is then taken as a name whatever its case.
  let next = from + 1;
  while (next < t.count && !t.startsLine(next) && next - from < 8) next++;
  const roleBelow = !dashed && roleLine(context, next);
  // Elsewhere the name must close its line with a role (closesLine): "Hope Marsh (HCA)".
  if (!dashed && !isLast && !roleBelow && !mayCloseWithRole(context, t.nextLineStart(from + 1))) return;
  if (!dashed && (isLast || roleBelow)) {
    const lower = lowerCaseSignature(context, from);
    if (lower !== -1) {
      out.push(hit("name-signing-line", "PROVIDER_NAME", t.start[from]!, t.end[lower]!));
      return;
    }
  }
  let last = readSlotName(context, from, { trailingInitial: true, firstTaken: roleBelow });
  // Above a role line the whole line is the name, in whatever case it is written ("kagiso mokoena").
  if (roleBelow && last >= from && last < next - 1 && wholeLineOfWords(context, from, next - 1))
    last = next - 1;
  if (last < from) return;
  const aboveRole = roleBelow && last + 1 === next;
  if (!nameShaped(context, from, last, aboveRole)) return;
  const roleNeeded = !dashed && !isLast && !aboveRole;
  if (!closesLine(context, last + 1, roleNeeded)) return;
  // A lone capitalised word on the last line in ALL CAPS is as often a heading ("STABLE").
  if (!context.mixedCase && from === last && slotWordClass(context, from) !== SLOT_NAMELIKE && !dashed)
    return;
  out.push(hit("name-signing-line", "PROVIDER_NAME", t.start[from]!, t.end[last]!));
}

export function findSignatureNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (t.count === 0) return;
  // The first token of the last line.
  let lastLine = t.count - 1;
  while (lastLine > 0 && !t.startsLine(lastLine)) lastLine--;
  for (let i = t.nextLineStart(1); i < t.count; i = t.nextLineStart(i + 1)) {
    if (!t.startsLine(i) || i === 0) continue;
    const isLast = i === lastLine;
    const opener = t.isPunct(i, "-") || t.isPunct(i, "~") || t.isPunct(i, "\u2013");
    if (!opener && !isLast && !t.isWord(i)) continue;
    readLine(context, i, isLast, out);
  }
}

const RULES = defineRules({
  "name-signing-line": {
    types: ["PROVIDER_NAME"],
    level: "context",
    anchored: false,
    about:
      "a line that is only a name: the note's last line, a dashed line, a name and its role, a name above a role line",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signatureNameRecogniser: RecogniserModule = {
  id: "signature-name",
  family: "names",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findSignatureNames,
};

const hit = ruleHit(RULES);
