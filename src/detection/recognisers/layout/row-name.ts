import { ageSexWords } from "../../cues/ages.ts";
import { personColumnLabels, rowHeads } from "../../cues/layout-labels.ts";
import { slotStop } from "../../cues/not-names.ts";
import {
  isSlotInitial,
  nameEndOffset,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_NO,
  SLOT_PLAIN,
  SLOT_WORDLIKE,
  skipTitle,
  slotWordClass,
} from "../../readers/slot-name.ts";
import { mayBeListed, wordShapes } from "../../readers/word-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, PUNCT } from "../../token-stream.ts";
import { CLINICAL, CUE_ROW, FIRST_NAME, NAME_LISTED } from "../../word-bits.ts";

const SLOT_STOP = slotStop.words;

/**
 * Patient names in the rows of ward lists, handover sheets and bed boards, whatever the writer's
 * layout: the column after a bed, bay or room number ("Bed 4 - Nguyen, Thi - ...", "Rm 12: Mr
 * Ade Bello", "BAY B BED 6 | DAVIES, RHYS") and the column before an age and sex ("Okafor, Chidi
 * 67M", "grace fielding - 77f", "1. Park, Min-jun (81F)"). The row makes the slot, so an English
 * word ("Hope Baker"), a two-letter surname ("Ng, Wai Ling"), an unknown word and any casing are
 * read; ordinary words and clinical words still end the slot ("Bed 5 - empty", "Bed 3 - chest
 * pain 67M" stay). Bounded work: a handful of tokens around each cue.
 */

const ROW_HEADS = rowHeads.words;

const AGE_SEX = ageSexWords.words;
const AGE_SEX_SHAPES = wordShapes(AGE_SEX);
/** The longest age-sex word (one at least, for "64m"): a longer word after a number is none. */
const AGE_SEX_LONGEST = Math.max(1, ...[...AGE_SEX].map((word) => word.length));

/** Separators between the columns of a row. */
const SEPARATORS = "-|:,.)(/\u2013\u2014*\u2022>";

function isSeparator(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.kind[k] !== PUNCT || t.length(k) !== 1) return false;
  return SEPARATORS.includes(t.text[t.start[k]!]!);
}

/** A short place id after a row head: "4", "12A", "B", "b2". */
function isPlaceId(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.kind[k] === NUMBER) return t.length(k) <= 3;
  return t.isWord(k) && t.length(k) <= 2 && /^[a-z]?\d*[a-z]?$/i.test(t.raw(k)) && !SLOT_STOP.has(t.lower(k));
}

/** Last token of a short word standing as a surname before ", Given" ("Ng", "DO", "wu"). */
function shortSurnameBeforeComma(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (!t.isWord(j) || t.length(j) < 2 || t.length(j) > 3 || !t.isPunct(j + 1, ",")) return false;
  if (!/^[\p{L}]+$/u.test(t.raw(j))) return false;
  if (context.mixedCase && !(t.isCapitalised(j) || t.isAllCaps(j))) return false;
  const given = j + 2;
  if (!t.isWord(given) || t.startsLine(given)) return false;
  const cls = slotWordClass(context, given);
  return cls !== SLOT_NO && cls !== SLOT_PLAIN;
}

/** Lower-case name words (listed names, even English words) in a row of a note with case. */
function lowerCaseName(context: ScanContext, k: number): number {
  const t = context.tokens;
  let last = -1;
  for (let m = k; m < k + 3 && t.isWord(m) && !t.startsLine(m); m++) {
    if (t.raw(m) !== t.lower(m) || (t.bits(m) & NAME_LISTED) === 0 || SLOT_STOP.has(t.lower(m))) break;
    const cls = slotWordClass(context, m);
    if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE) break;
    last = m;
  }
  return last;
}

/** True when a word of `from..last` has a name's shape: no "post-op", "day-case" of plain parts. */
function hasNameWord(context: ScanContext, from: number, last: number): boolean {
  const t = context.tokens;
  // A hyphenated word without case to tell: every part must be a name's or a syllable.
  if (!(context.mixedCase && t.isCapitalised(from))) {
    let compound = false;
    let nameLike = false;
    for (let k = from; k + 2 <= last && t.isPunct(k + 1, "-"); k += 2) {
      compound = true;
      for (const part of [k, k + 2]) {
        const cls = slotWordClass(context, part);
        if (cls === SLOT_NAMELIKE) nameLike = true;
        if (cls === SLOT_PLAIN && t.length(part) > 3) return false;
        if (cls === SLOT_NO && (t.length(part) > 3 || (t.bits(part) & CLINICAL) !== 0)) return false;
      }
    }
    if (compound && !nameLike) return false;
  }
  for (let k = from; k <= last; k++) {
    if (!t.isWord(k)) continue;
    const cls = slotWordClass(context, k);
    if ((cls !== SLOT_NO && cls !== SLOT_PLAIN) || isSlotInitial(context, k)) return true;
  }
  return false;
}

/**
 * Reads the name column starting at `j` (after an optional title): "Nguyen, Thi", "Hope Baker",
 * "Ng, Wai Ling", "DAVIES, RHYS J". Returns the last token, or -1.
 */
export function readRowName(context: ScanContext, j: number): number {
  const t = context.tokens;
  const k = skipTitle(context, j);
  let last: number;
  if (shortSurnameBeforeComma(context, k)) last = k;
  else {
    last = readSlotName(context, k, { trailingInitial: true });
    // "Rm 12 - hunter, rose, 88f": a row typed in lower case inside a note with case.
    if (last < k && context.mixedCase) last = lowerCaseName(context, k);
    if (last < k || !hasNameWord(context, k, last)) return -1;
  }
  // "Last, First": the given names after the comma join.
  if (t.isPunct(last + 1, ",") && t.isWord(last + 2) && !t.startsLine(last + 2)) {
    let given = readSlotName(context, last + 2, { trailingInitial: true });
    if (given < last + 2 && context.mixedCase && t.raw(k) === t.lower(k))
      given = lowerCaseName(context, last + 2);
    if (given >= last + 2) {
      const cls = slotWordClass(context, last + 2);
      if (cls !== SLOT_NO && cls !== SLOT_PLAIN) last = given;
      else if (isSlotInitial(context, last + 2)) last = given;
    }
  }
  return last;
}

/** True when the column that holds the name ends at `last`: a separator, an age, a line end. */
function columnEnds(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  const next = last + 1;
  if (next >= t.count || t.startsLine(next)) return true;
  if (isSeparator(context, next) || t.kind[next] === NUMBER) return true;
  return false;
}

function push(context: ScanContext, from: number, last: number, out: Span[]): void {
  const t = context.tokens;
  // "mrs grace akpan 81f", "Mr Okafor, 64M": the title is no part of the name (title-name.ts).
  const first = skipTitle(context, from);
  out.push(
    hit("name-in-row", "PATIENT_NAME", t.start[first <= last ? first : from]!, nameEndOffset(context, last)),
  );
  otherColumns(context, last + 1, out);
}

/** A column separator inside a row: " - ", "|", ";" (not the hyphen of "d-dimer"). */
function isColumnBreak(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, "|") || t.isPunct(k, ";") || t.isPunct(k, "\u2013")) return true;
  return t.isPunct(k, "-") && !t.touches(k) && !t.touches(k - 1);
}

/**
 * The other columns of a row whose patient column was read: a column that is only a name
 * ("- Hunter -", "| J. Okoro |", "- Siân -") is the nurse's or doctor's column of a ward list.
 * Its words must have a name's shape in the row's case; ordinary and clinical words ("NBM",
 * "awaiting OT", "Obs stable", "Cellulitis") are no name. Bounded: one line, eight columns.
 */
function otherColumns(context: ScanContext, from: number, out: Span[]): void {
  const t = context.tokens;
  let k = from;
  for (let columns = 0; columns < 8 && k < t.count && !t.startsLine(k); columns++) {
    // To the next break.
    while (k < t.count && !t.startsLine(k) && !isColumnBreak(context, k)) k++;
    if (k >= t.count || t.startsLine(k)) return;
    const a = k + 1;
    let b = a;
    while (b < t.count && !t.startsLine(b) && !isColumnBreak(context, b)) b++;
    // The column's last token is b - 1 (a "." after an initial may end it).
    const last = b - 1;
    k = b;
    if (a > last || !t.isWord(a) || t.startsLine(a)) continue;
    const end = readSlotName(context, a, { trailingInitial: true });
    const endTok = end >= a && t.isPunct(end + 1, ".") && end + 1 === last ? end + 1 : end;
    if (end < a || endTok !== last) continue;
    let shaped = false;
    let bad = false;
    for (let m = a; m <= end; m++) {
      if (!t.isWord(m) || isSlotInitial(context, m)) continue;
      const cls = slotWordClass(context, m);
      if (cls === SLOT_NAMELIKE || (cls === SLOT_WORDLIKE && (t.bits(m) & NAME_LISTED) !== 0)) shaped = true;
      else bad = true;
      if (context.mixedCase && !t.isCapitalised(m)) bad = true;
    }
    if (!shaped || bad) continue;
    // Without case, a listed name that is no English word is needed ("okoro", not "mffd", "home").
    if (!context.mixedCase) {
      let listed = false;
      for (let m = a; m <= end; m++) {
        if (slotWordClass(context, m) === SLOT_NAMELIKE && (t.bits(m) & NAME_LISTED) !== 0) listed = true;
      }
      if (!listed) continue;
    }
    // A lone English word that a surname list has is as often the row's matter ("Falls").
    if (end === a && slotWordClass(context, a) === SLOT_WORDLIKE) {
      const given = (t.bits(a) & FIRST_NAME) !== 0;
      if (!given && t.lower(a).endsWith("s")) continue;
    }
    out.push(hit("name-in-row-column", "NAME", t.start[a]!, nameEndOffset(context, end)));
  }
}

/** The name column after "Bed 4 -", "Bay B bed 6:", "Rm 12". */
function afterPlace(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  // The row head opens the line, maybe after a bullet or a number ("1. Bed 4", "- Bed 4").
  let b = i - 1;
  let steps = 0;
  while (b >= 0 && !t.startsLine(b + 1) && steps < 3) {
    if (!(isSeparator(context, b) || t.kind[b] === NUMBER)) return;
    b--;
    steps++;
  }
  if (b >= 0 && !t.startsLine(b + 1)) return;
  let k = i;
  // One or two head-and-id pairs: "Bay B bed 6", "Side room 2".
  for (let pair = 0; pair < 2; pair++) {
    if (!t.isWord(k) || !ROW_HEADS.has(t.lower(k))) break;
    let id = k + 1;
    if (t.lower(k) === "side" && t.lower(id) === "room") id++;
    if (t.isPunct(id, ".") || t.isPunct(id, ":")) id++;
    if (!isPlaceId(context, id) || t.startsLine(id)) return;
    k = id + 1;
  }
  if (k === i) return;
  let j = k;
  for (let s = 0; s < 2 && j < t.count && isSeparator(context, j) && !t.startsLine(j); s++) j++;
  if (!t.isWord(j) || t.startsLine(j)) return;
  const last = readRowName(context, j);
  if (last < 0 || !columnEnds(context, last)) return;
  push(context, j, last, out);
}

/** The name column before an age and sex: "Okafor, Chidi - 67M", "grace fielding 77f". */
function beforeAge(context: ScanContext, n: number, out: Span[], afterPt = false): void {
  const t = context.tokens;
  let end = n - 1;
  // "(67M)", "- 67M", "| 67 F", ", 67M"
  for (let s = 0; s < 2 && end >= 0 && isSeparator(context, end) && !t.startsLine(end + 1); s++) end--;
  if (t.startsLine(n) || !t.isWord(end)) return;
  if (end + 1 !== n && t.startsLine(end + 1)) return;
  // Back to the start of the column: a line start, a separator or a place id.
  let first = end;
  for (let s = 0; s < 8 && first > 0 && !t.startsLine(first); s++) {
    const p = first - 1;
    const innerComma = t.isPunct(p, ",") && t.isWord(p - 1) && !t.startsLine(p);
    const innerDot = t.isPunct(p, ".") && t.length(p - 1) === 1 && t.isWord(p - 1);
    const innerHyphen = t.isPunct(p, "-") && t.touches(p) && t.touches(p - 1);
    if (t.isWord(p)) first = p;
    else if (innerComma || innerDot || innerHyphen) first = p - 1;
    else break;
  }
  const before = first - 1;
  const opens =
    t.startsLine(first) ||
    isSeparator(context, before) ||
    (t.kind[before] === NUMBER && !t.isPunct(before + 1, ","));
  if (!opens) return;
  // Words of the column that are the row's place ("Bed 4 Grace Fielding"): the name starts after.
  let j = first;
  while (j < end && ROW_HEADS.has(t.lower(j)) && isPlaceId(context, j + 1)) j += 2;
  // "pt brown 64m", "patient rose 72f on warfarin": "pt" opening the text or line, then the name.
  if (j === first && j < end && t.startsLine(j) && (t.lower(j) === "pt" || t.lower(j) === "patient")) j++;
  else if (afterPt) return;
  if (!t.isWord(j)) return;
  const last = readRowName(context, j);
  if (last === end) push(context, j, last, out);
}

/** True when tokens from `n` read as an age and sex: "67M", "67 F", "45yo", "72 yrs", "81 y/o". */
function ageSexAt(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (t.kind[n] !== NUMBER || t.length(n) > 3 || t.value(n) > 120) return false;
  const u = n + 1;
  if (!t.isWord(u) || t.startsLine(u)) return false;
  if (!mayBeListed(t, u, AGE_SEX_SHAPES)) return false;
  const unit = t.lower(u);
  if (!AGE_SEX.has(unit)) return false;
  if (t.start[u]! - t.end[n]! > 1) return false;
  // The unit ends the token run: "67M" then a separator or line end, not "5 m walk".
  const after = u + 1;
  if (unit === "y" && t.isPunct(after, "/")) return true;
  return after >= t.count || t.startsLine(after) || t.kind[after] === PUNCT || t.kind[after] === NUMBER;
}

/** "64m", "72F": an age and a sex letter in one token, whatever follows ("64m on warfarin"). */
function compactAgeSexAt(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (t.kind[n] !== NUMBER || t.length(n) > 3 || t.value(n) > 120) return false;
  const u = n + 1;
  if (!t.isWord(u) || !t.touches(n) || t.length(u) !== 1) return false;
  return t.lower(u) === "m" || t.lower(u) === "f";
}

const PERSON_COLUMN_LABELS = personColumnLabels.words;

/**
 * "14:05  OYELARAN, Kemi   Relationship: daughter": the column before a relationship label,
 * opening the line after a time, number or bullet.
 */
function beforeRelationship(context: ScanContext, r: number, out: Span[]): void {
  const t = context.tokens;
  if (!t.isPunct(r + 1, ":")) return;
  const end = r - 1;
  if (!t.isWord(end) || t.startsLine(r)) return;
  // Back to the line start over the name's words, commas, initials' dots and hyphens.
  let first = end;
  for (let s = 0; s < 8 && first > 0 && !t.startsLine(first); s++) {
    const p = first - 1;
    if (t.isWord(p) || t.isPunct(p, ",") || t.isPunct(p, ".") || (t.isPunct(p, "-") && t.touches(p)))
      first = p;
    else break;
  }
  if (!t.isWord(first)) first++;
  if (!t.isWord(first)) return;
  const before = first - 1;
  const opens = t.startsLine(first) || t.kind[before] === NUMBER || isSeparator(context, before);
  if (!opens) return;
  const last = readRowName(context, first);
  if (last === end || (last === end - 1 && t.isPunct(end, "."))) {
    out.push(hit("name-in-row", "RELATIVE_NAME", t.start[first]!, nameEndOffset(context, last)));
  }
}

/** The words of CUE_ROW. */
export const ROW_TRIGGERS: readonly string[] = [...PERSON_COLUMN_LABELS, ...ROW_HEADS];

export function findRowNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = Math.min(t.nextNumber(0), t.nextCues(0, CUE_ROW));
    i < t.count;
    i = Math.min(t.nextNumber(i + 1), t.nextCues(i + 1, CUE_ROW))
  ) {
    // Words outside PERSON_COLUMN_LABELS and ROW_HEADS lack CUE_ROW.
    const cue = (t.cues(i) & CUE_ROW) !== 0;
    if (cue && PERSON_COLUMN_LABELS.has(t.lower(i))) {
      beforeRelationship(context, i, out);
      continue;
    }
    if (t.kind[i] === NUMBER) {
      // Both readings need a number of up to three digits and a word on its line at most one
      // space after it: most numbers fail here, before a value or a word is read.
      const u = i + 1;
      if (t.length(i) > 3 || !t.isWord(u) || t.length(u) > AGE_SEX_LONGEST) continue;
      if (t.start[u]! - t.end[i]! > 1 || t.startsLine(u)) continue;
      if (i > 0 && ageSexAt(context, i)) beforeAge(context, i, out);
      // "pt brown 64m on warfarin": a compact age-sex in running text, only after an opening "pt".
      else if (i > 0 && compactAgeSexAt(context, i)) beforeAge(context, i, out, true);
      continue;
    }
    if (cue && ROW_HEADS.has(t.lower(i))) afterPlace(context, i, out);
  }
}

const RULES = defineRules({
  "name-in-row-column": {
    types: ["NAME"],
    level: "anchored",
    anchored: true,
    about: "a column of a ward list row that holds only a name",
  },
  "name-in-row": {
    types: ["PATIENT_NAME"],
    level: "anchored",
    anchored: true,
    about: "the name column of a ward list row (after 'Bed 4 -', before '67M')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const rowNameRecogniser: RecogniserModule = {
  id: "row-name",
  family: "layout",
  wake: { cues: CUE_ROW, at: ["numbers"] },
  vocabulary: [{ mask: "cues", bit: CUE_ROW, words: ROW_TRIGGERS }],
  rules: RULES,
  scan: findRowNames,
};

const hit = ruleHit(RULES);
