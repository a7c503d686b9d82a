/**
 * An identifier written in one of the slots clinicians and clerks use: a labelled field, a table
 * row, a dotted leader, a sentence, a lower-case label typed in a hurry, or with no label at all in
 * a referral line ("Re: Mere Tane, 4/5/61, ZAC5361"). The label is never part of the gold span.
 */
import type { NoteCtx } from "../note-ctx.ts";
import type { Person } from "../people.ts";
import { doc, type Piece } from "../piece.ts";

export type IdSlot = "labelled" | "table-row" | "dotted" | "sentence" | "lower-label";

export const ID_SLOTS: readonly IdSlot[] = ["labelled", "table-row", "dotted", "sentence", "lower-label"];

/** Ways a label is written: as printed, with a number sign, with "number", abbreviated with a dot. */
function labelled(c: NoteCtx, label: string): string {
  return c.pick([label, `${label} #`, `${label.replace(/ No$/, "")} number`, `${label}.`]);
}

/** `value` (a piece from c.idOf / c.id / c.event / c.registration) with `label`, in `slot`. */
export function inSlot(c: NoteCtx, slot: IdSlot, label: string, value: Piece, p?: Person): Piece[] {
  const poss = p === undefined ? "The" : p.female ? "Her" : "His";
  switch (slot) {
    case "labelled":
      return doc`${labelled(c, label)}${c.pick([": ", " ", " - ", ":"])}${value}`;
    case "table-row":
      return doc`| ${label} | ${value} |`;
    case "dotted":
      return doc`${label} ${".".repeat(c.r.int(3, 14))} ${value}`;
    case "sentence":
      return c.pick([
        () => doc`${poss} ${labelled(c, label)} is ${value}.`,
        () => doc`Quoted ${label} ${value} over the phone.`,
        () => doc`${label} checked against the card (${value}).`,
        () => doc`Registered under ${label} ${value} with the front desk.`,
        () => doc`Card shows ${value} as the ${label}.`,
      ])();
    case "lower-label":
      return [{ text: `${label.toLowerCase()}${c.pick([" ", ": ", "-"])}` }, { ...value, caseAs: "lower" }];
  }
}

/** A clinician's registration in a slot: signature line, sentence, brackets, lower case. */
export function regInSlot(c: NoteCtx, who: Piece[], label: string, value: Piece): Piece[] {
  return c.pick([
    () => doc`${who}, ${label} ${value}`,
    () => doc`${who} (${label.toLowerCase()} ${{ ...value, caseAs: "lower" as const }})`,
    () => doc`${who} - reg. no. ${value}`,
    () => doc`Signed: ${who}   ${label}: ${value}`,
    () => doc`${who}, registered under ${label} ${value}`,
    () => doc`${who}\n${label} ${value}`,
  ])();
}
