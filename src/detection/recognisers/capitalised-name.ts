import { isInitial, isListedName, nameEvidence, UNKNOWN_WORD } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";

/**
 * Two capitalised words side by side, at least one of them no English or clinical word:
 * "Tavio Bressani", "Hank Wojcik". Where case tells (not in ALL CAPS notes), this is how a
 * first and last name are written even when neither list knows them.
 */
function looksLikeNamePart(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 2 || !t.isCapitalised(i)) return false;
  if (context.lexicons.clinical.has(t.lower(i))) return false;
  return nameEvidence(context, i) >= UNKNOWN_WORD || isListedName(context, i);
}

export function findCapitalisedNames(context: ScanContext, out: Span[]): void {
  if (context.upperCase) return;
  const t = context.tokens;
  for (let i = 0; i + 1 < t.count; i++) {
    // "D. Orloff": an initial, a dot and a capitalised surname.
    if (isInitial(context, i) && t.isAllCaps(i) && t.isPunct(i + 1, ".") && t.touches(i)) {
      const k = i + 2;
      if (!t.startsLine(k) && looksLikeNamePart(context, k) && t.start[k]! - t.end[i + 1]! === 1) {
        out.push({ type: "NAME", start: t.start[i]!, end: t.end[k]!, confidence: 0.5 });
        i = k;
        continue;
      }
    }
    if (!looksLikeNamePart(context, i)) continue;
    const j = i + 1;
    if (t.startsLine(j) || t.start[j]! - t.end[i]! !== 1 || !looksLikeNamePart(context, j)) continue;
    if (nameEvidence(context, i) < UNKNOWN_WORD && nameEvidence(context, j) < UNKNOWN_WORD) continue;
    out.push({ type: "NAME", start: t.start[i]!, end: t.end[j]!, confidence: 0.5 });
    i = j;
  }
}
