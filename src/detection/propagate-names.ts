import {
  AMBIGUOUS_NAME,
  continuesName,
  isListedName,
  nameEvidence,
  ONE_LETTER_ABBREVIATIONS,
  UNKNOWN_WORD,
} from "./name-evidence.ts";
import type { PhiType } from "./phi-type.ts";
import type { ScanContext } from "./recogniser.ts";
import { hit } from "./rules.ts";
import type { Span } from "./span.ts";
import { WORD } from "./token-stream.ts";
import { CLINICAL, VOCABULARY } from "./word-bits.ts";

/**
 * Once a note names someone or somewhere ("Mr. Abernathy", "transferred to Ellsworth 2"),
 * every other mention of that word in the same note is the same PHI, with or without the cue:
 * "Abernathy is resting", "or Ellsworth 3". Only words that are no English or clinical word
 * spread, so an ambiguous word found once ("Dr. Rose") does not mark every "rose". Also adds
 * the second of two names joined by "and" ("Rosalind and Hank").
 */
const SPREADING: ReadonlySet<PhiType> = new Set([
  "NAME",
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
  "HOSPITAL",
  "LOCATION",
  "CITY",
]);

export function propagateNames(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  const known = new Map<string, PhiType>();
  let s = 0;
  for (let i = 0; i < t.count && s < spans.length; i++) {
    while (s < spans.length && spans[s]!.end <= t.start[i]!) s++;
    const span = spans[s];
    if (span === undefined || span.start > t.start[i]! || !SPREADING.has(span.type)) continue;
    if (t.kind[i] !== WORD || t.length(i) < 3) continue;
    if ((t.bits(i) & (VOCABULARY | CLINICAL)) !== 0) continue;
    const word = t.lower(i);
    known.set(word, span.type);
    // "Rosalind and Hank": a name joined to this one.
    const joiner = t.isWord(i + 1) && (t.lower(i + 1) === "and" || t.lower(i + 1) === "&");
    if (joiner && span.end <= t.end[i]! && continuesName(context, i + 2, true)) {
      if (nameEvidence(context, i + 2) >= UNKNOWN_WORD || t.isCapitalised(i + 2)) {
        out.push(hit("name-joined", span.type, t.start[i + 2]!, t.end[i + 2]!));
      }
    }
  }
  if (known.size === 0) return;
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== WORD || t.length(i) < 3) continue;
    const type = known.get(t.lower(i));
    if (type !== undefined) out.push(hit("name-propagated", type, t.start[i]!, t.end[i]!));
  }
}

const PERSON_TYPES: ReadonlySet<PhiType> = new Set([
  "NAME",
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
]);

/**
 * Hyphenated names: a name found on one side of a hyphen takes the name-like word on the other
 * side ("jean-paul", "Smithers-Okafor"). The other word must look like a name (a listed name
 * that is no ordinary word, an unknown word, or a capitalised listed word in a mixed-case note); clinical words never join ("Jackson-Pratt" is dropped earlier as an eponym).
 */
export function extendHyphenatedNames(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  if (spans.length === 0) return;
  let s = 0;
  for (let i = 1; i + 1 < t.count; i++) {
    if (!t.isPunct(i, "-") || !t.touches(i - 1) || !t.touches(i)) continue;
    while (s < spans.length && spans[s]!.end < t.end[i - 1]!) s++;
    const span = spans[s];
    if (span === undefined) break;
    if (!PERSON_TYPES.has(span.type)) continue;
    const leftIn = span.start <= t.start[i - 1]! && span.end >= t.end[i - 1]!;
    const rightIn = span.start <= t.start[i + 1]! && span.end >= t.end[i + 1]!;
    if (leftIn === rightIn) continue;
    const other = leftIn ? i + 1 : i - 1;
    if (!t.isWord(other) || t.length(other) < 2) continue;
    const plain = context.lexicons.vocabulary.has(t.lower(other));
    const listed = nameEvidence(context, other) >= AMBIGUOUS_NAME || (isListedName(context, other) && !plain);
    if (!listed || context.lexicons.clinical.has(t.lower(other))) continue;
    out.push(hit("name-hyphen-part", span.type, t.start[other]!, t.end[other]!));
  }
}

/**
 * An initial without a dot before a name already found: "per d halloran", "paged j okafor". One
 * letter, not one of the letters notes use as abbreviations ("w", "r", "l", "x", "c", "s", "p"…),
 * on the same line and one space before the name.
 */
export function extendBareInitials(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  let s = 0;
  for (let i = 1; i < t.count && s < spans.length; i++) {
    while (s < spans.length && spans[s]!.end <= t.start[i]!) s++;
    const span = spans[s];
    if (span === undefined || span.start !== t.start[i] || !PERSON_TYPES.has(span.type)) continue;
    const k = i - 1;
    if (!t.isWord(k) || t.length(k) !== 1 || t.startsLine(i) || t.start[i]! - t.end[k]! !== 1) continue;
    if (ONE_LETTER_ABBREVIATIONS.has(t.lower(k)) || t.isNumber(k - 1)) continue;
    out.push(hit("name-initial-before", span.type, t.start[k]!, t.end[k]!));
  }
}
