// Over 400 lines (issue 18, point 6): one run-of-groups reader and the North American and UK shape
// judgements it feeds; the cue, pager and local-number rules all take the same run.
import { nhsWords } from "../../cues/id-cues.ts";
import { faxCues, pagerCues, phoneCues, strongPhoneCues } from "../../cues/phone-cues.ts";
import { relativeWords } from "../../cues/relatives.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, NUMBER, PUNCT, type TokenStream, WORD } from "../../token-stream.ts";
import { CUE_PHONE_CUE, RELATIVE_CUE } from "../../word-bits.ts";

/**
 * Phone, fax and pager numbers, read as a run of digit groups joined by "-", ".", "/", a short
 * space or parentheses, with an optional "+" country code, then judged by shape:
 * - North American (NANP: 3-digit area code, 3-digit exchange, 4-digit line, optional leading 1
 *   or +1): 617-555-0142, (617)555-0142, (617555-0142), 617/555/0142, 617 555 0142, +1 617 555
 *   0142, 1-800-555-0199; ten digits in one run or as 3+7 or 6+4 after a phone cue;
 * - UK (Ofcom numbering: a trunk "0" and ten more digits, or +44 / 0044 and ten digits, with an
 *   optional "(0)"): 01632 960123, (01632) 960 123, 020 7946 0958, 0113 496 0000, 07700 900123,
 *   +44 7700 900123, +44 (0)20 7946 0958, 0044 7700 900123;
 * - after an explicit phone cue (tel, phone, ph, cell, mobile, call, contact, fax…), any run of
 *   7 to 12 digits that is no date or clock range: a typo'd or local number is still PHI
 *   (617-555-014, 555 0142, 555.0142);
 * - seven-digit local numbers 555-0142 after any phone cue;
 * - pager, bleep and extension numbers of 3-7 digits after their cue ("bleep 1234", "ext 4567");
 * - extensions after a number ("x204", "ext. 45", ", extension 3321").
 */
const PHONE_CUES = phoneCues.words;
const STRONG_CUES = strongPhoneCues.words;
const PAGER_CUES = pagerCues.words;
const FAX_CUES = faxCues.words;
const NHS_CUES = nhsWords.words;
const RELATIVES = relativeWords.words;

/** How far back a cue may stand (in tokens), with no other number between. */
const CUE_WINDOW = 5;

function cueBefore(t: TokenStream, i: number, cues: ReadonlySet<string>): boolean {
  for (let k = i - 1; k >= 0 && k >= i - CUE_WINDOW; k--) {
    // "MCH 28 pg (27-32)", "B12 250 pg/mL": a pager cue after a number is a unit (picograms).
    // A number on the line before is no value it measures ("MCRN 123456⏎Bleep 4321").
    if ((t.cues(k) & CUE_PHONE_CUE) !== 0 && cues.has(t.lower(k)))
      return !(cues === PAGER_CUES && t.isNumber(k - 1) && !t.startsLine(k));
    // "wife's # 555-0142", "son's # is …": "#" for "number" counts as a (weak) phone cue.
    if (cues === PHONE_CUES && t.isPunct(k, "#")) return true;
    // "Mary Smith (h) 555-0142", "(c)", "(w)", "(m)": a contact list's letter for home, cell,
    // work or mobile in brackets.
    if (cues === PHONE_CUES && k >= i - 3 && phoneLetter(t, k)) return true;
    if (t.kind[k] === NUMBER) return false;
  }
  return false;
}

/** "(h)", "(C)": a home, cell, work or mobile letter in brackets closing at `k`. */
function phoneLetter(t: TokenStream, k: number): boolean {
  if (!t.isPunct(k, ")") || !t.isPunct(k - 2, "(") || !t.isWord(k - 1) || t.length(k - 1) !== 1) return false;
  const c = t.text.charCodeAt(t.start[k - 1]!) | 32;
  return c === 104 || c === 99 || c === 119 || c === 109; // h c w m
}

/**
 * "call her daughter at 555-0142": a local number after "at" — an exchange of 200 or more, and no
 * range of clock times running forward ("at 930-1030", "at 800-1700").
 */
function localAfterAt(t: TokenStream, first: number, run: Run): boolean {
  if (!t.isWord(first - 1) || t.lower(first - 1) !== "at") return false;
  const a = t.value(run.groups[0]!);
  const b = t.value(run.groups[1]!);
  if (a < 200) return false;
  const clock = (v: number): boolean => v % 100 < 60 && v <= 2400;
  return !(clock(a) && clock(b) && b > a);
}

/**
 * "Mary Smith (daughter) 555-0142", "NOK: son John 555-0142": a relative's word within a few
 * tokens before a local number, no other number between (a contact's line).
 */
function relativeBefore(t: TokenStream, first: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - CUE_WINDOW; k--) {
    if (t.kind[k] === NUMBER || t.startsLine(k + 1)) return false;
    if ((t.bits(k) & RELATIVE_CUE) !== 0 && RELATIVES.has(t.lower(k))) return true;
  }
  return false;
}

/** Most digit groups a run reads. */
const MAX_GROUPS = 6;

/**
 * A run of digit groups: token indexes of the groups, and how they were joined. The groups sit in
 * two fixed buffers with a count (`n`), reused for every run: no array is allocated per number.
 */
interface Run {
  readonly groups: Int32Array;
  /** Digits in each group. */
  readonly lengths: Int32Array;
  /** How many groups the run holds. */
  n: number;
  slash: boolean;
  dot: boolean;
  /** A group written in parentheses ("(617)", "(0)"). */
  paren: boolean;
  /** Groups joined by bare spaces only ("617 555 0142"). */
  spaceOnly: boolean;
  /** Token index where the span starts ("(" or "+" before the first group, or the group). */
  first: number;
  /** Last token of the run (a group, or the ")" after it). */
  last: number;
}

/** The token after `j` where the next group starts, or -1: a joiner, a short space or "(". */
function nextGroupStart(t: TokenStream, j: number, run: Run): number {
  let k = j + 1;
  if (k >= t.count) return -1;
  // A line break ends the number: the next line's "(480) 555-0137" or "2." is another value.
  if ((t.flags[k]! & AFTER_NEWLINE) !== 0) return -1;
  if (t.isPunct(k, "(")) {
    run.spaceOnly = false;
    if (t.start[k]! - t.end[j]! > 2) return -1;
    return t.isNumber(k + 1) && t.touches(k) ? k + 1 : -1;
  }
  const joiner = isDash(t, k) || t.isPunct(k, ".") || t.isPunct(k, "/");
  if (joiner) {
    run.spaceOnly = false;
    // "617-555", and the spaced "617- 555" / "617 - 555" some writers use; a spaced slash
    // separates two numbers ("01632 960123 / 07700 900123").
    if (t.start[k]! - t.end[j]! > 1 || t.start[k + 1]! - t.end[k]! > 1) return -1;
    if (t.isPunct(k, "/") && !(t.touches(j) && t.touches(k))) return -1;
    if (t.isPunct(k, "/")) run.slash = true;
    if (t.isPunct(k, ".")) run.dot = true;
    k++;
    return t.isNumber(k) && (t.flags[k]! & AFTER_NEWLINE) === 0 ? k : -1;
  }
  if (!t.isNumber(k)) return -1;
  const gap = t.start[k]! - t.end[j]!;
  return (gap >= 1 || t.isPunct(j, ")")) && gap <= 2 ? k : -1;
}

function readRun(t: TokenStream, i: number, run: Run): void {
  const groups = run.groups;
  const lengths = run.lengths;
  let n = 0;
  run.slash = false;
  run.dot = false;
  run.paren = false;
  run.spaceOnly = true;
  run.first = i;
  if (t.isPunct(i - 1, "(") && t.touches(i - 1)) run.first = i - 1;
  if (t.isPunct(run.first - 1, "+") && t.touches(run.first - 1)) run.first--;
  let j = i;
  for (;;) {
    groups[n] = j;
    lengths[n] = t.length(j);
    n++;
    let end = j;
    if (t.isPunct(j + 1, ")") && t.touches(j) && (t.isPunct(j - 1, "(") || run.first < i)) {
      run.paren = true;
      end = j + 1;
    }
    run.last = end;
    if (n === MAX_GROUPS) break;
    const next = nextGroupStart(t, end, run);
    if (next === -1) break;
    j = next;
  }
  run.n = n;
}

function digitsOf(run: Run, from: number): number {
  let n = 0;
  for (let g = from; g < run.n; g++) n += run.lengths[g]!;
  return n;
}

function firstDigit(t: TokenStream, i: number): number {
  return t.text.charCodeAt(t.start[i]!) - 48;
}

/** The run from group `from` is exactly one group of `a` digits. */
function shaped1(run: Run, from: number, a: number): boolean {
  return run.n - from === 1 && run.lengths[from] === a;
}

/** The run from group `from` is exactly two groups of `a` and `b` digits. */
function shaped2(run: Run, from: number, a: number, b: number): boolean {
  return run.n - from === 2 && run.lengths[from] === a && run.lengths[from + 1] === b;
}

/** The run from group `from` is exactly three groups of `a`, `b` and `c` digits. */
function shaped3(run: Run, from: number, a: number, b: number, c: number): boolean {
  return (
    run.n - from === 3 &&
    run.lengths[from] === a &&
    run.lengths[from + 1] === b &&
    run.lengths[from + 2] === c
  );
}

/**
 * Numbers joined by spaces that all end in 0 and the last in 00 ("I/O 250 300 2000", "UO 350 400
 * 1000 cc") are a list of volumes or counts: one phone number in ten thousand looks like that.
 */
export function isRoundList(t: TokenStream, run: { groups: readonly number[] }): boolean {
  return isRoundGroups(t, run.groups, run.groups.length);
}

/** isRoundList over the first `n` token indexes of `groups` (a run's buffer). */
function isRoundGroups(t: TokenStream, groups: ArrayLike<number>, n: number): boolean {
  for (let k = 0; k < n; k++) if (t.text.charCodeAt(t.end[groups[k]!]! - 1) !== 48) return false;
  const last = groups[n - 1]!;
  return t.length(last) >= 2 && t.text.charCodeAt(t.end[last]! - 2) === 48;
}

/** A North American number: optional 1, then 10 digits as 3-3-4 (or 3-7, 6-4, 10 with a cue). */
function isNanp(t: TokenStream, run: Run, cued: boolean): boolean {
  let from = 0;
  if (run.lengths[0] === 1 && t.value(run.groups[0]!) === 1 && run.n > 1) from = 1;
  if (digitsOf(run, from) !== 10) return false;
  if (firstDigit(t, run.groups[from]!) < 2) return false;
  if (shaped3(run, from, 3, 3, 4))
    return cued || from === 1 || !(run.spaceOnly && isRoundGroups(t, run.groups, run.n));
  if (run.slash) return false;
  if (shaped2(run, from, 3, 7) || shaped2(run, from, 6, 4)) return cued || run.paren;
  return shaped1(run, from, 10) && (cued || from === 1);
}

/** A UK number: 0 and ten digits, or +44 / 0044 (and an optional "(0)") and ten digits. */
function isUk(t: TokenStream, run: Run, cued: boolean): boolean {
  if (run.slash) return false;
  const g0 = run.groups[0]!;
  let from = 0;
  // The first group's digits read in place (no string sliced): "44", "0044", "0044…", "07…".
  const text = t.text;
  const s0 = t.start[g0]!;
  const len0 = run.lengths[0]!;
  const d0 = text.charCodeAt(s0);
  const d1 = len0 >= 2 ? text.charCodeAt(s0 + 1) : -1;
  const leads0044 =
    len0 >= 4 && d0 === 48 && d1 === 48 && text.charCodeAt(s0 + 2) === 52 && text.charCodeAt(s0 + 3) === 52;
  if (len0 === 2 && d0 === 52 && d1 === 52 && t.isPunct(g0 - 1, "+")) from = 1;
  else if (len0 === 4 && leads0044) from = 1;
  else if (len0 > 4 && leads0044) return false;
  if (from === 1) {
    if (run.lengths[1] === 1 && t.value(run.groups[1]!) === 0) from = 2; // "(0)"
    if (digitsOf(run, from) !== 10 || firstDigit(t, run.groups[from]!) === 0) return false;
    return run.n - from <= 3;
  }
  if (d0 !== 48 || d1 === 48 || digitsOf(run, 0) !== 11) return false;
  // A mobile run together ("07700900123") is distinctive enough without a cue.
  if (run.n === 1) return cued || d1 === 55;
  // Area codes of 3 to 5 digits (020, 0113, 01632, 07700), then one or two groups.
  return len0 >= 3 && len0 <= 5 && run.n <= 3;
}

/** Looks like a date (12-03-2021) or clock times (0800-1700, 0800 1200 1600), not a phone. */
function isDateOrClock(t: TokenStream, run: Run): boolean {
  const n = run.lengths;
  if (run.n === 3 && n[0]! <= 2 && n[1]! <= 2) return true;
  // Clock times: "0800-1700", "called at 0800 1200 1600".
  for (let g = 0; g < run.n; g++) {
    const v = t.value(run.groups[g]!);
    if (n[g] !== 4 || v > 2359 || v % 100 >= 60) return false;
  }
  return true;
}

/** Words of an extension after a number: English, and Canadian French "poste" ("514-555-0143 poste 2231"). */
const EXTENSION_WORDS: ReadonlySet<string> = new Set(["x", "ext", "extn", "extension", "poste"]);

/** Last token of an extension after a phone number ("x45", "ext. 2231", ", extension 3321"). */
function extensionEnd(t: TokenStream, last: number): number {
  let k = last + 1;
  if (t.isPunct(k, ",")) k++;
  if (!t.isWord(k) || t.start[k]! - t.end[k - 1]! > 2) return last;
  const word = t.lower(k);
  if (!EXTENSION_WORDS.has(word)) return last;
  k++;
  if (t.isPunct(k, ".") || t.isPunct(k, ":")) k++;
  return t.isNumber(k) && t.length(k) <= 5 && t.start[k]! - t.end[k - 1]! <= 1 ? k : last;
}

/** The run findPhones reads, reused from note to note (readRun sets every field; two typed arrays a note cost more). */
const run: Run = {
  groups: new Int32Array(MAX_GROUPS),
  lengths: new Int32Array(MAX_GROUPS),
  n: 0,
  slash: false,
  dot: false,
  paren: false,
  spaceOnly: true,
  first: 0,
  last: 0,
};

export function findPhones(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  run.n = 0;
  run.slash = false;
  run.dot = false;
  run.paren = false;
  run.spaceOnly = true;
  run.first = 0;
  run.last = 0;
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER) continue;
    // Not the middle of a longer number ("7.35", "12/03") or a code ("a1"); "HOME-410 …" is fine.
    if (
      t.touches(i - 1) &&
      (t.kind[i - 1] === WORD || (t.kind[i - 1] === PUNCT && t.isNumber(i - 2) && t.touches(i - 2)))
    ) {
      continue;
    }
    // Fast path: a lone short number ("5", "12", "140") is never a phone, and most numbers in
    // notes are such; a lone number of 3-7 digits may be a pager or bleep number. No phone run
    // starts with a single digit other than the North American "1" or an internal "5-1234".
    const length = t.length(i);
    if (length === 1 && t.value(i) !== 1 && !isDash(t, i + 1)) continue;
    const single = nextGroupStart(t, t.isPunct(i + 1, ")") ? i + 1 : i, run) === -1;
    if (single && length < 10) {
      // Not "page 3 of 5", "page 1995 of the chart".
      const pageOf = t.isWord(i + 1) && t.lower(i + 1) === "of";
      if (length >= 3 && length <= 7 && !pageOf && cueBefore(t, i, PAGER_CUES)) {
        out.push(hit("pager-number", "PHONE", t.start[i]!, t.end[i]!));
      } else if (length >= 7 && cueBefore(t, i, STRONG_CUES)) {
        out.push(hit("phone-cued-run", cueBefore(t, i, FAX_CUES) ? "FAX" : "PHONE", t.start[i]!, t.end[i]!));
      }
      continue;
    }
    readRun(t, i, run);
    const digits = digitsOf(run, 0);
    if (digits < 7 && digits >= 4 && run.n === 2 && isDash(t, i + 1)) {
      // Internal pager and extension numbers in two groups after their cue: "pgr 5-1234".
      if (cueBefore(t, i, PAGER_CUES)) {
        out.push(hit("pager-number", "PHONE", t.start[i]!, t.end[run.last]!));
        i = run.last;
      }
      continue;
    }
    if (digits < 7 || digits > 16) continue;
    const first = run.first;
    const cued = cueBefore(t, first, PHONE_CUES);
    // "NHS number 943 476 5919": ten digits after "NHS" are the NHS number (national-id.ts).
    if (cueBefore(t, first, NHS_CUES) && !cueBefore(t, first, STRONG_CUES)) continue;
    const type = cueBefore(t, first, FAX_CUES) ? "FAX" : "PHONE";
    let rule: "phone-full" | "phone-uk" | "phone-cued-run" | "phone-seven-digit" | undefined;
    if (isNanp(t, run, cued)) rule = "phone-full";
    else if (isUk(t, run, cued)) rule = "phone-uk";
    else if (
      cueBefore(t, first, STRONG_CUES) &&
      !run.slash &&
      digits <= 12 &&
      !isDateOrClock(t, run) &&
      !(run.dot && run.n === 2 && run.lengths[1]! <= 2)
    ) {
      rule = "phone-cued-run";
    } else if (
      shaped2(run, 0, 3, 4) &&
      !run.slash &&
      (cued || localAfterAt(t, first, run) || relativeBefore(t, first)) &&
      (isDash(t, run.groups[0]! + 1) || run.dot)
    ) {
      rule = "phone-seven-digit";
    }
    if (rule !== undefined) {
      const end = extensionEnd(t, run.last);
      out.push(hit(rule, type, t.start[first]!, t.end[end]!));
      i = end;
    }
  }
}

const RULES = defineRules({
  "phone-full": {
    types: ["FAX", "PHONE"],
    level: "labelled",
    anchored: true,
    about: "a North American number: optional 1/+1, ten digits as 3-3-4 (3-7, 6-4 or 10 after a cue)",
  },
  "phone-uk": {
    types: ["FAX", "PHONE"],
    level: "labelled",
    anchored: true,
    about: "a UK number: 0 and ten digits, or +44/0044 (and (0)) and ten digits",
  },
  "phone-seven-digit": {
    types: ["PHONE"],
    level: "anchored",
    anchored: true,
    about: "a seven-digit phone number after a phone cue",
  },
  "phone-cued-run": {
    types: ["FAX", "PHONE"],
    level: "context",
    anchored: false,
    about: "7 to 12 digits in groups after an explicit phone cue, no date or clock range",
  },
  "pager-number": {
    types: ["PHONE"],
    level: "context",
    anchored: false,
    about: "a 3-7 digit number after a pager, bleep or extension cue",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const phoneRecogniser: RecogniserModule = {
  id: "phone",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findPhones,
};

const hit = ruleHit(RULES);
