/**
 * The sixth corpus's labelling builder. A document is a tree of pieces: plain text, labelled PHI
 * values (`lab`) and marked look-alikes (`mark`, PHI-free documents only, never gold). The style is
 * applied piece by piece and offsets are counted on the printed pieces, so a label cannot drift from
 * its text and two labels cannot overlap.
 */
import type { Rng } from "./rng.ts";

export type GoldType =
  | "PTName"
  | "PTNameInitial"
  | "HCPName"
  | "RelativeProxyName"
  | "Location"
  | "Date"
  | "DateYear"
  | "Age"
  | "ID"
  | "SSN"
  | "Phone"
  | "Email"
  | "URL";

/** The PHI category of a gold span: what kind of fact it is, finer than its type. */
export const CATEGORIES = [
  "name",
  "initials",
  "relative",
  "clinician",
  "date",
  "year",
  "age",
  "phone",
  "email",
  "url",
  "street",
  "town",
  "postcode",
  "facility",
  "employer",
  "school",
  "health-id",
  "national-id",
  "record-id",
  "clinician-id",
  "other-id",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Look-alike kinds marked in PHI-free documents (docs/evaluation.md, "Sixth corpus"). */
export const LOOKALIKES = [
  "document-date",
  "issuing-body",
  "public-phone",
  "role-number",
  "ward-bed",
  "eponym",
  "score-tool",
  "drug-brand",
  "device-version",
  "code",
  "lab-range",
  "place-named-thing",
  "placeholder",
  "generic-person",
] as const;
export type Lookalike = (typeof LOOKALIKES)[number];

export interface Lab {
  readonly v: string;
  readonly type: GoldType;
  readonly cat: Category;
}
export interface Mark {
  readonly m: string;
  readonly look: Lookalike;
}
export type Piece = string | Lab | Mark | readonly Piece[];

export const lab = (v: string, type: GoldType, cat: Category): Lab => ({ v, type, cat });
export const mark = (m: string, look: Lookalike): Mark => ({ m, look });

export type Style = "mixed" | "upper" | "lower" | "ocr";

export interface SixthGold {
  readonly start: number;
  readonly end: number;
  readonly type: GoldType;
  readonly cat: Category;
}
export interface SixthMark {
  readonly start: number;
  readonly end: number;
  readonly look: Lookalike;
}

/** OCR damage inside one piece: a few letter confusions and doubled spaces, seeded. */
function ocr(text: string, rng: Rng): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const r = rng.next();
    if (ch === "r" && text[i + 1] === "n" && r < 0.3) {
      out += "m";
      i++;
    } else if (ch === "l" && r < 0.06) out += "1";
    else if (ch === "O" && r < 0.1) out += "0";
    else if (ch === "e" && r < 0.03) out += "c";
    else if (ch === "," && r < 0.15) out += ".";
    else if (ch === " " && r < 0.04) out += "  ";
    else out += ch;
  }
  return out;
}

function styled(text: string, style: Style, rng: Rng): string {
  if (style === "upper") return text.toUpperCase();
  if (style === "lower") return text.toLowerCase();
  if (style === "ocr") return ocr(text, rng);
  return text;
}

export interface Rendered {
  readonly text: string;
  readonly gold: SixthGold[];
  readonly marks: SixthMark[];
}

/** Prints `pieces` in `style`, recording each label's and mark's offsets on the printed text. */
export function render(pieces: readonly Piece[], style: Style, rng: Rng): Rendered {
  let text = "";
  const gold: SixthGold[] = [];
  const marks: SixthMark[] = [];
  const walk = (p: Piece): void => {
    if (typeof p === "string") text += styled(p, style, rng);
    else if (Array.isArray(p)) for (const q of p as readonly Piece[]) walk(q);
    else if ("v" in (p as Lab)) {
      const l = p as Lab;
      const v = styled(l.v, style, rng).trim();
      if (v.length === 0) throw new Error(`empty label of ${l.type}`);
      gold.push({ start: text.length, end: text.length + v.length, type: l.type, cat: l.cat });
      text += v;
    } else {
      const m = p as Mark;
      const v = styled(m.m, style, rng);
      marks.push({ start: text.length, end: text.length + v.length, look: m.look });
      text += v;
    }
  };
  for (const p of pieces) walk(p);
  return { text, gold, marks };
}

/** Joins pieces with a separator (pieces stay pieces). */
export function join(items: readonly Piece[], sep: string): Piece[] {
  const out: Piece[] = [];
  items.forEach((p, k) => {
    if (k > 0) out.push(sep);
    out.push(p);
  });
  return out;
}
