import { isOpenWord } from "../../name-evidence.ts";
import { nameShapeScore } from "../../name-shape.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CLINICAL, VOCABULARY } from "../../word-bits.ts";

/**
 * Two words side by side that no list knows, each spelt like a personal name, in a note where
 * case says nothing (all lower case or ALL CAPS): "seen w tavrine oskellan", "PER ZWELAKHE
 * OYELOWO". Spelling is judged by the letter-trigram model of name-shape.ts; misspelt English and
 * clinical words and shorthand are spelt like words and stay out. Each word has four letters or
 * more, on one line, one space apart.
 */
const MIN_LENGTH = 4;
export const NAME_SHAPE_THRESHOLD = 0;
/** Neither word may be spelt much like an English word. */
const WEAKEST_PART = -0.3;

/** The word's spelling score if it is a word no list knows of four letters or more, else NaN. */
function shapeOf(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < MIN_LENGTH || (t.bits(i) & (VOCABULARY | CLINICAL)) !== 0)
    return Number.NaN;
  // The score reads char codes only; the list checks slice strings, so they come last.
  const score = nameShapeScore(context.lexicons.nameShape, t.text, t.start[i]!, t.end[i]!);
  return score >= WEAKEST_PART && isOpenWord(context, i) ? score : Number.NaN;
}

/**
 * "wiple cofind is a 70 yr old woman", "TRELOSK VANDIMIR IS AN 81 YO MAN": two words no list
 * knows opening a line or sentence and introducing the patient ("is a", "is an", "was a"), in
 * any case and whatever their spelling. Returns the second word's index, or -1.
 */
function introducedPair(context: ScanContext, i: number): number {
  const t = context.tokens;
  const j = i + 1;
  const opens = t.startsLine(i) || t.isPunct(i - 1, ".");
  // Tests that only refuse, the cheapest first.
  if (!opens || t.startsLine(j) || t.start[j]! - t.end[i]! !== 1) return -1;
  if ((t.bits(i) & (VOCABULARY | CLINICAL)) !== 0 || (t.bits(j) & (VOCABULARY | CLINICAL)) !== 0) return -1;
  const verb = t.lower(j + 1);
  const article = t.lower(j + 2);
  if ((verb !== "is" && verb !== "was") || (article !== "a" && article !== "an")) return -1;
  if (!isOpenWord(context, i) || !isOpenWord(context, j)) return -1;
  return j;
}

/** Token `k` is a word on the line of the token before it, one space after it: a pair's second word. */
function secondOfPair(t: TokenStream, k: number): boolean {
  return t.isWord(k) && !t.startsLine(k) && t.start[k]! - t.end[k - 1]! === 1;
}

/**
 * The first token at or after `i` that the loop of findShapedNames, reading token `i`, reads
 * where a rule may fire: every rule reads an unknown word first (isOpenWord, shapeOf). Before
 * the next unknown word `u` the loop reads every other token of a run of pairs (it reads a pair's
 * second word as the first of no pair) and every token that is no pair's second word; so the
 * token it reads at `u` or just before it follows from the last such token before `u`.
 */
function nextReadPair(t: TokenStream, i: number): number {
  const u = t.nextUnknown(i);
  if (u <= i || u >= t.count) return u;
  let from = i;
  for (let k = u; k > i; k--) {
    if (!secondOfPair(t, k)) {
      from = k;
      break;
    }
  }
  return u - ((u - from) & 1);
}

export function findShapedNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (context.mixedCase) {
    // Where case tells only the introduced pair is read, and its first word is unknown (isOpenWord).
    for (let i = t.nextUnknown(0); i + 1 < t.count; i = t.nextUnknown(i + 1)) {
      const intro = introducedPair(context, i);
      if (intro === -1) continue;
      out.push(hit("name-introduced", "NAME", t.start[i]!, t.end[intro]!));
      i = intro;
    }
    return;
  }
  // Without case every pair of neighbours is read, each token once (a word already read as the
  // second of a pair is not read again as the first).
  for (let i = 0; i + 1 < t.count; i++) {
    i = nextReadPair(t, i);
    if (i + 1 >= t.count) break;
    const intro = introducedPair(context, i);
    if (intro !== -1) {
      out.push(hit("name-introduced", "NAME", t.start[i]!, t.end[intro]!));
      i = intro;
      continue;
    }
    if (context.mixedCase) continue;
    const j = i + 1;
    if (!t.isWord(j) || t.startsLine(j) || t.start[j]! - t.end[i]! !== 1) continue;
    const b = shapeOf(context, j);
    if (Number.isNaN(b)) {
      i = j;
      continue;
    }
    const a = shapeOf(context, i);
    if (Number.isNaN(a) || (a + b) / 2 < NAME_SHAPE_THRESHOLD) continue;
    out.push(hit("name-shaped-pair", "NAME", t.start[i]!, t.end[j]!));
    i = j;
  }
}

const RULES = defineRules({
  "name-shaped-pair": {
    types: ["NAME"],
    level: "faint",
    anchored: false,
    about: "two unknown words spelt like names (letter trigrams) where case says nothing",
  },
  "name-introduced": {
    types: ["NAME"],
    level: "list",
    anchored: false,
    about: "two unknown words opening a sentence before 'is a'/'is an' (the patient introduced)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const shapedNameRecogniser: RecogniserModule = {
  id: "shaped-name",
  family: "names",
  wake: { at: ["unknown"] },
  rules: RULES,
  scan: findShapedNames,
};

const hit = ruleHit(RULES);
