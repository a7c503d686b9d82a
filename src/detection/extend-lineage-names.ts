import { slotStop } from "./cues/not-names.ts";
import { isOpenWord } from "./name-evidence.ts";
import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";
import { markShapes } from "./readers/mark-shapes.ts";
import { nextListed } from "./readers/number-shapes.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import { NON_ASCII_WORD } from "./token-stream.ts";
import {
  CLINICAL,
  CREDENTIAL,
  CUE_DAUGHTER_CONNECTOR,
  DATE_WORD,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  SURNAME,
  TITLE,
  VOCABULARY,
} from "./word-bits.ts";
import { listBit } from "./word-lists.ts";

/**
 * A person's name carried on through a lineage connector, the way Indian, Malaysian, Singaporean,
 * Bangladeshi and Pakistani records write a name with the father's or husband's: "Ravi Kumar s/o
 * Ramasamy", "Siti Aminah binte Abdullah", "Muthu a/l Krishnan", "Priya d/o Venkatesh", "Meena w/o
 * Suresh". The connector is the evidence that a name follows, so once one side is a found name the
 * other side is taken by position: up to three words on the right (none a cue word, a number or
 * punctuation), one to two words on the left. Runs after overlap resolution on the found spans;
 * bounded: a fixed number of tokens around each span. A slash connector with a name word on each
 * side ("selvamani s/o arumugam") is a name even when neither side was found.
 */

/** Connectors written as one word. */
const WORD_CONNECTORS: ReadonlySet<string> = new Set(["bin", "binte", "binti", "bte", "bt", "ibni", "ibnu"]);
const WORD_CONNECTORS_LIST = listBit(WORD_CONNECTORS);
/** Connectors written letter, slash, letter ("s/o", "D/O", "a/l"). */
const SLASH_CONNECTORS: ReadonlySet<string> = new Set(["s/o", "d/o", "w/o", "a/l", "a/p"]);
/**
 * "binte", "binti", "bte": the connectors of a daughter's name, which no English text writes.
 * Indexed under CUE_DAUGHTER_CONNECTOR (recognisers/engine-vocabulary.ts), so that
 * bareLineageNames visits only them and the punctuation marks.
 */
export const DAUGHTER_CONNECTORS: ReadonlySet<string> = new Set(["binte", "binti", "bte"]);
/** Bits of words that are never part of the name after a connector. */
const STOP_BITS = STAFF_ROLE | RELATIVE_CUE | TITLE | CREDENTIAL | DATE_WORD | CLINICAL;
const MAX_RIGHT = 3;
const SLOT_STOP = slotStop.words;
const MAX_LEFT = 2;

/** Tokens the connector at `k` takes (1 or 3), or 0 when no connector stands at `k`. */
function connectorAt(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (!t.isWord(k)) return 0;
  // A one-word connector has two to five letters: other ASCII words are not lower-cased.
  const n = t.length(k);
  const sized = (n >= 2 && n <= 5) || (t.flags[k]! & NON_ASCII_WORD) !== 0;
  if (sized && t.inList(k, WORD_CONNECTORS_LIST)) {
    // "Ahmad Faris b. Kamarudin", "Siti bt. Yusof": the short forms with a full stop.
    if (t.isPunct(k + 1, ".") && t.touches(k) && t.isWord(k + 2) && !t.startsLine(k + 2)) return 2;
    return 1;
  }
  if (n === 1 && t.lower(k) === "b" && t.isPunct(k + 1, ".") && t.touches(k) && t.isWord(k + 2)) {
    return t.startsLine(k + 2) || !(t.isCapitalised(k + 2) || t.isAllCaps(k + 2)) ? 0 : 2;
  }
  if (t.length(k) === 1 && t.isPunct(k + 1, "/") && t.touches(k) && t.touches(k + 1) && t.isWord(k + 2)) {
    if (t.length(k + 2) === 1 && SLASH_CONNECTORS.has(`${t.lower(k)}/${t.lower(k + 2)}`)) return 3;
  }
  return 0;
}

/**
 * A word that can stand in a name after or before a connector: letters, no cue, on the same line.
 * `lowerName`: the found side is written in lower case inside a note with case ("son kannan s/o
 * muthu"), so the other side may be too.
 */
function nameWord(context: ScanContext, k: number, lowerName = false): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || (t.bits(k) & STOP_BITS) !== 0) return false;
  if (connectorAt(context, k) !== 0) return false;
  // In a note with case, the name keeps its capital ("s/o Ramasamy"; not "s/o review").
  if (!context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k)) return true;
  return (
    lowerName &&
    t.length(k) >= 2 &&
    !context.lexicons.vocabulary.has(t.lower(k)) &&
    !SLOT_STOP.has(t.lower(k))
  );
}

/** The found span's words are all in lower case, in a note with case. */
function writtenLower(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase) return false;
  for (let k = first; k <= last; k++) if (t.isWord(k) && (t.isCapitalised(k) || t.isAllCaps(k))) return false;
  return true;
}

/** The span (first token `first`, last `last`) goes on through a connector: "Ravi s/o Ramasamy". */
function extendRight(context: ScanContext, first: number, last: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  // The connector after the span, or one whose first letter the span swallowed ("MUTHU A/L …").
  let at = last + 1;
  if (last > first && connectorAt(context, last) === 3) at = last;
  // "daughter nurul binte hassan" read as "nurul binte": the span ends on the connector word.
  else if (last > first && connectorAt(context, last) === 1) at = last;
  // "Ahmad Faris b. Kamarudin" read as "Ahmad Faris b": the span took the short connector's letter.
  else if (last > first && connectorAt(context, last) === 2) at = last;
  let width = connectorAt(context, at);
  // "Nurul Ain binte Said" read as "Nurul": a word the lists refuse (AIN) between the found name
  // and a connector belongs to the name, in the name's case.
  if (width === 0 && at === last + 1 && bridgeWord(context, at, last)) {
    at++;
    width = connectorAt(context, at);
  }
  if (width === 0 || t.startsLine(at)) return;
  const from = at + width;
  let end = -1;
  const lower = writtenLower(context, first, last);
  for (let k = from; k < from + MAX_RIGHT && nameWord(context, k, lower); k++) {
    // "ravi a/l muthu seen today": after the first word, an English word no list has ends the name.
    const bits = t.bits(k);
    if (k > from && (bits & VOCABULARY) !== 0 && (bits & NAME_LISTED) === 0) break;
    end = k;
  }
  if (end >= from) out.push(hit("name-lineage", type, t.start[first]!, t.end[end]!));
}

/** Token `k`, right after the found name's last token, reads as one more given name before a connector. */
function bridgeWord(context: ScanContext, k: number, last: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || t.start[k]! - t.end[last]! !== 1) return false;
  if ((t.bits(k) & (STOP_BITS & ~CLINICAL)) !== 0 || SLOT_STOP.has(t.lower(k))) return false;
  if (!context.mixedCase) return true;
  const capital = (i: number): boolean => t.isCapitalised(i) || t.isAllCaps(i);
  return capital(k) === capital(last);
}

/** The span is the name after a connector: take the connector and the one or two words before it. */
function extendLeft(context: ScanContext, first: number, last: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  let connector = -1;
  if (connectorAt(context, first - 1) === 1) connector = first - 1;
  else if (first >= 3 && connectorAt(context, first - 3) === 3) connector = first - 3;
  else if (first >= 2 && connectorAt(context, first - 2) === 2) connector = first - 2;
  // "Kumaran s/o Rajendran" read as "o Rajendran" (the particle "o"): the span swallowed the
  // connector's last letter.
  else if (first >= 2 && first < last && connectorAt(context, first - 2) === 3) connector = first - 2;
  // "Muhammad Hafiz bin Ismail" read as "bin Ismail" (the particle "bin"): the span opens on it.
  else if (first < last && connectorAt(context, first) === 1) connector = first;
  if (connector < 1 || t.startsLine(first) || t.startsLine(connector)) return;
  let start = connector;
  const lower = writtenLower(context, first, last);
  for (let k = connector - 1; k >= 0 && k >= connector - MAX_LEFT && nameWord(context, k, lower); k--) {
    start = k;
    if (t.startsLine(k)) break;
  }
  if (start < connector) out.push(hit("name-lineage", type, t.start[start]!, t.end[last]!));
}

/**
 * A word that is a name on its own evidence beside a connector: no English or clinical word (or a
 * listed name that is no clinical word), letters only, on the connector's line.
 */
function bareNameWord(context: ScanContext, k: number, strong = false, opensLine = false): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || (t.startsLine(k) && !opensLine) || t.length(k) < 2 || (t.bits(k) & STOP_BITS) !== 0)
    return false;
  if (connectorAt(context, k) !== 0 || SLOT_STOP.has(t.lower(k))) return false;
  const bits = t.bits(k);
  if ((bits & VOCABULARY) !== 0 && (bits & NAME_LISTED) === 0) return false;
  // Beside "binte" any word of letters no list knows ("siti", one letter from "situ").
  if (strong && t.length(k) >= 3 && /^[a-z]+$/.test(t.lower(k))) return true;
  return isOpenWord(context, k) || (bits & NAME_LISTED) !== 0;
}

/**
 * "Attn: Kumaran s/o Rajendran", "bed 4 - selvam s/o arumugam -": a slash connector between
 * name words on both sides is the evidence itself, when no rule found either side ("s/o
 * pneumonia", "w/o contrast": the words beside it are English or clinical). In a note with case
 * both sides share their case group.
 */
function bareLineageNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only a slash or a daughter's connector opens a match: walk those two position lists in order.
  for (
    let k = nextConnectorCandidate(context, 1);
    k + 2 < t.count;
    k = nextConnectorCandidate(context, k + 1)
  ) {
    let left: number;
    let right: number;
    if (t.isPunct(k, "/") && connectorAt(context, k - 1) === 3) {
      left = k - 2;
      right = k + 2;
    } else if (isDaughterConnector(context, k)) {
      // "siti binte ahmad", "NURUL BTE HASSAN": a daughter's connector is no English word.
      left = k - 1;
      right = k + 1;
      if (t.startsLine(k)) continue;
    } else continue;
    const strong = right === k + 1;
    if (
      t.startsLine(left + 1) ||
      // "Kumaran s/o Rajendran, Staff Nurse": the name may open its line (a signature).
      !bareNameWord(context, left, strong, true) ||
      !bareNameWord(context, right, strong)
    )
      continue;
    if (context.mixedCase && capital(t, left) !== capital(t, right)) continue;
    let start = left;
    if (bareNameWord(context, left - 1) && capital(t, left - 1) === capital(t, left) && !t.startsLine(left))
      start = left - 1;
    let end = right;
    if (bareNameWord(context, right + 1) && capital(t, right + 1) === capital(t, right)) end = right + 1;
    out.push(hit("name-lineage", "NAME", t.start[start]!, t.end[end]!));
    k = end;
  }
}

/**
 * The first slash or daughter's connector at or after `i` (`count` when none): the note's slashes
 * are listed once per note (readers/mark-shapes.ts), so the other marks are not visited.
 */
function nextConnectorCandidate(context: ScanContext, i: number): number {
  const t = context.tokens;
  const marks = markShapes(context);
  const slash = nextListed(marks.slash, marks.slashCount, i, t.count);
  if ((t.textCues & CUE_DAUGHTER_CONNECTOR) === 0) return slash;
  return Math.min(slash, t.nextCues(i, CUE_DAUGHTER_CONNECTOR));
}

/** "binte", "binti", "bte" (DAUGHTER_CONNECTORS): the connectors of a daughter's name. */
function isDaughterConnector(context: ScanContext, k: number): boolean {
  return (context.tokens.cues(k) & CUE_DAUGHTER_CONNECTOR) !== 0;
}

function capital(t: ScanContext["tokens"], k: number): boolean {
  return t.isCapitalised(k) || t.isAllCaps(k);
}

/**
 * A surname in capitals before given names in Title Case, the way Singapore and Malaysian records
 * write a Chinese name ("TAN Wei Ming", "LEE Ah Huat"), in a note with case: when a found name
 * covers part of that shape, it takes the whole (the surname, and up to three given syllables).
 */
function capsSurname(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || !t.isAllCaps(k) || t.length(k) < 2 || t.length(k) > 5) return false;
  const bits = t.bits(k);
  // "HO Wai Kit": a surname that is also a staff role's letters, before two given syllables.
  const stop =
    (bits & STAFF_ROLE) !== 0 && givenSyllable(context, k + 1) && givenSyllable(context, k + 2)
      ? STOP_BITS & ~STAFF_ROLE
      : STOP_BITS;
  return (bits & SURNAME) !== 0 && (bits & stop) === 0;
}

/** A given name's syllable in Title Case ("Wei", "Boon"), two to six letters, right after the word before. */
function givenSyllable(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || !t.isCapitalised(k) || t.isAllCaps(k)) return false;
  if (t.length(k) < 2 || t.length(k) > 6 || t.start[k]! - t.end[k - 1]! !== 1) return false;
  const bits = t.bits(k);
  if ((bits & STOP_BITS) !== 0) return false;
  if ((bits & VOCABULARY) === 0 || (bits & NAME_LISTED) !== 0) return true;
  // "Ah", "Min", "Kit": a syllable of three letters or fewer that is also an English word, not
  // before a number ("Bed 4").
  return t.length(k) <= 3 && !t.isNumber(k + 1);
}

function extendSurnameFirst(
  context: ScanContext,
  first: number,
  last: number,
  type: PhiType,
  out: Span[],
): void {
  const t = context.tokens;
  let surname = -1;
  if (capsSurname(context, first)) surname = first;
  else if (givenSyllable(context, first)) {
    let k = first - 1;
    for (let n = 0; n < 2 && givenSyllable(context, k); n++) k--;
    if (capsSurname(context, k) && !t.startsLine(k + 1) && t.start[k + 1]! - t.end[k]! === 1) surname = k;
  }
  if (surname === -1) return;
  let end = surname;
  while (end - surname < 3 && givenSyllable(context, end + 1)) end++;
  if (end === surname || end < last) return;
  if (surname === first && end === last) return;
  out.push(hit("name-surname-first", type, t.start[surname]!, t.end[end]!));
}

export function extendLineageNames(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  bareLineageNames(context, out);
  let i = 0;
  for (const span of spans) {
    if (!PERSON_NAME_TYPES.has(span.type)) continue;
    while (i < t.count && t.end[i]! <= span.start) i++;
    if (i >= t.count || t.start[i] !== span.start) continue;
    let last = i;
    while (last + 1 < t.count && t.end[last + 1]! <= span.end) last++;
    if (t.end[last] !== span.end) continue;
    extendLeft(context, i, last, span.type, out);
    extendRight(context, i, last, span.type, out);
    if (context.mixedCase) extendSurnameFirst(context, i, last, span.type, out);
  }
}

const RULES = defineRules({
  "name-lineage": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "a name joined to a found name by a lineage connector (s/o, d/o, w/o, a/l, a/p, bin, binte)",
  },
  "name-surname-first": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about:
      "a found name taken to a whole 'TAN Wei Ming': a surname in capitals, given syllables in Title Case",
  },
});

/** The rules of the engine pass extendLineageNames (recognisers/table.ts lists it). */
export const extendLineageNamesPass: EnginePass = {
  id: "extend-lineage-names",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
