import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";
import { CLINICAL, FIRST_NAME, NAME_LISTED, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * A record number written right after the person's name with no label, as ward lists, triage
 * lines, report headers and e-mails of every country write it: "Pt: KELLY, Mary 1234567 - day
 * 2", "Grace TAN, 8812345, query UTI", "PATIENT: OKAFOR, CHIDI 1234/56.", "review Ruth Hale
 * (4471920) on the ward", "Bed 4: JONES, Anne (K123456B)", "seen by A Mehta (7123456)". The value
 * has six to ten digits (five after a title or role) in one group, or groups joined by a slash or
 * hyphens ("12/3456", "123-45-67", not a date), or with up to three capitals run into them
 * ("12A345678", "K123456B") and closes its cell: a bracket it opened in, a spaced dash,
 * a comma, a full stop, a semicolon or the line's end. The name is two to four words, each
 * capitalised or in capitals (or in lower case, a listed name no vocabulary knows), none a clinical
 * word, every one a listed name, an initial or a word no vocabulary knows, and it is a person's: a first name
 * or an initial before a listed surname among them, a title or a staff role before it,
 * "SURNAME, Given", a surname in capitals beside a capitalised word in a note with case ("Mary
 * KELLY"), or capitalised words before brackets mid-sentence ("see Adaeze Okonkwo (…)"). Not a phone (ten digits and more from 0),
 * not a maker and a catalogue number ("Zimmer Biomet 123456": no first name, no comma, no title).
 * Bounded: a few tokens around each number of four digits or more.
 */

const MAX_WORDS = 4;

interface Value {
  first: number;
  last: number;
  digits: number;
}
const value: Value = { first: 0, last: 0, digits: 0 };

/** A part of a value run into the next: a number, up to three capitals, or a joining "/" or "-". */
function joinable(t: TokenStream, k: number): boolean {
  if (t.isNumber(k)) return true;
  if (t.isWord(k)) return t.length(k) <= 3 && t.isAllCaps(k);
  return t.isPunct(k, "/") || t.isPunct(k, "-");
}

/**
 * The id-shaped run around number `n`: numbers, capitals and up to two joining "/" or "-" all
 * touching ("12A345678", "K123456B", "12/3456", "123-45-67"), or false. Not a date ("12-03-2024",
 * "2024/03/12"): two joins with a group of four at either end.
 */
function readValue(t: TokenStream, n: number): boolean {
  let first = n;
  while (first > 0 && t.touches(first - 1) && joinable(t, first - 1) && n - first < 6) first--;
  let last = n;
  while (t.touches(last) && last + 1 < t.count && joinable(t, last + 1) && last - n < 6) last++;
  // Nothing more of a value on either side; the ends are letters or digits.
  if (
    (first > 0 && t.touches(first - 1) && (t.isWord(first - 1) || t.isNumber(first - 1))) ||
    t.isPunct(first, "/")
  )
    return false;
  if (t.isPunct(first, "-") || t.isPunct(last, "/") || t.isPunct(last, "-")) return false;
  if (t.touches(last) && (t.isWord(last + 1) || t.isNumber(last + 1))) return false;
  let digits = 0;
  let letters = 0;
  let joins = 0;
  for (let k = first; k <= last; k++) {
    if (t.isNumber(k)) digits += t.length(k);
    else if (t.isWord(k)) letters += t.length(k);
    else joins++;
  }
  if (letters > 3 || joins > 2 || digits < 5 || digits > 10) return false;
  if (joins > 0 && letters > 0) return false;
  if (joins === 2 && (t.length(first) === 4 || t.length(last) === 4 || t.length(last) === 2)) {
    // "12-03-2024", "2024-03-12", "12/03/24": a date's groups; "123-45-67" is a record's.
    if (!(t.length(first) === 3 && t.length(last) === 2)) return false;
  }
  // A month and year ("03/2024", "3-2019").
  if (joins === 1 && t.length(first) <= 2 && t.length(last) === 4) {
    const year = t.value(last);
    if (year >= 1900 && year <= 2099) return false;
  }
  // A phone: ten digits or more opening with 0 ("0412345678").
  if (digits >= 10 && t.text.charCodeAt(t.start[first]!) === 48) return false;
  value.first = first;
  value.last = last;
  value.digits = digits;
  return true;
}

/** The cell closes after `last`: a bracket, a spaced dash, a comma, a stop, a semicolon, the line's end. */
function closesCell(t: TokenStream, last: number, paren: boolean): boolean {
  const j = last + 1;
  if (paren) return t.isPunct(j, ")");
  if (j >= t.count || t.startsLine(j)) return true;
  if (t.isPunct(j, ",") || t.isPunct(j, ";") || t.isPunct(j, "|")) return true;
  if (t.isPunct(j, ".")) return !(t.touches(last) && t.isNumber(j + 1));
  return (t.isPunct(j, "-") || t.isPunct(j, "\u2013")) && !t.touches(last) && !t.touches(j);
}

/** A word of a name: capitalised or in capitals (a listed name only in a lower-case note), no clinical word. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  const bits = t.bits(k);
  if ((bits & (CLINICAL | TITLE)) !== 0) return false;
  const cased = t.isCapitalised(k) || t.isAllCaps(k);
  // Lower case: a listed name no vocabulary knows ("aroha ngata" in a ward list).
  if (!cased) return (bits & NAME_LISTED) !== 0 && (bits & VOCABULARY) === 0;
  if (t.length(k) === 1) return true; // an initial
  return (bits & NAME_LISTED) !== 0 || (bits & VOCABULARY) === 0;
}

/**
 * The name ending at token `e`: two to four name words (one comma inside), a person's; 0 when
 * none, 2 when a title or staff role stands before it, 1 otherwise.
 */
function personNameEndingAt(context: ScanContext, e: number, paren: boolean): number {
  const t = context.tokens;
  let words = 0;
  let listed = 0;
  let given = false;
  let comma = false;
  // "Mary KELLY", "KELLY, Mary": a surname in capitals beside a capitalised word, in a note with case.
  let capitals = false;
  let capitalised = false;
  let k = e;
  for (; k >= 0 && words < MAX_WORDS + 1; k--) {
    if (t.isWord(k)) {
      if (!nameWord(context, k)) break;
      words++;
      const bits = t.bits(k);
      if ((bits & NAME_LISTED) !== 0) listed++;
      if ((bits & FIRST_NAME) !== 0) given = true;
      // An initial before a listed surname: "A Mehta", "J. Tan".
      if (t.length(k) === 1 && t.isAllCaps(k) && listed > 0) given = true;
      if (t.length(k) > 1 && t.isAllCaps(k)) capitals = true;
      else if (t.isCapitalised(k)) capitalised = true;
    } else if (t.isPunct(k, ",") && !comma && words > 0 && !t.touches(k)) comma = true;
    else if ((t.isPunct(k, "-") || t.isPunct(k, "'")) && t.touches(k) && t.touches(k - 1) && t.isWord(k - 1))
      continue; // "Mehta-Singh", "O'Neill"
    else if (t.isPunct(k, ".") && t.touches(k - 1) && t.isWord(k - 1) && t.length(k - 1) === 1) continue;
    else break;
    if (t.startsLine(k)) {
      k--;
      break;
    }
  }
  if (words < 2 || words > MAX_WORDS) return 0;
  // A comma at the name's head is no "SURNAME, Given".
  if (t.isPunct(k + 1, ",")) return 0;
  // What stands before the name: a title or a staff role ("histopathologist A Ferreira-Lopes").
  if (t.isWord(k) && (t.bits(k) & (TITLE | STAFF_ROLE)) !== 0) return 2;
  if (context.mixedCase && capitals && capitalised) return 1;
  // Two capitalised words in brackets mid-sentence: "see Adaeze Okonkwo (12/3456) on".
  if (paren && capitalised && !capitals && t.isWord(k) && !t.isCapitalised(k) && !t.isAllCaps(k)) return 1;
  if (listed === 0) return 0;
  return given || comma ? 1 : 0;
}

export function findIdsAfterNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of three digits or more are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  let from = 0;
  for (let r = 0; r < shapes.wideCount; r++) {
    const n = shapes.wide[r]!;
    if (n < from || t.kind[n] !== NUMBER || t.length(n) > 10) continue;
    // Fewer than five digits with nothing run into them: no value ("Na 138", "Plt 240").
    if (t.length(n) < 5 && !t.touches(n) && !t.touches(n - 1)) continue;
    if (!readValue(t, n)) continue;
    const first = value.first;
    const last = value.last;
    from = last + 1;
    const paren = t.isPunct(first - 1, "(");
    if (paren ? !t.touches(first - 1) : t.touches(first - 1)) continue;
    if (t.startsLine(first)) continue;
    let e = first - 1;
    if (paren) {
      e--;
      if (t.touches(e)) continue;
    } else if (t.isPunct(e, ",")) e--; // "Grace TAN, 8812345, …"
    if (t.startsLine(e + 1) && e + 1 !== first) continue;
    if (!closesCell(t, last, paren)) continue;
    // Five digits only after a titled name: a council's number ("Dr J Tan (12345)").
    const person = personNameEndingAt(context, e, paren);
    if (person === 0 || (value.digits < 6 && person !== 2)) continue;
    out.push(hit("id-after-name", "ID", t.start[first]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "id-after-name": {
    types: ["ID"],
    level: "context",
    anchored: false,
    about:
      "six to ten digits (capitals, a slash or hyphens inside) closing a cell right after a person's name ('KELLY, Mary 1234567 -', 'Ruth Hale (4471920)')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const idAfterNameRecogniser: RecogniserModule = {
  id: "id-after-name",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findIdsAfterNames,
};

const hit = ruleHit(RULES);
