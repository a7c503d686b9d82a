import { continuesName, KNOWN_NAME, nameEvidence, PARTICLES, UNKNOWN_WORD } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";

/**
 * Listed first names and surnames that are no English or clinical word ("Wojcik", "rosalind"),
 * wherever they stand, extended over neighbouring name-looking words and initials
 * ("Tavio Bressani", "HAROLD V. DELLAROSA"). The weakest name evidence, so the lowest confidence.
 */
const MIN_LENGTH = 3;

function extendsName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i)) return false;
  if (PARTICLES.has(t.lower(i)) && nameEvidence(context, i + 1) >= UNKNOWN_WORD) return true;
  return continuesName(context, i);
}

export function findListedNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (!t.isWord(i) || t.length(i) < MIN_LENGTH) continue;
    if (nameEvidence(context, i) !== KNOWN_NAME) continue;
    let first = i;
    for (let n = 0; n < 2; n++) {
      let k = first - 1;
      if (t.isPunct(k, ".") && t.length(k - 1) === 1) k--;
      if (!extendsName(context, k) || t.startsLine(first) || t.start[first]! - t.end[k]! > 2) break;
      first = k;
    }
    let last = i;
    for (let n = 0; n < 2; n++) {
      let k = last + 1;
      if (t.isPunct(k, ".") && t.length(last) === 1) k++;
      if (!extendsName(context, k) || t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 2) break;
      last = k;
    }
    out.push({ type: "NAME", start: t.start[first]!, end: t.end[last]!, confidence: 0.6 });
    i = last;
  }
}
