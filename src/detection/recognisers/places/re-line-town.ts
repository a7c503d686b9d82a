import { closesAddress, isAddressWord } from "../../readers/address-tail.ts";
import { postalShapeEnd } from "../../readers/postal-shape.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, FACILITY_HEAD, LABEL_END, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * The patient's or the practice's town written alone, by its place in a letter:
 * - the last comma part of a subject line, after a part with a digit: "Re: Thandi Mokoena, DOB
 *   12/03/1980, Mthatha", "RE: JOHN OKAFOR (HOSP NO 4471203), ENUGU";
 * - a line of its own in the block a subject line opens ("Re: Mr John Smith\nDOB: 01/02/1960\n
 *   Kitchener"), up to a blank line;
 * - the last comma part of a sender's line: "From: Dr K Pillay, Sunrise Surgery, Mthatha";
 * - a line of its own under a practice or hospital line at the head of a letter ("Kowhai Health\n
 *   Whangarei"), before the first blank line.
 * Letters in every country lay these out the same way. A town line holds one to three address
 * words, each no English or clinical word unless a listed town, and may close with a state code,
 * a country or a postal code's shape. Bounded work: a few tokens per line start.
 */
const MAX_LINE = 40;

/** Whether the words from `first` to `last` may be a town: address words no list calls English. */
function townWords(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let words = 0;
  for (let k = first; k <= last; k++) {
    if (t.isPunct(k, "-") && t.touches(k) && k > first && k < last) continue;
    if (!t.isWord(k) || !isAddressWord(context, k)) return false;
    if ((t.bits(k) & (CLINICAL | LABEL_END | TITLE | FACILITY_HEAD)) !== 0) return false;
    if ((t.bits(k) & VOCABULARY) !== 0 && !context.lexicons.cities.has(t.lower(k))) return false;
    words++;
  }
  return words > 0 && words <= 3;
}

/** The last comma part of the line from `from` to `end`, when it is a town: its first token, or -1. */
function townPartStart(context: ScanContext, end: number, from: number): number {
  const t = context.tokens;
  for (let k = end; k > from && k >= end - 4; k--) {
    if (t.isPunct(k, ",")) return townWords(context, k + 1, end) ? k + 1 : -1;
  }
  return -1;
}

/**
 * A line from `s` to `e` holding a town alone, maybe closed by ", ON", a country or a postal code:
 * the town's last token, or -1.
 */
function townLineEnd(context: ScanContext, s: number, e: number): number {
  const t = context.tokens;
  let last = s;
  while (last < e && last < s + 4 && (t.isWord(last + 1) || t.isPunct(last + 1, "-"))) {
    if (closesAddress(context, last + 1)) break;
    last++;
  }
  if (!townWords(context, s, last)) return -1;
  let k = last + 1;
  if (k > e) return last;
  if (t.isPunct(k, ",")) k++;
  if (k <= e && closesAddress(context, k)) k++;
  if (k <= e) {
    const code = postalShapeEnd(context, k);
    if (code === -1) return -1;
    k = code + 1;
  }
  return k > e ? last : -1;
}

/** Two line breaks between tokens `k - 1` and `k`. */
function blankBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  let breaks = 0;
  for (let p = t.end[k - 1]!; p < t.start[k]!; p++)
    if (t.text.charCodeAt(p) === 10 && ++breaks === 2) return true;
  return false;
}

/** "From:", "FROM:", "from -": a sender's line opening at token `s`. */
function fromLabel(context: ScanContext, s: number): boolean {
  const t = context.tokens;
  if (!t.isWord(s) || t.length(s) !== 4 || t.lower(s) !== "from") return false;
  return t.isPunct(s + 1, ":") || (t.isPunct(s + 1, "-") && !t.touches(s));
}

export function findReLineTowns(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Lines left in the block a subject line opened, and whether the head of the letter is still read.
  let reLines = 0;
  let head = true;
  let facilityAbove = false;
  for (let s = t.nextLineStart(0); s < t.count; ) {
    const next = t.nextLineStart(s + 1);
    const e = next - 1;
    // A blank line only resets the state below: once reset, the gap is not read.
    const blank = (reLines > 0 || head || facilityAbove) && s > 0 && blankBefore(context, s);
    if (blank) {
      reLines = 0;
      head = false;
      facilityAbove = false;
    }
    const short = e - s < MAX_LINE;
    if (short && t.isWord(s) && t.length(s) === 2 && t.lower(s) === "re" && t.isPunct(s + 1, ":")) {
      reLines = 4;
      let digit = -1;
      for (let k = s + 2; k <= e; k++) if (t.isNumber(k)) digit = k;
      const end = t.isPunct(e, ".") ? e - 1 : e;
      const first = townPartStart(context, end, s + 2);
      if (first !== -1 && digit !== -1 && digit < first) {
        out.push(hit("town-in-re-line", "LOCATION", t.start[first]!, t.end[end]!));
      }
    } else if (short && fromLabel(context, s)) {
      // "From: Dr K Pillay, Sunrise Surgery, Mthatha": the sender's town closes the line.
      const end = t.isPunct(e, ".") ? e - 1 : e;
      for (let k = end; k > s + 3 && k >= end - 5; k--) {
        if (!t.isPunct(k, ",")) continue;
        const last = townLineEnd(context, k + 1, end);
        if (last !== -1) out.push(hit("town-in-from-line", "LOCATION", t.start[k + 1]!, t.end[last]!));
        break;
      }
    } else if (short && (reLines > 0 || (head && facilityAbove)) && e - s <= 8) {
      const last = townLineEnd(context, s, e);
      if (last !== -1) out.push(hit("town-line", "LOCATION", t.start[s]!, t.end[last]!));
      if (reLines > 0) reLines--;
    } else if (reLines > 0) reLines--;
    // A practice or hospital line at the head of the letter: a short line with a facility word.
    facilityAbove = false;
    if (head && short && e - s <= 8) {
      for (let k = s; k <= e; k++) {
        if ((t.bits(k) & FACILITY_HEAD) !== 0 && t.isWord(k) && k > s) facilityAbove = true;
      }
    }
    s = next;
  }
}

const RULES = defineRules({
  "town-in-re-line": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "the last comma part of a 'Re:' line after a date or number: the patient's town",
  },
  "town-in-from-line": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "the last comma part of a 'From:' line after the sender's name or practice: the sender's town",
  },
  "town-line": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a town alone on a line of a 'Re:' block, or under a practice line at a letter's head",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const reLineTownRecogniser: RecogniserModule = {
  id: "re-line-town",
  family: "places",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findReLineTowns,
};

const hit = ruleHit(RULES);
