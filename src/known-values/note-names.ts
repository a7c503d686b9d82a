import { PERSON_NAME_TYPES } from "../detection/phi-type.ts";
import { SCORES } from "../detection/scores.ts";
import type { Span } from "../detection/span.ts";
import type { Tokens } from "./known-value-text.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "./known-values.ts";

/**
 * One person, one set of spans: a name the engine found in a strong slot (after a title, a relative
 * word or a label; confidence `anchored` or more, not itself propagated) is looked for everywhere
 * else in the note by the known-value matcher, so "Son Quill visited. Quill brought lunch." and
 * "Pt Bill Baker seen. … BAKER, BILL" find every mention. An ordinary English word alone is found
 * only where written as a name (capitalised, or after a title); parts side by side in any case
 * (`known-values.ts`). The possessive is left outside every name span ("Baker's" → "Baker"), so a
 * pseudonym never swallows it and "Baker's" and "Baker" are one value; so is the "o" of "s/o".
 *
 * A policy-stage pass until the engine's own propagation (src/detection/propagate-names.ts) learns
 * to propagate English words from strong slots.
 */
export function withNoteNames(
  text: string,
  spans: readonly Span[],
  options: KnownValueOptions,
  /** The text's tokens, when the caller has them (shared with its other matchers). */
  tokens?: () => Tokens,
): Span[] {
  const trimmed = spans.map((span) => withoutPossessive(text, span));
  const strong: KnownValue[] = [];
  for (const span of trimmed) {
    if (!PERSON_NAME_TYPES.has(span.type) || span.confidence < SCORES.anchored) continue;
    if (span.rule.startsWith("name-propagated") || span.rule.startsWith("known.")) continue;
    strong.push({ type: span.type, value: text.slice(span.start, span.end) });
  }
  if (strong.length === 0) return trimmed;
  const found = new KnownValueMatcher(options).add(strong, "known.note").find(text, tokens);
  return found.length === 0 ? trimmed : mergeNoteNames(trimmed, found);
}

const LEADING_KINSHIP =
  /^(?:son|daughter|wife|husband|mother|father|brother|sister|partner|aunt|uncle|niece|nephew|grandson|granddaughter)\s+(?=\p{Lu})/iu;

/**
 * A person's name span without what is not the name: a leading kinship word ("Son James"), "Baker's" → "Baker", "Jones'" → "Jones",
 * and "o Ravi" after "s/" → "Ravi" (son of); other spans as they are.
 */
function withoutPossessive(text: string, span: Span): Span {
  if (!PERSON_NAME_TYPES.has(span.type)) return span;
  // "Son James Whitaker": the kinship word that opened the slot is not the name.
  const kin = LEADING_KINSHIP.exec(text.slice(span.start, span.end));
  if (kin && span.end - span.start > kin[0].length + 1) {
    return withoutPossessive(text, { ...span, start: span.start + kin[0].length });
  }
  if (
    span.start >= 2 &&
    /^[sdwc]\/o\s$/i.test(text.slice(span.start - 2, span.start + 2)) &&
    span.end - span.start > 4
  ) {
    return withoutPossessive(text, { ...span, start: span.start + 2 });
  }
  const tail = text.slice(Math.max(span.start, span.end - 2), span.end);
  const cut = /^['’]s$/i.test(tail) ? 2 : /s['’]$/i.test(tail) ? 1 : 0;
  return cut > 0 && span.end - cut - span.start >= 2 ? { ...span, end: span.end - cut } : span;
}

/**
 * The note's spans with the propagated mentions added where no span stands: a mention that
 * overlaps a span the engine found is the engine's (its type and extent win).
 */
function mergeNoteNames(spans: readonly Span[], found: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let lastEnd = -1;
  for (const mention of found) {
    while (i < spans.length && spans[i]!.start < mention.end) {
      lastEnd = Math.max(lastEnd, spans[i]!.end);
      out.push(spans[i++]!);
    }
    if (mention.start >= lastEnd && (i >= spans.length || spans[i]!.start >= mention.end)) {
      out.push(mention);
      lastEnd = mention.end;
    }
  }
  while (i < spans.length) out.push(spans[i++]!);
  return out;
}
