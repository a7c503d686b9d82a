import { hasMedicalSuffix } from "../clinical-lookalike.ts";
import { sideLetters } from "../cues/clinical.ts";
import {
  afterContacted,
  contactVerbs,
  strongContactVerbs,
  toVerbs,
  withVerbs,
} from "../cues/contact-verbs.ts";
import { relativePossessives } from "../cues/function-words.ts";
import { notNamesAfterRole, slotStop } from "../cues/not-names.ts";
import { afterRelative, listOpeners, notFamily, pairUnsure, relativeVisitWords } from "../cues/relatives.ts";
import { providerRoles } from "../cues/roles.ts";
import {
  AMBIGUOUS_NAME,
  continuesName,
  isInitial,
  isListedName,
  isOpenWord,
  KNOWN_NAME,
  nameEvidence,
  UNKNOWN_WORD,
} from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import { NUMBER, PUNCT, type TokenStream } from "../token-stream.ts";
import { CLINICAL, FIRST_NAME, NAME_LISTED, SURNAME, VOCABULARY } from "../word-bits.ts";
import {
  compoundEnd,
  isSlotInitial,
  isTitleCased,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_PLAIN,
  SLOT_WORDLIKE,
  type SlotOptions,
  slotWordClass,
} from "./slot-name.ts";

// Readers of the names around relatives and contacts (recognisers/names/relative-name.ts): the
// slot after "wife", "spoke with", "d/w" and the name before "visited" or a relative word.

const _PROVIDER_ROLES = providerRoles.words;
const _CONTACT_VERBS = contactVerbs.words;
const _NOT_FAMILY = notFamily.words;
const _STRONG_VERBS = strongContactVerbs.words;
const NOT_NAMES_AFTER_ROLE = notNamesAfterRole.words;
const SLOT_STOP = slotStop.words;

/**
 * In a note without case (all lower case or ALL CAPS), a surname that is also an English word
 * right after a relative ("WIFE CORK", "brother revels"), unless it reads as the next word of
 * the sentence: a function word, a verb or adverb form, an adjective a note uses of relatives.
 */
function uncasedSurnameAfterRelative(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (context.mixedCase || t.length(j) < 3 || !isListedName(context, j)) return false;
  const word = t.lower(j);
  if (NOT_NAMES_AFTER_ROLE.has(word) || context.lexicons.clinical.has(word)) return false;
  // verb and adverb forms: "SON VISITING", "WIFE REQUESTED", "DTR REALLY"
  return !/(ing|ed|ly|ful|ous|ive|able|ness)$/.test(word);
}

const VISIT_WORDS = relativeVisitWords.words;

/**
 * Right after a family word, a listed name that is also an English word, when what follows says
 * a person came, called or was told ("daughter hope visited", "SISTER BLESSING AT BEDSIDE", "son
 * sunny called"): any writing style. Not the words notes put after a relative ("son will call",
 * "DAUGHTER YOUNG AND HEALTHY", "wife very supportive"), nor clinical words.
 */
function nameBeforeVisit(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  const word = t.lower(j);
  if (t.length(j) < 3 || !isListedName(context, j) || context.lexicons.clinical.has(word)) return false;
  if (word !== "hope" && NOT_NAMES_AFTER_ROLE.has(word)) return false;
  const k = j + 1;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  const next = t.lower(k);
  if (next === "at") return t.lower(k + 1) === "bedside" || t.lower(k + 1) === "bs";
  return VISIT_WORDS.has(next);
}

const _TO_VERBS = toVerbs.words;

const _WITH_VERBS = withVerbs.words;

/**
 * After a strong contact cue ("informed", "paged", "spoke with", "d/w"), a word with a name's shape
 * in the slot, read by the slot reader: in a note with case a capitalised word no list knows or a
 * listed name ("spoke with Ifeoma", "informed Chiara"), elsewhere a listed name. Returns the last
 * token or -1.
 */
export function slotNameAfterContact(context: ScanContext, j: number, withCue = false): number {
  const t = context.tokens;
  const cls = slotWordClass(context, j);
  const last = readSlotName(context, j);
  // "called yaw re results", "PAGED GREEN ABOUT K": one listed name before the matter discussed.
  const matter = t.lower(last + 1);
  const about = matter === "re" || matter === "regarding" || matter === "about";
  if (last === j && about && (t.bits(j) & NAME_LISTED) !== 0 && !NOT_NAMES_AFTER_ROLE.has(t.lower(j))) {
    return last;
  }
  // Two listed names that are also English words make a name too ("discussed with Grace Field").
  const pair = cls === SLOT_WORDLIKE && last > j && (t.bits(j) & FIRST_NAME) !== 0;
  // "discussed with Hope re plan", "d/w Will": in a mixed-case note a lone listed given name that
  // is also an English word, capitalised mid-sentence right after "with", is a name.
  const lone =
    withCue &&
    cls === SLOT_WORDLIKE &&
    last === j &&
    ((t.bits(j) & FIRST_NAME) !== 0 || ((t.bits(j) & NAME_LISTED) !== 0 && phraseEnds(context, j))) &&
    !context.lexicons.clinical.has(t.lower(j));
  // Without case, a lone listed name that is also a word after "spoke with", "d/w", "handed
  // over to" where the phrase ends with it ("SPOKE WITH ROSE.", "d/w hunter re plan").
  const loneUncased =
    withCue &&
    cls === SLOT_WORDLIKE &&
    last === j &&
    (t.bits(j) & NAME_LISTED) !== 0 &&
    !context.lexicons.clinical.has(t.lower(j)) &&
    !SLOT_STOP.has(t.lower(j)) &&
    (!NOT_NAMES_AFTER_ROLE.has(t.lower(j)) || (t.bits(j) & FIRST_NAME) !== 0) &&
    phraseEnds(context, j);
  // "handed over to J Le", "PAGED K OH": an initial and a surname closing the phrase.
  if (withCue && isSlotInitial(context, j) && last > j && phraseEnds(context, last)) return last;
  if (context.mixedCase) {
    if (!isTitleCased(context, j) || !(cls === SLOT_NAMELIKE || pair || lone)) return -1;
  } else if (
    !(
      (cls === SLOT_NAMELIKE && (t.bits(j) & NAME_LISTED) !== 0) ||
      pair ||
      loneUncased ||
      slotPairWithName(context, j)
    )
  )
    return -1;
  return last;
}

const AFTER_RELATIVE = afterRelative.words;

export function familyNameBeforeVerb(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || !t.isWord(j + 1) || t.startsLine(j + 1)) return false;
  if (!AFTER_RELATIVE.has(t.lower(j + 1))) return false;
  const bits = t.bits(j);
  if (context.mixedCase && !(t.isCapitalised(j) || t.isAllCaps(j))) return false;
  if (t.length(j) === 2)
    return (bits & SURNAME) !== 0 && !SLOT_STOP.has(t.lower(j)) && (!context.mixedCase || t.isCapitalised(j));
  return t.length(j) >= 3 && (bits & FIRST_NAME) !== 0 && !context.lexicons.clinical.has(t.lower(j));
}

const POSSESSIVES = relativePossessives.words;

/**
 * In a note without case, a word no English or clinical list has right after a family word, even
 * one that reads like a misspelt clinical word, when a person's verb follows ("son emre is a
 * nurse", "mum wanjiru came") or a possessive opened the phrase and it ends there ("history from
 * his niece farida"). Family-history lines ("mother htn", "father diabeties") have neither.
 */
export function openNameAfterFamily(context: ScanContext, cue: number, j: number): boolean {
  const t = context.tokens;
  if (context.mixedCase || t.length(j) < 3 || (t.bits(j) & (VOCABULARY | CLINICAL)) !== 0) return false;
  const word = t.lower(j);
  if (SLOT_STOP.has(word) || !/^[a-z\u00c0-\u024f'’-]+$/.test(word) || hasMedicalSuffix(word)) return false;
  const k = j + 1;
  const ends = k >= t.count || t.startsLine(k) || t.isPunct(k, ".") || t.isPunct(k, ",");
  if (ends) return POSSESSIVES.has(t.lower(cue - 1)) || t.lower(cue - 1).endsWith("'s");
  if (!t.isWord(k)) return false;
  const next = t.lower(k);
  return AFTER_RELATIVE.has(next) || next === "is" || next === "was" || next === "who" || next === "has";
}

const AFTER_CONTACTED = afterContacted.words;

function phraseEnds(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  const k = j + 1;
  if (k >= t.count || t.startsLine(k) || t.kind[k] === PUNCT || t.kind[k] === NUMBER) return true;
  return AFTER_CONTACTED.has(t.lower(k));
}

/** The slot reader's options, made once (not an object a call). */
const FIRST_TAKEN: SlotOptions = { firstTaken: true };
const TRAILING_INITIAL: SlotOptions = { trailingInitial: true };

/** Two or more words the slot reader takes for a name, one of a name's own shape ("zoran petrovic"). */
function slotPairWithName(context: ScanContext, j: number): boolean {
  const last = readSlotName(context, j);
  if (last <= j) return false;
  for (let m = j; m <= last; m++) if (slotWordClass(context, m) === SLOT_NAMELIKE) return true;
  return false;
}

export function readNameAfter(context: ScanContext, j: number, strict: boolean, relative = false): number {
  const t = context.tokens;
  const ev = nameEvidence(context, j);
  const capitalised = context.mixedCase && t.isCapitalised(j);
  // The lower-case word is read only after a relative (not strict).
  const word = strict ? "" : t.lower(j);
  // "daughter pat", "wife, rose,": a first name that is also a word, right after a relative.
  const plainFirstName =
    !strict && t.length(j) >= 3 && (t.bits(j) & FIRST_NAME) !== 0 && !NOT_NAMES_AFTER_ROLE.has(word);
  const accepted = strict
    ? ev === KNOWN_NAME || (capitalised && ev >= UNKNOWN_WORD)
    : ev >= AMBIGUOUS_NAME ||
      (plainFirstName && !context.lexicons.clinical.has(word)) ||
      (relative && uncasedSurnameAfterRelative(context, j)) ||
      (relative && nameBeforeVisit(context, j)) ||
      // In a note with case, a Title Case word in the slot whatever the lists say ("wife Choi").
      (!strict &&
        context.mixedCase &&
        isTitleCased(context, j) &&
        slotWordClass(context, j) === SLOT_NAMELIKE) ||
      // Two or more words that the slot reader takes for a name ("husband zoran petrovic").
      (!strict && slotPairWithName(context, j));
  if (!accepted) return -1;
  // "Jae-won", "jin-ho": the hyphen binds the rest of a given name.
  let last = compoundEnd(context, j);
  let k = last + 1;
  if (isInitial(context, k)) k += t.isPunct(k + 1, ".") ? 2 : 1;
  if (continuesName(context, k, true) && t.start[k]! - t.end[k - 1]! <= 2) last = compoundEnd(context, k);
  // The rest of the slot's name-shaped words ("wife Kim Ji-woo", "son kwame asante-mensah").
  const slotLast = readSlotName(context, j, FIRST_TAKEN);
  return Math.max(last, slotLast);
}

/**
 * After a role or contact verb, names that no list needs to know: an initial, a dot and a word
 * ("per S. Clobi", "TO A. QUICK", "by u. braisailoun"), or, in notes without case, two words no
 * list knows side by side ("per kaichil satream"). Returns the last token or -1.
 */
export function initialledOrPairedName(context: ScanContext, j: number, pairs: boolean): number {
  const t = context.tokens;
  const k = j + 2;
  const initial = isInitial(context, j) && t.isPunct(j + 1, ".") && !SIDE_LETTERS.has(t.lower(j));
  if (initial && t.isWord(k) && t.start[k]! - t.end[j + 1]! <= 1) {
    const word = t.lower(k);
    const ordinary = NOT_NAMES_AFTER_ROLE.has(word) || context.lexicons.clinical.has(word);
    if (
      t.length(k) >= 2 &&
      !ordinary &&
      !t.startsLine(k) &&
      (isOpenWord(context, k) || isListedName(context, k))
    ) {
      return k;
    }
    return -1;
  }
  if (!pairs || context.mixedCase || !isOpenWord(context, j) || !isOpenWord(context, j + 1)) return -1;
  if (t.start[j + 1]! - t.end[j]! !== 1 || t.startsLine(j + 1)) return -1;
  return j + 1;
}

/**
 * In a note without case, a bare initial and a word no list knows after "per" or "spoke with"
 * ("per k krosobin", "SPOKE WITH J ADEYEMI"): the word must be four letters or more. Not the
 * sides and shorthand letters ("per r arm", "per x ray"). Returns the last token or -1.
 */
export function bareInitialName(context: ScanContext, j: number): number {
  const t = context.tokens;
  if (!t.isWord(j) || t.length(j) !== 1 || SIDE_LETTERS.has(t.lower(j))) return -1;
  const k = j + 1;
  if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[j]! !== 1 || t.length(k) < 4) return -1;
  return isOpenWord(context, k) ? k : -1;
}

const SIDE_LETTERS = sideLetters.words;
const _PAIR_UNSURE = pairUnsure.words;

/** The marks skipPunct passes over: , : - ( and the quotes " and \u201c. */
function isSkippedMark(code: number): boolean {
  return code === 44 || code === 58 || code === 45 || code === 40 || code === 34 || code === 0x201c;
}

export function skipPunct(t: TokenStream, i: number): number {
  let j = i;
  // also quotes: daughter "Mai" at bedside
  while (j < t.count && j < i + 3 && t.kind[j] === PUNCT && isSkippedMark(t.text.charCodeAt(t.start[j]!)))
    j++;
  return j;
}

/** A surname opening a "Last, First" column: "NG, WAI", "Field, Will", "Okoro, Ada". */
export function surnameOpensColumn(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const opens =
    t.startsLine(k) ||
    t.kind[k - 1] === PUNCT ||
    t.kind[k - 1] === NUMBER ||
    (t.isWord(k - 1) && LIST_OPENERS.has(t.lower(k - 1)));
  if (!opens) return false;
  if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
  const cls = slotWordClass(context, k);
  if (cls === SLOT_NAMELIKE) return true;
  return (t.bits(k) & NAME_LISTED) !== 0 && (cls === SLOT_WORDLIKE || t.length(k) <= 3);
}

/** After "niece" in "Hope Baker, niece, 16:00": the relative word closes its column. */
export function relativeColumnEnds(context: ScanContext, r: number): boolean {
  const t = context.tokens;
  const k = r + 1;
  return k >= t.count || t.startsLine(k) || t.kind[k] === PUNCT || t.kind[k] === NUMBER;
}

/**
 * The name before a family word where the lists are unsure: "Rose (wife)", "HUNTER (SON)",
 * "LE, Minh (grandson)", "Hope J. Baker, niece". The name starts a line or follows punctuation
 * or a list word ("NOK Amber (wife)", "visitors: rose (wife), will (son)"); its words have a
 * name's shape (a listed name even if a word, or a word no list knows). Returns the first token.
 */
const LIST_OPENERS = listOpeners.words;

export function wordNameBefore(context: ScanContext, last: number): number {
  const t = context.tokens;
  if (!t.isWord(last)) return -1;
  // Back over the words of the name, an initial's dot and a "Last, First" comma.
  let first = last;
  for (let n = 0; n < 5 && first > 0 && !t.startsLine(first); n++) {
    const p = first - 1;
    if (t.isWord(p) && !SLOT_STOP.has(t.lower(p)) && slotWordClass(context, p) !== SLOT_PLAIN) first = p;
    else if (t.isWord(p) && isSlotInitial(context, p)) first = p;
    else if (t.isPunct(p, ".") && t.isWord(p - 1) && t.length(p - 1) === 1) first = p - 1;
    else if (t.isPunct(p, ",") && t.isWord(p - 1) && n <= 2 && t.length(p - 1) <= 12) first = p - 1;
    else break;
  }
  // The name must open its column: a line start, punctuation, a number or a list word before it.
  const opensAt = (j: number): boolean => {
    const before = j - 1;
    if (t.startsLine(j) || t.kind[before] === PUNCT || t.kind[before] === NUMBER) return true;
    return t.isWord(before) && LIST_OPENERS.has(t.lower(before));
  };
  // Try starts from the left; the name must run to `last`.
  for (let j = first; j <= last; j++) {
    if (!t.isWord(j) || !opensAt(j)) continue;
    let end = readSlotName(context, j, TRAILING_INITIAL);
    if (end < j && t.isPunct(j + 1, ",") && t.length(j) <= 3) end = j;
    // "will (son)": a given name that is a function word, right before the family word.
    if (end < j && j === last && (t.bits(j) & FIRST_NAME) !== 0) end = j;
    if (end >= j && end < last && t.isPunct(end + 1, ","))
      end = readSlotName(context, end + 2, TRAILING_INITIAL);
    if (end > j && t.isPunct(end, ".")) end--;
    if (end !== last) continue;
    for (let m = j; m <= last; m++) {
      if (!t.isWord(m) || isSlotInitial(context, m)) continue;
      const cls = slotWordClass(context, m);
      const listed = (t.bits(m) & NAME_LISTED) !== 0;
      if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE && !((t.length(m) === 2 || m === last) && listed))
        return -1;
      if (context.mixedCase && !(t.isCapitalised(m) || t.isAllCaps(m))) return -1;
    }
    return j;
  }
  return -1;
}
