import type { PhiType } from "../detection/phi-type.ts";
import type { Span } from "../detection/span.ts";
import { isCountry, isUsState } from "./region-words.ts";

const PLACE_TYPES: ReadonlySet<PhiType> = new Set([
  "STREET_ADDRESS",
  "CITY",
  "LOCATION",
  "HOSPITAL",
  "ORGANIZATION",
]);

/**
 * Splits a place span at its commas so each part gets its own type and so its own action:
 * "Boston, MA" → CITY "Boston" + STATE "MA"; "Hillview Medical Center, Fairbanks" → HOSPITAL +
 * CITY; "…, USA" → COUNTRY. Policies that keep states and countries then keep them, and a
 * hospital keeps its kind word while its town gets a town. Parts are read from the end; a part is
 * a state or country only when it is one whole. Linear in the spans' length.
 */
export function placeParts(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    if (!PLACE_TYPES.has(span.type) || !text.slice(span.start, span.end).includes(",")) {
      out.push(span);
      continue;
    }
    out.push(...split(text, span));
  }
  return out;
}

function split(text: string, span: Span): Span[] {
  const tail: Span[] = [];
  let end = span.end;
  // Trailing ", MA", ", Massachusetts", ", USA": their own spans.
  for (;;) {
    const comma = text.lastIndexOf(",", end - 1);
    if (comma <= span.start) break;
    const part = trim(text, comma + 1, end);
    const word = text.slice(part.start, part.end);
    const type: PhiType | undefined = isUsState(word) ? "STATE" : isCountry(word) ? "COUNTRY" : undefined;
    if (!type) break;
    tail.unshift({ ...span, type, start: part.start, end: part.end });
    end = comma;
  }
  const head = trim(text, span.start, end);
  const parts: Span[] = [];
  const comma = text.indexOf(",", head.start);
  if (span.type === "HOSPITAL" && comma > head.start && comma < head.end) {
    // "Hillview Medical Center, Fairbanks": the hospital, then its town.
    const name = trim(text, head.start, comma);
    const town = trim(text, comma + 1, head.end);
    if (/^\p{Lu}[\p{L}' -]*$/u.test(text.slice(town.start, town.end))) {
      parts.push(
        { ...span, start: name.start, end: name.end },
        { ...span, type: "CITY", start: town.start, end: town.end },
      );
      return [...parts, ...tail];
    }
  }
  if (tail.length === 0) return [span];
  const headText = text.slice(head.start, head.end);
  // What is left of "Boston, MA" is a town, whatever the engine called the whole.
  const type: PhiType =
    span.type === "STREET_ADDRESS" && !/\d/u.test(headText) && !headText.includes(",") ? "CITY" : span.type;
  return head.end > head.start ? [{ ...span, type, start: head.start, end: head.end }, ...tail] : tail;
}

function trim(text: string, start: number, end: number): { start: number; end: number } {
  let s = start;
  let e = end;
  while (s < e && /\s/u.test(text[s]!)) s++;
  while (e > s && /\s/u.test(text[e - 1]!)) e--;
  return { start: s, end: e };
}
