import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { CLINICAL, DATE_WORD, FIRST_NAME, VOCABULARY } from "../word-bits.ts";
import { SLOT_STOP } from "./slot-name.ts";

/**
 * Given names that are also English words ("Rose", "Hope", "Grace", "Amber", "Joy", "Robin") with
 * no title or label, the way care-home and nursing notes write a resident by first name:
 * - opening a sentence before a predicate: "Rose had a settled night", "HOPE ATE 50%", "amber
 *   declined lunch" (a past tense or a verb of report; not "Hope you are well", "Brown stool");
 * - inside a sentence of a note with case, capitalised between lower-case words: "offered Hope a
 *   sandwich", "encourage Amber to drink" (not "Rose Ward", "Holly Lodge", where a capitalised
 *   word follows, nor a line of Title Case headings).
 * Only words a given-name list has, never a clinical word, month, weekday or function word
 * ("May", "Will", "June"). Bounded work: two neighbours per word.
 */

/** Verbs that follow a person opening a sentence in a note ("Rose ate", "Hope remains"). */
const PREDICATES: ReadonlySet<string> = new Set(
  (
    "is was has had ate slept went came took felt said told saw sat rang left fell got made gave kept " +
    "remains denies reports states says feels seems appears needs wants likes enjoys enjoyed continues " +
    "tolerates tolerating complains complaining requests asks agrees understands lives walks " +
    "aware informed notified updated present visited attended called phoned declined refused " +
    "settled mobilised mobilized slept became remained"
  ).split(" "),
);

/** Words after a capitalised word that show it is no name ("Hope you are well"). */
const NOT_AFTER: ReadonlySet<string> = new Set(
  "you your this that these it we i they he she the a an of for and or to is".split(" "),
);

/** Words before a capitalised word that make it a noun phrase ("the Rose unit", "our Hope fund"). */
const DETERMINERS: ReadonlySet<string> = new Set(
  "a an the this that these those our his her their its my your".split(" "),
);

function isGivenWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  const bits = t.bits(i);
  if ((bits & FIRST_NAME) === 0 || (bits & VOCABULARY) === 0) return false;
  if ((bits & (CLINICAL | DATE_WORD)) !== 0) return false;
  const word = t.lower(i);
  return !SLOT_STOP.has(word) && /^[a-z]+$/.test(word);
}

function opensSentence(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.startsLine(i)) return true;
  const p = i - 1;
  // "56 Y.O. man admitted": a dot after a single letter closes an abbreviation, not a sentence.
  if (t.isPunct(p, ".")) return !(t.isWord(p - 1) && t.length(p - 1) === 1);
  return t.isPunct(p, "!") || t.isPunct(p, "?") || t.isPunct(p, ";") || t.isPunct(p, ",");
}

function isLower(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isWord(k) && t.raw(k) === t.lower(k);
}

export function findWordNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (!isGivenWord(context, i)) continue;
    if (context.mixedCase && !t.isCapitalised(i)) continue;
    const next = i + 1;
    if (!t.isWord(next) || t.startsLine(next)) continue;
    const after = t.lower(next);
    if (opensSentence(context, i)) {
      if (context.mixedCase && !isLower(context, next)) continue;
      if (NOT_AFTER.has(after)) continue;
      // A past tense ("declined"), not a noun in -eed ("Major bleed").
      const pastTense = after.length > 4 && after.endsWith("ed") && !after.endsWith("eed");
      const predicate = PREDICATES.has(after) || pastTense;
      // "Will was", "Hope is to go home": a bare "is" opens too many sentences.
      if (!predicate || after === "is") continue;
      out.push(hit("name-word-subject", "NAME", t.start[i]!, t.end[i]!));
      continue;
    }
    if (!context.mixedCase) continue;
    // Between lower-case words: "offered Hope a sandwich", "encourage Amber to drink".
    const prev = i - 1;
    if (!isLower(context, prev) || t.startsLine(i) || !isLower(context, next)) continue;
    if (DETERMINERS.has(t.lower(prev))) continue;
    out.push(hit("name-word-object", "NAME", t.start[i]!, t.end[i]!));
  }
}
