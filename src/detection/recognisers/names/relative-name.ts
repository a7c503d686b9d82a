import { contactVerbs, strongContactVerbs, toVerbs, withVerbs } from "../../cues/contact-verbs.ts";
import { notNamesAfterRole, slotStop } from "../../cues/not-names.ts";
import { notFamily, pairUnsure } from "../../cues/relatives.ts";
import { providerRoles } from "../../cues/roles.ts";
import {
  AMBIGUOUS_NAME,
  continuesName,
  isInitial,
  isWorldWord,
  KNOWN_NAME,
  nameEvidence,
  UNKNOWN_WORD,
} from "../../name-evidence.ts";
import type { PhiType } from "../../phi-type.ts";
import { RELATIVES } from "../../readers/person-cue-words.ts";
import {
  bareInitialName,
  familyNameBeforeVerb,
  initialledOrPairedName,
  openNameAfterFamily,
  readNameAfter,
  relativeColumnEnds,
  skipPunct,
  slotNameAfterContact,
  surnameOpensColumn,
  wordNameBefore,
} from "../../readers/relative-slots.ts";
import { namesService } from "../../readers/service-name.ts";
import { readSlotName, SLOT_WORDLIKE, skipTitle, slotWordClass } from "../../readers/slot-name.ts";
import { thingAfterWith } from "../../readers/thing-after-with.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { KNOWN_BITS } from "../../token-stream.ts";
import { RELATIVE_CUE } from "../../word-bits.ts";

const PROVIDER_ROLES = providerRoles.words;
const CONTACT_VERBS = contactVerbs.words;
const NOT_FAMILY = notFamily.words;
const STRONG_VERBS = strongContactVerbs.words;
const _NOT_NAMES_AFTER_ROLE = notNamesAfterRole.words;
const _SLOT_STOP = slotStop.words;
const TO_VERBS = toVerbs.words;
const WITH_VERBS = withVerbs.words;
const PAIR_UNSURE = pairUnsure.words;

/** What a cue word is, as bits of one Map probe (instead of a probe of each list in turn). */
const IS_RELATIVE = 1;
const IS_CONTACT = 2;
const IS_STRONG = 4;
const IS_PROVIDER = 8;
const IS_NOT_FAMILY = 16;
const IS_PAIR_UNSURE = 32;
const CUE_CLASS: ReadonlyMap<string, number> = classMap([
  [RELATIVES, IS_RELATIVE],
  [CONTACT_VERBS, IS_CONTACT],
  [STRONG_VERBS, IS_STRONG],
  [PROVIDER_ROLES, IS_PROVIDER],
  [NOT_FAMILY, IS_NOT_FAMILY],
  [PAIR_UNSURE, IS_PAIR_UNSURE],
]);
const TO_CLASS = CUE_CLASS.get("to") ?? 0;
const AND_CLASS = CUE_CLASS.get("and") ?? 0;
const WITH_CLASS = CUE_CLASS.get("with") ?? 0;
/** What the word before "to", "with" or "w/" is: a verb of talking ("spoke"), one that hands over ("escalated"). */
const IS_WITH_VERB = 1;
const IS_TO_VERB = 2;
const VERB_CLASS: ReadonlyMap<string, number> = classMap([
  [WITH_VERBS, IS_WITH_VERB],
  [TO_VERBS, IS_TO_VERB],
]);

function classMap(sets: readonly (readonly [ReadonlySet<string>, number])[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const [set, bit] of sets) for (const word of set) map.set(word, (map.get(word) ?? 0) | bit);
  return map;
}

/** The class bits (VERB_CLASS) of the word before `i`; 0 for a mark, a number or no token. */
function verbBefore(t: ScanContext["tokens"], i: number): number {
  return t.isWord(i - 1) ? (VERB_CLASS.get(t.lower(i - 1)) ?? 0) : 0;
}

/** "w" of "d/w" (discussed with) and "law" of "brother-in-law" also wake the recogniser. */
export const RELATIVE_TRIGGERS: readonly string[] = [...RELATIVES, ...CONTACT_VERBS, "w", "law", "other"];
/** The further names of a bracketed list after a family word, up to the closing bracket. */
function bracketedNames(context: ScanContext, last: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  let m = last + 1;
  for (let n = 0; n < 6 && m < t.count; n++) {
    if (!(t.isPunct(m, ",") || t.isPunct(m, "&") || t.lower(m) === "and")) return;
    const k = m + 1;
    if (!t.isWord(k) || t.startsLine(k)) return;
    const end = readSlotName(context, k, { firstTaken: slotWordClass(context, k) === SLOT_WORDLIKE });
    if (end < 0) return;
    out.push(hit("name-after-relative", type, t.start[k]!, t.end[end]!));
    m = end + 1;
  }
}

/**
 * True when a listed name or an initial ends just before the "and" at `i`. A word no list knows
 * before "and" says nothing by itself ("Shannondoc and Gardai"); when it is found as a name by its
 * own cue, extend-joined-names.ts takes the name after "and" with it.
 */
function nameBeforeAnd(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let k = i - 1;
  if (t.isPunct(k, ".") || t.isPunct(k, ",")) k--;
  const ev = nameEvidence(context, k);
  return isInitial(context, k) || ev === KNOWN_NAME || ev === AMBIGUOUS_NAME;
}

/**
 * Names next to a role or a contact verb: "wife Beatrice", "dtr rosalind", "oldest son teodor",
 * "Niece, Josephine Marsh", "Hank Wojcik (son)", "spoke with Imelda", "called Rupert". After the
 * cue the word must be a listed first name, or an unknown capitalised word where case tells.
 */
export function findRelativeNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, RELATIVE_CUE); i < t.count; i = t.nextBits(i + 1, RELATIVE_CUE)) {
    if ((t.bits(i) & RELATIVE_CUE) === 0) continue;
    let word = t.lower(i);
    // "brother-in-law Mehmet", "d/w Sandeep"
    if (word === "law" && t.isPunct(i - 1, "-") && t.lower(i - 2) === "in" && t.isPunct(i - 3, "-")) {
      word = `${t.lower(i - 4)}-in-law`;
    }
    // "significant other Brewourt"
    if (word === "other" && t.lower(i - 1) === "significant") word = "partner";
    const discussedWith = word === "w" && t.isPunct(i - 1, "/") && t.lower(i - 2) === "d" && t.touches(i - 1);
    // The three commonest cues (11 of a dev note's 13) are compared, not hashed: each note's
    // words are new strings, whose hash a Map probe computes first.
    const cls =
      word === "to"
        ? TO_CLASS
        : word === "and"
          ? AND_CLASS
          : word === "with"
            ? WITH_CLASS
            : (CUE_CLASS.get(word) ?? 0);
    const relative = (cls & IS_RELATIVE) !== 0;
    // "spoke w/ Hunter": "with" in shorthand after a verb of talking.
    const wSlash =
      word === "w" && t.isPunct(i + 1, "/") && t.touches(i) && (verbBefore(t, i) & IS_WITH_VERB) !== 0;
    if (!relative && (cls & IS_CONTACT) === 0 && !discussedWith && !wSlash) continue;
    let j = wSlash ? i + 2 : skipPunct(t, i + 1);
    // "daughter named Iolanthe", "son is called Bayo": the gap is measured from the verb.
    // (Lengths first: most words after a cue are neither, and are not lower-cased here.)
    let cueEnd = i;
    const lengthJ = t.length(j);
    if (
      t.isWord(j) &&
      ((lengthJ === 5 && t.lower(j) === "named") || (lengthJ === 2 && t.lower(j) === "is"))
    ) {
      cueEnd = j;
      j++;
      if (t.lower(j - 1) === "is" && t.lower(j) === "called") cueEnd = j++;
    }
    // "his wife, Mrs Priya Patel": the title is no part of the name (title-name.ts reads it).
    if (relative) j = skipTitle(context, j);
    if (!t.isWord(j) || t.start[j]! - t.end[cueEnd]! > 4) continue;
    // "handed over to Grace", "handover to Rose": a handover goes to a person.
    // "spoke to Rose", "talked to hunter": "to" after a verb of talking is "with".
    // "escalated to Grace", "hand over given to Hope", "reported to Amber"
    let handedTo = false;
    if (word === "to") {
      const before = t.lower(i - 1);
      handedTo = before === "over" || before === "handover";
      if (!handedTo) {
        const verb = verbBefore(t, i);
        handedTo =
          ((verb & IS_WITH_VERB) !== 0 && before !== "reviewed" && before !== "agreed") ||
          (verb & IS_TO_VERB) !== 0;
      }
    }
    const contactWith =
      discussedWith || handedTo || wSlash || (word === "with" && (verbBefore(t, i) & IS_WITH_VERB) !== 0);
    // Contact verbs are weak cues: only a listed first name or an unknown name after them.
    const strong = (cls & IS_STRONG) !== 0;
    const strict = !relative && !strong;
    // A weak contact verb ("to", "and", "by") before an English or clinical word: the readers
    // below want a listed name that is no English word, an initial or a word no list knows there.
    // (Tested first: most cue words are such verbs before such words.)
    if (strict && !contactWith && word !== "per" && t.length(j) >= 2 && (t.bits(j) & KNOWN_BITS) !== 0)
      continue;
    // "…, Practice Nurse\nTo: Dr Smith": a cue closing its line, the next line's label.
    if (t.startsLine(j) && t.isPunct(j + 1, ":")) continue;
    if (!relative && thingAfterWith(context, i, j)) continue;
    // "mother dey worry", "MAMA DEY VEX": an everyday word of another language after the cue,
    // where case says nothing, is the sentence's verb or noun, not a name.
    if (!(context.mixedCase && t.isCapitalised(j)) && isWorldWord(context, j)) continue;
    // Only family words right before the word, no comma between ("WIFE CORK", not "MOM GIVEN":
    // milk of magnesia; not "person, place"; not "resident rounds").
    const family = relative && (cls & (IS_PROVIDER | IS_NOT_FAMILY)) === 0 && j === i + 1;
    // "updated by MD, Husband called": after "md" only the very next word.
    if (word === "md" && j !== i + 1) continue;
    // "GP and Gardai", "psychology and Headspace": after "and" a word no list knows is a name only
    // when a name stands before "and" ("Aroha and Tevita"); a listed name is one anyway.
    const bareAnd = word === "and" && !nameBeforeAnd(context, i) && nameEvidence(context, j) !== KNOWN_NAME;
    let last = bareAnd ? -1 : readNameAfter(context, j, strict, family);
    // "dtr hope visiting", "husband will brought", "brother Ng called": a given name that is a
    // function word, or a two-letter surname, right after a family word and before a verb.
    if (last === -1 && family && familyNameBeforeVerb(context, j)) last = j;
    if (last === -1 && family && openNameAfterFamily(context, i, j)) last = j;
    if (last === -1) last = initialledOrPairedName(context, j, (cls & IS_PAIR_UNSURE) === 0 || contactWith);
    if (last === -1 && (contactWith || word === "per") && !context.mixedCase)
      last = bareInitialName(context, j);
    if (last === -1 && (contactWith || strong || word === "per") && !t.startsLine(j)) {
      last = slotNameAfterContact(context, j, contactWith || strong);
    }
    if (last === -1) continue;
    // "Call Healthline", "phone Kids Helpline": after a contact verb, a helpline is no person.
    if (!relative && namesService(context, j, last)) continue;
    const type: PhiType = relative ? ((cls & IS_PROVIDER) !== 0 ? "PROVIDER_NAME" : "RELATIVE_NAME") : "NAME";
    out.push(hit(relative ? "name-after-relative" : "name-after-contact", type, t.start[j]!, t.end[last]!));
    // "2 sons (Kofi and Yaw)", "daughters (Mai, Lan & Thu)": every item of a bracketed list.
    if (relative && t.isPunct(j - 1, "(")) bracketedNames(context, last, type, out);
  }
  // "Hank Wojcik (son)", "Rose (wife)", "LE, Minh (grandson)", "Hope J. Baker, niece,"
  // From the first bracket: a name may open the text ("Ayumi (wife) and Kenji (son) visited").
  for (let i = t.nextBits(2, RELATIVE_CUE) - 1; i + 1 < t.count; i = t.nextBits(i + 2, RELATIVE_CUE) - 1) {
    // RELATIVES are among the RELATIVE_CUE words.
    if ((t.bits(i + 1) & RELATIVE_CUE) === 0) continue;
    // Only after "(", "," or "-" (tested below): most cue words are never sliced or looked up.
    if (!t.isPunct(i, "(") && !t.isPunct(i, ",") && !t.isPunct(i, "-")) continue;
    if (!t.isWord(i + 1) || !RELATIVES.has(t.lower(i + 1)) || PROVIDER_ROLES.has(t.lower(i + 1))) continue;
    const bracket = t.isPunct(i, "(");
    if (!bracket && !((t.isPunct(i, ",") || t.isPunct(i, "-")) && relativeColumnEnds(context, i + 1)))
      continue;
    // "HUNTER, MARK J. - SON": a trailing initial's dot.
    let end = i - 1;
    if (t.isPunct(end, ".") && t.isWord(end - 1) && t.length(end - 1) === 1) end--;
    let first = -1;
    for (let k = end; k >= 0 && k >= end - 2; k--) {
      if (nameEvidence(context, k) < UNKNOWN_WORD && !(first !== -1 && continuesName(context, k))) break;
      first = k;
    }
    if (first === -1) first = wordNameBefore(context, end);
    // "LE, Minh (grandson)", "Field, Will (grandson)": the surname before the given name.
    if (
      first !== -1 &&
      t.isPunct(first - 1, ",") &&
      t.isWord(first - 2) &&
      surnameOpensColumn(context, first - 2)
    )
      first -= 2;
    if (first !== -1) {
      out.push(hit("name-before-relative", "RELATIVE_NAME", t.start[first]!, t.end[end]!));
    }
  }
}

const RULES = defineRules({
  "name-after-relative": {
    types: ["PROVIDER_NAME", "RELATIVE_NAME"],
    level: "anchored",
    anchored: true,
    about: "a name after a family word",
  },
  "name-after-contact": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a name after a role or a contact verb",
  },
  "name-before-relative": {
    types: ["RELATIVE_NAME"],
    level: "context",
    anchored: false,
    about: "a name before a bracketed family word",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const relativeNameRecogniser: RecogniserModule = {
  id: "relative-name",
  family: "names",
  wake: { on: RELATIVE_CUE },
  vocabulary: [{ mask: "words", bit: RELATIVE_CUE, words: RELATIVE_TRIGGERS }],
  rules: RULES,
  scan: findRelativeNames,
};

const hit = ruleHit(RULES);
