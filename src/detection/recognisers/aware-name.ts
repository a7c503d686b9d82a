import { isInitial, isListedName, isOpenWord, KNOWN_NAME, nameEvidence } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { AWARE_CUE } from "../word-bits.ts";

/**
 * Names before "aware" and "notified", the way nurses report who was told: "maeve novak aware",
 * "Vandermolen notified", "DR. X AND Y AWARE". The word before the cue must be no English or
 * clinical word ("team aware", "MD aware" are not names); a first name or initial before it joins.
 */
export const AWARE_CUES: ReadonlySet<string> = new Set(["aware", "notified", "informed", "paged", "updated"]);

export function findAwareNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 1; i < t.count; i++) {
    if ((t.bits(i) & AWARE_CUE) === 0 || !AWARE_CUES.has(t.lower(i))) continue;
    let last = i - 1;
    if (t.isWord(last) && (t.lower(last) === "made" || t.lower(last) === "is" || t.lower(last) === "was"))
      last--;
    if (!(isOpenWord(context, last) || nameEvidence(context, last) === KNOWN_NAME)) continue;
    if (t.startsLine(i) && !t.startsLine(last)) continue;
    let first = last;
    const k = last - 1;
    if (
      !t.startsLine(last) &&
      (isListedName(context, k) || isInitial(context, k) || isOpenWord(context, k))
    ) {
      first = k;
    }
    out.push(hit("name-before-aware", "PROVIDER_NAME", t.start[first]!, t.end[last]!));
  }
}
