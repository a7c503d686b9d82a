import { atVerbs } from "../../cues/residence.ts";
import { streetPrepositions, streetSuffixes, strongStreetTypes } from "../../cues/streets.ts";
import { addressTailEnd, isAddressWord, postalCodeEnd } from "../../readers/address-tail.ts";
import { postalShapeEnd } from "../../readers/postal-shape.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, TITLE } from "../../word-bits.ts";

/**
 * A street with no house number that opens an address block or a comma-separated address, read
 * by what follows it: "Church Road\nBallina\nCo. Mayo", "Re: Mary Byrne, Main Street, Kinsale, Co.
 * Cork", "12, MG Road\nIndiranagar\nBengaluru 560038". Irish, Indian and many rural addresses
 * have no house number, so the street is known by its position: capitalised words closed by a
 * street type at a line's start or after a comma, then the locality, county or state parts the
 * address tail reads, at least two of them or one closed by a postal code. Only where the note
 * uses case (a capitalised street type is the evidence). Bounded work per street type.
 */
const SUFFIXES = streetSuffixes.words;

function findStreetLines(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  // Street types are frequent words ("Dr", "place", "way"): rather than flag them in the shared
  // ADDRESS_CUE bit (which would wake other modules), the loop tests the cheap shape first.
  for (let i = t.nextInitialUpper(1); i + 1 < t.count; i = t.nextInitialUpper(i + 1)) {
    if (!t.isWord(i) || !t.isCapitalised(i) || !t.isWord(i - 1)) continue;
    // A street part ends at its type: a comma, a full stop or the line's end follows (or, after
    // "lives on", a lower-case word: "lives on Quay Street with her husband").
    const next = i + 1;
    const closedPart = t.startsLine(next) || t.isPunct(next, ",") || t.isPunct(next, ".");
    if (!closedPart && !(t.isWord(next) && !t.isCapitalised(next) && !t.isAllCaps(next))) continue;
    if (!SUFFIXES.has(t.lower(i))) continue;
    // The street's name words before its type, back to the line start or a comma.
    let first = i;
    for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
      // "MG Road": an abbreviation in capitals right before the type names the street too.
      const initials = k === i - 1 && t.isAllCaps(k) && t.length(k) <= 3 && t.isWord(k);
      const named = isAddressWord(context, k) && t.isCapitalised(k) && (t.bits(k) & (CLINICAL | TITLE)) === 0;
      if (!initials && !named) break;
      if (SUFFIXES.has(t.lower(k))) break;
      first = k;
      if (t.startsLine(k)) break;
    }
    if (first === i) continue;
    const opens = closedPart && (t.startsLine(first) || t.isPunct(first - 1, ","));
    // "lives on Kasturba Road", "resides off Main Street": the verb of residence is the cue.
    if (!opens && livesOn(context, first - 1)) {
      // "Main Rd., Kinsale": the abbreviation's full stop, not a sentence's.
      const end = t.isPunct(i + 1, ".") && t.touches(i) && t.isPunct(i + 2, ",") ? i + 1 : i;
      const tail = closedPart ? addressTailEnd(context, end) : end;
      out.push(hit("street-after-lives-on", "STREET_ADDRESS", t.start[first]!, t.end[Math.max(tail, i)]!));
      i = Math.max(tail, i);
      continue;
    }
    // "found on Great North Road", "MVA on Smith Street, Parramatta": a street type that names
    // nothing else, after a preposition of place.
    if (!opens && STRONG_TYPES.has(t.lower(i)) && streetPrepositionBefore(context, first)) {
      const end = t.isPunct(i + 1, ".") && t.touches(i) && t.isPunct(i + 2, ",") ? i + 1 : i;
      const tail = closedPart ? addressTailEnd(context, end) : end;
      // "No. 7 Adeyemi Street, off Allen Avenue": after an address's comma, "off" belongs to it.
      const off =
        t.isWord(first - 1) && t.lower(first - 1) === "off" && t.isPunct(first - 2, ",") ? first - 1 : first;
      out.push(hit("street-after-preposition", "STREET_ADDRESS", t.start[off]!, t.end[Math.max(tail, i)]!));
      i = Math.max(tail, i);
      continue;
    }
    if (!opens) continue;
    // "12, MG Road": a house number and a comma before the street, at a line's start.
    let from = first;
    const numbered =
      t.isPunct(first - 1, ",") &&
      t.isNumber(first - 2) &&
      t.length(first - 2) <= 4 &&
      t.startsLine(first - 2);
    if (numbered) from = first - 2;
    let end = i;
    if (t.isPunct(i + 1, ".") && t.touches(i)) end = i + 1;
    const tail = addressTailEnd(context, end);
    if (tail <= end) continue;
    let parts = 0;
    for (let k = end + 1; k <= tail; k++) if (t.isPunct(k, ",") || t.startsLine(k)) parts++;
    let after = tail + 1;
    if (t.isPunct(after, ",")) after++;
    const coded = postalShapeEnd(context, after, true) !== -1 || postalCodeEnd(context, after) !== -1;
    if (parts < 2 && !coded && !numbered) continue;
    out.push(hit("street-line", "STREET_ADDRESS", t.start[from]!, t.end[tail]!));
    i = tail;
  }
}

const AT_VERBS = atVerbs.words;
const STRONG_TYPES = strongStreetTypes.words;
const STREET_PREPOSITIONS = streetPrepositions.words;

/** A preposition of place right before the street's first word `first`, which is no day or month ("on Monday Rd"). */
function streetPrepositionBefore(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  const k = first - 1;
  if (!t.isWord(k) || t.startsLine(first) || (t.bits(first) & DATE_WORD) !== 0) return false;
  return STREET_PREPOSITIONS.has(t.lower(k));
}

/** "lives on", "living off", "resides on": a verb of residence and "on" or "off" ending at `k`. */
function livesOn(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || !t.isWord(k - 1)) return false;
  const word = t.lower(k);
  return (word === "on" || word === "off") && AT_VERBS.has(t.lower(k - 1));
}

const RULES = defineRules({
  "street-line": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: true,
    about:
      "a street with no house number opening a line or a comma part, followed by two locality parts or one and a postal code",
  },
  "street-after-preposition": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: true,
    about: "a street with no house number after on, along, off or near (found on Great North Road)",
  },
  "street-after-lives-on": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: true,
    about: "a street with no house number after 'lives on' or 'resides off', with the parts after it",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const streetLineRecogniser: RecogniserModule = {
  id: "street-line",
  family: "places",
  wake: { at: ["initialUpper"] },
  rules: RULES,
  scan: findStreetLines,
};

const hit = ruleHit(RULES);
