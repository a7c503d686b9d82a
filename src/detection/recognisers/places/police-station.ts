import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CLINICAL, CUE_PLACE_TRIGGER, VOCABULARY } from "../../word-bits.ts";

/**
 * A police station named by its place, as medico-legal, coroner's, assault and injury reports of
 * every country write it: "the SHO of Kotwali PS", "Hazratganj P.S.", "PS Kotwali" (India,
 * Pakistan, Bangladesh), "Nyanga SAPS" (South Africa), "Mylapore police station", "Store Street
 * Garda Station" (Ireland), "Ikeja Police Division". The station's place names where the patient
 * was, lived or was brought from.
 *
 * `police-station-named`: one to three capitalised words (or a "Sector 20"-like word and number)
 * before a station head: "PS", "P.S.", "SAPS", "Thana", "Police/Garda Station", "Police Post",
 * "Police Division", "police station" in any case; or "PS" or "Thana" before one to three
 * capitalised words ("PS Kotwali"). Before a bare "PS" the place's last word is no English word
 * ("Decreased PS", "Attempted PS" are pressure support being weaned). "PS" with a number after it (performance status, pressure
 * support: "ECOG PS 1", "PS 10") is never a station, and a clinical word is never its name.
 */

/** Second words after "police" or "garda" that make a station's head. */
const STATION_WORDS: ReadonlySet<string> = new Set(["station", "post", "division", "stn"]);

/** A capitalised word that may be (part of) a station's place name. */
function isPlaceWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k < 0 || !t.isWord(k) || t.length(k) < 2) return false;
  // In a note with case a place is written in Title Case ("ECOG PS", "GOOD PS" are no places).
  if (context.mixedCase ? !t.isCapitalised(k) || t.isAllCaps(k) : !t.isAllCaps(k)) return false;
  if ((t.bits(k) & CLINICAL) !== 0) return false;
  const w = t.lower(k);
  return w !== "the" && w !== "of" && w !== "at" && w !== "from" && w !== "by" && w !== "to";
}

/** The last token of a station head starting at `k` ("PS", "P.S.", "SAPS", "Police Station"), or -1. */
function headEnd(t: TokenStream, k: number): number {
  if (!t.isWord(k)) return -1;
  const w = t.lower(k);
  if (w === "ps" || w === "saps") return t.isAllCaps(k) ? k : -1;
  if (w === "thana") return k;
  if (w === "p" && t.isAllCaps(k) && t.isPunct(k + 1, ".") && t.lower(k + 2) === "s" && t.isAllCaps(k + 2))
    return t.isPunct(k + 3, ".") ? k + 3 : k + 2;
  if ((w === "police" || w === "garda") && t.isWord(k + 1) && STATION_WORDS.has(t.lower(k + 1))) return k + 1;
  return -1;
}

const SLOT_OPENERS: ReadonlySet<string> = new Set([
  "of",
  "at",
  "from",
  "by",
  "the",
  "to",
  "in",
  "under",
  "via",
]);

/** Whether token `p`, before a place and a bare "PS", opens a station's slot. */
function opensStationSlot(t: TokenStream, p: number): boolean {
  if (p < 0 || t.startsLine(p + 1)) return false;
  if (t.isPunct(p, ":") || t.isPunct(p, "(") || t.isPunct(p, ",")) return true;
  return t.isWord(p) && SLOT_OPENERS.has(t.lower(p));
}

/** Whether the text may hold a station's head at all: a few native searches, no token visited. */
function mayHoldStation(text: string): boolean {
  return (
    text.includes("PS") ||
    text.includes("P.S.") ||
    text.includes("olice") ||
    text.includes("OLICE") ||
    text.includes("hana") ||
    text.includes("HANA") ||
    text.includes("arda") ||
    text.includes("ARDA")
  );
}

/** Whether the text at `start` spells `word` (lower-case ASCII) in any case, no string built. */
function spells(text: string, start: number, word: string): boolean {
  for (let i = 0; i < word.length; i++)
    if ((text.charCodeAt(start + i) | 32) !== word.charCodeAt(i)) return false;
  return true;
}

/**
 * Whether token `j` may open a station's head (headEnd not -1), read from its letters with no
 * string built: "P" before a full stop, "PS", "SAPS", "thana", "garda", "police" in any case.
 */
function mayOpenHead(t: TokenStream, j: number): boolean {
  if (!t.isWord(j)) return false;
  const text = t.text;
  const at = t.start[j]!;
  switch (t.length(j)) {
    case 1:
      return text.charCodeAt(at) === 80 && t.isPunct(j + 1, "."); // "P.S."
    case 2:
      return text.charCodeAt(at) === 80 && text.charCodeAt(at + 1) === 83; // "PS"
    case 4:
      return text.startsWith("SAPS", at);
    case 5:
      return spells(text, at, "thana") || spells(text, at, "garda");
    case 6:
      return spells(text, at, "police");
    default:
      return false;
  }
}

/** The words that may open a station's head (mayOpenHead reads their letters): they wake the module. */
const HEAD_OPENERS: readonly string[] = ["p", "ps", "saps", "thana", "garda", "police"];

export function findPoliceStations(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (!mayHoldStation(t.text)) return;
  let done = -1;
  // A station's head stands at the word or within the four after it (a name of up to three words,
  // or two and a number): only the capitalised words at most four before a word that may open a
  // head are read, each once (`next`: the first token not yet read), in order.
  let next = 0;
  const triggers = placeTriggers(t);
  for (let n = 0, j = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= j) continue;
    j = triggers.at[n]!;
    if (!mayOpenHead(t, j)) continue;
    const from = Math.max(next, j - 4, done + 1);
    for (let k = t.nextInitialUpper(from); k <= j; k = t.nextInitialUpper(k + 1)) {
      if (k <= done) continue;
      const last = stationAt(context, k, out);
      if (last !== -1) done = last;
    }
    next = j + 1;
  }
}

/** The station opening at the capitalised word `k`: its last token, or -1. */
function stationAt(context: ScanContext, k: number, out: Span[]): number {
  const t = context.tokens;
  // The place name first: "Kotwali PS", "Mylapore police station", "Sector 20 PS".
  if (isPlaceWord(context, k) && headEnd(t, k) === -1) {
    let last = k;
    for (let n = 0; n < 2 && !t.startsLine(last + 1) && isPlaceWord(context, last + 1); n++) {
      if (headEnd(t, last + 1) !== -1) break;
      last++;
    }
    // "Sector 20 PS", "Phase 2 Police Station": a number closing the name.
    if (t.isNumber(last + 1) && t.length(last + 1) <= 3 && !t.startsLine(last + 1)) last++;
    const head = last + 1 < t.count && !t.startsLine(last + 1) ? headEnd(t, last + 1) : -1;
    if (head === -1) return -1;
    // "PS 10": the head of performance status or pressure support, with its value after it.
    if (t.isNumber(head + 1)) return -1;
    // In capitals a bare "PS" may be any abbreviation ("POOR PS"): only the spelt-out heads count.
    const bare = t.lower(last + 1) === "ps" || t.lower(last + 1) === "p";
    if (!context.mixedCase && bare) return -1;
    // "Decreased PS", "Attempted PS": before a bare "PS" the place is a word English does not have.
    if (bare && t.isWord(last) && (t.bits(last) & VOCABULARY) !== 0) return -1;
    // …and a preposition, a label's colon, a comma or a bracket opens its slot ("SHO of Kotwali
    // PS"), not a sentence or a line ("Attemped PS wean": a misspelt verb).
    if (bare && !opensStationSlot(t, k - 1)) return -1;
    out.push(hit("police-station-named", "LOCATION", t.start[k]!, t.end[head]!));
    return head;
  }
  // The head first: "PS Kotwali", "Thana Gulberg".
  const w = t.lower(k);
  if (context.mixedCase && ((w === "ps" && t.isAllCaps(k)) || w === "thana")) {
    let last = -1;
    for (let j = k + 1; j <= k + 3 && !t.startsLine(j) && isPlaceWord(context, j); j++) last = j;
    if (last === -1 || (t.bits(k + 1) & VOCABULARY) !== 0) return -1; // "PS Trial", "PS Weaned"
    out.push(hit("police-station-named", "LOCATION", t.start[k]!, t.end[last]!));
    return last;
  }
  return -1;
}

const RULES = defineRules({
  "police-station-named": {
    types: ["LOCATION"],
    level: "cued",
    anchored: false,
    about: "a police station named by its place ('Kotwali PS', 'Nyanga SAPS', 'Mylapore police station')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const policeStationRecogniser: RecogniserModule = {
  id: "police-station",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: HEAD_OPENERS }],
  rules: RULES,
  scan: findPoliceStations,
};

const hit = ruleHit(RULES);
