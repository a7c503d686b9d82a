import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_ROW } from "../../word-bits.ts";

/**
 * The patient's name in a handover row, in any case: "Bed 9 - gqola - 62 - post-op lap chole",
 * "bed 21 - mabandla, nomvuyo - 92 - #NOF day 2", "BED 16 - CHUA LI TING - 96 - DELIRIUM". The row
 * opens a line with "Bed" and its number and a dash; the name (read by readFollowerName,
 * name-follower.ts, with a "SURNAME, given" comma) is closed by a dash and the age. Nothing else
 * stands between a bed number and an age in such a row ("Bed 4 - empty", "Bed 5 - side room - 2
 * staff" have no age after a name-shaped word). Bounded: the line starts, a few tokens each.
 */

function dashAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isPunct(k, "-") || t.isPunct(k, "\u2013");
}

export function findBedRowNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let b = t.nextLineStart(0); b + 4 < t.count; b = t.nextLineStart(b + 1)) {
    if (
      !t.isWord(b) ||
      t.length(b) !== 3 ||
      t.lower(b) !== "bed" ||
      !t.isNumber(b + 1) ||
      !dashAt(context, b + 2)
    )
      continue;
    const j = b + 3;
    if (!t.isWord(j) || t.startsLine(j)) continue;
    let last = readFollowerName(context, j, true, 4, true);
    if (last === -1) continue;
    if (t.isPunct(last + 1, ",") && t.isWord(last + 2) && !t.startsLine(last + 2)) {
      const given = readFollowerName(context, last + 2, true, 3, true);
      if (given !== -1 && dashAt(context, given + 1)) last = given;
    }
    const age = last + 2;
    if (!dashAt(context, last + 1) || !t.isNumber(age) || t.startsLine(age) || !dashAt(context, age + 1))
      continue;
    out.push(hit("name-in-bed-row", "PATIENT_NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-in-bed-row": {
    types: ["PATIENT_NAME"],
    level: "context",
    anchored: true,
    about: "a name in any case between 'Bed 9 -' opening a handover row and '- 62 -', the age",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const bedRowNameRecogniser: RecogniserModule = {
  id: "bed-row-name",
  family: "names",
  // Every row opens with "bed", a word of CUE_ROW (layout/row-name.ts declares its vocabulary).
  wake: { cues: CUE_ROW },
  rules: RULES,
  scan: findBedRowNames,
};

const hit = ruleHit(RULES);
