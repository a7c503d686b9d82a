import { serviceWords } from "../../cues/hospital-services.ts";
import { roadWords } from "../../cues/streets.ts";
import {
  notAfterWardName,
  wardCompass,
  wardCuePrepositions,
  wardHeaderWords,
  wardHeads,
  wardMovementPrepositions,
  wardMovementWords,
} from "../../cues/wards.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_WARD_HEAD, VOCABULARY } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";
import { isNameWord } from "../organisations/facility.ts";
import { isPossessiveHead } from "../organisations/possessive-hospital.ts";

const SERVICE_WORDS = serviceWords.words;

/**
 * Wards and units named after people, trees, birds or places, and US units named by floor and
 * wing: "Nightingale ward", "Rowan Unit", "Kingfisher Unit", "Location: elm ward", "7 North",
 * "4 West", "UNIT: 12 SOUTH". Hospitals everywhere name their wards this way; no list is needed.
 *
 * Where the note uses case, one or two capitalised name words before "ward" or "unit" (in any
 * case) name it, unless they name a service ("Stroke Unit", "Acute Medical Unit", "Clinical
 * Decision Unit"). Without case, the name needs a cue: a field label ("Location:") or a
 * preposition of movement ("moved to oak ward"). A floor number and a point of the compass name a
 * unit when the point is capitalised, or after such a cue. Each head looks back at most three
 * tokens: linear.
 */
const WARD_HEADS = wardHeads.words;
const HEADS = WARD_HEADS;
const COMPASS = wardCompass.words;
const COMPASS_LIST = listBit(COMPASS);
const CUE_PREPOSITIONS = wardCuePrepositions.words;
const MOVEMENT_PREPOSITIONS = wardMovementPrepositions.words;
const MOVEMENT_WORDS = wardMovementWords.words;
/** Separators of a header's fields: "HANDOVER – OAK WARD – 14/03", "Night report | 4 West". */
const SEPARATORS = [":", "-", "\u2013", "\u2014", "|", "(", ",", "/"];

const HEADER_WORDS = wardHeaderWords.words;

function isSeparator(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  return SEPARATORS.some((ch) => t.isPunct(p, ch));
}

const ROAD_WORDS = roadWords.words;
const ROAD_WORDS_LIST = listBit(ROAD_WORDS);
const NOT_AFTER = notAfterWardName.words;

/**
 * A field label, a header's separator or a preposition of movement right before token `k` (past
 * an optional "the"), or a header line the name opens ("OAK WARD - NIGHT HANDOVER"), whose end is
 * token `end`.
 */
export function wardCueBefore(context: ScanContext, k: number, end: number): boolean {
  const t = context.tokens;
  if (t.startsLine(k)) {
    const n = end + 1;
    return (
      n >= t.count ||
      t.startsLine(n) ||
      isSeparator(context, n) ||
      t.isNumber(n) ||
      (t.isWord(n) && HEADER_WORDS.has(t.lower(n)))
    );
  }
  let p = k - 1;
  if (isSeparator(context, p)) return true;
  if (t.isWord(p) && t.lower(p) === "the") p--;
  if (!t.isWord(p) || !CUE_PREPOSITIONS.has(t.lower(p))) return false;
  if (!MOVEMENT_PREPOSITIONS.has(t.lower(p))) return true;
  return t.isWord(p - 1) && MOVEMENT_WORDS.has(t.lower(p - 1));
}

function findNamedWards(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const cased = context.mixedCase;
  for (let i = t.nextCues(1, CUE_WARD_HEAD); i < t.count; i = t.nextCues(i + 1, CUE_WARD_HEAD)) {
    if ((t.cues(i) & CUE_WARD_HEAD) === 0 || !HEADS.has(t.lower(i)) || t.startsLine(i)) continue;
    if (t.isWord(i + 1) && NOT_AFTER.has(t.lower(i + 1))) continue;
    const head = t.lower(i);
    // Name words: up to two, on the head's line, joined by spaces.
    let first = -1;
    for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
      // "Groote Schuur Hospital's unit": the name is the hospital's (possessive-hospital.ts).
      if (!t.isWord(k) || t.touches(k) || isPossessiveHead(context, k)) break;
      if (!isNameWord(context, k, cased)) break;
      // A capitalised English word opening a sentence says nothing ("Then ward staff …").
      if (
        cased &&
        (t.bits(k) & VOCABULARY) !== 0 &&
        (t.startsLine(k) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, "?") || t.isPunct(k - 1, "!")) &&
        !(t.startsLine(k) && (wardCueBefore(context, k, i) || t.isCapitalised(i)))
      )
        break;
      // Capitals in a mixed-case note ("PLAN IS TO GIVE SECOND UNIT") name a ward only with a cue.
      if (cased && t.isAllCaps(k) && !wardCueBefore(context, k, i)) break;
      first = k;
      if (t.startsLine(k)) break;
    }
    if (first === -1) continue;
    // "Clinical Decision Unit", "Acute Medical Unit": a capitalised service word before the name.
    const before = first - 1;
    if (
      t.isWord(before) &&
      !t.startsLine(first) &&
      (!cased || t.isCapitalised(before) || t.isAllCaps(before)) &&
      SERVICE_WORDS.has(t.lower(before)) &&
      t.lower(before) !== "the"
    )
      continue;
    if (!cased) {
      if (!wardCueBefore(context, first, i)) continue;
    } else if (head === "unit" && !t.isCapitalised(i) && !t.isAllCaps(i)) {
      // "the Kingfisher unit" reads as a name; "a Dexcom unit" as a device: a unit in lower case
      // needs a cue or a word no list knows.
      if (!wardCueBefore(context, first, i) && (t.bits(first) & VOCABULARY) !== 0) continue;
    }
    out.push(hit("ward-named", "LOCATION", t.start[first]!, t.end[i]!));
  }
}

function findCompassUnits(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextNumber(0); i + 1 < t.count; i = t.nextNumber(i + 1)) {
    if (!t.isNumber(i) || t.length(i) > 2 || t.touches(i)) continue;
    const c = i + 1;
    if (!t.isWord(c) || t.startsLine(c) || !t.inList(c, COMPASS_LIST)) continue;
    if (t.touches(i - 1) || (t.isWord(i - 1) && t.inList(i - 1, ROAD_WORDS_LIST))) continue;
    const v = t.value(i);
    if (!(v >= 1 && v <= 30)) continue;
    const caseNames = context.mixedCase && (t.isCapitalised(c) || t.isAllCaps(c));
    // A ward's number before it ("Ward 5 North") is a cue too.
    const wardBefore = t.isWord(i - 1) && HEADS.has(t.lower(i - 1));
    if (!caseNames && !wardBefore && !wardCueBefore(context, i, c)) continue;
    // "3 west of the river": a direction.
    if (t.isWord(c + 1) && t.lower(c + 1) === "of") continue;
    let end = c;
    if (t.isWord(c + 1) && !t.startsLine(c + 1) && (HEADS.has(t.lower(c + 1)) || t.lower(c + 1) === "wing"))
      end = c + 1;
    out.push(hit("ward-compass", "LOCATION", t.start[i]!, t.end[end]!));
    i = end;
  }
}

export function findWardNames(context: ScanContext, out: Span[]): void {
  findNamedWards(context, out);
  findCompassUnits(context, out);
}

const RULES = defineRules({
  "ward-named": {
    types: ["LOCATION"],
    level: "shaped",
    anchored: true,
    about: "name words before ward or unit (Nightingale ward, Rowan Unit, to oak ward)",
  },
  "ward-compass": {
    types: ["LOCATION"],
    level: "shaped",
    anchored: true,
    about: "a floor number and a point of the compass (7 North, 4 West)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const wardNameRecogniser: RecogniserModule = {
  id: "ward-name",
  family: "places",
  wake: { cues: CUE_WARD_HEAD, at: ["numbers"] },
  vocabulary: [{ mask: "cues", bit: CUE_WARD_HEAD, words: WARD_HEADS }],
  rules: RULES,
  scan: findWardNames,
};

const hit = ruleHit(RULES);
