import { credentials } from "../../cues/credentials.ts";
import { nameParticles } from "../../cues/name-particles.ts";
import { notAfterTitle, slotStop } from "../../cues/not-names.ts";
import { ambiguousTitles, titleTypes, unsureTitles } from "../../cues/titles.ts";
import {
  AMBIGUOUS_NAME,
  hasVowel,
  isInitial,
  isListedName,
  isWorldWord,
  nameEvidence,
  UNKNOWN_WORD,
} from "../../name-evidence.ts";
import type { PhiType } from "../../phi-type.ts";
import {
  isSlotInitial,
  nameEndOffset,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_NO,
  slotWordClass,
} from "../../readers/slot-name.ts";
import { trailingInitials } from "../../readers/trailing-initials.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, FIRST_NAME, NAME_LISTED, SURNAME, TITLE, VOCABULARY } from "../../word-bits.ts";

const PARTICLES = nameParticles.words;
const SLOT_STOP = slotStop.words;
const CREDENTIALS = credentials.words;
const DETERMINERS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "his",
  "her",
  "their",
  "this",
  "that",
  "all",
]);

/**
 * Names after a title: "Dr. Aldous", "dr pryce", "DR VANDERMOLEN", "Mr. Otto Wojcik",
 * "Dr. Halloran and Vandermolen". Right after a title even an ordinary word is a name; further
 * words join only when they look like names. Ambiguous titles ("MS" multiple sclerosis, "MR"
 * mitral regurgitation) need a dot or a name-looking word after them.
 */
const TITLES = titleTypes.values;
const UNSURE_TITLES = unsureTitles.words;
export const TITLE_WORDS: readonly string[] = [...TITLES.keys()];
const AMBIGUOUS_TITLES = ambiguousTitles.words;
const NOT_AFTER_TITLE = notAfterTitle.words;

/** Person's titles after which a lower-case surname is read in a note with case ("Mr haldane"). */
const LOWER_NAME_TITLES: ReadonlySet<string> = new Set(["mr", "mrs", "ms", "miss", "mx", "mdm"]);

/** A lower-case word of three letters or more that no list knows, with a vowel: "haldane". */
function lowerUnlistedWord(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || t.length(j) < 3 || t.isCapitalised(j) || t.isAllCaps(j)) return false;
  if ((t.bits(j) & (VOCABULARY | CLINICAL)) !== 0) return false;
  if (t.touches(j) && t.isNumber(j + 1)) return false;
  const word = t.lower(j);
  if (!/^[a-z\u00c0-\u024f\u0100-\u017f'’āēīōū-]+$/.test(word) || !hasVowel(word)) return false;
  return !isWorldWord(context, j, word) && !SLOT_STOP.has(word) && !NOT_AFTER_TITLE.has(word);
}

/**
 * "Mrs grace van der merwe", "Ms joy tupou": a listed given name in lower case (an English word
 * too) before a lower-case surname no English list knows, or a particle opening one.
 */
function lowerGivenBeforeSurname(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || (t.bits(j) & FIRST_NAME) === 0 || (t.bits(j) & CLINICAL) !== 0) return false;
  if (t.isCapitalised(j) || t.isAllCaps(j) || t.startsLine(j + 1) || !t.isWord(j + 1)) return false;
  if (t.start[j + 1]! - t.end[j]! > 2 || t.isCapitalised(j + 1) || t.isAllCaps(j + 1)) return false;
  const next = t.lower(j + 1);
  if (PARTICLES.has(next)) return t.isWord(j + 2) && !t.startsLine(j + 2) && !t.isCapitalised(j + 2);
  const bits = t.bits(j + 1);
  return (
    ((bits & SURNAME) !== 0 && (bits & (VOCABULARY | CLINICAL)) === 0) || lowerUnlistedWord(context, j + 1)
  );
}

/** Appends the name after the title token `i`; returns the last token used. */
function readName(context: ScanContext, i: number, type: PhiType, out: Span[]): number {
  const t = context.tokens;
  const title = t.lower(i);
  let j = i + 1;
  const dotted = t.isPunct(j, ".") && t.touches(i);
  if (dotted) j++;
  // "Dr. (Mrs.) S. Lakshmi", "Dr (Ms) Meena Kumari": a second title in brackets after the first.
  let anchor = i;
  if (t.isPunct(j, "(") && TITLES.has(t.lower(j + 1))) {
    const close = t.isPunct(j + 2, ".") ? j + 3 : j + 2;
    if (t.isPunct(close, ")") && !t.startsLine(close + 1)) {
      anchor = close;
      j = close + 1;
    }
  }
  if (!t.isWord(j)) return i;
  // "From: Kim Lee, Practice Nurse\nTo: Dr Smith": a title closing its line, the next line's label.
  if (t.startsLine(j) && t.isPunct(j + 1, ":")) return i;
  // "dr a okafor": a lone "a" is an initial when a name-shaped word follows it.
  const initialA =
    t.length(j) === 1 &&
    isSlotInitial(context, j) &&
    (slotWordClass(context, j + 1) === SLOT_NAMELIKE ||
      // "Dr A Ng": a two-letter surname in Title Case after the initial.
      (t.length(j + 1) === 2 && (t.bits(j + 1) & SURNAME) !== 0 && t.isCapitalised(j + 1))) &&
    readSlotName(context, j) > j;
  // "Dr A van Wyk", "DR A VAN DER MERWE": an initial, then a particle opening the surname.
  const particleAt = t.isPunct(j + 1, ".") && t.touches(j) ? j + 2 : j + 1;
  if (
    t.length(j) === 1 &&
    isSlotInitial(context, j) &&
    t.start[particleAt]! - t.end[particleAt - 1]! <= 2 &&
    PARTICLES.has(t.lower(particleAt)) &&
    !t.startsLine(particleAt)
  ) {
    const end = readSlotName(context, particleAt);
    if (end > particleAt) {
      out.push(hit("name-after-title", type, t.start[j]!, nameEndOffset(context, end)));
      return end;
    }
  }
  if (NOT_AFTER_TITLE.has(t.lower(j)) && !(context.mixedCase && t.isCapitalised(j)) && !initialA) return i;
  if (t.start[j]! - t.end[anchor]! > 3) return i;
  const firstEvidence = nameEvidence(context, j);
  const word = t.lower(j);
  // "Mr haldane", "Mrs fa'asolo": a surname typed in lower case after a person's title written in
  // Title Case, in a note with case — a word no list knows (no English, clinical or everyday
  // world word), said as a word. Mitral regurgitation and multiple sclerosis are written "MR", "MS".
  const lowerOpens =
    context.mixedCase &&
    t.isCapitalised(i) &&
    LOWER_NAME_TITLES.has(title) &&
    (lowerUnlistedWord(context, j) || lowerGivenBeforeSurname(context, j));
  if (lowerOpens) {
    const last = readSlotName(context, j, { plainFirst: true, firstTaken: true });
    const end = last >= j ? last : j;
    out.push(hit("name-after-title", type, t.start[j]!, nameEndOffset(context, end)));
    return end;
  }
  // "Dr Ng", "Dr J P Stone", "Dr van der Berg": a Title Case listed surname, an initial or a
  // particle that opens a name.
  const opener =
    isSlotInitial(context, j) ||
    PARTICLES.has(word) ||
    (context.mixedCase && t.isCapitalised(j) && (t.bits(j) & NAME_LISTED) !== 0) ||
    // Where case says nothing, a listed name that is no English word ("dr. cho", "DR. THU").
    (!context.mixedCase &&
      t.length(j) >= 3 &&
      (t.bits(j) & NAME_LISTED) !== 0 &&
      (t.bits(j) & VOCABULARY) === 0);
  // "DR NG", "dr le": a two-letter surname after a doctor's title, unless a clinical word follows.
  // "Mr Le", "MRS NG", "Miss Wu": after a person's title too, where the title cannot be "MR"
  // (mitral regurgitation) before "LE" (lower extremity): Title Case or a dot after it.
  const personTitle =
    title === "mrs" ||
    title === "miss" ||
    title === "mx" ||
    ((title === "mr" || title === "ms") &&
      (dotted || (context.mixedCase && t.isCapitalised(i) && t.isCapitalised(j))));
  const shortSurname =
    (title === "dr" || title === "prof" || personTitle) &&
    t.length(j) === 2 &&
    (t.bits(j) & SURNAME) !== 0 &&
    !(t.isWord(j + 1) && context.lexicons.clinical.has(t.lower(j + 1)));
  // "Dr LEE", "Mdm TAN Mei Ling": a listed surname in capitals inside a mixed-case note, the way
  // Singapore, Malaysian and Hong Kong notes write the family name, even when it is an English word.
  const capitalsSurname =
    context.mixedCase &&
    t.isAllCaps(j) &&
    t.length(j) >= 2 &&
    t.length(j) <= 4 &&
    (t.bits(j) & SURNAME) !== 0 &&
    !SLOT_STOP.has(word) &&
    !context.lexicons.clinical.has(word) &&
    // "Dr CALL the family": a verb before its object is an instruction, not a name.
    !(t.isWord(j + 1) && DETERMINERS.has(t.lower(j + 1)));
  const slotOpens = shortSurname || capitalsSurname || (opener && readSlotName(context, j) >= j);
  // "Dr regarding", "drs.rt": an ordinary lower-case word or a short abbreviation is no name.
  if (
    !slotOpens &&
    context.mixedCase &&
    !dotted &&
    t.isCapitalised(i) &&
    !t.isCapitalised(j) &&
    context.lexicons.vocabulary.has(word)
  ) {
    return i;
  }
  if (t.length(j) <= 3 && context.lexicons.clinical.has(word) && !slotOpens) return i;
  // "Mr H Oh", "Ms A. Le": an initial and a surname after a capitalised title in a note with case.
  const initialOpens =
    context.mixedCase && t.isCapitalised(i) && isSlotInitial(context, j) && readSlotName(context, j) > j;
  // "Miss Chiara Rossi", "Ms Noor Al-Sayed": a Title Case title and two Title Case name words
  // (the first may look like a clinical word: Chiara, chiari) in a note with case.
  const pairOpens =
    context.mixedCase &&
    t.isCapitalised(i) &&
    t.isCapitalised(j) &&
    UNSURE_TITLES.has(title) &&
    readSlotName(context, j, { firstTaken: true }) > j;
  // "MS. TOLERATING", "ms given": mental status and morphine, not Ms.
  // "Mr Ó Súilleabháin", "MS NÍ BHRIAIN": a particle opening a name that the slot reads whole.
  const particleOpens = PARTICLES.has(word) && slotOpens && readSlotName(context, j) > j;
  if (UNSURE_TITLES.has(title) && !shortSurname && !initialOpens && !particleOpens && !pairOpens) {
    if (firstEvidence < AMBIGUOUS_NAME && !isListedName(context, j)) return i;
    if (t.length(j) < 2) return i;
  }
  const plainWord = (t.bits(j) & VOCABULARY) !== 0 && !(context.mixedCase && t.isCapitalised(j));
  // "MR BAKER SEEN", "mr hunter": a listed surname that is also a word, after a person's title
  // (not a clinical word: "MR MODERATE", "ms mild").
  const listedSurname =
    (title === "mr" || title === "miss") &&
    (t.bits(j) & SURNAME) !== 0 &&
    !SLOT_STOP.has(word) &&
    !/(?:ed|en|ing)$/.test(word) &&
    !context.lexicons.clinical.has(word) &&
    t.length(j) >= 3;
  if (UNSURE_TITLES.has(title) && plainWord && !listedSurname && !initialOpens && !pairOpens) return i;
  if (
    AMBIGUOUS_TITLES.has(title) &&
    !dotted &&
    !initialOpens &&
    !particleOpens &&
    firstEvidence < UNKNOWN_WORD &&
    !isListedName(context, j)
  ) {
    if (!(context.mixedCase && t.isCapitalised(i) && t.isCapitalised(j))) return i;
  }
  if (context.mixedCase && !t.isCapitalised(j) && !t.isAllCaps(j) && firstEvidence < AMBIGUOUS_NAME) {
    // "Dr. green" in a mixed-case note still reads as a name after a capitalised title.
    if (type !== "PROVIDER_NAME" && !t.isCapitalised(i)) return i;
  }
  const from = t.start[j]!;
  let last = j;
  let k = j + 1;
  for (let n = 0; n < 3 && k < t.count; n++) {
    if (t.isPunct(k, ".") && t.touches(k - 1) && t.length(k - 1) === 1) k++;
    if (!t.isWord(k) || t.start[k]! - t.end[k - 1]! > 2 || t.startsLine(k)) break;
    const word = t.lower(k);
    const ev = nameEvidence(context, k);
    const particle = PARTICLES.has(word) && nameEvidence(context, k + 1) >= UNKNOWN_WORD;
    if (ev >= UNKNOWN_WORD || particle || isInitial(context, k) || (ev === AMBIGUOUS_NAME && n === 0)) {
      last = k;
      k++;
    } else break;
  }
  // In the slot, the name-shaped words whatever the lists say: "Dr Grace Field", "MRS JOY
  // BROWN", "mrs hope baker came", "Mr Ji-hoon Park", "Dr van der Berg".
  const slotLast = readSlotName(context, j, { plainFirst: true, firstTaken: true });
  if (slotLast > last) last = slotLast;
  // "Dr Goh CL", "Dr Ng K H": run-together or spaced initials after the surname.
  // Not after initials already read ("Dr Tan WM MCR 12345": the register's letters).
  const initials =
    last === j || !(t.isAllCaps(last) && t.length(last) <= 3) ? trailingInitials(context, last + 1) : -1;
  if (initials > last) last = initials;
  out.push(hit("name-after-title", type, from, nameEndOffset(context, last)));
  // "Dr. Halloran and Vandermolen", "Drs. Smith, Jones"
  let m = last + 1;
  while (m + 1 < t.count && (t.isPunct(m, ",") || t.isPunct(m, "&") || t.lower(m) === "and")) {
    if (nameEvidence(context, m + 1) < UNKNOWN_WORD) break;
    // "Dr Aisha Begum, GP": a role or credential after the comma is no second name.
    if (slotWordClass(context, m + 1) === SLOT_NO || CREDENTIALS.has(t.lower(m + 1))) break;
    out.push(hit("name-after-title-list", type, t.start[m + 1]!, t.end[m + 1]!));
    last = m + 1;
    m = last + 1;
  }
  return last;
}

export function findTitledNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, TITLE); i < t.count; i = t.nextBits(i + 1, TITLE)) {
    if ((t.bits(i) & TITLE) === 0) continue;
    const type = TITLES.get(t.lower(i));
    if (type === undefined) continue;
    // "QTc 465 ms. Wells score", "qtc 397 ms.\nafp 157": milliseconds after a number, not Ms.,
    // when written in lower case in a mixed-case note or when the line ends after it ("Bed 4 Ms
    // Okafor" keeps its title).
    if (t.lower(i) === "ms" && t.isNumber(i - 1)) {
      const next = t.isPunct(i + 1, ".") ? i + 2 : i + 1;
      if ((context.mixedCase && t.raw(i) === "ms") || t.startsLine(next) || next >= t.count) continue;
    }
    // "14Fr Foley", "12 FR catheter": French gauge after a number, not Father.
    if (t.lower(i) === "fr" && t.isNumber(i - 1)) continue;
    // "SR Good R wave progression", "sr oc pvc's", "SR INTHE 70'S": sinus rhythm. A ward sister
    // is "Sr" in Title Case where the note has case; without case only before a listed name.
    if (t.lower(i) === "sr") {
      if (context.mixedCase ? !t.isCapitalised(i) : (t.bits(i + 1) & NAME_LISTED) === 0) continue;
      if (!context.mixedCase && (t.bits(i + 1) & VOCABULARY) !== 0) continue;
    }
    i = readName(context, i, type, out);
  }
}

const RULES = defineRules({
  "name-after-title": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME"],
    level: "labelled",
    anchored: true,
    about: "name words after a title or a role written as a title",
  },
  "name-after-title-list": {
    types: ["PATIENT_NAME", "PROVIDER_NAME"],
    level: "shaped",
    anchored: true,
    about: "another name in a list after a titled name",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const titleNameRecogniser: RecogniserModule = {
  id: "title-name",
  family: "names",
  wake: { on: TITLE },
  vocabulary: [{ mask: "words", bit: TITLE, words: TITLE_WORDS }],
  rules: RULES,
  scan: findTitledNames,
};

const hit = ruleHit(RULES);
