import { notPlaceWords } from "../../cues/not-places.ts";
import { streetSuffixes } from "../../cues/streets.ts";
import { isServiceWord } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  COUNTRY,
  CUE_INSTITUTION_HEAD,
  CUE_ORG_HEAD,
  DATE_WORD,
  RELATIVE_CUE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * "…Medical Centre, Carrick on Shannon.", "4 Mill Lane, Newcastle upon Tyne", "Riverside Surgery,
 * Stoke on Trent;": a town named after its river, "on" or "upon" between two place words, after
 * the comma that closes a street or a facility's name (its head word or street type before it). Britain and Ireland name towns so, and
 * readers of a place stop at "on" (a preposition elsewhere), leaving "on Shannon" bare. The two
 * words are capitalised where the note has case, and each is in no English list (or a listed
 * town) so that "…, started on ramipril" or "…, Rehab On Call" are no town. The town
 * closes the clause. Each comma reads at most four tokens: linear.
 */
const NOT_PLACES = notPlaceWords.words;
const STREET_TYPES = streetSuffixes.words;
const STREET_TYPES_LIST = listBit(STREET_TYPES);
const JOINS: ReadonlySet<string> = new Set(["on", "upon"]);
/** Words that go on with the clause after a town in a note without case ("…, carrick on shannon to f/u"). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(["to", "for", "and", "with", "since", "from", "in", "at"]);

function isPlacePart(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 3 || t.length(k) > 30) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | RELATIVE_CUE | COUNTRY)) !== 0) return false;
  const word = t.lower(k);
  if (NOT_PLACES.has(word) || isServiceWord(word) || context.lexicons.clinical.has(word)) return false;
  if (context.mixedCase && !t.isCapitalised(k)) return false;
  return (t.bits(k) & VOCABULARY) === 0 || context.lexicons.cities.has(word);
}

/** Token `n` closes the clause after the town: punctuation, a line's or text's end, a lower-case word. */
function closesTown(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (n >= t.count || t.startsLine(n) || !t.isWord(n)) return !t.isNumber(n) || t.length(n) >= 4;
  if (!context.mixedCase) return CLAUSE_WORDS.has(t.lower(n));
  return !t.isCapitalised(n) && !t.isAllCaps(n);
}

export function findTownsOnRivers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let c = t.nextPunct(1); c + 3 < t.count; c = t.nextPunct(c + 1)) {
    if (!t.isPunct(c, ",")) continue;
    // The comma closes a facility's name or a street ("… Medical Centre,", "4 Mill Lane,").
    const before = c - 1;
    if (!t.isWord(before)) continue;
    if (
      (t.cues(before) & (CUE_ORG_HEAD | CUE_INSTITUTION_HEAD)) === 0 &&
      !t.inList(before, STREET_TYPES_LIST)
    )
      continue;
    const a = c + 1;
    const on = a + 1;
    const b = a + 2;
    if (!t.isWord(on) || t.length(on) > 4 || !JOINS.has(t.lower(on))) continue;
    // "on" in lower case where the note has case ("Carrick on Shannon", not "Carrick On Call").
    if (context.mixedCase && t.isCapitalised(on)) continue;
    if (!isPlacePart(context, a) || !isPlacePart(context, b) || !closesTown(context, b + 1)) continue;
    out.push(hit("town-on-river", "LOCATION", t.start[a]!, t.end[b]!));
    c = b;
  }
}

const RULES = defineRules({
  "town-on-river": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a town named with on/upon after a comma (…, Carrick on Shannon; …, Newcastle upon Tyne)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townOnRiverRecogniser: RecogniserModule = {
  id: "town-on-river",
  family: "places",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findTownsOnRivers,
};

const hit = ruleHit(RULES);
