import { rolePhraseBetween } from "../../cues/roles.ts";
import { isWorldWord } from "../../name-evidence.ts";
import { nameShapeScore } from "../../name-shape.ts";
import { isTitleCased, readSlotName, SLOT_NAMELIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  FIRST_NAME,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * The person a shift role phrase names, written without a label's colon: "NIC tonight is Bolaji",
 * "nurse in charge - Ruairi", "2nd check: Hakan", "next of kin Uzma (07700…)", "med reg tonight
 * Amadou", "site mgr Colm aware". The phrase ends in a role word (NIC, charge, check, checker,
 * kin, reg, mgr, manager, holder); "tonight", "today", "is", a dash, a colon or "=" may stand
 * between; the name must have a name's shape (capitalised where the note has case; a listed name
 * or a word spelt like a name without case) and no role, kin, title or clinical word.
 * Bounded: at most four tokens between the role word and the name.
 */

/** Role words that end a shift phrase, with the word that must stand before some of them. */
const PHRASE_ENDS: ReadonlyMap<string, string | undefined> = new Map([
  ["nic", undefined],
  ["charge", "in"],
  ["check", undefined],
  ["checker", undefined],
  ["kin", "of"],
  ["reg", undefined],
  ["mgr", undefined],
  ["manager", undefined],
  ["holder", undefined],
  ["sho", undefined],
  ["cons", undefined],
]);

export const ROLE_PHRASE_TRIGGERS: readonly string[] = [...PHRASE_ENDS.keys()];

const BETWEEN = rolePhraseBetween.words;
const NOT_NAME_BITS = VOCABULARY | CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE;

function nameAt(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || t.startsLine(j) || t.length(j) < 3) return false;
  // "reg karakia", "cons korero with whanau": an everyday word of another language, where case
  // says nothing.
  if (!(context.mixedCase && t.isCapitalised(j)) && isWorldWord(context, j)) return false;
  const bits = t.bits(j);
  if ((bits & NOT_NAME_BITS) !== 0 && !((bits & FIRST_NAME) !== 0 && (bits & CLINICAL) === 0)) return false;
  if (context.mixedCase) {
    if (!isTitleCased(context, j)) return false;
    return slotWordClass(context, j) === SLOT_NAMELIKE || (bits & FIRST_NAME) !== 0;
  }
  if ((bits & NAME_LISTED) !== 0 && (bits & VOCABULARY) === 0) return true;
  if ((bits & (VOCABULARY | CLINICAL)) !== 0 || slotWordClass(context, j) !== SLOT_NAMELIKE) return false;
  return nameShapeScore(context.lexicons.nameShape, t.text, t.start[j]!, t.end[j]!) > 0.3;
}

export function findRolePhraseNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, STAFF_ROLE); i < t.count; i = t.nextBits(i + 1, STAFF_ROLE)) {
    if ((t.bits(i) & STAFF_ROLE) === 0) continue;
    const word = t.lower(i);
    if (!PHRASE_ENDS.has(word)) continue;
    const before = PHRASE_ENDS.get(word);
    if (before !== undefined && t.lower(i - 1) !== before) continue;
    let j = i + 1;
    let separated = false;
    for (let n = 0; n < 3 && j < t.count && !t.startsLine(j); n++) {
      if (t.isPunct(j, ":") || t.isPunct(j, "-") || t.isPunct(j, "=") || t.isPunct(j, "\u2013")) {
        separated = true;
        j++;
      } else if (t.isWord(j) && BETWEEN.has(t.lower(j))) {
        if (t.lower(j) === "is") separated = true;
        j++;
      } else break;
    }
    // "med reg tonight Amadou", "next of kin Uzma": a bare space only before a name no list
    // knows as a word, or after "tonight"/"today".
    if (!nameAt(context, j)) continue;
    if (!separated && j === i + 1 && (t.bits(j) & VOCABULARY) !== 0) continue;
    const last = Math.max(j, readSlotName(context, j));
    // "pls check nhi 1234567", "check uhid 2024/12345": the verb "check" before a label and its
    // number, as short queries write it in lower case ("2nd check Hakan 0412 345 678" keeps Hakan).
    const labelled = t.isNumber(last + 1) && !t.startsLine(last + 1) && !t.isCapitalised(j);
    if (word === "check" && !separated && labelled) continue;
    const type = word === "kin" ? "RELATIVE_NAME" : "PROVIDER_NAME";
    out.push(hit("name-after-role-phrase", type, t.start[j]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "name-after-role-phrase": {
    types: ["PROVIDER_NAME", "RELATIVE_NAME"],
    level: "weak",
    anchored: false,
    about: "a name after a shift role phrase ('NIC tonight is X', 'nurse in charge - X', '2nd check: X')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const rolePhraseNameRecogniser: RecogniserModule = {
  id: "role-phrase-name",
  family: "names",
  wake: { on: STAFF_ROLE },
  rules: RULES,
  scan: findRolePhraseNames,
};

const hit = ruleHit(RULES);
