import { PERSON_NAME_TYPES } from "../detection/phi-type.ts";
import type { Replacement } from "../policy/transform.ts";
import { keptWords, RELATION_OF } from "../surrogates/name-particles.ts";

// A name word: letters (and marks) with inner apostrophes, or an "x/o" relation word.
const WORD = /[sdwc]\/o(?![\p{L}])|\p{L}[\p{L}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*/giu;
/**
 * One person, one pseudonym under token policies: a person's name becomes one token per name word,
 * so every written form of it ("Bill Baker", "Mr. Baker", "BAKER, BILL", "Bill") shows the same
 * token for the same word (the vault folds case), and a reader or a language model sees one
 * person. Titles, post-nominals and particles ("Dr", "MD", "née", "van", "s/o") and the text
 * between words (", " "-" ". ") stay as written. `phi_found` still counts the name once: callers
 * count the plan before this split.
 */
export function splitNameTokens(text: string, plan: readonly Replacement[]): Replacement[] {
  const out: Replacement[] = [];
  for (const r of plan) {
    if (!("token" in r) || !PERSON_NAME_TYPES.has(r.type)) {
      out.push(r);
      continue;
    }
    const matches = [...text.slice(r.start, r.end).matchAll(WORD)];
    const folded = matches.map((m) => m[0].toLowerCase());
    const kept = keptWords(folded);
    // "s/o Ravi" found from the "o": the relation word is not the name.
    if (
      folded[0] === "o" &&
      matches[0]!.index === 0 &&
      RELATION_OF.test(text.slice(r.start - 2, r.start + 1))
    ) {
      kept[0] = true;
    }
    const words: Replacement[] = [];
    matches.forEach((m, i) => {
      if (kept[i]) return;
      const start = r.start + m.index;
      const surface = m[0];
      words.push({
        start,
        end: start + surface.length,
        type: r.type,
        token: { prefix: r.token.prefix, surface },
      });
    });
    // A name with no word of its own (only a title) stays one token, as before.
    if (words.length === 0) out.push(r);
    else out.push(...words);
  }
  return out;
}
