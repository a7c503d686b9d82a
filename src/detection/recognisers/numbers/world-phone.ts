// Over 400 lines (issue 18, point 6): one digit-group reader feeds the shape checks of seven
// national numbering plans; the rules share its run record, and the plans' comment below is the
// file's specification.
import { phoneCues, strongPhoneCues } from "../../cues/phone-cues.ts";
import { isDash } from "../../readers/dash.ts";
import { writesSingapore } from "../../readers/note-origin.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, NUMBER, type TokenStream, WORD } from "../../token-stream.ts";

/**
 * Phone numbers of the Commonwealth numbering plans that `phone.ts` (North American and UK shapes)
 * does not read. Sources: ITU-T E.164 (country codes, at most 15 digits), ACMA Numbering Plan (AU:
 * trunk 0 + 9 digits, mobiles 04xx xxx xxx, areas (02)/(03)/(07)/(08)), NZ Telecommunications Forum
 * numbering (trunk 0 + 1-digit area + 7 digits, mobiles 02x + 6-8 digits), ComReg (IE: 0 + 1-3 digit
 * area + 5-7 digits), TRAI (IN: mobiles 10 digits starting 6-9, landlines 0 + STD code + number = 11
 * digits), ICASA (ZA: 0 + 9 digits), NCC (NG: mobiles 0 + 10 digits) and IMDA (SG: 8 digits).
 * - `phone-international`: "+" and a country code, then groups totalling 8 to 15 digits
 *   ("+61 412 345 678", "+64 (0)9 376 5521", "+91 98450 12345", "+234 803 123 4567"); "00" and a
 *   listed country code works the same ("0061 2 9876 5432"). +1 and +44 are phone.ts's.
 * - `phone-trunk`: a national number with its trunk 0 in two to four groups totalling 9 to 11 digits
 *   ("(02) 9876 5432", "(09) 376 5521", "021 456 7890", "087 123 4567", "082 555 1234",
 *   "0803 123 4567", "044-2456 7890"), no date, clock or round list.
 * - `phone-mobile-in`: an Indian mobile written 5-5 with a first digit 6-9 ("98450 12345"), or
 *   with its trunk 0 ("098450 12345").
 * - `phone-sg`: a Singapore number, eight digits written 4-4 starting 6 (fixed), 8 or 9 (mobile),
 *   after a phone word ("Tel", "HP" = handphone, "call", "contact") within four tokens: without
 *   the country code the shape alone is any pair of four-digit numbers.
 * A trunk number may carry its extension: "(02) 9876 5432 ext 214", "… x 214".
 */

/** Country codes of the eight countries and a few common in notes (E.164). */
const TWO_DIGIT_CODES = new Set([
  "61",
  "64",
  "91",
  "27",
  "65",
  "52",
  "33",
  "49",
  "39",
  "34",
  "31",
  "63",
  "62",
  "60",
  "86",
  "81",
  "82",
  "55",
  "57",
  "92",
  "94",
  "66",
  "84",
  "20",
  "30",
  "90",
  "98",
  "41",
  "43",
  "45",
  "46",
  "47",
  "48",
  "36",
  "32",
  "51",
  "54",
  "56",
  "58",
  "53",
  "40",
]);
const THREE_DIGIT_CODES = new Set([
  "353",
  "234",
  "233",
  "254",
  "256",
  "255",
  "260",
  "263",
  "267",
  "264",
  "251",
  "880",
  "977",
  "971",
  "966",
  "974",
  "973",
  "968",
  "965",
  "852",
  "853",
  "886",
  "679",
  "685",
  "676",
  "675",
  "351",
  "358",
  "354",
  "352",
  "356",
  "357",
  "370",
  "371",
  "372",
  "380",
  "381",
  "385",
  "386",
  "420",
  "421",
]);

interface Groups {
  /** Token index of each digit group. */
  idx: number[];
  /** Last token (a group or its closing bracket). */
  last: number;
}

/** The digit groups from number token `i`: joined by one space, a touching dash or dot, or brackets. */
function readGroups(t: TokenStream, i: number, g: Groups): void {
  g.idx.length = 0;
  let j = i;
  for (;;) {
    g.idx.push(j);
    let end = j;
    if (t.isPunct(j + 1, ")") && t.touches(j)) end = j + 1;
    g.last = end;
    if (g.idx.length === 6) return;
    let k = end + 1;
    if (k >= t.count || (t.flags[k]! & AFTER_NEWLINE) !== 0) return;
    const gap = t.start[k]! - t.end[end]!;
    if (t.isPunct(k, "(")) {
      if (gap > 1 || !t.touches(k) || !t.isNumber(k + 1)) return;
      k++;
    } else if (isDash(t, k) || t.isPunct(k, ".")) {
      if (gap > 1 || t.start[k + 1]! - t.end[k]! > 1 || !t.isNumber(k + 1)) return;
      if (t.isPunct(k, ".") && (gap !== 0 || !t.touches(k))) return;
      k++;
    } else if (!t.isNumber(k) || gap > 2 || (gap < 1 && end === j)) {
      return;
    }
    j = k;
  }
}

function digitCount(t: TokenStream, g: Groups, from: number): number {
  let n = 0;
  for (let k = from; k < g.idx.length; k++) n += t.length(g.idx[k]!);
  return n;
}

/** All groups end in 0 (a list of volumes, "250 300 2000"), or all look like clock times. */
function isListOrClock(t: TokenStream, g: Groups, from: number): boolean {
  let round = true;
  let clock = true;
  for (let k = from; k < g.idx.length; k++) {
    const i = g.idx[k]!;
    if (t.text.charCodeAt(t.end[i]! - 1) !== 48) round = false;
    const v = t.value(i);
    if (t.length(i) !== 4 || v > 2359 || v % 100 >= 60) clock = false;
  }
  return round || clock;
}

/** Two four-digit groups that are round ("6000 8000") or clock times ("0800 0930"). */
function isListOrClockPair(t: TokenStream, i: number, k: number): boolean {
  const round = t.text.charCodeAt(t.end[i]! - 1) === 48 && t.text.charCodeAt(t.end[k]! - 1) === 48;
  return round;
}

/** A date written with spaces or dashes ("03 04 2021", "03-04-2021"): small first groups. */
function isDateLike(t: TokenStream, g: Groups): boolean {
  return g.idx.length === 3 && t.length(g.idx[0]!) <= 2 && t.length(g.idx[1]!) <= 2;
}

const STRONG_PHONE_CUES = strongPhoneCues.words;
const PHONE_CUES = phoneCues.words;
const EXTENSION_WORDS = new Set(["ext", "extn", "extension", "x"]);

/** "… ext 214", "… x214", "… ext. 2140": the extension's last token after a phone ending at `last`, or `last`. */
function extensionEnd(t: TokenStream, last: number): number {
  let k = last + 1;
  if (!t.isWord(k) || !EXTENSION_WORDS.has(t.lower(k)) || (t.flags[k]! & AFTER_NEWLINE) !== 0) return last;
  if (t.start[k]! - t.end[last]! > 2) return last;
  k++;
  if (t.isPunct(k, ".") || t.isPunct(k, ":")) k++;
  if (!t.isNumber(k) || t.length(k) > 5 || t.start[k]! - t.end[k - 1]! > 1) return last;
  if (t.touches(k) && (t.isNumber(k + 1) || t.isWord(k + 1))) return last;
  return k;
}

/**
 * A phone word before token `i` on its line: a strong one ("Tel", "HP", "call") within four
 * tokens, or any phone or number word within eight ("Emergency contact (daughter): 9123 4567",
 * "Office line: 6123-4567") with no other number between.
 */
function phoneWordBefore(t: TokenStream, i: number): boolean {
  let sawNumber = false;
  for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
    if ((t.flags[k + 1]! & AFTER_NEWLINE) !== 0 && k + 1 !== i) return false;
    const near = k >= i - 4;
    if (t.kind[k] === NUMBER) sawNumber = true;
    if (!t.isWord(k)) continue;
    const w = t.lower(k);
    if (near && (STRONG_PHONE_CUES.has(w) || w === "hp" || w === "handphone" || w === "tel")) return true;
    if (!sawNumber && (PHONE_CUES.has(w) || w === "hp" || w === "handphone")) return true;
  }
  return false;
}

/** Nothing runs on from token `k`: a space, or ",", ")", ":" or a "." that opens no decimal. */
function closesNumber(t: TokenStream, k: number): boolean {
  if (!t.touches(k)) return true;
  if (t.isPunct(k + 1, ",") || t.isPunct(k + 1, ")") || t.isPunct(k + 1, ":")) return true;
  return t.isPunct(k + 1, ".") && !(t.touches(k + 1) && t.isNumber(k + 2));
}

/** "(9123 4567)": the pair fills a bracket of its own, as a contact's number after a name. */
function bracketedAlone(t: TokenStream, i: number, k: number): boolean {
  return t.isPunct(i - 1, "(") && t.touches(i - 1) && t.isPunct(k + 1, ")") && t.touches(k);
}

export function findWorldPhones(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let sgNote: boolean | undefined;
  const singaporean = (): boolean => {
    if (sgNote === undefined) sgNote = writesSingapore(t);
    return sgNote;
  };
  const g: Groups = { idx: [], last: 0 };
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER) continue;
    // Not inside a code or a decimal ("a1", "7.35").
    if (
      t.touches(i - 1) &&
      (t.kind[i - 1] === WORD || t.isPunct(i - 1, ".") || t.isNumber(i - 2)) &&
      !t.isPunct(i - 1, "+") &&
      !t.isPunct(i - 1, "(")
    )
      continue;
    const len = t.length(i);
    // "Tel 6123 4567", "HP: 9123-4567": a Singapore number after a phone word.
    // Run in from a mark too: "Tel:6123 4567", "(9123 4567)".
    const apart = !t.touches(i - 1) || t.isPunct(i - 1, ":") || t.isPunct(i - 1, "(");
    if (len === 4 && !t.isPunct(i - 1, "+") && apart) {
      const c = t.text.charCodeAt(t.start[i]!);
      let k = i + 1;
      const dash = isDash(t, k) && t.touches(i) && t.touches(k);
      if (dash) k++;
      if (
        (c === 54 || c === 56 || c === 57) &&
        t.isNumber(k) &&
        t.length(k) === 4 &&
        (dash || t.start[k]! - t.end[i]! === 1) &&
        !(t.touches(k) && (t.isNumber(k + 1) || t.isWord(k + 1) || isDash(t, k + 1))) &&
        !isListOrClockPair(t, i, k) &&
        (phoneWordBefore(t, i) || bracketedAlone(t, i, k) || singaporean())
      ) {
        out.push(hit("phone-sg", "PHONE", t.start[i]!, t.end[k]!));
        i = k;
        continue;
      }
    }
    // Most numbers in notes are short and start with 1-9: no phone of this module starts so
    // unless a "+" stands before it or it is five digits (an Indian mobile's first half).
    const lead = t.text.charCodeAt(t.start[i]!);
    const plusBefore = t.isPunct(i - 1, "+");
    if (!plusBefore && lead !== 48 && len !== 5) continue;
    const raw = t.raw(i);
    // "+61 …", "0061 …": an international number.
    const plus = t.isPunct(i - 1, "+") && t.touches(i - 1);
    let code = 0;
    if (plus) {
      if (raw === "1" || raw === "44") continue; // phone.ts
      if (len >= 8)
        code = 0; // "+61412345678": the country code is inside the run
      else if (TWO_DIGIT_CODES.has(raw) || THREE_DIGIT_CODES.has(raw)) code = 1;
      else if (len > 3) continue;
      else code = 1;
    } else if (len === 4 && raw.startsWith("00") && (TWO_DIGIT_CODES.has(raw.slice(2)) || raw === "0044")) {
      if (raw === "0044") continue;
      code = 1;
    } else if (len === 5 && raw.startsWith("00") && THREE_DIGIT_CODES.has(raw.slice(2))) {
      code = 1;
    }
    if (plus || code === 1) {
      readGroups(t, i, g);
      let from = code;
      // "+64 (0)9 …": the trunk 0 in brackets.
      if (from === 1 && g.idx.length > 1 && t.raw(g.idx[1]!) === "0" && t.isPunct(g.idx[1]! - 1, "("))
        from = 2;
      const total = digitCount(t, g, 0);
      const national = digitCount(t, g, from);
      if (
        total >= 8 &&
        total <= 15 &&
        national >= 7 &&
        (from === 0 ? g.idx.length === 1 || total >= 9 : true)
      ) {
        if (g.idx.length - from <= 4) {
          const first = plus ? i - 1 : i;
          out.push(hit("phone-international", "PHONE", t.start[first]!, t.end[g.last]!));
          i = g.last;
        }
      }
      continue;
    }
    // A national number with its trunk 0: "(02) 9876 5432", "082 555 1234", "0803 123 4567".
    if (raw.charCodeAt(0) === 48 && len >= 2 && len <= 5 && raw.charCodeAt(1) !== 48) {
      if (t.touches(i - 1) && !t.isPunct(i - 1, "(")) continue;
      readGroups(t, i, g);
      const n = g.idx.length;
      if (n < 2 || n > 4) continue;
      const total = digitCount(t, g, 0);
      if (total < 9 || total > 11) continue;
      let ok = true;
      for (let k = 1; k < n; k++) {
        const l = t.length(g.idx[k]!);
        if (l < 3 || l > 8) ok = false;
      }
      if (!ok || isDateLike(t, g) || isListOrClock(t, g, 1)) continue;
      // Eleven digits after an area code of three to five ("0803 123 4567", "044-2456 7890") are
      // the UK shape, which phone.ts reads already.
      const head = t.length(i);
      if (total === 11 && head >= 3 && head <= 5 && n <= 3 && !t.isPunct(i - 1, "(")) continue;
      // "(02) 9876 5432": the area code's brackets are the number's; "(087-1234567)" is a number
      // in brackets, which are not.
      const areaBracket =
        t.isPunct(i - 1, "(") && t.touches(i - 1) && t.isPunct(i + 1, ")") && g.last !== i + 1;
      const first = areaBracket ? i - 1 : i;
      const closing = t.isPunct(g.last, ")") && g.last !== i + 1;
      const end = closing ? g.last - 1 : extensionEnd(t, g.last);
      out.push(hit("phone-trunk", "PHONE", t.start[first]!, t.end[end]!));
      i = end;
      continue;
    }
    // "098450 12345": an Indian mobile with its trunk 0, in brackets or closing a clause too.
    const openBefore = !t.touches(i - 1) || t.isPunct(i - 1, "(");
    if (len === 6 && raw.charCodeAt(0) === 48 && raw.charCodeAt(1) >= 54 && openBefore) {
      const k = i + 1;
      if (t.isNumber(k) && t.length(k) === 5 && t.start[k]! - t.end[i]! === 1 && closesNumber(t, k)) {
        out.push(hit("phone-mobile-in", "PHONE", t.start[i]!, t.end[k]!));
        i = k;
      }
      continue;
    }
    // "98450 12345", "(98450-12345)": an Indian mobile in two groups of five.
    if (len === 5 && raw.charCodeAt(0) >= 54 && openBefore) {
      const hyphen = t.touches(i) && t.isPunct(i + 1, "-") && t.touches(i + 1);
      const k = hyphen ? i + 2 : i + 1;
      if (!t.isNumber(k) || t.length(k) !== 5 || (!hyphen && t.start[k]! - t.end[i]! !== 1)) continue;
      // "65000-68000": a range runs upward within its order; a phone's halves need not.
      if (hyphen && raw.charCodeAt(0) === t.text.charCodeAt(t.start[k]!) && t.value(i) < t.value(k)) continue;
      if (t.touches(k) && !t.isPunct(k + 1, ",") && !t.isPunct(k + 1, ".") && !t.isPunct(k + 1, ")"))
        continue;
      if (t.text.charCodeAt(t.end[k]! - 1) === 48 && t.text.charCodeAt(t.end[i]! - 1) === 48) continue;
      out.push(hit("phone-mobile-in", "PHONE", t.start[i]!, t.end[k]!));
      i = k;
    }
  }
}

const RULES = defineRules({
  "phone-international": {
    types: ["PHONE"],
    level: "labelled",
    anchored: true,
    about: "'+' (or '00') and a country code other than 1 and 44, then 8 to 15 digits in all (E.164)",
  },
  "phone-trunk": {
    types: ["PHONE"],
    level: "shaped",
    anchored: true,
    about: "a national number with its trunk 0 (AU, NZ, IE, IN, ZA, NG): 9 to 11 digits in 2-4 groups",
  },
  "phone-mobile-in": {
    types: ["PHONE"],
    level: "shaped",
    anchored: true,
    about: "an Indian mobile number written as two groups of five digits, starting 6-9 (or 0 and 6-9)",
  },
  "phone-sg": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about:
      "a Singapore number (8 digits written 4-4, starting 6, 8 or 9) after a phone word or in a bracket of its own",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const worldPhoneRecogniser: RecogniserModule = {
  id: "world-phone",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findWorldPhones,
};

const hit = ruleHit(RULES);
