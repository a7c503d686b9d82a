import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/**
 * Wards and units named by a word or by floor and wing, written for these tests (no corpus text).
 * Each found row is checked as written, in capitals and in lower case.
 */
const engine = createEngine();
const PLACE = ["LOCATION", "HOSPITAL"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Location: Nightingale ward, bed 4", "Nightingale ward"],
  ["Unit: Rowan Unit", "Rowan Unit"],
  ["Patient location: 7 North", "7 North"],
  ["Bed: 12 South, bay 2", "12 South"],
  ["Night report | 4 West | staffing 5 RN", "4 West"],
  ["HANDOVER - Heron Ward - 14/03/2024", "Heron Ward"],
  ["Larkspur Ward handover, nights", "Larkspur Ward"],
  ["Transferred to Kestrel unit at 14:00.", "Kestrel unit"],
  ["Moved to Ward 9C after review.", "Ward 9C"],
  ["Admitting ward: Ward 22", "Ward 22"],
  ["Handover - Ward 12B - nights", "Ward 12B"],
  ["Stepped down to 6 East overnight.", "6 East"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Pt needs to leave unit for CT.", "leave"],
  ["PLAN IS TO GIVE SECOND UNIT OF BLOOD.", "SECOND"],
  ["Admitted to the Stroke Unit via ED.", "Stroke"],
  ["Seen in the Clinical Decision Unit.", "Decision"],
  ["Acute Medical Unit review at 10.", "Medical"],
  ["Then ward staff reviewed the chart.", "Then"],
  ["Road closed at Route 9 North.", "North"],
  ["Lives 3 west of the river.", "west"],
];

const STYLES: readonly (readonly [string, (s: string) => string])[] = [
  ["as written", (s) => s],
  ["in capitals", (s) => s.toUpperCase()],
  ["in lower case", (s) => s.toLowerCase()],
];

describe("wards and units: found by name or by floor and wing", () => {
  for (const [note, value] of FOUND) {
    for (const [style, f] of STYLES) {
      test(`${note} (${style})`, () => assertFound(engine, f(note), f(value), PLACE));
    }
  }
});

describe("wards and units: services and directions stay untouched", () => {
  for (const [note, word] of UNTOUCHED) {
    test(note, () => assertUntouched(engine, note, word));
  }
});
