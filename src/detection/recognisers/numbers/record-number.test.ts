import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";
import type { PhiType } from "../../phi-type.ts";

/**
 * Labelled identifiers of other systems and registers, written for these tests (no corpus text),
 * each checked as written, in capitals and in lower case.
 */
const engine = createEngine();

const ID: readonly PhiType[] = [
  "ID",
  "MRN",
  "HEALTH_PLAN_ID",
  "ACCOUNT_NUMBER",
  "LICENSE_NUMBER",
  "VEHICLE_ID",
  "DEVICE_ID",
];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["GMC No: 6021457\ncc: Dr R Osei, Brookfield Surgery", "6021457"],
  ["GMC registration 6021457", "6021457"],
  ["Prof. reg. no: 31Y0456E", "31Y0456E"],
  ["Reg. number 6021457", "6021457"],
  ["Visit number: 70451128", "70451128"],
  ["Encounter #: 5503-118", "5503-118"],
  ["FIN: 88021345-02", "88021345-02"],
  ["CSN: 4410098823", "4410098823"],
  ["CHI No: 1503427788", "1503427788"],
  ["UBRN: 000123456789", "000123456789"],
  ["PAS No: K2209871", "K2209871"],
  ["Nurse PIN: 09H2211C", "09H2211C"],
  ["Provider #: 772140", "772140"],
  ["Badge # 40917", "40917"],
  ["Prescriber number: 6021457", "6021457"],
  ["Professional body number: 77-40211", "77-40211"],
  ["Dr K Mensah, Staff no. 902114, Consultant", "902114"],
  ["Claim number: WX7712045", "WX7712045"],
  ["NHS number (4010232137) confirmed", "4010232137"],
  ["Dr A Rowe, GMC (6021457)", "6021457"],
  ["GMC Number - 6021457", "6021457"],
  ["Car reg 7KLM204", "7KLM204"],
  ["Casenote number 445566", "445566"],
  ["EMR # 12-345678", "12-345678"],
  ["Med rec # 4451234", "4451234"],
  ["Car: WX12 ABC", "WX12 ABC"],
  ["Dr J Holloway, 6021457 (GMC), Consultant", "6021457"],
  ["Staff nurse A Obi, 31Y0456E (NMC)", "31Y0456E"],
  ["GMC/6021457", "6021457"],
  ["Vehicle reg. WX12 ABC", "WX12 ABC"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Bed number: 1204 on the escalation list", "1204"],
  ["Episode of AF 130-140s overnight", "130-140s"],
  ["Pin sites clean, pin 4 oozing slightly", "4"],
  ["Staff 3 on shift overnight", "3"],
  ["Contact number: 2 attempts made", "2"],
  ["reg insulin 5 units at 18:00", "insulin"],
  ["Total number 123456 cells counted", "123456"],
  ["Given 20 mg (DEA schedule II) at noon", "20"],
  ["Bed number 12345 cleaned", "12345"],
  ["Weight 12345678.5 g recorded", "12345678"],
];

const STYLES: readonly (readonly [string, (s: string) => string])[] = [
  ["as written", (s) => s],
  ["in capitals", (s) => s.toUpperCase()],
  ["in lower case", (s) => s.toLowerCase()],
];

describe("labelled identifiers: found whatever the label's register", () => {
  for (const [note, value] of FOUND) {
    for (const [style, f] of STYLES) {
      test(`${note.split("\n")[0]} (${style})`, () => assertFound(engine, f(note), f(value), ID));
    }
  }
});

describe("labelled identifiers: counts and measurements stay untouched", () => {
  for (const [note, word] of UNTOUCHED) {
    test(note, () => assertUntouched(engine, note, word));
  }
});

describe("PO boxes: the whole box, letters of 'P.O.' included", () => {
  const rows: readonly (readonly [string, string])[] = [
    ["PO Box 4410, Dayton OH", "PO Box 4410"],
    ["Send to P.O. Box 12", "P.O. Box 12"],
    ["601 Elmwood Ave, Box 679 | Rochester", "Box 679"],
  ];
  for (const [note, value] of rows)
    test(note, () => assertFound(engine, note, value, ["STREET_ADDRESS", "LOCATION"]));
  test("put in box 4, sharps", () => assertUntouched(engine, "put in box 4, sharps", "box"));
});
