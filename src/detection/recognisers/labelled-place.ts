import type { PhiType } from "../phi-type.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { ADDRESS_CUE, CLINICAL, FACILITY_HEAD, VOCABULARY } from "../word-bits.ts";
import { SERVICE_WORDS, STOP_WORDS } from "./facility-words.ts";

/**
 * A place in a labelled field of a form, header or letter: "Ward: Oak", "WARD: 7 NORTH", "GP
 * practice: Castlegate", "Care home: Fernhill", "Employer: Quenby Foods", "Place of birth: Tralee".
 * Forms in every hospital name the field, and the value runs to the end of the line, a bar or a
 * semicolon, or the next label. Not values that name a service or a kind ("Ward: Cardiology",
 * "Residence: home", "Employer: retired"). Labels that also label clinical fields ("Location:",
 * "Site:", "Unit:", "Surgery:") are left out. At most eight value tokens: linear.
 */
const LABELS = new Map<string, PhiType>([
  ["ward", "LOCATION"],
  ["hospital", "HOSPITAL"],
  ["practice", "HOSPITAL"],
  ["clinic", "HOSPITAL"],
  ["facility", "HOSPITAL"],
  ["home", "HOSPITAL"],
  ["residence", "LOCATION"],
  ["employer", "ORGANIZATION"],
  ["school", "ORGANIZATION"],
  ["town", "LOCATION"],
  ["city", "LOCATION"],
  ["county", "LOCATION"],
  ["birth", "LOCATION"],
  ["birthplace", "LOCATION"],
  // Labels of clinical fields too ("Site: left forearm", "Location: RUQ"): their value must be
  // capitalised words with a word no list knows ("Site: Freeman", "Location: Ashworth").
  ["site", "HOSPITAL"],
  ["location", "LOCATION"],
]);
const STRICT_LABELS = new Set(["site", "location"]);
/** Words before a label word that it needs ("GP practice:", "care home:", "place of birth:"). */
const NEEDS_BEFORE = new Map<string, ReadonlySet<string>>([
  ["home", new Set(["care", "nursing", "residential"])],
  ["birth", new Set(["of"])],
  ["practice", new Set(["gp", "practice", "registered", "medical", "general"])],
  ["clinic", new Set(["referring", "gp", "home", "usual"])],
]);
export const LABELLED_PLACE_TRIGGERS: readonly string[] = [...LABELS.keys()];

/** Values that say no place ("Residence: home", "Employer: retired", "Ward: n/a"). */
const NOT_VALUES = new Set(
  "home none nil n/a na unknown not known retired unemployed student self-employed same as above see below usual tbc tba pending".split(
    " ",
  ),
);

/** Capitalised words only (where the note has case), one no list knows, no clinical word. */
function strictValue(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase) return false;
  let unknown = false;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) continue;
    if (!t.isCapitalised(k) && !(t.isAllCaps(k) && t.length(k) >= 2)) return false;
    if ((t.bits(k) & CLINICAL) !== 0 || context.lexicons.clinical.has(t.lower(k))) return false;
    // Capitals alone are an abbreviation ("Location: RUQ"); a name is written in mixed case.
    if ((t.bits(k) & VOCABULARY) === 0 && t.isCapitalised(k)) unknown = true;
    if ((t.bits(k) & FACILITY_HEAD) !== 0 && t.isCapitalised(k) && k > first) unknown = true;
  }
  return unknown;
}

export function findLabelledPlaces(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i + 2 < t.count; i++) {
    if ((t.bits(i) & (FACILITY_HEAD | ADDRESS_CUE)) === 0) continue;
    const type = LABELS.get(t.lower(i));
    if (type === undefined || !t.isPunct(i + 1, ":")) continue;
    const needs = NEEDS_BEFORE.get(t.lower(i));
    if (needs !== undefined && !(t.isWord(i - 1) && needs.has(t.lower(i - 1)))) continue;
    // "Discharging ward:", "Registered GP practice:": any words may qualify the label.
    const first = i + 2;
    if (first >= t.count || t.startsLine(first)) continue;
    let last = -1;
    let named = false;
    for (let k = first; k < t.count && k < first + 8; k++) {
      if (k > first && t.startsLine(k)) break;
      if (t.isPunct(k, "|") || t.isPunct(k, ";") || t.isPunct(k, "(")) break;
      // The next label: a word right before a colon.
      if (t.isWord(k) && t.isPunct(k + 1, ":")) break;
      if (t.isNumber(k)) {
        named = true;
        last = k;
        continue;
      }
      if (!t.isWord(k)) {
        if (
          t.isPunct(k, ",") ||
          t.isPunct(k, "'") ||
          t.isPunct(k, "-") ||
          t.isPunct(k, ".") ||
          t.isPunct(k, "&")
        )
          continue;
        break;
      }
      const word = t.lower(k);
      if (NOT_VALUES.has(word) && last === -1) break;
      const plain =
        SERVICE_WORDS.has(word) ||
        STOP_WORDS.has(word) ||
        (t.bits(k) & CLINICAL) !== 0 ||
        context.lexicons.clinical.has(word);
      if (!plain) named = true;
      last = k;
    }
    if (last === -1 || !named) continue;
    if (STRICT_LABELS.has(t.lower(i)) && !strictValue(context, first, last)) continue;
    out.push(hit("labelled-place", type, t.start[first]!, t.end[last]!));
    i = last;
  }
}
