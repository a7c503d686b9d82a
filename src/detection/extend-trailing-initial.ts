import { nameEvidenceStopWords } from "./cues/function-words.ts";
import { firstTokenFrom } from "./name-key-shapes.ts";
import { personNameSpans } from "./phi-type.ts";
import { trailingInitials } from "./readers/trailing-initials.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import { CREDENTIAL, STAFF_ROLE, TITLE } from "./word-bits.ts";

/**
 * The initials written after a surname already found, the way rotas, signatures, clinic lists,
 * lab call logs and cc lines write a person the world over: "Phoned to Dr Mensah K (reg)",
 * "cc: Byrne P, Walsh T", "signed: okafor j", "Lee KS", "NAIDOO R 12/03". Whichever rule found the
 * surname (a title, a label, a list, another mention), the letters after it belong to it.
 * The token one space after the name, on its line, is one ASCII letter or a cluster the reader
 * `trailingInitials` accepts ("KS", "K H"). A single letter is taken only where it closes the name:
 * the line or text ends, or a mark, a bracket or a number follows (never one touching it: "A&E",
 * "O/E", "C-section"), a name found next, or, in a note with case, any word ("cc Byrne P Walsh T",
 * "Smith J on 12/3"; without case only a grammar word: "dr smith j on 12/3"). In a note
 * with case the letter must be a capital unless the name itself is written in lower case. Never
 * "I" or "A" before a word (the pronoun, the article), nor a sex letter before an age ("Smith M 45").
 * Runs after overlap resolution on the found and spread spans; linear in spans.
 */

const NOT_INITIAL_BITS = TITLE | STAFF_ROLE | CREDENTIAL;

function isAsciiLetter(code: number): boolean {
  const c = code | 32;
  return c >= 97 && c <= 122;
}

const STOP_WORDS = nameEvidenceStopWords.words;

/** The one-letter token `k` closes the name: what follows it ends the name. */
function closesName(context: ScanContext, k: number, starts: ReadonlySet<number>): boolean {
  const t = context.tokens;
  const n = k + 1;
  if (n >= t.count || t.startsLine(n)) return true;
  if (t.touches(k)) {
    // "Smith J." / "Smith J," / "Smith J)" close; "A&E", "O/E", "J-tube", "B12" do not.
    if (!(t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, ";") || t.isPunct(n, ")"))) return false;
    // "J.K" or "J.Smith": a dotted run of initials or a word touching the stop.
    return !t.touches(n) || !t.isWord(n + 1);
  }
  if (t.isNumber(n)) return true;
  if (!t.isWord(n)) return true;
  // "cc Byrne P Walsh T": the next found name follows.
  if (starts.has(t.start[n]!)) return true;
  // In a note with case a capital after a surname is an initial whatever follows ("cc Byrne P
  // Walsh T", "Smith J on 12/3"); without case, only a grammar word after the letter ends the
  // name ("dr smith j on 12/3").
  return context.mixedCase || STOP_WORDS.has(t.lower(n));
}

/** Token index of the last letter of the initials after the name ending before token `k`, or -1. */
function initialsAfter(context: ScanContext, k: number, starts: ReadonlySet<number>): number {
  const t = context.tokens;
  if (k >= t.count || !t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[k - 1]! !== 1) return -1;
  if (t.length(k) > 1) return (t.bits(k) & NOT_INITIAL_BITS) !== 0 ? -1 : trailingInitials(context, k);
  const spaced = trailingInitials(context, k);
  if (spaced >= 0) return spaced;
  const raw = t.raw(k);
  if (!isAsciiLetter(raw.charCodeAt(0))) return -1;
  const upper = raw !== raw.toLowerCase();
  // In a note with case, a lower-case letter follows only a name written in lower case.
  if (context.mixedCase && !upper && t.raw(k - 1) !== t.lower(k - 1)) return -1;
  if (context.mixedCase && upper && t.raw(k - 1) === t.lower(k - 1)) return -1;
  if (!closesName(context, k, starts)) return -1;
  const letter = t.lower(k);
  const n = k + 1;
  const wordAfter = n < t.count && !t.startsLine(n) && t.isWord(n);
  if ((letter === "i" || letter === "a") && wordAfter) return -1;
  // Without case, "a", "i" and "u" are words before anything ("smith a bit", "as u said").
  if (!context.mixedCase && (letter === "a" || letter === "i" || letter === "u")) return -1;
  // "SMITH M 45", "Smith F, 67": a sex letter before an age; "x 2", times two.
  if (letter === "m" || letter === "f" || letter === "x") {
    const m = t.isPunct(n, ",") || t.isPunct(n, "/") ? n + 1 : n;
    if (t.isNumber(m) && !t.startsLine(m)) return -1;
  }
  return k;
}

export function extendTrailingInitial(
  context: ScanContext,
  resolved: readonly Span[],
  spread: readonly Span[],
  out: Span[],
): void {
  const t = context.tokens;
  const people = personNameSpans(resolved, spread);
  if (people.length === 0) return;
  people.sort((a, b) => a.end - b.end);
  const starts = new Set<number>();
  for (const s of people) starts.add(s.start);
  let k = 0;
  const found: Span[] = [];
  for (const span of people) {
    k = firstTokenFrom(t, span.end, k);
    if (k === 0 || k >= t.count || t.end[k - 1] !== span.end) continue;
    const last = initialsAfter(context, k, starts);
    if (last < 0) continue;
    found.push(hit("name-initial-after", span.type, span.start, t.end[last]!));
  }
  for (const s of found) out.push(s);
}

const RULES = defineRules({
  "name-initial-after": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about: "one to three initials after a found surname, closing the name: 'Mensah K (reg)', 'byrne p,'",
  },
});

/** The rules of the engine pass extendTrailingInitial (recognisers/table.ts lists it). */
export const extendTrailingInitialPass: EnginePass = {
  id: "extend-trailing-initial",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
