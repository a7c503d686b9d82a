import { slotStop } from "./cues/not-names.ts";
import { hasVowel, isOpenWord, nameEvidence, UNKNOWN_WORD } from "./name-evidence.ts";
import { firstTokenFrom } from "./name-key-shapes.ts";
import { personNameSpans } from "./phi-type.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  CUE_SLOT_TITLE,
  DATE_WORD,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "./word-bits.ts";

/**
 * The given name written right before a found surname, left out of the span: a ward list's
 * "12A — ngozi adeyemi" where only "adeyemi" was found (named again elsewhere), a triage line's
 * "Tendai Moyo" where only "Moyo" is listed, a lab label's "SIPHO NDLOVU". The word one space
 * before the found name, on its line, written in the same case as the name's first word, is a
 * name on its own evidence: a listed name that is no English or clinical word, or a word no list
 * knows with a vowel (in a note with case, a lower-case word only beside a name written in lower
 * case). Never a title or honorific, role, relative, credential, date or clinical word, nor a word inside
 * another found span. Runs after overlap resolution on the found spans; one token per span.
 */

const STOP_BITS = TITLE | STAFF_ROLE | RELATIVE_CUE | CREDENTIAL | DATE_WORD | CLINICAL;
const SLOT_STOP = slotStop.words;

function caseOf(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (t.isAllCaps(k)) return 2;
  return t.isCapitalised(k) ? 1 : 0;
}

/** Token `k` is a given name before the found name whose first token is `first`. */
function givenBefore(context: ScanContext, k: number, first: number): boolean {
  const t = context.tokens;
  if (k < 0 || !t.isWord(k) || t.startsLine(first) || t.start[first]! - t.end[k]! !== 1) return false;
  if (t.length(k) < 2 || (t.bits(k) & STOP_BITS) !== 0 || SLOT_STOP.has(t.lower(k))) return false;
  // "Dear Cik Yeo", "Puan Siti": an honorific of any country is no given name.
  if ((t.cues(k) & CUE_SLOT_TITLE) !== 0) return false;
  if (caseOf(context, k) !== caseOf(context, first)) return false;
  if (!hasVowel(t.lower(k))) return false;
  const bits = t.bits(k);
  if ((bits & NAME_LISTED) !== 0 && (bits & VOCABULARY) === 0) return true;
  if (context.mixedCase && caseOf(context, k) === 0) return isOpenWord(context, k);
  return nameEvidence(context, k) >= UNKNOWN_WORD;
}

/** True when a found span (sorted by start, `maxEnd` the running furthest end) covers offset `at`. */
function coveredAt(resolved: readonly Span[], maxEnd: Int32Array, at: number): boolean {
  let low = 0;
  let high = resolved.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (resolved[middle]!.start <= at) low = middle + 1;
    else high = middle;
  }
  return low > 0 && maxEnd[low - 1]! > at;
}

export function extendGivenBefore(
  context: ScanContext,
  resolved: readonly Span[],
  spread: readonly Span[],
  out: Span[],
): void {
  const t = context.tokens;
  const people = personNameSpans(resolved, spread);
  if (people.length === 0) return;
  const maxEnd = new Int32Array(resolved.length);
  let furthest = 0;
  for (let i = 0; i < resolved.length; i++) {
    furthest = Math.max(furthest, resolved[i]!.end);
    maxEnd[i] = furthest;
  }
  const found: Span[] = [];
  for (const span of people) {
    const first = firstTokenFrom(t, span.start, 0);
    if (first < 1 || first >= t.count || t.start[first] !== span.start || !t.isWord(first)) continue;
    const k = first - 1;
    if (coveredAt(resolved, maxEnd, t.start[k]!) || !givenBefore(context, k, first)) continue;
    found.push(hit("name-given-before", span.type, t.start[k]!, span.end));
  }
  for (const s of found) out.push(s);
}

const RULES = defineRules({
  "name-given-before": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about:
      "a given name right before a found surname, in its case, on its own name evidence: 'ngozi adeyemi'",
  },
});

/** The rules of the engine pass extendGivenBefore (recognisers/table.ts lists it). */
export const extendGivenBeforePass: EnginePass = {
  id: "extend-given-before",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
