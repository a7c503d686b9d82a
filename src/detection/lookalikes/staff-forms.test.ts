import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { touchingSpans } from "../../../test/detection/support/table-rows.ts";
import { createEngine } from "../create-engine.ts";

/**
 * Issue 19, round 20: what every hospital writes for its staff and about no one — a department's
 * memo to all staff, a device's note, a bed state, a rota of roles, a guideline's excerpt — and
 * the guards that read them (staff-document.ts, product-code.ts, the public-document words),
 * beside the PHI of the same shape that must still be found. Every line is written for this
 * test (no corpus text); the names are invented or common names.
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

const MEMO = `MEMO
To: All nursing and medical staff, Ward 6A
From: Nurse Unit Manager
Date: 14 March 2026
Re: Change to blood glucose meters
From 2 April the new meters replace the old ones. Please return old meters to the clinical nurse educator, ext 5521.`;

const MEMO_DEAR_ALL = `Dear all,
The Ward 12 treatment room will be closed for painting on 9 June. Use the Ward 14 room instead.
Queries to the charge nurse on bleep 2207.`;

const DEVICE = `Baxter SpectrumFlow 8: software version 3.2.14, catalogue no. 4471-20.
Replace the battery every 24 months; clean with a detergent wipe between uses.
Report faults to Biomedical Engineering.`;

const DEVICE_TWO = `Infusion pump library update
Firmware v5.1.07 is now loaded on every pump in the unit. Part number 8812-03 for the new giving set.`;

const BED_STATE = `BED STATE 0800: 4 empty, 2 closed (Ward 9B, Bay 3). Nurse in charge ext 4410, after hours bleep 6031.`;

const BED_ROWS = `Surgical ward board
Bed 1 - post-op day 2, mobilising
Bed 2 - awaiting theatre
Bed 3 - for discharge, pharmacy to call ext 3318
Ward 4C overflow open`;

const ROTA = `On-call rota - general medicine
Friday: registrar on call, bleep 2290; SHO cover wards 5 and 6.
Saturday: registrar on call, bleep 2290; SHO cover wards 7 and 8.
Sunday: consultant on call via switchboard.`;

const GUIDELINE = `Excerpt from the hospital guideline on sepsis in adults, published May 2024.
Consider sepsis in any adult with a new fever; offer antibiotics within one hour.`;

const MUST_NOT_MATCH: readonly Row[] = [
  [MEMO, "14 March 2026"],
  [MEMO, "2 April"],
  [MEMO, "5521"],
  [MEMO, "Ward 6A"],
  [MEMO_DEAR_ALL, "9 June"],
  [MEMO_DEAR_ALL, "Ward 12"],
  [MEMO_DEAR_ALL, "2207"],
  [DEVICE, "3.2.14"],
  [DEVICE, "4471-20"],
  [DEVICE, "SpectrumFlow"],
  [DEVICE_TWO, "5.1.07"],
  [DEVICE_TWO, "8812-03"],
  [BED_STATE, "Ward 9B"],
  [BED_STATE, "4410"],
  [BED_STATE, "6031"],
  [BED_ROWS, "3318"],
  [BED_ROWS, "Ward 4C"],
  [ROTA, "2290"],
  [GUIDELINE, "May 2024"],
];

/** The PHI beside each guard: a named person, a serial number, a dated individual. */
const MUST_MATCH: readonly Row[] = [
  // A memo about a named patient is no memo to everyone.
  [
    "To: All staff\nMrs Joan Whitfield (DOB 03/04/1950) was admitted to Ward 6A on 14 March 2026.",
    "14 March 2026",
  ],
  // An e-mail between two people keeps its dates and extensions.
  ["From: Priya Raman\nTo: Tom Reid\nSeen in clinic 3 May; call me on ext 4402.", "3 May"],
  ["From: Priya Raman\nTo: Tom Reid\nSeen in clinic 3 May; call me on ext 4402.", "4402"],
  // A device's serial number is a device identifier; a dotted date after a word of review is a date.
  ["Pacemaker checked: serial no. 88123456, battery good.", "88123456"],
  ["Device clinic reviewed 3.4.21, next check in 6 months.", "3.4.21"],
  // A name an anchor made stays a name on a line that gives a version.
  ["Mr Hamish Grant: software version 3.2.14 on his pump.", "Hamish Grant"],
  // A board that names its patients keeps the ward's extension and their dates.
  ["Bed 1 - John Smith, adm 02/03/2026\nBed 2 - Mary Jones\nBed 3 - Ali Khan, bleep 2231", "02/03/2026"],
  // A title naming a genre counts twice only for genres no patient's paper is named after: a
  // consent form's "procedure" is one patient's.
  [
    "Consent for procedure\nGastroscopy booked 12/05/2026 at Tygerberg Hospital. Sedation dose explained.",
    "12/05/2026",
  ],
];

const touching = (note: string, word: string): string[] => touchingSpans(engine, note, word);

describe("issue 19, staff texts about no one: left alone (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in ${JSON.stringify(note.slice(0, 60))}`, () =>
      assert.deepEqual(touching(note, word), []));
  }
});

describe("issue 19, staff texts about no one: the PHI beside them is still found (must match)", () => {
  for (const [note, value] of MUST_MATCH) {
    test(`finds "${value}" in ${JSON.stringify(note.slice(0, 60))}`, () =>
      assert.notDeepEqual(touching(note, value), []));
  }
});
