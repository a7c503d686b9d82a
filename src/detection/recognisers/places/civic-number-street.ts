import { frenchAddressUnits, frenchStreetJoiners, frenchStreetTypes } from "../../cues/streets.ts";
import { addressTailEnd } from "../../readers/address-tail.ts";
import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { HAS_UPPER } from "../../token-stream.ts";
import { CLINICAL, CUE_PLACE_TRIGGER } from "../../word-bits.ts";

/**
 * A civic number before a street whose type leads its name, as French writes it in Quebec, New
 * Brunswick and everywhere else: "1234, rue Saint-Denis", "4521 boul. des Laurentides", "12, ch.
 * de la Montagne, app. 3". Canada Post's French form puts the civic number first, often with a
 * comma, then the street type in lower case and the name with its joiners ("de la", "des", "du").
 * The number (with a unit before it, "220-4521"), the type, then one to five name words (at least
 * one with a capital where the note has case; no clinical word where it has none) closing at a
 * comma, a stop, a bracket or the line's end; a unit after a comma ("app. 3", "bureau 200") and
 * the town, province and postal code after it (readers/address-tail.ts) are taken in. Bounded
 * work per street type.
 */
const TYPES = frenchStreetTypes.words;
const JOINERS = frenchStreetJoiners.words;
const UNITS = frenchAddressUnits.words;
const NAME_WORDS = 5;

/** The civic number before the street type at `s` ("1234 rue", "1234, rue"): its first token, or -1. */
function civicNumberBefore(context: ScanContext, s: number): number {
  const t = context.tokens;
  let i = s - 1;
  if (t.isPunct(i, ",") && t.touches(i - 1)) i--;
  if (!t.isNumber(i) || t.length(i) > 5 || t.startsLine(s)) return -1;
  // "220-4521, rue …": a unit's number joined to the civic number.
  if (t.isPunct(i - 1, "-") && t.touches(i - 1) && t.touches(i - 2) && t.isNumber(i - 2)) i -= 2;
  // "12.5 rue": a measure, not a civic number.
  if (t.touches(i - 1) && !t.isPunct(i - 1, "#")) return -1;
  return i;
}

/** A word of the street's name at `k`: capitalised (or holding a capital: "l'Église") where the note has case. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  if (context.mixedCase) return (t.flags[k]! & HAS_UPPER) !== 0;
  return (t.bits(k) & CLINICAL) === 0;
}

/**
 * The street type at `s` is written as an address writes it: the short ones ("av", "bd", "ch")
 * with their stop ("av. du Parc"; "2, AV Block" and "500 bd" are a heart block and a dose), and
 * in a note with case in lower case or capitalised, not in capitals ("AV").
 */
function typeWritten(context: ScanContext, s: number): boolean {
  const t = context.tokens;
  if (t.length(s) <= 2 && !(t.isPunct(s + 1, ".") && t.touches(s))) return false;
  return !context.mixedCase || !t.isAllCaps(s) || t.length(s) > 3;
}

/** The last token of the street's name after the type at `s`, or -1. */
function streetNameEnd(context: ScanContext, s: number): number {
  const t = context.tokens;
  let k = s + 1;
  if (t.isPunct(k, ".") && t.touches(s)) k++;
  let last = -1;
  for (let words = 0; words < NAME_WORDS && k < t.count && !t.startsLine(k); k++) {
    if (t.isPunct(k, "-") && last === k - 1 && t.touches(k - 1) && t.touches(k) && t.isWord(k + 1)) continue;
    if (!t.isWord(k)) break;
    words++;
    if (nameWord(context, k) && !(JOINERS.has(t.lower(k)) && !t.isCapitalised(k) && !context.upperCase)) {
      last = k;
      continue;
    }
    if (!JOINERS.has(t.lower(k))) break;
  }
  if (last === -1) return -1;
  const after = last + 1;
  const closed =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ";") ||
    t.isPunct(after, "(") ||
    t.isPunct(after, ")");
  return closed ? last : -1;
}

/** ", app. 3", ", bureau 200" after the street's last token `end`: the unit's last token, or `end`. */
function unitAfter(context: ScanContext, end: number): number {
  const t = context.tokens;
  const u = end + 2;
  if (!t.isPunct(end + 1, ",") || !t.isWord(u) || t.startsLine(u) || !UNITS.has(t.lower(u))) return end;
  let v = u + 1;
  if (t.isPunct(v, ".") && t.touches(u)) v++;
  return t.isNumber(v) && !t.startsLine(v) ? v : end;
}

export function findCivicNumberStreets(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let done = -1;
  const triggers = placeTriggers(t);
  for (let n = 0, s = 0; n < triggers.count; n++) {
    if (triggers.at[n]! <= s) continue;
    s = triggers.at[n]!;
    if (s + 1 >= t.count) break;
    if (s <= done || !t.isNumber(s - 1 - (t.isPunct(s - 1, ",") ? 1 : 0))) continue;
    if (!TYPES.has(t.lower(s)) || !typeWritten(context, s)) continue;
    const first = civicNumberBefore(context, s);
    if (first === -1) continue;
    const name = streetNameEnd(context, s);
    if (name === -1) continue;
    const end = unitAfter(context, name);
    const last = Math.max(end, addressTailEnd(context, end));
    out.push(hit("civic-number-street", "STREET_ADDRESS", t.start[first]!, t.end[last]!));
    done = last;
  }
}

const RULES = defineRules({
  "civic-number-street": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about:
      "a civic number before a French street type and its name ('1234, rue Saint-Denis', '4521 boul. des Laurentides')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const civicNumberStreetRecogniser: RecogniserModule = {
  id: "civic-number-street",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: frenchStreetTypes.entries }],
  rules: RULES,
  scan: findCivicNumberStreets,
};

const hit = ruleHit(RULES);
