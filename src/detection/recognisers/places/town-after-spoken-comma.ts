import { placeTriggers } from "../../readers/place-triggers.ts";
import { capitalisedTownWord } from "../../readers/town-word.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_PLACE_TRIGGER, DATE_WORD, TITLE, VOCABULARY } from "../../word-bits.ts";
import { placeWord } from "./town-after-from.ts";

/**
 * The town closing a dictated address line: "to doctor smith at riverside medical centre comma
 * kerikeri new paragraph", "… at Kowhai Health comma Whakatane full stop". Speech recognition
 * writes the punctuation a doctor speaks as words, so the address a typed letter sets on its own
 * line ("Riverside Medical Centre, Kerikeri") comes as "comma <town>" before a spoken break ("new
 * paragraph", "new line", "full stop", "period"). One to three words no English or clinical list
 * knows (or a listed town), capitalised where the note has case, between the spoken comma and the
 * spoken break, in any country's dictation. Bounded work per unknown word.
 */
const BREAK_FIRST: ReadonlySet<string> = new Set(["new", "next", "full", "period", "comma", "stop"]);
const BREAK_SECOND: ReadonlySet<string> = new Set(["paragraph", "line", "stop"]);

function spokenBreakAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  if (!BREAK_FIRST.has(w)) return false;
  if (w === "period" || w === "comma") return true;
  return t.isWord(k + 1) && BREAK_SECOND.has(t.lower(k + 1));
}

function isComma(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return k >= 0 && t.isWord(k) && t.length(k) === 5 && t.lower(k) === "comma";
}

/**
 * A word of a town's name: in a note with case any capitalised word that is no clinical, date,
 * title or kin word ("Thunder Bay", "Cairns North"); without case, a word no list knows.
 */
function townWord(context: ScanContext, k: number): boolean {
  if (!context.mixedCase) return placeWord(context, k);
  return capitalisedTownWord(context, k);
}

/** A word that may lead a town's name in a note without case ("port", "new", "mount"). */
function leadWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return (
    t.isWord(k) && !t.startsLine(k) && t.length(k) >= 3 && (t.bits(k) & (CLINICAL | DATE_WORD | TITLE)) === 0
  );
}

/** Token `k` is a hyphen joining two words of one name ("Trois-Rivières", "Saint-Jérôme"). */
function innerHyphen(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k) && t.isWord(k + 1);
}

/** The town opening at `first` (right after a spoken comma), or -1 (its last token when found). */
function townAt(context: ScanContext, first: number, out: Span[], lead = false): number {
  const t = context.tokens;
  if (!lead && !townWord(context, first)) return -1;
  let last = first;
  let words = 1;
  let named = (t.bits(first) & VOCABULARY) === 0 || context.lexicons.cities.has(t.lower(first));
  while (words < 4 && !t.startsLine(last + 1) && !spokenBreakAt(context, last + 1)) {
    const next = innerHyphen(context, last + 1) ? last + 2 : last + 1;
    if (!townWord(context, next) && !(next === last + 2 && t.isWord(next))) return -1;
    if ((t.bits(next) & VOCABULARY) === 0) named = true;
    last = next;
    words++;
  }
  if (!spokenBreakAt(context, last + 1)) return -1;
  // English words alone ("comma Yours Sincerely comma") close only at a spoken paragraph or stop.
  if (!named && isComma(context, last + 1)) return -1;
  out.push(hit("town-after-spoken-comma", "LOCATION", t.start[first]!, t.end[last]!));
  return last;
}

export function findTownsAfterSpokenComma(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // A town's word is capitalised where the note has case, and no English word where it has none.
  const cased = context.mixedCase;
  // Only the words one and two after a dictated "comma" are read, each once, in order (`read`:
  // the last word read; `done`: the last token of the last town found).
  let read = 0;
  let done = 0;
  const triggers = placeTriggers(t);
  for (let n = 0, c = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= c) continue;
    c = triggers.at[n]!;
    if (!isComma(context, c)) continue;
    for (let u = Math.max(c + 1, read + 1, done + 1); u <= c + 2 && u + 1 < t.count; u++) {
      read = u;
      if ((cased ? t.nextInitialUpper(u) : t.nextUnknown(u)) !== u) continue;
      const last = townAfterCommaAt(context, u, out);
      if (last !== -1) done = last;
    }
  }
}

/** The town whose first word is at or one before `u`, after a spoken comma: its last token, or -1. */
function townAfterCommaAt(context: ScanContext, u: number, out: Span[]): number {
  if (isComma(context, u - 1)) return townAt(context, u, out);
  // "comma port harcourt new paragraph": without case, an English word may lead the name of a
  // town whose next word no list knows.
  if (context.mixedCase || !isComma(context, u - 2) || !leadWord(context, u - 1)) return -1;
  return townAt(context, u - 1, out, true);
}

const RULES = defineRules({
  "town-after-spoken-comma": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "one to three unknown words between a dictated 'comma' and 'new paragraph' / 'full stop'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterSpokenCommaRecogniser: RecogniserModule = {
  id: "town-after-spoken-comma",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: ["comma"] }],
  rules: RULES,
  scan: findTownsAfterSpokenComma,
};

const hit = ruleHit(RULES);
