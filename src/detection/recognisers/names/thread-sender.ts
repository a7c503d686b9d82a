import { weekdays } from "../../cues/date-words.ts";
import { months } from "../../cues/months.ts";
import {
  compoundEnd,
  SLOT_NAMELIKE,
  SLOT_WORDLIKE,
  skipTitle,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * The sender of each message of a thread (secure messaging, a team chat, an exported SMS or
 * WhatsApp thread pasted into the notes): every messaging system prints a line per message with
 * the time it was sent and who sent it, before the text:
 *
 *     [14/03 09:12] priya s: bed 4 sats 89%
 *     09:14 - Ciarán: coming now
 *     Ngozi Eze (09:15): thanks
 *     tunde, 09:20: bloods sent
 *
 * `sender-after-stamp`: a line opening with a time stamp (a time "09:12", with a date, weekday,
 * "am"/"pm" around it, in brackets or not), a dash or bar at most, then one to three words and a
 * colon. `sender-before-stamp`: a line opening with one to three words, then the stamp (in
 * brackets, after a comma or a dash) and a colon or the line end. Either only in a thread: two
 * lines of the note or more carry a stamp where a line opens. The words must be a name's in a slot
 * (a listed name or a word no list knows; no role, clinical or ordinary word: "Pharmacy:",
 * "Charge nurse:" are left), with a title skipped and a closing initial ("priya s") kept.
 */

const WEEKDAYS = weekdays.words;
const MONTHS = months.words;
const MAX_STAMP_TOKENS = 12;

/** Whether the note has two lines or more with a time ("dd:dd") in their first 32 characters. */
function isThread(text: string): boolean {
  let lines = 0;
  let lineStart = 0;
  // The next line break at or after lineStart, walked forward only: linear in the text.
  let nextBreak = text.indexOf("\n");
  let counted = -1;
  for (let c = text.indexOf(":"); c !== -1; c = text.indexOf(":", c + 1)) {
    const d = text.charCodeAt(c - 1);
    const e = text.charCodeAt(c + 1);
    if (!(d >= 48 && d <= 57 && e >= 48 && e <= 57 && isDigitCode(text.charCodeAt(c + 2)))) continue;
    while (nextBreak !== -1 && nextBreak < c) {
      lineStart = nextBreak + 1;
      nextBreak = text.indexOf("\n", lineStart);
    }
    if (c - lineStart > 32 || lineStart === counted) continue;
    counted = lineStart;
    if (++lines >= 2) return true;
  }
  return false;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** "09:12": a number, a touching colon, a touching two-digit number. */
function isTime(t: TokenStream, k: number): boolean {
  return (
    t.isNumber(k) &&
    t.length(k) <= 2 &&
    t.touches(k) &&
    t.isPunct(k + 1, ":") &&
    t.touches(k + 1) &&
    t.isNumber(k + 2) &&
    t.length(k + 2) === 2
  );
}

/** A token that may stand inside a stamp: a number, a date's or time's punctuation, a month, a weekday, am/pm. */
function isStampToken(t: TokenStream, k: number): boolean {
  if (t.isNumber(k)) return true;
  if (t.isWord(k)) {
    const w = t.lower(k);
    return w === "am" || w === "pm" || w === "at" || MONTHS.has(w) || WEEKDAYS.has(w);
  }
  return (
    t.isPunct(k, "/") || t.isPunct(k, ":") || t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, "-")
  );
}

/**
 * Reads a stamp starting at `j` (after an opening bracket when `bracket`): returns the token after
 * it (after its closing bracket), or -1 when no time stands in it.
 */
function readStamp(t: TokenStream, j: number, bracket: boolean): number {
  let k = j;
  let time = false;
  for (let n = 0; n < MAX_STAMP_TOKENS && k < t.count && (k === j || !t.startsLine(k)); n++) {
    if (bracket && (t.isPunct(k, "]") || t.isPunct(k, ")"))) return time ? k + 1 : -1;
    if (isTime(t, k)) {
      time = true;
      k += 3;
      continue;
    }
    if (!isStampToken(t, k)) break;
    // A dash, comma or colon after the time ends an unbracketed stamp: "09:14 - Ciarán:", "tunde, 09:20:".
    if (!bracket && time && (t.isPunct(k, "-") || t.isPunct(k, ",") || t.isPunct(k, ":"))) break;
    k++;
  }
  if (bracket || !time) return -1;
  // "09:14 - Ciarán", "14/03, 09:14, Ciarán": trailing ",", "." of the stamp's last part stay out.
  return k;
}

/** Reads the sender's name from `j`: its last token, or -1. */
function readSender(context: ScanContext, j: number): number {
  const t = context.tokens;
  let k = skipTitle(context, j);
  let last = -1;
  let words = 0;
  for (; k < t.count && words < 3; k++) {
    if (words > 0 && (t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 1)) break;
    if (!t.isWord(k)) break;
    if (t.length(k) === 1) {
      // "priya s", "Ngozi E.": an initial closes the name.
      if (words === 0) return -1;
      last = t.isPunct(k + 1, ".") && t.touches(k) ? k + 1 : k;
      break;
    }
    const cls = slotWordClass(context, k, words > 0);
    if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE) return words > 0 ? last : -1;
    // "marie-ève bouchard:", "Ji-hoon Park:": a hyphenated given name is one word of the name.
    k = compoundEnd(context, k);
    last = k;
    words++;
  }
  return last;
}

function isSeparator(t: TokenStream, k: number): boolean {
  return t.isPunct(k, "-") || t.isPunct(k, "|") || t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014");
}

export function findThreadSenders(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (!isThread(t.text)) return;
  for (let s = t.nextLineStart(0); s < t.count; s = t.nextLineStart(s + 1)) {
    // After the stamp: "[14/03 09:12] priya s:", "09:14 - Ciarán:".
    const bracket = t.isPunct(s, "[") || t.isPunct(s, "(");
    let j = readStamp(t, bracket ? s + 1 : s, bracket);
    if (j !== -1 && j < t.count && !t.startsLine(j)) {
      if (isSeparator(t, j)) j++;
      const last = readSender(context, j);
      if (last !== -1 && t.isPunct(last + 1, ":") && !t.startsLine(last + 1)) {
        // "[21:00] Dr Warwick Fairweather:": the title stays out of the name.
        out.push(hit("sender-after-stamp", "NAME", t.start[skipTitle(context, j)]!, t.end[last]!));
        continue;
      }
    }
    // Before the stamp: "Ngozi Eze (09:15):", "tunde, 09:20:", "<ciaran> …" is not read.
    const last = readSender(context, s);
    if (last === -1) continue;
    let k = last + 1;
    if (t.startsLine(k)) continue;
    const open = t.isPunct(k, "(") || t.isPunct(k, "[");
    if (t.isPunct(k, ",") || isSeparator(t, k) || open) k++;
    const end = readStamp(t, k, open);
    if (end === -1) continue;
    if (!(end >= t.count || t.startsLine(end) || t.isPunct(end, ":"))) continue;
    out.push(hit("sender-before-stamp", "NAME", t.start[skipTitle(context, s)]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "sender-after-stamp": {
    types: ["NAME"],
    level: "cued",
    anchored: false,
    about: "a message's sender in a thread: a time stamp opening the line, the name, a colon",
  },
  "sender-before-stamp": {
    types: ["NAME"],
    level: "cued",
    anchored: false,
    about: "a message's sender in a thread: the name opening the line, then its time stamp",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const threadSenderRecogniser: RecogniserModule = {
  id: "thread-sender",
  family: "names",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findThreadSenders,
};

const hit = ruleHit(RULES);
