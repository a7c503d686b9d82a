import type { PhiType } from "../../phi-type.ts";
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

const LABEL_TAKERS: ReadonlySet<PhiType> = new Set([
  "NAME",
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
  "HOSPITAL",
  "ORGANIZATION",
  "STREET_ADDRESS",
  "LOCATION",
  "CITY",
]);

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

/**
 * How an identifier candidate follows `end`: 0 not at all, 1 within MAX_GAP gap characters, 2
 * after a word of number in between ("Aadhaar" + " No " + value).
 */
function valueFollows(text: string, end: number, idStarts: ReadonlySet<number>): number {
  let head = false;
  let gap = 0;
  for (let p = end; p <= text.length; p++) {
    if (idStarts.has(p)) return head ? 2 : 1;
    const c = text[p];
    if (c === undefined) return 0;
    if (isGapChar(c) || c === ".") {
      if (++gap > MAX_GAP) return 0;
      continue;
    }
    if (head || !/[A-Za-z]/.test(c)) return 0;
    let q = p;
    while (q < text.length && q - p < 8 && /[A-Za-z]/.test(text[q]!)) q++;
    if (!isNumberHead(text.slice(p, q))) return 0;
    head = true;
    gap = 0;
    p = q - 1;
  }
  return 0;
}

/**
 * Where the label at the end of `span` starts, or -1 when its last words are no label. The tail
 * is read after the last comma, bracket, bar, tab or line break inside the span.
 */
function labelStart(text: string, span: Span, mixedCase: boolean, headAfter: boolean): number {
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
  if (words.length === 0 || words.length > 2 || words[0] === "") return -1;
  const last = words[words.length - 1]!;
  const ok = isNumberHead(last) || (mixedCase && words.every(isAcronym)) || (headAfter && words.length === 1);
  if (!ok) return -1;
  return from + tail.indexOf(words[0]!);
}

export function dropIdLabels(text: string, mixedCase: boolean, candidates: Span[]): Span[] {
  let idStarts: Set<number> | undefined;
  for (const span of candidates) {
    if (ID_TYPES.has(span.type)) (idStarts ??= new Set()).add(span.start);
  }
  if (idStarts === undefined) return candidates;
  let changed = false;
  const out: Span[] = [];
  for (const span of candidates) {
    const follows = LABEL_TAKERS.has(span.type) ? valueFollows(text, span.end, idStarts) : 0;
    if (follows === 0) {
      out.push(span);
      continue;
    }
    const at = labelStart(text, span, mixedCase, follows === 2);
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
