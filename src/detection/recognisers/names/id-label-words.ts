import {
  CUE_COUNCIL_HEAD,
  CUE_FIELD_ID_LABEL,
  CUE_WORLD_ID_LABEL,
  NAME_LISTED,
  RECORD_CUE,
} from "../../mask-bits.ts";
import { PERSON_NAME_TYPES, type PhiType } from "../../phi-type.ts";
import type { ScanContext } from "../../recogniser.ts";
import type { Span } from "../../span.ts";

/**
 * An identifier's label is never a name or a facility. "NIN: 12345678901", "Aadhaar No 2345 6789
 * 0123", "CPSO 12345", "| SMC | M12345A |", "Dr Smith, CPSBC ID 12345": the name, hospital and
 * address readers take the label words beside the value ("NIN" as a listed name, "Aadhaar No" as a
 * capitalised pair, "SMC" as a hospital's abbreviation, "Smith, CPSBC ID" as a name). Position
 * decides, not a list: a name, place or facility candidate whose last words stand right before an
 * identifier candidate (only spaces, a colon, a bar, a bracket or a hash between them) and read as
 * a label (capitals of 2-6 letters in a mixed-case note, or a word of number: "No", "ID", "Ref",
 * "Regn" with at most one word before it) loses those words; when nothing is left it is dropped.
 * The identifier span itself is left as it is. Linear: one Set of identifier starts, and a
 * fixed look at each candidate's last few characters.
 */
const ID_TYPES: ReadonlySet<PhiType> = new Set([
  "SSN",
  "MRN",
  "HEALTH_PLAN_ID",
  "ACCOUNT_NUMBER",
  "LICENSE_NUMBER",
  "VEHICLE_ID",
  "DEVICE_ID",
  "ID",
]);

/** The types of a candidate that may have taken an identifier's label (a person, a place, a facility). */
export const LABEL_TAKERS: ReadonlySet<PhiType> = new Set([
  ...PERSON_NAME_TYPES,
  "HOSPITAL",
  "ORGANIZATION",
  "STREET_ADDRESS",
  "LOCATION",
  "CITY",
]);

const LABEL_CUES = CUE_WORLD_ID_LABEL | CUE_COUNCIL_HEAD;

/** Words of number that end an identifier's label. */
const NUMBER_HEADS: ReadonlySet<string> = new Set([
  "no",
  "nos",
  "number",
  "num",
  "id",
  "ref",
  "regn",
  "regd",
  "reg",
  "rego",
  "lic",
  "accn",
  "acct",
  "card",
]);

/** The longest gap read between a label and its value (" | ", ": ", " (#"). */
const MAX_GAP = 5;
/** The longest label tail read back from a candidate's end. */
const MAX_TAIL = 24;

function isGapChar(c: string): boolean {
  return (
    c === " " || c === "\t" || c === ":" || c === "|" || c === "#" || c === "(" || c === "\n" || c === "-"
  );
}

function isAcronym(word: string): boolean {
  if (word.length < 2 || word.length > 6) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return true;
}

function isNumberHead(word: string): boolean {
  const w = word.endsWith(".") ? word.slice(0, -1) : word;
  return NUMBER_HEADS.has(w.toLowerCase());
}

/** What follows a candidate: the identifier's type, and whether a word of number stands between. */
interface After {
  type: PhiType;
  head: boolean;
}

/**
 * The identifier candidate that starts within MAX_GAP gap characters of `end` (or after one word
 * of number: "GMC No 1234567"), or undefined when none does.
 */
function valueAfter(text: string, end: number, idStarts: ReadonlyMap<number, PhiType>): After | undefined {
  let head = false;
  let gap = 0;
  for (let p = end; p <= text.length; p++) {
    const type = idStarts.get(p);
    if (type !== undefined) return { type, head };
    const c = text[p];
    if (c === undefined) return undefined;
    if (isGapChar(c) || c === ".") {
      if (++gap > MAX_GAP) return undefined;
      continue;
    }
    if (head || !/[A-Za-z]/.test(c)) return undefined;
    let q = p;
    while (q < text.length && q - p < 8 && /[A-Za-z]/.test(text[q]!)) q++;
    if (!isNumberHead(text.slice(p, q))) return undefined;
    head = true;
    gap = 0;
    p = q - 1;
  }
  return undefined;
}

/**
 * Where the label at the end of `span` starts, or -1 when its last words are no label. The tail
 * is read after the last comma, bracket, bar, tab or line break inside the span.
 */
function labelStart(context: ScanContext, span: Span, after: After): number {
  const register = after.type === "LICENSE_NUMBER";
  const text = context.tokens.text;
  let from = Math.max(span.start, span.end - MAX_TAIL);
  for (let p = span.end - 1; p >= from; p--) {
    const c = text[p];
    if (c === "," || c === "\n" || c === "(" || c === "|" || c === "\t" || c === ";") {
      from = p + 1;
      break;
    }
  }
  if (from === span.end - MAX_TAIL && from > span.start && text[from - 1] !== " ") return -1;
  const tail = text.slice(from, span.end);
  const words = tail.trim().split(" ");
  if (words.length === 0 || words[0] === "") return -1;
  if (words.length > 2) return personLabelTail(context, span, words.at(-1)!, after);
  const last = words[words.length - 1]!;
  const at = from + tail.indexOf(words[0]!);
  const ok =
    isNumberHead(last) ||
    (context.mixedCase &&
      words.every(isAcronym) &&
      !afterCapitalised(text, at) &&
      words.every((word) => knownLabel(context, word, span.type, register))) ||
    (after.head && words.length === 1 && labelBits(context, last));
  return ok ? at : -1;
}

/**
 * "Adebayo Ogunlesi NHI ABC1234", "Mei Ling Tan Hosp No 12345": a person's name of two words or
 * more that ran on into the identifier's label loses its last word when that word alone is a label
 * the identifier readers know (capitals in a note with case, or any case before a word of number).
 */
function personLabelTail(context: ScanContext, span: Span, last: string, after: After): number {
  if (!PERSON_NAME_TYPES.has(span.type)) return -1;
  const bits = context.lexicons.wordBits;
  const mask = bits.get(last.toLowerCase());
  const known = (mask & RECORD_CUE) !== 0 || (bits.cue & (LABEL_CUES | CUE_FIELD_ID_LABEL)) !== 0;
  if (!known) return -1;
  if (!after.head && !(context.mixedCase && isAcronym(last))) return -1;
  const text = context.tokens.text;
  const at = span.end - last.length;
  return text[at - 1] === " " ? at : -1;
}

/**
 * Capitals read as a label: a word the identifier readers know as one (a record cue, a world
 * identifier's or a council's label), or, for a name, capitals that are no listed name ("OHIP",
 * "PHN"; "LEE" and "NG" stay surnames), or, for a facility, any capitals before a practitioner's
 * register number ("KMC 12345"; "RMH 1234567" stays a hospital before its record number).
 */
/** True when the identifier readers know `word` as a label (record cue, world-id or council label). */
function labelBits(context: ScanContext, word: string): boolean {
  const mask = context.lexicons.wordBits.get(word.toLowerCase());
  return (mask & RECORD_CUE) !== 0 || (context.lexicons.wordBits.cue & LABEL_CUES) !== 0;
}

function knownLabel(context: ScanContext, word: string, type: PhiType, register: boolean): boolean {
  if (labelBits(context, word)) return true;
  if (type === "HOSPITAL" || type === "ORGANIZATION") return register;
  return (context.lexicons.wordBits.get(word.toLowerCase()) & NAME_LISTED) === 0;
}

/**
 * True when a capitalised word stands right before `at` on its line ("Jane SMITH 1234567": a
 * surname in capitals after a given name, not a label); a comma, bracket, bar or colon between
 * them, or a word in lower case, leaves the capitals free to be a label.
 */
function afterCapitalised(text: string, at: number): boolean {
  let p = at - 1;
  while (p >= 0 && text[p] === " ") p--;
  if (p < 0 || !/[A-Za-z.]/.test(text[p]!)) return false;
  let q = p;
  while (q > 0 && q > p - 40 && /[A-Za-z.'-]/.test(text[q - 1]!)) q--;
  const c = text.charCodeAt(q);
  return c >= 65 && c <= 90;
}

export function dropIdLabels(context: ScanContext, candidates: Span[]): Span[] {
  const text = context.tokens.text;
  let idStarts: Map<number, PhiType> | undefined;
  for (const span of candidates) {
    if (!ID_TYPES.has(span.type)) continue;
    if (idStarts === undefined) idStarts = new Map();
    idStarts.set(span.start, span.type);
  }
  if (idStarts === undefined) return candidates;
  let changed = false;
  const out: Span[] = [];
  for (const span of candidates) {
    const value = LABEL_TAKERS.has(span.type) ? valueAfter(text, span.end, idStarts) : undefined;
    const at = value === undefined ? -1 : labelStart(context, span, value);
    if (at < 0) {
      out.push(span);
      continue;
    }
    changed = true;
    let end = at;
    while (end > span.start && /[\s,(|;:-]/.test(text[end - 1]!)) end--;
    if (end > span.start) out.push({ ...span, end });
  }
  return changed ? out : candidates;
}
