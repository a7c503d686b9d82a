import { townPrefixes } from "../../cues/place-names.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_TOWN_PREPOSITION, DATE_WORD, TITLE } from "../../word-bits.ts";
import { FROM_WORDS, placeWord } from "./town-after-from.ts";

/**
 * A town after "from" opening a message or a field, closed by a comma: "[10:32] Sipho M: from
 * mthatha, came by ambulance", "Hx: From Red Deer, referred by GP", "from te awamutu; family
 * at bedside". Where a reply or a line begins with "from" and a place and then the clause goes on,
 * the place is where the person came from, in every variety of English. One to three words, each
 * no English or clinical word (or a listed town), capitalised where the note has case; never a
 * title, a relative or a date word ("from Dr Smith,", "from mum,", "From 3 May,"), which
 * placeWord refuses. Bounded work per "from".
 */
const PREFIXES = townPrefixes.words;

function townOpeningFrom(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  if (!t.isWord(i) || t.lower(i) !== "from") return -1;
  // The clause's first word: after a sender's or a label's colon, or opening a line.
  if (!t.startsLine(i) && !(t.isPunct(i - 1, ":") && !t.touches(i - 1))) return -1;
  // "From:" heading a fax or an email is a label, no clause.
  const j = i + 1;
  if (t.startsLine(j)) return -1;
  // "from port elizabeth,", "FROM NEW PLYMOUTH,": a prefix of town names before a place word.
  // "trois-rivières", "saint-jérôme": any word joined by a hyphen to a place word.
  const joined = t.isPunct(j + 1, "-") && t.touches(j) && t.touches(j + 1);
  const prefixed =
    t.isWord(j) &&
    (PREFIXES.has(t.lower(j)) || joined) &&
    (t.bits(j) & (CLINICAL | TITLE | DATE_WORD)) === 0 &&
    (!context.mixedCase || t.isCapitalised(j)) &&
    !t.startsLine(j + 1) &&
    placeWord(context, joined ? j + 2 : j + 1);
  if (!prefixed && !placeWord(context, j)) return -1;
  let last = prefixed && joined ? j + 2 : j;
  for (let n = 0; n < 4; n++) {
    const k = last + 1;
    if (t.startsLine(k)) break;
    // "trois-rivières", "Stoke-on-Trent": words joined by hyphens belong to the town.
    if (t.isPunct(k, "-") && t.touches(last) && t.touches(k) && t.isWord(k + 1)) last = k + 1;
    else if (last < j + 2 && placeWord(context, k)) last = k;
    else break;
  }
  if (!(t.isPunct(last + 1, ",") || t.isPunct(last + 1, ";"))) return -1;
  // The clause goes on after the comma: a word on the same line ("from kelowna, came by car").
  if (!t.isWord(last + 2) || t.startsLine(last + 2)) return -1;
  out.push(hit("town-opening-from", "LOCATION", t.start[j]!, t.end[last]!));
  return last;
}

export function findTownsOpeningFrom(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = t.nextCues(0, CUE_TOWN_PREPOSITION);
    i + 1 < t.count;
    i = t.nextCues(i + 1, CUE_TOWN_PREPOSITION)
  ) {
    const last = townOpeningFrom(context, i, out);
    if (last !== -1) i = last;
  }
}

const RULES = defineRules({
  "town-opening-from": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "one to three unknown words after 'from' opening a line or a message, closed by a comma",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townOpeningFromRecogniser: RecogniserModule = {
  id: "town-opening-from",
  family: "places",
  wake: { cues: CUE_TOWN_PREPOSITION },
  vocabulary: [{ mask: "cues", bit: CUE_TOWN_PREPOSITION, words: FROM_WORDS }],
  rules: RULES,
  scan: findTownsOpeningFrom,
};

const hit = ruleHit(RULES);
