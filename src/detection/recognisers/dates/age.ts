// Over 400 lines (issue 19): the digit and spelled forms of an age share one set of cue readers
// (ageCueAfter, appositiveAge, nowOrAtAge, subjectIsAge); apart they would be written twice.
import {
  ageAfter,
  ageBefore,
  agePeople,
  ageSubjects,
  aggregateAfter,
  contractedSubjects,
  decadeLead,
  lifeEvents,
  overWords,
  sexBefore,
  sexLetters,
  spelledAgeWords,
  spelledUnits,
  temperatureWords,
} from "../../cues/ages.ts";
import { thirdPersonPossessives } from "../../cues/function-words.ts";
import { agePersonTitles } from "../../cues/titles.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { mayBeListed, wordShapes } from "../../readers/word-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";
import { CLINICAL, NAME_LISTED, SPELLED_AGE, TITLE, VOCABULARY } from "../../word-bits.ts";
import { birthday, halfAfter, isAgeSexWord, isUnicodeHyphen, ocrYo } from "./age-word-forms.ts";

/**
 * Ages over 89. HIPAA Safe Harbor (45 CFR 164.514(b)(2)(i)(C)) removes "all ages over 89 and all
 * elements of dates (including year) indicative of such age", allowing only the aggregate
 * "90 or older". So every age of 90 and over is PHI, and so is a decade of life at or over 90
 * ("in her 90s", "in his late nineties"): it says more than "90 or older". Ages of 89 and under
 * are never reported. Forms recognised (number only is marked, as the deid gold standard does):
 * - number + age word: "92 yo", "92yo", "92 y/o", "92 y.o.", "92-year-old", "a 90 yr old",
 *   "92 YOM", "90+ yo", "91 years of age";
 * - age cue + number: "age 93", "aged 91", "age: 97", "age of 92", "turned 95";
 * - number + sex letter where an age is expected: "92M", "92 F" at the start of a line or
 *   sentence or after "a", "pt", "is" ("a 92 F with UTI"), never after temperature words;
 * - "pt is 101", "she is 94," (a subject, "is", the number, then the end of the clause);
 * - "she is now 94 and", "her mother, now 98,", "died at 91 of stroke" (see nowOrAtAge);
 * - set off after a person: "Mrs Hale, 94, was admitted", "her mother (96)", "F, 93";
 * - ordinals of birthdays: "her 95th birthday";
 * - spelled out: "ninety-two year old", "one hundred and one yo", "age ninety-one",
 *   "nonagenarian", "in her nineties";
 * - decades: "in her 90s", "in his late 90's".
 * Never: vitals and measurements ("HR 92", "sats 92", "92 kg", "temp 99 F", "BP in the 90s").
 */
const AFTER = ageAfter.words;
const BEFORE = ageBefore.words;
const SEX_BEFORE = sexBefore.words;
const SEX_LETTERS = sexLetters.words;
const SUBJECTS = ageSubjects.words;
const DECADE_LEAD = decadeLead.words;
const POSSESSIVES = thirdPersonPossessives.words;

/** The shapes of AFTER and of the age words run into sex letters (isAgeSexWord, up to "yrsmf"). */
const AFTER_SHAPES = wordShapes([...AFTER, "yrsmf"]);
/** The shapes of BEFORE and of "of" ("age of 92"). */
const BEFORE_SHAPES = wordShapes([...BEFORE, "of"]);

function ageCueAfter(t: TokenStream, i: number): boolean {
  let j = i + 1;
  if (t.isPunct(j, "-") || t.isPunct(j, "+") || t.isPunct(j, "\u2013") || isUnicodeHyphen(t, j)) j++;
  if (ocrYo(t, j) && t.start[j]! - t.end[i]! <= 2) return true;
  if (!mayBeListed(t, j, AFTER_SHAPES)) return false;
  if (!(AFTER.has(t.lower(j)) || isAgeSexWord(t.lower(j))) || t.start[j]! - t.end[i]! > 2) return false;
  // "92 years ago", "92 yrs since": a span of time, not an age.
  return !(t.isWord(j + 1) && TIME_AFTER.has(t.lower(j + 1)) && t.lower(j).startsWith("y"));
}
const TIME_AFTER = new Set(["ago", "since", "later", "earlier", "before", "prior", "after"]);

function ageCueBefore(t: TokenStream, i: number): boolean {
  let k = i - 1;
  if (t.isPunct(k, ":") || t.isPunct(k, "=")) k--;
  if (!mayBeListed(t, k, BEFORE_SHAPES)) return false;
  if (t.isWord(k) && t.lower(k) === "of" && t.isWord(k - 1) && t.lower(k - 1) === "age") return true;
  return t.isWord(k) && BEFORE.has(t.lower(k));
}

/** True when the token ends a clause: end of text, a line break, or , ; ) or a full stop. */
function endsClause(t: TokenStream, j: number): boolean {
  if (j >= t.count || t.startsLine(j)) return true;
  if (t.isPunct(j, ",") || t.isPunct(j, ";") || t.isPunct(j, ")")) return true;
  // "Ann Hale, 94 - UTI": a dash set off by spaces closes a list row's cell.
  if ((t.isPunct(j, "-") || t.isPunct(j, "\u2013")) && !t.touches(j - 1) && !t.touches(j)) return true;
  if (t.isPunct(j, ".")) return !(t.touches(j) && t.isNumber(j + 1));
  return t.isWord(j) && (t.lower(j) === "and" || t.lower(j) === "but" || t.lower(j) === "with");
}

/** "92M", "92 F": an age and sex where a note introduces the patient. */
function ageWithSex(t: TokenStream, i: number): boolean {
  const j = i + 1;
  if (!t.isWord(j) || t.length(j) !== 1 || !SEX_LETTERS.has(t.lower(j))) return false;
  if (t.start[j]! - t.end[i]! > 1) return false;
  // The letter stands alone: "92 F with", "92M," but not "92 Fr" or "92 F." + digit.
  if (t.isPunct(j + 1, "'") || (t.isPunct(j + 1, ".") && t.isNumber(j + 2))) return false;
  const k = i - 1;
  if (k < 0 || t.startsLine(i)) return true;
  if (t.isPunct(k, ".") || t.isPunct(k, ":")) return !t.isNumber(k - 1);
  // A list row: "A. Khan, 93F, UTI", "B. Lee 102M frail", "| 96F |": the sex letter run into
  // the number after a separator or a name (not after a temperature: "febrile to 101F").
  if (t.touches(i)) {
    const sep = t.isPunct(k, ",") || t.isPunct(k, "(") || t.isPunct(k, "|") || t.isPunct(k, "-");
    const w = sep ? k - 1 : k;
    if (t.isWord(w) && TEMPERATURE_WORDS.has(t.lower(w))) return false;
    if (sep) return true;
    if (t.isWord(k) && (t.isCapitalised(k) || t.isAllCaps(k))) {
      const bits = t.bits(k);
      if ((bits & NAME_LISTED) !== 0 || ((bits & VOCABULARY) === 0 && (bits & CLINICAL) === 0)) return true;
      // "Pt 92F": not a name, but a word after which an age is expected (below).
    }
  }
  return t.isWord(k) && SEX_BEFORE.has(t.lower(k));
}
const TEMPERATURE_WORDS = temperatureWords.words;

const PEOPLE = agePeople.words;
const LIFE_EVENTS = lifeEvents.words;

/**
 * "she is now 94 and", "her mother, now 98,", "died at 91 of": an age after "now" (after a
 * person, or "is") or after "at" (after a life event), ending the clause or before "of"/"from".
 */
function nowOrAtAge(t: TokenStream, i: number, last = i): boolean {
  const cue = t.isWord(i - 1) ? t.lower(i - 1) : "";
  if (cue !== "now" && cue !== "at") return false;
  const next = last + 1;
  const ends =
    endsClause(t, next) || (t.isWord(next) && (t.lower(next) === "of" || t.lower(next) === "from"));
  if (!ends) return false;
  let k = i - 2;
  if (cue === "now") {
    // "Now 94, lives alone": "now" opening a sentence or a line.
    if (k < 0 || t.startsLine(i - 1) || t.isPunct(k, ".")) return true;
    if (t.isPunct(k, ",")) k--;
    else if (t.isWord(k) && t.lower(k) === "is") return isPerson(t, k - 1);
    return isPerson(t, k);
  }
  if (cue === "at") return t.isWord(k) && LIFE_EVENTS.has(t.lower(k));
  return false;
}

/**
 * "At 92 she lives alone", "At 94, he still drives": "At" opening a sentence or a line, the
 * number, then a subject pronoun (after a comma or not). Not "at 92% she", "At 100 mg he".
 */
function atAgeSubject(t: TokenStream, i: number): boolean {
  const at = i - 1;
  if (!t.isWord(at) || t.length(at) !== 2 || t.lower(at) !== "at" || !t.isCapitalised(at)) return false;
  if (!(at === 0 || t.startsLine(at) || t.isPunct(at - 1, "."))) return false;
  let j = i + 1;
  if (t.isPunct(j, ",")) j++;
  else if (t.touches(i)) return false;
  if (t.startsLine(j) || !t.isWord(j)) return false;
  const w = t.lower(j);
  return w === "she" || w === "he" || w === "they";
}

/** A person or family word, or a capitalised listed name ("Mary is now 96", "Mrs Cole now 95"). */
function isPerson(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  if (PEOPLE.has(t.lower(k))) return true;
  const cased = t.isCapitalised(k) || (t.isAllCaps(k) && t.length(k) >= 3);
  return cased && (t.bits(k) & NAME_LISTED) !== 0 && (t.bits(k) & CLINICAL) === 0;
}

const OVER_WORDS = overWords.words;
const AGGREGATE_AFTER = aggregateAfter.words;

function isAggregate(t: TokenStream, i: number): boolean {
  let k = i - 1;
  if (t.isWord(k) && t.lower(k) === "than") k--;
  if (t.isWord(k) && OVER_WORDS.has(t.lower(k))) return true;
  if (t.isPunct(k, ">") || t.isPunct(k, "\u2265")) return true;
  let j = i + 1;
  if (t.isWord(j) && (t.lower(j) === "years" || t.lower(j) === "yrs" || t.lower(j) === "y")) j++;
  const joined = t.isWord(j) && (t.lower(j) === "or" || t.lower(j) === "and");
  return joined && t.isWord(j + 1) && AGGREGATE_AFTER.has(t.lower(j + 1));
}

/**
 * An age set off after a person: "Mrs Hale, 94, was admitted", "her mother (96) lives with
 * them", "F, 93" / "M/93" at the head of a line. The person is a titled name, a person or family
 * word, or a sex letter or word opening the line.
 */
function appositiveAge(context: ScanContext, i: number, last = i): boolean {
  const t = context.tokens;
  const open = i - 1;
  // "Ruth Cole | 96 | AKI": a cell of a list row, as a comma sets it off.
  const bar = t.isPunct(open, "|") && t.isPunct(last + 1, "|");
  const comma = t.isPunct(open, ",") || bar;
  const paren = t.isPunct(open, "(");
  const slash = t.isPunct(open, "/") && t.touches(open) && t.touches(open - 1);
  if (!comma && !paren && !slash) return false;
  const close = last + 1;
  const closed = paren ? t.isPunct(close, ")") : bar || endsClause(t, close);
  if (!closed) return false;
  const k = open - 1;
  if (paren && initialsEndingAt(t, k)) return true;
  if (!t.isWord(k)) return false;
  const word = t.lower(k);
  if (PEOPLE.has(word)) return true;
  if ((word === "m" || word === "f" || word === "male" || word === "female") && t.startsLine(k))
    return !paren;
  // A list row: "Mary Jones, 94, NOF", "JONES, Mary (94)": a name (a listed name or a word no
  // vocabulary knows, capitalised where the note uses case, no clinical word) set off before it.
  const bits = t.bits(k);
  const cased = !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
  const named = (bits & NAME_LISTED) !== 0 || (bits & VOCABULARY) === 0;
  if (cased && named && (bits & CLINICAL) === 0 && t.length(k) > 1) return true;
  if (!t.isCapitalised(k) && !t.isAllCaps(k)) return false;
  let title = k - 1;
  if (t.isPunct(title, ".")) title--;
  if (t.isWord(title) && (t.bits(title) & TITLE) === 0 && t.isCapitalised(title)) title--; // first name
  if (t.isPunct(title, ".")) title--;
  return t.isWord(title) && (t.bits(title) & TITLE) !== 0 && PERSON_TITLES.has(t.lower(title));
}
const PERSON_TITLES = agePersonTitles.words;

/** "m.s." or "R.K." closing at `k` (a row's initials before "(93)"), opening its cell. */
function initialsEndingAt(t: TokenStream, k: number): boolean {
  if (!t.isPunct(k, ".") || !t.isPunct(k - 2, ".")) return false;
  if (!t.isWord(k - 1) || t.length(k - 1) !== 1 || !t.isWord(k - 3) || t.length(k - 3) !== 1) return false;
  if (!t.touches(k - 1) || !t.touches(k - 2) || !t.touches(k - 3)) return false;
  const b = k - 4;
  return b < 0 || t.startsLine(k - 3) || t.isPunct(b, ":") || t.isPunct(b, "-") || t.isPunct(b, "|");
}

/** "pt is 101", "she is 94.": "is" after a subject, then the number ending the clause. */
function subjectIsAge(t: TokenStream, i: number, last = i): boolean {
  if (!t.isWord(i - 1) || t.lower(i - 1) !== "is") return false;
  let s = i - 2;
  if (t.isPunct(s, ".")) s--;
  if (!t.isWord(s) || !SUBJECTS.has(t.lower(s))) return false;
  return endsClause(t, last + 1);
}

/** Skips "late", "mid", "early" before a decade, with or without a hyphen ("her mid-90s"). */
function decadeLeadBefore(t: TokenStream, k: number): number {
  const hyphen = t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1);
  const w = hyphen ? k - 1 : k;
  if (t.isWord(w) && DECADE_LEAD.has(t.lower(w)) && !POSSESSIVES.has(t.lower(w))) return w - 1;
  return k;
}

const SPELLED_AGE_WORDS = spelledAgeWords.entries;
const CONTRACTED = contractedSubjects.words;

/** Spelled-out ages: "ninety-two year old", "one hundred and one yo", "nonagenarian". */
function findSpelledAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, SPELLED_AGE); i < t.count; i = t.nextBits(i + 1, SPELLED_AGE)) {
    if ((t.bits(i) & SPELLED_AGE) === 0) continue;
    const word = t.lower(i);
    if (word === "nonagenarian" || word === "centenarian" || word === "supercentenarian") {
      out.push(hit("age-category-word", "AGE", t.start[i]!, t.end[i]!));
      continue;
    }
    if (word === "nineties" || word === "ninetys") {
      // "in her nineties", "in his late nineties"; not "sats in the nineties".
      let k = i - 1;
      k = decadeLeadBefore(t, k);
      if (t.isWord(k) && POSSESSIVES.has(t.lower(k))) {
        out.push(hit("age-decade-spelled", "AGE", t.start[i]!, t.end[i]!));
      }
      continue;
    }
    if (word !== "ninety" && word !== "hundred") continue;
    let first = i;
    if (word === "hundred" && t.isWord(i - 1) && t.lower(i - 1) === "one") first = i - 1;
    else if (word === "hundred") continue;
    let last = i;
    let k = i + 1;
    if (t.isPunct(k, "-") || (t.isWord(k) && t.lower(k) === "and")) k++;
    if (t.isWord(k) && UNITS.has(t.lower(k))) {
      last = k;
      k++;
    }
    // "she is ninety-four", "now ninety-one": as for digits (subjectIsAge, nowOrAtAge).
    // "she's ninety-two": a contracted subject right before.
    const contracted = t.isWord(first - 1) && CONTRACTED.has(t.lower(first - 1));
    const told =
      contracted ||
      subjectIsAge(t, first, last) ||
      nowOrAtAge(t, first, last) ||
      appositiveAge(context, first, last);
    if (!ageCueAfter(t, last) && !ageCueBefore(t, first) && !told) continue;
    out.push(hit("age-spelled", "AGE", t.start[first]!, t.end[last]!));
    i = last;
  }
}

const UNITS = spelledUnits.words;

export function findAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  findSpelledAges(context, out);
  // Only numbers from 90 to 130 are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let k = 0; k < shapes.oldCount; k++) {
    const i = shapes.old[k]!;
    if (t.kind[i] !== NUMBER || t.length(i) > 3) continue;
    const v = t.value(i);
    if (v < 90 || v > 130) continue;
    if (t.isPunct(i - 1, ".") && t.touches(i - 1)) continue;
    const half = halfAfter(t, i);
    if (half !== i && ageCueAfter(t, half)) {
      out.push(hit("age-cued", "AGE", t.start[i]!, t.end[half]!));
      continue;
    }
    if (t.isPunct(i + 1, ".") && t.touches(i) && t.isNumber(i + 2) && t.touches(i + 1)) continue;
    // "in her 90s", "in his late 90's"
    const s = t.isPunct(i + 1, "'") && t.touches(i + 1) ? i + 2 : i + 1;
    const decade = v % 10 === 0 && v < 130 && t.touches(i) && t.isWord(s) && t.lower(s) === "s";
    if (decade) {
      let k = i - 1;
      k = decadeLeadBefore(t, k);
      if (t.isWord(k) && POSSESSIVES.has(t.lower(k))) {
        out.push(hit("age-decade", "AGE", t.start[i]!, t.end[s]!));
      }
      continue;
    }
    if (birthday(t, i)) {
      out.push(hit("age-birthday", "AGE", t.start[i]!, t.end[i + 1]!));
    } else if (isAggregate(t, i)) {
      // "90 or older", "over 90 years": the category Safe Harbor allows.
    } else if (ageCueAfter(t, i) || ageCueBefore(t, i)) {
      out.push(hit("age-cued", "AGE", t.start[i]!, t.end[i]!));
    } else if (ageWithSex(t, i) || subjectIsAge(t, i)) {
      out.push(hit("age-with-sex", "AGE", t.start[i]!, t.end[i]!));
    } else if (nowOrAtAge(t, i) || atAgeSubject(t, i)) {
      out.push(hit("age-now-or-at", "AGE", t.start[i]!, t.end[i]!));
    } else if (appositiveAge(context, i)) {
      out.push(hit("age-appositive", "AGE", t.start[i]!, t.end[i]!));
    }
  }
}

const RULES = defineRules({
  "age-cued": {
    types: ["AGE"],
    level: "labelled",
    anchored: true,
    about: "an age over 89 with an age word before or after it",
  },
  "age-birthday": {
    types: ["AGE"],
    level: "cued",
    anchored: true,
    about: "an over-89 birthday",
  },
  "age-spelled": {
    types: ["AGE"],
    level: "cued",
    anchored: true,
    about: "an age over 89 spelled out",
  },
  "age-decade": {
    types: ["AGE"],
    level: "shaped",
    anchored: true,
    about: "a decade of life at or over 90",
  },
  "age-decade-spelled": {
    types: ["AGE"],
    level: "anchored",
    anchored: true,
    about: "a decade of life at or over 90, spelled out",
  },
  "age-category-word": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "nonagenarian, centenarian",
  },
  "age-now-or-at": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about:
      "an age over 89 after 'now' (after a person or 'is') or 'at' (after a life event, or opening a sentence before 'she'/'he'/'they')",
  },
  "age-appositive": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about:
      "an age over 89 set off by commas or parentheses after a titled name, a person word, a sex letter or a row's initials",
  },
  "age-with-sex": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 with a sex letter or as the subject",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ageRecogniser: RecogniserModule = {
  id: "age",
  family: "dates",
  wake: { on: SPELLED_AGE, at: ["numbers"] },
  vocabulary: [{ mask: "words", bit: SPELLED_AGE, words: SPELLED_AGE_WORDS }],
  rules: RULES,
  scan: findAges,
};

const hit = ruleHit(RULES);
