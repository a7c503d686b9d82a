import { type NameRow, nameRowSuites } from "../../test/detection/support/name-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Scores and decision rules named by one word in a list of instruments or after "per"
 * (eponym-list.ts, read by eponym-filter.ts), and the people who must still be found beside them.
 * Every sentence is written for this test (no corpus text); the names are invented or common.
 */
const engine = createEngine();

const MUST_NOT_MATCH: readonly NameRow[] = [
  ["katz adl vs barthel", "katz"],
  ["barthel and katz for adl", "katz"],
  ["Falls screen: Braden/Norton done.", "Norton"],
  ["Per Ottawa, no x-ray needed.", "Ottawa"],
  ["refer to Ottawa before imaging", "Ottawa"],
  ["child pugh b dose of paracetamol", "pugh"],
  ["ross river virus arthralgia", "ross river"],
  ["murray valley encephalitis", "murray valley"],
];

const MUST_MATCH: readonly NameRow[] = [
  ["Seen by Tan or Lim.", "Lim"],
  ["Aroha and Apgar", "Aroha"],
  ["Kofi vs ED admission", "Kofi"],
  ["plan per Aroha.", "Aroha"],
  ["Dr Wells reviewed", "Wells"],
  ["Mrs Coombs, 72, admitted.", "Coombs"],
  ["Seen by Katz and Barthel", "Katz"],
  ["Seen by Stevens Johnson in clinic.", "Stevens Johnson"],
];

nameRowSuites(
  engine,
  {
    mustNotMatch: "instruments in lists and rules after per are no names (must not match)",
    mustMatch: "people in lists and after per are still found (must match)",
  },
  MUST_NOT_MATCH,
  MUST_MATCH,
);
