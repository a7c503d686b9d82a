import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * A surname, a comma and given names opening the rows of a list, the way visitor logs, clinic
 * lists, bed boards and rotas are typed the world over: "OKAFOR, Chidi  14:00  daughter",
 * "Tremblay, Marie-Ève 09:30", "NAIDOO, THABO - bed 4". Each side is read by readFollowerName
 * (name-follower.ts: no English, clinical or drug word unless a list has it as a name, one to
 * three words in one case), and the row goes on after the given names with a number, a dash, a
 * bar, a bracket or a column gap, or ends. A list is the evidence: two or more rows of the note
 * open that way ("Plan, review 2/52" has no name the reader takes). Bounded: a few tokens from
 * each line start.
 */

/** The row's name opening at line start `b`: the last token of the given names, or -1. */
function rowName(context: ScanContext, b: number): number {
  const t = context.tokens;
  const surname = readFollowerName(context, b, true, 2, true);
  if (surname === -1 || !t.isPunct(surname + 1, ",") || !t.touches(surname)) return -1;
  const g = surname + 2;
  if (!t.isWord(g) || t.startsLine(g) || t.start[g]! - t.end[surname + 1]! > 1) return -1;
  const last = readFollowerName(context, g, true, 3, true);
  if (last === -1) return -1;
  const n = last + 1;
  if (n >= t.count || t.startsLine(n)) return last;
  if (t.start[n]! - t.end[last]! >= 2) return last;
  if (t.isNumber(n) || t.isPunct(n, "-") || t.isPunct(n, "|") || t.isPunct(n, "(") || t.isPunct(n, "\u2013"))
    return last;
  return -1;
}

/**
 * Whether the words opening the line at `b` (after a dotted initial, "S. Smith") run unbroken to a
 * comma: the surname rowName reads ends such a run, so a line whose first words end otherwise is
 * passed over before any word is read as a name.
 */
function commaAfterWords(context: ScanContext, b: number): boolean {
  const t = context.tokens;
  let k = t.length(b) === 1 && t.isPunct(b + 1, ".") ? b + 2 : b;
  while (t.isWord(k) && (k === b || !t.startsLine(k))) k++;
  return t.isPunct(k, ",");
}

export function findCommaRowNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let firstRow = -1;
  let firstLast = -1;
  let rows = 0;
  for (let b = t.nextLineStart(0); b < t.count; b = t.nextLineStart(b + 1)) {
    if (!t.isWord(b) || !commaAfterWords(context, b)) continue;
    const last = rowName(context, b);
    if (last === -1) continue;
    rows++;
    if (rows === 1) {
      firstRow = b;
      firstLast = last;
      continue;
    }
    if (rows === 2) out.push(hit("name-comma-row", "NAME", t.start[firstRow]!, t.end[firstLast]!));
    out.push(hit("name-comma-row", "NAME", t.start[b]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-comma-row": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about: "'SURNAME, Given' opening two or more rows of a list, before a number, mark or gap",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const commaRowNameRecogniser: RecogniserModule = {
  id: "comma-row-name",
  family: "names",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findCommaRowNames,
};

const hit = ruleHit(RULES);
