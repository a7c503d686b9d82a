/**
 * The labelling builder: a query is a list of parts, literal text or PHI values. Literal parts may be
 * damaged (typos) before the layout; offsets are laid out afterwards, and casing maps every UTF-16
 * unit to one unit, so gold spans stay exact.
 */
import type { Rng } from "./rng.ts";

export interface Phi {
  readonly phi: string; // gold type: PTName, HCPName, RelativeProxyName, Date, DateYear, Location, Phone, ID, Age, Email
  readonly text: string;
}
export type Part = string | Phi;

export interface Gold {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly text: string;
}

export const CASINGS = ["lower", "sentence", "mixed", "upper"] as const;
export type Casing = (typeof CASINGS)[number];

export const phi = (type: string, text: string): Phi => ({ phi: type, text });

function mapUnits(s: string, f: (c: string) => string): string {
  let out = "";
  for (const c of s) {
    const m = f(c);
    out += m.length === c.length ? m : c;
  }
  return out;
}
export const lower = (s: string): string => mapUnits(s, (c) => c.toLowerCase());
export const upper = (s: string): string => mapUnits(s, (c) => c.toUpperCase());

/** Swaps two letters, drops one or doubles one in a word of five or more letters (one word in `per`). */
export function typos(rng: Rng, text: string, per: number): string {
  return text.replace(/[A-Za-z]{5,}/g, (w) => {
    if (!rng.chance(1 / per)) return w;
    const k = rng.int(1, w.length - 3);
    const how = rng.int(0, 2);
    if (how === 0) return w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
    if (how === 1) return w.slice(0, k) + w.slice(k + 1);
    return w.slice(0, k) + w[k] + w.slice(k);
  });
}

const SHORT: readonly (readonly [RegExp, string])[] = [
  [/\bpatient\b/g, "pt"],
  [/\bwith\b/g, "w/"],
  [/\bhistory\b/g, "hx"],
  [/\bplease\b/g, "pls"],
  [/\band\b/g, "&"],
  [/\byou\b/g, "u"],
  [/\babout\b/g, "abt"],
  [/\btomorrow\b/g, "tmrw"],
  [/\bbefore\b/g, "b4"],
  [/\bwhat is\b/g, "whats"],
];

/** Typing shorthand between the PHI values: patient -> pt, with -> w/, and -> & … */
export function shorthand(text: string): string {
  return SHORT.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Words typed in capitals in a "mixed" query: abbreviations, drugs and a shout or two. */
const SHOUTABLE = /^(urgent|asap|pls|please|help|dose|max|stat|not|now|high|low|why|what|how)$/i;

/**
 * Lays the parts out and cases them. `lower` and `upper` case the whole query; `sentence` keeps the
 * template's case (capital first letter, proper nouns capitalised); `mixed` keeps it but lower-cases
 * the PHI values (people type "pt john okafor") or shouts a few words.
 */
export function layout(
  rng: Rng,
  parts: readonly Part[],
  casing: Casing,
  typoRate: number,
  short = false,
): { text: string; gold: Gold[] } {
  let text = "";
  const gold: Gold[] = [];
  const lowerPhi = casing === "mixed" && rng.chance(0.6);
  for (const p of parts) {
    if (typeof p === "string") {
      let t = typoRate > 0 ? typos(rng, short ? shorthand(p) : p, typoRate) : short ? shorthand(p) : p;
      if (casing === "mixed" && !lowerPhi)
        t = t.replace(/[A-Za-z]+/g, (w) => (SHOUTABLE.test(w) && rng.chance(0.5) ? upper(w) : w));
      text += t;
    } else {
      const v = lowerPhi ? lower(p.text) : p.text;
      gold.push({ start: text.length, end: text.length + v.length, type: p.phi, text: v });
      text += v;
    }
  }
  if (casing === "lower") text = lower(text);
  else if (casing === "upper") text = upper(text);
  else if (casing === "sentence" || casing === "mixed")
    text = text.length > 0 ? upper(text[0] as string) + text.slice(1) : text;
  if (casing === "mixed" && lowerPhi && text.length > 0 && gold[0]?.start !== 0)
    text = lower(text[0] as string) + text.slice(1);
  return { text, gold: gold.map((g) => ({ ...g, text: text.slice(g.start, g.end) })) };
}
