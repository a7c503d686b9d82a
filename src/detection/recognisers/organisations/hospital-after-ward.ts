import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, FACILITY_HEAD, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * The hospital or campus named after a ward and a comma (issue 19, bare hospitals): "Ward 5A,
 * Westmead", "WARD 12, MIDDLEMORE", "Ward 7 North, Tygerberg". A ward's number then a comma is a
 * location line in every country, and what follows it on the line is the place that holds the
 * ward: one to three capitalised words, one of them in no English list, no clinical word, closing
 * the line or the clause. Reads at most eight tokens after each "ward": linear.
 */
export function findHospitalsAfterWard(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, FACILITY_HEAD); i + 3 < t.count; i = t.nextBits(i + 1, FACILITY_HEAD)) {
    if (!t.isWord(i) || t.lower(i) !== "ward" || !t.isNumber(i + 1)) continue;
    // The ward's number, its letter and one word of wing ("5A", "7 North").
    let k = i + 2;
    if (t.touches(i + 1) && t.isWord(k) && t.length(k) <= 2) k++;
    if (t.isWord(k) && !t.startsLine(k) && t.isPunct(k + 1, ",") && wing(context, k)) k++;
    if (!t.isPunct(k, ",") || t.startsLine(k)) continue;
    const first = k + 1;
    let last = -1;
    let unknown = false;
    for (let m = first; m < t.count && m <= first + 2; m++) {
      if (!t.isWord(m) || t.startsLine(m) || !written(context, m)) break;
      if ((t.bits(m) & (CLINICAL | DATE_WORD | TITLE)) !== 0) break;
      if ((t.bits(m) & VOCABULARY) === 0) unknown = true;
      last = m;
    }
    if (last === -1 || !unknown) continue;
    const n = last + 1;
    const closes =
      n >= t.count || t.startsLine(n) || t.isPunct(n, ",") || t.isPunct(n, ".") || t.isPunct(n, ";");
    if (!closes) continue;
    out.push(hit("hospital-after-ward", "HOSPITAL", t.start[first]!, t.end[last]!));
    i = last;
  }
}

const WINGS: ReadonlySet<string> = new Set(["north", "south", "east", "west", "a", "b", "c", "d"]);

function wing(context: ScanContext, k: number): boolean {
  return WINGS.has(context.tokens.lower(k));
}

/** Capitalised where the note has case, in capitals where it has none; never lower case. */
function written(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (context.mixedCase) return t.isCapitalised(k) || (t.isAllCaps(k) && t.length(k) >= 3);
  return context.upperCase && t.isAllCaps(k);
}

const RULES = defineRules({
  "hospital-after-ward": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "capitalised words, one no list knows, after a ward's number and a comma (Ward 5A, Westmead)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const hospitalAfterWardRecogniser: RecogniserModule = {
  id: "hospital-after-ward",
  family: "organisations",
  wake: { on: FACILITY_HEAD },
  rules: RULES,
  scan: findHospitalsAfterWard,
};

const hit = ruleHit(RULES);
