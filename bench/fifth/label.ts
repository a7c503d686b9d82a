/**
 * The fifth corpus's labelling builder. A document is written as a list of pieces: plain strings and
 * labelled values (`Val`). `render` applies the document's style piece by piece and counts offsets on
 * the printed pieces, so `text.slice(start, end)` is the value as printed, spans never overlap, and a
 * style that changes lengths (OCR damage) cannot shift a label.
 */
import type { Rng } from "./rng.ts";

/** Gold types of the project's scorer (bench/score.ts). */
export type GoldType =
  | "PTName"
  | "PTNameInitial"
  | "RelativeProxyName"
  | "HCPName"
  | "Date"
  | "DateYear"
  | "Location"
  | "Phone"
  | "Age"
  | "ID"
  | "SSN"
  | "Email"
  | "URL";

/** The PHI category a value belongs to (reported with `--by category`). */
export type Group =
  | "name"
  | "initials"
  | "relative"
  | "clinician"
  | "date"
  | "year"
  | "age"
  | "phone"
  | "email"
  | "url"
  | "address"
  | "town"
  | "postcode"
  | "facility"
  | "employer"
  | "school"
  | "health-id"
  | "national-id"
  | "record-id"
  | "clinician-id"
  | "other-id";

export interface Val {
  readonly kind: "val";
  readonly text: string;
  readonly type: GoldType;
  readonly group: Group;
  /** The value's shape or source (`nhs-spaced`, `surname-first` …). */
  readonly shape: string;
}

/** A look-alike in a PHI-free document: printed, never gold, reported by category. */
export interface Look {
  readonly kind: "look";
  readonly text: string;
  readonly category: string;
}

export type Piece = string | Val | Look | readonly Piece[];

export function val(type: GoldType, group: Group, shape: string, text: string): Val {
  if (text !== text.trim() || text.length === 0) throw new Error(`untrimmed value (${group}/${shape})`);
  return { kind: "val", text, type, group, shape };
}

export function look(category: string, text: string): Look {
  return { kind: "look", text, category };
}

/** Tagged template: `w\`Re: ${name}, DOB ${dob}\`` keeps values as labelled pieces. */
export function w(strings: TemplateStringsArray, ...values: (Piece | number)[]): Piece[] {
  const out: Piece[] = [];
  strings.forEach((s, k) => {
    if (s !== "") out.push(s);
    const v = values[k];
    if (k < values.length) out.push(typeof v === "number" ? String(v) : (v as Piece));
  });
  return out;
}

/** Joins pieces with a separator (between non-empty entries). */
export function join(items: readonly Piece[], sep: string): Piece[] {
  const out: Piece[] = [];
  items.forEach((p, k) => {
    if (k > 0) out.push(sep);
    out.push(p);
  });
  return out;
}

export type Style = "mixed" | "upper" | "lower" | "scanned";

export interface Span {
  readonly start: number;
  readonly end: number;
  readonly type: GoldType;
  readonly group: Group;
  readonly shape: string;
  readonly text: string;
}

export interface Mark {
  readonly start: number;
  readonly end: number;
  readonly category: string;
}

function flat(p: Piece, out: (string | Val | Look)[]): void {
  if (typeof p === "string" || !Array.isArray(p)) out.push(p as string | Val | Look);
  else for (const q of p as readonly Piece[]) flat(q, out);
}

/** OCR damage: a few letter swaps a scanner makes; may change the length. */
export function scan(text: string, rng: Rng, rate: number): string {
  let out = "";
  for (let k = 0; k < text.length; k++) {
    const c = text[k] as string;
    if (rng.chance(rate)) {
      if (c === "r" && text[k + 1] === "n") {
        out += "m";
        k++;
        continue;
      }
      const swap: Record<string, string> = { l: "1", O: "0", o: "0", I: "l", S: "5", e: "c", i: "í", B: "8" };
      if (swap[c] !== undefined) {
        out += swap[c];
        continue;
      }
    }
    out += c;
  }
  return out;
}

function styled(text: string, style: Style, rng: Rng, isValue: boolean): string {
  if (style === "upper") return text.toUpperCase();
  if (style === "lower") return text.toLowerCase();
  if (style === "scanned") return scan(text, rng, isValue ? 0.02 : 0.05);
  return text;
}

/** Prints the pieces in a style; returns the text, the gold spans and the look-alike marks. */
export function render(
  pieces: Piece,
  style: Style,
  rng: Rng,
): { text: string; spans: Span[]; marks: Mark[] } {
  const parts: (string | Val | Look)[] = [];
  flat(pieces, parts);
  let text = "";
  const spans: Span[] = [];
  const marks: Mark[] = [];
  for (const p of parts) {
    if (typeof p === "string") {
      text += styled(p, style, rng, false);
      continue;
    }
    if (typeof p.text !== "string") throw new Error(`not a piece: ${JSON.stringify(p).slice(0, 80)}`);
    let printed = styled(p.text, style, rng, p.kind === "val").trim();
    if (printed.length === 0) printed = p.text;
    const start = text.length;
    text += printed;
    if (p.kind === "val")
      spans.push({ start, end: text.length, type: p.type, group: p.group, shape: p.shape, text: printed });
    else marks.push({ start, end: text.length, category: p.category });
  }
  return { text, spans, marks };
}
