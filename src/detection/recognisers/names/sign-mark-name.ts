import { isTitleCased, SLOT_NAMELIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  DATE_WORD,
  FIRST_NAME,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { shapedLoneName } from "./contact-shape-name.ts";

/**
 * The writer's name after a signing mark closing an entry's last sentence, the way nurses, GPs and
 * phone notes sign in every country: "obs stable overnight. /Priya", "rang pharmacy re dose. -
 * Thandeka", "PLAN AS ABOVE. -- GRACE", "will review at 4. ~ Aroha". The mark ("/", "-", "--", "–",
 * "—", "~") stands right after a full stop, "!" or "?" closing a sentence on the same line, and one
 * or two name words end the line (or the text). The mark is the evidence, so a listed given name
 * that is also an English word may sign ("/Grace", "- Will"); otherwise a listed name no
 * dictionary has, or a word no list knows spelt like a name. In a note with case the words are in
 * Title Case or capitals. Cue words ("- RN", "/ Night staff", "- Mum") and clinical words never
 * sign. Bounded: a few tokens before each line end.
 */

const CUE_BITS = TITLE | CREDENTIAL | STAFF_ROLE | RELATIVE_CUE | CLINICAL | DATE_WORD;

/** Token `k` may be a word of a signing name. */
function signWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || (t.bits(k) & CUE_BITS) !== 0) return false;
  if (context.mixedCase && !(isTitleCased(context, k) || t.isAllCaps(k))) return false;
  const bits = t.bits(k);
  if ((bits & FIRST_NAME) !== 0) return true;
  if ((bits & NAME_LISTED) !== 0) return (bits & VOCABULARY) === 0;
  if (context.mixedCase && isTitleCased(context, k))
    return slotWordClass(context, k) === SLOT_NAMELIKE && shapedLoneName(context, k);
  return shapedLoneName(context, k);
}

/** The token before `first` is a signing mark after a sentence's end; returns true when so. */
function signedAfterSentence(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  let mark = first - 1;
  if (t.startsLine(first) || t.start[first]! - t.end[mark]! > 1) return false;
  const dash = (k: number): boolean =>
    t.isPunct(k, "-") || t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014") || t.isPunct(k, "~");
  if (!(t.isPunct(mark, "/") || dash(mark))) return false;
  // "--": two dashes touching.
  const double = dash(mark) && dash(mark - 1) && t.touches(mark - 1);
  if (double) mark--;
  // "…repeat bloods in am.\n/Grace": a slash or a double dash opening the line under the entry's
  // last sentence (a single dash opens a list's item there).
  if (t.startsLine(mark) && !(t.isPunct(mark, "/") || double || t.isPunct(mark, "\u2014"))) return false;
  const end = mark - 1;
  if (!(t.isPunct(end, ".") || t.isPunct(end, "!") || t.isPunct(end, "?"))) return false;
  if (t.startsLine(end) || !t.touches(end - 1)) return false;
  // A sentence of at least two words before the mark ("obs stable.", not "Dr. /").
  return (t.isWord(end - 1) || t.isNumber(end - 1)) && !t.startsLine(end - 1);
}

/** Whether token `k` is a signing mark (signedAfterSentence): "/", "-", "\u2013", "\u2014" or "~". */
function isMark(t: ScanContext["tokens"], k: number): boolean {
  return (
    t.isPunct(k, "/") ||
    t.isPunct(k, "-") ||
    t.isPunct(k, "\u2013") ||
    t.isPunct(k, "\u2014") ||
    t.isPunct(k, "~")
  );
}

export function findSignMarkNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let l = t.nextLineStart(1); ; l = t.nextLineStart(l + 1)) {
    const next = l < t.count ? l : t.count;
    let last = next - 1;
    if ((t.isPunct(last, ".") || t.isPunct(last, "!")) && t.touches(last - 1)) last--;
    // The mark stands before the name's first word, one or two words before the line's end: a
    // line with no mark there is passed over before its words are read.
    if (last > 3 && (isMark(t, last - 1) || isMark(t, last - 2)) && signWord(context, last)) {
      let first = last;
      // "- Thandeka Mokoena": a second name word one space before, on the line.
      if (!t.startsLine(last) && t.start[last]! - t.end[last - 1]! === 1 && signWord(context, last - 1))
        first = last - 1;
      if (signedAfterSentence(context, first))
        out.push(hit("name-after-sign-mark", "NAME", t.start[first]!, t.end[last]!));
    }
    if (l >= t.count) break;
  }
}

const RULES = defineRules({
  "name-after-sign-mark": {
    types: ["NAME"],
    level: "weak",
    anchored: true,
    about: "one or two name words after a signing mark ('/', '-', '~') that follows a sentence's end",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signMarkNameRecogniser: RecogniserModule = {
  id: "sign-mark-name",
  family: "names",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findSignMarkNames,
};

const hit = ruleHit(RULES);
