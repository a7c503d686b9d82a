import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { STAFF_ROLE, TITLE } from "../../word-bits.ts";
import { facilityNameEnd } from "./facility-after-movement.ts";

/**
 * "Hi, this is Sr Dlamini from baragwanath", "NURSE JOY FROM UNICHEM REMUERA", "the pharmacist
 * from Apollo rang": a clinician named by a title or a role, then "from", then the place they
 * speak for. Text messages, phone notes and referrals in every country introduce the caller so.
 * The name after "from" is read as after a verb of movement (facilityNameEnd: capitalised words,
 * or words of which one is no English word, closing the clause; not a service, a day, a lone
 * listed town). At most four tokens between the title and "from": linear.
 */
export function findFacilitiesAfterCaller(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const cue = TITLE | STAFF_ROLE;
  for (let i = t.nextBits(0, cue); i < t.count; i = t.nextBits(i + 1, cue)) {
    if (!t.isWord(i) || (t.bits(i) & cue) === 0) continue;
    let from = -1;
    for (let k = i + 1; k < t.count && k <= i + 4 && !t.startsLine(k); k++) {
      if (t.isWord(k) && t.length(k) === 4 && t.lower(k) === "from") {
        from = k;
        break;
      }
      if (!t.isWord(k) && !t.isPunct(k, ".")) break;
    }
    if (from === -1) continue;
    let first = from + 1;
    if (t.isWord(first) && t.lower(first) === "the" && !t.startsLine(first)) first++;
    if (first >= t.count || t.startsLine(first)) continue;
    const last = facilityNameEnd(context, first, true);
    if (last === -1) continue;
    out.push(hit("facility-after-caller", "HOSPITAL", t.start[first]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "facility-after-caller": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "the place after a titled clinician and 'from' (Sr Dlamini from baragwanath)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityAfterCallerRecogniser: RecogniserModule = {
  id: "facility-after-caller",
  family: "organisations",
  wake: { on: TITLE | STAFF_ROLE },
  rules: RULES,
  scan: findFacilitiesAfterCaller,
};

const hit = ruleHit(RULES);
