import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";
import {
  isTitleCased,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_WORDLIKE,
  slotWordClass,
} from "./readers/slot-name.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  DATE_WORD,
  FIRST_NAME,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
} from "./word-bits.ts";

/**
 * Names joined to a found name by a slash, a plus or an ampersand, the way rotas, boards and
 * handovers pair people: "Consultants Haddad/Mbeki", "Nurses: Folake/Mikael/Ji-woo", "Night staff:
 * Aisling + Obinna", "Ruby & Ted". One side is already a name found by its slot or evidence; the
 * other needs a name's shape only (in a note with case Title Case or capitals; without case a
 * listed name or a word no list knows), never a cue word ("Dr Xu/SHO", "Okafor/NOK", "Kofi/OT").
 * Runs after overlap resolution on the found spans; bounded: at most four joins each way per span.
 */

/** Bits of words that name a kind of person or a thing, never the person: roles, titles, kin, dates. */
const CUE_BITS = STAFF_ROLE | RELATIVE_CUE | TITLE | CREDENTIAL | DATE_WORD | CLINICAL;
const MAX_JOINS = 4;

function isJoiner(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isPunct(k, "/") || t.isPunct(k, "+") || t.isPunct(k, "&");
}

/** True when the word at `k` may stand as a name joined to another: shape only, no cue word. */
function joinableWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || (t.bits(k) & CUE_BITS) !== 0) return false;
  const cls = slotWordClass(context, k);
  if (context.mixedCase) {
    if (!(isTitleCased(context, k) || t.isAllCaps(k))) return false;
    // "Kofi/PT", "Okafor/ED": short capitals in a note with case are abbreviations.
    if (t.isAllCaps(k) && t.length(k) <= 3 && (t.bits(k) & NAME_LISTED) === 0) return false;
    // "Dr Haddad/Brown": a listed name that is also a word, in Title Case, not before a number.
    return (
      cls === SLOT_NAMELIKE ||
      (cls === SLOT_WORDLIKE && !t.isNumber(k + 1) && (t.bits(k + 1) & CUE_BITS) === 0)
    );
  }
  if (cls === SLOT_NAMELIKE) return (t.bits(k) & NAME_LISTED) !== 0 || t.length(k) >= 4;
  return cls === SLOT_WORDLIKE && (t.bits(k) & FIRST_NAME) !== 0;
}

/** The joiner at `k` sits tight between two words on one line ("A/B", "A + B", "A & B"). */
function tightJoin(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.startsLine(k) || t.startsLine(k + 1)) return false;
  return t.start[k]! - t.end[k - 1]! <= 1 && t.start[k + 1]! - t.end[k]! <= 1;
}

function joinRight(context: ScanContext, last: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  let k = last + 1;
  for (let n = 0; n < MAX_JOINS && isJoiner(context, k) && t.isWord(k + 1) && tightJoin(context, k); n++) {
    const from = k + 1;
    if (!joinableWord(context, from)) return;
    const end = Math.max(from, readSlotName(context, from));
    out.push(hit("name-slash-joined", type, t.start[from]!, t.end[end]!));
    k = end + 1;
  }
}

function joinLeft(context: ScanContext, first: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  let k = first - 1;
  for (
    let n = 0;
    n < MAX_JOINS && k > 0 && isJoiner(context, k) && t.isWord(k - 1) && tightJoin(context, k);
    n++
  ) {
    const word = k - 1;
    if (!joinableWord(context, word)) return;
    out.push(hit("name-slash-joined", type, t.start[word]!, t.end[word]!));
    k = word - 1;
  }
}

export function extendJoinedNames(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  if (spans.length === 0) return;
  let s = 0;
  // Whether spans[s] is a person's name, read once per span rather than once per token.
  let typed = -1;
  let person = false;
  for (let i = 0; i < t.count && s < spans.length; i++) {
    while (s < spans.length && spans[s]!.end <= t.start[i]!) s++;
    const span = spans[s];
    if (span === undefined) continue;
    if (typed !== s) {
      typed = s;
      person = PERSON_NAME_TYPES.has(span.type);
    }
    if (!person) continue;
    // The first token of the span: look left of it; the last: look right.
    if (span.start === t.start[i] && isJoiner(context, i - 1)) joinLeft(context, i, span.type, out);
    if (span.end === t.end[i] && isJoiner(context, i + 1)) joinRight(context, i, span.type, out);
  }
}

const RULES = defineRules({
  "name-slash-joined": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "a name-shaped word joined to a found name by a slash, a plus or an ampersand",
  },
});

/** The rules of the engine pass extendJoinedNames (recognisers/table.ts lists it). */
export const extendJoinedNamesPass: EnginePass = {
  id: "extend-joined-names",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
