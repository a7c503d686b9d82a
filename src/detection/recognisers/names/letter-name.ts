import { credentials } from "../../cues/credentials.ts";
import { greetingAddressees, signOffPassOver, signOffWords } from "../../cues/letters.ts";
import { slotStop } from "../../cues/not-names.ts";
import { providerTitles } from "../../cues/titles.ts";
import type { PhiType } from "../../phi-type.ts";
import { nameEndOffset, readSlotName, skipTitle } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, LETTER_CUE, RELATIVE_CUE, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";

const PROVIDER_TITLES = providerTitles.words;
const CREDENTIALS = credentials.words;
const SLOT_STOP = slotStop.words;
const GREETING_ADDRESSEES = greetingAddressees.words;

/**
 * Letter structure, as US and UK clinic letters are laid out: the name after a greeting ("Dear
 * Dr Okafor,", "Dear Kofi,") and the name line under a sign-off ("Yours sincerely,\n\nDr Jane
 * Smith\nConsultant", "Kind regards,\nTom"). The line after a sign-off is the writer's name
 * whatever the lists say, if its words have a name's shape; "pp" and "Dictated but not read"
 * lines are passed over, and a role line ("Consultant Cardiologist", "The Diabetes Team") ends
 * the search. "Dear colleague", "Dear Sir/Madam" and "Dear Doctor" name nobody.
 */
const SIGN_OFF_WORDS = signOffWords.entries;
export const LETTER_TRIGGERS: readonly string[] = ["dear", "hi", "hello", "hey", ...SIGN_OFF_WORDS];
const SIGN_OFFS: ReadonlySet<string> = new Set(SIGN_OFF_WORDS);
const PASS_OVER = signOffPassOver.words;

function typeAfter(context: ScanContext, titleAt: number, k: number, fallback: PhiType): PhiType {
  if (titleAt === k) return fallback;
  return PROVIDER_TITLES.has(context.tokens.lower(titleAt)) ? "PROVIDER_NAME" : fallback;
}

/** True when the name ending at `last` ends its line, or is followed by a comma, bracket or credential. */
function endsNameLine(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  const m = last + 1;
  if (m >= t.count || t.startsLine(m)) return true;
  if (t.isPunct(m, ",") || t.isPunct(m, "(")) return true;
  return CREDENTIALS.has(t.lower(m));
}

const SELF_INTRODUCTIONS: ReadonlySet<string> = new Set(["its", "it's", "it\u2019s", "this"]);

/**
 * The greeting's name ends at token `last`: a comma after it, or the writer's introduction
 * running on without one ("hi SEFO its 'Ana from Middlemore", "hi thanh son this is Darren").
 */
function closesGreeting(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  if (t.isPunct(last + 1, ",") && t.touches(last)) return true;
  const next = last + 1;
  if (!t.isWord(next) || t.startsLine(next) || !SELF_INTRODUCTIONS.has(t.lower(next))) return false;
  return t.lower(next) !== "this" || t.lower(next + 1) === "is";
}

/** Token `k` is one word of letters before a comma, no English, clinical or stop word. */
function loneGreeted(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3 || !closesGreeting(context, k)) return false;
  if ((t.bits(k) & (VOCABULARY | CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE)) !== 0) return false;
  const word = t.lower(k);
  if (SLOT_STOP.has(word) || !/^[a-z]+$/.test(word)) return false;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k) || t.raw(k) === word;
}

/**
 * "Hi Mere,", "Hi Grace,": in a note with case, one Title Case word before the greeting's comma
 * is the name even when it is an English word, unless it addresses nobody ("Hi There,", "Hi Team,").
 */
function greetedWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || !t.isCapitalised(k) || t.length(k) < 3 || !closesGreeting(context, k))
    return false;
  if ((t.bits(k) & (CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE)) !== 0) return false;
  const word = t.lower(k);
  return !SLOT_STOP.has(word) && !GREETING_ADDRESSEES.has(word) && /^[a-z]+$/.test(word);
}

/** First token of the line after the one holding token `i` (bounded look-ahead), or -1. */
function nextLine(context: ScanContext, i: number): number {
  const t = context.tokens;
  for (let k = i + 1; k < t.count && k < i + 40; k++) if (t.startsLine(k)) return k;
  return -1;
}

export function findLetterNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, LETTER_CUE); i < t.count; i = t.nextBits(i + 1, LETTER_CUE)) {
    if ((t.bits(i) & LETTER_CUE) === 0) continue;
    const word = t.lower(i);
    if (word === "dear" || word === "hi" || word === "hello" || word === "hey") {
      // "[SMS 16/5/23 16:40] hi SEFO its …": after a message's stamp too.
      const opens =
        t.startsLine(i) || t.isPunct(i - 1, ",") || t.isPunct(i - 1, ":") || t.isPunct(i - 1, "]");
      if (!opens) continue;
      // "Hi Tom," opens a message only with the comma after the name.
      const strict = word !== "dear";
      const k = skipTitle(context, i + 1);
      if (t.startsLine(k)) continue;
      // "dear doctor thank you for ...": dictation without punctuation runs the greeting on.
      if (k > i + 1 && (t.lower(k) === "thank" || t.lower(k) === "thanks")) continue;
      // "Dear AI": two letters after "Dear" name someone only in Title Case ("Dear Ai,") or after a title.
      if (k === i + 1 && t.length(k) === 2 && !(context.mixedCase && t.isCapitalised(k))) continue;
      let last = readSlotName(context, k, { plainFirst: k > i + 1 });
      // "hi siti,", "hey ah lam,": one word between the greeting and its comma, that no list
      // knows as English or clinical, is the name whatever its spelling looks like.
      if (last < 0 && strict && (loneGreeted(context, k) || greetedWord(context, k))) last = k;
      if (last < 0) continue;
      if (strict && !closesGreeting(context, last)) continue;
      // "hi love,", "hey mate,": a word of address, not a name, greeted alone without a title.
      if (last === k && k === i + 1 && GREETING_ADDRESSEES.has(t.lower(k))) continue;
      const type = typeAfter(context, i + 1, k, k > i + 1 ? "PATIENT_NAME" : "NAME");
      out.push(hit("name-after-greeting", type, t.start[k]!, nameEndOffset(context, last)));
      continue;
    }
    if (!SIGN_OFFS.has(word)) continue;
    // The sign-off stands at the start of its line and ends it: "Yours sincerely,", "With best wishes".
    let opensLine = false;
    for (let b = i; b >= 0 && b >= i - 3; b--) {
      if (!t.isWord(b)) {
        // after a sentence on the same line: "See you then. Kind regards, Tom"
        opensLine = b < i && (t.isPunct(b, ".") || t.isPunct(b, "!"));
        break;
      }
      if (t.startsLine(b)) {
        opensLine = true;
        break;
      }
    }
    if (!opensLine) continue;
    let e = i + 1;
    if (t.isPunct(e, ",") || t.isPunct(e, ".") || t.isPunct(e, "!")) e++;
    if (e < t.count && !t.startsLine(e)) {
      // "Kind regards, Tom", "Thanks, Dr Ade": the name closing the same line.
      if (!t.isPunct(e - 1, ",")) continue;
      const k = skipTitle(context, e);
      const last = readSlotName(context, k, { plainFirst: k > e });
      if (last >= 0 && (last + 1 >= t.count || t.startsLine(last + 1))) {
        out.push(
          hit(
            "name-after-sign-off",
            typeAfter(context, e, k, "PROVIDER_NAME"),
            t.start[k]!,
            nameEndOffset(context, last),
          ),
        );
      }
      continue;
    }
    let line = e;
    for (let n = 0; n < 3 && line >= 0 && line < t.count; n++) {
      const first = t.lower(line);
      if (PASS_OVER.has(first)) {
        line = nextLine(context, line);
        continue;
      }
      // "pp Dr Sung Park", "p.p. A Okafor"
      let j = line;
      if (first === "pp") j += t.isPunct(j + 1, ".") ? 2 : 1;
      else if (first === "p" && t.isPunct(j + 1, ".") && t.lower(j + 2) === "p")
        j += t.isPunct(j + 3, ".") ? 4 : 3;
      const k = skipTitle(context, j);
      const last = readSlotName(context, k, { plainFirst: k > j });
      if (last >= 0 && endsNameLine(context, last)) {
        const type = typeAfter(context, j, k, "PROVIDER_NAME");
        out.push(hit("name-after-sign-off", type, t.start[k]!, nameEndOffset(context, last)));
      }
      break;
    }
  }
}

const RULES = defineRules({
  "name-after-greeting": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME"],
    level: "labelled",
    anchored: true,
    about: "the name after 'Dear' opening a letter",
  },
  "name-after-sign-off": {
    types: ["PROVIDER_NAME"],
    level: "shaped",
    anchored: true,
    about: "the name line under a letter's sign-off",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const letterNameRecogniser: RecogniserModule = {
  id: "letter-name",
  family: "names",
  wake: { on: LETTER_CUE },
  vocabulary: [{ mask: "words", bit: LETTER_CUE, words: LETTER_TRIGGERS }],
  rules: RULES,
  scan: findLetterNames,
};

const hit = ruleHit(RULES);
