/**
 * Casing transforms of a whole note. Each maps one UTF-16 code unit to one code unit (a character
 * whose upper or lower case is longer, such as "ß", is left as it is), so gold offsets stay valid.
 */
import type { Fragment } from "./fragment.ts";

export type Casing = "mixed" | "upper" | "lower";

export const CASING_LABEL: Record<Casing, string> = {
  mixed: "mixed case",
  upper: "ALL CAPS",
  lower: "lower case",
};

function mapUnits(text: string, f: (ch: string) => string): string {
  let out = "";
  for (let k = 0; k < text.length; k++) {
    const ch = text[k] as string;
    const mapped = f(ch);
    out += mapped.length === 1 ? mapped : ch;
  }
  return out;
}

export function applyCasing(text: string, casing: Casing): string {
  if (casing === "upper") return mapUnits(text, (c) => c.toUpperCase());
  if (casing === "lower") return mapUnits(text, (c) => c.toLowerCase());
  return text;
}

export function caseFragment(f: Fragment, casing: Casing): Fragment {
  return { text: applyCasing(f.text, casing), spans: f.spans };
}
