/**
 * The labelling builder of the fourth corpus: a document is a list of parts, plain text or a
 * labelled value; `print` applies the document's style part by part (casing, scanned-copy damage,
 * typing slips) and counts offsets on the printed parts, so every gold span is exactly its text.
 */
import type { Rng } from "./rng.ts";

/** A PHI value: its gold type, issue-19 category, value kind and (names) population. */
export interface Val {
  readonly text: string;
  readonly type: string;
  readonly group: string;
  readonly kind: string;
  readonly origin: string;
}

/** A value where it sits in the document: the slot says what precedes it ("label", "after-kin" …). */
export interface Placed extends Val {
  readonly slot: string;
}

export type Part = string | Placed;

/** How a document is written down: as typed, all capitals, all lower case, or a scanned copy. */
export type Style = "mixed" | "upper" | "lower" | "ocr";

export const STYLE_NAMES: Record<Style, string> = {
  mixed: "mixed case",
  upper: "ALL CAPS",
  lower: "lower case",
  ocr: "scanned (OCR)",
};

export interface PrintedSpan extends Placed {
  readonly start: number;
  readonly end: number;
}

export function at(v: Val, slot: string): Placed {
  return { ...v, slot };
}

const OCR_SWAPS: readonly (readonly [RegExp, string])[] = [
  [/l/, "1"],
  [/O/, "0"],
  [/rn/, "m"],
  [/e/, "c"],
  [/I/, "l"],
  [/S/, "5"],
  [/,/, "."],
  [/ /, "  "],
];
const VALUE_OCR: readonly (readonly [RegExp, string])[] = [
  [/l/, "1"],
  [/O/, "0"],
  [/I/, "l"],
  [/B/, "8"],
];

function damage(text: string, r: Rng, rate: number, swaps: typeof OCR_SWAPS): string {
  let out = text;
  const expected = text.length * rate;
  const times = Math.floor(expected) + (r.chance(expected % 1) ? 1 : 0);
  for (let k = 0; k < times; k++) {
    const [re, to] = r.pick(swaps);
    const hits = [...out.matchAll(new RegExp(re.source, "g"))];
    if (hits.length === 0) continue;
    const hit = r.pick(hits);
    const idx = hit.index ?? 0;
    out = out.slice(0, idx) + to + out.slice(idx + hit[0].length);
  }
  return out;
}

/** A slip of the keyboard in a longer word of plain text: two letters swapped or one doubled. */
function slip(text: string, r: Rng, rate: number): string {
  return text.replace(/\b[a-z]{6,}\b/g, (w) => {
    if (!r.chance(rate)) return w;
    const k = r.int(1, w.length - 3);
    return r.chance(0.6)
      ? w.slice(0, k) + (w[k + 1] as string) + (w[k] as string) + w.slice(k + 2)
      : w.slice(0, k) + (w[k] as string) + w.slice(k);
  });
}

export class Page {
  private readonly parts: Part[] = [];

  add(...parts: Part[]): this {
    for (const p of parts) {
      if (typeof p !== "string" && (p.text.trim() !== p.text || p.text === ""))
        throw new Error(`value with outer white space: ${JSON.stringify(p.kind)}`);
      this.parts.push(p);
    }
    return this;
  }

  /** One line: the parts, then a line break. */
  line(...parts: Part[]): this {
    return this.add(...parts, "\n");
  }

  /** A tagged-template line: `page.l\`UHID: ${id}\``. */
  l(strings: TemplateStringsArray, ...vals: Part[]): this {
    const parts: Part[] = [];
    strings.forEach((s, k) => {
      if (s !== "") parts.push(s);
      if (k < vals.length) parts.push(vals[k] as Part);
    });
    return this.line(...parts);
  }

  blank(): this {
    return this.add("\n");
  }

  print(style: Style, r: Rng, slips = 0.015): { text: string; spans: PrintedSpan[] } {
    let text = "";
    const spans: PrintedSpan[] = [];
    for (const p of this.parts) {
      if (typeof p === "string") {
        let s = slip(p, r, slips);
        if (style === "upper") s = s.toUpperCase();
        else if (style === "lower") s = s.toLowerCase();
        else if (style === "ocr") s = damage(s, r, 0.012, OCR_SWAPS);
        text += s;
        continue;
      }
      let v = p.text;
      if (style === "upper") v = v.toUpperCase();
      else if (style === "lower") v = v.toLowerCase();
      else if (style === "ocr" && r.chance(0.08)) v = damage(v, r, 0.1, VALUE_OCR);
      spans.push({ ...p, text: v, start: text.length, end: text.length + v.length });
      text += v;
    }
    return { text, spans };
  }
}
