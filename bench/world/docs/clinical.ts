/** Clinical wording around the PHI of world notes (written for this generator). */
import type { NoteCtx } from "../note-ctx.ts";
import type { Person } from "../people.ts";
import type { Piece } from "../piece.ts";

const FEMALE_RELATIONS = ["daughter", "wife", "partner", "mum", "sister", "niece", "aunty", "neighbour"];
const MALE_RELATIONS = [
  "son",
  "husband",
  "partner",
  "dad",
  "brother",
  "nephew",
  "brother-in-law",
  "neighbour",
];

/** A relation word that fits the relative's sex (either when no relative is given). */
export function relation(c: NoteCtx, p?: Person): string {
  if (c.kit.code === "NZ" && c.r.chance(0.3)) return "whānau member";
  const female = p === undefined ? c.r.chance(0.5) : p.female;
  return c.pick(female ? FEMALE_RELATIONS : MALE_RELATIONS);
}

export const her = (p: Person): string => (p.female ? "her" : "his");
export const woman = (p: Person): string => (p.female ? "woman" : "man");

export const COMPLAINTS = [
  "fall at home with right hip pain",
  "chest pain radiating to the left arm",
  "shortness of breath on exertion",
  "fever and rigors for 3 days",
  "headache and vomiting",
  "laceration to the left forearm",
  "abdominal pain and diarrhoea",
  "palpitations",
  "low mood and thoughts of self-harm",
];

export const DRUGS = [
  "metformin 500 mg BD",
  "amlodipine 5 mg OD",
  "atorvastatin 40 mg nocte",
  "salbutamol inhaler PRN",
  "pantoprazole 40 mg OD",
  "enoxaparin 40 mg SC daily",
];

/** A short clinical sentence free of PHI, sometimes with a country lookalike in it. */
export function clinicalLine(c: NoteCtx): string {
  return c.r.chance(0.5) ? c.pick(c.kit.lookalikes) : `Continue ${c.pick(DRUGS)}; obs stable, afebrile.`;
}

/** A time of day (not PHI). */
export function clock(c: NoteCtx): string {
  return `${String(c.r.int(0, 23)).padStart(2, "0")}${c.pick([":", ""])}${c.pick(["05", "20", "35", "50"])}`;
}

/** A trial subject ID (group other-id). */
export function trialSubject(c: NoteCtx, slot: string): Piece {
  const text = c.pick([
    `${c.kit.code}-${c.r.digits(3)}-${c.r.digits(4)}`,
    `${c.r.digits(3)}-${c.r.digits(3)}`,
    `S${c.r.digits(2)}${c.kit.code}${c.r.digits(3)}`,
  ]);
  return { text, phi: { type: "ID", kind: "trial-subject-id", slot, origin: "-", group: "other-id" } };
}

/** An electronic prescription identifier. */
export function erxId(c: NoteCtx, slot: string): Piece {
  const text =
    c.kit.code === "AU"
      ? c.r.letters(18, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
      : `${c.r.letters(2)}${c.r.digits(8)}`;
  return { text, phi: { type: "ID", kind: "e-prescription-id", slot, origin: "-", group: "other-id" } };
}
