import { isOpenWord } from "../name-evidence.ts";
import { nameShapeScore } from "../name-shape.ts";
import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { CLINICAL, VOCABULARY } from "../word-bits.ts";

/**
 * Two words side by side that no list knows, each spelt like a personal name, in a note where
 * case says nothing (all lower case or ALL CAPS): "seen w tavrine oskellan", "PER ZWELAKHE
 * OYELOWO". Spelling is judged by the letter-trigram model of name-shape.ts; misspelt English and
 * clinical words and shorthand are spelt like words and stay out. Each word has four letters or
 * more, on one line, one space apart.
 */
const MIN_LENGTH = 4;
export const NAME_SHAPE_THRESHOLD = 0;

function shapedLikeName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < MIN_LENGTH || (t.bits(i) & (VOCABULARY | CLINICAL)) !== 0) return false;
  // The score reads char codes only; the list checks slice strings, so they come last.
  const score = nameShapeScore(context.lexicons.nameShape, t.text, t.start[i]!, t.end[i]!);
  return score >= NAME_SHAPE_THRESHOLD && isOpenWord(context, i);
}

export function findShapedNames(context: ScanContext, out: Span[]): void {
  if (context.mixedCase) return;
  const t = context.tokens;
  for (let i = 0; i + 1 < t.count; i++) {
    const j = i + 1;
    if (!t.isWord(j) || t.startsLine(j) || t.start[j]! - t.end[i]! !== 1) continue;
    if (!shapedLikeName(context, j)) {
      i = j;
      continue;
    }
    if (!shapedLikeName(context, i)) continue;
    out.push(hit("name-shaped-pair", "NAME", t.start[i]!, t.end[j]!));
    i = j;
  }
}
