import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import {
  documentStatusWords,
  documentTitleWords,
  letterheadJoiners,
  letterheadWords,
  titleLineNotSenders,
  titleLineServices,
} from "../../cues/hospitals.ts";
import { streetSuffixes } from "../../cues/streets.ts";
import { departments } from "../../cues/wards.ts";
import { isClinicalOrCommonwealth } from "../../readers/cued-place.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  COUNTRY,
  CUE_COMMONWEALTH,
  DATE_WORD,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { UNIT_WORDS } from "./hospital-before-unit.ts";

/**
 * The sender's name on a note's title line: "OPERATIVE NOTE - RIVERSIDE", "Registration record –
 * Mercy", "Riverside Imaging - Radiology Report". Hospitals, pharmacies, labs and insurers
 * everywhere head their forms with the document's title and their own name, so the title, the
 * spaced dash (or bar) between them and the line's end are the evidence; the name needs no head
 * word and may be an English word ("Riverside"), an abbreviation ("KEMH") or a chain's name. The
 * title side is English words only, one of them a title word ("note", "record", "report"); the
 * name side is one to five name words (no title, status, service, department, clinical, date or
 * function word; capitalised where the note has case). The note must go on under the line.
 * Reads the first line only, at most sixteen tokens: constant work.
 */
const TITLE_WORDS = documentTitleWords.words;
const STATUS_WORDS = documentStatusWords.words;
const SERVICE_HEADS = letterheadWords.words;
const JOINERS = letterheadJoiners.words;
const STOP_WORDS = facilityStopWords.words;
const SERVICES = serviceWords.words;
const DEPARTMENTS = departments.words;
const NOT_SENDERS = titleLineNotSenders.words;
const STREET_TYPES = streetSuffixes.words;
const SERVICE_TITLES = titleLineServices.words;
const UNITS: ReadonlySet<string> = new Set(UNIT_WORDS);
/** Words that close an insurer's or a provider's name on a letterhead ("STAR HEALTH", "Sun Life Assurance"). */
const SENDER_KINDS: ReadonlySet<string> = new Set([
  ...["health", "healthcare", "insurance", "assurance", "financial", "life", "medical", "care"],
  ...["group", "holdings", "network", "services"],
]);
const MAX_LINE = 16;
const MAX_NAME = 5;
const MAX_WORD = 40;
const ADJECTIVE = /(?:al|ic|ar|ary|ive|ory|ics|ial|ing|ed|ly|ous)$/;
/** A specialty's or a service's word in any spelling ("Endocrinology", "Neurochirurgie", "Sonography"). */
const SPECIALTY =
  /(?:ology|ologie|iatry|iatrie|iatrics|therapy|thérapie|surgery|chirurgie|graphy|graphie|medicine)$/;

/** Three spaces or more between token `k` and the one before it: a form's column gap. */
function gapBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return k > 0 && t.start[k]! - t.end[k - 1]! >= 3;
}

function isDash(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014") || t.isPunct(k, "|")) return true;
  return t.isPunct(k, "-") && !t.touches(k) && !t.touches(k - 1);
}

/** Tokens `from`..`to` are a document's title: one to five English words, one a title word. */
function isTitle(context: ScanContext, from: number, to: number): boolean {
  const t = context.tokens;
  if (to < from || to - from > 5) return false;
  let titles = 0;
  let others = 0;
  for (let k = from; k <= to; k++) {
    // "Pre-admission form", "Pathology / Imaging request": a hyphen or a slash inside the title.
    if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k)) continue;
    if (t.isPunct(k, "/") && k > from && k < to) continue;
    if (!t.isWord(k) || t.length(k) > MAX_WORD) return false;
    const word = t.lower(k);
    if (TITLE_WORDS.has(word) || SERVICE_TITLES.has(word)) titles++;
    // "ADT record", "OPD register": a system's or a clinic's letters before a title word.
    else if ((t.bits(k) & (VOCABULARY | CLINICAL)) === 0 && t.length(k) > 4) return false;
    else others++;
  }
  return titles > 0 && others <= 3;
}

/**
 * The last token of the name from `from` that the line's end, perhaps after words of a service
 * ("KESTREL PATHOLOGY DEPT", "Mercy   Laboratory"), closes; or -1.
 */
function senderThenServiceEnd(context: ScanContext, from: number, end: number, heads: boolean): number {
  const t = context.tokens;
  // "INVESTIGATION REQUEST   KEMH LABOUR WARD": after a gap, the unit the form comes from.
  const isService = (word: string) =>
    SERVICE_TITLES.has(word) ||
    (heads && (SERVICE_HEADS.has(word) || UNITS.has(word) || SERVICES.has(word) || NOT_SENDERS.has(word)));
  let last = -1;
  for (let k = from; k <= end; k++) {
    if (!t.isWord(k) || isService(t.lower(k))) break;
    last = k;
  }
  if (last === -1 || !isSenderName(context, from, last)) return -1;
  for (let k = last + 1; k <= end; k++) if (!t.isWord(k) || !isService(t.lower(k))) return -1;
  return last;
}

/** Tokens `from`..`end` are a phone number alone: digits and a phone's marks, six digits or more. */
function isPhone(context: ScanContext, from: number, end: number): boolean {
  const t = context.tokens;
  let digits = 0;
  for (let k = from; k <= end; k++) {
    if (t.isNumber(k)) digits += t.length(k);
    else if (!(t.isPunct(k, "(") || t.isPunct(k, ")") || t.isPunct(k, "+") || t.isPunct(k, "-")))
      return false;
  }
  return digits >= 6 && digits <= 15;
}

/** A word that may stand in a sender's name. */
function isSenderWord(context: ScanContext, k: number, first = true): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || t.length(k) > MAX_WORD) return false;
  // "Guardian": a relative's word may name a chain, so only a title, role or clinical word refuses.
  if ((t.bits(k) & (TITLE | CLINICAL | DATE_WORD | COUNTRY | STAFF_ROLE)) !== 0) return false;
  const word = t.lower(k);
  if (TITLE_WORDS.has(word) || STATUS_WORDS.has(word) || SERVICE_HEADS.has(word)) return false;
  // "Ballarat General", "Kestrel Medical": a kind or a service may close a name, never open it.
  if (first && (NOT_SENDERS.has(word) || SERVICES.has(word) || DEPARTMENTS.has(word))) return false;
  if (STOP_WORDS.has(word)) return false;
  if (context.lexicons.clinical.has(word) || SPECIALTY.test(word)) return false;
  const english = (t.bits(k) & VOCABULARY) !== 0;
  // "KEMH", "LUTH": a hospital's letters in no list are no misspelt clinical word.
  const letters = !english && t.length(k) <= 5 && (t.isAllCaps(k) || !context.mixedCase);
  if (!letters && isClinicalOrCommonwealth(context, k)) return false;
  if (letters && (t.cues(k) & CUE_COMMONWEALTH) !== 0) return false;
  // "Surgical", "Amended", "Ongoing": an adjective or a verb form says what, not who.
  if (first && english && ADJECTIVE.test(word)) return false;
  // Two letters are an abbreviation only in capitals ("GH"), never a word.
  if (t.length(k) === 2 && !t.isAllCaps(k)) return false;
  if (!context.mixedCase) return true;
  return t.isCapitalised(k) || t.isAllCaps(k);
}

/** Tokens `from`..`to` are a sender's name: name words, with joiners, possessives and hyphens inside. */
function isSenderName(context: ScanContext, from: number, to: number, loose = false): boolean {
  const t = context.tokens;
  let words = 0;
  for (let k = from; k <= to; k++) {
    if (t.isWord(k)) {
      const word = t.lower(k);
      if (k > from && k < to && JOINERS.has(word)) continue;
      // "St Mary's": the "s" of a possessive.
      if (word === "s" && (t.isPunct(k - 1, "'") || t.isPunct(k - 1, "\u2019")) && t.touches(k - 1)) continue;
      // `loose` (beside a title on its line): later words may be a kind, a service or an adjective.
      if (!isSenderWord(context, k, !loose || words === 0) || ++words > MAX_NAME) return false;
      continue;
    }
    const inner = k > from && k < to && t.touches(k - 1);
    if (inner && (t.isPunct(k, "'") || t.isPunct(k, "\u2019") || t.isPunct(k, "-") || t.isPunct(k, ".")))
      continue;
    if (inner && t.isPunct(k, "&")) continue;
    return false;
  }
  // "Clinic letter - Nova Scotia": a state or province is no sender and no identifier (last: the
  // only check that builds a string).
  return words > 0 && !context.lexicons.states.has(t.text.slice(t.start[from]!, t.end[to]!).toLowerCase());
}

/**
 * "SOUTHERN CROSS\nClaim form - Part A": a name alone on the first line (`end` its last token) over
 * a line that opens with a document's title. One word, words closed by a kind of organisation or
 * a country ("STAR HEALTH", "AIA Singapore"), or words of which one is in no English list or an
 * abbreviation in capitals ("Resus Trolley\nCheck sheet" is a thing, not a sender).
 */
function senderOverTitle(context: ScanContext, end: number): boolean {
  const t = context.tokens;
  const next = end + 1;
  let last = next;
  for (let k = next + 1; k < t.count && k < next + 6 && !t.startsLine(k) && !gapBefore(context, k); k++) {
    if (!t.isWord(k) && !(t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k))) break;
    last = k;
  }
  if (!t.isWord(last) || !isTitle(context, next, last)) return false;
  // "STAR HEALTH", "AIA Singapore": a kind of organisation or a country closing the name (a
  // branch's), after name words that carry the evidence.
  const kindLast =
    end > 0 && t.isWord(end) && (SENDER_KINDS.has(t.lower(end)) || (t.bits(end) & COUNTRY) !== 0);
  const nameEnd = kindLast ? end - 1 : end;
  if (!isSenderName(context, 0, nameEnd)) return false;
  if (end === 0 || kindLast) return true;
  for (let k = 0; k <= nameEnd; k++) {
    if (!t.isWord(k)) continue;
    if ((t.bits(k) & VOCABULARY) === 0 && t.length(k) >= 3) return true;
    if (context.mixedCase && t.isAllCaps(k) && t.length(k) >= 2 && t.length(k) <= 5) return true;
  }
  return false;
}

/**
 * "Riverside\n12/345 Karaka Road": a name alone on the first line over a line that holds a house
 * number and a street's type ("Road", "St", "Crescent") within its first eight tokens.
 */
function senderOverAddress(context: ScanContext, end: number): boolean {
  const t = context.tokens;
  const next = end + 1;
  let number = false;
  for (let k = next; k < t.count && k < next + 8; k++) {
    if (k > next && t.startsLine(k)) break;
    if (t.isNumber(k) && t.length(k) <= 5) number = true;
    else if (number && t.isWord(k) && k > next && STREET_TYPES.has(t.lower(k)))
      return isSenderName(context, 0, end);
  }
  return false;
}

export function findTitleLineSenders(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (t.count === 0 || !t.isWord(0)) return;
  let end = 0;
  let dash = -1;
  let gap = -1;
  for (let k = 1; k < t.count && !t.startsLine(k); k++) {
    if (k >= MAX_LINE) return;
    if (dash === -1 && isDash(context, k)) dash = k;
    if (gap === -1 && gapBefore(context, k)) gap = k;
    end = k;
  }
  // The note goes on under its title line.
  if (end + 1 >= t.count) return;
  // "Kestrel Pathology", "Mercy   (09) 555 0142": a name, then a service's word or a phone.
  if (dash === -1) {
    const named = senderThenServiceEnd(context, 0, end, false);
    if (named !== -1 && named < end) {
      out.push(hit("title-line-sender", "HOSPITAL", t.start[0]!, t.end[named]!));
      return;
    }
    if (gap > 0 && isPhone(context, gap, end) && isSenderName(context, 0, gap - 1)) {
      out.push(hit("title-line-sender", "HOSPITAL", t.start[0]!, t.end[gap - 1]!));
      return;
    }
  }
  // "INVESTIGATION REQUEST   Kestrel Lab": a title, a column's gap, the name.
  if (dash === -1 && gap > 0 && isTitle(context, 0, gap - 1)) {
    const named = senderThenServiceEnd(context, gap, end, true);
    if (named !== -1) out.push(hit("title-line-sender", "HOSPITAL", t.start[gap]!, t.end[named]!));
    return;
  }
  if (dash === -1 && end < MAX_NAME && senderOverTitle(context, end)) {
    out.push(hit("sender-over-title", "HOSPITAL", t.start[0]!, t.end[end]!));
    return;
  }
  if (dash === -1 && end < MAX_NAME && senderOverAddress(context, end)) {
    out.push(hit("sender-over-address", "HOSPITAL", t.start[0]!, t.end[end]!));
    return;
  }
  if (dash === -1 || dash === end) return;
  if (isTitle(context, 0, dash - 1)) {
    const named = isSenderName(context, dash + 1, end, true)
      ? end
      : senderThenServiceEnd(context, dash + 1, end, true);
    if (named !== -1) out.push(hit("title-line-sender", "HOSPITAL", t.start[dash + 1]!, t.end[named]!));
    return;
  }
  // "SCDF - Ambulance record": letters alone before the title are a service's or an agency's.
  if (dash === 1 && (t.isAllCaps(0) || !context.mixedCase)) return;
  if (isTitle(context, dash + 1, end) && isSenderName(context, 0, dash - 1, true))
    out.push(hit("title-line-sender", "HOSPITAL", t.start[0]!, t.end[dash - 1]!));
}

const RULES = defineRules({
  "sender-over-address": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: true,
    about: "a name alone on a note's first line over a line holding a house number and a street type",
  },
  "sender-over-title": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: true,
    about: "a name alone on a note's first line over a line opening with the document's title",
  },
  "title-line-sender": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: true,
    about: "the sender's name beside a document's title on its first line, across a spaced dash",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const titleLineSenderRecogniser: RecogniserModule = {
  id: "title-line-sender",
  family: "organisations",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findTitleLineSenders,
};

const hit = ruleHit(RULES);
