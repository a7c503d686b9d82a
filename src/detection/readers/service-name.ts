// A helpline or public service named after a contact verb ("Call Healthline", "phone Lifeline",
// "ring Kids Helpline", "contact HealthLink"): the service's name, never a person's.
import { serviceLineHeads, serviceLineWords } from "../cues/service-lines.ts";
import type { ScanContext } from "../recogniser.ts";

const SERVICE_WORDS = serviceLineWords.words;
const LINE_HEADS = serviceLineHeads.words;
/** Endings that make a service head a service's name ("Healthline", "Carelink", "Healthdirect"). */
const ENDINGS = ["line", "link", "direct"] as const;

/**
 * True when the word is a helpline's word ("Lifeline", "Quitline", "Helpline") or a service head
 * run into "line", "link" or "direct" ("Healthlink", "Careline"). A given name ending so
 * ("Madeline", "Caroline") has no service head before its ending.
 */
export function isServiceName(
  word: string,
  english?: ReadonlySet<string>,
  names?: ReadonlySet<string>,
): boolean {
  if (SERVICE_WORDS.has(word)) return true;
  for (const ending of ENDINGS) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const stem = word.slice(0, word.length - ending.length);
      if (LINE_HEADS.has(stem)) return true;
      // "Parentline", "Mensline", "Healthlink": an English word run into the ending, when the
      // whole is no listed given name ("Madeline": "made" + "line").
      return (english?.has(stem) ?? false) && !(names?.has(word) ?? false);
    }
  }
  return false;
}

/** True when a word from `first` to `last` (tokens) names a helpline or public service. */
export function namesService(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let k = first; k <= last; k++) {
    if (t.isWord(k) && isServiceName(t.lower(k), lex.vocabulary, lex.firstNames)) return true;
  }
  return false;
}
