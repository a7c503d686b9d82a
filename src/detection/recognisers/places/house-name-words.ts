import { atVerbs } from "../../cues/residence.ts";
import { addressTailEnd } from "../../readers/address-tail.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, TITLE, VOCABULARY } from "../../word-bits.ts";

const AT_VERBS = atVerbs.words;

/** Small lower-case words inside an estate's or a street's name ("Radharc na Mara", "Oos de Kaap"). */
const PARTICLES: ReadonlySet<string> = new Set(["na", "an", "de", "van", "le", "la", "du", "der"]);

/** Verbs of moving before "to" and a new home ("moved to 12 Cluain Ard"). */
const MOVE_VERBS: ReadonlySet<string> = new Set(["moved", "moving", "relocated", "relocating"]);

/**
 * A house number and a street or estate named with no street type (issue 19): "lives at 12 Cluain
 * Ard", "moved to 7 Radharc na Mara", "resides at 4 Ngaio Mews". Irish-language estates, Māori and
 * Afrikaans names, and many estates everywhere carry no English street type, so the evidence is the
 * slot: a verb of residence and "at" (or a verb of moving and "to"), the number, then capitalised
 * words that no English or clinical list knows, closing the clause. Only where the note has case.
 * Reads a fixed few tokens around each number: linear.
 */
export function findHouseNameWords(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  for (let i = t.nextNumber(0); i + 1 < t.count; i = t.nextNumber(i + 1)) {
    if (t.length(i) > 4 || t.touches(i - 1) || !cueBefore(context, i - 1)) continue;
    let first = i + 1;
    // "12A Cluain Ard": one letter run into the number.
    if (t.touches(i)) {
      if (!t.isWord(first) || t.length(first) !== 1 || t.touches(first)) continue;
      first++;
    }
    let last = -1;
    let words = 0;
    for (let k = first; k < t.count && k <= first + 4; k++) {
      if (!t.isWord(k) || t.startsLine(k)) break;
      if (k > first && PARTICLES.has(t.raw(k)) && nameWord(context, k + 1)) continue;
      if (!nameWord(context, k)) break;
      last = k;
      words++;
    }
    if (last === -1) continue;
    const n = last + 1;
    const closes =
      n >= t.count ||
      t.startsLine(n) ||
      t.isPunct(n, ",") ||
      t.isPunct(n, ".") ||
      t.isPunct(n, ";") ||
      (t.isWord(n) && !t.isCapitalised(n) && !t.isAllCaps(n));
    if (!closes || words > 3) continue;
    out.push(hit("house-name-words", "STREET_ADDRESS", t.start[i]!, t.end[last]!));
    const tail = addressTailEnd(context, last);
    if (tail > last) out.push(hit("house-name-words", "STREET_ADDRESS", t.start[i]!, t.end[tail]!));
    i = Math.max(last, tail);
  }
}

/** A capitalised word no English or clinical list knows. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || !t.isCapitalised(k)) return false;
  return (t.bits(k) & (VOCABULARY | CLINICAL | DATE_WORD | TITLE)) === 0;
}

/** "lives at", "residing at", "moved to" ending at token `p`. */
function cueBefore(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  if (!t.isWord(p) || !t.isWord(p - 1) || t.startsLine(p)) return false;
  const word = t.lower(p);
  const verb = t.lower(p - 1);
  return (word === "at" && AT_VERBS.has(verb)) || (word === "to" && MOVE_VERBS.has(verb));
}

const RULES = defineRules({
  "house-name-words": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: true,
    about: "a house number and capitalised unknown words with no street type after 'lives at' or 'moved to'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const houseNameWordsRecogniser: RecogniserModule = {
  id: "house-name-words",
  family: "places",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findHouseNameWords,
};

const hit = ruleHit(RULES);
