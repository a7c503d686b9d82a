import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";
import { readIdRun } from "./id-run.ts";

/**
 * A reference written as a system's or hospital's code and numbers joined by "/": "LUTH/21/48213"
 * (a hospital number), "HYG/48213/B" (an insurer's enrollee), "LASAMBUS/21/4821" (an ambulance
 * job), "NHIS/482/13927". Three parts or more, the first a word of two to ten letters (capitals
 * where the note uses case), five digits or more in all and one part of four digits or more. A
 * ratio, a fraction, a regimen or a ventilator's settings ("SIMV/PS 10/5", "T2/N0/M0", "1/2/3",
 * "SIMV/14/500/5") has no such shape.
 */

export function findSlashJoinedIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into the token before them are read (numberShapes lists them once a note), each
  // after the last ID found.
  const shapes = numberShapes(context);
  for (let r = 0, n = -1; r < shapes.afterTouchCount; r++) {
    if (shapes.afterTouch[r]! <= n) continue;
    n = shapes.afterTouch[r]!;
    if (t.kind[n] !== NUMBER || !t.isPunct(n - 1, "/") || !t.touches(n - 1) || !t.touches(n - 2)) continue;
    // Back over "/"-joined parts to the first (bounded: four parts).
    let first = n - 2;
    for (let p = 0; p < 4 && t.isPunct(first - 1, "/") && t.touches(first - 1) && t.touches(first - 2); p++) {
      first -= 2;
    }
    if (!t.isWord(first) || t.touches(first - 1)) continue;
    const len = t.length(first);
    if (len < 2 || len > 10 || (context.mixedCase && !t.isAllCaps(first))) continue;
    const run = readIdRun(t, first);
    if (run.last < n || run.joiners < 2 || run.digits < 5) continue;
    // One part of four digits or more: a ventilator's "SIMV/14/500/5" or "A/C/12/450/5" has none.
    let long = false;
    for (let k = first; k <= run.last; k++) if (t.isNumber(k) && t.length(k) >= 4) long = true;
    if (!long || (t.touches(run.last) && !closes(t.text.charCodeAt(t.end[run.last]!)))) continue;
    out.push(hit("id-slash-joined", "ID", t.start[first]!, t.end[run.last]!));
    n = run.last;
  }
}

/** ")", ",", ".", ";" may touch the reference's end. */
function closes(c: number): boolean {
  return c === 41 || c === 44 || c === 46 || c === 59;
}

const RULES = defineRules({
  "id-slash-joined": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "a code word and numbers joined by '/' in three parts or more ('LUTH/21/48213', 'HYG/48213/B')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const slashJoinedIdRecogniser: RecogniserModule = {
  id: "slash-joined-id",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findSlashJoinedIds,
};

const hit = ruleHit(RULES);
