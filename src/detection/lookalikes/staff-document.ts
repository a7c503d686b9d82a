import type { PhiType } from "../phi-type.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";

/**
 * A text written for a hospital's staff and naming no one (issue 19): a department's memo
 * addressed to everyone ("To: All nursing staff", "Attention: all ward staff", "Dear all"), or a
 * ward's board of beds, which says "bed" somewhere: its name ("Bed state", "bed board"), two
 * counts of beds by their state ("3 empty, 2 closed") or three lines opened by "Bed 4", "Bay 2",
 * "Side room 1", "Rm 3".
 * Every hospital writes both: the memo's dates are its own ("Date: 3 March", "from 1 April"),
 * its numbers a role's or a department's ("charge nurse ext 4412"), its wards where the change
 * applies ("Ward 7B"); the board's numbers are the nurse in charge's bleep and its wards the
 * unit's. None of them is about an individual once the text names nobody.
 *
 * Read only when the engine found nothing else: no person's name, no identifier, no e-mail, no
 * age, no address — only dates, telephone numbers and places (MEMO_TYPES) — and the text shows
 * no sign of an individual (public-document.ts calls this pass only when its verdict is "words":
 * no title before a name, no identity field with a value, no age, no note's shorthand, no
 * salutation to a person). A memo's candidates of those
 * types are dropped; a board's telephone numbers and wards only, so a nameless board's
 * admission dates ("Bed 3: adm 12/03") are kept: they date an individual's stay.
 */
const MEMO_TYPES: ReadonlySet<PhiType> = new Set([
  "DATE",
  "YEAR",
  "PHONE",
  "FAX",
  "CITY",
  "LOCATION",
  "HOSPITAL",
  "ORGANIZATION",
  "STATE",
  "COUNTRY",
]);
const BOARD_TYPES: ReadonlySet<PhiType> = new Set(["PHONE", "FAX", "LOCATION"]);

/** "To: All …", "Attention: all …", "Attn - all …", "Dear all", "Hi all,": a text to everyone. */
const TO_ALL =
  /^[ \t>*-]*(?:(?:to|attention|attn|for the attention of|distribution)[ \t]*[:\-–][ \t]*|(?:dear|hi|hello)[ \t]+)all\b/im;
/** A board's row: a bed, a bay, a side room or a room and its number at a line's start. */
const BED_ROW = /^[ \t>*|-]*(?:bed|bay|side[ \t]+room|rm|room|cubicle)[ \t]*\.?[ \t]*\d{1,3}[a-z]?\b/gim;
/** A count of beds by their state, as a bed state reports it ("3 empty", "2 closed", "14 beds"). */
const BED_COUNT =
  /\b\d{1,3}[ \t]+(?:beds?|empty|vacant|available|closed|occupied|free|blocked|escalation|side[ \t]+rooms?|trolleys?|cots?)\b/gi;
/** The board's own name: "bed state", "bed board", "bed status", "bed census". */
const BOARD_NAME = /\bbed[ \t]+(?:state|board|status|census|management)\b/i;
const ROWS = 3;
const COUNTS = 2;

/** At least `n` matches of the global `re` in `text`. */
function atLeast(re: RegExp, text: string, n: number): boolean {
  re.lastIndex = 0;
  let found = 0;
  while (found < n && re.exec(text) !== null) found++;
  return found >= n;
}

/** Which kind of staff text `text` is: "memo", "board" or none (above; the signs are read apart). */
function staffKind(text: string): "memo" | "board" | null {
  // Native searches first: most notes say neither "all" nor "bed", and skip the expressions.
  if (hasWord(text, "all", "All", "ALL") && TO_ALL.test(text)) return "memo";
  if (!hasWord(text, "bed", "Bed", "BED")) return null;
  if (BOARD_NAME.test(text) || atLeast(BED_COUNT, text, COUNTS) || atLeast(BED_ROW, text, ROWS))
    return "board";
  return null;
}

/** `text` holds one of three spellings (a cheap test before a case-blind expression). */
function hasWord(text: string, a: string, b: string, c: string): boolean {
  return text.includes(a) || text.includes(b) || text.includes(c);
}

/** Some date candidate covers `span`. */
function insideDate(candidates: readonly Span[], span: Span): boolean {
  for (const c of candidates)
    if (c.type === "DATE" && c.start <= span.start && span.end <= c.end) return true;
  return false;
}

/**
 * Returns the candidates without those a staff text naming no one cannot make PHI (above); the
 * caller has read no sign of an individual in the text.
 */
export function dropInStaffDocument(context: ScanContext, candidates: Span[]): Span[] {
  if (candidates.length === 0) return candidates;
  // A month read as a given name inside a date ("from 3 June") is the date's.
  for (const span of candidates)
    if (!MEMO_TYPES.has(span.type) && !insideDate(candidates, span)) return candidates;
  const kind = staffKind(context.tokens.text);
  if (kind === null) return candidates;
  const types = kind === "memo" ? MEMO_TYPES : BOARD_TYPES;
  return candidates.filter((span) => !types.has(span.type) && !insideDate(candidates, span));
}
