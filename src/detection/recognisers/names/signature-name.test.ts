import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written entries signed by a name alone on a line. */
const engine = createEngine();
const STAFF = ["PROVIDER_NAME", "NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["Pt settled overnight. Obs stable.\nBethan", "Bethan"],
  ["Plan d/w reg. For review in AM.\n- Faith (night RN)\nBloods due 0600.", "Faith"],
  ["Wound redressed.\n-- Kwabena Asante", "Kwabena Asante"],
  ["ATE WELL. NO CONCERNS.\nNGOZI OKEKE", "NGOZI OKEKE"],
  ["Fluids encouraged.\nHolly Reed (HCA)\nNext entry 22:00", "Holly Reed"],
  ["Settled. \n~ T. Nakamura", "T. Nakamura"],
];

for (const [note, value] of FOUND) {
  test(`signing line: ${JSON.stringify(note)}`, () => assertFound(engine, note, value, STAFF));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["Obs stable overnight.\nPlan continue", "Plan"],
  ["Meds given:\n- Aspirin\n- Bisoprolol", "Aspirin"],
  ["u/o good. temp 37.\np full code", "full"],
  ["Kind regards,\nDr A Mensah\nStaff Nurse", "Staff"],
  ["review in clinic\nstable", "stable"],
];

for (const [note, word] of UNTOUCHED) {
  test(`signing line untouched: ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
}
