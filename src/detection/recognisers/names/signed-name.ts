import { credentials } from "../../cues/credentials.ts";
import { nameEndOffset, readSlotName, skipTitle } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { LABEL_END } from "../../word-bits.ts";

/**
 * The writer's name after "Signed" closing an entry without a colon, the way community, district
 * and ward nurses sign visits in every country: "Next visit 10/12. Signed Danjuma H, CNS mob …",
 * "Signed Kọ́lá Adéṣínà, district nurse", "Signed Dr T Ncube (MO)". "Signed" opens its line or
 * follows a sentence's stop; the name is read as a slot (a title skipped, a closing initial
 * kept) and must end at a comma, a bracket, a credential, a full stop or the line end, so
 * "Signed consent form", "signed off by physio" and "Signed and dated" name nobody.
 * Bounded: one slot per "Signed".
 */

const CREDENTIALS = credentials.words;

function closes(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  if (t.isPunct(k, ",") || t.isPunct(k, "(") || t.isPunct(k, ".") || t.isPunct(k, ";")) return true;
  return t.isWord(k) && CREDENTIALS.has(t.lower(k));
}

export function findSignedNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, LABEL_END); i < t.count; i = t.nextBits(i + 1, LABEL_END)) {
    if (t.length(i) !== 6 || t.lower(i) !== "signed") continue;
    // The entry's close: the line's start or a sentence's stop before "Signed".
    if (!(t.startsLine(i) || t.isPunct(i - 1, ".") || t.isPunct(i - 1, ";"))) continue;
    if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    let j = i + 1;
    if (t.isPunct(j, ":") || t.isPunct(j, "-")) continue; // a label: header-field.ts reads it
    if (j >= t.count || t.startsLine(j)) continue;
    j = skipTitle(context, j);
    const last = readSlotName(context, j, { trailingInitial: true });
    if (last < 0 || !closes(context, last + 1)) continue;
    out.push(hit("name-after-signed", "PROVIDER_NAME", t.start[j]!, nameEndOffset(context, last)));
    i = last;
  }
}

const RULES = defineRules({
  "name-after-signed": {
    types: ["PROVIDER_NAME"],
    level: "cued",
    anchored: true,
    about: "the writer's name after 'Signed' closing an entry, without a colon",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signedNameRecogniser: RecogniserModule = {
  id: "signed-name",
  family: "names",
  wake: { on: LABEL_END },
  rules: RULES,
  scan: findSignedNames,
};

const hit = ruleHit(RULES);
