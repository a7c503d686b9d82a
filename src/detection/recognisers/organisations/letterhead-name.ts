import { facilityStopWords } from "../../cues/facilities.ts";
import {
  documentStatusWords,
  documentTitleWords,
  letterheadFollowers,
  letterheadJoiners,
  letterheadWords,
} from "../../cues/hospitals.ts";
import { isClinicalOrCommonwealth } from "../../readers/cued-place.ts";
import { isDose } from "../../readers/preparation.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, COUNTRY, DATE_WORD, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * The sender's name on a letterhead: the first line of a note, when the note goes on under it with
 * a department, an address or a phone ("Middlemore\nDepartment of Radiology", "KOTHUR PHC\n
 * Mahabubnagar District", "CLSC de Rosemont\n2909 rue Rachel Est", "Govt. General Hospital,
 * Guntur\nTel …"). Hospitals, clinics, pharmacies and homes everywhere print their name at the
 * top of their paper, and many are known by a bare place or person's name with no head word at
 * all, so the position is the evidence, not a list of names or heads.
 *
 * The first part of the first line (up to a separator or the line's end) is one to six name words,
 * with small joiners inside ("de", "of", "upon"), possessives, hyphens and the stop of an
 * abbreviation ("St.", "Govt."). Its words are capitalised where the note uses case, never a
 * title, a function word, a clinical or date word; and at least one of them is a word no English
 * list knows (a title line such as "Discharge Summary" or "RADIOLOGY REPORT" is all English). The
 * next line must carry a letterhead's follower: a department or service word, an address word, a
 * phone label or a number. A town after a comma closing the line belongs to the name. Reads at
 * most the first two lines: constant work.
 */
const JOINERS = letterheadJoiners.words;
const FOLLOWERS = letterheadFollowers.words;
const STOP_WORDS = facilityStopWords.words;
const MAX_WORDS = 6;
const MAX_WORD = 40;
/** The letterhead is read in the note's first lines only. */
const LINES = 3;
const TITLE_WORDS = documentTitleWords.words;
const TITLE_WORDS_LIST = listBit(TITLE_WORDS);
const SERVICE_HEADS = letterheadWords.words;
const STATUS_WORDS = documentStatusWords.words;

function isSeparator(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, ",") || t.isPunct(k, "|") || t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014")) return true;
  return t.isPunct(k, "-") && !t.touches(k) && !t.touches(k - 1);
}

function nextToPunct(context: ScanContext, m: number): boolean {
  const t = context.tokens;
  const joined = (p: number) => t.isPunct(p, "/") || t.isPunct(p, ":") || t.isPunct(p, ".");
  // "12-Jan-1934": a year after a month's name and a dash ("Hyderabad-500001" is a town's PIN).
  const dated = t.isPunct(m - 1, "-") && t.touches(m - 2) && (t.bits(m - 2) & DATE_WORD) !== 0;
  return dated || (t.touches(m - 1) && joined(m - 1)) || (t.touches(m) && joined(m + 1));
}

function endsLine(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return k + 1 >= t.count || t.startsLine(k + 1);
}

/** A word that may stand in a letterhead's name. */
function isNameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  // No name is forty letters long; a longer run is no word to look up (and costs its length).
  if (!t.isWord(k) || t.length(k) > MAX_WORD) return false;
  if ((t.bits(k) & (TITLE | CLINICAL | DATE_WORD | COUNTRY | STAFF_ROLE)) !== 0) return false;
  const word = t.lower(k);
  if (t.length(k) < 2 || STOP_WORDS.has(word) || context.lexicons.clinical.has(word)) return false;
  // "FAILED WEAN ATTEMPT": a verb form says what happened, not who writes.
  if ((t.bits(k) & VOCABULARY) !== 0 && (word.endsWith("ing") || word.endsWith("ed"))) return false;
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) {
    // "Érables": a capital outside ASCII, which the token flags do not mark.
    const first = t.text.charAt(t.start[k]!);
    return first !== first.toLowerCase();
  }
  return true;
}

/** A word no English list knows, that is no misspelt clinical word: a name. */
function isUnknown(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if ((t.bits(k) & VOCABULARY) !== 0 || t.length(k) < 3) return false;
  // "Haematology", "Paediatrics": English in Commonwealth spelling, which no US list holds.
  return !isClinicalOrCommonwealth(context, k);
}

/** A word of four letters or more in no list, written as a name (capitals alone are an abbreviation). */
function namedAfterTitle(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let m = first; m <= last; m++) {
    if (!t.isWord(m) || t.length(m) < 4 || !isUnknown(context, m)) continue;
    if (!context.mixedCase || !t.isAllCaps(m)) return true;
  }
  return false;
}

/**
 * "Operative note — Tarawhiti": one word alone after a document's title names the sender when it
 * is long enough to be a place's name and is no compound of a mode of consultation ("Telehealth",
 * "Videoconsult").
 */
function soleSenderWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.length(k) < 5) return false;
  const word = t.lower(k);
  return !MODE_PREFIXES.some((prefix) => word.startsWith(prefix));
}
const MODE_PREFIXES = ["tele", "video", "virtual", "phone", "web", "online", "remote"];

/**
 * "Tarawhiti (09) 555 0142", "MIDDLEMORE +64 9 555 0142": a phone closing the letterhead's line,
 * numbers and the marks of a phone only, six digits or more. The token where it starts, or -1.
 */
function phoneClosesLine(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  let digits = 0;
  for (let m = k; m < t.count && m < k + 12; m++) {
    if (m > k && t.startsLine(m)) break;
    if (t.isNumber(m)) digits += t.length(m);
    else if (!(t.isPunct(m, "(") || t.isPunct(m, ")") || t.isPunct(m, "+") || t.isPunct(m, "-")))
      return false;
    if (m + 1 >= t.count || t.startsLine(m + 1)) return digits >= 6;
  }
  return false;
}

/** "14 Karaka Crescent": a line opened by a house number and a word written as a name, an address. */
function opensWithAddress(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(k) || t.length(k) > 4 || !t.isWord(k + 1) || t.startsLine(k + 1) || t.touches(k))
    return false;
  const bits = t.bits(k + 1);
  // Not a dose or a count ("4 mg", "2 Tablets"): a street's name, capitalised where the note has
  // case and no word of any list where it has none.
  if ((bits & CLINICAL) !== 0 || isClinicalOrCommonwealth(context, k + 1)) return false;
  return context.mixedCase ? t.isCapitalised(k + 1) : (bits & VOCABULARY) === 0;
}

/**
 * The line (or the rest of a line) starting at token `k` reads as a letterhead's next part: it
 * holds a department, address or phone word, or (on the next line) a document's title or a number
 * of four digits or more that is no part of a date, time or decimal (a postcode, a phone), and no
 * field label.
 */
function followsLetterhead(context: ScanContext, k: number, nextLine = true): boolean {
  const t = context.tokens;
  if (nextLine && opensWithAddress(context, k)) return true;
  let longNumber = false;
  for (let m = k; m < t.count && m < k + 12; m++) {
    if (m > k && t.startsLine(m)) break;
    // A postcode or a phone's group: four digits or more, no part of a date, time or decimal.
    if (t.isNumber(m) && t.length(m) >= 4 && !nextToPunct(context, m)) longNumber = true;
    if (t.isWord(m) && t.length(m) <= MAX_WORD) {
      const word = t.lower(m);
      if (FOLLOWERS.has(word) || (nextLine && TITLE_WORDS.has(word))) return true;
    }
    // "CV: BP 90s": a line opened by a field label other than a phone's is a note's, not a letterhead's.
    if (m === k + 1 && t.isPunct(m, ":") && !longNumber) return false;
  }
  return nextLine && longNumber;
}

/**
 * The line from token `i` is a document's title and nothing else ("Discharge Summary", "OPERATION
 * NOTE"): at most five English words, one of them a title word. The line's last token, or -1.
 */
function titleLineEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  let titles = 0;
  let k = i;
  for (; k < t.count && k < i + 6; k++) {
    if (k > i && t.startsLine(k)) break;
    if (!t.isWord(k) || t.length(k) > MAX_WORD) return -1;
    if (t.inList(k, TITLE_WORDS_LIST)) titles++;
    else if ((t.bits(k) & (VOCABULARY | CLINICAL)) === 0) return -1;
  }
  return titles > 0 && k > i && (k >= t.count || t.startsLine(k)) ? k - 1 : -1;
}

/**
 * "Riverside\nDischarge Summary", "mater\nOperation Note": one word alone on the note's first line,
 * over a line that is the document's title, is its sender's name even when English words or a
 * lower-case spelling say nothing of it; but not a status ("Urgent"), a kind of service or a
 * clinical word, an adjective ("Surgical") or a verb form ("Amended").
 */
function bareLetterheadWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3 || t.length(i) > MAX_WORD) return false;
  const next = i + 1;
  if (next >= t.count || !t.startsLine(next) || titleLineEnd(context, next) === -1) return false;
  if ((t.bits(i) & (TITLE | CLINICAL | DATE_WORD | COUNTRY | STAFF_ROLE)) !== 0) return false;
  const word = t.lower(i);
  if (STOP_WORDS.has(word) || STATUS_WORDS.has(word) || TITLE_WORDS.has(word) || SERVICE_HEADS.has(word))
    return false;
  if (JOINERS.has(word) || isClinicalOrCommonwealth(context, i)) return false;
  const english = (t.bits(i) & VOCABULARY) !== 0;
  if (english && /(?:al|ic|ary|ive|ory|ics|ial|ing|ed|ly|ous)$/.test(word)) return false;
  // Written as a name where the note has case, or in lower case when no list knows it.
  if (!context.mixedCase || t.isCapitalised(i) || t.isAllCaps(i)) return true;
  return !english && t.length(i) >= 4;
}

/**
 * "Operative note — Middlemore", "Discharge summary (Middlemore)": a line that opens with a
 * document's title (English words, one of them a title word) and a separator; the token after the
 * separator, or -1.
 */
function titleSeparatorEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  let titles = 0;
  for (let k = i; k < t.count && k < i + 5; k++) {
    if (k > i && t.startsLine(k)) return -1;
    if (t.isWord(k)) {
      if (t.length(k) > MAX_WORD) return -1;
      if (t.inList(k, TITLE_WORDS_LIST)) titles++;
      else if ((t.bits(k) & (VOCABULARY | CLINICAL)) === 0) return -1;
      continue;
    }
    if (titles > 0 && k > i && (isSeparator(context, k) || t.isPunct(k, "(")) && !t.startsLine(k + 1))
      return k + 1;
    return -1;
  }
  return -1;
}

/**
 * The last token of a letterhead's name opening the line at `i`, or -1. `closing`: the name
 * follows a document's title on its line and must close the line (or its bracket).
 */
function letterheadNameEnd(context: ScanContext, i: number, closing = false): number {
  const t = context.tokens;
  if (!t.isWord(i)) return -1;
  let last = -1;
  let words = 0;
  let unknown = 0;
  let phoned = false;
  let k = i;
  for (; k < t.count; k++) {
    if (k > i && t.startsLine(k)) break;
    if (isSeparator(context, k) || (closing && t.isPunct(k, ")"))) break;
    if (t.isWord(k)) {
      if (t.length(k) > MAX_WORD) return -1;
      const word = t.lower(k);
      // "Cardiology Department", "Anaesthetic Services": a department's line, not the sender's name.
      if (TITLE_WORDS.has(word) || SERVICE_HEADS.has(word)) return -1;
      // "CLSC de la Montagne", "The Alfred"; "Care of the Elderly" is a service, not a sender.
      if (JOINERS.has(word) && (k > i ? word !== "the" : word === "the")) continue;
      // "Brigid's": the "s" of a possessive.
      if (word === "s" && t.touches(k - 1) && (t.isPunct(k - 1, "'") || t.isPunct(k - 1, "\u2019"))) continue;
      if (!isNameWord(context, k)) return -1;
      if (++words > MAX_WORDS) return -1;
      if (isUnknown(context, k)) unknown++;
      last = k;
      continue;
    }
    // "St. Luke's", "Govt. General": the stop of a short abbreviation inside the name.
    if (t.isPunct(k, ".") && t.touches(k - 1) && t.isWord(k - 1) && t.length(k - 1) <= 4) {
      if (t.isWord(k + 1) && !t.startsLine(k + 1)) continue;
      return -1;
    }
    if ((t.isPunct(k, "'") || t.isPunct(k, "\u2019") || t.isPunct(k, "-")) && t.touches(k - 1)) continue;
    if (t.isPunct(k, "&") && last !== -1) continue;
    if (!closing && last !== -1 && phoneClosesLine(context, k)) {
      phoned = true;
      break;
    }
    return -1;
  }
  if (last === -1) return -1;
  // After a title, capitals alone are a service's or a system's abbreviation ("Discharge summary
  // (NHS)"); a name needs a word of four letters or more in no list, written as a name.
  // One word after a title ("Consult — Telehealth") is as often a mode or a service as a sender.
  if (closing && (!namedAfterTitle(context, i, last) || (words < 2 && !soleSenderWord(context, last))))
    return -1;
  if (closing)
    return k >= t.count || t.startsLine(k) || (t.isPunct(k, ")") && endsLine(context, k)) ? last : -1;
  let end = last;
  // ", Guntur": a town closing the line after the name.
  if (t.isPunct(k, ",") && t.isWord(k + 1) && !t.startsLine(k + 1) && isNameWord(context, k + 1)) {
    let town = k + 1;
    if (t.isWord(town + 1) && !t.startsLine(town + 1) && isNameWord(context, town + 1)) town++;
    if (town + 1 >= t.count || t.startsLine(town + 1)) {
      end = town;
      for (let m = k + 1; m <= town; m++) if (isUnknown(context, m)) unknown++;
    }
  }
  if (unknown === 0) return -1;
  // "AUGMENTIN | 625 mg | PO | TDS": a brand in a drug chart's row, its dose in the next cell.
  if (t.isPunct(k, "|") && isDose(t, k + 1, true)) return -1;
  // The note goes on under its letterhead: a one-line note has none ("zorbeck, record 881234"),
  // and a short query's label before its number is none either ("ihi 8003 6012 3456 7890").
  const next = t.nextLineStart(end + 1);
  if (next >= t.count) return -1;
  // "Tarawhiti (09) 555 0142": the phone on the name's line is the letterhead's follower.
  if (phoned) return last;
  // A department, an address or a phone word after a separator on the line, or the next line.
  if (end === last && isSeparator(context, k) && followsLetterhead(context, k + 1, false)) return end;
  // "Middlemore — Discharge Summary": the document's title after a separator closes the line.
  if (end === last && isSeparator(context, k) && titleLineEnd(context, k + 1) !== -1) return end;
  return followsLetterhead(context, next) ? end : -1;
}

export function findLetterheadNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let line = 0;
  for (let i = 0; i < t.count && line < LINES; i = t.nextLineStart(i + 1)) {
    // A line closed by a full stop is prose: the letterhead is over, or there is none.
    if (i > 0 && t.isPunct(i - 1, ".")) return;
    // "Dr Thomas Whitlock\nConsultant Rheumatologist": a person's block, not an institution's.
    if (t.isWord(i) && (t.bits(i) & TITLE) !== 0) return;
    line++;
    if (i === 0 && bareLetterheadWord(context, i)) {
      out.push(hit("letterhead-name", "HOSPITAL", t.start[i]!, t.end[i]!));
      return;
    }
    const end = letterheadNameEnd(context, i);
    if (end !== -1) {
      out.push(hit("letterhead-name", "HOSPITAL", t.start[i]!, t.end[end]!));
      return;
    }
    const after = titleSeparatorEnd(context, i);
    if (after !== -1) {
      const name = letterheadNameEnd(context, after, true);
      if (name !== -1) {
        out.push(hit("letterhead-name", "HOSPITAL", t.start[after]!, t.end[name]!));
        return;
      }
    }
  }
}

const RULES = defineRules({
  "letterhead-name": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: true,
    about: "a note's first line naming its sender, over a department, address or phone line",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const letterheadNameRecogniser: RecogniserModule = {
  id: "letterhead-name",
  family: "organisations",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findLetterheadNames,
};

const hit = ruleHit(RULES);
