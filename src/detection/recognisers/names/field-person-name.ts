import { personFieldLabels } from "../../cues/person-fields.ts";
import { readFollowerName } from "../../name-follower.ts";
import { markShapes } from "../../readers/mark-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * The whole name in a form field whose label says "a person" (cues/person-fields.ts), in any case:
 * "Worker: tau, keitumetse   D.O.B. …", "Supervisor: KA MAN FUNG", "Deceased: mpho sithole   ID
 * No: …", "Principal investigator: p. revathi (mci reg …)", "NOK - MOHD HAFIZ 9760 7003",
 * "Patient: Ms matagi | Rego: …". The label opens a line or follows a wide gap, a bar or a full
 * stop; a title after it is skipped; the value is read by readFollowerName (name-follower.ts: a
 * listed name that is an English word may stand here, clinical, misspelt and drug words may not),
 * with a "SURNAME, given" comma; the value must end the field: the line end, a gap of two spaces
 * or more, a bracket, a bar, a comma or a number. Bounded: the colons and dashes, a few tokens each.
 */

const LABELS = personFieldLabels.words;
const TITLES = new Set(["dr", "mr", "mrs", "ms", "miss", "mx", "prof", "mdm", "master"]);
const MAX_LABEL_WORDS = 3;

/** True when the field label ending before the separator at `p` is a person label. */
function personLabel(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  let words = "";
  let k = p - 1;
  for (let n = 0; n < MAX_LABEL_WORDS && k >= 0; n++) {
    if (!t.isWord(k)) return false;
    words = n === 0 ? t.lower(k) : `${t.lower(k)} ${words}`;
    const before = k - 1;
    const opens =
      k === 0 ||
      t.startsLine(k) ||
      t.start[k]! - t.end[before]! >= 2 ||
      t.isPunct(before, "|") ||
      t.isPunct(before, ".");
    if (opens && LABELS.has(words)) return true;
    if (t.startsLine(k)) return false;
    k = t.isPunct(before, ",") ? before - 1 : before;
  }
  return false;
}

/** True when the value ending at `last` ends its field. */
function endsField(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  const k = last + 1;
  if (k >= t.count || t.startsLine(k) || t.start[k]! - t.end[last]! >= 2) return true;
  return t.isPunct(k, "(") || t.isPunct(k, "|") || t.isPunct(k, ",") || t.isNumber(k) || t.isPunct(k, "+");
}

export function findFieldPersonNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only colons and hyphens are read (markShapes lists them once a note).
  const marks = markShapes(context);
  for (let r = 0; r < marks.colonOrHyphenCount; r++) {
    const p = marks.colonOrHyphen[r]!;
    if (p < 1) continue;
    if (p + 1 >= t.count) break;
    const dash = t.isPunct(p, "-");
    if (!t.isPunct(p, ":") && !dash) continue;
    // "NOK - MOHD HAFIZ": a dash with a space on each side.
    if (dash && (t.touches(p - 1) || t.touches(p))) continue;
    let j = p + 1;
    if (!t.isWord(j) || t.startsLine(j) || !personLabel(context, p)) continue;
    if (TITLES.has(t.lower(j))) {
      j++;
      if (t.isPunct(j, ".")) j++;
      if (!t.isWord(j) || t.startsLine(j)) continue;
    }
    let last = readFollowerName(context, j, true, 4, true);
    if (last === -1) continue;
    // "tau, keitumetse", "LE, Minh Tuan": the given names after the surname's comma.
    if (t.isPunct(last + 1, ",") && t.isWord(last + 2) && !t.startsLine(last + 2)) {
      const given = readFollowerName(context, last + 2, true, 3, true);
      if (given !== -1 && endsField(context, given)) last = given;
    }
    if (!endsField(context, last)) continue;
    out.push(hit("name-in-person-field", "NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-in-person-field": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about:
      "a whole name in any case filling a form field whose label names a person ('Worker:', 'Deceased:')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const fieldPersonNameRecogniser: RecogniserModule = {
  id: "field-person-name",
  family: "names",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findFieldPersonNames,
};

const hit = ruleHit(RULES);
