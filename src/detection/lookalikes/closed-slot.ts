import type { ScanContext } from "../recogniser.ts";
import { NAME_LISTED } from "../word-bits.ts";

/**
 * A name read in the slot after a title or a role that the text had closed, as guidelines, signs
 * and ward-round headers write:
 * - the role ends its sentence and the "name" opens the next one ("Precautions reviewed daily by
 *   the IPC nurse.⏎PIDAC routine practices", "...by the charge nurse. Soins à domicile"): a stop
 *   after a word of five letters or more, which no abbreviated title ("Dr.", "Prof.") is;
 * - the follower is an abbreviation of one or two letters, in no list of names, before a day count
 *   ("consultant WR day 2", "consultant wr pod 4", "CONSULTANT WR D9": the ward round of a post-op day);
 * - the title is a meeting's "MDM" in capitals ending its sentence, in a note with case
 *   ("Discussed at MDM. Refer to surgeons"): Singapore's title is written "Mdm Tan".
 */

const DAY_COUNTS: ReadonlySet<string> = new Set(["day", "pod", "dos", "d"]);

/** Tokens `first`..`last`, read after a title or a role, stand in a slot the text closed. */
export function inClosedSlot(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  const p = first - 1;
  if (t.isPunct(p, ".") && t.isWord(p - 1) && t.length(p - 1) >= 5 && t.touches(p - 1)) return true;
  if (t.lower(first) === "on" && (t.lower(first + 1) === "call" || t.lower(first + 1) === "duty"))
    return true;
  if (
    context.mixedCase &&
    t.isPunct(p, ".") &&
    t.lower(p - 1) === "mdm" &&
    t.isAllCaps(p - 1) &&
    t.touches(p - 1)
  )
    return true;
  if (!t.isWord(first) || t.length(first) > 2 || (t.bits(first) & NAME_LISTED) !== 0) return false;
  // The day count after the abbreviation, inside the span or right after it.
  const k = first + 1;
  if (k >= t.count || t.startsLine(k) || !t.isWord(k) || !DAY_COUNTS.has(t.lower(k))) return false;
  return k <= last + 1 && (t.isNumber(k + 1) || (t.touches(k) && t.isNumber(k + 1)));
}

/**
 * "Nurse On Call", "Doctor on duty": the word "on" before "call" or "duty", a service or a rota,
 * read as a name alone or with its second word ("On Call", as a reader of two-word given names does).
 */
export function isOnCall(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (t.lower(first) !== "on" || t.startsLine(first + 1)) return false;
  if (last !== first && last !== first + 1) return false;
  return t.lower(first + 1) === "call" || t.lower(first + 1) === "duty";
}
