import { serviceWords } from "../cues/hospital-services.ts";
import type { TokenStream } from "../token-stream.ts";

const SERVICE_WORDS = serviceWords.words;

/**
 * The words before an institution head `head` on its line name only a kind of service:
 * "Midwifery Group Practice", "Community Health Centre", "General Practice". Such a name is a
 * model of care or a kind of place, not a place of its own, and the capitals in brackets after
 * it ("(MGP)", "(CHC)") are no hospital's abbreviation. Reads at most four capitalised words
 * back; false when none stands before the head ("Hospital (RCH)", a note in lower case) or one of
 * them is no service word ("Hartwell General Hospital").
 */
export function namesOnlyAKind(t: TokenStream, head: number): boolean {
  let words = 0;
  for (let k = head - 1; k >= 0 && k >= head - 4; k--) {
    // The name opens after a word in lower case ("booked with Midwifery Group Practice").
    if (!t.isWord(k) || !(t.isCapitalised(k) || t.isAllCaps(k))) break;
    if (!SERVICE_WORDS.has(t.lower(k))) return false;
    words++;
    if (t.startsLine(k)) break;
  }
  return words > 0;
}
