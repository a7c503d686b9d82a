import type { ScanContext } from "../recogniser.ts";

/**
 * A bed, bay, room or theatre number written "a/b" and read as a day and a month: "Bed 12/3"
 * (bay 12, bed 3, or bed 12 of 3), "bay 2 bed 3/8", "Cubicle 4/2", "Theatre 3/4". A ward list of
 * any hospital writes its places so; a date is not written right after the noun of a place in a
 * ward ("in bed on 12/3" keeps its preposition, a full date "12/03/2024" is no "a/b" pair). The
 * noun must open its line or a list item: after a word it is an activity ("out of bed 3/8", a US
 * date).
 */
const PLACE_NOUNS: ReadonlySet<string> = new Set([
  "bed",
  "beds",
  "bedspace",
  "bay",
  "bays",
  "room",
  "rm",
  "cubicle",
  "cubicles",
  "cub",
  "cot",
  "cots",
  "theatre",
  "theatres",
  "theater",
]);

/** Tokens `first`..`last` are "a/b" right after a place noun of a ward (a colon, "#" or "no." between). */
export function isBedNumberNotDate(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 2 || !t.isNumber(first) || !t.isPunct(first + 1, "/") || !t.isNumber(last))
    return false;
  if (!t.touches(first) || !t.touches(first + 1) || t.startsLine(first)) return false;
  let before = first - 1;
  if (t.isPunct(before, ":") || t.isPunct(before, "#")) before--;
  else if (t.isPunct(before, ".") && t.lower(before - 1) === "no") before -= 2;
  else if (t.isWord(before) && t.lower(before) === "no") before--;
  if (!t.isWord(before)) return false;
  for (let k = before + 1; k <= first; k++) if (t.startsLine(k)) return false;
  if (!PLACE_NOUNS.has(t.lower(before))) return false;
  // The noun labels a place: it opens its line or a list item, or follows another place's number
  // ("bay 2 bed 3/8"). After a word it is what a patient did ("out of bed 3/8", "to chair 3/8").
  const k = before - 1;
  return t.startsLine(before) || !t.isWord(k);
}
