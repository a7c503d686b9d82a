import { ageUnitBefore } from "./cues/ages.ts";
import { oneLetterAbbreviations } from "./cues/clinical.ts";
import { youBefore } from "./cues/messaging.ts";
import { slotStop } from "./cues/not-names.ts";
import { notAfterSubject, subjectVerbs } from "./cues/person-verbs.ts";
import { AMBIGUOUS_NAME, continuesName, isListedName, nameEvidence, UNKNOWN_WORD } from "./name-evidence.ts";
import { firstTokenFrom, KeyShapes } from "./name-key-shapes.ts";
import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";
import { SLOT_TITLES } from "./readers/slot-name.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import { WORD } from "./token-stream.ts";
import { CLINICAL, NAME_LISTED, TITLE, VOCABULARY } from "./word-bits.ts";

const ONE_LETTER_ABBREVIATIONS = oneLetterAbbreviations.words;
const SLOT_STOP = slotStop.words;

/**
 * Once a note names someone or somewhere ("Mr. Abernathy", "transferred to Ellsworth 2"),
 * every other mention in the same note is the same PHI, with or without the cue, in any case:
 * - the whole name of two to four words, wherever it stands again, case-insensitively and as
 *   whole words ("Dr. Alice Brown ... alice brown signed"), when the name was found by context
 *   (a title, credential, relative or label: a rule declared `anchored`) or has a word that is no
 *   English word; a name with a clinical word in it never spreads;
 * - a single word of the name that is no English or clinical word ("Abernathy is resting");
 * - a single word of a person's name that is an English word ("Brown", "Rose", "Field") only
 *   where case tells that it is a name: capitalised in a mixed-case note, not at the start of a
 *   sentence or line, and only when the name was found by context. So "Dr. Alice Brown" does
 *   not mark "brown stool" or "Brown stool noted", but marks "seen with Brown today".
 * Also adds the second of two names joined by "and" ("Rosalind and Hank").
 */
const SPREADING: ReadonlySet<PhiType> = new Set([
  "NAME",
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
  "HOSPITAL",
  "LOCATION",
  "CITY",
]);

/** Longest name spread as a whole, in words; per first word, how many names are tried. */
const MAX_NAME_WORDS = 4;
const MAX_NAMES_PER_HEAD = 8;

interface WholeName {
  readonly words: readonly string[];
  readonly type: PhiType;
}

/** The lower-case word without a possessive "'s" ("brown's" -> "brown"). */
function bare(context: ScanContext, i: number): string {
  const word = context.tokens.lower(i);
  const n = word.length;
  if (n > 3 && word.charCodeAt(n - 1) === 115) {
    const q = word.charCodeAt(n - 2);
    if (q === 39 || q === 0x2019) return word.slice(0, -2);
  }
  return word;
}

/** True when token `i` opens a sentence or a line (where any word is capitalised). */
function opensSentence(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.startsLine(i)) return true;
  const p = i - 1;
  return (
    t.isPunct(p, ".") || t.isPunct(p, "!") || t.isPunct(p, "?") || t.isPunct(p, ":") || t.isPunct(p, ";")
  );
}

/** The word after `k` in a name: the next word token, across at most one "." or "-" ("A. Brown"). */
function nextNameWord(context: ScanContext, k: number): number {
  const t = context.tokens;
  let j = k + 1;
  if ((t.isPunct(j, ".") || t.isPunct(j, "-")) && t.touches(k)) j++;
  return t.isWord(j) ? j : -1;
}

/** The shapes of the words sought, reused from note to note (detect runs one note at a time). */
const keys = new KeyShapes();

export function propagateNames(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  // Only a span of a spreading type gives words to look for: without one the maps stay empty.
  let spreading = false;
  for (let n = 0; n < spans.length && !spreading; n++) spreading = SPREADING.has(spans[n]!.type);
  if (!spreading) return;
  const known = new Map<string, PhiType>();
  const capitalised = new Map<string, PhiType>();
  const whole = new Map<string, WholeName[]>();
  const shortNames = new Map<string, PhiType>();
  const seen = new Set<string>();
  let s = 0;
  let words: number[] = [];
  let owner: Span | undefined;
  const closeName = (): void => {
    const span = owner;
    owner = undefined;
    if (span === undefined || words.length < 2 || words.length > MAX_NAME_WORDS) {
      words = [];
      return;
    }
    let plainWords = 0;
    let shortWords = 0;
    let clinical = false;
    let boundClinical = false;
    for (const k of words) {
      const bits = t.bits(k);
      // "Min-seo", "Jae-min": a syllable bound by a hyphen is no clinical word ("min").
      const bound =
        (t.isPunct(k + 1, "-") && t.touches(k) && t.touches(k + 1)) ||
        (t.isPunct(k - 1, "-") && t.touches(k - 2) && t.touches(k - 1));
      if ((bits & CLINICAL) !== 0) {
        if (bound) boundClinical = true;
        else clinical = true;
      }
      if ((bits & VOCABULARY) !== 0) plainWords++;
      if (t.length(k) < 3) shortWords++;
    }
    const anchored = context.rules.get(span.rule)?.anchored === true;
    // A name of words that each spread alone ("Okonkwo Adeyemi") needs no whole-name entry.
    const singlesSuffice = plainWords === 0 && shortWords === 0 && !boundClinical;
    if (!clinical && !singlesSuffice && (anchored || plainWords < words.length)) {
      const lowered = words.map((k) => bare(context, k));
      const key = lowered.join(" ");
      if (!seen.has(key)) {
        seen.add(key);
        const head = lowered[0]!;
        const list = whole.get(head) ?? [];
        if (list.length < MAX_NAMES_PER_HEAD) list.push({ words: lowered, type: span.type });
        whole.set(head, list);
      }
    }
    words = [];
  };
  for (let i = 0; i < t.count && s < spans.length; i++) {
    while (s < spans.length && spans[s]!.end <= t.start[i]!) s++;
    const span = spans[s];
    if (span === undefined) continue;
    if (span.start > t.start[i]!) {
      // The tokens before the span's start are skipped: jump to the last of them.
      i = firstTokenFrom(t, span.start, i) - 1;
      continue;
    }
    if (!SPREADING.has(span.type) || t.kind[i] !== WORD) continue;
    // "Hospital's" of a span that stops before the possessive ("Groote Schuur Hospital's"): the
    // word is not the span's, so it neither spreads nor closes a whole name.
    if (t.end[i]! > span.end) continue;
    if (span !== owner) {
      closeName();
      owner = span;
    }
    words.push(i);
    if (t.length(i) < 3) {
      // "Ng", "Wu", "Oh": a two-letter surname found by context spreads where case marks it.
      if (
        t.length(i) === 2 &&
        PERSON_NAME_TYPES.has(span.type) &&
        context.rules.get(span.rule)?.anchored === true
      ) {
        if (context.mixedCase && t.isCapitalised(i) && !SLOT_STOP.has(t.lower(i))) {
          shortNames.set(t.lower(i), span.type);
        }
      }
      continue;
    }
    const bits = t.bits(i);
    if ((bits & CLINICAL) !== 0) continue;
    // A title caught inside a name span ("Mrs" of "FAO: Mrs Joanne Pelling") is no name of its own.
    if ((bits & TITLE) !== 0 && SLOT_TITLES.has(t.lower(i))) continue;
    // "NHS", "UK", "GP" inside "Thornbury Vale NHS Foundation Trust": a short acronym in a place's
    // name, in a note with case, is no name of its own ("NHS number" later is no hospital).
    if (context.mixedCase && t.length(i) <= 4 && t.isAllCaps(i) && !PERSON_NAME_TYPES.has(span.type))
      continue;
    if ((bits & VOCABULARY) !== 0) {
      // An English word spreads alone only as a capitalised part of a person's name found by context.
      const person = PERSON_NAME_TYPES.has(span.type) && context.rules.get(span.rule)?.anchored === true;
      if (person && (bits & NAME_LISTED) !== 0 && !SLOT_STOP.has(bare(context, i))) {
        if (!context.mixedCase || t.isCapitalised(i)) capitalised.set(bare(context, i), span.type);
      }
      continue;
    }
    const word = bare(context, i);
    known.set(word, span.type);
    // "Rosalind and Hank": a name joined to this one.
    const joiner = t.isWord(i + 1) && (t.lower(i + 1) === "and" || t.lower(i + 1) === "&");
    if (joiner && span.end <= t.end[i]! && continuesName(context, i + 2, true)) {
      if (nameEvidence(context, i + 2) >= UNKNOWN_WORD || t.isCapitalised(i + 2)) {
        out.push(hit("name-joined", span.type, t.start[i + 2]!, t.end[i + 2]!));
      }
    }
  }
  closeName();
  if (known.size === 0 && capitalised.size === 0 && whole.size === 0 && shortNames.size === 0) return;
  keys.clear();
  for (const map of [known, capitalised, whole, shortNames]) for (const key of map.keys()) keys.add(key);
  // Mentions already inside a found span add nothing: `p` walks the (sorted, disjoint) spans.
  let p = 0;
  const inside = (from: number, to: number): boolean => {
    while (p < spans.length && spans[p]!.end <= from) p++;
    return p < spans.length && spans[p]!.start <= from && spans[p]!.end >= to;
  };
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== WORD || !keys.mayMatch(t, i)) continue;
    const word = bare(context, i);
    const names = whole.size === 0 ? undefined : whole.get(word);
    if (names !== undefined) {
      for (const name of names) {
        let k = i;
        let n = 1;
        for (; n < name.words.length; n++) {
          const next = nextNameWord(context, k);
          if (next === -1 || bare(context, next) !== name.words[n]) break;
          k = next;
        }
        if (n === name.words.length && !inside(t.start[i]!, t.end[k]!)) {
          out.push(hit("name-propagated-whole", name.type, t.start[i]!, t.end[k]!));
        }
      }
    }
    if (t.length(i) === 2 && shortNames.size > 0 && !inside(t.start[i]!, t.end[i]!)) {
      const short = shortNames.get(t.lower(i));
      if (short !== undefined && t.isCapitalised(i) && !opensSentence(context, i)) {
        out.push(hit("name-propagated-capitalised", short, t.start[i]!, t.end[i]!));
      }
      continue;
    }
    if (t.length(i) < 3 || inside(t.start[i]!, t.end[i]!)) continue;
    const type = known.size === 0 ? undefined : known.get(word);
    if (type !== undefined) {
      out.push(hit("name-propagated", type, t.start[i]!, t.end[i]!));
      continue;
    }
    const capital = capitalised.size === 0 ? undefined : capitalised.get(word);
    if (capital !== undefined && spreadsHere(context, i)) {
      out.push(hit("name-propagated-capitalised", capital, t.start[i]!, t.end[i]!));
    }
  }
}

const NOT_AFTER_SUBJECT = notAfterSubject.words;

/**
 * Where a person's name that is also an English word ("Rose", "Hope", "Hunter"), found once by
 * context, is the name again: capitalised inside a sentence of a note with case; opening a
 * sentence or line (in any case) when a predicate follows ("Rose slept well", "HOPE ATE 50%",
 * "hunter aware"), not a pronoun or article ("Hope you are well").
 */
function spreadsHere(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (context.mixedCase && !t.isCapitalised(i)) return false;
  if (!opensSentence(context, i)) return context.mixedCase;
  // "Grace's son visited": a possessive name.
  if (bare(context, i).length < t.length(i)) return true;
  const next = i + 1;
  if (!t.isWord(next) || t.startsLine(next)) return t.isPunct(next, ",") || t.isPunct(next, "'");
  if (context.mixedCase && !(t.raw(next) === t.lower(next))) return false;
  const verb = t.lower(next);
  if (NOT_AFTER_SUBJECT.has(verb)) return false;
  // A predicate, not a noun the word describes ("Brown stool"): a past tense or a verb of report.
  return (verb.length > 4 && verb.endsWith("ed") && !verb.endsWith("eed")) || SUBJECT_VERBS.has(verb);
}

const SUBJECT_VERBS = subjectVerbs.words;

/**
 * Hyphenated names: a name found on one side of a hyphen takes the name-like word on the other
 * side ("jean-paul", "Smithers-Okafor"). The other word must look like a name (a listed name
 * that is no ordinary word, an unknown word, or a capitalised listed word in a mixed-case note); clinical words never join ("Jackson-Pratt" is dropped earlier as an eponym).
 */
export function extendHyphenatedNames(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  if (spans.length === 0) return;
  let s = 0;
  // Only punctuation marks can be the hyphen: the others are skipped through the punctuation list.
  for (let i = t.nextPunct(1); i + 1 < t.count; i = t.nextPunct(i + 1)) {
    if (!t.isPunct(i, "-") || !t.touches(i - 1) || !t.touches(i)) continue;
    while (s < spans.length && spans[s]!.end < t.end[i - 1]!) s++;
    const span = spans[s];
    if (span === undefined) break;
    if (!PERSON_NAME_TYPES.has(span.type)) continue;
    const leftIn = span.start <= t.start[i - 1]! && span.end >= t.end[i - 1]!;
    const rightIn = span.start <= t.start[i + 1]! && span.end >= t.end[i + 1]!;
    if (leftIn === rightIn) continue;
    const other = leftIn ? i + 1 : i - 1;
    if (!t.isWord(other) || t.length(other) < 2) continue;
    const plain = context.lexicons.vocabulary.has(t.lower(other));
    const listed = nameEvidence(context, other) >= AMBIGUOUS_NAME || (isListedName(context, other) && !plain);
    if (!listed || context.lexicons.clinical.has(t.lower(other))) continue;
    out.push(hit("name-hyphen-part", span.type, t.start[other]!, t.end[other]!));
  }
}

/**
 * An initial without a dot before a name already found: "per d halloran", "paged j okafor". One
 * letter, not one of the letters notes use as abbreviations ("w", "r", "l", "x", "c", "s", "p"…),
 * on the same line and one space before the name.
 */
const YOU_BEFORE = youBefore.words;
const LETTER = /\p{L}/u;
const AGE_UNIT_BEFORE = ageUnitBefore.words;

export function extendBareInitials(context: ScanContext, spans: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  let s = 0;
  for (let i = 1; i < t.count && s < spans.length; i++) {
    while (s < spans.length && spans[s]!.end <= t.start[i]!) s++;
    const span = spans[s];
    if (span === undefined) continue;
    if (span.start > t.start[i]!) {
      i = firstTokenFrom(t, span.start, i) - 1;
      continue;
    }
    if (span.start !== t.start[i] || !PERSON_NAME_TYPES.has(span.type)) continue;
    const k = i - 1;
    if (!t.isWord(k) || t.length(k) !== 1 || t.startsLine(i) || t.start[i]! - t.end[k]! !== 1) continue;
    if (ONE_LETTER_ABBREVIATIONS.has(t.lower(k)) || t.isNumber(k - 1)) continue;
    // "☐ Tan", a tick box before an option: an initial is a letter (issue 19).
    if (!LETTER.test(t.raw(k))) continue;
    // "can u call", "will u ring": "u" for "you" in a message, written in lower case.
    if (t.lower(k) === "u" && (!t.isAllCaps(k) || YOU_BEFORE.has(t.lower(k - 1)))) continue;
    // "78yo f edith okoro", "94 M Kofi": a sex letter after an age.
    if ((t.lower(k) === "f" || t.lower(k) === "m") && AGE_UNIT_BEFORE.has(t.lower(k - 1))) continue;
    out.push(hit("name-initial-before", span.type, t.start[k]!, t.end[k]!));
  }
}

const RULES = defineRules({
  "name-propagated": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "HOSPITAL", "LOCATION", "CITY"],
    level: "list",
    anchored: false,
    about: "another mention of a name found in the same note",
  },
  "name-propagated-whole": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "HOSPITAL", "LOCATION", "CITY"],
    level: "list",
    anchored: false,
    about: "another mention, in any case, of a whole name of 2-4 words found in the same note",
  },
  "name-propagated-capitalised": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "HOSPITAL", "LOCATION", "CITY"],
    level: "list",
    anchored: false,
    about: "a capitalised mid-sentence mention of an English-word part of a name found by context",
  },
  "name-joined": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "a name joined to a found name by 'and'",
  },
  "name-hyphen-part": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "the other half of a hyphenated found name",
  },
  "name-initial-before": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "a one-letter initial before a found name",
  },
});

/** The rules of the engine pass propagateNames, extendHyphenatedNames and extendBareInitials (recognisers/table.ts lists it). */
export const propagateNamesPass: EnginePass = {
  id: "propagate-names",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
