import { strongContactVerbs } from "../../cues/contact-verbs.ts";
import { strongPhoneCues } from "../../cues/phone-cues.ts";
import { serviceLineWords } from "../../cues/service-lines.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * Phone numbers of other countries written bare in a sentence about calling someone: "Collateral
 * from Chidi Okafor on 08031234567: low mood", "phoned to Wei on 6482-1392", "Spoke with Priya
 * (98450 12345)". The number is eight to twelve digits in one run or in groups joined by single
 * spaces or touching dashes (Singapore's 6482-1392, India's 98450 12345, Nigeria's 0803 123
 * 4567); the clause before it on the line, within twelve tokens, holds a word of calling or
 * talking ("phoned", "rang", "spoke", "callback", "collateral", "contact", "mobile"...). Also a
 * Singapore-shaped number alone at a field's end after a name and a comma ("Study coordinator:
 * K. Tan, 6482-1392"): four digits opening with 6, 8 or 9, a dash or space, four digits. Not a
 * decimal, a date or a range.
 */

const CUES: ReadonlySet<string> = new Set([
  ...strongPhoneCues.words,
  ...strongContactVerbs.words,
  "spoke",
  "spoken",
  "talked",
  "collateral",
  "nok",
  "kin",
  "callback",
  "reachable",
  "rang",
  "whatsapp",
  "sms",
  "text",
  "texted",
]);
const LOOK_BACK = 12;
const SERVICE_WORDS = serviceLineWords.words;

/** The digit groups from number `n`: the last token and the digit count, or last -1. */
function readGroups(t: TokenStream, n: number): { last: number; digits: number; groups: number } {
  let digits = 0;
  let groups = 0;
  let k = n;
  for (let g = 0; g < 4; g++) {
    if (t.kind[k] !== NUMBER || t.length(k) > 11) return { last: -1, digits: 0, groups: 0 };
    digits += t.length(k);
    groups++;
    const j = k + 1;
    if (t.touches(k) && t.isPunct(j, "-") && t.touches(j) && t.kind[j + 1] === NUMBER) k = j + 1;
    else if (!t.touches(k) && t.kind[j] === NUMBER && !t.startsLine(j) && t.start[j]! - t.end[k]! === 1)
      k = j;
    else break;
  }
  return { last: k, digits, groups };
}

/**
 * A calling or talking word earlier in the clause, on the same line, and no word of a public
 * service there ("call the crisis line on 6389 2222" is a service's number).
 */
function cuedBefore(t: TokenStream, n: number): boolean {
  let cued = false;
  for (let k = n - 1; k >= 0 && k >= n - LOOK_BACK; k--) {
    if (t.isWord(k) && SERVICE_WORDS.has(t.lower(k))) return false;
    if (t.isWord(k) && CUES.has(t.lower(k))) cued = true;
    if (t.startsLine(k) || t.isPunct(k, ".") || t.isPunct(k, ";")) break;
  }
  return cued;
}

/** A word of a public service in the six tokens after the number ("6389 2222 (24-hour helpline)"). */
function serviceAfter(t: TokenStream, last: number): boolean {
  for (let k = last + 1; k <= last + 6 && k < t.count && !t.startsLine(k); k++) {
    if (t.isWord(k) && SERVICE_WORDS.has(t.lower(k))) return true;
  }
  return false;
}

/** "K. Tan, 6482-1392" at a field's end: the Singapore shape (4 and 4 digits) after a name's comma. */
function singaporeField(t: TokenStream, n: number, last: number): boolean {
  if (!(last === n + 1 || (last === n + 2 && t.isPunct(n + 1, "-")))) return false;
  if (t.length(n) !== 4 || t.length(last) !== 4) return false;
  const lead = t.text.charCodeAt(t.start[n]!);
  if (lead !== 54 && lead !== 56 && lead !== 57) return false;
  const end = last + 1 >= t.count || t.startsLine(last + 1);
  if (!(end && t.isPunct(n - 1, ",") && t.isWord(n - 2))) return false;
  // "Mental health helpline, 24 hours: Mental Health Helpline, 6389 2222": a service's line.
  for (let k = n - 2; k >= 0 && k >= n - 24; k--) {
    if (t.isWord(k) && SERVICE_WORDS.has(t.lower(k))) return false;
    if (t.startsLine(k)) break;
  }
  return true;
}

/** Every group is a 24-hour clock time of four digits: "called at 0800 1200 1600", "0800-1700". */
function clockTimes(t: TokenStream, n: number, last: number): boolean {
  for (let k = n; k <= last; k++) {
    if (!t.isNumber(k)) continue;
    const v = t.value(k);
    if (t.length(k) !== 4 || Math.floor(v / 100) > 23 || v % 100 > 59) return false;
  }
  return true;
}

export function findContactSlotPhones(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let n = t.nextNumber(0); n < t.count; n = t.nextNumber(n + 1)) {
    if (t.kind[n] !== NUMBER) continue;
    // The number opens its run: nothing joined to it on the left.
    if (t.touches(n - 1) && !t.isPunct(n - 1, "(")) continue;
    if (t.isNumber(n - 1) || t.isPunct(n - 1, "+")) continue;
    // A lone digit, or a number of fewer than eight digits that no group follows, reads no run of
    // eight (most numbers of a note; readGroups is not called for them).
    const length = t.length(n);
    if (length === 1) continue;
    if (length < 8 && !(t.touches(n) ? t.isPunct(n + 1, "-") : t.kind[n + 1] === NUMBER)) continue;
    const { last, digits, groups } = readGroups(t, n);
    if (last === -1 || digits < 8 || digits > 12) continue;
    // Each group of a grouped number has two digits or more ("1 2 3 4 5 6 7 8" is a list).
    if (groups > 1 && t.length(n) < 2) continue;
    const after = last + 1;
    if (t.touches(last) && (t.isWord(after) || t.isPunct(after, "/") || t.isPunct(after, "%"))) continue;
    if (
      t.touches(last) &&
      (t.isPunct(after, ".") || t.isPunct(after, ":")) &&
      t.isNumber(after + 1) &&
      t.touches(after)
    )
      continue;
    if (!(cuedBefore(t, n) || singaporeField(t, n, last)) || serviceAfter(t, last)) continue;
    if (clockTimes(t, n, last)) continue;
    out.push(hit("phone-in-contact-clause", "PHONE", t.start[n]!, t.end[last]!));
    n = last;
  }
}

const RULES = defineRules({
  "phone-in-contact-clause": {
    types: ["PHONE"],
    level: "cued",
    anchored: true,
    about:
      "eight to twelve digits after a word of calling or talking in the clause ('rang ... on 08031234567')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const contactSlotPhoneRecogniser: RecogniserModule = {
  id: "contact-slot-phone",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findContactSlotPhones,
};

const hit = ruleHit(RULES);
