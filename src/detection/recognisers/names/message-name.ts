import { afterGreeted, asks, messageGreetings, messages, messageVerbs } from "../../cues/messaging.ts";
import { notGreeted, notNamesAfterRole, slotStop } from "../../cues/not-names.ts";
import { familyAfter } from "../../cues/relatives.ts";
import { providerRoles } from "../../cues/roles.ts";
import { RELATIVES } from "../../readers/person-cue-words.ts";
import {
  isTitleCased,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_WORDLIKE,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_ASK, CUE_MESSAGE_OPEN, FIRST_NAME } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

const PROVIDER_ROLES = providerRoles.words;
const NOT_NAMES_AFTER_ROLE = notNamesAfterRole.words;
const SLOT_STOP = slotStop.words;

/**
 * Names in short informal messages between staff or with patients, found by the message's own
 * cues rather than a label:
 * - a greeting or thanks opening a message or a sentence: "hi priya can u check", "thx bex",
 *   "morning Thandiwe, bed 8 bloods back", "ta Giulia";
 * - a writer naming themselves: "its kemi from ward 7", "it's ROSA from 4B", "this is Bongani
 *   calling";
 * - the sender of a message: "msg from aaliyah:", "text from Olu", "voicemail from Mr…";
 * - a verb of messaging in the imperative: "ring Bayo on 07700…", "txt Dami re bloods".
 * The word must have a name's shape in the slot (a listed name that is no English word, or a word
 * no list knows, Title Case where the note has case), or be a listed given name that ends the
 * phrase ("hi Grace,").
 */

const GREETINGS = messageGreetings.words;
const GREETINGS_LIST = listBit(GREETINGS);

const MESSAGES = messages.words;
const MESSAGES_LIST = listBit(MESSAGES);

const MESSAGE_VERBS = messageVerbs.words;
const MESSAGE_VERBS_LIST = listBit(MESSAGE_VERBS);

/**
 * Every word at which findMessageNames reads a bracketed patient or a slot after it (its trigger
 * bit CUE_MESSAGE_OPEN): the loop skips the rest of those tests at a word without the bit.
 */
export const MESSAGE_TRIGGERS: readonly string[] = [
  ...GREETINGS,
  ...MESSAGE_VERBS,
  "pt",
  "patient",
  "thank",
  "its",
  "it's",
  "it\u2019s",
  "is",
  "from",
  "for",
];

const AFTER_GREETED = afterGreeted.words;

const NOT_GREETED = notGreeted.words;

/** True when token `k` may open a message: a line start, after punctuation, after "ok"/"oh". */
function opensMessage(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k === 0 || t.startsLine(k)) return true;
  if (t.isWord(k - 1)) {
    const before = t.lower(k - 1);
    return (
      before === "ok" || before === "oh" || before === "and" || before === "okay" || GREETINGS.has(before)
    );
  }
  return !t.isNumber(k - 1);
}

/** True when the phrase ends after token `k`: the text or line ends, punctuation, a slot-ending word. */
function slotEnds(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const n = k + 1;
  if (n >= t.count || t.startsLine(n) || t.isPunct(n, ",") || t.isPunct(n, ".") || t.isPunct(n, "!"))
    return true;
  if (t.isPunct(n, "?") || t.isPunct(n, ":") || t.isPunct(n, ";") || t.isPunct(n, "-") || t.isPunct(n, ")"))
    return true;
  return t.isWord(n) && AFTER_GREETED.has(t.lower(n));
}

/** The last token of a name opening at `j` in a message slot, or -1. */
function messageName(context: ScanContext, j: number, needEnd: boolean): number {
  const t = context.tokens;
  if (!t.isWord(j) || t.length(j) < 2) return -1;
  const word = t.lower(j);
  if (NOT_GREETED.has(word) || SLOT_STOP.has(word) || context.lexicons.clinical.has(word)) return -1;
  const cls = slotWordClass(context, j);
  // In a note with case a name in lower case only where it has a name's shape and ends the phrase
  // ("msg from aaliyah:", "thx bex").
  const lowerInCase = context.mixedCase && !isTitleCased(context, j) && !t.isAllCaps(j);
  if (lowerInCase && (cls !== SLOT_NAMELIKE || !slotEnds(context, j))) return -1;
  const listedGiven =
    cls === SLOT_WORDLIKE &&
    (t.bits(j) & FIRST_NAME) !== 0 &&
    !NOT_NAMES_AFTER_ROLE.has(word) &&
    t.length(j) >= 3;
  if (cls !== SLOT_NAMELIKE && !listedGiven) return -1;
  let last = cls === SLOT_NAMELIKE ? readSlotName(context, j) : j;
  if (last < j) last = j;
  if (lowerInCase) last = j;
  // "thx Hyun-woo!": the lower-case syllable after a hyphen belongs to the name.
  for (let m = j + 1; m <= last; m++) {
    if (!context.mixedCase || !t.isWord(m) || isTitleCased(context, m) || t.isPunct(m - 1, "-")) continue;
    last = m - 1;
    break;
  }
  if (!slotEnds(context, last)) {
    if (needEnd || cls !== SLOT_NAMELIKE) return -1;
  }
  return last;
}

const FAMILY_AFTER = familyAfter.words;

/** "Aarav's mum called", "FYI tunde's dtr rang": a possessive name-shaped word before a family word. */
function possessiveBeforeFamily(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  const end = t.end[i]!;
  const c = t.text.charCodeAt(end - 2);
  if (t.length(i) < 4 || (c !== 39 && c !== 0x2019) || t.text.charCodeAt(end - 1) !== 115) return;
  const next = t.lower(i + 1);
  if (!t.isWord(i + 1) || t.startsLine(i + 1)) return;
  if (!(FAMILY_AFTER.has(next) || (RELATIVES.has(next) && !PROVIDER_ROLES.has(next)))) return;
  if (slotWordClass(context, i) !== SLOT_NAMELIKE || context.lexicons.clinical.has(t.lower(i).slice(0, -2)))
    return;
  if (context.mixedCase && !isTitleCased(context, i) && !t.isAllCaps(i)) return;
  // a title before is read by title-name ("Mrs Bui's dtr")
  out.push(hit("name-in-message", "NAME", t.start[i]!, end - 2));
}

/** "Ngaire (pt)", "Teodora Vance (patient) rang": name-shaped words before a bracketed "pt". */
function patientInBrackets(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  if (!t.isPunct(i - 1, "(") || !t.isPunct(i + 1, ")")) return;
  let first = -1;
  for (let k = i - 2; k >= 0 && k >= i - 4; k--) {
    if (!t.isWord(k) || slotWordClass(context, k, first !== -1) !== SLOT_NAMELIKE) break;
    if (context.mixedCase && !isTitleCased(context, k) && !t.isAllCaps(k)) break;
    if (context.lexicons.clinical.has(t.lower(k))) break;
    first = k;
    if (t.startsLine(k)) break;
  }
  if (first === -1) return;
  out.push(hit("name-in-message", "PATIENT_NAME", t.start[first]!, t.end[i - 2]!));
}

const ASKS = asks.words;
/** The words an addressee() is read before, indexed under CUE_ASK. */
export const ASK_TRIGGERS: readonly string[] = [...ASKS, "pls", "plz", "please"];

/**
 * "Naidoo here, running late", "Reshma here from the clinic": a writer naming themselves, a
 * name-shaped word opening the message before "here" and the phrase's end or "from", "at", "with".
 */
function selfBeforeHere(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  // Cheap tests first: "here" after a word of three letters at least, then the message's opening.
  if (t.length(i + 1) !== 4 || t.length(i) < 3 || t.startsLine(i + 1) || t.lower(i + 1) !== "here")
    return false;
  if ((i > 0 && !t.startsLine(i) && t.isWord(i - 1)) || !opensMessage(context, i)) return false;
  const after = i + 2;
  const ends =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ".") ||
    t.isPunct(after, "-") ||
    t.isPunct(after, "!") ||
    HERE_FOLLOWERS.has(t.lower(after));
  if (!ends || slotWordClass(context, i) !== SLOT_NAMELIKE) return false;
  const word = t.lower(i);
  if (NOT_GREETED.has(word) || context.lexicons.clinical.has(word)) return false;
  return !context.mixedCase || isTitleCased(context, i) || t.isAllCaps(i);
}

const HERE_FOLLOWERS: ReadonlySet<string> = new Set(["from", "at", "with", "calling", "again", "re"]);

/**
 * "hi Sarah its Kemi from 4B", "Hello Mrs Ngata, this is Bongani": the self-introduction after the
 * greeted person's name (one word, or a title and a name) that opens the message.
 */
function afterGreetedName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let k = i - 1;
  if (t.isPunct(k, ",")) k--;
  for (let m = k - 1; m >= k - 2 && m >= 0; m--) {
    if (!t.isWord(m + 1) || t.startsLine(m + 1)) return false;
    if (t.isWord(m) && GREETINGS.has(t.lower(m)) && opensMessage(context, m)) return true;
  }
  return false;
}

function addressee(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let k = i + 1;
  // "Tamsin - can you check", "Ade, pls…"
  if (t.isPunct(k, ",") || t.isPunct(k, "-")) k++;
  // Cheap tests first: an asking word after the name, then the message's opening before it.
  if ((t.cues(k) & CUE_ASK) === 0 || t.startsLine(k)) return false;
  if ((i > 0 && t.isWord(i - 1)) || !opensMessage(context, i)) return false;
  const next = t.lower(k);
  if (next === "pls" || next === "plz" || next === "please") return true;
  const you = t.lower(k + 1);
  return ASKS.has(next) && (you === "u" || you === "you" || you === "ya");
}

/**
 * The next word at or after `i` that a rule below may read: a word with CUE_MESSAGE_OPEN (the
 * slots and the bracketed patient), or an unknown word. A possessive before a family word and an
 * addressee are SLOT_NAMELIKE, no English or clinical word; a possessive is unknown while no
 * English or clinical entry is a possessive (name-positions.test.ts).
 */
function nextReadable(t: ScanContext["tokens"], i: number): number {
  const cue = t.nextCues(i, CUE_MESSAGE_OPEN);
  const unknown = t.nextUnknown(i);
  return cue < unknown ? cue : unknown;
}

export function findMessageNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = nextReadable(t, 0); i < t.count; i = nextReadable(t, i + 1)) {
    possessiveBeforeFamily(context, i, out);
    const cue = (t.cues(i) & CUE_MESSAGE_OPEN) !== 0;
    if (cue && (t.lower(i) === "pt" || t.lower(i) === "patient")) patientInBrackets(context, i, out);
    if (addressee(context, i) && slotWordClass(context, i) === SLOT_NAMELIKE && t.length(i) >= 3) {
      const word = t.lower(i);
      const ok = !context.mixedCase || isTitleCased(context, i) || t.isAllCaps(i) || t.raw(i) === word;
      if (ok && !NOT_GREETED.has(word) && !context.lexicons.clinical.has(word)) {
        out.push(hit("name-in-message", "NAME", t.start[i]!, t.end[i]!));
        continue;
      }
    }
    if (selfBeforeHere(context, i)) {
      out.push(hit("name-in-message", "NAME", t.start[i]!, t.end[i]!));
      continue;
    }
    // Every slot below opens at a word in MESSAGE_TRIGGERS.
    if (!cue) continue;
    const word = t.lower(i);
    let j = -1;
    let needEnd = true;
    if (t.inList(i, GREETINGS_LIST) && opensMessage(context, i)) {
      j = i + 1;
      if (t.isPunct(j, ",")) j++;
      // "thank you Sunita"
    } else if (word === "thank" && t.lower(i + 1) === "you" && opensMessage(context, i)) {
      j = i + 2;
      if (t.isPunct(j, ",")) j++;
    } else if (
      (word === "its" || word === "it's" || word === "it\u2019s") &&
      (opensMessage(context, i) || afterGreetedName(context, i))
    ) {
      j = i + 1;
    } else if (
      word === "is" &&
      (t.lower(i - 1) === "this" || t.lower(i - 1) === "it") &&
      (opensMessage(context, i - 1) || afterGreetedName(context, i - 1))
    ) {
      j = i + 1;
    } else if ((word === "from" || word === "for") && t.inList(i - 1, MESSAGES_LIST)) {
      j = i + 1;
      needEnd = false;
    } else if (t.inList(i, MESSAGE_VERBS_LIST) && opensMessage(context, i)) {
      j = i + 1;
    } else if (
      t.inList(i, MESSAGE_VERBS_LIST) &&
      (t.lower(i - 1) === "pls" || t.lower(i - 1) === "please" || t.lower(i - 1) === "plz")
    ) {
      j = i + 1;
    }
    if (j < 0 || j >= t.count || t.startsLine(j) || !t.isWord(j)) continue;
    const last = messageName(context, j, needEnd);
    if (last < 0) continue;
    out.push(hit("name-in-message", "NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-in-message": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a name after a greeting, a self-introduction or a message's sender in an informal message",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const messageNameRecogniser: RecogniserModule = {
  id: "message-name",
  family: "names",
  wake: { cues: CUE_MESSAGE_OPEN, at: ["unknown"] },
  vocabulary: [
    { mask: "cues", bit: CUE_ASK, words: ASK_TRIGGERS },
    { mask: "cues", bit: CUE_MESSAGE_OPEN, words: MESSAGE_TRIGGERS },
  ],
  rules: RULES,
  scan: findMessageNames,
};

const hit = ruleHit(RULES);
