import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CUE_VEHICLE, VOCABULARY } from "../../word-bits.ts";

/**
 * A licence plate where the sentence, not a label, says a vehicle stands: "Pt was the driver of
 * KTR 482 FS", "passenger in LSR 482 QA", "vehicle FRD27 towed from scene", "car KT4821 found
 * at the scene". Plates of every country are one to four groups of capitals and digits joined by
 * spaces or touching dashes ("1KZT482", "KA 27 QT 4821", "152-KE-2741", "SBA 4821 K"): two digits
 * or more, two letters or more, five to ten in all. The capitals matter where the note uses case;
 * lower-case letters run into digits ("fr4821") are taken too. Bounded: four groups.
 */

/** Words right before a plate, and the word before "of"/"in" that makes them a vehicle's. */
const VEHICLE_WORDS = new Set([
  "vehicle",
  "car",
  "van",
  "truck",
  "ute",
  "motorbike",
  "motorcycle",
  "taxi",
  "bus",
]);
const PLATE_LABELS = new Set(["rego", "reg", "plate", "registration", "no", "number", "num", "nr"]);
const RIDERS = new Set(["driver", "passenger", "rider", "owner", "occupant"]);
const MAX_GROUPS = 4;
/** Short English words that are no plate's letters in a note without case. */
const SHORT_WORDS = new Set(
  "a an at in on is to of or by as it if be we he me my so no up us am do go".split(" "),
);

/** The slot opens right before token `s`: "driver of", "passenger in", "vehicle", "car". */
function opensSlot(t: TokenStream, s: number): boolean {
  const p = s - 1;
  if (!t.isWord(p) || t.startsLine(s) || PLATE_LABELS.has(t.lower(s))) return false;
  const word = t.lower(p);
  if (VEHICLE_WORDS.has(word)) return true;
  // "vehicle rego kt 27 qa", "vehicle reg no 08-d-4812": labels after the vehicle word.
  let q = p;
  for (let n = 0; n < 2 && t.isWord(q) && PLATE_LABELS.has(t.lower(q)); n++) q--;
  if (q !== p && t.isWord(q) && VEHICLE_WORDS.has(t.lower(q))) return true;
  return (word === "of" || word === "in") && t.isWord(p - 1) && RIDERS.has(t.lower(p - 1));
}

/** "van long is a 67": an English word in lower case, not run into digits, is no plate's group. */
function plainWord(t: TokenStream, k: number, mixedCase: boolean): boolean {
  // Capitals say "code" only in a note that uses case ("VAN LONG IS A 67" in an ALL CAPS note).
  if (t.isAllCaps(k) && mixedCase) return false;
  if ((t.touches(k) && t.isNumber(k + 1)) || (t.touches(k - 1) && t.isNumber(k - 1))) return false;
  return t.length(k) >= 3 ? (t.bits(k) & VOCABULARY) !== 0 : SHORT_WORDS.has(t.lower(k));
}

/** Reads plate groups from `s`: the last token, or -1 when the shape is no plate. */
function readPlate(context: ScanContext, s: number): number {
  const t = context.tokens;
  // Letters in lower case: in a note without case, or after a slot typed in lower case ("vehicle
  // reg kt 27 qa zn" in a note that otherwise uses case).
  const lowerOk = !context.mixedCase || (!t.isCapitalised(s - 1) && !t.isAllCaps(s - 1));
  let digits = 0;
  let letters = 0;
  let lowerLetters = false;
  let mixedGroup = false;
  let k = s;
  let last = -1;
  for (let group = 0; group < MAX_GROUPS; group++) {
    // One group: touching letters and digits, or parts joined by a touching dash.
    let hasDigit = false;
    let hasLetter = false;
    for (let n = 0; n < 6; n++) {
      if (t.kind[k] === NUMBER) {
        if (t.length(k) > 5) return -1;
        digits += t.length(k);
        hasDigit = true;
      } else if (t.kind[k] === WORD) {
        if (t.length(k) > 4) return -1;
        letters += t.length(k);
        hasLetter = true;
        if (!t.isAllCaps(k)) lowerLetters = true;
        if (plainWord(t, k, context.mixedCase)) return -1;
      } else return -1;
      last = k;
      if (!t.touches(k)) break;
      const j = k + 1;
      if (t.kind[j] === NUMBER || t.kind[j] === WORD) k = j;
      else if (t.isPunct(j, "-") && t.touches(j) && (t.kind[j + 1] === NUMBER || t.kind[j + 1] === WORD))
        k = j + 1;
      else break;
    }
    if (hasDigit && hasLetter) mixedGroup = true;
    const next = last + 1;
    // The next group: one space away, on the line, of capitals or digits.
    if (next >= t.count || t.startsLine(next) || t.touches(last) || t.start[next]! - t.end[last]! !== 1)
      break;
    const nextPlate =
      t.kind[next] === NUMBER
        ? t.length(next) <= 5
        : t.kind[next] === WORD &&
          t.length(next) <= 4 &&
          (t.isAllCaps(next) || lowerOk) &&
          !plainWord(t, next, context.mixedCase);
    if (!nextPlate) break;
    k = next;
  }
  if (last === -1 || digits < 2 || letters < 2 || digits + letters < 5 || digits + letters > 10) return -1;
  if (!lowerOk && lowerLetters && !mixedGroup) return -1;
  // The plate ends its words: a word of capitals or digits touching it runs on.
  if (t.touches(last) && (t.kind[last + 1] === NUMBER || t.kind[last + 1] === WORD)) return -1;
  return last;
}

export function findVehiclePlateSlots(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let n = t.nextNumber(0); n < t.count; n = t.nextNumber(n + 1)) {
    // Back from the number over its plate's groups to the slot's opening (bounded: seven tokens).
    let s = n;
    for (let b = 0; b < 7; b++) {
      const p = s - 1;
      if (p < 0 || t.startsLine(s)) break;
      const joined = t.touches(p) && (t.kind[p] === NUMBER || t.kind[p] === WORD || t.isPunct(p, "-"));
      const spaced =
        !t.touches(p) &&
        t.start[s]! - t.end[p]! === 1 &&
        (t.kind[p] === NUMBER ||
          (t.kind[p] === WORD && t.length(p) <= 4 && (t.isAllCaps(p) || !t.isCapitalised(p))));
      if (!joined && !spaced) break;
      s = p;
    }
    // The walk may stop on a lower-case letter group run into the digits ("fr4821").
    while (s < n && !opensSlot(t, s)) s++;
    if (!opensSlot(t, s) || t.isPunct(s, "-")) continue;
    const last = readPlate(context, s);
    if (last < n) continue;
    out.push(hit("plate-in-vehicle-slot", "VEHICLE_ID", t.start[s]!, t.end[last]!));
    n = last;
  }
}

const RULES = defineRules({
  "plate-in-vehicle-slot": {
    types: ["VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about: "a licence plate's shape after 'driver of', 'passenger in', 'vehicle' or 'car'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const vehiclePlateSlotRecogniser: RecogniserModule = {
  id: "vehicle-plate-slot",
  family: "numbers",
  // Every slot has a vehicle or rider word (opensSlot): a note without one is not read.
  wake: { cues: CUE_VEHICLE },
  vocabulary: [{ mask: "cues", bit: CUE_VEHICLE, words: [...VEHICLE_WORDS, ...RIDERS] }],
  rules: RULES,
  scan: findVehiclePlateSlots,
};

const hit = ruleHit(RULES);
