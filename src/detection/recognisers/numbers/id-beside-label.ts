import { besideLabelWords, fieldIdLabels, fieldNumberHeads } from "../../cues/id-cues.ts";
import { notIdLabels } from "../../cues/not-ids.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CUE_FIELD_ID_LABEL, VOCABULARY } from "../../word-bits.ts";
import { isIdShaped, readIdRun } from "./id-run.ts";

/**
 * An identifier that stands beside its label rather than right after it, read by the value's shape
 * (`isIdShaped`) once the label says an identifier is near:
 * - `id-bracketed-after-label`: in brackets later in the label's clause, "NHI checked against the
 *   card (ZKT27QX)", "DPS No confirmed with the pharmacy (4821392K)": up to six words between, no
 *   number among them.
 * - `id-before-label`: before "as the/his/her <label>", "Card shows ZKT27QX as the NHI".
 * - `id-after-label-short`: right after the label (":", "#", "|", a dotted leader, "is" between),
 *   the shapes with only two digits the other readers leave ("NHI: ZKT27QX", "| Rego | BX27QA |",
 *   "HPI-CPN ...... 27QTRX"); in a label typed in lower case, a lower-case value too ("nhi:
 *   zkt27qx").
 * A label is a word of `fieldIdLabels`, or a word of number ("No", "ID", "number") after any word
 * but a bed's, a room's, a phone's or a page's.
 */

const LABELS = fieldIdLabels.values;
const MORE_LABELS = besideLabelWords.words;
const NUMBER_HEADS = fieldNumberHeads.words;
const NOT_LABELS = notIdLabels.words;
const OWNERS = new Set(["the", "his", "her", "their", "its", "your", "my"]);
const MAX_GAP = 6;

/** Token `k` is an identifier's label word. */
function isLabel(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  const word = t.lower(k);
  if (LABELS.has(word) || MORE_LABELS.has(word)) return true;
  if (!NUMBER_HEADS.has(word) || word === "card") return false;
  let p = k - 1;
  if (t.isPunct(p, ".")) p--;
  return t.isWord(p) && !NOT_LABELS.has(t.lower(p));
}

/** The label is an identifier's own name, not a word of number. */
function ownLabel(t: TokenStream, k: number): boolean {
  return LABELS.has(t.lower(k)) || MORE_LABELS.has(t.lower(k));
}

/** "(ZKT27QX)" later in the clause of the label at `i`: the value's first token, or -1. */
function bracketAfter(t: TokenStream, i: number): number {
  for (let k = i + 1; k <= i + MAX_GAP + 1 && k < t.count && !t.startsLine(k); k++) {
    if (t.isPunct(k, "(")) return t.touches(k) ? k + 1 : -1;
    if (!t.isWord(k) && !t.isPunct(k, "'")) return -1;
  }
  return -1;
}

/** Skips the marks between a label and its value: ":", "#", "|", ".", a spaced dash, "is". */
function valueAfter(t: TokenStream, i: number): number {
  let k = i + 1;
  for (let n = 0; n < 16 && k < t.count && !t.startsLine(k); n++, k++) {
    if (t.isPunct(k, ":") || t.isPunct(k, "#") || t.isPunct(k, "|") || t.isPunct(k, ".")) continue;
    if (t.isPunct(k, "-") && !t.touches(k)) continue;
    if (n === 0 && t.isWord(k) && t.lower(k) === "is") continue;
    // More words of the label ("Policy No-", "Enrollee ID-", "Medisave acct:"), a dash touching them.
    if (t.isWord(k) && n < 3 && (NUMBER_HEADS.has(t.lower(k)) || ownLabel(t, k))) {
      if (t.isPunct(k + 1, "-") && t.touches(k)) k++;
      continue;
    }
    return k;
  }
  return -1;
}

/** "<value> as the <label>": the value's last token before "as", or -1. */
function valueBefore(t: TokenStream, i: number): number {
  let k = i - 1;
  // Up to three words ("the Medisave acct", "the PM-JAY ID"), a hyphen between them.
  for (
    let n = 0;
    n < 5 && (t.isWord(k) || (t.isPunct(k, "-") && t.touches(k))) && !OWNERS.has(t.lower(k));
    n++
  )
    k--;
  if (!t.isWord(k) || !OWNERS.has(t.lower(k)) || !t.isWord(k - 1) || t.lower(k - 1) !== "as") return -1;
  return k - 2;
}

function firstOfRun(t: TokenStream, last: number): number {
  let k = last;
  for (let n = 0; n < 16 && t.touches(k - 1) && !t.isPunct(k - 1, "(") && !t.isPunct(k - 1, ","); n++) k--;
  return k;
}

export function findIdsBesideLabels(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const mixed = context.mixedCase;
  for (let i = t.nextCues(0, CUE_FIELD_ID_LABEL); i < t.count; i = t.nextCues(i + 1, CUE_FIELD_ID_LABEL)) {
    if (!isLabel(t, i)) continue;
    const before = valueBefore(t, i);
    if (before >= 0) {
      const from = firstOfRun(t, before);
      const run = readIdRun(t, from);
      if (run.last === before && isIdShaped(t, run, mixed) && !t.touches(from - 1)) {
        out.push(hit("id-before-label", "ID", t.start[from]!, t.end[before]!));
      }
    }
    const open = bracketAfter(t, i);
    if (open !== -1) {
      const run = readIdRun(t, open);
      if (isIdShaped(t, run, mixed) && t.isPunct(run.last + 1, ")")) {
        out.push(hit("id-bracketed-after-label", "ID", t.start[open]!, t.end[run.last]!));
        continue;
      }
    }
    const from = valueAfter(t, i);
    if (from === -1) continue;
    // A word of number in prose ("has no D50 running"): a label only with a mark after it.
    if (!ownLabel(t, i) && from === i + 1 && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    const run = readIdRun(t, from);
    // Digits alone only after an identifier's own name ("CPSA ...... 048213", not "Bed no 12345").
    if (run.letters === 0 ? run.digits < 5 || !ownLabel(t, i) : run.digits < 2) continue;
    // A system's name typed in lower case ("nhi: zkt27qx", not "lab: ..."), then a mark, takes its
    // value in lower case too.
    const lowerField =
      mixed &&
      !t.isCapitalised(i) &&
      !t.isAllCaps(i) &&
      (t.bits(i) & VOCABULARY) === 0 &&
      ownLabel(t, i) &&
      from > i + 1;
    if (!isIdShaped(t, run, mixed && !lowerField)) continue;
    // "AB12:30", "CD45%": a time or a measure runs on.
    if (t.touches(run.last) && (t.isPunct(run.last + 1, ":") || t.isPunct(run.last + 1, "%"))) continue;
    out.push(hit("id-after-label-short", "ID", t.start[from]!, t.end[run.last]!));
    i = run.last;
  }
}

const RULES = defineRules({
  "id-bracketed-after-label": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "an identifier-shaped value in brackets later in the clause of an identifier's label",
  },
  "id-before-label": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "an identifier-shaped value before 'as the <label>' ('shows ZKT27QX as the NHI')",
  },
  "id-after-label-short": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "capitals and two digits or more right after an identifier's label ('NHI: ZKT27QX')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const idBesideLabelRecogniser: RecogniserModule = {
  id: "id-beside-label",
  family: "numbers",
  wake: { cues: CUE_FIELD_ID_LABEL },
  vocabulary: [{ mask: "cues", bit: CUE_FIELD_ID_LABEL, words: [...MORE_LABELS] }],
  rules: RULES,
  scan: findIdsBesideLabels,
};

const hit = ruleHit(RULES);
