import { callsignVehicleWords, notCallsignWords } from "../../cues/id-cues.ts";
import { recordUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * An ambulance's call sign after the word for its vehicle, with no mark between, as ambulance
 * patient care records of every service write it: "Unit P341", "Veh A341", "Amb WAK12", "C/S
 * MED-12", "Ambulance A341 on scene". (After "Callsign:" or "Unit:" with a mark, `event-ref` reads
 * any call sign.)
 * - `callsign-after-vehicle`: one to four letters (capitals where the note uses case) run into, or
 *   joined by a touching "-" to, two to four digits, right after "unit", "veh", "vehicle", "amb",
 *   "ambulance", "crew", "resource", "rig" or "c/s". Not a ward, bed or service ("Unit ICU2",
 *   "Unit HDU 12"), not a dose or a count ("unit 12 mL").
 */

const VEHICLE_WORDS = callsignVehicleWords.words;
const NOT_CALLSIGN = notCallsignWords.words;
const UNITS_AFTER = recordUnitsAfter.words;
/** Services and areas named by letters and a number ("ICU2", "ED4", "OT3"): no call sign. */
const SERVICES = new Set(["icu", "ccu", "hdu", "nicu", "picu", "ed", "er", "or", "ot", "gp", "cd", "mh"]);

/** The vehicle word's token right before `w` (marks ":", "#", "-" between), or -1. */
function vehicleBefore(t: TokenStream, w: number): number {
  let k = w - 1;
  if (t.isPunct(k, ":") || t.isPunct(k, "#") || t.isPunct(k, "|") || (isDash(t, k) && !t.touches(k))) k--;
  if (t.startsLine(w) || !t.isWord(k)) return -1;
  const word = t.lower(k);
  // "C/S": the "s" after "c/".
  if (word === "s" && t.isPunct(k - 1, "/") && t.touches(k - 1) && t.touches(k - 2) && t.lower(k - 2) === "c")
    return k - 2;
  return VEHICLE_WORDS.has(word) ? k : -1;
}

export function findShapedCallsigns(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into the token before them are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.afterTouchCount; r++) {
    const n = shapes.afterTouch[r]!;
    const digits = t.length(n);
    // The digits touch what stands before them in both readings below: most numbers stop here.
    if (digits < 2 || digits > 4 || !t.touches(n - 1)) continue;
    // The letters: run into the digits, or one touching dash before them ("MED-12").
    let w = n - 1;
    if (isDash(t, w) && t.touches(w) && t.touches(w - 1)) w--;
    if (!t.isWord(w) || !t.touches(w)) continue;
    if (t.length(w) > 4 || t.touches(w - 1)) continue;
    if (context.mixedCase && !t.isAllCaps(w)) continue;
    const letters = t.lower(w);
    if (SERVICES.has(letters) || NOT_CALLSIGN.has(letters)) continue;
    // The value closes its word: no letter, digit or decimal point runs on ("P341mg", "A34.1").
    if (t.touches(n) && (t.isWord(n + 1) || t.isNumber(n + 1) || t.isPunct(n + 1, "."))) {
      if (!(t.isPunct(n + 1, ".") && !t.isNumber(n + 2))) continue;
    }
    if (t.isWord(n + 1) && !t.startsLine(n + 1) && UNITS_AFTER.has(t.lower(n + 1))) continue;
    const vehicle = vehicleBefore(t, w);
    if (vehicle === -1) continue;
    out.push(hit("callsign-after-vehicle", "ID", t.start[w]!, t.end[n]!));
  }
}

const RULES = defineRules({
  "callsign-after-vehicle": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about:
      "an ambulance call sign (letters run into two to four digits) right after 'unit', 'veh', 'amb', 'ambulance' or 'c/s'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const callsignShapedRecogniser: RecogniserModule = {
  id: "callsign-shaped",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findShapedCallsigns,
};

const hit = ruleHit(RULES);
