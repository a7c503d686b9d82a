import { yearUnitsAfter } from "../../cues/units.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, type TokenStream } from "../../token-stream.ts";
import { ageSexEndingAt, ageSexOpeningAt, cellAfter, cellBefore, isSeparator } from "../layout/row-id.ts";

/**
 * A patient's number printed in spaced digit groups in a ward-round, handover or clinic list row
 * with no label, beside the row's age and sex. National and provincial numbers are printed in
 * groups by their issuers (a BC PHN "9123 456 789", a SIN "123 456 789", a Medicare card "2123
 * 45678 1", an NHS number "943 476 5919"), and so are hospitals' folder numbers; the row-id reader
 * takes only values with no space inside, so these are read here:
 *
 *     Bed 12  Roy, Marc  67M  (9123 456 789)  CAP  abx day 3
 *     Nkosi T F/45 123 456 789 - TB - day 14
 *
 * `spaced-id-beside-age-sex`: two to four groups of digits joined by single spaces, each group of
 * three to five digits but the last (one to five: a card's issue number), eight to twelve digits in
 * all, standing alone as the row's next cell right after the age-sex mark ("67M", "F/45", "72 F")
 * or right before one. Not a phone (a "+" before it, or a trunk "0" and ten digits or more), not a
 * count with its unit.
 */

const UNITS = yearUnitsAfter.words;

/** The last token of the spaced groups from `n`, or -1 when they are not a spaced number. */
function spacedEnd(t: TokenStream, n: number): number {
  let digits = t.length(n);
  let e = n;
  for (let groups = 1; groups < 4; groups++) {
    const k = e + 1;
    if (!t.isNumber(k) || t.start[k]! - t.end[e]! !== 1 || (t.flags[k]! & AFTER_NEWLINE) !== 0) break;
    const length = t.length(k);
    if (length > 5) return -1;
    digits += length;
    e = k;
    if (length < 3) break; // a short group ("… 45678 1") closes the number
  }
  if (e === n || digits < 8 || digits > 12) return -1;
  // Every group but the last has three digits or more.
  for (let k = n; k < e; k++) if (t.length(k) < 3) return -1;
  // The value ends its cell: nothing runs on after it but a separator.
  if (t.touches(e) && e + 1 < t.count && !isSeparator(t, e + 1)) return -1;
  // Not a count with its unit ("1500 250 m"), but the "M" of an age-sex mark ("M/45") may follow.
  if (
    t.isWord(e + 1) &&
    !t.startsLine(e + 1) &&
    UNITS.has(t.lower(e + 1)) &&
    ageSexOpeningAt(t, e + 1) === -1
  )
    return -1;
  return e;
}

export function findSpacedRowIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // The first group has three digits or more: only the note's wide numbers are read (numberShapes).
  const shapes = numberShapes(context);
  let done = -1;
  for (let r = 0; r < shapes.wideCount; r++) {
    const n = shapes.wide[r]!;
    if (n <= done) continue;
    // The first group has three to five digits and a single space after it: most numbers stop here.
    const length = t.length(n);
    if (length > 5 || t.touches(n) || !t.isNumber(n + 1)) continue;
    if (t.start[n + 1]! - t.end[n]! !== 1) continue;
    // It opens its cell ("(" or a separator may touch it), and is no phone with a trunk or a "+".
    if (n > 0 && t.touches(n - 1) && !isSeparator(t, n - 1)) continue;
    if (t.isPunct(n - 1, "+")) continue;
    const e = spacedEnd(t, n);
    if (e === -1) continue;
    // A trunk "0" and ten digits or more is a phone ("0412 345 678", "082 123 4567").
    if (t.text.charCodeAt(t.start[n]!) === 48 && t.end[e]! - t.start[n]! - (e - n) >= 10) continue;
    const p = cellBefore(t, n);
    const q = cellAfter(t, e);
    const beside = (p !== -1 && ageSexEndingAt(t, p) !== -1) || (q !== -1 && ageSexOpeningAt(t, q) !== -1);
    if (beside) out.push(hit("spaced-id-beside-age-sex", "ID", t.start[n]!, t.end[e]!));
    done = e;
  }
}

const RULES = defineRules({
  "spaced-id-beside-age-sex": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled number in spaced digit groups beside a list row's age and sex ('Roy, Marc  67M  (9123 456 789)')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const rowSpacedIdRecogniser: RecogniserModule = {
  id: "row-spaced-id",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findSpacedRowIds,
};

const hit = ruleHit(RULES);
