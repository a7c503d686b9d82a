import { signatureRoleWords } from "../../cues/roles.ts";
import {
  isSlotInitial,
  readSlotName,
  SLOT_NAMELIKE,
  SLOT_WORDLIKE,
  skipTitle,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CREDENTIAL, NAME_LISTED } from "../../word-bits.ts";

/**
 * The writer's name signing an entry, the way nurses and carers close a note in any country:
 * - a line that is only a name, the last line of the note ("...obs stable.\nBethan", "\nK. Okoro");
 * - a line that is a dash and a name, anywhere ("-- Faith", "~ R. Mensah"), or a name and a
 *   bracketed role or credential ("- Faith (night RN)", "Hope Marsh (HCA)").
 * The whole line must be the name (and its role), and its words must have a name's shape: a
 * listed name, even one that is an English word, or a word no list knows; ordinary and clinical
 * words ("Plan continue", "- Aspirin", "Obs stable") are no signature. Bounded work: one line each.
 */

/** Token after the name: a line end, or "(role)" / ", role" / a credential closing the line. */
function closesLine(context: ScanContext, k: number, roleNeeded: boolean): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return !roleNeeded;
  if (t.isPunct(k, ".") && (k + 1 >= t.count || t.startsLine(k + 1))) return !roleNeeded;
  // "(night RN)", "(HCA)", ", RN", "RN": role words and credentials only, to the line end.
  let m = k;
  if (t.isPunct(m, "(") || t.isPunct(m, ",") || t.isPunct(m, "-")) m++;
  let roles = 0;
  for (let n = 0; n < 5 && m < t.count && !t.startsLine(m); n++, m++) {
    if (t.isWord(m) && ((t.bits(m) & CREDENTIAL) !== 0 || ROLE_WORDS.has(t.lower(m)))) roles++;
    else if (!(t.isPunct(m, ")") || t.isPunct(m, ",") || t.isPunct(m, ".") || t.isPunct(m, "/")))
      return false;
  }
  return roles > 0 && (m >= t.count || t.startsLine(m));
}

const ROLE_WORDS = signatureRoleWords.words;

function nameShaped(context: ScanContext, from: number, last: number): boolean {
  const t = context.tokens;
  let words = 0;
  let nameLike = 0;
  for (let k = from; k <= last; k++) {
    if (!t.isWord(k)) continue;
    if (isSlotInitial(context, k)) continue;
    if (ROLE_WORDS.has(t.lower(k))) return false;
    const cls = slotWordClass(context, k);
    if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE) return false;
    // Without case, an English word alone needs the name lists ("settled" is no signature).
    if (cls === SLOT_WORDLIKE && (t.bits(k) & NAME_LISTED) === 0) return false;
    // In a note with case, a signature is capitalised ("p full code" is shorthand).
    if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
    if (cls === SLOT_NAMELIKE) nameLike++;
    words++;
  }
  // Without case, one word at least must be no English word ("hope marsh", not "full code").
  return words > 0 && (context.mixedCase || nameLike > 0);
}

function readLine(context: ScanContext, i: number, isLast: boolean, out: Span[]): void {
  const t = context.tokens;
  let j = i;
  let dashed = false;
  while (j < t.count && !t.isWord(j) && (t.isPunct(j, "-") || t.isPunct(j, "~") || t.isPunct(j, "\u2013"))) {
    dashed = true;
    j++;
    if (j - i > 3) return;
  }
  if (!t.isWord(j) || (j > i && t.startsLine(j))) return;
  const from = skipTitle(context, j);
  const last = readSlotName(context, from, { trailingInitial: true });
  if (last < from || !nameShaped(context, from, last)) return;
  const roleNeeded = !dashed && !isLast;
  if (!closesLine(context, last + 1, roleNeeded)) return;
  // A lone capitalised word on the last line in ALL CAPS is as often a heading ("STABLE").
  if (!context.mixedCase && from === last && slotWordClass(context, from) !== SLOT_NAMELIKE && !dashed)
    return;
  out.push(hit("name-signing-line", "PROVIDER_NAME", t.start[from]!, t.end[last]!));
}

export function findSignatureNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (t.count === 0) return;
  // The first token of the last line.
  let lastLine = t.count - 1;
  while (lastLine > 0 && !t.startsLine(lastLine)) lastLine--;
  for (let i = 0; i < t.count; i++) {
    if (!t.startsLine(i) || i === 0) continue;
    const isLast = i === lastLine;
    const opener = t.isPunct(i, "-") || t.isPunct(i, "~") || t.isPunct(i, "\u2013");
    if (!opener && !isLast && !t.isWord(i)) continue;
    readLine(context, i, isLast, out);
  }
}

const RULES = defineRules({
  "name-signing-line": {
    types: ["PROVIDER_NAME"],
    level: "context",
    anchored: false,
    about: "a line that is only a name: the note's last line, a dashed line, a name and its role",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signatureNameRecogniser: RecogniserModule = {
  id: "signature-name",
  family: "names",
  wake: { everyToken: "a signature is a line shape at any line" },
  rules: RULES,
  scan: findSignatureNames,
};

const hit = ruleHit(RULES);
