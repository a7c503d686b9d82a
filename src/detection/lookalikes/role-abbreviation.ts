import type { ScanContext } from "../recogniser.ts";

/**
 * A staff role's abbreviation read as a name: "CN" (charge nurse) before "NP" in a roster's row,
 * "RMO", "SHO", "HCA", "FACEM" in a cell of roles. Rosters of roles, theatre lists and escalation
 * charts name grades, not people; the letters of a grade make up the whole candidate, in capitals.
 * General knowledge of the Commonwealth's staff grades, written by hand; not those that are
 * surnames too ("MO", "HO": "DR HO" is a person).
 */
const ROLE_LETTERS: ReadonlySet<string> = new Set(
  `cn rn np cnm cnc cns cne nic hca rmo jmo smo sho spr fy1 fy2 facem hmo cmo odp ssn`.split(/\s+/),
);

/** Tokens `first`..`last` are one staff grade's abbreviation in capitals (above). */
export function isRoleAbbreviation(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(first) || !t.isAllCaps(first)) return false;
  return ROLE_LETTERS.has(t.lower(first));
}
