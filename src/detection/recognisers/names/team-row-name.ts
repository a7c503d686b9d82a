import { slotStop } from "../../cues/not-names.ts";
import { roleTypes, teamRowRoles } from "../../cues/roles.ts";
import { hasVowel } from "../../name-evidence.ts";
import { skipTitle } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_ROLE,
  DATE_WORD,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * The team written as a row of role cells, the way ward-round headers, theatre and anaesthetic
 * records and handover sheets of every country list who is on: "WR 27/9 — cons mere rangihuna /
 * reg sunil / sho te aomihia", "CONS OKAFOR / REG GODSPOWER / HO RESHMA", "Anaesthetist Rewi
 * Ngata | Asst Lachlan (AT)". Each cell is a role word, a name of one to four words and the
 * cell's end (a "/", "|" or ";" before the next role, a bracket, a number, a bed or the line end).
 * Two cells or more chained by a separator are the evidence, so a name is read in any case and
 * even when a word of it is English ("mere"), as long as one word of each name is a listed name
 * or no English word, and no word is clinical, a role, a title, a relative or a date word.
 * Bounded: at most four name words per cell; each role word starts at most one chain.
 */

const ROLES = roleTypes.values;
const TEAM_ROLES = teamRowRoles.words;
const SLOT_STOP = slotStop.words;
/** Words that close a cell as its end: the patient's place follows the team ("JMO Ana Bed 18"). */
const CELL_ENDS: ReadonlySet<string> = new Set(["bed", "bay", "rm", "room", "cubicle", "cub"]);
const MAX_WORDS = 4;
const NOT_NAME = CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE | DATE_WORD;

function isTeamRole(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  const word = t.lower(k);
  return ROLES.has(word) || TEAM_ROLES.has(word);
}

function isSeparator(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isPunct(k, "/") || t.isPunct(k, "|") || t.isPunct(k, ";");
}

/** Token `k` may be a word of a name in a team cell. */
function cellWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || t.length(k) > 30) return false;
  const word = t.lower(k);
  if (SLOT_STOP.has(word) || CELL_ENDS.has(word) || isTeamRole(context, k) || !hasVowel(word)) return false;
  const bits = t.bits(k);
  if ((bits & NOT_NAME) !== 0 && !((bits & NAME_LISTED) !== 0 && (bits & CLINICAL) === 0)) return false;
  // In a note with case, a name word is written with a capital ("Reg Thulisile", "REG GODSPOWER").
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) {
    const first = t.text.charAt(t.start[k]!);
    if (first === first.toLowerCase()) return false;
  }
  for (let p = t.start[k]!; p < t.end[k]!; p++) {
    const c = t.text.charCodeAt(p);
    if (c >= 48 && c <= 57) return false;
  }
  return true;
}

/** A word of evidence: a listed name that is no English word, or a word no list knows. */
function nameEvidenceWord(context: ScanContext, k: number): boolean {
  const bits = context.tokens.bits(k);
  if ((bits & NAME_LISTED) !== 0) return true;
  return (bits & VOCABULARY) === 0;
}

/** Reads the cell of the role at `i`: [first, last] name tokens and the cell's end token, or undefined. */
function readCell(context: ScanContext, i: number): { first: number; last: number; end: number } | undefined {
  const t = context.tokens;
  let j = i + 1;
  if ((t.isPunct(j, ":") || t.isPunct(j, "-")) && !t.startsLine(j)) j++;
  if (t.startsLine(j)) return undefined;
  j = skipTitle(context, j);
  if (t.isPunct(j, ".") && t.touches(j - 1)) j++;
  let last = -1;
  let evidence = false;
  for (let k = j; k < j + MAX_WORDS * 2 && cellWord(context, k); k++) {
    if (k > j && t.start[k]! - t.end[k - 1]! > 2) break;
    last = k;
    if (nameEvidenceWord(context, k)) evidence = true;
    // "marie-ève": a hyphen touching both halves joins them.
    if (t.isPunct(k + 1, "-") && t.touches(k) && t.touches(k + 1) && cellWord(context, k + 2)) k++;
    if (k - j + 1 >= MAX_WORDS * 2) break;
  }
  if (last < 0 || !evidence) return undefined;
  const end = last + 1;
  if (end >= t.count || t.startsLine(end)) return { first: j, last, end };
  if (isSeparator(context, end) || t.isPunct(end, "(") || t.isPunct(end, ",") || t.isNumber(end))
    return { first: j, last, end };
  if (t.isWord(end) && CELL_ENDS.has(t.lower(end))) return { first: j, last, end };
  return undefined;
}

export function findTeamRowNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let from = 0;
  for (let i = t.nextCues(0, CUE_ROLE); i < t.count; i = t.nextCues(Math.max(i + 1, from), CUE_ROLE)) {
    if ((t.cues(i) & CUE_ROLE) === 0 || i < from || !isTeamRole(context, i)) continue;
    const cells: { first: number; last: number }[] = [];
    let at = i;
    for (let n = 0; n < 8; n++) {
      const cell = readCell(context, at);
      if (cell === undefined) break;
      cells.push(cell);
      from = cell.end;
      // The next cell follows its separator at once: "reg sunil / sho te aomihia".
      if (!isSeparator(context, cell.end) || !isTeamRole(context, cell.end + 1)) break;
      if (t.startsLine(cell.end + 1)) break;
      at = cell.end + 1;
    }
    if (cells.length < 2) continue;
    for (const c of cells)
      out.push(hit("name-in-team-row", "PROVIDER_NAME", t.start[c.first]!, t.end[c.last]!));
  }
}

const RULES = defineRules({
  "name-in-team-row": {
    types: ["PROVIDER_NAME"],
    level: "cued",
    anchored: false,
    about: "a name in a row of role cells ('cons X / reg Y / sho Z', 'Anaesthetist X | Asst Y')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const teamRowNameRecogniser: RecogniserModule = {
  id: "team-row-name",
  family: "names",
  wake: { cues: CUE_ROLE },
  vocabulary: [{ mask: "cues", bit: CUE_ROLE, words: [...ROLES.keys(), ...TEAM_ROLES] }],
  rules: RULES,
  scan: findTeamRowNames,
};

const hit = ruleHit(RULES);
