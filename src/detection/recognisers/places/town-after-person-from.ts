import { capitalisedTownRun } from "../../readers/town-word.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_TOWN_PREPOSITION } from "../../word-bits.ts";
import { FROM_WORDS } from "./town-after-from.ts";

/**
 * Where the patient is from, in the sentence that introduces them: "72 yo man from Trois-Rivières,
 * retired miner", "She is a retired farmer from Thunder Bay.", "a pleasant lady from Cairns
 * North". Histories in every country open so; the sentence is about a person (a noun of a
 * person before "from", or "he/she is" right before it or with "a" or "an" after the copula, in
 * the clause), and one to three capitalised words
 * (hyphen-joined parts count as one: "Rivière-du-Loup") close the clause at a stop, a comma, a
 * semicolon or the line's end. Capitals are the evidence, so only where the note has case; the
 * words are no clinical, country, date, title or kin word, and not in capitals ("from ICU", "from ED").
 * Bounded work per "from".
 */
const PERSONS: ReadonlySet<string> = new Set([
  "man",
  "woman",
  "lady",
  "gentleman",
  "gent",
  "boy",
  "girl",
  "male",
  "female",
  "farmer",
  "retiree",
  "widow",
  "widower",
  "pensioner",
  "speaker",
]);
const SUBJECTS: ReadonlySet<string> = new Set(["he", "she"]);
const COPULAS: ReadonlySet<string> = new Set(["is", "was"]);
const ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);
const REACH = 10;

/** The clause before "from" at `f` is about a person. */
function aboutPerson(context: ScanContext, f: number): boolean {
  const t = context.tokens;
  if (t.isWord(f - 1) && PERSONS.has(t.lower(f - 1))) return true;
  for (let k = f - 1; k > 0 && k >= f - REACH; k--) {
    if (t.isPunct(k, ".") || t.isPunct(k, ";") || t.isPunct(k, ",")) return false;
    // "She is from …", "He is a retired farmer from …" (not "She is recovering from …").
    if (t.isWord(k) && COPULAS.has(t.lower(k)) && t.isWord(k - 1) && SUBJECTS.has(t.lower(k - 1)))
      return k === f - 1 || (t.isWord(k + 1) && ARTICLES.has(t.lower(k + 1)));
    if (t.startsLine(k)) return false;
  }
  return false;
}

function closes(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  return t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ";");
}

function townAfterPersonFrom(context: ScanContext, f: number, out: Span[]): number {
  const t = context.tokens;
  if (!t.isWord(f) || t.length(f) !== 4 || t.lower(f) !== "from") return -1;
  const first = f + 1;
  const last = capitalisedTownRun(context, first, closes);
  if (last === -1) return -1;
  if (!aboutPerson(context, f)) return -1;
  out.push(hit("town-after-person-from", "LOCATION", t.start[first]!, t.end[last]!));
  return last;
}

export function findTownsAfterPersonFrom(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  for (
    let i = t.nextCues(1, CUE_TOWN_PREPOSITION);
    i + 1 < t.count;
    i = t.nextCues(i + 1, CUE_TOWN_PREPOSITION)
  ) {
    const last = townAfterPersonFrom(context, i, out);
    if (last !== -1) i = last;
  }
}

const RULES = defineRules({
  "town-after-person-from": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "capitalised words closing the clause after a person's 'from' ('72 yo man from Red Deer,')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterPersonFromRecogniser: RecogniserModule = {
  id: "town-after-person-from",
  family: "places",
  wake: { cues: CUE_TOWN_PREPOSITION },
  vocabulary: [{ mask: "cues", bit: CUE_TOWN_PREPOSITION, words: FROM_WORDS }],
  rules: RULES,
  scan: findTownsAfterPersonFrom,
};

const hit = ruleHit(RULES);
