import type { ScanContext } from "../recogniser.ts";
import { FIRST_NAME } from "../word-bits.ts";

/**
 * The name of a helpline or a national service before its freephone or short number, as leaflets
 * and posters of every country list them ("National Poisons Centre - 0800 764 766", "Health811",
 * "Lifeline, 13 11 14"): a person's number is a full number, never a freephone (0800, 0808, 1800,
 * 1300), a "13 xx xx" line or a short code run into the name.
 */

const FREEPHONE_PREFIXES = ["0800", "0808", "1800", "1300", "0801", "0860"];

/** Token `k` is a number and no number follows it on its line, one space apart. */
function lastGroup(t: ScanContext["tokens"], k: number): boolean {
  const next = k + 1;
  return next >= t.count || t.startsLine(next) || !t.isNumber(next) || t.touches(k);
}

/** Token `k` opens a freephone or a short service number. */
function serviceNumberAt(t: ScanContext["tokens"], k: number): boolean {
  if (!t.isNumber(k)) return false;
  const raw = t.raw(k);
  if (FREEPHONE_PREFIXES.includes(raw)) return true;
  // "13 11 14": the Australian thirteen line, three groups of two.
  if (
    raw === "13" &&
    t.isNumber(k + 1) &&
    t.length(k + 1) === 2 &&
    t.isNumber(k + 2) &&
    t.length(k + 2) === 2
  )
    return lastGroup(t, k + 2);
  // A short code apart ("Childline, 116") is not read: "Bed 8 - Vo - 101 -" is an age, "c/o
  // Siu, 127 Green St" a house number.
  return false;
}

/** Token `last` (a candidate's last) stands right before a freephone or short service number. */
export function beforeServiceNumber(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  let k = last + 1;
  // "Health811": the code run into the name.
  if (t.isNumber(k) && t.touches(last)) return t.length(k) === 3 && lastGroup(t, k) && !t.touches(k);
  if (t.isPunct(k, ",") || t.isPunct(k, "-") || t.isPunct(k, ":") || t.isPunct(k, "\u2013")) k++;
  if (k >= t.count || t.startsLine(k)) return false;
  return serviceNumberAt(t, k);
}

/** Head words of a helpline's name ("Plunket Line", "Parent Line", "Quit Line"). */
const LINE_HEADS: ReadonlySet<string> = new Set(["line", "helpline", "lines"]);
/** Verbs of contact a leaflet puts before a service ("contact", "call", "ring", "phone", "text"). */
const CONTACT_VERBS: ReadonlySet<string> = new Set(["contact", "call", "ring", "phone", "text", "try"]);

/**
 * Tokens `first`..`last`, two or three capitalised words after a verb of contact, end on a
 * helpline's head word ("contact Plunket Line", "call Parent Line"): a service, whose number may
 * stand elsewhere. A first word a list gives as a first name is a person's ("call Anne Line").
 */
export function isNamedLine(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last === first || last - first > 2 || !t.isWord(last) || !LINE_HEADS.has(t.lower(last))) return false;
  if (!t.isCapitalised(last) && !t.isAllCaps(last)) return false;
  if ((t.bits(first) & FIRST_NAME) !== 0) return false;
  return t.isWord(first - 1) && CONTACT_VERBS.has(t.lower(first - 1)) && !t.startsLine(first);
}
