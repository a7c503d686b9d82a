import { contactVerbs, talkVerbs, withVerbs } from "./cues/contact-verbs.ts";
import { byVerbs } from "./cues/person-verbs.ts";
import { firstTokenFrom } from "./name-key-shapes.ts";
import { PERSON_NAME_TYPES } from "./phi-type.ts";
import { extendBareInitials } from "./propagate-names.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import { CREDENTIAL, LABEL_END, STAFF_ROLE, TITLE } from "./word-bits.ts";

/**
 * Initials written with a full stop before a name already found, the way signatures, sign-offs
 * and rotas write a clinician: "— j. okafor, RN", "A. MBEKI (SHO)", "Dr R. K. Singh". The name is
 * the evidence; the initial is taken by position: one letter, a full stop touching it, one or two
 * spaces on the same line, then the found name. Up to three initials are chained leftwards. The
 * first initial must open its line or follow a punctuation mark, a title, a role, a credential or
 * a verb that takes a person ("seen", "rang", "with"), never another word of the sentence ("took
 * vitamin D. Smith reviewed").
 * Names found only by the passes (another mention of a name found elsewhere) take their bare
 * initials too ("per d halloran" where "halloran" was found once in the header).
 * Runs after overlap resolution, on the found and the spread spans; linear in spans and tokens.
 */

const MAX_INITIALS = 3;
/** The passes' rules whose spans are whole name words (not initials they took in themselves). */
const SPREAD_RULES: ReadonlySet<string> = new Set([
  "name-propagated",
  "name-propagated-whole",
  "name-propagated-capitalised",
  "name-joined",
  "name-slash-joined",
]);
/** Bits of the words after which an initial opens a name: "Dr", "SHO", "RN". */
const OPENER_BITS = TITLE | STAFF_ROLE | CREDENTIAL;

/** Verbs after which a person follows: "seen A. Mbeki", "rang j. okafor", "discussed with R. Singh". */
const VERB_LISTS = [byVerbs.words, contactVerbs.words, withVerbs.words, talkVerbs.words];

/** Token index of the letter of a dotted initial ending right before token `i`, or -1. */
function dottedInitialBefore(context: ScanContext, i: number): number {
  const t = context.tokens;
  const dot = i - 1;
  const letter = i - 2;
  if (t.startsLine(i) || !t.isPunct(dot, ".") || !t.touches(letter)) return -1;
  const gap = t.start[i]! - t.end[dot]!;
  if (gap < 1 || gap > 2) return -1;
  if (!t.isWord(letter) || t.length(letter) !== 1) return -1;
  const code = t.raw(letter).charCodeAt(0);
  // Letters only: a digit run is a number token, but "1." never reaches here; "ß" is no initial.
  if (code >= 0x80) return -1;
  return letter;
}

/** The initial at `k` opens the name: a line start, a mark, a title, a role or a credential before it. */
function opensName(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.startsLine(k)) return true;
  const before = k - 1;
  if (t.isNumber(before)) return false;
  if (!t.isWord(before)) return true;
  if ((t.bits(before) & OPENER_BITS) !== 0) return true;
  // "cc j. okafor", "attn: r. singh": a label opening its line ("cc" carries no colon when dictated).
  if ((t.bits(before) & LABEL_END) !== 0 && t.startsLine(before)) return true;
  const word = t.lower(before);
  return VERB_LISTS.some((list) => list.has(word));
}

function extendDotted(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  let i = 0;
  for (const span of spans) {
    if (!PERSON_NAME_TYPES.has(span.type)) continue;
    i = firstTokenFrom(t, span.start, i);
    if (i >= t.count || t.start[i] !== span.start) continue;
    let first = -1;
    for (let at = i, n = 0; n < MAX_INITIALS; n++) {
      const letter = dottedInitialBefore(context, at);
      if (letter < 0) break;
      first = letter;
      at = letter;
    }
    if (first < 0) continue;
    // Drop initials from the left until one opens the name.
    let from = first;
    while (from < i && !opensName(context, from)) from += 2;
    if (from >= i) continue;
    out.push(hit("name-initial-dotted", span.type, t.start[from]!, span.end));
  }
}

/** Dotted initials before every found or spread name; bare initials before the spread ones. */
export function extendInitials(
  context: ScanContext,
  resolved: readonly Span[],
  spread: readonly Span[],
  out: Span[],
): void {
  if (resolved.length > 0) extendDotted(context, resolved, out);
  const found = spread.filter((s) => SPREAD_RULES.has(s.rule));
  if (found.length === 0) return;
  const sorted = found.sort((a, b) => a.start - b.start);
  extendDotted(context, sorted, out);
  extendBareInitials(context, sorted, out);
}

const RULES = defineRules({
  "name-initial-dotted": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "initials with full stops before a found name, opening a line or after a mark or title",
  },
});

/** The rules of the engine pass extendInitials (recognisers/table.ts lists it). */
export const extendInitialsPass: EnginePass = {
  id: "extend-initials",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
