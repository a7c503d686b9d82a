import { nameParticles } from "../../cues/name-particles.ts";
import { notAgents, notNamesAfterRole, roleNotNames, slotStop } from "../../cues/not-names.ts";
import { byVerbs } from "../../cues/person-verbs.ts";
import { grades, roleHeads, roleTypes, separatorOnly } from "../../cues/roles.ts";
import { isWorldWord } from "../../name-evidence.ts";
import type { PhiType } from "../../phi-type.ts";
import {
  isSlotInitial,
  isTitleCased,
  nameEndOffset,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_NO,
  SLOT_PLAIN,
  SLOT_WORDLIKE,
  skipTitle,
  slotWordClass,
} from "../../readers/slot-name.ts";
import { trailingInitials } from "../../readers/trailing-initials.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, PUNCT } from "../../token-stream.ts";
import { CLINICAL, CUE_ROLE, FIRST_NAME, NAME_LISTED, SURNAME } from "../../word-bits.ts";

const NOT_NAMES_AFTER_ROLE = notNamesAfterRole.words;
const PARTICLES = nameParticles.words;
const SLOT_STOP = slotStop.words;

/**
 * Names after the role of the person who did something, the way ward and care-home staff write
 * them in any country: "RN: Bryony", "reg - T. Price", "Physio: K Oh", "HCA Gwen", "Carer Will
 * helped", "SHO - Farida", "Keyworker: Baker", "dietitian Faith", "F1: J. Field", "CNA: ana
 * lima". After a colon or dash the role makes a slot, so an English-word name or a two-letter
 * surname is read; after a bare space, a name that is also an English word needs case to tell
 * (capitalised mid-sentence in a note with case) or company (a second name word, a column end).
 * Bounded work: one role word or phrase and at most four name words per cue.
 */

/** Staff roles written before a name (one word). */
const ROLES = roleTypes.values;

const SEPARATOR_ONLY = separatorOnly.words;

const NOT_NAMES = roleNotNames.words;

/** Endings of specialties and departments that follow a role ("Consultant Geriatrician"). */
const SPECIALTY = /(?:ist|ician|ian|ics|ogy|ery|iatry|ine|geon|p(?:a)?edic|iatric|ical|ary)$/;

const GRADES = grades.words;

/**
 * Every word at which findRoleNames starts reading (a role, the head of a two-word role, a grade,
 * "by"), indexed under CUE_ROLE: the loop skips every other token.
 */
export const ROLE_TRIGGERS: readonly string[] = [
  ...ROLES.keys(),
  "worker",
  "leader",
  "lead",
  "by",
  ...GRADES,
];

const ROLE_HEADS = roleHeads.words;

/** The one-word roles, for the trigger bits of recognisers that read them (bracket-role-name.ts). */
export const ROLE_WORDS: readonly string[] = [...ROLES.keys()];

export function isRole(context: ScanContext, i: number): PhiType | undefined {
  const t = context.tokens;
  if (!t.isWord(i)) return undefined;
  const word = t.lower(i);
  const type = ROLES.get(word);
  if (type !== undefined) return type;
  // "key worker", "social worker", "support worker", "team leader", "shift lead"
  if ((word === "worker" || word === "leader" || word === "lead") && ROLE_HEADS.has(t.lower(i - 1)))
    return "PROVIDER_NAME";
  return undefined;
}

/** True when the word after the name ends its column: punctuation, a number, a line end. */
function columnEnds(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  const next = last + 1;
  return next >= t.count || t.startsLine(next) || t.kind[next] === PUNCT || t.kind[next] === NUMBER;
}

/** A specialty word among the three words after `j` on its line ("Old Age Psychiatrist"). */
function specialtySoon(t: ScanContext["tokens"], j: number): boolean {
  for (let k = j + 1; k <= j + 3 && t.isWord(k) && !t.startsLine(k); k++) {
    if ((t.bits(k) & NAME_LISTED) === 0 && SPECIALTY.test(t.lower(k))) return true;
  }
  return false;
}

/** "J Le", "S. OH", "k do": an initial and a two-letter surname, which slot words refuse. */
function initialShortSurname(context: ScanContext, j: number): number {
  const t = context.tokens;
  if (!isSlotInitial(context, j)) return -1;
  let k = j + 1;
  if (t.isPunct(k, ".") && t.touches(j)) k++;
  if (!t.isWord(k) || t.startsLine(k)) return -1;
  // "A van Wyk", "J. du Plessis": a particle opening the surname, which slot words after an
  // initial refuse ("van" is also an English word).
  if (t.length(k) <= 3 && PARTICLES.has(t.lower(k))) {
    const end = readSlotName(context, k);
    return end > k ? end : -1;
  }
  if (t.length(k) !== 2 || (t.bits(k) & SURNAME) === 0) return -1;
  if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return -1;
  return columnEnds(context, k) ? k : -1;
}

/** A capitalised word and the run-together initials after it at `j` ("Tan WM", "LIM KH"). */
function surnameWithInitials(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || t.length(j) < 2 || (t.bits(j) & CLINICAL) !== 0) return false;
  // Only where case tells: in capitals "PA LINE DC/D" is a line taken out.
  if (!context.mixedCase || !(t.isCapitalised(j) || t.isAllCaps(j))) return false;
  const last = trailingInitials(context, j + 1);
  return last > j + 1 || (last === j + 1 && t.length(last) >= 2);
}

const BY_VERBS = byVerbs.words;

const NOT_AGENTS = notAgents.words;

/** "Documented by Faith Wood", "seen by b. hunter", "Cared for by Rose": the agent of a note. */
function agentAfterBy(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  let v = i - 1;
  if (t.lower(v) === "for" && t.lower(v - 1) === "cared") v--;
  if (!t.isWord(v) || !BY_VERBS.has(t.lower(v))) return;
  let j = i + 1;
  if (t.isPunct(j, ":") || t.isPunct(j, "-")) j++;
  if (!t.isWord(j) || t.startsLine(j)) return;
  const word = t.lower(j);
  if (NOT_AGENTS.has(word) || ROLES.has(word) || SLOT_STOP.has(word)) return;
  const from = skipTitle(context, j);
  if (from !== j) return; // "seen by Dr X": the title reader has it.
  let last = initialShortSurname(context, from);
  if (last < 0) last = readSlotName(context, from, { trailingInitial: true });
  if (last < from) return;
  // "witnessed by R.N.": initials alone are a credential.
  let word2 = false;
  for (let k = from; k <= last; k++) if (t.isWord(k) && t.length(k) >= 2) word2 = true;
  if (!word2) return;
  if (
    context.mixedCase &&
    !(isTitleCased(context, from) || t.isAllCaps(from) || isSlotInitial(context, from))
  )
    return;
  const cls = slotWordClass(context, from);
  const several = last > from;
  if (!several && cls !== SLOT_NAMELIKE && !(cls === SLOT_WORDLIKE && columnEnds(context, last))) return;
  if (several && cls === SLOT_PLAIN) return;
  if (!context.mixedCase && !several && cls === SLOT_NAMELIKE && (t.bits(from) & NAME_LISTED) === 0) {
    // Without case, an unknown lone word after "by" is as often shorthand ("by pca").
    if (t.length(from) < 5) return;
  }
  out.push(hit("name-after-role", "PROVIDER_NAME", t.start[from]!, nameEndOffset(context, last)));
}

export function findRoleNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_ROLE); i < t.count; i = t.nextCues(i + 1, CUE_ROLE)) {
    if ((t.cues(i) & CUE_ROLE) === 0) continue;
    if (t.isWord(i) && t.lower(i) === "by" && i > 0) {
      agentAfterBy(context, i, out);
      continue;
    }
    let type = isRole(context, i);
    let roleEnd = i;
    // "F1", "FY2", "ST3", "CT1": grades written as letters and a digit.
    if (
      type === undefined &&
      GRADES.has(t.lower(i)) &&
      t.touches(i) &&
      t.isNumber(i + 1) &&
      t.length(i + 1) === 1
    ) {
      type = "PROVIDER_NAME";
      roleEnd = i + 1;
    }
    if (type === undefined) continue;
    // "Visitor name: Chiara Esposito", "Carer's name - Joy": the word "name" between role and colon.
    if (
      t.isWord(roleEnd + 1) &&
      t.lower(roleEnd + 1) === "name" &&
      (t.isPunct(roleEnd + 2, ":") || t.isPunct(roleEnd + 2, "-"))
    )
      roleEnd++;
    let j = roleEnd + 1;
    // "Nurse in charge: Hunter", "RN (night): Bryony" are left to the label readers; take ":" "-" "–".
    let separated = false;
    if (t.isPunct(j, ":") || t.isPunct(j, "-") || t.isPunct(j, "\u2013")) {
      // "x-ray", "f/u": a hyphen touching both words is no separator.
      if (t.isPunct(j, "-") && t.touches(roleEnd) && t.touches(j)) continue;
      separated = true;
      j++;
    }
    if (!t.isWord(j) || t.startsLine(j)) continue;
    const role = t.lower(i);
    // "MO Tan WM reviewed", "d/w reg Goh CL": a surname and its run-together initials need no separator.
    if (!separated && (SEPARATOR_ONLY.has(role) || roleEnd > i) && !surnameWithInitials(context, j)) continue;
    // "sw" in "SW 2 cm", "RN aware": the slot reader stops at the cue words itself.
    if (NOT_NAMES.has(t.lower(j))) continue;
    // "reg: whānau hui", "nurse - wahala dey": an everyday word of another language, where case
    // says nothing, is the sentence's word, not a name.
    if (!(context.mixedCase && t.isCapitalised(j)) && isWorldWord(context, j)) continue;
    // "Consultant Nephrologist", "Registrar Paediatrics": a specialty, not a name.
    if ((t.bits(j) & NAME_LISTED) === 0 && SPECIALTY.test(t.lower(j))) continue;
    // "Consultant Surgeon", "Staff Nurse", "Consultant Physician": a second role word makes a
    // two-word role, even when a list has it as a surname ("Surgeon").
    if (!separated && isRole(context, j) !== undefined) continue;
    // "Consultant Old Age Psychiatrist", "Consultant Child and Adolescent Psychiatrist": a specialty
    // a few words on, on the same line.
    if (specialtySoon(t, j)) continue;
    const titled = skipTitle(context, j);
    const from = titled;
    let last = initialShortSurname(context, from);
    // "Cons: Dr Le", "reg - Mr Oh": a two-letter surname after a title.
    if (last < 0 && titled > j && t.length(from) === 2 && (t.bits(from) & SURNAME) !== 0) {
      if (!context.mixedCase || t.isCapitalised(from) || t.isAllCaps(from)) last = from;
    }
    // "Carer Will helped": a listed name that is a function word, capitalised after the role.
    if (
      last < 0 &&
      !separated &&
      titled === j &&
      context.mixedCase &&
      isTitleCased(context, from) &&
      (t.bits(from) & NAME_LISTED) !== 0 &&
      readSlotName(context, from) < from
    ) {
      last = from;
    }
    if (last < 0) {
      const plainFirst = separated && context.mixedCase && isTitleCased(context, from);
      last = readSlotName(context, from, { trailingInitial: true, plainFirst });
      if (last < from) continue;
      const words = countWords(context, from, last);
      const cls = slotWordClass(context, from);
      const onlyWord = words === 1;
      if (onlyWord && !isSlotInitial(context, from)) {
        // "Physio: Will review", "carer may visit": a modal or a verb, not a name.
        const casedMidLine = !separated && context.mixedCase && isTitleCased(context, from);
        if (NOT_NAMES_AFTER_ROLE.has(t.lower(from)) && !columnEnds(context, last) && !casedMidLine) continue;
        // "reg: grand.", "sho: done.", "cons: press.": in a note written in lower case, a lone
        // English word after the role is a listed name only as a given name ("rn: hope.").
        if (
          cls === SLOT_WORDLIKE &&
          titled === j &&
          !context.mixedCase &&
          !t.isAllCaps(from) &&
          (t.bits(from) & FIRST_NAME) === 0
        )
          continue;
        if (cls === SLOT_WORDLIKE && !separated && titled === j) {
          // After a bare space an English-word name needs case ("Carer Will helped") or a column end.
          const cased = context.mixedCase && isTitleCased(context, from);
          if (!cased && !columnEnds(context, last)) continue;
        }
        // "RN: Bryony": after a colon, a capitalised word alone in its column, unless it reads as
        // a verb or an abstract noun ("Physio: Declined.", "OT: Assessment").
        const plainName =
          cls === SLOT_PLAIN &&
          separated &&
          context.mixedCase &&
          isTitleCased(context, from) &&
          columnEnds(context, last) &&
          !/(ed|ing|ly|ment|ness|tion|sion|able|ible|ive|ful|ous|ary|al)$/.test(t.lower(from));
        if ((cls === SLOT_PLAIN && !plainName) || cls === SLOT_NO) continue;
      }
      if (cls === SLOT_NO && !isSlotInitial(context, from) && last === from) continue;
      // In a note with case, a bare-space slot takes Title Case or capitals only ("nurse reviewed").
      if (
        !separated &&
        context.mixedCase &&
        titled === j &&
        !(isTitleCased(context, from) || t.isAllCaps(from))
      )
        continue;
      if (
        !separated &&
        titled === j &&
        cls !== SLOT_NAMELIKE &&
        cls !== SLOT_WORDLIKE &&
        !isSlotInitial(context, from)
      )
        continue;
    }
    out.push(hit("name-after-role", type, t.start[from]!, nameEndOffset(context, last)));
    i = last;
  }
}

function countWords(context: ScanContext, from: number, last: number): number {
  const t = context.tokens;
  let n = 0;
  for (let k = from; k <= last; k++) if (t.isWord(k) && !isSlotInitial(context, k)) n++;
  return n;
}

const RULES = defineRules({
  "name-after-role": {
    types: ["NAME", "PROVIDER_NAME"],
    level: "anchored",
    anchored: true,
    about: "a name after a staff role ('RN: Bryony', 'Carer Will')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const roleNameRecogniser: RecogniserModule = {
  id: "role-name",
  family: "names",
  wake: { cues: CUE_ROLE },
  vocabulary: [{ mask: "cues", bit: CUE_ROLE, words: ROLE_TRIGGERS }],
  rules: RULES,
  scan: findRoleNames,
};

const hit = ruleHit(RULES);
