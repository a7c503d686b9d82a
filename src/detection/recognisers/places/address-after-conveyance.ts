import { LINE_OPENERS } from "../../readers/address-lines.ts";
import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_PLACE_TRIGGER } from "../../word-bits.ts";
import { addressPartsEnd, partOpens } from "./address-after-aged-of.ts";

/**
 * Where an ambulance collected the patient, on a triage or handover line: "BIBA from RD 3,
 * Whanganui.", "BIBA FROM RR 8, SITE 6, COMP 37, THUNDER BAY.", "Ambulance from Apt 24, The
 * Maltings, Navan", "conveyed from Erf 4521, Zone 6, Mthatha". Triage notes in every country
 * write the scene after "BIBA from" (brought in by ambulance) or a verb of conveyance; when its
 * first part is a street's (a number, or a unit, rural-delivery or plot word before a number),
 * the comma parts after it up to the line's end or the sentence's stop are the address. A scene
 * named by a place ("BIBA from Kowhai Health, Porirua") is town-after-place-comma's. Bounded
 * work per "from".
 */
const CONVEYANCE: ReadonlySet<string> = new Set([
  "biba",
  "bibs",
  "ambulance",
  "ambo",
  "ambos",
  "conveyed",
  "collected",
  "retrieved",
  "transported",
  "up",
]);
/** The words that wake the module: the verbs of conveyance, "picked" for "up". */
const CONVEYANCE_WAKE: readonly string[] = [...[...CONVEYANCE].filter((w) => w !== "up"), "picked"];
/** Words that open a street line before a number besides LINE_OPENERS ("RD 3", "RR 8", "Erf 4521"). */
const STREET_OPENERS: ReadonlySet<string> = new Set([
  ...LINE_OPENERS,
  "rd",
  "rr",
  "erf",
  "stand",
  "km",
  "po",
]);

const TIME_UNITS: ReadonlySet<string> = new Set(
  "h hr hrs hour hours min mins minute minutes day days wk wks week weeks month months yr yrs year years ago am pm".split(
    " ",
  ),
);

const LANDMARK_OPENERS: ReadonlySet<string> = new Set(["behind", "opposite", "beside"]);

/** The scene's first part opening at `k` is a street's. */
function streetOpens(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isNumber(k)) {
    // "12 Hill St", "4/17 Beach Rd", "220-9761 132 Street", "12A …"; not "2 hours ago".
    if (t.isWord(k + 1) && TIME_UNITS.has(t.lower(k + 1))) return false;
    return (
      !t.touches(k) ||
      t.isWord(k + 1) ||
      t.isPunct(k + 1, "/") ||
      t.isPunct(k + 1, "-") ||
      t.isPunct(k + 1, ",")
    );
  }
  if (!t.isWord(k)) return false;
  // "Behind Central Mosque, Sabon Gari", "Opposite First Bank": a landmark's address (Nigeria, Ghana).
  if (LANDMARK_OPENERS.has(t.lower(k)))
    return t.isWord(k + 1) && (t.isCapitalised(k + 1) || t.isAllCaps(k + 1));
  if (!STREET_OPENERS.has(t.lower(k))) return false;
  let n = k + 1;
  if (t.isPunct(n, ".")) n++;
  return t.isNumber(n);
}

function addressAfterConveyance(context: ScanContext, f: number, out: Span[]): number {
  const t = context.tokens;
  if (!t.isWord(f) || t.length(f) !== 4 || t.lower(f) !== "from") return -1;
  const c = f - 1;
  if (!t.isWord(c) || !CONVEYANCE.has(t.lower(c))) return -1;
  // "picked up from": "up" only after "picked".
  if (t.lower(c) === "up" && !(t.isWord(c - 1) && t.lower(c - 1) === "picked")) return -1;
  const first = f + 1;
  if (t.startsLine(first) || !streetOpens(context, first) || !partOpens(context, first)) return -1;
  const last = addressPartsEnd(context, first);
  out.push(hit("address-after-conveyance", "STREET_ADDRESS", t.start[first]!, t.end[last]!));
  return last;
}

export function findAddressesAfterConveyance(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // "from" in its three casings: most notes with numbers have none (lab and vitals lists).
  const text = t.text;
  if (text.indexOf("from") === -1 && text.indexOf("FROM") === -1 && text.indexOf("From") === -1) return;
  let done = 0;
  const triggers = placeTriggers(t);
  for (let n = 0, c = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= c) continue;
    c = triggers.at[n]!;
    // "picked up from": "up" is read only after "picked".
    const f = t.isWord(c + 1) && t.length(c + 1) === 2 && t.lower(c + 1) === "up" ? c + 2 : c + 1;
    // The street's first part holds a number within its first two tokens ("12 Hill St", "RD 3"),
    // after the last address found.
    const i = t.nextNumber(Math.max(f + 1, done + 1, 2));
    if (i > f + 3 || i >= t.count) continue;
    // "from" is the only four-letter word read here: its length first, then its letters.
    if (!t.isWord(f) || t.length(f) !== 4) continue;
    const last = addressAfterConveyance(context, f, out);
    if (last !== -1) done = last;
  }
}

const RULES = defineRules({
  "address-after-conveyance": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: false,
    about: "the street address after 'BIBA from' or a verb of conveyance, up to the line's end or a stop",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const addressAfterConveyanceRecogniser: RecogniserModule = {
  id: "address-after-conveyance",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: CONVEYANCE_WAKE }],
  rules: RULES,
  scan: findAddressesAfterConveyance,
};

const hit = ruleHit(RULES);
