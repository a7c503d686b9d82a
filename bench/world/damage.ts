/**
 * Shorthand and typos applied to the literal text of a note, never to a PHI piece: the way
 * handovers, messages and quick notes are written ("pt w/ dtr", "dc'd", swapped letters).
 */
import type { Piece } from "./piece.ts";
import type { Rng } from "./rng.ts";

const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [/\bpatient\b/gi, "pt"],
  [/\bwith\b/g, "w/"],
  [/\bdaughter\b/g, "dtr"],
  [/\bhusband\b/g, "hubby"],
  [/\band\b/g, "&"],
  [/\bhistory\b/gi, "hx"],
  [/\bdischarge(d)?\b/gi, "d/c"],
  [/\bappointment\b/gi, "appt"],
  [/\bfollow-up\b/gi, "f/u"],
  [/\bphone\b/g, "ph"],
  [/\breview\b/g, "r/v"],
  [/\bbecause\b/g, "b/c"],
  [/\bpresent\b/g, "prsnt"],
];

function typo(r: Rng, text: string): string {
  return text.replace(/[A-Za-z]{6,}/g, (word) => {
    if (!r.chance(0.04)) return word;
    const at = r.int(1, word.length - 3);
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  });
}

/** Rewrites literal pieces in shorthand with a few typos; PHI pieces are kept as they are. */
export function damage(r: Rng, list: readonly Piece[]): Piece[] {
  return list.map((p) =>
    p.phi !== undefined
      ? p
      : {
          text: typo(
            r,
            SHORTHAND.reduce((t, [re, to]) => t.replace(re, to), p.text),
          ),
        },
  );
}
