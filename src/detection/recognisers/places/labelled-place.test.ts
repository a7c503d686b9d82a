import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Fields of letters and forms that hold a place; rows written for these tests. */
const engine = createEngine();
const PLACE = ["LOCATION", "HOSPITAL", "ORGANIZATION", "CITY"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Location: Ashworth\nSeen by: Dr Rao", "Ashworth"],
  ["Location: Ward 8, Tarnford Royal Infirmary", "Tarnford Royal Infirmary"],
  ["Hospital: St Aldhelm's\nClinic: Cardiology Outpatients, Room 4", "St Aldhelm's"],
  ["GP surgery: Millbrook\nNOK: wife", "Millbrook"],
  ["Primary care: Oakmont Medical", "Oakmont Medical"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Location: RUQ, tender", "RUQ"],
  ["Site: left forearm, cannula", "forearm"],
  ["Site: Left Forearm", "Forearm"],
  ["Hospital: St Aldhelm's\nClinic: Cardiology Outpatients, Room 4", "Cardiology"],
  ["Site: Freeman\nClinic: Respiratory, Room 2", "Clinic"],
  ["GP - Dr Rowe, Millbrook Surgery", "GP"],
  ["Surgery: appendicectomy 2010", "appendicectomy"],
  ["GP: aware of admission", "aware"],
  ["ward: postnatal ward bed 12\nbaby feeding well", "bed"],
  ["Ward: Neonatal Unit, cot 4", "cot"],
];

describe("labelled places: the field's value", () => {
  for (const [note, value] of FOUND)
    test(note.replace(/\n/g, " / "), () => assertFound(engine, note, value, PLACE));
});

describe("labelled places: a practice in a person field is covered (whichever type wins)", () => {
  const note = "GP: Kingsway Medical\nNOK: wife";
  test(note.replace(/\n/g, " / "), () =>
    assertFound(engine, note, "Kingsway Medical", [...PLACE, "PROVIDER_NAME", "NAME"]),
  );
});

describe("labelled places: clinical sites and the next line's label stay untouched", () => {
  for (const [note, word] of UNTOUCHED)
    test(note.replace(/\n/g, " / "), () => assertUntouched(engine, note, word));
});
