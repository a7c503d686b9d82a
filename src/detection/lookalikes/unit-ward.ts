import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";
import { tokenAt } from "../token-at.ts";
import { isRoleNumber } from "./role-number.ts";

/** Per text (a ScanContext lives for one detect call), the answer once read. */
const read = new WeakMap<ScanContext, boolean>();

/**
 * A ward's number heading a nameless text's line or row, where the engine found nothing else: a
 * nameless handover ("Ward 12 - bed 14A: 70s, CAP, on IV abx", "Handover: bay 4a ..."), a bed
 * state's row. A ward is the hospital's; with no name, no date, no identifier beside it, it places
 * no one (issue 19). Every candidate must be a ward's number or a post's bleep (role-number.ts);
 * one name, date or number of any other kind keeps the ward, as a note about a named patient
 * keeps it. A ward in a sentence ("moved to ward 12A at 4pm", "in ward 7") is where a person
 * went or lies: kept.
 */
export function headsLine(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  if (t.startsLine(first)) return true;
  const k = first - 1;
  return (
    t.isPunct(k, ":") || t.isPunct(k, "(") || t.isPunct(k, "-") || t.isPunct(k, "|") || t.isPunct(k, ",")
  );
}

/** Every candidate is a ward's number or a post's bleep (above): the engine found no one. */
export function isWardOfNoOne(context: ScanContext, candidates: readonly Span[]): boolean {
  const known = read.get(context);
  if (known !== undefined) return known;
  const t = context.tokens;
  let value = true;
  for (const c of candidates) {
    if (c.rule === "ward-number") continue;
    if (
      c.type === "PHONE" &&
      isRoleNumber(context, tokenAt(t.end, t.count, c.start), tokenAt(t.end, t.count, c.end - 1))
    )
      continue;
    value = false;
    break;
  }
  read.set(context, value);
  return value;
}
