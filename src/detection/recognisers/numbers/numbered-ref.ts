import { referenceCues } from "../../cues/id-cues.ts";
import { numberedNotPhi } from "../../cues/not-ids.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_REFERENCE } from "../../word-bits.ts";

/**
 * A reference number after a generic number cue, whatever the thing numbered: "Incident no
 * CAD4471902", "Rx no RX-220931", "ref PT-4482-1", "job number 55120934", "case ID: 2201-4471".
 * The code is letters, digits, "-" and "/" with four digits or more, and ends where a word ends.
 * Not numbers of things that are no PHI (bed, room, batch, lot, page, dose …), nor phones (the
 * phone recogniser reads "tel no", "mob no"). Bounded: one sticky match of at most 24 characters
 * per cue.
 */

const REFERENCE_CUES = referenceCues.words;

const NOT_PHI = numberedNotPhi.words;

// A police or court register's capitals may stand one space before the digits ("CAS 123/04/2024").
const CODE = /[ \t]{0,2}(?:[:#.][ \t]{0,2})?((?:[A-Z]{2,4} (?=\d))?[A-Za-z]{0,4}[-/]?\d[A-Za-z0-9/-]{2,19})/y;

/** "1234 567 890", "912 345 678": digit groups one space apart, nine to twelve digits in all. */
const SPACED_GROUPS = / \d{3,4}(?: \d{3,4}){0,2}(?![\p{L}\p{N}]|[.,]\d)/uy;

/** The end of a number whose first group (`digits` long) ends at `end`, written in spaced groups. */
function spacedEnd(text: string, end: number, digits: number): number {
  SPACED_GROUPS.lastIndex = end;
  const m = SPACED_GROUPS.exec(text);
  if (m === null) return end;
  const all = digits + m[0].length - m[0].split(" ").length + 1;
  return all >= 9 && all <= 12 ? SPACED_GROUPS.lastIndex : end;
}

export function findNumberedRefs(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  for (let i = t.nextCues(0, CUE_REFERENCE); i < t.count; i = t.nextCues(i + 1, CUE_REFERENCE)) {
    if ((t.cues(i) & CUE_REFERENCE) === 0) continue;
    const cue = t.lower(i);
    if (!REFERENCE_CUES.has(cue)) continue;
    if (cue === "no" || cue === "number" || cue === "num" || cue === "nr" || cue === "id") {
      // "Incident no", "job number": a label word before, on the same line
      if (!t.isWord(i - 1) || t.startsLine(i) || NOT_PHI.has(t.lower(i - 1))) continue;
      if (cue === "no" && t.isWord(i - 1) && t.length(i - 1) < 2) continue;
    } else if (t.isWord(i - 1) && NOT_PHI.has(t.lower(i - 1))) continue;
    let at = t.end[i]!;
    if (text.charCodeAt(at) === 46) at++; // "ref.", "no."
    CODE.lastIndex = at;
    const m = CODE.exec(text);
    if (m === null) continue;
    const code = m[1]!;
    let end = CODE.lastIndex;
    // trailing "-" or "/" is no part of the code
    while (end > 0 && (text[end - 1] === "-" || text[end - 1] === "/")) end--;
    const next = text.charCodeAt(end);
    // the code ends where a word ends (not "12345abc…" cut, not a decimal "1234.5")
    if (/[\p{L}\p{N}]/u.test(text[end] ?? "") || (next === 46 && /\d/.test(text[end + 1] ?? ""))) continue;
    let digits = 0;
    for (let p = 0; p < code.length; p++) if (code.charCodeAt(p) >= 48 && code.charCodeAt(p) <= 57) digits++;
    if (digits < 4) continue;
    // dates and times are read elsewhere ("ref 12/05/2024")
    if (/^\d{1,2}[/-]\d{1,2}([/-]\d{2,4})?$/.test(code)) continue;
    if (/^[A-Z]{2,4} (19|20)\d\d$/.test(code)) continue; // "Ref no. MRI 2024": a year
    const start = CODE.lastIndex - code.length;
    out.push(
      hit(
        "id-after-number-cue",
        "ID",
        start,
        /^\d{3,4}$/.test(code) ? spacedEnd(text, end, code.length) : end,
      ),
    );
  }
}

const RULES = defineRules({
  "id-after-number-cue": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "a code of four digits or more after 'no', 'number', 'ref' or 'ID' following a label word",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const numberedRefRecogniser: RecogniserModule = {
  id: "numbered-ref",
  family: "numbers",
  wake: { cues: CUE_REFERENCE },
  vocabulary: [{ mask: "cues", bit: CUE_REFERENCE, words: REFERENCE_CUES }],
  rules: RULES,
  scan: findNumberedRefs,
};

const hit = ruleHit(RULES);
