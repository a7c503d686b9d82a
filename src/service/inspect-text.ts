import type { Span } from "../detection/span.ts";
import { countByType } from "../policy/transform.ts";
import { checkText } from "./deidentify-document.ts";

export type OffsetEncoding = "codepoint" | "utf16";

export interface Entity {
  readonly type: string;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
}

export interface InspectOutput {
  readonly entities: Entity[];
  readonly phi_count: number;
  readonly phi_types: Record<string, number>;
}

/**
 * Maps UTF-16 indices to code-point indices (what Python and most languages count). Text without
 * astral characters needs no table.
 */
export function codePointIndexer(text: string): (utf16Index: number) => number {
  if (!/[\uD800-\uDBFF]/.test(text)) return (i) => i;
  const table = new Uint32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = cp;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) table[++i] = cp;
    }
    cp++;
  }
  table[text.length] = cp;
  return (i) => table[i]!;
}

export async function inspectText(
  detect: (text: string) => Promise<Span[]>,
  text: string,
  encoding: OffsetEncoding,
): Promise<InspectOutput> {
  checkText(text);
  const spans = await detect(text);
  const index = encoding === "utf16" ? (i: number) => i : codePointIndexer(text);
  const entities = spans.map((span) => ({
    type: span.type,
    text: text.slice(span.start, span.end),
    start: index(span.start),
    end: index(span.end),
    confidence: Math.round(span.confidence * 1000) / 1000,
  }));
  return { entities, phi_count: entities.length, phi_types: countByType(spans) };
}
