import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { listBit } from "../../word-lists.ts";
import { isIdShaped, readIdRun, readSpacedDigits } from "./id-run.ts";

/**
 * The patient's number written with no label in the subject line of a letter or referral: "Re:
 * Mere Tane, 4/5/61, ZAC5361", "RE: John Smith (482-13927-4)", "Referral: Ana Lee, DOB 4/5/61,
 * 4821392K". The line opens with "Re", "Referral", "Ref" or "Regarding" and a ":" or "-" (or
 * "from ... -"); a value set off by a comma or brackets, alone up to the next comma, bracket or the
 * line's end, with an identifier's shape (`isIdShaped`: six digits or more that are no date, or
 * capitals and two digits or more) is the number. Bounded: forty tokens of the line.
 */

const OPENERS = new Set(["re", "referral", "ref", "regarding", "subject"]);
const OPENERS_LIST = listBit(OPENERS);
const MAX_LINE = 40;

/** The subject line opened at line start `a`: the first token after its ":" or "-", or -1. */
function subjectStart(context: ScanContext, a: number): number {
  const t = context.tokens;
  if (!t.isWord(a) || !t.inList(a, OPENERS_LIST)) return -1;
  for (let k = a + 1; k < a + 6 && k < t.count && !t.startsLine(k); k++) {
    if (t.isPunct(k, ":") || (t.isPunct(k, "-") && !t.touches(k))) return k + 1;
    if (!t.isWord(k)) return -1;
  }
  return -1;
}

/** A value may end before token `k`: a comma, a closing bracket, a full stop or the line's end. */
function endsField(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  return (
    t.isPunct(k, ",") || t.isPunct(k, ")") || t.isPunct(k, ";") || (t.isPunct(k, ".") && t.startsLine(k + 1))
  );
}

export function findReferralLineIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let a = t.nextLineStart(0); a < t.count; a = t.nextLineStart(a + 1)) {
    const from = subjectStart(context, a);
    if (from === -1) continue;
    for (let k = from + 1; k < from + MAX_LINE && k < t.count && !t.startsLine(k); k++) {
      if (!(t.isPunct(k - 1, ",") || t.isPunct(k - 1, "("))) continue;
      const run = readIdRun(t, k);
      // "Re: Ana Lee, 12/03/1961, 1234 567 890": a health card's spaced groups.
      const spaced = readSpacedDigits(t, k);
      const last = isIdShaped(t, run, context.mixedCase) ? run.last : spaced;
      if (last === -1 || !endsField(context, last + 1)) continue;
      out.push(hit("id-in-subject-line", "ID", t.start[k]!, t.end[last]!));
      k = last;
    }
  }
}

const RULES = defineRules({
  "id-in-subject-line": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "an identifier-shaped value set off by a comma or brackets in a letter's 'Re:' or referral line",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const referralLineIdRecogniser: RecogniserModule = {
  id: "referral-line-id",
  family: "numbers",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findReferralLineIds,
};

const hit = ruleHit(RULES);
