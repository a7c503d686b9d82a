import { hasMedicalSuffix, isClinicalLookalike } from "../clinical-lookalike.ts";
import { slotStop } from "../cues/not-names.ts";
import type { ScanContext } from "../recogniser.ts";
import { CLINICAL, NAME_LISTED, SURNAME, VOCABULARY } from "../word-bits.ts";

/**
 * Name words the slot reader (slot-name.ts) takes by their place in a name rather than by the
 * lists, in a note with case: the way Chinese, Malay and other names are written in Singapore,
 * Malaysia, Hong Kong and their diaspora. Each looks at a token or two around `k`.
 */
const SLOT_STOP = slotStop.words;

/**
 * Two tokens a name takes together inside the slot, whatever the lists say; returns the last, or -1:
 * the Hokkien and Cantonese "Ah" and the given name after it in Title Case ("Mdm Tan Ah Moi",
 * "LEE Ah Huat") or, after a surname in capitals, in capitals ("TAN AH KOW"), and a nickname in quotes between name words ("Robert 'Bob' Jenkins",
 * "Margaret \u201cPeggy\u201d Hill").
 */
export function pairEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (!context.mixedCase || !t.isWord(k + 1) || t.startsLine(k + 1)) return -1;
  // "TAN AH KOW": the same in capitals, the name after it in capitals too.
  if (
    t.lower(k) === "ah" &&
    t.isAllCaps(k) &&
    t.isAllCaps(k + 1) &&
    t.length(k + 1) >= 2 &&
    t.isAllCaps(k - 1)
  )
    return compoundEndAt(context, k + 1);
  if (!t.isCapitalised(k + 1)) return -1;
  if (t.lower(k) === "ah" && t.isCapitalised(k)) return compoundEndAt(context, k + 1);
  const open = t.raw(k);
  if (!QUOTES.has(open) || !t.touches(k)) return -1;
  const close = k + 2;
  if (!QUOTES.has(t.raw(close)) || !t.touches(k + 1) || t.startsLine(close)) return -1;
  // A name word must follow the nickname on the line.
  return t.isWord(close + 1) && !t.startsLine(close + 1) && t.isCapitalised(close + 1) ? close : -1;
}

const QUOTES: ReadonlySet<string> = new Set(["'", '"', "\u2018", "\u2019", "\u201c", "\u201d"]);

/** The last token of a hyphenated compound from `k` ("Ah Hock-Seng"), or `k`. */
function compoundEndAt(context: ScanContext, k: number): number {
  const t = context.tokens;
  let end = k;
  while (t.isPunct(end + 1, "-") && t.touches(end) && t.touches(end + 1) && t.isWord(end + 2)) end += 2;
  return end;
}

/**
 * "SAID, Siti", "LONG, Mei Ling": a listed surname in capitals before a comma and a given name in
 * Title Case, opening the slot, even when the surname is a function word.
 */
export function capsBeforeGiven(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return (
    context.mixedCase &&
    t.isAllCaps(k) &&
    t.length(k) >= 2 &&
    (t.bits(k) & SURNAME) !== 0 &&
    t.isPunct(k + 1, ",") &&
    t.touches(k) &&
    t.isWord(k + 2) &&
    !t.startsLine(k + 2) &&
    isTitleCasedAt(context, k + 2)
  );
}

/**
 * "Siti Said", "Mei Long": a listed surname in Title Case that is also a function word, closing
 * the slot after a given name (the line or the field ends after it).
 */
export function stopSurnameLast(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return (
    context.mixedCase &&
    isTitleCasedAt(context, k) &&
    SLOT_STOP.has(t.lower(k)) &&
    (t.bits(k) & SURNAME) !== 0 &&
    slotClosesAfter(context, k)
  );
}

/**
 * "Mak Hoi Lam", "Chan Hoi Yan", "Ho Kit Man": a short Title Case syllable that an English or
 * clinical list has, inside a name, right before another Title Case name word on the line (the
 * caller checks that word reads as a name).
 */
export function sandwiched(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return (
    context.mixedCase &&
    t.isCapitalised(k) &&
    t.length(k) >= 2 &&
    t.length(k) <= 4 &&
    (t.bits(k) & (CLINICAL | VOCABULARY)) !== 0 &&
    !SLOT_STOP.has(t.lower(k)) &&
    t.isWord(k + 1) &&
    !t.startsLine(k + 1) &&
    t.start[k + 1]! - t.end[k]! === 1 &&
    t.isCapitalised(k + 1) &&
    (t.bits(k + 1) & SURNAME) !== 0
  );
}

/**
 * A word no list has that reads as a misspelt clinical word ("zoran": "zofran" less a letter) or
 * ends in "-oma": in a slot it is still a name beside another name-shaped word ("nok: zoran
 * petrovic", "CONTACT PERSON CHIOMA EZE").
 */
export function lookalikeOnly(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3 || (t.bits(k) & (VOCABULARY | CLINICAL | NAME_LISTED)) !== 0)
    return false;
  const word = t.lower(k);
  if (SLOT_STOP.has(word) || !/^[a-z]+$/.test(word)) return false;
  // Igbo and other given names end like a tumour ("Chioma", "Ifeoma"): unlisted "-oma" words
  // count here too, never alone.
  if (word.endsWith("oma")) return true;
  if (hasMedicalSuffix(word)) return false;
  return isClinicalLookalike(word, context.lexicons.clinicalLookalikes);
}

/** The slot ends after token `k`: the text or line ends, a comma, semicolon or bracket follows, or a column gap. */
function slotClosesAfter(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const next = k + 1;
  if (next >= t.count || t.startsLine(next)) return true;
  if (t.start[next]! - t.end[k]! >= 2) return true;
  return t.isPunct(next, ",") || t.isPunct(next, ";") || t.isPunct(next, "(");
}

/** A capital first letter and lower-case letters after it, beyond ASCII too. */
function isTitleCasedAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isCapitalised(k)) return true;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  const first = t.text[t.start[k]!]!;
  const rest = t.text.slice(t.start[k]! + 1, t.end[k]!);
  return first !== first.toLowerCase() && rest !== rest.toUpperCase();
}

const VIETNAMESE_MIDDLE: ReadonlySet<string> = new Set(["van", "thi", "v\u0103n", "th\u1ecb"]);

/**
 * "NGUYEN VAN AN", "tran thi be", "Pham Van Ba": after the Vietnamese middle name "Van" or "Thi",
 * a given name of one short syllable that is also an English word, written in the same case and
 * closing the slot (the line, a comma, a bracket or a column gap follows).
 */
export function vietnameseGivenLast(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const middle = k - 1;
  if (!t.isWord(k) || !t.isWord(middle) || t.startsLine(k) || t.length(k) < 2 || t.length(k) > 4)
    return false;
  if (!VIETNAMESE_MIDDLE.has(t.lower(middle)) || t.start[k]! - t.end[middle]! !== 1) return false;
  if (!/^[\p{L}]+$/u.test(t.raw(k))) return false;
  const caps = t.isAllCaps(k);
  if (caps !== t.isAllCaps(middle)) return false;
  if (!caps && (t.raw(k) === t.lower(k)) !== (t.raw(middle) === t.lower(middle))) return false;
  return slotClosesAfter(context, k);
}
