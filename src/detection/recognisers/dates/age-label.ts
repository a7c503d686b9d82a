import { sexBefore, temperatureWords } from "../../cues/ages.ts";
import { recordUnitsAfter, yearUnitsAfter } from "../../cues/units.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, PUNCT, type TokenStream } from "../../token-stream.ts";
import { CLINICAL, NAME_LISTED, VOCABULARY } from "../../word-bits.ts";

/**
 * Ages over 89 in the forms forms, tables and triage lines write without an age word after the
 * number, in every country:
 * - the label "age" set off by marks other than a colon: "Age | 92", "Age - 92", "AGE.....94",
 *   "Age (yrs): 92", "Age at admission: 92", "Age/Sex: 94/F" (the colon form is `age-cued`);
 * - the sex first: "F92 c/o SOB", "Female 92, fall", "M 92" opening a line or a cell;
 * - age and sex in brackets or cells: "(92 F)", "(92, F)", "(F, 92)", "| 92 | F |", "Smith, 92, F";
 * - after a person word and "of": "this lady of 92", "a gentleman of 94 years";
 * - before a sex or person word: "92 female c/o SOB", "92, male, fall" (not "92 female patients").
 * Not a vital or a dose: a unit after the number ("F 92 kg") or a decimal ("F90.0", an ICD code)
 * ends the form. Bounded: a few tokens around each number from 90 to 125.
 */

const MARKS = [":", "=", "|", "-", "\u2013", "\u2014", ".", "/", ">"];
const UNITS = new Set([...recordUnitsAfter.words, ...yearUnitsAfter.words, "mmhg", "kpa", "sec", "secs"]);
const TEMPERATURE = temperatureWords.words;
const SEX_BEFORE = sexBefore.words;

const AT_WORDS = new Set(["at", "on", "in"]);

const MARK_CODES: ReadonlySet<number> = new Set(MARKS.map((ch) => ch.charCodeAt(0)));

/** One read of the mark's code, not one isPunct per mark (a lab note asks it at every value). */
function isMark(t: TokenStream, k: number): boolean {
  return k >= 0 && k < t.count && t.kind[k] === PUNCT && MARK_CODES.has(t.text.charCodeAt(t.start[k]!));
}

function isSexLetter(t: TokenStream, k: number): boolean {
  if (!t.isWord(k) || t.length(k) !== 1) return false;
  const w = t.lower(k);
  return w === "f" || w === "m";
}

function isSexWord(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  const n = t.length(k);
  if (n !== 1 && n !== 4 && n !== 6) return false; // f m male female (no string for the rest)
  const w = t.lower(k);
  return w === "f" || w === "m" || w === "male" || w === "female";
}

/** "Age | 92", "Age (yrs): 92", "Age at admission - 92", "Age/Sex: 94/F". */
function labelBefore(t: TokenStream, i: number): boolean {
  let k = i - 1;
  let marks = 0;
  while (k >= 0 && marks < 8 && isMark(t, k) && !t.startsLine(k + 1)) {
    k--;
    marks++;
  }
  if (t.startsLine(k + 1)) return false;
  // "Age (yrs)", "Age (years)"
  const close = t.isPunct(k, ")") || t.isPunct(k, "]");
  const paren = close && t.isWord(k - 1) && (t.isPunct(k - 2, "(") || t.isPunct(k - 2, "["));
  if (marks === 0 && !paren) return false;
  if (paren) {
    const unit = t.lower(k - 1);
    if (unit !== "years" && unit !== "y" && unit !== "yr" && unit !== "yrs") return false;
    k -= 3;
  } else if (t.isWord(k) && t.isWord(k - 1) && AT_WORDS.has(t.lower(k - 1))) {
    // "Age at admission:", "Age on presentation -", "Age in years:"
    k -= 2;
  } else if (t.isWord(k) && t.isPunct(k - 1, "/") && (t.lower(k) === "sex" || t.lower(k) === "gender")) {
    k -= 2; // "Age/Sex: 94/F"
  }
  if (!t.isWord(k) || t.length(k) !== 3 || t.lower(k) !== "age") return false;
  return !t.startsLine(i);
}

/** The number ends its cell or is followed by a word that is not a unit ("F 92 kg"). */
function endsPlain(t: TokenStream, j: number): boolean {
  if (j >= t.count || t.startsLine(j)) return true;
  if (t.isPunct(j, ".")) return !(t.touches(j - 1) && t.isNumber(j + 1));
  if (t.isPunct(j, "%") || t.isPunct(j, "/") || (t.isPunct(j, "-") && t.touches(j - 1))) return false;
  if (t.isWord(j)) return !t.touches(j - 1) && !UNITS.has(t.lower(j));
  return !t.isNumber(j);
}

/** A place where a form opens a cell: a line start, a bracket, a comma, a bar, a colon. */
function opensCell(t: TokenStream, k: number): boolean {
  if (k < 0 || t.startsLine(k + 1)) return true;
  if (t.isPunct(k, "(") || t.isPunct(k, ",") || t.isPunct(k, "|") || t.isPunct(k, ":")) return true;
  return t.isWord(k) && SEX_BEFORE.has(t.lower(k));
}

/** "F92 c/o SOB", "Female 92, fall", "M 92". */
function sexFirst(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  // "Pt: Female, 92": a sex word set off by a comma ("Male, 92" at a line head is age-appositive).
  const comma = t.isPunct(i - 1, ",") && !t.touches(i - 1);
  const s = comma ? i - 2 : i - 1;
  if (!isSexWord(t, s) || t.startsLine(i)) return false;
  if (context.mixedCase && !t.isCapitalised(s) && !t.isAllCaps(s)) return false;
  if (!comma && (t.touches(s) ? t.length(s) !== 1 : t.start[i]! - t.end[s]! > 1)) return false;
  if (t.touches(s - 1)) return false;
  if (comma) return t.length(s) > 1 && opensCell(t, s - 1) && endsPlain(t, i + 1);
  if (t.touches(s)) {
    // "F92 c/o SOB" opening a line or after "pt"; not an ICD code ("(F90)", "F90 - ADHD").
    const k = s - 1;
    const opens = k < 0 || t.startsLine(s) || (t.isWord(k) && SEX_BEFORE.has(t.lower(k)));
    const coded = t.isPunct(i + 1, ":") || t.isPunct(i + 1, "-") || t.isPunct(i + 1, "\u2013");
    return opens && !coded && endsPlain(t, i + 1);
  }
  return opensCell(t, s - 1) && endsPlain(t, i + 1);
}

/** "this lady of 92", "a gentleman of 94 years", "a man of 91 who": a person word, "of", the age. */
function personOf(t: TokenStream, i: number): boolean {
  if (!t.isWord(i - 1) || t.length(i - 1) !== 2 || t.lower(i - 1) !== "of" || !t.isWord(i - 2)) return false;
  return PERSON_OF.has(t.lower(i - 2)) && endsPlain(t, i + 1);
}
const PERSON_OF = new Set(["lady", "man", "gentleman", "woman", "gent", "fellow", "patient", "pt"]);

/** "92 female c/o SOB", "a 92 Male", "92, female, fall": the age, then a sex or person word. */
function sexWordAfter(t: TokenStream, i: number): boolean {
  let j = i + 1;
  const comma = t.isPunct(j, ",");
  if (comma) j++;
  if (!isSexWordAfter(t, j)) return false;
  if (t.startsLine(j) || (!comma && t.start[j]! - t.end[i]! > 1)) return false;
  if (t.isPunct(i + 1, "-") && !t.touches(i)) return false;
  // Not a count: "92 female patients", "of 92 male subjects".
  if (t.isWord(j + 1) && COUNTED.has(t.lower(j + 1))) return false;
  const k = i - 1;
  if (k < 0 || t.startsLine(i)) return true;
  if (t.isNumber(k) || t.touches(k)) return false;
  if (t.isPunct(k, ".") || t.isPunct(k, ";")) return !t.isNumber(k - 1);
  if (opensCell(t, k)) return true;
  if (t.isPunct(k, "-") || t.isPunct(k, "\u2013")) return !t.touches(k);
  // After a name: "Mrs Hale 92 female", "HALE 94 male" (not "eGFR 92 female", "Cl 92 M").
  if (!t.isWord(k) || t.length(k) < 3 || !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
  const bits = t.bits(k);
  if ((bits & CLINICAL) !== 0 || NOT_BEFORE.has(t.lower(k)) || TEMPERATURE.has(t.lower(k))) return false;
  return (bits & NAME_LISTED) !== 0 || (bits & VOCABULARY) === 0;
}
/** A sex or person word (lengths checked first: no string is made for other words). */
function isSexWordAfter(t: TokenStream, j: number): boolean {
  if (!t.isWord(j)) return false;
  const n = t.length(j);
  return n >= 3 && n <= 9 && n !== 8 && SEX_WORDS.has(t.lower(j));
}
const SEX_WORDS = new Set(["female", "male", "woman", "man", "lady", "gentleman", "gent"]);
const COUNTED = new Set([
  ...yearUnitsAfter.words,
  "patients",
  "pts",
  "residents",
  "staff",
  "nurses",
  "doctors",
  "students",
  "beds",
  "wards",
  "and",
  "or",
]);
/** Words after which a number is a place or a count, not an age ("Ward 92 male side"). */
const NOT_BEFORE = new Set([
  "bed",
  "beds",
  "ward",
  "room",
  "rm",
  "bay",
  "unit",
  "level",
  "floor",
  "of",
  "the",
  "than",
  "to",
  "from",
  "and",
  "or",
  "total",
  "n",
]);

/** "| 92 | F |", "Smith, John, 92, F", "MRN 12345, 92, F": a cell of its own before a sex cell. */
function sexCellAfter(t: TokenStream, i: number): boolean {
  const k = i - 1;
  if (!(k < 0 || t.startsLine(i) || t.isPunct(k, "|") || t.isPunct(k, ",") || t.isPunct(k, ";")))
    return false;
  if (t.isWord(k - 1) && TEMPERATURE.has(t.lower(k - 1))) return false; // "Temp, 100, F"
  const b = i + 1;
  if (!(t.isPunct(b, "|") || t.isPunct(b, ",") || t.isPunct(b, ";")) || t.startsLine(b)) return false;
  if (!isSexLetter(t, b + 1) && !isSexWordAfter(t, b + 1)) return false;
  const e = b + 2;
  return e >= t.count || t.startsLine(e) || t.isPunct(e, "|") || t.isPunct(e, ",") || t.isPunct(e, ";");
}

/** "(92 F)", "(92, F)", "(F, 92)", "92 (F)", "F (92)". */
function bracketed(t: TokenStream, i: number): boolean {
  // Not a temperature: "T 37.2 (99 F)", "Temp (100 F)".
  const before = t.isPunct(i - 1, "(") ? i - 2 : i - 4;
  if (t.isNumber(before) || (t.isWord(before) && TEMPERATURE.has(t.lower(before)))) return false;
  if (t.isPunct(i + 1, "(") && isSexLetter(t, i + 2) && t.isPunct(i + 3, ")"))
    return opensCell(t, i - 1) && !t.touches(i - 1);
  if (t.isPunct(i - 1, "(") && isSexLetter(t, i - 2) && t.isPunct(i + 1, ")"))
    return opensCell(t, i - 3) && !t.touches(i - 3);
  if (t.isPunct(i - 1, "(")) {
    let j = i + 1;
    if (t.isPunct(j, ",")) j++;
    return isSexLetter(t, j) && t.isPunct(j + 1, ")");
  }
  return t.isPunct(i - 1, ",") && isSexLetter(t, i - 2) && t.isPunct(i - 3, "(") && t.isPunct(i + 1, ")");
}

export function findLabelledAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers from 90 to 130 are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let k = 0; k < shapes.oldCount; k++) {
    const n = shapes.old[k]!;
    if (t.kind[n] !== NUMBER || t.length(n) < 2 || t.length(n) > 3) continue;
    const value = t.value(n);
    if (!(value >= 90 && value <= 125)) continue;
    if (t.isPunct(n + 1, ".") && t.touches(n) && t.isNumber(n + 2)) continue;
    if (labelBefore(t, n)) out.push(hit("age-label-marked", "AGE", t.start[n]!, t.end[n]!));
    else if (bracketed(t, n)) out.push(hit("age-sex-bracketed", "AGE", t.start[n]!, t.end[n]!));
    else if (personOf(t, n)) out.push(hit("age-of-person", "AGE", t.start[n]!, t.end[n]!));
    else if (sexCellAfter(t, n)) out.push(hit("age-sex-bracketed", "AGE", t.start[n]!, t.end[n]!));
    else if (sexWordAfter(t, n)) out.push(hit("age-before-sex-word", "AGE", t.start[n]!, t.end[n]!));
    else if (sexFirst(context, n)) out.push(hit("age-after-sex", "AGE", t.start[n]!, t.end[n]!));
  }
}

const RULES = defineRules({
  "age-label-marked": {
    types: ["AGE"],
    level: "labelled",
    anchored: true,
    about: "an age over 89 after the label 'age' set off by marks ('Age | 92', 'Age (yrs): 92')",
  },
  "age-sex-bracketed": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about:
      "an age over 89 with a sex letter in brackets or the next cell ('(92 F)', '(F, 92)', '| 92 | F |')",
  },
  "age-of-person": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 after a person word and 'of' ('this lady of 92', 'a man of 91 who')",
  },
  "age-before-sex-word": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 before a sex or person word ('92 female c/o', '92, male, fall'), not a count",
  },
  "age-after-sex": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 right after a sex letter or word opening a line or cell ('F92', 'Female 92')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ageLabelRecogniser: RecogniserModule = {
  id: "age-label",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findLabelledAges,
};

const hit = ruleHit(RULES);
