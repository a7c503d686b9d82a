import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { NUMBER, type TokenStream } from "../token-stream.ts";

/**
 * North American phone and fax numbers (NANP: 3-digit area code, 3-digit exchange, 4-digit line,
 * optional leading 1), separated by "-", "." or spaces, area code optionally in parentheses;
 * 7-digit local numbers and pager numbers after a cue word; extensions ("x1234", "ext 1234").
 */
const PHONE_CUES = new Set([
  "phone",
  "ph",
  "tel",
  "telephone",
  "cell",
  "mobile",
  "home",
  "work",
  "office",
  "number",
  "no",
  "call",
  "called",
  "contact",
  "reached",
  "fax",
  "pager",
  "beeper",
  "pgr",
  "page",
  "paged",
  "beep",
  "ext",
  "extension",
]);
const PAGER_CUES = new Set(["pager", "beeper", "pgr", "page", "beep", "pg", "ext", "extension"]);
const FAX_CUES = new Set(["fax", "facsimile"]);

/** Index of the next digit group after group `i`, or -1: only "-", "." or a short space between. */
function nextGroup(t: TokenStream, i: number): number {
  let j = i + 1;
  if (j < t.count && t.kind[j] !== NUMBER) {
    if (!(t.isPunct(j, "-") || t.isPunct(j, "."))) return -1;
    j++;
  }
  if (!t.isNumber(j)) return -1;
  return t.start[j]! - t.end[i]! <= 3 ? j : -1;
}

function cueBefore(t: TokenStream, i: number, cues: ReadonlySet<string>): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (t.isWord(k) && cues.has(t.lower(k))) return true;
    if (t.kind[k] === NUMBER) return false;
  }
  return false;
}

/** Last token of an extension after a phone number ("x45", "ext. 2231"), or `last`. */
function extensionEnd(t: TokenStream, last: number): number {
  let k = last + 1;
  if (!t.isWord(k) || t.start[k]! - t.end[last]! > 2) return last;
  const word = t.lower(k);
  if (word !== "x" && word !== "ext" && word !== "extension") return last;
  k++;
  if (t.isPunct(k, ".") || t.isPunct(k, ":")) k++;
  return t.isNumber(k) && t.length(k) <= 5 && t.start[k]! - t.end[k - 1]! <= 1 ? k : last;
}

export function findPhones(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== NUMBER) continue;
    if (t.isNumber(i - 1) || (t.isNumber(i - 2) && (t.isPunct(i - 1, "-") || t.isPunct(i - 1, ".")))) {
      if (t.touches(i - 1)) continue;
    }
    let first = i;
    let g1 = i;
    if (t.length(i) === 1 && t.value(i) === 1) {
      const n = nextGroup(t, i);
      if (n !== -1 && t.length(n) === 3) g1 = n;
    }
    let g2: number;
    if (t.length(g1) === 3 && t.isPunct(g1 - 1, "(") && t.isPunct(g1 + 1, ")") && t.isNumber(g1 + 2)) {
      first = g1 - 1;
      g2 = g1 + 2;
      if (t.start[g2]! - t.end[g1 + 1]! > 2) continue;
    } else {
      g2 = nextGroup(t, g1);
    }
    if (g2 === -1) {
      if (t.length(i) >= 3 && t.length(i) <= 7 && cueBefore(t, i, PAGER_CUES)) {
        out.push(hit("pager-number", "PHONE", t.start[i]!, t.end[i]!));
      }
      continue;
    }
    const g3 = nextGroup(t, g2);
    const type = cueBefore(t, first, FAX_CUES) ? "FAX" : "PHONE";
    if (t.length(g1) === 3 && t.length(g2) === 3 && g3 !== -1 && t.length(g3) === 4) {
      if (nextGroup(t, g3) !== -1 && t.touches(g3)) continue;
      const end = extensionEnd(t, g3);
      out.push(hit("phone-full", type, t.start[first]!, t.end[end]!));
      i = end;
    } else if (t.length(g1) === 3 && t.length(g2) === 7 && cueBefore(t, first, PHONE_CUES)) {
      // "reached at 202 2671093"
      out.push(hit("phone-cued-run", type, t.start[first]!, t.end[g2]!));
      i = g2;
    } else if (t.length(g1) === 3 && t.length(g2) === 4 && (g3 === -1 || !t.touches(g2))) {
      if (!t.isPunct(g1 + 1, "-") && first === i) continue;
      if (first === i && !cueBefore(t, i, PHONE_CUES)) continue;
      out.push(hit("phone-seven-digit", type, t.start[first]!, t.end[g2]!));
      i = g2;
    }
  }
}
