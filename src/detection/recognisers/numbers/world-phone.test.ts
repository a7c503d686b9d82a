import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findWorldPhones } from "./world-phone.ts";

/** Notes written for these tests (no corpus text): the value must be covered by a span of this module alone. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Daughter (Perth) +61 412 345 678", "+61 412 345 678"],
  ["Son +61412345678 (WhatsApp)", "+61412345678"],
  ["GP +64 9 376 5521", "+64 9 376 5521"],
  ["Wife +64 (0)21 456 789", "+64 (0)21 456 789"],
  ["Brother in Galway +353 91 524 411", "+353 91 524 411"],
  ["Mother +91 98450 12345", "+91 98450 12345"],
  ["Clinic +91-80-2345 6789", "+91-80-2345 6789"],
  ["Husband +27 82 555 1234", "+27 82 555 1234"],
  ["Aunt +234 803 123 4567", "+234 803 123 4567"],
  ["Cousin +65 9123 4567", "+65 9123 4567"],
  ["Overseas 0061 2 9876 5432", "0061 2 9876 5432"],
  ["Relative in Mexico +52 55 1234 5678", "+52 55 1234 5678"],
  ["Home (02) 9876 5432", "(02) 9876 5432"],
  ["Mobile 0412 345 678", "0412 345 678"],
  ["Rang (09) 376 5521", "(09) 376 5521"],
  ["Wife 021 456 7890", "021 456 7890"],
  ["Sister 087 123 4567", "087 123 4567"],
  ["Office 011 555 1234", "011 555 1234"],
  ["Mum 082 555 1234", "082 555 1234"],
  ["Uncle 09 376 5521", "09 376 5521"],
  ["Attendant 98450 12345", "98450 12345"],
];

/** PHI-free lookalikes: lab values, doses, years, times, ward and bed numbers, scores, codes. */
const LEFT: readonly string[] = [
  "Reflexes +2, oedema +1, power 4+/5",
  "Balance +1250 mL, +500 mL overnight",
  "Reviewed 03 04 2021 and 04 05 2021",
  "Feeds 0600 1200 1800 2200",
  "Intake 0 250 300 mL",
  "Dose 0.5 mg then 0.25 mg",
  "Counts 10000 20000 on serial films",
  "Plt 15000 20000 25000",
  "BP 120/80, HR 72, SpO2 98%",
  "Insulin 12 units at 0800 and 1800",
  "Ward 4B bed 12, bay 3",
  "+44 7700 900123 (UK, phone.ts)",
  "Uncle 0803 123 4567 (the UK shape: phone.ts)",
  "Office 044-2456 7890 (the UK shape: phone.ts)",
];

for (const [note, value] of FOUND) {
  test(`world-phone finds "${value}" in "${note}"`, () => {
    const start = note.indexOf(value);
    const spans = runRecogniser(findWorldPhones, note);
    assert.ok(
      spans.some((s) => s.start <= start && s.end >= start + value.length),
      JSON.stringify(spans.map((s) => note.slice(s.start, s.end))),
    );
  });
}

for (const note of LEFT) {
  test(`world-phone leaves "${note}"`, () => {
    const spans = runRecogniser(findWorldPhones, note);
    assert.deepEqual(
      spans.map((s) => note.slice(s.start, s.end)),
      [],
    );
  });
}
