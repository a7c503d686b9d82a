import {
  contactNumberLabels,
  serviceDialVerbs,
  serviceLineHeads,
  serviceLineWords,
  serviceShortWords,
} from "./cues/service-lines.ts";
import type { PhiType } from "./phi-type.ts";
import { NOT_SERVICE, SHORT_NUMBER, serviceNumberKind } from "./readers/service-number.ts";
import type { ScanContext } from "./recogniser.ts";
import type { Span } from "./span.ts";
import { tokenFrom } from "./token-at.ts";
import { AFTER_NEWLINE } from "./token-stream.ts";

/**
 * A national free-phone or short number beside the words of a public service is the service's
 * number, not a person's: "Healthline 0800 611 116 (free, 24 hours)", "Lifeline 13 11 14",
 * "NHS 111 | 111", "in an emergency, 999", "toll-free 1-800-668-6868". Such candidates of the
 * number types are dropped before overlaps are resolved. A clinic's own free-phone number in a
 * letterhead ("Ph 1300 123 456") or a relative's ("Emergency contact: 1-888-…") has a contact
 * label before it and stays; a short number is dropped as an age only right after a service word
 * or a dialling verb ("Emergency services, 111,"), never after a name ("Mrs Jones, 101,").
 */

const SERVICE_WORDS = serviceLineWords.words;
const SHORT_WORDS = serviceShortWords.words;
const LINE_HEADS = serviceLineHeads.words;
const DIAL_VERBS = serviceDialVerbs.words;
const CONTACT_LABELS = contactNumberLabels.words;

/** The types a number recogniser may give a service number. */
const NUMBER_TYPES: ReadonlySet<PhiType> = new Set<PhiType>(["PHONE", "ID", "AGE", "ZIP", "MRN", "FAX"]);

/** Tokens read before and after a number for service words: constant work per candidate. */
const BEFORE = 30;
const AFTER = 8;

type Tokens = ScanContext["tokens"];

/**
 * Token `k` tells a service: a service word (with `short`, one of an emergency service too), a
 * "line" or "phone" after a word such as "help" or "support" ("Kids Help Phone", "Support Line"),
 * or "24" opening "24/7", "24 hours", "24-hour".
 */
function isServiceToken(t: Tokens, k: number, short: boolean): boolean {
  if (t.isWord(k)) {
    const w = t.lower(k);
    if (SERVICE_WORDS.has(w) || (short && SHORT_WORDS.has(w))) return true;
    return (
      (w === "line" || w === "lines" || w === "phone") && t.isWord(k - 1) && LINE_HEADS.has(t.lower(k - 1))
    );
  }
  if (!t.isNumber(k) || t.raw(k) !== "24") return false;
  let n = k + 1;
  if (t.isPunct(n, "/") && t.raw(n + 1) === "7") return true;
  if (t.isPunct(n, "-") || t.isPunct(n, "/")) n++;
  if (!t.isWord(n)) return false;
  const w = t.lower(n);
  return w === "hours" || w === "hour" || w === "hrs" || w === "hr" || w === "h";
}

/** Token `k` ends a sentence: ".", "!" or "?" before a space (not a decimal point or "a.m."). */
function sentenceEnd(t: Tokens, k: number): boolean {
  return (t.isPunct(k, ".") || t.isPunct(k, "!") || t.isPunct(k, "?")) && !t.touches(k);
}

/**
 * A service token in the sentence of tokens `first`..`last`, on their line or the line above (a
 * service's name as a heading over its number, the row above in a list of services).
 */
function serviceWordAround(t: Tokens, first: number, last: number, short: boolean): boolean {
  let breaks = 0;
  for (let k = first - 1; k >= 0 && k >= first - BEFORE; k--) {
    if (sentenceEnd(t, k)) break;
    if (isServiceToken(t, k, short)) return true;
    if ((t.flags[k]! & AFTER_NEWLINE) !== 0 && ++breaks > 1) break;
  }
  for (let k = last + 1; k < t.count && k <= last + AFTER; k++) {
    if ((t.flags[k]! & AFTER_NEWLINE) !== 0 || sentenceEnd(t, k)) break;
    if (isServiceToken(t, k, short)) return true;
  }
  return false;
}

/** A service word (or a dialling verb, when `dial`) within three tokens before `first`, on its line. */
function serviceWordRightBefore(t: Tokens, first: number, dial: boolean): boolean {
  for (let k = first - 1; k >= 0 && k >= first - 3; k--) {
    if (t.isWord(k)) {
      const w = t.lower(k);
      if (SERVICE_WORDS.has(w) || SHORT_WORDS.has(w) || (dial && DIAL_VERBS.has(w))) return true;
    }
    if ((t.flags[k]! & AFTER_NEWLINE) !== 0) return false;
  }
  return false;
}

/**
 * A contact field label within two tokens before `first` ("Tel: 0800 …", "Emergency contact:
 * 1-888-…"), not the last word of a service's name ("Kids Help Phone 1-800-…").
 */
function labelledContact(t: Tokens, first: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - 2; k--) {
    if (t.isWord(k)) return CONTACT_LABELS.has(t.lower(k)) && !isServiceToken(t, k, false);
    if ((t.flags[k]! & AFTER_NEWLINE) !== 0) return false;
  }
  return false;
}

/** Token `k` is a service word found with the number ("NHS 111", "Lifeline 13 11 14"). */
function isNamingWord(t: Tokens, k: number): boolean {
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  return SERVICE_WORDS.has(w) || SHORT_WORDS.has(w) || w === "nhs";
}

/** The candidate is a service's number: its kind read from its first number on, and its context. */
function isServiceNumber(context: ScanContext, span: Span): boolean {
  const t = context.tokens;
  const from = tokenFrom(t, span.start);
  let first = from;
  while (first < t.count && t.start[first]! < span.end && isNamingWord(t, first)) first++;
  if (first >= t.count || t.start[first]! >= span.end) return false;
  const kind = serviceNumberKind(t.text.slice(t.start[first]!, span.end));
  if (kind === NOT_SERVICE) return false;
  let last = first;
  while (last + 1 < t.count && t.end[last + 1]! <= span.end) last++;
  const short = kind === SHORT_NUMBER;
  if (short && span.type === "AGE") {
    // An age of 110 or more is far rarer than "112" or "116" beside a helpline; 100 to 108 are
    // read as a service's only right after its word or a dialling verb.
    if (serviceWordRightBefore(t, first, true)) return true;
    return t.value(first) >= 110 && serviceWordAround(t, first, last, true);
  }
  if (first > from) return true;
  if (short && serviceWordRightBefore(t, first, true)) return true;
  if (labelledContact(t, first)) return false;
  return serviceWordAround(t, first, last, short);
}

/** Returns the candidates without the number candidates that are a public service's number. */
export function dropServiceNumbers(context: ScanContext, candidates: Span[]): Span[] {
  let dropped = false;
  const keep = candidates.map((span) => {
    if (!NUMBER_TYPES.has(span.type) || !isServiceNumber(context, span)) return true;
    dropped = true;
    return false;
  });
  return dropped ? candidates.filter((_, k) => keep[k]) : candidates;
}
