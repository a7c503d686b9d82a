/**
 * The labelling builder of the fresh corpus. A document is a list of pieces: literal text, or one
 * PHI value with its gold type and tags. Offsets are computed only at the end, after casing, typos,
 * abbreviation and punctuation loss have been applied to each piece, so every gold span is exact.
 */
export interface PhiTags {
  readonly type: string;
  /** Value shape, e.g. "uk-postcode", "date-us-long", "name-last-comma-first". */
  readonly kind: string;
  /** Where the value sits: "letterhead", "re-block", "cc", "signature", "table-cell", "prose"... */
  readonly slot: string;
  /** Name origin for names, "-" otherwise. */
  readonly origin: string;
}

export interface Piece {
  readonly text: string;
  readonly phi?: PhiTags;
}

/** One PHI value waiting to be placed. */
export class Val {
  readonly text: string;
  readonly tags: PhiTags;

  constructor(text: string, tags: PhiTags) {
    this.text = text;
    this.tags = tags;
  }
}

export type Part = string | number | Val | readonly Piece[] | undefined | null | false;

/** Tagged template: literal parts stay literal, `Val`s become PHI pieces, piece lists splice in. */
export function x(strings: TemplateStringsArray, ...parts: Part[]): Piece[] {
  const out: Piece[] = [];
  strings.forEach((s, k) => {
    if (s !== "") out.push({ text: s });
    if (k < parts.length) out.push(...pieces(parts[k]));
  });
  return out;
}

export function pieces(part: Part): Piece[] {
  if (part === undefined || part === null || part === false) return [];
  if (typeof part === "number") return [{ text: String(part) }];
  if (typeof part === "string") return part === "" ? [] : [{ text: part }];
  if (part instanceof Val) return [{ text: part.text, phi: part.tags }];
  return [...part];
}

/** Joins parts with a separator (literal). */
export function join(parts: readonly Part[], sep: string): Piece[] {
  const out: Piece[] = [];
  parts.forEach((p, k) => {
    if (k > 0) out.push({ text: sep });
    out.push(...pieces(p));
  });
  return out;
}

export interface Span extends PhiTags {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Concatenates pieces into text and spans; adjacent literal pieces merge. */
export function assemble(list: readonly Piece[]): { text: string; spans: Span[] } {
  let text = "";
  const spans: Span[] = [];
  for (const p of list) {
    if (p.phi !== undefined && p.text.length > 0) {
      spans.push({ ...p.phi, start: text.length, end: text.length + p.text.length, text: p.text });
    }
    text += p.text;
  }
  return { text, spans };
}
