import type { ScanContext } from "../recogniser.ts";

/**
 * The name of a language, where a note says what a person speaks or which language was used
 * ("Speaks Irish at home", "explained in Hindi", "English / Mandarin / Malay / Tamil", "Tamil
 * interpreter"): a language is no name or place. A language word counts only beside such a cue,
 * so "Mr Tamil" or "lives in Malaya" are left to the rules that found them.
 */

/** Languages written in the notes of the English-speaking countries (general knowledge, by hand). */
const LANGUAGES: ReadonlySet<string> = new Set(
  `english mandarin cantonese hokkien teochew hakka malay bahasa tamil hindi punjabi urdu bengali
  gujarati marathi telugu kannada malayalam odia sinhala nepali irish gaelic maori māori samoan
  tongan fijian french afrikaans zulu isizulu xhosa isixhosa sesotho setswana sepedi tshivenda
  xitsonga swati ndebele yoruba igbo hausa pidgin tagalog filipino arabic spanish portuguese
  vietnamese korean japanese polish italian greek russian somali amharic tigrinya swahili dari
  farsi pashto cree ojibwe inuktitut`.split(/\s+/),
);

/** Words right before a language ("speaks Irish", "explained in Hindi", "language: Tamil"). */
const BEFORE: ReadonlySet<string> = new Set([
  "speaks",
  "speak",
  "speaking",
  "spoke",
  "in",
  "language",
  "fluent",
]);
/** Words right after a language ("Tamil interpreter", "Hindi speaking", "Malay speaker"). */
const AFTER: ReadonlySet<string> = new Set([
  "interpreter",
  "interpreters",
  "speaking",
  "speaker",
  "speakers",
]);

/** Tokens `first`..`last` are a language (after an optional "speaks") beside a cue of language. */
export function isLanguageName(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let a = first;
  if (a < last && t.isWord(a) && BEFORE.has(t.lower(a))) a++;
  if (a !== last || !t.isWord(a) || !LANGUAGES.has(t.lower(a))) return false;
  const before = a - 1;
  const after = a + 1;
  if (a > first || (!t.startsLine(a) && t.isWord(before) && BEFORE.has(t.lower(before)))) return true;
  if (after < t.count && !t.startsLine(after) && t.isWord(after) && AFTER.has(t.lower(after))) return true;
  // "English / Mandarin / Malay": a language in a list of languages joined by slashes.
  const slashLanguage = (s: number, w: number): boolean =>
    t.isPunct(s, "/") && t.isWord(w) && LANGUAGES.has(t.lower(w));
  return (
    (!t.startsLine(a) && slashLanguage(before, before - 1)) ||
    (!t.startsLine(after) && slashLanguage(after, after + 1))
  );
}
