import { nameEvidenceStopWords } from "./cues/function-words.ts";
import { firstTokenFrom } from "./name-key-shapes.ts";
import { PERSON_NAME_TYPES } from "./phi-type.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import { CREDENTIAL, DATE_WORD, RELATIVE_CUE, SURNAME, TITLE, VOCABULARY } from "./word-bits.ts";

/**
 * A short family name written first, before given names already found, the way Chinese,
 * Vietnamese and Korean names stand in Singapore, Malaysian, Australian and Canadian records:
 * "NG Wei Ming", "Ho Mei Ling", "le van thanh", "OH Ji Yeon". Such surnames are two or three
 * letters and often read as something else ("NG" tube, "HO" house officer, "Le"), so the rules
 * that found the given names left them out. The word one space before a found name of two or more
 * words, on its line and in its case, is taken when a list has it as a surname and it is no title,
 * credential, family word or date word; where the note has no case it must be no English word
 * either ("do", "ma" stay out). Runs after overlap resolution on the found and spread spans;
 * linear in spans.
 */

const STOP_BITS = TITLE | CREDENTIAL | RELATIVE_CUE | DATE_WORD;
const STOP_WORDS = nameEvidenceStopWords.words;

function sameCase(context: ScanContext, a: number, b: number): boolean {
  const t = context.tokens;
  if (t.isAllCaps(a)) return t.isAllCaps(b);
  if (t.isCapitalised(a)) return t.isCapitalised(b) && !t.isAllCaps(b);
  return t.raw(b) === t.lower(b);
}

/** The short surname before the name opening at token `i` (of at least two words), or -1. */
function surnameBefore(context: ScanContext, i: number): number {
  const t = context.tokens;
  const k = i - 1;
  if (k < 0 || !t.isWord(k) || t.startsLine(i) || t.start[i]! - t.end[k]! !== 1) return -1;
  const n = t.length(k);
  if (n < 2 || n > 3) return -1;
  const bits = t.bits(k);
  if ((bits & SURNAME) === 0 || (bits & STOP_BITS) !== 0 || STOP_WORDS.has(t.lower(k))) return -1;
  if (!sameCase(context, i, k)) return -1;
  if (!context.mixedCase && (bits & VOCABULARY) !== 0) return -1;
  // "Dr Ng Wei Ming" is found whole already; after a word run into it ("x-NG") no name opens.
  if (t.touches(k - 1) && !t.isPunct(k - 1, "(")) return -1;
  return k;
}

export function extendSurnameFirst(
  context: ScanContext,
  resolved: readonly Span[],
  spread: readonly Span[],
  out: Span[],
): void {
  const t = context.tokens;
  const found: Span[] = [];
  for (const list of [resolved, spread]) {
    let i = 0;
    const sorted = list === resolved ? list : [...list].sort((a, b) => a.start - b.start);
    for (const span of sorted) {
      if (!PERSON_NAME_TYPES.has(span.type)) continue;
      i = firstTokenFrom(t, span.start, i);
      if (i >= t.count || t.start[i] !== span.start || !t.isWord(i)) continue;
      // Two or more name words: a lone given name is not enough evidence.
      if (!(t.isWord(i + 1) && t.end[i + 1]! <= span.end && !t.startsLine(i + 1))) continue;
      const k = surnameBefore(context, i);
      if (k >= 0) found.push(hit("name-short-surname-first", span.type, t.start[k]!, span.end));
    }
  }
  for (const s of found) out.push(s);
}

const RULES = defineRules({
  "name-short-surname-first": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "a two- or three-letter listed surname written first, before found given names ('NG Wei Ming')",
  },
});

/** The rules of the engine pass extendSurnameFirst (recognisers/table.ts lists it). */
export const extendSurnameFirstPass: EnginePass = {
  id: "extend-surname-first",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
