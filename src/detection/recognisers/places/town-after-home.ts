import { placeTriggers } from "../../readers/place-triggers.ts";
import { capitalisedTownWord } from "../../readers/town-word.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_PLACE_TRIGGER, VOCABULARY } from "../../word-bits.ts";
import { placeWord } from "./town-after-from.ts";

/**
 * The town of a home named in a field: "Patient location: home, Whakatane", "Location: Home -
 * Tralee", "Seen at home, Mthatha". Telehealth, community and home-visit notes in every country
 * say where the patient is as "home" and then the town after a comma or a dash; the field's label
 * (a colon) or "at" stands before "home". One to three words, capitalised where the note has case,
 * at least one no English word (or a listed town), closing the field: a line end, a stop, a
 * bracket, a bar, or a gap of two spaces before the next field. "Discharged home, well" and
 * "Destination: home, independent" are English words. Bounded work per candidate word.
 */
const GAP = 2;

function townWord(context: ScanContext, k: number): boolean {
  if (!context.mixedCase) return placeWord(context, k);
  return capitalisedTownWord(context, k);
}

/** "home," or "home -" before `k`, after a field's colon or "at". */
function homeBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!(t.isPunct(k - 1, ",") || t.isPunct(k - 1, "-") || t.isPunct(k - 1, "–"))) return false;
  const h = k - 2;
  if (!t.isWord(h) || t.length(h) !== 4 || t.lower(h) !== "home") return false;
  return t.isPunct(h - 1, ":") || (t.isWord(h - 1) && t.lower(h - 1) === "at");
}

/** The field closes after token `last`. */
function closesField(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  const k = last + 1;
  if (k >= t.count || t.startsLine(k)) return true;
  if (t.start[k]! - t.end[last]! >= GAP) return true;
  return (
    t.isPunct(k, ".") || t.isPunct(k, ";") || t.isPunct(k, ")") || t.isPunct(k, "|") || t.isPunct(k, ",")
  );
}

function townAfterHome(context: ScanContext, first: number, out: Span[]): number {
  const t = context.tokens;
  if (!homeBefore(context, first) || !townWord(context, first)) return -1;
  let last = first;
  let named = (t.bits(first) & VOCABULARY) === 0 || context.lexicons.cities.has(t.lower(first));
  while (last < first + 2 && !closesField(context, last)) {
    const next = t.isPunct(last + 1, "-") && t.touches(last) && t.touches(last + 1) ? last + 2 : last + 1;
    if (!townWord(context, next) && !(next === last + 2 && t.isWord(next))) return -1;
    if ((t.bits(next) & VOCABULARY) === 0) named = true;
    last = next;
  }
  if (!named || !closesField(context, last)) return -1;
  out.push(hit("town-after-home", "LOCATION", t.start[first]!, t.end[last]!));
  return last;
}

/** "home," or "home -" in any casing: most notes have none, so the scan stops at once. */
const HOME_THEN_MARK = /home\s?[,\-–]/i;

export function findTownsAfterHome(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (!HOME_THEN_MARK.test(t.text)) return;
  // The town's first word is capitalised where the note has case, no English word where it has
  // none: read only the word two after each "home" ("home, Whakatane"), once it is one of those.
  const cased = context.mixedCase;
  let done = -1;
  const triggers = placeTriggers(t);
  for (let n = 0, h = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= h) continue;
    h = triggers.at[n]!;
    if (!t.isWord(h) || t.length(h) !== 4 || t.lower(h) !== "home") continue;
    const u = h + 2;
    if (u < 3 || u <= done || u >= t.count) continue;
    if ((cased ? t.nextInitialUpper(u) : t.nextUnknown(u)) !== u) continue;
    const last = townAfterHome(context, u, out);
    if (last !== -1) done = last;
  }
}

const RULES = defineRules({
  "town-after-home": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a town after 'home,' or 'home -' in a field ('Patient location: home, Whakatane')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterHomeRecogniser: RecogniserModule = {
  id: "town-after-home",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: ["home"] }],
  rules: RULES,
  scan: findTownsAfterHome,
};

const hit = ruleHit(RULES);
