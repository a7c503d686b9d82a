import { notTownAfterOf, originBreaks, personOfNouns } from "../../cues/residence.ts";
import { placeClauseClosesAt } from "../../readers/address-ends.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { TITLE } from "../../word-bits.ts";
import { placeWord } from "./town-after-from.ts";

const PERSON_NOUNS = personOfNouns.words;
const NOT_TOWN_AFTER = notTownAfterOf.words;
const BREAKS = originBreaks.words;
const AGE_WORDS: ReadonlySet<string> = new Set(["aged", "age"]);

/**
 * A town after "of" that follows a person (issue 19, towns alone): "a 45yo man of Masterton
 * presented", "Mr Peter Hanley of Ennis", "ELDERLY WOMAN OF KURUMAN.". A person noun, or a name
 * after a title, then "of", then one or two words no English or clinical list knows (or a listed
 * town), capitalised where the note has case, closing the clause — or, where the note has case,
 * before a lower-case word that is no word of descent ("a man of Asian descent"). Wakes at
 * capitalised words; reads two tokens back and three forward: linear.
 */
export function findTownsAfterOf(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let j = t.nextInitialUpper(2); j < t.count; j = t.nextInitialUpper(j + 1)) {
    const of = j - 1;
    if (t.length(of) !== 2 || !t.isWord(of) || t.lower(of) !== "of" || t.startsLine(j) || t.startsLine(of))
      continue;
    if (context.mixedCase && t.raw(of) !== "of") continue;
    if (!personBefore(context, of - 1) || !placeWord(context, j)) continue;
    let last = j;
    if (placeWord(context, j + 1) && !t.touches(j)) last = j + 1;
    const n = last + 1;
    const lowerAfter =
      context.mixedCase &&
      t.isWord(n) &&
      !t.startsLine(n) &&
      !t.isCapitalised(n) &&
      !t.isAllCaps(n) &&
      !NOT_TOWN_AFTER.has(t.lower(n));
    if (!lowerAfter && !placeClauseClosesAt(t, n, BREAKS)) continue;
    if (t.isWord(n) && NOT_TOWN_AFTER.has(t.lower(n))) continue;
    out.push(hit("town-after-person-of", "LOCATION", t.start[j]!, t.end[last]!));
    j = last;
  }
}

/** A person right before "of": a person noun, or a capitalised name after a title ("Mr Hanley"). */
function personBefore(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  // "Mr Peter Hanley, of Ennis,", "the deceased, aged 67, of Ennis": the person before a comma,
  // past an age between commas (coroners' and police reports).
  if (t.isPunct(p, ",") && !t.startsLine(p)) {
    let q = p - 1;
    if (t.isNumber(q) && t.isWord(q - 1) && AGE_WORDS.has(t.lower(q - 1)) && t.isPunct(q - 2, ",")) q -= 3;
    return q !== p - 1 || t.isWord(q) ? personBefore(context, q) && !t.isPunct(q, ",") : false;
  }
  if (!t.isWord(p)) return false;
  if (PERSON_NOUNS.has(t.lower(p))) return true;
  if (context.mixedCase && !t.isCapitalised(p)) return false;
  // "Mr Hanley of", "Mrs Mary Hanley of": a title one or two words back.
  for (let q = p - 1; q >= 0 && q >= p - 2; q--) {
    if (!t.isWord(q) || t.startsLine(q + 1)) return false;
    if ((t.bits(q) & TITLE) !== 0) return true;
    if (context.mixedCase && !t.isCapitalised(q)) return false;
  }
  return false;
}

const RULES = defineRules({
  "town-after-person-of": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "one or two unknown or listed-town words after a person and 'of' (a man of Masterton)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterOfRecogniser: RecogniserModule = {
  id: "town-after-of",
  family: "places",
  wake: { at: ["initialUpper"] },
  rules: RULES,
  scan: findTownsAfterOf,
};

const hit = ruleHit(RULES);
