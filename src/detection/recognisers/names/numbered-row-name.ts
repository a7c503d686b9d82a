import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * The patient's name opening an item of a numbered list, the way theatre lists, clinic lists and
 * handovers are written: "1. BAKER, Hope - lap chole - Mr Fox", "2) Siti Aminah - TKR",
 * "3. HILL Rose – hernia". The item opens its line with a number and "." or ")"; the name (read by
 * readFollowerName, name-follower.ts: no English, clinical, misspelt or drug word, or a surname
 * and a comma and given names) is closed by a dash with more of the item after it, or by a comma
 * and the row's age or number ("4. ADEYEMI, Folasade, 67F, ..."). A list is the
 * evidence: two or more items of the note have that shape ("1. Chest pain - resolved" has no name
 * the reader takes). Bounded: the line starts, a few tokens each; refuses a line that does not
 * open with a number at once.
 */

const CONNECTORS: ReadonlySet<string> = new Set(["bin", "binte", "binti", "bte", "s", "d", "a"]);

function dashAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isPunct(k, "-") || t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014");
}

/** Token `k` is a row's number or code: "67", "67M", "F67", "12/3". */
function rowValue(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isNumber(k)) return true;
  return t.isWord(k) && t.length(k) <= 2 && t.touches(k) && t.isNumber(k + 1);
}

/** The item opening at line start `b`: the first token after "N." or "N)", or -1. */
function itemStart(context: ScanContext, b: number): number {
  const t = context.tokens;
  if (!t.isNumber(b) || t.length(b) > 2) return -1;
  if (!(t.isPunct(b + 1, ".") || t.isPunct(b + 1, ")")) || !t.touches(b)) return -1;
  const j = b + 2;
  return t.isWord(j) && !t.startsLine(j) ? j : -1;
}

/** The last token of the name opening the item at `j` when a dash and more text close it, or -1. */
function itemName(context: ScanContext, j: number): number {
  const t = context.tokens;
  let last = readFollowerName(context, j, false, 3, true);
  // "BAKER, Hope": a surname (an English word too), a comma and given names.
  const surname = last === -1 ? readFollowerName(context, j, true, 1, true) : last;
  if (surname !== -1 && t.isPunct(surname + 1, ",") && t.isWord(surname + 2) && !t.startsLine(surname + 2)) {
    const given = readFollowerName(context, surname + 2, true, 3, true);
    if (given !== -1) last = given;
  }
  // "HILL Rose": a surname in capitals before given names in Title Case, in a note with case.
  if (last === -1 && context.mixedCase && t.isAllCaps(j) && t.length(j) >= 2 && t.isCapitalised(j + 1))
    last = readFollowerName(context, j + 1, true, 2, true);
  if (last === -1) return -1;
  // "Siti Aminah bte Salleh - TKR": a lineage connector carries the name on (extend-lineage-names.ts).
  if (CONNECTORS.has(t.lower(last + 1))) return last;
  // "1. OKAFOR, Chidi, 67M, ...": a comma and the row's age, number or code close it too.
  if (t.isPunct(last + 1, ",") && !t.startsLine(last + 2) && rowValue(context, last + 2)) return last;
  if (!dashAt(context, last + 1)) return -1;
  const after = last + 2;
  return after < t.count && !t.startsLine(after) ? last : -1;
}

export function findNumberedRowNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let firstItem = -1;
  let firstLast = -1;
  let items = 0;
  for (let b = t.nextLineStart(0); b < t.count; b = t.nextLineStart(b + 1)) {
    const j = itemStart(context, b);
    if (j === -1) continue;
    const last = itemName(context, j);
    if (last === -1) continue;
    items++;
    if (items === 1) {
      firstItem = j;
      firstLast = last;
      continue;
    }
    if (items === 2)
      out.push(hit("name-in-numbered-row", "PATIENT_NAME", t.start[firstItem]!, t.end[firstLast]!));
    out.push(hit("name-in-numbered-row", "PATIENT_NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-in-numbered-row": {
    types: ["PATIENT_NAME"],
    level: "context",
    anchored: true,
    about: "a name opening two or more items of a numbered list, before a dash and the item's text",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const numberedRowNameRecogniser: RecogniserModule = {
  id: "numbered-row-name",
  family: "names",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findNumberedRowNames,
};

const hit = ruleHit(RULES);
