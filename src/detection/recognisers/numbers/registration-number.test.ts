import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findRegistrationNumbers } from "./registration-number.ts";

/** Signature lines written for these tests (no corpus text). */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Dr A Rao, MBBS (Reg. 56789)", "56789"],
  ["Reg 12345", "12345"],
  ["Dr B Naidu\nRegn 654321", "654321"],
  ["| Consultant | Dr Naidu | Registration 123456 |", "123456"],
  ["dr rao mbbs reg 56789", "56789"],
  ["DR RAO, REG. 56789", "56789"],
  ["Dr S Bose, MBBS, WBMC 56789", "WBMC 56789"],
  ["Dr P Reddy, TSMC 2012/03/1234", "TSMC 2012/03/1234"],
  ["Dr K Iyer, APMC 12345.", "APMC 12345"],
  ["Dr T Botha\nMP 0123456", "MP 0123456"],
  ["Dr L Naidoo, DP 0012345", "DP 0012345"],
  // Any seven digits, any register's prefix: the shape, not a leading zero, is the register's.
  ["Dr T Nkosi MP 1234567 (sgd)", "MP 1234567"],
  ["N Dlamini, clinical psychologist, PS 0123456", "PS 0123456"],
];

/** Years, counts with units, decimals, registrars' grades and short or long numbers. */
const LEFT: readonly string[] = [
  "Registration 2019 with the practice",
  "reg 1500 mL overnight",
  "Reg 2 on call tonight",
  "RMC 2021 guidelines followed",
  "See the PMC 1234 article",
  "Reg 4.5 cm lesion",
  "Reg 12345678901",
  "MP 123456",
  "MX 1234567",
  "mp 0123456 in a note with Case",
  "Dr Rao reviewed, reg 56789 noted",
];

test("registration numbers after 'Reg', a council's acronym or an HPCSA prefix are found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findRegistrationNumbers, note, value);
});

test("years, counts, decimals and other codes are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findRegistrationNumbers, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
