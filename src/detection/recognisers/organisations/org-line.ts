import { operationWords } from "../../cues/clinical.ts";
import { facilityStopWords, programmeNameWords, weakOrgHeads } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { PhiType } from "../../phi-type.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { PUNCT, type TokenStream, WORD } from "../../token-stream.ts";
import { CITY_HEAD, CLINICAL, CUE_ORG_HEAD, TITLE, VOCABULARY } from "../../word-bits.ts";

const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;
const PROGRAMME_NAME_WORDS = programmeNameWords.words;

/**
 * A practice, clinic, company or building that fills a line or a comma-separated part of one, as
 * letterheads, address blocks and signature lines write it: "THE LIMES SURGERY", "Meridian
 * Shield Life Assurance Ltd", "Kingsmead Memory Assessment Service", "Cavendish Wing, St
 * Aldhelm's Hospital", "Bayou Occupational Medicine, LLC", "The Lister Endoscopy Suite".
 * Every word of the part is capitalised (or the note is in capitals) and the last is a head.
 * A department or service named only by kind ("Diabetes Centre", "General Surgery", "Renal
 * Unit", "Medical Underwriting Department") names no place: a company or practice head needs one
 * word that is no service or clinical word; a weaker head (centre, service, hub, wing, suite)
 * needs a word no English list knows, a listed name or town, or "The" before a name word.
 */

/** Heads after which any non-service word names the place (hand-written). */
const STRONG_HEADS: ReadonlyMap<string, PhiType> = new Map([
  ["ltd", "ORGANIZATION"],
  ["limited", "ORGANIZATION"],
  ["plc", "ORGANIZATION"],
  ["llc", "ORGANIZATION"],
  ["llp", "ORGANIZATION"],
  ["inc", "ORGANIZATION"],
  ["pc", "ORGANIZATION"],
  ["fund", "ORGANIZATION"],
  ["assurance", "ORGANIZATION"],
  ["insurance", "ORGANIZATION"],
  ["associates", "HOSPITAL"],
  ["partnership", "HOSPITAL"],
  ["surgery", "HOSPITAL"],
  ["practice", "HOSPITAL"],
  ["hospice", "HOSPITAL"],
]);
const WEAK_HEADS = weakOrgHeads.words;
/** Every head, indexed under CUE_ORG_HEAD: the scan visits those words only. */
const HEAD_WORDS: readonly string[] = [...STRONG_HEADS.keys(), ...WEAK_HEADS];
const OPERATION_WORDS = operationWords.words;
const SEPARATORS = [",", "(", "|", "\u2013", "\u2014"];

function isSeparator(t: TokenStream, k: number): boolean {
  for (const s of SEPARATORS) if (t.isPunct(k, s)) return true;
  return t.isPunct(k, "-") && !t.touches(k) && !t.touches(k - 1);
}

/** The part ends after token `k`: a line end, a separator, or the end of the text. */
function endsPart(t: TokenStream, k: number): boolean {
  const n = k + 1;
  return n >= t.count || t.startsLine(n) || (t.kind[n] === PUNCT && isSeparator(t, n));
}

/** True when the capitalised word `k` reads as a name: no English word, or a listed town. */
function nameWord(t: TokenStream, k: number): boolean {
  const bits = t.bits(k);
  if ((bits & CLINICAL) !== 0 || SERVICE_WORDS.has(t.lower(k))) return false;
  return (bits & VOCABULARY) === 0 || (bits & CITY_HEAD) !== 0;
}

function cased(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return context.upperCase ? t.isAllCaps(k) : t.isCapitalised(k) || t.isAllCaps(k);
}

/** First token of the part that ends at `head`, or -1 when a word of it is not a name's part. */
function partStart(context: ScanContext, head: number): number {
  const t = context.tokens;
  let s = head;
  for (let k = head - 1; k >= 0 && k >= head - 10; k--) {
    if (t.startsLine(k + 1) || isSeparator(t, k) || t.isPunct(k, ":")) break;
    if (t.isWord(k)) {
      const w = t.lower(k);
      const joiner = w === "of" || w === "and" || w === "for" || w === "the";
      if ((!cased(context, k) && !joiner) || (STOP_WORDS.has(w) && !joiner)) return -1;
      s = k;
      continue;
    }
    // "St Aldhelm's", "Children's", "Women's": apostrophes and dots inside the name.
    if (t.isPunct(k, ".") || t.isPunct(k, "'") || t.isPunct(k, "&") || (t.isPunct(k, "-") && t.touches(k)))
      continue;
    return -1;
  }
  // After a label too: "Practice: WHITEHALL STREET PRACTICE".
  if (t.startsLine(s) || isSeparator(t, s - 1)) return s;
  // In a note written in capitals a part after a label is as often a sentence ("A/P: AWAIT SURGERY").
  return t.isPunct(s - 1, ":") && context.mixedCase ? s : -1;
}

/** Token `s` stands on the text's first line, within its first 40 tokens. */
function inLetterhead(t: TokenStream, s: number): boolean {
  if (s > 40) return false;
  for (let k = s; k > 0; k--) if (t.startsLine(k)) return false;
  return true;
}

export function findOrgLines(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase && !context.upperCase) return;
  const t = context.tokens;
  for (let i = t.nextCues(1, CUE_ORG_HEAD); i < t.count; i = t.nextCues(i + 1, CUE_ORG_HEAD)) {
    // Array and flag tests first: a capitalised word of a head's length that ends its line or part.
    if (t.kind[i] !== WORD) continue;
    const n = t.end[i]! - t.start[i]!;
    if (n < 2 || n > 11 || !cased(context, i) || !endsPart(t, i)) continue;
    const head = t.lower(i);
    const strong = STRONG_HEADS.get(head);
    if (strong === undefined && !WEAK_HEADS.has(head)) continue;
    let s = partStart(context, i);
    // "Bayou Occupational Medicine, LLC": a legal form alone after a comma closes the part before.
    if (s === i && strong === "ORGANIZATION" && t.isPunct(i - 1, ",")) s = partStart(context, i - 2);
    if (s < 0 || s === i || i - s > 9) continue;
    let named = false;
    let words = 0;
    const opensThe = t.lower(s) === "the";
    // The letterhead (the text's first line): a weaker head takes any non-service word there too
    // ("Rosewood Maternity Centre" heading a letter).
    const strongHere = strong !== undefined || inLetterhead(t, s);
    for (let k = s; k < i; k++) {
      if (!t.isWord(k) || (k === s && opensThe)) continue;
      const w = t.lower(k);
      if (w === "of" || w === "and" || w === "for" || w === "the" || w === "llc" || w === "ltd") continue;
      // "HSE Primary Care Reimbursement Service": a national programme, no patient's own provider.
      if (PROGRAMME_NAME_WORDS.has(w)) {
        named = false;
        break;
      }
      words++;
      if (strongHere) {
        if (head === "surgery" && OPERATION_WORDS.has(w)) {
          named = false;
          break;
        }
        // In the letterhead a weaker head's name word is no adjective of a service ("Musculoskeletal").
        const adjective = strong === undefined && /(?:al|ic|ary|ive|ory|ics|ial)$/.test(w);
        if ((t.bits(k) & CLINICAL) === 0 && !SERVICE_WORDS.has(w) && !adjective) named = true;
      } else if (
        nameWord(t, k) ||
        (opensThe && k === s + 1 && !SERVICE_WORDS.has(w) && (t.bits(k) & CLINICAL) === 0)
      ) {
        named = true;
      }
    }
    if (!named || words === 0) continue;
    // A person's title opening the part ("Dr Okafor's Surgery" is found by the name rules).
    if ((t.bits(s) & TITLE) !== 0) continue;
    out.push(hit("org-line", strong ?? "HOSPITAL", t.start[s]!, t.end[i]!));
  }
}

const RULES = defineRules({
  "org-line": {
    types: ["HOSPITAL", "ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "a practice, clinic, company or building filling a line or a comma part, closed by its head",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const orgLineRecogniser: RecogniserModule = {
  id: "org-line",
  family: "organisations",
  wake: { cues: CUE_ORG_HEAD },
  vocabulary: [{ mask: "cues", bit: CUE_ORG_HEAD, words: HEAD_WORDS }],
  rules: RULES,
  scan: findOrgLines,
};

const hit = ruleHit(RULES);
