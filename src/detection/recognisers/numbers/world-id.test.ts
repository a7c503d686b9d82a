import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findWorldIds } from "./world-id.ts";
import {
  luhnValid,
  medicareValid,
  nhiValid,
  nricValid,
  ppsnValid,
  verhoeffValid,
  zaIdValid,
} from "./world-id-checks.ts";

// Check digits: the published examples of each scheme (NHI ZAC5361, NRIC S1234567D, PPSN 1234567T,
// SA ID 8001015009087, Luhn 79927398713, Verhoeff 2363) and values made up and checked by hand.
const CHECKS: readonly (readonly [
  name: string,
  check: (s: string) => boolean,
  value: string,
  valid: boolean,
])[] = [
  ["Luhn", luhnValid, "79927398713", true],
  ["Luhn", luhnValid, "79927398710", false],
  ["Verhoeff", verhoeffValid, "2363", true],
  ["Verhoeff", verhoeffValid, "234567890124", true],
  ["Verhoeff", verhoeffValid, "234567890125", false],
  ["Medicare", medicareValid, "2123456701", true],
  ["Medicare", medicareValid, "2953710471", true],
  ["Medicare", medicareValid, "2953710421", false],
  ["Medicare", medicareValid, "7953710471", false],
  ["NHI", nhiValid, "ZAC5361", true],
  ["NHI", nhiValid, "PRK4829", true],
  ["NHI", nhiValid, "ZAC5362", false],
  ["NHI", nhiValid, "ZIC5361", false],
  ["PPSN", ppsnValid, "1234567T", true],
  ["PPSN", ppsnValid, "8463217G", true],
  ["PPSN", ppsnValid, "3728415BA", true],
  ["PPSN", ppsnValid, "8463217H", false],
  ["SA ID", zaIdValid, "8001015009087", true],
  ["SA ID", zaIdValid, "8506125123081", true],
  ["SA ID", zaIdValid, "8506125123082", false],
  ["SA ID", zaIdValid, "8513125123081", false],
  ["NRIC", nricValid, "S1234567D", true],
  ["NRIC", nricValid, "S8532147A", true],
  ["NRIC", nricValid, "T0412389H", true],
  ["NRIC", nricValid, "G5123678K", true],
  ["NRIC", nricValid, "S8532147B", false],
];

for (const [name, check, value, valid] of CHECKS) {
  test(`${name} check ${valid ? "accepts" : "rejects"} ${value}`, () => assert.equal(check(value), valid));
}

/** Notes written for these tests; the value must be covered by one span of this module alone. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Medicare: 2953 71042 1 / exp 04/2027", "2953 71042 1"],
  ["medicare card 2953710471", "2953710471"],
  ["Card 2953 71047 1 sighted", "2953 71047 1"],
  ["IHI: 8003 6081 7645 9121", "8003 6081 7645 9121"],
  ["HPI-I 8003608176459121 on the letter", "8003608176459121"],
  ["NHI ZAC5362 (typo queried)", "ZAC5362"],
  ["Pt PRK4829 seen in ED", "PRK4829"],
  ["OHIP # 5837 261 949 AB", "5837 261 949 AB"],
  ["Health card no. 9123456789 (BC PHN)", "9123456789"],
  ["ULI 12345-6789", "12345-6789"],
  ["Manitoba PHIN: 123456789", "123456789"],
  ["Card 5837-261-949-AB on file", "5837-261-949-AB"],
  ["RAMQ TREM54051512", "TREM54051512"],
  ["SIN: 527 183 941", "527 183 941"],
  ["WSIB form 527-183-941", "527-183-941"],
  ["PPS No. 8463217G", "8463217G"],
  ["Welfare ref 3728415BA", "3728415BA"],
  ["Aadhaar No: 4918 6732 0541", "4918 6732 0541"],
  ["Aadhar xxxx xxxx 0541 shown", "xxxx xxxx 0541"],
  ["ID proof 4918 6732 0541", "4918 6732 0541"],
  ["ABHA: 91-4521-7789-3310", "91-4521-7789-3310"],
  ["PAN: ABCPE1234F", "ABCPE1234F"],
  ["SA ID: 9203040174089", "9203040174089"],
  ["Patient 9203040174089 on the form", "9203040174089"],
  ["NRIC: S8532147A", "S8532147A"],
  ["NRIC: XXXXX147A (masked)", "XXXXX147A"],
  ["FIN G5123678K (work permit)", "G5123678K"],
  ["Slip shows SXXXX147A", "SXXXX147A"],
];

/** PHI-free lookalikes: lab values, doses, years, ward and bed numbers, drug codes. */
const LEFT: readonly string[] = [
  "Hb 112, WCC 11.2, plt 234, Na 135, K 4.5, Cr 81",
  "Paracetamol 1000 mg qid, 4000 mg in 24 h",
  "Platelets 150 200 250 on serial counts",
  "Ward 4066 bed 12, bay 3",
  "Batch 2953 71042 1 of the flu vaccine",
  "Insulin glargine 14 units, 2019-2023",
  "ATC code N02BE01, SNOMED 22298006",
  "Kit lot ABC1234 (reagent)",
  "Gene panel BRCA1 BRCA2 TP53",
  "Counts 1234 5678 9012 in the old format",
  "Order 1234567H placed (check letter wrong)",
  "CT 2/52 ago, T12 L1 wedge",
  "Hgb trend 100 110 120",
];

for (const [note, value] of FOUND) {
  test(`world-id finds "${value}" in "${note}"`, () => {
    const start = note.indexOf(value);
    const spans = runRecogniser(findWorldIds, note);
    assert.ok(
      spans.some((s) => s.start <= start && s.end >= start + value.length),
      JSON.stringify(spans.map((s) => note.slice(s.start, s.end))),
    );
  });
}

for (const note of LEFT) {
  test(`world-id leaves "${note}"`, () => {
    const spans = runRecogniser(findWorldIds, note);
    assert.deepEqual(
      spans.map((s) => note.slice(s.start, s.end)),
      [],
    );
  });
}
