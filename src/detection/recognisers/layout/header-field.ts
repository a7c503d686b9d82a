// Over 400 lines (issue 18, point 6): the label scan and the value readers it calls (names,
// numbers, address blocks) emit the recogniser's rules by the label's kind; apart, each reader
// would need the rule table passed in.
import { credentials } from "../../cues/credentials.ts";
import { practiceWords } from "../../cues/facilities.ts";
import {
  blockLabels,
  type HeaderKind,
  headerLabels,
  patientLabelWords,
  providerLabelWords,
  relativeLabelWords,
  segmentLabels,
  thingLabelWords,
} from "../../cues/layout-labels.ts";
import { slotStop } from "../../cues/not-names.ts";
import { providerTitles } from "../../cues/titles.ts";
import type { PhiType } from "../../phi-type.ts";
import { careOfEnd } from "../../readers/address-ends.ts";
import { closesAddress } from "../../readers/address-tail.ts";
import { isDepartmentName } from "../../readers/department-name.ts";
import {
  isTitleCased,
  nameEndOffset,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_NO,
  SLOT_PLAIN,
  SLOT_TITLES,
  skipTitle,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, PUNCT, type TokenStream } from "../../token-stream.ts";
import { CLINICAL, DATE_WORD, FIRST_NAME, LABEL_END, STAFF_ROLE } from "../../word-bits.ts";

const SLOT_STOP = slotStop.words;
const PROVIDER_TITLES = providerTitles.words;
const CREDENTIALS = credentials.words;

/**
 * Header fields: "Label: value", where the label says what the value is. Letters, referral
 * forms and note headers across US and UK practice put the patient, the clinicians, the next of
 * kin and the identifiers in such fields ("Patient: Nguyen, Thi Mai", "GP: Dr A Okafor",
 * "NOK: Kofi Mensah", "DOB: 03/04/1951", "NHS No: 943 476 5919"). A label counts only where a
 * field starts: at the start of a line, after punctuation, or after a gap of two spaces or more
 * (the next field on the same line); so "Drug name:" and "Actions for GP:" are no labels. The value
 * runs to the end of the line or to the next label, and must have the shape its label promises:
 * name-shaped words for a person ("Diagnosis:", "Re: chest pain", "Seen by: physiotherapy" give
 * nothing), digits for a date, phone or number. Only PHI labels count.
 */
type Kind = HeaderKind;

const LABELS = headerLabels.values;

/** The last word of every label: the trigger bit that wakes this recogniser. */
export const LABEL_TRIGGERS: readonly string[] = [
  ...new Set([...LABELS.keys()].map((l) => l.split(" ").at(-1)!)),
];

/**
 * Every label and every tail of one that starts after a space or a hyphen ("signed by", "by";
 * "of-kin", "kin"): labelStart stops reading back once its phrase is none of these.
 */
const LABEL_SUFFIXES: ReadonlySet<string> = labelSuffixes(LABELS.keys());

function labelSuffixes(labels: Iterable<string>): Set<string> {
  const suffixes = new Set<string>();
  for (const label of labels) {
    suffixes.add(label);
    for (let p = 1; p < label.length; p++) {
      const c = label[p - 1];
      if (c === " " || c === "-") suffixes.add(label.slice(p));
    }
  }
  return suffixes;
}

const NAME_TYPES: Record<string, PhiType> = {
  patient: "PATIENT_NAME",
  provider: "PROVIDER_NAME",
  relative: "RELATIVE_NAME",
  person: "NAME",
};

/** Returns the first token of the label that ends at `e` (longest match), or -1. */
function labelStart(context: ScanContext, e: number): { start: number; kind: Kind } | undefined {
  const t = context.tokens;
  let phrase = t.lower(e);
  let hyphenated = phrase.includes("-");
  let found: { start: number; kind: Kind } | undefined;
  const kind = LABELS.get(phrase);
  if (kind !== undefined) found = { start: e, kind };
  let s = e;
  for (let n = 0; n < 3; n++) {
    let p = s - 1;
    // "e-signed", "next-of-kin"
    const hyphen = t.isPunct(p, "-") && t.touches(p) && t.touches(p - 1);
    if (hyphen) p--;
    if (!t.isWord(p) || t.startsLine(s)) break;
    phrase = `${t.lower(p)}${hyphen ? "-" : " "}${phrase}`;
    if (hyphen) hyphenated = true;
    s = p;
    // Only a phrase with a hyphen has a second spelling to look up.
    const spaced = hyphenated ? phrase.replaceAll("-", " ") : phrase;
    const longer = LABELS.get(spaced) ?? (spaced === phrase ? undefined : LABELS.get(phrase));
    if (longer !== undefined) found = { start: s, kind: longer };
    // A longer label ends with this phrase: when no label does, none is read further back.
    if (!LABEL_SUFFIXES.has(spaced) && !LABEL_SUFFIXES.has(phrase)) break;
  }
  if (found !== undefined && opensField(context, found.start)) return found;
  return namedPersonLabel(context, e) ?? found;
}

/**
 * A label no list holds that says it names a person, by its shape: it ends in "name(s)" ("Injured
 * worker name:", "Doctor's name:") or opens with "Name of" ("Name of guardian:"), two to four words
 * from where the field opens. Its other words say whose: the patient's, a relative's or contact's, a
 * clinician's; otherwise a person of no known role.
 */
function namedPersonLabel(context: ScanContext, e: number): { start: number; kind: Kind } | undefined {
  const t = context.tokens;
  const endsInName = t.lower(e) === "name" || t.lower(e) === "names";
  for (let s = Math.max(0, e - 3); s < e; s++) {
    // The cheap test of the label's words first; every test here only refuses.
    if (!endsInName && !(t.lower(s) === "name" && t.lower(s + 1) === "of" && e >= s + 2)) continue;
    if (!opensField(context, s)) continue;
    let words = true;
    for (let k = s; k <= e; k++) if (!t.isWord(k) || (k > s && t.startsLine(k))) words = false;
    if (!words) continue;
    let kind: Kind = "person";
    for (let k = s; k <= e; k++) {
      const word = t.lower(k);
      if (THING_LABEL_WORDS.has(word)) return undefined;
      if (PATIENT_LABEL_WORDS.has(word)) kind = "patient";
      else if (kind === "person" && RELATIVE_LABEL_WORDS.has(word)) kind = "relative";
      else if (kind === "person" && PROVIDER_LABEL_WORDS.has(word)) kind = "provider";
    }
    return { start: s, kind };
  }
  return undefined;
}

const PATIENT_LABEL_WORDS = patientLabelWords.words;
const RELATIVE_LABEL_WORDS = relativeLabelWords.words;
const PROVIDER_LABEL_WORDS = providerLabelWords.words;
const THING_LABEL_WORDS = thingLabelWords.words;

/** A field opens at token `s`: line start, after punctuation, or after a gap of two spaces. */
function opensField(context: ScanContext, s: number): boolean {
  const t = context.tokens;
  if (t.startsLine(s)) return true;
  const b = s - 1;
  if (t.kind[b] === PUNCT && !t.isPunct(b, "'")) return true;
  // The gap between the tokens: two characters or more, or a tab (no string is built).
  const from = t.end[b]!;
  const to = t.start[s]!;
  if (to - from >= 2) return true;
  return to - from === 1 && t.text.charCodeAt(from) === 9;
}

/**
 * The label's colon or dash after LABEL_END word `e`: "Name:", "Hospital No.:", "Forename(s):",
 * "NOK -"; the mark's token, or -1. findField reads the label back from that mark to this word.
 */
function markAfterLabel(t: TokenStream, e: number): number {
  let c = e + 1;
  if (t.isPunct(c, ".") && t.touches(e)) c++;
  else if (t.isPunct(c, "(") && t.lower(c + 1) === "s" && t.isPunct(c + 2, ")")) c += 3;
  if (c >= t.count || t.kind[c] !== PUNCT) return -1;
  const code = t.text.charCodeAt(t.start[c]!);
  return code === 58 || code === 45 || code === 0x2013 ? c : -1;
}

/**
 * Every field starts at a LABEL_END word: "by", "pt" and "patient" without a colon, or any label
 * before its colon or dash. The label words are walked and each mark found from its word, in
 * token order; a reader's last token skips what it read, as when every mark was visited.
 */
export function findHeaderFields(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let read = -1;
  for (let e = t.nextBits(0, LABEL_END); e < t.count; e = t.nextBits(e + 1, LABEL_END)) {
    if (e > read) {
      // Only "by", "pt" and "patient" open a field without a colon; test the length first.
      const length = t.length(e);
      if ((length === 2 || length === 7) && t.kind[e] !== PUNCT && !t.isPunct(e + 1, ":")) {
        read = t.lower(e) === "by" ? byCue(context, e, out) : patientCue(context, e, out);
      } else read = e;
    }
    const c = markAfterLabel(t, e);
    if (c > read) read = findField(context, c, out);
  }
}

/** The field whose label ends before the colon or dash at `c`; returns the last token read. */
function findField(context: ScanContext, c: number, out: Span[]): number {
  const t = context.tokens;
  const code = t.text.charCodeAt(t.start[c]!);
  // "NOK - Kofi Mensah", "DOB - 03/04/1951": a dash between spaces after a label opening a line.
  const dash = (code === 45 || code === 0x2013) && !t.touches(c) && !t.touches(c - 1);
  if (code !== 58 && !dash) return c;
  let e = c - 1;
  // "Forename(s):", "Hospital No.:"
  if (t.isPunct(e, ")") && t.lower(e - 1) === "s" && t.isPunct(e - 2, "(")) e -= 3;
  else if (t.isPunct(e, ".") && t.touches(e - 1)) e--;
  if (!t.isWord(e) || (t.bits(e) & LABEL_END) === 0) return c;
  const label = labelStart(context, e);
  if (label === undefined || !opensField(context, label.start)) return c;
  if (dash && !t.startsLine(label.start)) return c;
  const j = c + 1;
  if (j >= t.count) return c;
  if (t.startsLine(j)) {
    // "Patient name:\nHope Baker": a person field whose value is the whole next line.
    if (NAME_TYPES[label.kind] !== undefined) c = nameOnNextLine(context, j, label.kind, out);
    return c;
  }
  switch (label.kind) {
    case "date":
      readDigits(context, j, "label-date", "DATE", true, out);
      break;
    case "phone":
      readDigits(context, j, "label-phone", "PHONE", false, out);
      break;
    case "fax":
      readDigits(context, j, "label-phone", "FAX", false, out);
      break;
    case "number":
      readNumber(context, j, "MRN", out);
      break;
    case "account":
      readNumber(context, j, "ACCOUNT_NUMBER", out);
      break;
    case "address":
      readAddress(context, j, out);
      break;
    default: {
      const last = readNames(context, j, label.kind, out);
      if (last >= j && BLOCK_LABELS.has(t.lower(e))) c = addressBlock(context, last, out);
      else c = last;
    }
  }
  return c;
}

/**
 * A person field with its value alone on the next line ("Referred by:\nDr Amara Diallo"): the
 * line must be a name and nothing else. Returns the last token read.
 */
function nameOnNextLine(context: ScanContext, j: number, kind: Kind, out: Span[]): number {
  const t = context.tokens;
  const k = skipTitle(context, j);
  const last = readSlotName(context, k, { trailingInitial: true, plainFirst: k > j });
  if (last < 0 || !(last + 1 >= t.count || t.startsLine(last + 1))) return j - 1;
  let type = NAME_TYPES[kind] ?? "NAME";
  if (kind === "person" && PROVIDER_TITLES.has(t.lower(j))) type = "PROVIDER_NAME";
  out.push(hit("name-after-label", type, t.start[k]!, nameEndOffset(context, last)));
  return last;
}

/**
 * "Electronically signed by Sunita Rao, MD", "Dictated by Tomasz Nowicki": a clinician label
 * written without its colon. The name must have a word of a name's own shape (no "seen by
 * physiotherapy", "reviewed by the team"; titles are read by title-name.ts). Returns the last
 * token read.
 */
function byCue(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  // The word after "by" first (each test only refuses): most "by"s open no name, and their
  // label is then not read back.
  const j = i + 1;
  if (!t.isWord(j) || t.startsLine(j) || skipTitle(context, j) > j) return i;
  // "seen by TVN", "reviewed by NIC": a staff role, not a name.
  if ((t.bits(j) & STAFF_ROLE) !== 0) return i;
  if (context.mixedCase && !isTitleCased(context, j) && !t.isAllCaps(j)) return i;
  const label = labelStart(context, i);
  if (label === undefined || label.kind !== "provider" || label.start === i) return i;
  const last = readSlotName(context, j, { trailingInitial: true });
  if (last < 0 || runsOn(context, j, last)) return i;
  let namelike = false;
  for (let m = j; m <= last; m++) if (slotWordClass(context, m) === SLOT_NAMELIKE) namelike = true;
  if (!namelike) return i;
  out.push(hit("name-after-label", "PROVIDER_NAME", t.start[j]!, nameEndOffset(context, last)));
  return last;
}

/**
 * "Patient Kwame Mensah presented…", "pt name John Okafor", "PT KWAME MENSAH": the patient word
 * used as a label without a colon. The words after it must have a name's own shape: in a note with
 * case capitalised, with at least one word no English word ("Patient Hope Baker" as two listed
 * names passes, "Patient Reports" does not); without case only after "name" or "named". Returns
 * the last token read.
 */
function patientCue(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  const cue = t.lower(i);
  if (cue !== "patient" && cue !== "pt") return i;
  let j = i + 1;
  if (t.lower(j) === "name" || t.lower(j) === "named") j++;
  // Without case only "pt name …" / "patient named …" opens a name (see `caseless` below).
  if (!context.mixedCase && j === i + 1) return i;
  if (!t.isWord(j) || t.startsLine(j) || t.start[j]! - t.end[j - 1]! > 2 || t.isPunct(j + 1, ":")) return i;
  if (skipTitle(context, j) > j) return i;
  if (context.mixedCase && !t.isCapitalised(j) && !t.isAllCaps(j)) return i;
  const last = readSlotName(context, j);
  if (last < 0) return i;
  let namelike = 0;
  let firstNames = 0;
  let words = 0;
  for (let m = j; m <= last; m++) {
    if (!t.isWord(m) || t.length(m) < 2) continue;
    words++;
    if (slotWordClass(context, m) === SLOT_NAMELIKE) namelike++;
    else if ((t.bits(m) & FIRST_NAME) !== 0) firstNames++;
  }
  // Without case "pt" opens a name only as "pt name …" / "patient named …", and every word must
  // have a name's own shape ("PT REAMINS FULL CODE" is a typo and two English words).
  const named = j > i + 1;
  const caseless = named && words >= 1 && namelike + firstNames === words;
  const shaped = context.mixedCase ? namelike > 0 || words >= 2 : caseless;
  if (!shaped) return i;
  out.push(hit("name-after-label", "PATIENT_NAME", t.start[j]!, nameEndOffset(context, last)));
  return last;
}

/**
 * Names in a person field, one or several ("cc: Dr Kim Young; Mrs Amara Diallo"), with or
 * without a title, surname first after a comma ("Nguyen, Thi Mai", "SMITH, John A"). Returns
 * the last token read.
 */
function readNames(context: ScanContext, from: number, kind: Kind, out: Span[]): number {
  const t = context.tokens;
  let j = from;
  let lastRead = from - 1;
  for (let n = 0; n < 6; n++) {
    const k = skipTitle(context, j);
    const titled = k > j;
    const title = titled ? t.lower(j) : "";
    let last = readSlotName(context, k, { trailingInitial: true, plainFirst: titled });
    // "Name: Sky Rivers", "NOK: BOLA OGUNLESI": in Title Case or capitals an English word may open
    // a name that closes on a name word.
    if (last < 0 && context.mixedCase && (isTitleCased(context, k) || t.isAllCaps(k))) {
      const plain = readSlotName(context, k, { trailingInitial: true, plainFirst: true });
      if (plain > k && slotWordClass(context, plain) !== SLOT_PLAIN && !runsOn(context, k, plain))
        last = plain;
    }
    // "Patient: Le, Thi Hoa": a surname that is also a word or abbreviation, before given names.
    if (last < 0 && !titled && t.isPunct(k + 1, ",") && slotWordClass(context, k) !== SLOT_NO) {
      const given = readSlotName(context, k + 2, { trailingInitial: true });
      if (given >= 0 && !t.startsLine(k + 2) && hasGivenName(context, k + 2, given)) last = k;
    }
    if (last < 0) break;
    // "Nguyen, Thi Mai": one surname, a comma, then the given names.
    let oneWord = true;
    for (let m = k; m < last; m++) if (!t.touches(m)) oneWord = false;
    if (!titled && oneWord && t.isPunct(last + 1, ",") && !t.startsLine(last + 2)) {
      const given = readSlotName(context, last + 2, { trailingInitial: true });
      if (given >= 0) last = given;
    }
    // "Re: Knee arthroscopy": English words running on past the "name" make a phrase, not a name.
    if (!titled && runsOn(context, k, last)) break;
    let type = NAME_TYPES[kind] ?? "NAME";
    if (kind === "person" && PROVIDER_TITLES.has(title)) type = "PROVIDER_NAME";
    out.push(hit("name-after-label", type, t.start[k]!, nameEndOffset(context, last)));
    lastRead = last;
    // "GP: Dr A Okafor, The Elms Surgery": the practice after the name, if it reads as one.
    if (t.isPunct(last + 1, ",")) {
      const place = practiceEnd(context, last + 2);
      if (place >= 0) {
        out.push(hit("label-practice", "HOSPITAL", t.start[last + 2]!, t.end[place]!));
        lastRead = place;
        break;
      }
    }
    // Another name on the same line: "; ", " and ", "/", or ", Dr ..."
    const m = last + 1;
    if (m + 1 >= t.count || t.startsLine(m) || t.startsLine(m + 1)) break;
    const joiner = t.isPunct(m, ";") || t.isPunct(m, "/") || t.isPunct(m, "&") || t.lower(m) === "and";
    const titledNext = t.isPunct(m, ",") && SLOT_TITLES.has(t.lower(m + 1));
    // "Visitors: Kofi, Ama and Yaw", "Present: Dr Obi, Sarah Lee": a comma then a name-shaped word.
    const listedNext =
      t.isPunct(m, ",") &&
      (slotWordClass(context, m + 1) === SLOT_NAMELIKE || (t.bits(m + 1) & FIRST_NAME) !== 0) &&
      !(context.mixedCase && !isTitleCased(context, m + 1) && !t.isAllCaps(m + 1));
    if (!joiner && !titledNext && !listedNext) break;
    j = m + 1;
  }
  return lastRead;
}

const BLOCK_LABELS = blockLabels.words;

/**
 * The address that follows a name in a "Re:", "cc:" or "To:" field, on the same line after a
 * comma and on the lines under it up to a blank line: "Re: Mrs Jane Doe, 14 Orchard Way, Leeds
 * LS6 2AB", "cc: Dr A Okafor\nThe Elms Surgery\n3 Mill Lane". A segment is taken when it has a
 * digit or, where case tells, only capitalised words; segments opened by a label (DOB, NHS No) are
 * left to their own recognisers; a line with a colon, a clinical word or a lower-case word ends the
 * block. Returns the last token read.
 */
function addressBlock(context: ScanContext, last: number, out: Span[]): number {
  const t = context.tokens;
  let k = last + 1;
  if (k >= t.count) return last;
  let lines = 0;
  if (t.startsLine(k)) {
    if (blankBefore(context, k)) return last;
    lines = 1;
  } else if (!t.isPunct(k, ",")) return last;
  let end = last;
  for (let n = 0; n < 40 && k < t.count && lines <= 4; n++) {
    if (lines > 0 && t.startsLine(k) && n > 0) {
      if (blankBefore(context, k)) break;
      lines++;
      if (lines > 4) break;
    }
    if (t.isPunct(k, ",") || t.isPunct(k, ";")) {
      k++;
      continue;
    }
    let segmentEnd = addressSegment(context, k);
    if (segmentEnd < -1 && lines > 0) {
      // passed over without case: go on after it
      segmentEnd = -segmentEnd - 2;
      end = segmentEnd;
      k = segmentEnd + 1;
      continue;
    }
    if (segmentEnd < 0) break;
    // "London ON N6B 1V9": a state code or country is no identifier; the segment ends before it
    // and the rest of the line is read as a segment of its own.
    let code = -1;
    for (let p = k; p <= segmentEnd; p++) {
      if (closesAddress(context, p)) {
        code = p;
        break;
      }
    }
    if (code !== -1) {
      let before = code - 1;
      while (before >= k && t.kind[before] === PUNCT) before--;
      if (before >= k) out.push(hit("label-address", "STREET_ADDRESS", t.start[k]!, t.end[before]!));
      end = code;
      k = code + 1;
      continue;
    }
    // "DOB 01/02/1950", "NHS 123 456 7890": a labelled piece is left to its own recogniser.
    const labelled = (t.bits(k) & LABEL_END) !== 0 || SEGMENT_LABELS.has(t.lower(k));
    if (!labelled) out.push(hit("label-address", "STREET_ADDRESS", t.start[k]!, t.end[segmentEnd]!));
    end = segmentEnd;
    k = segmentEnd + 1;
    if (lines === 0 && k < t.count && t.startsLine(k)) {
      if (blankBefore(context, k)) break;
      lines = 1;
    }
  }
  return end;
}

const SEGMENT_LABELS = segmentLabels.words;

/** True when a blank line stands before token `k`. */
function blankBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const gap = t.text.slice(t.end[k - 1]!, t.start[k]!);
  return gap.indexOf("\n") !== gap.lastIndexOf("\n");
}

/**
 * One comma-separated piece of an address starting at `k`, to a comma or the line end: returns
 * its last token, -1 when it is no address (a colon, a clinical, lower-case or stop word), or
 * -(last + 2) for a piece without digits in a note without case (passed over, not taken).
 */
function addressSegment(context: ScanContext, k: number): number {
  const t = context.tokens;
  let digit = false;
  let last = -1;
  for (let m = k; m < t.count && m < k + 12; m++) {
    if (m > k && t.startsLine(m)) break;
    if (t.isPunct(m, ",") || t.isPunct(m, ";")) break;
    if (t.isPunct(m, ":")) return -1;
    if (t.isNumber(m)) digit = true;
    else if (t.isWord(m)) {
      const word = t.lower(m);
      if ((t.bits(m) & CLINICAL) !== 0 && !(t.isNumber(m + 1) || t.isNumber(m - 1))) return -1;
      if (SLOT_STOP.has(word) && !(m === k && word === "the")) return -1;
      if (context.mixedCase && !isTitleCased(context, m) && !t.isAllCaps(m)) return -1;
    }
    last = m;
  }
  if (last < 0) return -1;
  // "cc: Dr J Smith, Vascular Surgery": a department after the name, no address.
  if (!digit && t.isWord(last) && PRACTICE_WORDS.has(t.lower(last)) && isDepartmentName(t, k, last))
    return -1;
  // Without case a piece with no digit is passed over ("the elms surgery"), not taken.
  if (!digit && !context.mixedCase) return -(last + 2);
  return last;
}

const PRACTICE_WORDS = practiceWords.words;

/**
 * Last token of a practice name starting at `j` ("The Elms Surgery", "Riverside Medical
 * Centre"): up to six words on the line, capitalised where case tells, the last a practice word
 * and the first no practice word itself. Returns -1 otherwise.
 */
function practiceEnd(context: ScanContext, j: number): number {
  const t = context.tokens;
  if (!t.isWord(j) || t.startsLine(j) || PRACTICE_WORDS.has(t.lower(j))) return -1;
  for (let k = j; k < t.count && k < j + 6; k++) {
    if (!t.isWord(k) || (k > j && (t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 2))) return -1;
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return -1;
    if (PRACTICE_WORDS.has(t.lower(k))) return isDepartmentName(t, j, k) ? -1 : k;
    // Not a clause ("please review in the surgery"): no function word but a leading "The".
    if (SLOT_STOP.has(t.lower(k)) && !(k === j && t.lower(k) === "the")) return -1;
  }
  return -1;
}

/**
 * True when the words k..last hold no word with a name's own shape (only listed names that are
 * also English words) and an ordinary word follows on the same line.
 */
function runsOn(context: ScanContext, k: number, last: number): boolean {
  const t = context.tokens;
  // A word of a name's own shape or an initial ("H Crane") makes it a name.
  for (let m = k; m <= last; m++) {
    if (slotWordClass(context, m) === SLOT_NAMELIKE || (t.isWord(m) && t.length(m) === 1)) return false;
  }
  const next = last + 1;
  // Two spaces or more separate the next field: "Dictated by: Grace Field  Typed by: …".
  if (!t.isWord(next) || t.startsLine(next) || t.start[next]! - t.end[last]! > 1) return false;
  return !CREDENTIALS.has(t.lower(next));
}

/** True when the words k..last hold a listed first name or a word of a name's own shape. */
function hasGivenName(context: ScanContext, k: number, last: number): boolean {
  const t = context.tokens;
  for (let m = k; m <= last; m++) {
    if (slotWordClass(context, m) === SLOT_NAMELIKE || (t.bits(m) & FIRST_NAME) !== 0) return true;
  }
  return false;
}

/** Digits of a date or phone: numbers, month words and separators, to the line end or a gap. */
function readDigits(
  context: ScanContext,
  j: number,
  rule: "label-date" | "label-phone",
  type: PhiType,
  words: boolean,
  out: Span[],
): void {
  const t = context.tokens;
  let last = -1;
  let digits = 0;
  for (let k = j; k < t.count && k < j + 12; k++) {
    if (k > j && (t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 1)) break;
    if (t.kind[k] === NUMBER) {
      digits += t.length(k);
      last = k;
      continue;
    }
    if (t.kind[k] === PUNCT) {
      const ch = t.text[t.start[k]!];
      if (ch === "/" || ch === "-" || ch === ".") continue;
      // "(0113) 496 0000", "+44 …"; a date stops at a bracket ("01/02/1950 (72y)").
      if (!words && (ch === "(" || ch === ")" || ch === "+")) continue;
      if (words && ch === "," && t.isNumber(k + 1)) continue;
      break;
    }
    // "3 April 1951", "12th Jan 1950": month words and ordinal endings of a date.
    if (words && t.isWord(k) && (t.bits(k) & DATE_WORD) !== 0) continue;
    const ordinal = t.lower(k);
    if (
      words &&
      t.touches(k - 1) &&
      (ordinal === "st" || ordinal === "nd" || ordinal === "rd" || ordinal === "th")
    )
      continue;
    break;
  }
  if (last < 0 || digits < (type === "DATE" ? 2 : 6)) return;
  let first = j;
  while (first < last && t.kind[first] === PUNCT && !t.isPunct(first, "(") && !t.isPunct(first, "+")) first++;
  out.push(hit(rule, type, t.start[first]!, t.end[last]!));
}

/** A record number: letters and digits, with inner spaces, hyphens or slashes; four digits or more. */
function readNumber(context: ScanContext, j: number, type: PhiType, out: Span[]): void {
  const t = context.tokens;
  let last = -1;
  let digits = 0;
  let beforeSpaced = -1;
  let spacedDigits = 0;
  let spacedGroup = -1;
  for (let k = j; k < t.count && k < j + 10; k++) {
    if (k > j && (t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 1)) break;
    if (t.kind[k] === NUMBER) {
      // A group after a space may be the next thing the line says ("MRN: 1234567 72 yo").
      const spaced = k > j && t.start[k]! > t.end[k - 1]!;
      if (spaced) {
        beforeSpaced = last;
        spacedDigits = digits;
        spacedGroup = k;
      }
      digits += t.length(k);
      last = k;
      continue;
    }
    if (t.isPunct(k, "-") || t.isPunct(k, "/")) continue;
    // "K1234567", "RX88231": letters touching digits.
    if (
      t.isWord(k) &&
      t.length(k) <= 4 &&
      (t.touches(k) || t.touches(k - 1)) &&
      (t.isNumber(k + 1) || t.isNumber(k - 1))
    )
      continue;
    break;
  }
  // A spaced last group followed by a word opens the prose after the number, not part of it.
  if (
    last === spacedGroup &&
    beforeSpaced >= 0 &&
    t.isWord(last + 1) &&
    !t.touches(last) &&
    spacedDigits >= 4
  ) {
    last = beforeSpaced;
    digits = spacedDigits;
  }
  if (last < 0 || digits < 4) return;
  out.push(hit("label-number", type, t.start[j]!, t.end[last]!));
}

/** An address: the rest of the line, up to the next label; it must hold a digit or a capital. */
function readAddress(context: ScanContext, j: number, out: Span[]): void {
  const t = context.tokens;
  let last = -1;
  let digit = false;
  // "…, Kitchener, ON N2H 3K8": a state code or country is no identifier; the value is cut there
  // and what follows it on the line (the postal code) is a second span.
  let cut = -1;
  let rest = -1;
  for (let k = j; k < t.count && k < j + 30; k++) {
    if (k > j && (t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 3)) break;
    if (t.isPunct(k + 1, ":") && t.isWord(k) && k > j) break;
    if (k > j && cut === -1 && last !== -1 && closesAddress(context, k)) {
      cut = last;
      continue;
    }
    if (t.kind[k] === NUMBER) digit = true;
    if (t.kind[k] !== PUNCT) {
      last = k;
      if (cut !== -1 && rest === -1) rest = k;
    }
  }
  if (last < 0) return;
  // "Rose Cottage, Church Lane": two capitalised words where case tells; "see above" is none.
  // "c/o St Peter's Church, Ogbomoso": the words after "care of" tell.
  const careOf = careOfEnd(t, j);
  const s = careOf === -1 ? j : careOf + 1;
  const capital = context.mixedCase && t.isCapitalised(s) && t.isCapitalised(s + 1);
  if (!digit && !capital) return;
  if (cut === -1) {
    out.push(hit("label-address", "STREET_ADDRESS", t.start[j]!, t.end[last]!));
    return;
  }
  out.push(hit("label-address", "STREET_ADDRESS", t.start[j]!, t.end[cut]!));
  if (rest !== -1) out.push(hit("label-address", "STREET_ADDRESS", t.start[rest]!, t.end[last]!));
}

const RULES = defineRules({
  "name-after-label": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "labelled",
    anchored: true,
    about: "name-shaped words in a person field ('Patient:', 'GP:', 'NOK:')",
  },
  "label-date": {
    types: ["DATE"],
    level: "certain",
    anchored: true,
    about: "a date in a date-of-birth field",
  },
  "label-phone": {
    types: ["FAX", "PHONE"],
    level: "cued",
    anchored: true,
    about: "digits in a phone, mobile or fax field",
  },
  "label-number": {
    types: ["ACCOUNT_NUMBER", "MRN"],
    level: "certain",
    anchored: true,
    about: "a record number in an MRN, hospital or NHS number field",
  },
  "label-practice": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a practice or clinic after a clinician's name in a field",
  },
  "label-address": {
    types: ["STREET_ADDRESS"],
    level: "cued",
    anchored: true,
    about: "the rest of the line in an address field",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const headerFieldRecogniser: RecogniserModule = {
  id: "header-field",
  family: "layout",
  wake: { on: LABEL_END },
  vocabulary: [{ mask: "words", bit: LABEL_END, words: LABEL_TRIGGERS }],
  rules: RULES,
  scan: findHeaderFields,
};

const hit = ruleHit(RULES);
