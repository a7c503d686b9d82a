import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findLabelledWorldIds } from "./world-labelled-id.ts";

/** Notes written for these tests (no corpus text): the value must be covered by a span of this module alone. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Passport No: PA1234567", "PA1234567"],
  ["passport # K1234567 (Indian)", "K1234567"],
  ["Passport: A01234567", "A01234567"],
  ["Rego 1ABC 234", "1ABC 234"],
  ["Vehicle reg: SBA 1234 A", "SBA 1234 A"],
  ["Car rego ABC123 in bay 4", "ABC123"],
  ["Number plate: 191-D-12345", "191-D-12345"],
  ["Licence plate CA 123-456", "CA 123-456"],
  ["AHPRA: MED0001234567", "MED0001234567"],
  ["MCNZ 34567", "34567"],
  ["CPSO #65432", "65432"],
  ["IMC Reg No 412345", "412345"],
  ["KMC Reg. No. 98765", "98765"],
  // India's councils write their name into the number wherever it stands.
  ["Dr R Iyer MBBS, KMC 12345", "KMC 12345"],
  ["dr iyer, tnmc 54321", "tnmc 54321"],
  ["HPCSA MP0123456", "MP0123456"],
  ["MDCN 45821", "45821"],
  ["SMC M12345A", "M12345A"],
  ["Subject ID: TRX-014-0032", "TRX-014-0032"],
  ["Screening no. S-0112", "S-0112"],
  ["Randomisation number R2231", "R2231"],
  ["eRx token: 2FK7QX9PL4MW3RZ8T1", "2FK7QX9PL4MW3RZ8T1"],
  ["Script ID 4471-2290-8812", "4471-2290-8812"],
  ["Prescription no: RX-77812", "RX-77812"],
];

/** PHI-free lookalikes: lab values, doses, years, times, ward and bed numbers, scores, codes. */
const LEFT: readonly string[] = [
  "Passport: expired last year",
  "Plate count 150 on the film",
  "Plate and screws removed",
  "Subject to review in 2 weeks",
  "Screening bloods 2 weeks ago",
  "Prescription given for 500 mg",
  "Script written for 7 days",
  "Trial of void at 0600",
  "Study: CT 12/3, MRI pending",
  "Discussed with the smc team",
  "Car accident 2019, rego lapsed",
];

for (const [note, value] of FOUND) {
  test(`world-labelled-id finds "${value}" in "${note}"`, () => {
    const start = note.indexOf(value);
    const spans = runRecogniser(findLabelledWorldIds, note);
    assert.ok(
      spans.some((s) => s.start <= start && s.end >= start + value.length),
      JSON.stringify(spans.map((s) => note.slice(s.start, s.end))),
    );
  });
}

for (const note of LEFT) {
  test(`world-labelled-id leaves "${note}"`, () => {
    const spans = runRecogniser(findLabelledWorldIds, note);
    assert.deepEqual(
      spans.map((s) => note.slice(s.start, s.end)),
      [],
    );
  });
}
