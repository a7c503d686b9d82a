import { singaporeWords } from "../cues/phone-cues.ts";
import { NUMBER, type TokenStream, WORD } from "../token-stream.ts";

const SINGAPORE_WORDS = singaporeWords.words;

/**
 * The note is Singaporean: a word only Singapore writes (cues/phone-cues.ts), or a number with
 * its country code "+65" ("(65)"). One pass over the tokens, made only when a bare 4-4 number
 * with no phone word is met.
 */
export function writesSingapore(t: TokenStream): boolean {
  for (let k = 0; k < t.count; k++) {
    if (t.kind[k] === WORD) {
      if (t.length(k) >= 3 && t.length(k) <= 12 && SINGAPORE_WORDS.has(t.lower(k))) return true;
    } else if (t.kind[k] === NUMBER && t.length(k) === 2 && t.value(k) === 65) {
      if ((t.isPunct(k - 1, "+") && t.touches(k - 1)) || (t.isPunct(k - 1, "(") && t.isPunct(k + 1, ")")))
        return true;
    }
  }
  return false;
}
