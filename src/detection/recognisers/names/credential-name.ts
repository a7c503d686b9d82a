import { credentials, weakCredentials } from "../../cues/credentials.ts";
import { slotStop } from "../../cues/not-names.ts";
import { AMBIGUOUS_NAME, isInitial, isListedName, isOpenWord, nameEvidence } from "../../name-evidence.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";
import { CLINICAL, CREDENTIAL, FIRST_NAME, SURNAME, VOCABULARY } from "../../word-bits.ts";

const SLOT_STOP = slotStop.words;

/**
 * Names before a credential, as in signatures and sign-offs: "V. Keane, RRT", "q. harrow rrt",
 * "Peter Lindqvist RRT", "Jane Doe, RN, BSN". Up to three name words before the credential; an
 * ordinary word ends the name ("seen by MD" has none).
 */
const CREDENTIALS = credentials.words;
const WEAK_CREDENTIALS = weakCredentials.words;

/**
 * A signature written in lower case in a note with case, closing a line: "…per oncology note.
 * moushin cleasogo rn". Two or three words no list knows (or listed names) between a sentence or
 * line start and a lower-case credential at the line end. Returns the first token or -1.
 */
function lowerCaseSignature(context: ScanContext, credential: number, last: number): number {
  const t = context.tokens;
  if (!context.mixedCase || t.isAllCaps(credential)) return -1;
  const after = credential + 1;
  if (
    !(
      after >= t.count ||
      t.startsLine(after) ||
      (t.isPunct(after, ".") && (after + 1 >= t.count || t.startsLine(after + 1)))
    )
  )
    return -1;
  let first = -1;
  for (let k = last; k >= 0 && k > last - 3; k--) {
    if (!t.isWord(k) || t.isAllCaps(k) || !(isOpenWord(context, k) || isListedName(context, k))) break;
    if (context.lexicons.vocabulary.has(t.lower(k))) break;
    first = k;
    if (t.startsLine(k)) break;
  }
  if (first === -1 || first === last) return -1;
  const opens = t.startsLine(first) || t.isPunct(first - 1, ".") || t.isPunct(first - 1, "-");
  return opens ? first : -1;
}

/**
 * "PER C. PESOUPRE PA", "by j. okafor pa": before "PA" (also pulmonary artery) only an initial,
 * a dot and a word that is no clinical or plain English word. Returns the initial's token or -1.
 */
function initialDotName(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3 || !t.isPunct(k - 1, ".") || t.length(k - 2) !== 1 || !t.isWord(k - 2))
    return -1;
  if (!t.touches(k - 2) || t.startsLine(k)) return -1;
  return isOpenWord(context, k) || (isListedName(context, k) && !context.lexicons.vocabulary.has(t.lower(k)))
    ? k - 2
    : -1;
}

/** True when the credential at `i` (and more after a slash: "RN/BSN") ends its line or the note. */
function credentialCloses(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let k = i + 1;
  if (t.isPunct(k, ")")) k++;
  while (t.isPunct(k, "/") && t.isWord(k + 1) && (t.bits(k + 1) & CREDENTIAL) !== 0) k += 2;
  if (t.isPunct(k, ".")) k++;
  return k >= t.count || t.startsLine(k) || t.kind[k] === NUMBER;
}

/**
 * Token `k` closes a hyphenated given name ("jin-ho", "Min-ji", "JAE-WON"): a short part after a
 * touching hyphen and a part before it that no English or clinical list knows (or a listed given
 * name). Returns the first part's token, or -1.
 */
function hyphenatedGiven(context: ScanContext, k: number): number {
  const t = context.tokens;
  const left = k - 2;
  if (left < 0 || !t.isPunct(k - 1, "-") || !t.touches(left) || !t.touches(k - 1) || !t.isWord(left))
    return -1;
  if (t.startsLine(k - 1) || t.startsLine(k) || t.length(k) > 5 || t.length(left) < 2) return -1;
  if (!/^\p{L}+$/u.test(t.lower(left)) || !/^\p{L}+$/u.test(t.lower(k))) return -1;
  const bits = t.bits(left);
  if ((bits & FIRST_NAME) !== 0 && (bits & VOCABULARY) === 0) return left;
  return (bits & (VOCABULARY | CLINICAL)) === 0 && nameEvidence(context, left) >= AMBIGUOUS_NAME ? left : -1;
}

/**
 * Token `k` closes a double-barrelled surname written with case ("Lamb-Wood", "Ngata-Brown",
 * "DU TOIT-SMITH"): a touching hyphen and a first part in the same case as `k`, of letters, no
 * clinical word. Returns the first part's token, or -1.
 */
function barrelledPart(context: ScanContext, k: number): number {
  const t = context.tokens;
  const left = k - 2;
  if (left < 0 || !t.isPunct(k - 1, "-") || !t.touches(left) || !t.touches(k - 1) || !t.isWord(left))
    return -1;
  if (t.startsLine(k - 1) || t.startsLine(k) || t.length(left) < 2 || (t.bits(left) & CLINICAL) !== 0)
    return -1;
  const cased = context.mixedCase
    ? t.isCapitalised(left) && t.isCapitalised(k)
    : t.isAllCaps(left) === t.isAllCaps(k) && (t.bits(left) & VOCABULARY) === 0;
  return cased && /^\p{L}+$/u.test(t.lower(left)) ? left : -1;
}

const PATRONYMIC_LINKS: ReadonlySet<string> = new Set(["s/o", "d/o", "a/l", "a/p", "w/o"]);

/**
 * Token `k` ends a patronymic link of the Singaporean and Malaysian way of writing ("s/o", "d/o",
 * "a/l", "a/p"): two single letters joined by a slash, with a word before it on the same line.
 */
function isPatronymicLink(t: ScanContext["tokens"], k: number): boolean {
  if (!t.isWord(k) || t.length(k) !== 1 || !t.isPunct(k - 1, "/") || !t.isWord(k - 2)) return false;
  if (!t.touches(k - 2) || !t.touches(k - 1) || t.startsLine(k - 2) || !t.isWord(k - 3)) return false;
  return PATRONYMIC_LINKS.has(`${t.lower(k - 2)}/${t.lower(k)}`);
}

export function findCredentialNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(1, CREDENTIAL); i < t.count; i = t.nextBits(i + 1, CREDENTIAL)) {
    if ((t.bits(i) & CREDENTIAL) === 0) continue;
    if (t.lower(i) === "pa") {
      const first = initialDotName(context, i - 1);
      if (first >= 0)
        out.push(hit("name-before-credential", "PROVIDER_NAME", t.start[first]!, t.end[i - 1]!));
      continue;
    }
    let k = i - 1;
    // "Hunter, RN", "Grace/RN", "Rose (RN)": a comma, slash or bracket between name and credential.
    const comma =
      (t.isPunct(k, ",") || t.isPunct(k, "/") || (t.isPunct(k, "(") && t.isPunct(i + 1, ")"))) &&
      t.isWord(k - 1);
    if (comma) k--;
    if (WEAK_CREDENTIALS.has(t.lower(i))) {
      const endsLine =
        i + 1 >= t.count || t.startsLine(i + 1) || t.isPunct(i + 1, ",") || t.isPunct(i + 1, "/");
      if (!comma && !endsLine) continue;
    }
    let first = -1;
    for (let n = 0; n < 4 && k >= 0; n++) {
      if (t.isPunct(k, ".") && isInitial(context, k - 1)) k--;
      // "rajan s/o subramaniam, msw", "Muthu a/l Krishnan RN": a patronymic link inside the name.
      if (first !== -1 && isPatronymicLink(t, k)) k -= 3;
      if (!t.isWord(k)) break;
      // "Min-ji Kwon RN", "jin-ho yu, bsn, rn": a hyphenated given name is one word.
      const left = hyphenatedGiven(context, k);
      if (left >= 0) {
        first = left;
        if (t.startsLine(left)) break;
        k = left - 1;
        continue;
      }
      const ev = nameEvidence(context, k);
      const plainWord = (t.bits(k) & VOCABULARY) !== 0 && !(context.mixedCase && t.isCapitalised(k));
      const namedBefore = isInitial(context, k - 1) || (t.isPunct(k - 1, ".") && isInitial(context, k - 2));
      // "HOLLY RN", "-joy rn": a given name alone opening a line or sentence before the credential
      // that closes it.
      const signs =
        first === -1 &&
        (t.bits(k) & FIRST_NAME) !== 0 &&
        (t.startsLine(k) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, "-")) &&
        credentialCloses(context, i);
      const listed = isListedName(context, k) && (!plainWord || first !== -1 || namedBefore || signs);
      // "R Lamb-Wood FRCPath", "K Bright RN": a bare capital opening the line or a field's value
      // before the name is its initial, even a letter that is also an abbreviation (R, K, L).
      const openingInitial =
        first !== -1 &&
        context.mixedCase &&
        t.length(k) === 1 &&
        t.isAllCaps(k) &&
        t.start[k + 1]! - t.end[k]! === 1 &&
        (t.startsLine(k) || t.isPunct(k - 1, ":"));
      // "given to Dawn RN": a function word or a lower-case word of a sentence ends the name.
      if (SLOT_STOP.has(t.lower(k)) && !isInitial(context, k) && !openingInitial) break;
      const lowerWord = plainWord && !isInitial(context, k) && !t.isCapitalised(k) && !t.isAllCaps(k);
      if (first !== -1 && lowerWord && !isListedName(context, k)) break;
      // "J. Le, RN", "S OH RN": a two-letter surname after an initial.
      const shortSurname =
        namedBefore &&
        t.length(k) === 2 &&
        (t.bits(k) & SURNAME) !== 0 &&
        (!context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k));
      if (!(ev >= AMBIGUOUS_NAME || isInitial(context, k) || listed || shortSurname || openingInitial)) break;
      first = k;
      if (t.startsLine(k)) break;
      // "R Lamb-Wood FRCPath", "N DU TOIT-SMITH MBChB": a double-barrelled surname is one word.
      const barrel = barrelledPart(context, k);
      if (barrel >= 0) {
        first = barrel;
        if (t.startsLine(barrel)) break;
        k = barrel - 1;
        continue;
      }
      k--;
    }
    if (first === -1) first = lowerCaseSignature(context, i, comma ? i - 2 : i - 1);
    if (first === -1) continue;
    let hasWord = false;
    for (let m = first; m < i; m++) if (t.isWord(m) && t.length(m) > 1) hasWord = true;
    if (!hasWord) continue;
    const last = comma ? i - 2 : i - 1;
    if (last < first) continue;
    out.push(hit("name-before-credential", "PROVIDER_NAME", t.start[first]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-before-credential": {
    types: ["PROVIDER_NAME"],
    level: "shaped",
    anchored: true,
    about: "name words before a credential",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const credentialNameRecogniser: RecogniserModule = {
  id: "credential-name",
  family: "names",
  wake: { on: CREDENTIAL },
  vocabulary: [{ mask: "words", bit: CREDENTIAL, words: CREDENTIALS }],
  rules: RULES,
  scan: findCredentialNames,
};

const hit = ruleHit(RULES);
