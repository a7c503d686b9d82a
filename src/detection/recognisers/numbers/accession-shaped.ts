import { numberedNotPhi } from "../../cues/not-ids.ts";
import { isDash } from "../../readers/dash.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * A laboratory accession or specimen number by its shape, with or without its label: laboratory
 * systems in every country number a specimen by the year it was received and a running count,
 * often behind a letter for the department or the site, and print it at the head of the report,
 * on the tube's label and beside every result ("M24-012345", "H26/01234", "24-11-01234",
 * "24-1234567"):
 *
 * - one to three capitals, two digits (the year), a touching "-" or "/", four to seven digits;
 * - two digits, a "-", two digits (a month or a bench), a "-" or "/", five or six digits;
 * - two digits (not "0x", which opens a phone number's area code), a "-", six or seven digits.
 *
 * The value stands alone (nothing run into it but a closing mark) and is in capitals where the
 * note uses case. A date has two digits or four after its last joiner, a phone a "0" first, a
 * range of values fewer digits; a guideline's or a standard's number a colon or a four-digit year.
 * Not after a batch's, lot's, version's or page's label ("Batch A24-01234").
 */

const NOT_BEFORE = numberedNotPhi.words;

/** A joiner "-" or "/" touching the tokens on both sides. */
function joinerAt(t: TokenStream, k: number): boolean {
  return (isDash(t, k) || t.isPunct(k, "/")) && t.touches(k - 1) && t.touches(k);
}

/** Nothing letter or digit run into the end of the value at `last`. */
function endsAlone(t: TokenStream, last: number): boolean {
  if (!t.touches(last)) return true;
  const n = last + 1;
  if (
    !(t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, ";") || t.isPunct(n, ")") || t.isPunct(n, ":"))
  )
    return false;
  return !(t.touches(n) && (t.isNumber(n + 1) || t.isWord(n + 1)));
}

/** Nothing letter, digit or joiner run into the start of the value at `first`. */
function startsAlone(t: TokenStream, first: number): boolean {
  if (first === 0 || !t.touches(first - 1)) return true;
  const p = first - 1;
  return (
    (t.isPunct(p, "(") || t.isPunct(p, "[") || t.isPunct(p, ":") || t.isPunct(p, "#")) && !t.touches(p - 1)
  );
}

/** The last token of an accession whose two-digit year is the number `n`, or -1; `first` its first token. */
function accessionEnd(t: TokenStream, n: number, first: number): number {
  if (!joinerAt(t, n + 1) || !t.isNumber(n + 2)) return -1;
  const serial = t.length(n + 2);
  if (first < n) {
    // "M24-012345", "H26/01234"
    return serial >= 4 && serial <= 7 && endsAlone(t, n + 2) ? n + 2 : -1;
  }
  if (t.text.charCodeAt(t.start[n]!) === 48) return -1; // "09-1234567": an area code
  if (serial >= 6 && serial <= 7 && isDash(t, n + 1) && endsAlone(t, n + 2)) return n + 2; // "24-1234567"
  // "24-11-01234", "24-11/01234"
  if (serial !== 2 || !isDash(t, n + 1) || !joinerAt(t, n + 3) || !t.isNumber(n + 4)) return -1;
  const count = t.length(n + 4);
  return count >= 5 && count <= 6 && endsAlone(t, n + 4) ? n + 4 : -1;
}

export function findAccessionShaped(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into a joiner are read (numberShapes lists them once a note), each after the
  // last accession found.
  const shapes = numberShapes(context);
  for (let r = 0, n = -1; r < shapes.joinedCount; r++) {
    if (shapes.joined[r]! <= n) continue;
    n = shapes.joined[r]!;
    // Most numbers are no two-digit year with a joiner after it: two tests refuse them.
    if (t.kind[n] !== NUMBER || t.length(n) !== 2 || !t.touches(n)) continue;
    let first = n;
    const p = n - 1;
    if (p >= 0 && t.isWord(p) && t.touches(p)) {
      if (t.length(p) > 3) continue;
      if (context.mixedCase ? !t.isAllCaps(p) : false) continue;
      first = p;
    }
    if (!startsAlone(t, first)) continue;
    const last = accessionEnd(t, n, first);
    if (last === -1) continue;
    const before = first - 1 - (t.isPunct(first - 1, ":") || t.isPunct(first - 1, "#") ? 1 : 0);
    if (t.isWord(before) && NOT_BEFORE.has(t.lower(before))) continue;
    out.push(hit("accession-shaped", "ID", t.start[first]!, t.end[last]!));
    n = last;
  }
}

const RULES = defineRules({
  "accession-shaped": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about:
      "a laboratory accession by its shape: a department letter, a two-digit year and a running count ('M24-012345', '24-11-01234', '24-1234567')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const accessionShapedRecogniser: RecogniserModule = {
  id: "accession-shaped",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findAccessionShaped,
};

const hit = ruleHit(RULES);
