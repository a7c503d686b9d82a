import { isInitial, isListedName, KNOWN_NAME, nameEvidence, UNKNOWN_WORD } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";

/**
 * Two capitalised words side by side, at least one of them no English or clinical word:
 * "Tavio Bressani", "Hank Wojcik". Where case tells (not in ALL CAPS notes), this is how a
 * first and last name are written even when neither list knows them.
 */
/** "Smith", "McDonald", "O'Brien": one capital, or two after Mc/Mac/O'/De/Van. */
function isTitleCase(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isCapitalised(i)) return false;
  const text = t.text;
  let capitals = 0;
  for (let p = t.start[i]!; p < t.end[i]!; p++) {
    const c = text.charCodeAt(p);
    if (c >= 65 && c <= 90) capitals++;
  }
  if (capitals === 1) return true;
  return capitals === 2 && /^(mc|mac|o'|de|di|la|le|van)/.test(t.lower(i));
}

function looksLikeNamePart(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 2 || !isTitleCase(context, i)) return false;
  if (context.lexicons.clinical.has(t.lower(i))) return false;
  return nameEvidence(context, i) >= UNKNOWN_WORD || isListedName(context, i);
}

export function findCapitalisedNames(context: ScanContext, out: Span[]): void {
  if (context.upperCase) return;
  const t = context.tokens;
  for (let i = 0; i + 1 < t.count; i++) {
    // "D. Orloff": an initial, a dot and a capitalised surname.
    if (
      isInitial(context, i) &&
      t.isAllCaps(i) &&
      t.isPunct(i + 1, ".") &&
      t.touches(i) &&
      !t.touches(i - 1)
    ) {
      const k = i + 2;
      const surname = looksLikeNamePart(context, k) && !context.lexicons.vocabulary.has(t.lower(k));
      if (!t.startsLine(k) && surname && t.start[k]! - t.end[i + 1]! === 1) {
        out.push(hit("name-capitalised-initial", "NAME", t.start[i]!, t.end[k]!));
        i = k;
        continue;
      }
    }
    if (!looksLikeNamePart(context, i)) continue;
    const j = i + 1;
    if (t.startsLine(j) || t.start[j]! - t.end[i]! !== 1 || !looksLikeNamePart(context, j)) continue;
    const a = nameEvidence(context, i);
    const b = nameEvidence(context, j);
    // Both unknown ("Tavio Bressani"), or a listed name with another name-like word.
    if (!((a >= UNKNOWN_WORD && b >= UNKNOWN_WORD) || a === KNOWN_NAME || b === KNOWN_NAME)) continue;
    out.push(hit("name-capitalised-pair", "NAME", t.start[i]!, t.end[j]!));
    i = j;
  }
}
