import { birthCues } from "../cues/ages.ts";
import type { TokenStream } from "../token-stream.ts";

const BIRTH = birthCues.words;

/** Words a count of lymph nodes stands after in brackets ("nodes (3/14)"). */
const NODE_WORDS: ReadonlySet<string> = new Set(["node", "nodes", "ln", "lns", "lymph"]);

/** A birth word within three tokens before `first` ("DOB 3/52", "born: 2/40"). */
function afterBirthWord(t: TokenStream, first: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - 3; k--) {
    if (t.isWord(k) && BIRTH.has(t.lower(k))) return true;
    if (t.startsLine(k)) break;
  }
  return false;
}

/**
 * A pair "a/b" that is weeks, gestation or a count, never a date:
 * - "by 6/52", "at 28/40", "from 24/40": weeks over 52 or gestation over 40, as Commonwealth
 *   clinicians and guidelines write them; as a date it would be a month of 1952 or 1940, which a
 *   note writes only for a birth ("DOB 3/52"), so a birth word before it keeps the date;
 * - "pT2 pN1 (3/14)", "nodes (2/17)": positive over examined lymph nodes in brackets after a
 *   nodal stage or a node word.
 * Reads at most four tokens around the pair: constant work.
 */
export function isWeeksOrCountPair(t: TokenStream, first: number, last: number): boolean {
  const a = t.value(first);
  const b = t.value(last);
  if ((b === 52 || b === 40) && t.length(last) === 2 && a >= 1 && a <= b && !afterBirthWord(t, first))
    return true;
  if (!t.isPunct(first - 1, "(") || !t.isPunct(last + 1, ")") || a > b) return false;
  const k = first - 2;
  if (t.isWord(k)) return NODE_WORDS.has(t.lower(k));
  // "pN1 (3/14)", "N2a (5/12)", "ypN0 (0/21)": a nodal stage before the bracket.
  let s = k;
  if (t.isWord(s) && t.length(s) === 1 && t.touches(s - 1)) s--;
  if (!t.isNumber(s) || !t.touches(s - 1) || !t.isWord(s - 1)) return false;
  return /^(?:y?p|c|yc)?n$/i.test(t.raw(s - 1));
}
