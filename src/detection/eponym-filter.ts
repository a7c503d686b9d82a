import { isBracketedSource } from "./bracketed-source.ts";
import { isClassificationItems } from "./classification-grade.ts";
import { eponymHeads, eponymPairs, programmeHeads, riskLevels, scaleDomains } from "./cues/clinical.ts";
import { afterEponymPossessive, beforePlacePossessive } from "./cues/not-names.ts";
import { isFindingEponym } from "./eponym-finding.ts";
import { endsOnSubtypeGrade, gradeLetterBefore } from "./eponym-grade.ts";
import { ordinaryBeforeHead, wordsBeforeHead } from "./eponym-head-run.ts";
import { isNamedInstrument } from "./eponym-list.ts";
import { isDeviceNoun } from "./lookalikes/device-brand.ts";
import { dropLookalikes } from "./lookalikes/drop-lookalikes.ts";
import { FOREIGN_PROGRAMME_HEADS } from "./lookalikes/programme-heads.ts";
import type { PhiType } from "./phi-type.ts";
import { isFetalPosition } from "./readers/fetal-position.ts";
import {
  afterMedicineLabel,
  endsOnDoseForm,
  inMedicineColumn,
  isDose,
  preparationAfter,
} from "./readers/preparation.ts";
import { isProductPair } from "./readers/product-pair.ts";
import type { ScanContext } from "./recogniser.ts";
import { dropReferenceNames } from "./reference-text.ts";
import { afterReferenceLink } from "./reference-verb.ts";
import { scoreAt } from "./score-slot.ts";
import type { Span } from "./span.ts";
import { tokenAt } from "./token-at.ts";
import { CLINICAL, VOCABULARY } from "./word-bits.ts";

/**
 * Eponyms: a surname before a clinical head noun names a sign, device or disease, not a person or
 * a place ("Murphy's sign", "Levine tube", "Kerley B lines", "Jackson-Pratt drain", "Ted hose").
 * Weak name and place candidates (a rule not `anchored`) followed by such a noun (never "cell":
 * "Okafor cell 555-0101") are dropped before overlaps are resolved. Heads are written by hand.
 */
const EPONYM_HEADS = eponymHeads.words;
const PROGRAMME_HEADS = programmeHeads.words;
const NAME_TYPES: ReadonlySet<PhiType> = new Set(["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"]);

const WEAK_TYPES: ReadonlySet<PhiType> = new Set([
  "NAME",
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
  "CITY",
  "LOCATION",
  "HOSPITAL",
]);

/** Returns the candidates without weak names and places that stand before an eponym head noun. */
export function dropEponyms(context: ScanContext, all: Span[]): Span[] {
  const candidates = dropLookalikes(context, dropReferenceNames(context, all));
  const t = context.tokens;
  if (t.count === 0) return candidates;
  // One loop, no closure and no array per note: `keep` is built only when a span is dropped.
  let keep: boolean[] | null = null;
  for (let k = 0; k < candidates.length; k++) {
    const span = candidates[k]!;
    if (!WEAK_TYPES.has(span.type) || context.rules.get(span.rule)?.anchored === true) continue;
    if (keepsWeakSpan(context, span)) continue;
    keep ??= candidates.map(() => true);
    keep[k] = false;
  }
  return keep === null ? candidates : candidates.filter((_, k) => keep[k]);
}

/** False when the weak name or place `span` stands before an eponym head noun (dropEponyms). */
function keepsWeakSpan(context: ScanContext, span: Span): boolean {
  const t = context.tokens;
  // The span's first token, and the first token at or after its end.
  const firstToken = tokenAt(t.end, t.count, span.start);
  let j = tokenAt(t.end, t.count, span.end);
  // "TED HOSE" read as first name and surname: the span ends on the head noun itself; so does
  // "CHAS ORANGE CARD", a programme's card, in a note without case.
  const last = j - 1;
  if (
    last >= 0 &&
    t.start[last]! > span.start &&
    t.isWord(last) &&
    (EPONYM_HEADS.has(t.lower(last)) ||
      (NAME_TYPES.has(span.type) && !context.mixedCase && PROGRAMME_HEADS.has(t.lower(last))))
  ) {
    return false;
  }
  // "Jackson-Pratt drain", "Swan-Ganz catheter", "Kerley B lines", "Hoehn and Yahr stage":
  // skip a joined word or letter, or a second capitalised name after "and".
  let hyphenated = last >= 1 && t.start[last - 1]! >= span.start && t.isPunct(last - 1, "-");
  for (let n = 0; n < 3 && j < t.count; n++) {
    if (t.isWord(j) && EPONYM_HEADS.has(t.lower(j))) break;
    // "Simmonds' test", "Homans' sign": a plural possessive's apostrophe stands alone.
    if ((t.isPunct(j, "'") || t.isPunct(j, "\u2019")) && t.touches(j - 1) && n === 0) j++;
    // "Bamford (Oxford) classification", "Barcelona Clinic Liver Cancer (BCLC) staging": a
    // short bracket (another name, an acronym) between the name and its head noun.
    else if (t.isPunct(j, "(") && bracketBeforeHead(t, j) !== -1) j = bracketBeforeHead(t, j);
    else if (t.isPunct(j, "-") && t.isWord(j + 1)) {
      j += 2;
      hyphenated = true;
    } else if (t.isWord(j) && t.length(j) === 1 && t.isAllCaps(j)) j++;
    else if ((t.lower(j) === "and" || t.isPunct(j, "&")) && t.isWord(j + 1) && t.isCapitalised(j + 1)) j += 2;
    // "Rockwood Clinical Frailty Scale", "Abbey Pain Scale": capitalised ordinary words of the
    // instrument's name before its head noun.
    else if (t.isCapitalised(j) && !t.startsLine(j) && (t.bits(j) & (VOCABULARY | CLINICAL)) !== 0) j++;
    // "Ottawa ankle rules", "Glasgow coma scale", "Framingham risk score", "Wells PE criteria":
    // one ordinary word in lower case, or a short clinical abbreviation, right before the head noun.
    // "Rockwood clinical frailty scale": two or three such words of what the scale measures.
    else if (wordsBeforeHead(context, j) > 0) j += wordsBeforeHead(context, j);
    else break;
  }
  // "Started Hartmann's 1L over 8 hrs", "Ringer's 500 ml": a possessive surname alone before
  // a volume or dose names a fluid or preparation, not a person.
  if (j === last + 1 && isPossessive(t, last) && last === firstToken && isDose(t, j)) {
    return false;
  }
  // "Use Hartmann's for maintenance", "Ringer's, 1 L": a possessive surname alone, before a
  // preposition or a stop, names a preparation ("at Kofi's" is a home; "Kofi's wife" a person).
  if (
    j === last + 1 &&
    NAME_TYPES.has(span.type) &&
    isPossessive(t, last) &&
    last === firstToken &&
    possessiveAlone(t, last)
  ) {
    return false;
  }
  // "Panadol Osteo 2 tabs", "Nurofen Plus 400 mg", "Relvar Ellipta 92/22", "Seretide Accuhaler
  // 250 1 puff": capitalised words before a dose, a strength or a dose form name a preparation.
  if (
    NAME_TYPES.has(span.type) &&
    (preparationAfter(t, last + 1, firstToken) ||
      afterMedicineLabel(t, firstToken, last) ||
      inMedicineColumn(t, firstToken, last) ||
      endsOnDoseForm(t, firstToken, last))
  ) {
    return false;
  }
  // "Child-Pugh B": listed eponyms joined by hyphens. "Aquacel Ag": a brand and its variant
  // (readers/product-pair.ts). "Weber B ankle fracture": classification-grade.ts. "katz adl vs
  // barthel", "Per Ottawa": an instrument in a list or after "per", of any weak type (eponym-list.ts).
  if (
    (NAME_TYPES.has(span.type) &&
      (inEponymPair(t, firstToken, gradeLetterBefore(t, span.start, last)) ||
        isProductPair(context, firstToken, last) ||
        isClassificationItems(context, firstToken, last) ||
        isBracketedSource(context, firstToken, last) ||
        (firstToken === last && isFetalPosition(t, last)))) ||
    isNamedInstrument(context, firstToken, last) ||
    isFindingEponym(context, firstToken, last) ||
    (NAME_TYPES.has(span.type) && afterReferenceLink(context, firstToken))
  ) {
    return false;
  }
  // "Incision: Pfannenstiel", "Position: Lloyd-Davies", "Drain: Blake": one name after a
  // label that is an eponym's head noun names the incision, position or device.
  if (NAME_TYPES.has(span.type) && isOneName(t, firstToken, last) && afterHeadLabel(t, firstToken)) {
    return false;
  }
  // "Braden 14", "Morse 55", "Wong-Baker 4", "Garden IV": one name word (or two joined by a
  // hyphen) before a score or a grade names the scale; so does one word read as a hospital or a
  // town ("Norton 14", "Spetzler-Martin 2", "Rutherford 4"). "Fontaine IIb", "Gustilo IIIB":
  // one name word and a grade in Roman numerals with its subtype letter, read as one name.
  if (
    (isOneName(t, firstToken, last) &&
      (NAME_TYPES.has(span.type) || opensItem(t, firstToken)) &&
      scoreAt(context, firstToken, j)) ||
    (NAME_TYPES.has(span.type) &&
      endsOnSubtypeGrade(t, span.start, last) &&
      isOneName(t, firstToken, last - 1))
  ) {
    return false;
  }
  // "Hamilton depression 18", "Kessler psychological distress 24", "Morse fall risk high": one
  // name word, what the scale measures (in the span in Title Case: "Morse Fall 45"), a score or level.
  if (
    (NAME_TYPES.has(span.type) || opensItem(t, firstToken)) &&
    ((j === last + 1 && isOneName(t, firstToken, last) && domainThenScore(context, last, j)) ||
      (last > firstToken && last - firstToken <= 3 && domainThenScore(context, firstToken, firstToken + 1)))
  ) {
    return false;
  }
  // "| Morse | 45 | High |": one name alone in a table cell, its score in the next cell and a
  // risk level in the one after names the scale in a table of scores.
  if (
    NAME_TYPES.has(span.type) &&
    j === last + 1 &&
    isOneName(t, firstToken, last) &&
    scoreCell(t, firstToken, j)
  ) {
    return false;
  }
  // "Kessler et al. 2003", "Wells et al.": a name before "et al." is a cited author.
  if (NAME_TYPES.has(span.type) && j === last + 1 && t.lower(j) === "et" && t.lower(j + 1) === "al") {
    return false;
  }
  if (!t.isWord(j)) return true;
  const head = t.lower(j);
  if (NAME_TYPES.has(span.type) && beforeProgrammeHead(context, last + 1)) {
    return false;
  }
  const letterLines = head === "lines" && t.isWord(j - 1) && t.length(j - 1) === 1;
  // Two names joined by a hyphen before a lower-case clinical word name a formula or
  // device ("Cockcroft-Gault creatinine clearance", "Mallory-Weiss tear").
  const jointEponym = hyphenated && (t.bits(j) & CLINICAL) !== 0 && !t.isCapitalised(j) && !t.isAllCaps(j);
  // "Macintosh laryngoscope", "Hudson nebuliser": a maker's name before a device (device-brand.ts).
  if (
    !EPONYM_HEADS.has(head) &&
    !letterLines &&
    !jointEponym &&
    !isNamedOperation(head) &&
    !isDeviceNoun(head)
  )
    return true;
  return false;
}

const EPONYM_PAIRS = eponymPairs.words;
const SCALE_DOMAINS = scaleDomains.words;
const RISK_LEVELS = riskLevels.words;

/**
 * One to three words of what a scale measures from token `j` on the name's line, then a score
 * (score-slot.ts) or a level ("high"), after an optional colon or dash.
 */
function domainThenScore(context: ScanContext, last: number, j: number): boolean {
  const t = context.tokens;
  let k = j;
  while (k < j + 3 && t.isWord(k) && !t.startsLine(k) && SCALE_DOMAINS.has(t.lower(k))) k++;
  if (t.startsLine(k)) return false;
  // "Braden moderate, Morse low.": a level alone, ending the item.
  if (k === j) return t.isWord(k) && RISK_LEVELS.has(t.lower(k)) && itemEndsAfter(t, k);
  if (scoreAt(context, last, k)) return true;
  let m = k;
  if ((t.isPunct(m, ":") || t.isPunct(m, "-")) && !t.startsLine(m)) m++;
  return t.isWord(m) && !t.startsLine(m) && RISK_LEVELS.has(t.lower(m));
}

/**
 * The words of the span (from token `firstToken` to token `last`) and the words joined to them by
 * hyphens, read together, are a listed eponym ("Cockcroft-Gault", "Wolff-Parkinson-White").
 */
function inEponymPair(t: ScanContext["tokens"], firstToken: number, last: number): boolean {
  let first = firstToken;
  const joined = (k: number): boolean => t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k);
  for (let n = 0; n < 3 && joined(first - 1) && t.isWord(first - 2); n++) first -= 2;
  let end = last;
  for (let n = 0; n < 3 && joined(end + 1) && t.isWord(end + 2); n++) end += 2;
  if (end - first < 2 || end - first > 6) return false;
  let form = "";
  for (let k = first; k <= end; k++) {
    if (k > first && !t.touches(k - 1)) return false;
    form += t.lower(k);
  }
  return EPONYM_PAIRS.has(form);
}

/**
 * The span opening at token `firstToken` stands right after a label "<head noun>:" that opens its
 * line or a clause ("Incision: ", "Skin closure, sutures: "), the head noun being an eponym's.
 */
function afterHeadLabel(t: ScanContext["tokens"], firstToken: number): boolean {
  let first = firstToken;
  // The second half of "Lloyd-Davies" stands after its first.
  if (t.isPunct(first - 1, "-") && t.touches(first - 1) && t.touches(first - 2) && t.isWord(first - 2))
    first -= 2;
  if (!t.isPunct(first - 1, ":") || !t.isWord(first - 2) || !t.touches(first - 2)) return false;
  if (!EPONYM_HEADS.has(t.lower(first - 2))) return false;
  const before = first - 3;
  return t.startsLine(first - 2) || !t.isWord(before) || t.startsLine(before) || !t.isWord(before - 1);
}

/**
 * The span from token `first` to token `last` is one name word, words joined by hyphens ("Wong-Baker"),
 * or a word and a capital letter ("Pugh B"): no two words stand apart.
 */
function isOneName(t: ScanContext["tokens"], first: number, last: number): boolean {
  for (let k = first + 1; k <= last; k++) {
    if (t.isWord(k) && !t.touches(k - 1) && !(t.length(k) === 1 && t.isAllCaps(k))) return false;
  }
  return true;
}

/**
 * "Ayushman Bharat card", "Kaupapa Māori service", "CHAS orange card": a programme's or a
 * document's head noun at token `j`, or after one ordinary word, in lower case where case tells
 * ("Smith Service Ltd" is a firm), or a head in Hindi in any case ("Janani Suraksha Yojana").
 * The words before it name the programme, not a person.
 */
function beforeProgrammeHead(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  const lowerHead = (k: number): boolean =>
    t.isWord(k) &&
    !t.startsLine(k) &&
    (FOREIGN_PROGRAMME_HEADS.has(t.lower(k)) ||
      (PROGRAMME_HEADS.has(t.lower(k)) && (!context.mixedCase || (!t.isCapitalised(k) && !t.isAllCaps(k)))));
  if (lowerHead(j)) return true;
  return t.isWord(j) && !t.startsLine(j) && ordinaryBeforeHead(context, j) && lowerHead(j + 1);
}

/**
 * Operations named after their surgeons: "Ivor Lewis oesophagectomy", "Heller myotomy", "Kasai
 * portoenterostomy", "Billroth gastrectomy", "Mustardé otoplasty" (the suffixes of operations).
 */
function isNamedOperation(head: string): boolean {
  return (
    head.length > 6 &&
    (head.endsWith("ectomy") ||
      head.endsWith("otomy") ||
      head.endsWith("ostomy") ||
      head.endsWith("plasty") ||
      head.endsWith("pexy") ||
      head.endsWith("rrhaphy"))
  );
}

const AFTER_EPONYM_POSSESSIVE = afterEponymPossessive.words;
const BEFORE_PLACE_POSSESSIVE = beforePlacePossessive.words;

/** The possessive word at `i` is followed by a preposition, a stop or a comma, not by a noun. */
function possessiveAlone(t: ScanContext["tokens"], i: number): boolean {
  if (BEFORE_PLACE_POSSESSIVE.has(t.lower(i - 1))) return false;
  const next = i + 1;
  if (next >= t.count || t.startsLine(next)) return false;
  if (t.isPunct(next, ".") || t.isPunct(next, ",") || t.isPunct(next, ";") || t.isPunct(next, ")"))
    return true;
  return t.isWord(next) && AFTER_EPONYM_POSSESSIVE.has(t.lower(next));
}

/** Word token `i` ends in "'s" (or "’s"). */
function isPossessive(t: ScanContext["tokens"], i: number): boolean {
  if (!t.isWord(i) || t.length(i) < 4) return false;
  const word = t.lower(i);
  return word.endsWith("'s") || word.endsWith("\u2019s");
}

/**
 * The span opening at token `first` fills a table cell ("| Morse |") and the next cells hold a
 * score of one to three digits (with its maximum, "14/23") and a risk level: "| Morse | 45 | High |".
 */
function scoreCell(t: ScanContext["tokens"], first: number, j: number): boolean {
  if (!t.isPunct(first - 1, "|") || t.startsLine(first) || !t.isPunct(j, "|")) return false;
  let k = j + 1;
  if (!t.isNumber(k) || t.length(k) > 3 || t.startsLine(k)) return false;
  if (t.isPunct(k + 1, "/") && t.touches(k) && t.isNumber(k + 2) && t.touches(k + 1)) k += 2;
  if (!t.isPunct(k + 1, "|") || !t.isWord(k + 2) || t.startsLine(k + 2)) return false;
  return RISK_LEVELS.has(t.lower(k + 2));
}

/** The item ends after token `k`: the text or the line ends, or a stop, comma, semicolon or bracket follows. */
function itemEndsAfter(t: ScanContext["tokens"], k: number): boolean {
  const n = k + 1;
  if (n >= t.count || t.startsLine(n)) return true;
  return t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, ";") || t.isPunct(n, ")");
}

/**
 * The span opens a line or a list item (after a stop, comma, colon, bracket or bar), as a scale's
 * name in a list of scores does: "Norton 14" after "MUST 1." ("transfer to Quartermain 2" is a ward).
 */
function opensItem(t: ScanContext["tokens"], firstToken: number): boolean {
  let first = firstToken;
  // "Spetzler-Martin 2": the second of two names joined by a hyphen; the first opens the item.
  if (t.isPunct(first - 1, "-") && t.touches(first - 1) && t.touches(first - 2) && t.isWord(first - 2))
    first -= 2;
  if (t.startsLine(first) || first === 0) return true;
  const p = first - 1;
  return (
    t.isPunct(p, ".") ||
    t.isPunct(p, ",") ||
    t.isPunct(p, ";") ||
    t.isPunct(p, ":") ||
    t.isPunct(p, "(") ||
    t.isPunct(p, "|")
  );
}

/**
 * The head noun's token after a bracket of at most four tokens opening at `j` on one line, when
 * an eponym head noun stands right after it ("(Oxford) classification"), else -1.
 */
function bracketBeforeHead(t: ScanContext["tokens"], j: number): number {
  for (let k = j + 1; k <= j + 5 && k < t.count; k++) {
    if (t.startsLine(k) || t.isPunct(k, "(")) return -1;
    if (!t.isPunct(k, ")")) continue;
    const head = k + 1;
    return k > j + 1 && t.isWord(head) && !t.startsLine(head) && EPONYM_HEADS.has(t.lower(head)) ? head : -1;
  }
  return -1;
}
