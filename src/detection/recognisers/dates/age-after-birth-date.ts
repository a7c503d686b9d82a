import { birthCues } from "../../cues/ages.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { PUNCT } from "../../token-stream.ts";

/**
 * The age in brackets after a date of birth, as patient labels and letter headers print it:
 * "DOB 12-Jan-1934 (91)", "Born: 02/03/1931 (93)", "DOB 01.01.1932 [92]". A bare number of 90
 * to 125 alone in brackets (round or square), right after a year that closes a date, with a birth
 * cue earlier on the line. Safe Harbor: ages over 89 (docs/detection/ages.md); younger ages are
 * not PHI and are not marked.
 */
const BIRTH_CUES = birthCues.words;

function birthCueBefore(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  for (let k = i - 1; k >= 0 && k >= i - 12; k--) {
    if (t.isWord(k)) {
      const w = t.lower(k);
      // "D.O.B.": its last letter after a dot; "b" and "d" count only there.
      if (w === "b" || w === "d") {
        if (t.isPunct(k - 1, ".") && t.isWord(k - 2) && t.lower(k - 2) === "o") return true;
      } else if (BIRTH_CUES.has(w)) return true;
    }
    if (t.startsLine(k)) return false;
  }
  return false;
}

export function findAgesAfterBirthDates(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const kind = t.kind;
  for (let i = t.nextNumber(2) - 1; i + 2 < t.count; i = t.nextNumber(i + 2) - 1) {
    if (kind[i] !== PUNCT) continue;
    const open = t.text.charCodeAt(t.start[i]!);
    if (open !== 40 && open !== 91) continue; // "(" or "["
    if (!t.isNumber(i + 1) || !t.isPunct(i + 2, open === 40 ? ")" : "]")) continue;
    const n = i + 1;
    const age = t.value(n);
    if (t.length(n) > 3 || age < 90 || age > 125 || !t.touches(i) || !t.touches(n)) continue;
    // The year of the date just before: "1934 (91)".
    const year = i - 1;
    if (!t.isNumber(year) || (t.length(year) !== 4 && t.length(year) !== 2) || t.startsLine(i)) continue;
    if (!birthCueBefore(context, year)) continue;
    out.push(hit("age-after-birth-date", "AGE", t.start[n]!, t.end[n]!));
  }
}

const RULES = defineRules({
  "age-after-birth-date": {
    types: ["AGE"],
    level: "cued",
    anchored: true,
    about: "an age over 89 alone in brackets after a date of birth ('DOB 12-Jan-1934 (91)')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ageAfterBirthDateRecogniser: RecogniserModule = {
  id: "age-after-birth-date",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findAgesAfterBirthDates,
};

const hit = ruleHit(RULES);
