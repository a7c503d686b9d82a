/**
 * The labelling builder of the world corpus: a document is a list of pieces, literal text or one
 * PHI value with its tags. Casing is applied piece by piece and offsets are computed afterwards,
 * so every gold span is exact even where casing changes a string's length.
 */

/** Tags of one gold span. `group` is the issue-19 category the value belongs to. */
export interface Tags {
  readonly type: string;
  readonly kind: string;
  readonly slot: string;
  readonly origin: string;
  readonly group: string;
}

export interface Piece {
  readonly text: string;
  readonly phi?: Tags;
  /** A casing for this piece alone inside a mixed-case note (a name typed in capitals or lower case). */
  readonly caseAs?: "upper" | "lower";
}

export type Part = string | number | Piece | readonly Piece[] | undefined | null | false;

function isPiece(p: unknown): p is Piece {
  return typeof p === "object" && p !== null && "text" in p && !Array.isArray(p);
}

export function pieces(part: Part): Piece[] {
  if (part === undefined || part === null || part === false) return [];
  if (typeof part === "number") return [{ text: String(part) }];
  if (typeof part === "string") return part === "" ? [] : [{ text: part }];
  if (isPiece(part)) return [part];
  return [...(part as readonly Piece[])];
}

/** Tagged template: doc`Seen by Dr ${name} on ${date}.` */
export function doc(strings: TemplateStringsArray, ...parts: Part[]): Piece[] {
  const out: Piece[] = [];
  strings.forEach((s, k) => {
    if (s !== "") out.push({ text: s });
    if (k < parts.length) out.push(...pieces(parts[k]));
  });
  return out;
}

/** Joins parts with a literal separator. */
export function joined(parts: readonly Part[], sep: string): Piece[] {
  const out: Piece[] = [];
  parts
    .filter((p) => p !== undefined && p !== null && p !== false && p !== "")
    .forEach((p, k) => {
      if (k > 0) out.push({ text: sep });
      out.push(...pieces(p));
    });
  return out;
}

export type NoteCasing = "mixed" | "upper" | "lower";

function cased(text: string, casing: NoteCasing | "upper" | "lower"): string {
  return casing === "upper" ? text.toUpperCase() : casing === "lower" ? text.toLowerCase() : text;
}

export interface Span extends Tags {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** The value before casing. */
  readonly value: string;
}

/** Cases every piece (the note's casing, or a piece's own inside a mixed-case note) and lays out offsets. */
export function assemble(list: readonly Piece[], casing: NoteCasing): { text: string; spans: Span[] } {
  let text = "";
  const spans: Span[] = [];
  for (const p of list) {
    const t = cased(p.text, casing === "mixed" && p.caseAs !== undefined ? p.caseAs : casing);
    if (p.phi !== undefined && t.length > 0) {
      spans.push({ ...p.phi, start: text.length, end: text.length + t.length, text: t, value: p.text });
    }
    text += t;
  }
  return { text, spans };
}
