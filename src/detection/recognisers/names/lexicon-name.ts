import { nameParticles } from "../../cues/name-particles.ts";
import {
  notGiven,
  notSurnamesAfterGiven,
  shortSurnamesAlsoAbbreviations,
  slotStop,
} from "../../cues/not-names.ts";
import {
  AMBIGUOUS_NAME,
  continuesName,
  isOpenWord,
  isWorldWord,
  KNOWN_NAME,
  nameEvidence,
  UNKNOWN_WORD,
} from "../../name-evidence.ts";
import { RELATIVES } from "../../readers/person-cue-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { HAS_UPPER, KNOWN_BITS } from "../../token-stream.ts";
import { CLINICAL, FIRST_NAME, RELATIVE_CUE, SURNAME, TITLE, VOCABULARY } from "../../word-bits.ts";
import { memoiseWordTest } from "../../word-memo.ts";

const PARTICLES = nameParticles.words;

/**
 * Listed first names and surnames that are no English or clinical word ("Wojcik", "rosalind"),
 * wherever they stand, extended over neighbouring name-looking words and initials
 * ("Tavio Bressani", "HAROLD V. DELLAROSA"). The weakest name evidence, so the lowest confidence.
 */
const MIN_LENGTH = 3;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * A surname written where case says nothing (lower case in a lower-case note, capitals in an
 * ALL CAPS note) that is an English word with one letter dropped ("lowe" extremities, "brough"
 * the rate down, "ballon" deflated) is more likely a typo than a name. A capitalised word stands
 * out whatever the note's style, and an added final "s" or "d" (plurals, past tenses) does not count.
 * Costs 26 look-ups per letter, only for the rare words that reach this test.
 */
function isDroppedLetterTypo(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.isCapitalised(i)) return false;
  if ((t.bits(i) & FIRST_NAME) !== 0 || t.length(i) < 4 || t.length(i) > 20) return false;
  return dropsLetterOfWord(t.lower(i), context.lexicons.vocabulary);
}

const dropsLetterOfWord = memoiseWordTest((word, vocabulary) => {
  for (let k = 0; k <= word.length; k++) {
    const head = word.slice(0, k);
    const tail = word.slice(k);
    for (let c = 0; c < 26; c++) {
      const letter = LETTERS[c]!;
      if (k === word.length && (letter === "s" || letter === "d")) continue;
      if (vocabulary.has(head + letter + tail)) return true;
    }
  }
  return false;
});

function extendsName(context: ScanContext, i: number, leftwards = false): boolean {
  const t = context.tokens;
  if (!t.isWord(i)) return false;
  // "78F Royal", "Lee N12345A": a letter run into a number is a sex after an age or a code's
  // prefix, never an initial.
  if (t.length(i) === 1 && ((t.isNumber(i - 1) && t.touches(i - 1)) || (t.touches(i) && t.isNumber(i + 1))))
    return false;
  if (PARTICLES.has(t.lower(i)) && nameEvidence(context, i + 1) >= UNKNOWN_WORD) return true;
  // "her husband david", "HIS WIFE MAUREEN", "nurse grace": leftwards, a family word or a role
  // where case says nothing is the cue before the name (relative-name.ts), not its first word
  // (Husband and Nurse are also surnames; "Mrs Husband" still reads through title-name.ts).
  if (leftwards && isFamilyCue(context, i)) return false;
  // "Constable Mokoena", "Sergeant Lim": leftwards, a title or rank is no part of the name, even a
  // listed surname (title-name.ts reads the name after it).
  if (leftwards && (t.bits(i) & TITLE) !== 0 && !t.startsLine(i + 1)) return false;
  // Leftwards, a word opening the line may still be the given name ("KOFI BOATENG"), if it is
  // no English word: a heading word before a name is ("PLAN BOATENG").
  // "S. Ní Bhriain" opening a signature line: an initial with its dot is the given name's.
  if (leftwards && t.startsLine(i)) return nameEvidence(context, i) >= UNKNOWN_WORD || isDottedInitial(t, i);
  return continuesName(context, i);
}

/** A family word or a role ("husband", "nan", "nurse") not written with a capital in a note with case. */
function isFamilyCue(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if ((t.bits(i) & RELATIVE_CUE) === 0 || !RELATIVES.has(t.lower(i))) return false;
  return !(context.mixedCase && t.isCapitalised(i));
}

/** A capital letter and its dot ("S."), written as a given name's initial. */
function isDottedInitial(t: ScanContext["tokens"], i: number): boolean {
  return t.isWord(i) && t.length(i) === 1 && t.isAllCaps(i) && t.isPunct(i + 1, ".") && t.touches(i);
}

const SHORT_SURNAMES_ALSO_ABBREVIATIONS = shortSurnamesAlsoAbbreviations.words;

/**
 * A two-letter listed surname right after a listed given name that is no English word, in any
 * case: "kevin ng", "MAI LE", "WEI WU". Not an English word ("to", "am"), not before a number or
 * "tube" ("ng tube"); clinical abbreviations only for the three common surnames above.
 */
function isTwoLetterSurnameAfter(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const j = i + 1;
  if ((t.bits(i) & FIRST_NAME) === 0 || !t.isWord(j) || t.length(j) !== 2) return false;
  if (t.startsLine(j) || t.start[j]! - t.end[i]! !== 1 || t.isPunct(j + 1, ".")) return false;
  const bits = t.bits(j);
  if ((bits & SURNAME) === 0 || (bits & VOCABULARY) !== 0) return false;
  if ((bits & CLINICAL) !== 0 && !SHORT_SURNAMES_ALSO_ABBREVIATIONS.has(t.lower(j))) return false;
  if (context.mixedCase && t.isAllCaps(j) && !t.isAllCaps(i)) return false;
  return !t.isNumber(j + 1) && t.lower(j + 1) !== "tube";
}

const NOT_GIVEN = notGiven.words;

/**
 * "Last, First" order ("OKAFOR, Chidi A.", "Nguyen, Thi", "Kowalski, Marek"): a listed surname
 * alone, a comma, and a given name on the same line: a listed given name that is no English word,
 * or a word no list knows as English or clinical (capitalised where case tells, or after a surname
 * that opens a line or follows a label); an initial may follow. Returns the index of the last word taken, or -1.
 */
function givenAfterComma(context: ScanContext, i: number, end = i): number {
  const t = context.tokens;
  if ((t.bits(i) & SURNAME) === 0 || !t.isPunct(end + 1, ",") || !t.touches(end)) return -1;
  const k = end + 2;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return -1;
  const ev = nameEvidence(context, k);
  const listedGiven = (t.bits(k) & FIRST_NAME) !== 0 && ev === KNOWN_NAME;
  // Where case says nothing, an unknown given name needs the surname to open a line or follow a
  // label ("ADEYEMI, FOLAKE" heading a letter, "Re: okafor, chidi").
  const heading = t.startsLine(i) || t.isPunct(i - 1, ":");
  // "Okafor, Grace": a capitalised given name that is also an English word, where case tells.
  const wordGiven =
    context.mixedCase &&
    ev === AMBIGUOUS_NAME &&
    (t.bits(k) & FIRST_NAME) !== 0 &&
    !NOT_GIVEN.has(t.lower(k));
  if (!(listedGiven || wordGiven || ((context.mixedCase || heading) && ev === UNKNOWN_WORD))) return -1;
  // An initial after the given name: "Chidi A."
  const m = k + 1;
  if (t.isWord(m) && t.length(m) === 1 && t.isAllCaps(m) && t.isPunct(m + 1, ".") && !t.startsLine(m))
    return m;
  return k;
}

/**
 * A listed name word standing alone right after a clinical word and a slash is the denominator
 * of a unit ("mmol/mol", "HBA1C 62 MMOL/MOL"), not a name ("Smith/Jones" stays).
 */
function isUnitDenominator(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isPunct(i - 1, "/") || !t.touches(i - 1) || !t.isWord(i - 2) || !t.touches(i - 2)) return false;
  return (t.bits(i - 2) & CLINICAL) !== 0;
}

/**
 * A single word right before a colon is a heading or a field label ("Hila:", "| Lung: clear",
 * "Right Hila:"), not a name: a name stands after its label's colon.
 */
function isHeadingWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isPunct(i + 1, ":") || !t.touches(i)) return false;
  // "Son Ng:", "Dr Le:", "dtr - Ana Cruz:": after a family word or a title the word is still the name.
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (t.isWord(k) && (t.bits(k) & (RELATIVE_CUE | TITLE)) !== 0) return false;
    if (t.startsLine(k)) break;
  }
  return true;
}

const NOT_SURNAMES_AFTER_GIVEN = notSurnamesAfterGiven.words;
const SLOT_STOP = slotStop.words;

/**
 * A given name and surname written in lower case inside a mixed-case note ("spoke with priya
 * raghunathan", "alice brown signed"): case cannot tell, so the lists must. The first word is a
 * listed given name that is no English or clinical word; the second a listed surname (an English
 * word too, but no verb form, function word or clinical word) or a word no list knows. Returns
 * the surname's index, or -1.
 */
function lowerCasePair(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!context.mixedCase || t.flags[i]! & HAS_UPPER) return -1;
  const bits = t.bits(i);
  if ((bits & FIRST_NAME) === 0 || (bits & (VOCABULARY | CLINICAL)) !== 0) return -1;
  // "whānau hui held": a given name that is an everyday word of another language.
  if (isWorldWord(context, i)) return -1;
  const j = i + 1;
  if (!t.isWord(j) || t.startsLine(j) || t.start[j]! - t.end[i]! !== 1) return -1;
  if (t.flags[j]! & HAS_UPPER) return -1;
  // "padraig ó briain", "sinead nic giolla": an Irish particle and the surname it opens.
  const particleSurname = afterIrishParticle(context, j);
  if (particleSurname !== -1) return isDroppedLetterTypo(context, i) ? -1 : particleSurname;
  if (t.length(j) < 2) return -1;
  const next = t.bits(j);
  if ((next & CLINICAL) !== 0) return -1;
  // "rosli via phone", "aminah per daughter": a function word no English list has is no surname.
  if (SLOT_STOP.has(t.lower(j))) return -1;
  if ((next & VOCABULARY) === 0) {
    if ((next & SURNAME) !== 0 || isOpenWord(context, j)) return isDroppedLetterTypo(context, i) ? -1 : j;
    return -1;
  }
  if ((next & SURNAME) === 0 || t.length(j) < 3) return -1;
  const word = t.lower(j);
  const verbForm = word.endsWith("ed") || word.endsWith("ing") || word.endsWith("ly");
  if (NOT_SURNAMES_AFTER_GIVEN.has(word) || verbForm) return -1;
  return isDroppedLetterTypo(context, i) ? -1 : j;
}

const IRISH_PARTICLES: ReadonlySet<string> = new Set(["ó", "ní", "nic", "mac", "mhic", "uí", "ua"]);

/**
 * An Irish surname's particle in lower case at `j` and the surname after it on the same line, no
 * English or clinical word ("ó briain", "nic giolla", "mac suibhne"). Returns the surname's index, or -1.
 */
function afterIrishParticle(context: ScanContext, j: number): number {
  const t = context.tokens;
  if (!IRISH_PARTICLES.has(t.lower(j))) return -1;
  const k = j + 1;
  if (!t.isWord(k) || t.length(k) < 3 || t.startsLine(k) || t.start[k]! - t.end[j]! !== 1) return -1;
  if (t.flags[k]! & HAS_UPPER || (t.bits(k) & (VOCABULARY | CLINICAL)) !== 0) return -1;
  return (t.bits(k) & SURNAME) !== 0 || isOpenWord(context, k) ? k : -1;
}

/** A list row's number before the name: "Bed 4 - Baker, Rose", "3. Baker, Rose", "2) Baker, Rose". */
function afterRowNumber(t: ScanContext["tokens"], i: number): boolean {
  if (!t.isNumber(i - 2) || t.length(i - 2) > 3) return false;
  if (t.isPunct(i - 1, "-")) return true;
  return (t.isPunct(i - 1, ".") || t.isPunct(i - 1, ")")) && t.startsLine(i - 2);
}

/**
 * "Baker, Rose" opening a line or after a label ("Patient: Wells, Grace"), in a mixed-case note:
 * a listed surname in Title Case even if an English word, a comma, and a listed given name in
 * Title Case (or a capitalised word no list knows). Returns the given name's index, or -1.
 */
function headingLastFirst(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!context.mixedCase || !t.isCapitalised(i) || (t.bits(i) & SURNAME) === 0) return -1;
  if (!t.isPunct(i + 1, ",") || !t.touches(i)) return -1;
  if (!(t.startsLine(i) || t.isPunct(i - 1, ":") || afterRowNumber(t, i))) return -1;
  if (nameEvidence(context, i) !== AMBIGUOUS_NAME) return -1;
  const k = i + 2;
  if (!t.isWord(k) || t.startsLine(k) || !t.isCapitalised(k)) return -1;
  const ev = nameEvidence(context, k);
  const listed = ev >= AMBIGUOUS_NAME && (t.bits(k) & FIRST_NAME) !== 0 && !NOT_GIVEN.has(t.lower(k));
  if (!(listed || ev === UNKNOWN_WORD)) return -1;
  const m = k + 1;
  if (t.isWord(m) && t.length(m) === 1 && t.isAllCaps(m) && t.isPunct(m + 1, ".") && !t.startsLine(m))
    return m;
  return k;
}

/**
 * The next word at or after `i` that may open a name here: an unknown word (a listed name that is
 * no English or clinical word, the given name of lowerCasePair), or in a note with case a word
 * whose first letter is a capital (the surname of headingLastFirst). A possessive is read through
 * its stem (nameEvidence), so this holds while no English or clinical entry is a possessive
 * (name-positions.test.ts).
 */
/** Words after which a bare capital and a name open a field's value ("Authorised by: K Chua"). */
const INITIAL_LEADS: ReadonlySet<string> = new Set(["by", "from", "per", "with", "to", "cc", "and"]);

/**
 * A bare capital letter right before the listed name at `i`, where a field's value or a list's
 * item opens: "Authorised: K Chua", "Pathologist: A Ngata-Brown", "cc S Pillay", "B Wilson, BMS".
 * Not run into a number ("78F Chua"), not after any other word ("Hepatitis B Chua", "Grade A").
 */
function isBareInitialBefore(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const k = i - 1;
  if (k < 0 || t.length(k) !== 1 || !t.isWord(k) || !t.isAllCaps(k) || t.startsLine(i)) return false;
  if (t.start[i]! - t.end[k]! !== 1 || !(t.isCapitalised(i) || t.isAllCaps(i))) return false;
  if (t.touches(k - 1) || (t.isNumber(k - 1) && t.start[k]! - t.end[k - 1]! <= 1)) return false;
  if (t.startsLine(k)) return true;
  const p = k - 1;
  if (t.isWord(p)) return INITIAL_LEADS.has(t.lower(p));
  return (
    t.isPunct(p, ":") ||
    t.isPunct(p, ",") ||
    t.isPunct(p, "-") ||
    t.isPunct(p, "(") ||
    t.isPunct(p, ";") ||
    t.isPunct(p, "|") ||
    t.isPunct(p, "/")
  );
}

function nextOpening(t: ScanContext["tokens"], i: number, mixedCase: boolean): number {
  const unknown = t.nextUnknown(i);
  if (!mixedCase) return unknown;
  const upper = t.nextInitialUpper(i);
  return upper < unknown ? upper : unknown;
}

export function findListedNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const mixedCase = context.mixedCase;
  for (let i = nextOpening(t, 0, mixedCase); i < t.count; i = nextOpening(t, i + 1, mixedCase)) {
    if (t.length(i) < MIN_LENGTH) continue;
    const heading = headingLastFirst(context, i);
    if (heading !== -1) {
      out.push(hit("name-last-first", "NAME", t.start[i]!, t.end[heading]!));
      i = heading;
      continue;
    }
    const surname = lowerCasePair(context, i);
    if (surname !== -1) {
      out.push(hit("name-lower-pair", "NAME", t.start[i]!, t.end[surname]!));
      i = surname;
      continue;
    }
    // A known name is no English or clinical word: an unknown word (a capitalised one is read above).
    if ((t.bits(i) & KNOWN_BITS) !== 0) continue;
    if (nameEvidence(context, i) !== KNOWN_NAME || isDroppedLetterTypo(context, i)) continue;
    // "my nan joan fell": a family word that is also a listed name opens no name where case says
    // nothing; relative-name.ts reads the name after it.
    if (isFamilyCue(context, i)) continue;
    let first = i;
    for (let n = 0; n < 2; n++) {
      let k = first - 1;
      if (t.isPunct(k, ".") && t.length(k - 1) === 1) k--;
      if (!extendsName(context, k, true) || t.startsLine(first) || t.start[first]! - t.end[k]! > 2) break;
      first = k;
    }
    if (first === i && isBareInitialBefore(context, i)) first = i - 1;
    let last = i;
    for (let n = 0; n < 2; n++) {
      let k = last + 1;
      if (t.isPunct(k, ".") && t.length(last) === 1) k++;
      if (!extendsName(context, k) || t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 2) break;
      // "TAMSIN OKAFOR  New": two spaces and a change of case are a column's edge.
      if (t.start[k]! - t.end[k - 1]! === 2 && t.isAllCaps(k) !== t.isAllCaps(k - 1)) break;
      last = k;
    }
    if (last === i && isTwoLetterSurnameAfter(context, i)) last = i + 1;
    if (first === last && (isUnitDenominator(context, i) || isHeadingWord(context, i))) continue;
    out.push(hit("name-listed", "NAME", t.start[first]!, t.end[last]!));
    let given = last === i ? givenAfterComma(context, i) : -1;
    // "BALOGUN-OYELARAN, Folasade", "Mwangi-Otieno, Wairimu": a double-barrelled surname before the comma.
    if (
      given === -1 &&
      last === i &&
      t.isPunct(i + 1, "-") &&
      t.touches(i) &&
      t.touches(i + 1) &&
      t.isWord(i + 2)
    ) {
      given = givenAfterComma(context, i, i + 2);
    }
    if (given !== -1) {
      out.push(hit("name-last-first", "NAME", t.start[i]!, t.end[given]!));
      last = given;
    }
    i = last;
  }
}

const RULES = defineRules({
  "name-listed": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "listed name words that are no English or clinical word",
  },
  "name-lower-pair": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a listed given name and a surname in lower case inside a mixed-case note",
  },
  "name-last-first": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a listed surname, a comma and a given name: 'Nguyen, Thi'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const lexiconNameRecogniser: RecogniserModule = {
  id: "lexicon-name",
  family: "names",
  wake: { at: ["unknown", "initialUpper"] },
  rules: RULES,
  scan: findListedNames,
};

const hit = ruleHit(RULES);
