import { groupWords } from "../../cues/relatives.ts";
import { languageRoles } from "../../cues/roles.ts";
import type { PhiType } from "../../phi-type.ts";
import { RELATIVES } from "../../readers/person-cue-words.ts";
import {
  isTitleCased,
  nameEndOffset,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_WORDLIKE,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  DATE_WORD,
  FIRST_NAME,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
} from "../../word-bits.ts";
import { isRole, ROLE_WORDS } from "./role-name.ts";
import { ROLE_PHRASE_TRIGGERS } from "./role-phrase-name.ts";

/**
 * Names beside a bracketed role, the way ward notes, handovers and boards write who did what:
 * "Nkosana (physio) saw pt", "Ravindran (med reg)", "Ngaio (day nurse)", "tavita (ot) to see", and
 * the role before the bracketed name: "OT (Dervla) and PT (Kamau)", "Reg (Nyambura) happy", "Mum
 * (Precious)", "Family (Ayodele + Funmi)". The bracket makes the slot; the words in it must still
 * have a name's shape (in a note with case, capitalised; without case, a listed name or a word no
 * list knows), so "Referral (OT)", "kitchen ax (ot)" and "Family (2 sons)" stay clean.
 * Bounded work: one role word, at most four name words on each side, at most six listed names.
 */

const GROUP_WORDS = groupWords.entries;
const GROUPS: ReadonlySet<string> = new Set(GROUP_WORDS);

export const BRACKET_ROLE_TRIGGERS: readonly string[] = [
  ...ROLE_WORDS,
  ...GROUP_WORDS,
  ...ROLE_PHRASE_TRIGGERS,
  "worker",
  "leader",
  "student",
];

const LANGUAGE_ROLES = languageRoles.words;

/** Bits of words that are cues themselves, never the name in a bracket ("Son (NOK)", "OT (Tues)"). */
const CUE_BITS = STAFF_ROLE | RELATIVE_CUE | TITLE | DATE_WORD | CLINICAL;

/** True when token `k` may be a word of a name in a bracketed slot. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || (t.bits(k) & CUE_BITS) !== 0) return false;
  if (t.length(k) === 1) return t.isAllCaps(k);
  const cls = slotWordClass(context, k, true);
  if (context.mixedCase) {
    if (!(isTitleCased(context, k) || t.isAllCaps(k))) return false;
    // "OT (MDT)": short capitals in a note with case are abbreviations unless a list has them.
    if (t.isAllCaps(k) && t.length(k) <= 3 && (t.bits(k) & NAME_LISTED) === 0) return false;
    return cls === SLOT_NAMELIKE || cls === SLOT_WORDLIKE;
  }
  if (cls === SLOT_NAMELIKE) return (t.bits(k) & NAME_LISTED) !== 0 || t.length(k) >= 4;
  return cls === SLOT_WORDLIKE && (t.bits(k) & FIRST_NAME) !== 0;
}

/** True when every word from `first` to `last` may belong to a name and one is name-shaped. */
function allNameWords(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let shaped = false;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) continue;
    if (!nameWord(context, k)) return false;
    const cls = slotWordClass(context, k, k > first);
    if (cls === SLOT_NAMELIKE || (t.bits(k) & FIRST_NAME) !== 0) shaped = true;
  }
  return shaped;
}

/** "Ravindran (med reg)": the name ending right before the bracket at `open`; pushes it. */
function nameBeforeBracket(context: ScanContext, open: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  const close = open - 1;
  if (!t.isWord(close) || t.startsLine(open)) return;
  // "Mensah K (reg)", "SMITH J (SHO)": a capital initial after the surname closes the name.
  const initial =
    t.length(close) === 1 &&
    (t.isAllCaps(close) || !context.mixedCase) &&
    t.isWord(close - 1) &&
    !t.startsLine(close) &&
    t.start[close]! - t.end[close - 1]! === 1 &&
    t.length(close - 1) >= 2;
  const end = initial ? close - 1 : close;
  // The leftmost start whose slot name runs exactly to the word before the bracket.
  for (let first = Math.max(0, end - 3); first <= end; first++) {
    if (!t.isWord(first)) continue;
    if (readSlotName(context, first) !== end && !(first === end && nameWord(context, end))) continue;
    if (!allNameWords(context, first, end)) continue;
    const to = initial ? t.end[close]! : nameEndOffset(context, end);
    out.push(hit("name-beside-bracketed-role", type, t.start[first]!, to));
    return;
  }
}

/** "OT (Dervla)", "Family (Ayodele + Funmi)": the names filling the bracket after the role at `i`. */
function namesInBracket(context: ScanContext, i: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  let j = i + 2;
  const found: number[] = [];
  for (let n = 0; n < 6; n++) {
    if (!t.isWord(j) || t.startsLine(j)) return;
    let last = readSlotName(context, j, { trailingInitial: true });
    if (last < j && nameWord(context, j)) last = j;
    if (last < j || !allNameWords(context, j, last)) return;
    found.push(j, last);
    const k = last + 1;
    if (t.isPunct(k, ")")) break;
    const joiner =
      t.isPunct(k, "+") ||
      t.isPunct(k, ",") ||
      t.isPunct(k, "&") ||
      t.isPunct(k, "/") ||
      t.lower(k) === "and";
    if (!joiner) return;
    j = k + 1;
  }
  if (!t.isPunct(found[found.length - 1]! + 1, ")")) return;
  for (let m = 0; m < found.length; m += 2) {
    out.push(
      hit("name-beside-bracketed-role", type, t.start[found[m]!]!, nameEndOffset(context, found[m + 1]!)),
    );
  }
}

export function findBracketRoleNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = t.nextBits(0, STAFF_ROLE | RELATIVE_CUE);
    i < t.count;
    i = t.nextBits(i + 1, STAFF_ROLE | RELATIVE_CUE)
  ) {
    const bits = t.bits(i);
    if ((bits & (STAFF_ROLE | RELATIVE_CUE)) === 0) continue;
    // Both readings below need a bracket right after the word.
    if (!t.isPunct(i + 1, ")") && !t.isPunct(i + 1, "(")) continue;
    const word = t.lower(i);
    const staff =
      (bits & STAFF_ROLE) !== 0 && (isRole(context, i) !== undefined || word === "pt" || word === "student");
    const type: PhiType = staff && !GROUPS.has(word) ? "PROVIDER_NAME" : "NAME";
    // "(physio)", "(med reg)", "(day nurse)" closing right after the role.
    if (staff && word !== "nok" && t.isPunct(i + 1, ")")) {
      if (t.isPunct(i - 1, "(")) nameBeforeBracket(context, i - 1, type, out);
      else if (t.isWord(i - 1) && t.isPunct(i - 2, "(") && t.length(i - 1) <= 8)
        nameBeforeBracket(context, i - 2, type, out);
    }
    // "OT (Dervla)", "Mum (Precious)", "Family (Orrin + Sabelle)"; not "Interpreter (Tigrinya)",
    // whose bracket holds a language.
    if (LANGUAGE_ROLES.has(word)) continue;
    if (t.isPunct(i + 1, "(") && (staff || GROUPS.has(word) || RELATIVES.has(word))) {
      namesInBracket(context, i, RELATIVES.has(word) && !staff ? "RELATIVE_NAME" : type, out);
    }
  }
}

const RULES = defineRules({
  "name-beside-bracketed-role": {
    types: ["NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "anchored",
    anchored: true,
    about: "a name before a bracketed staff role or inside brackets after a role or family word",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const bracketRoleNameRecogniser: RecogniserModule = {
  id: "bracket-role-name",
  family: "names",
  wake: { on: STAFF_ROLE | RELATIVE_CUE },
  vocabulary: [{ mask: "words", bit: STAFF_ROLE, words: BRACKET_ROLE_TRIGGERS }],
  rules: RULES,
  scan: findBracketRoleNames,
};

const hit = ruleHit(RULES);
