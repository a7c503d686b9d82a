/**
 * The abroad corpus's labelling builder: a document is a list of parts, literal text or a PHI value
 * carrying its tags. The note's casing is applied part by part and offsets are laid out afterwards,
 * so every gold span points at exactly the text it labels.
 */

export interface PhiTags {
  /** Gold type (PTName, HCPName, RelativeProxyName, Date, DateYear, Location, Phone, Age, ID, Email, URL). */
  readonly type: string;
  /** The value's own kind (`au-medicare (checked)`, `ng-landmark-address`, `date-d Month yyyy`). */
  readonly kind: string;
  /** Where it sits in the document (`letter re-block`, `portal sign-off`). */
  readonly slot: string;
  /** Name origin, `-` for other values. */
  readonly origin: string;
  /** The PHI category (name, date, phone, address, postcode, facility, health-id, …). */
  readonly group: string;
}

export interface Bit {
  readonly text: string;
  readonly phi?: PhiTags;
  /** A casing for this value alone inside a mixed-case note. */
  readonly caseAs?: "upper" | "lower";
}

export type Part = string | number | Bit | readonly Part[] | undefined | null | false;

export type Casing = "mixed" | "upper" | "lower";

function flatten(part: Part, out: Bit[]): void {
  if (part === undefined || part === null || part === false || part === "") return;
  if (typeof part === "string") out.push({ text: part });
  else if (typeof part === "number") out.push({ text: String(part) });
  else if (Array.isArray(part)) for (const p of part as readonly Part[]) flatten(p, out);
  else out.push(part as Bit);
}

/** Tagged template: t`Seen ${date} by ${name}.` */
export function t(strings: TemplateStringsArray, ...parts: Part[]): Part[] {
  const out: Part[] = [];
  strings.forEach((s, k) => {
    out.push(s);
    if (k < parts.length) out.push(parts[k]);
  });
  return out;
}

/** Non-empty parts joined by a literal separator. */
export function join(parts: readonly Part[], sep: string): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    if (p === undefined || p === null || p === false || p === "") continue;
    if (out.length > 0) out.push(sep);
    out.push(p);
  }
  return out;
}

export interface Laid {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly value: string;
  readonly tags: PhiTags;
}

function cased(text: string, c: Casing): string {
  return c === "upper" ? text.toUpperCase() : c === "lower" ? text.toLowerCase() : text;
}

/** Applies casing (and `literal`, a rewrite of literal text only) and lays out offsets in one pass. */
export function layOut(
  doc: Part,
  casing: Casing,
  literal?: (text: string) => string,
): { text: string; spans: Laid[] } {
  const bits: Bit[] = [];
  flatten(doc, bits);
  const chunks: string[] = [];
  const spans: Laid[] = [];
  let at = 0;
  for (const b of bits) {
    const raw = b.phi === undefined && literal !== undefined ? literal(b.text) : b.text;
    const s = cased(raw, casing === "mixed" && b.caseAs !== undefined ? b.caseAs : casing);
    if (b.phi !== undefined && s.length > 0)
      spans.push({ start: at, end: at + s.length, text: s, value: b.text, tags: b.phi });
    chunks.push(s);
    at += s.length;
  }
  return { text: chunks.join(""), spans };
}
