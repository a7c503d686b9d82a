import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/**
 * Hospitals, trusts and practices filling a line of a letterhead or an address block, written for
 * these tests (invented names on real naming patterns; no corpus text). Found rows are checked as
 * written, in capitals and in lower case.
 */
const engine = createEngine();
const PLACE = ["HOSPITAL", "LOCATION", "ORGANIZATION"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  [
    "Dalby and St Aldhelm's NHS Foundation Trust\nDepartment of Renal Medicine",
    "Dalby and St Aldhelm's NHS Foundation Trust",
  ],
  ["Fernside Children's Hospital\nTel: 0161 496 0000", "Fernside Children's Hospital"],
  ["Kelbrook Street Hospital for Children\nDear Dr Amos,", "Kelbrook Street Hospital for Children"],
  [
    "University Hospitals of Wrenfield and Dunmoor\nOutpatients",
    "University Hospitals of Wrenfield and Dunmoor",
  ],
  ["Calder Health and Social Care Trust\nRe: referral", "Calder Health and Social Care Trust"],
  ["Pennard Vale University Health Board\nClinic letter", "Pennard Vale University Health Board"],
  ["Harlow Fields Medical Center – Brackton\n", "Brackton"],
  ["Queen Adela University Hospital, Tarnford\nDear Dr Amos,", "Tarnford"],
  ["Lindqvist Royal Infirmary (LRI)\nShe was seen at LRI in May.", "LRI in"],
];

/** Hospitals in prose after a preposition, in any case. */
const IN_PROSE: readonly (readonly [note: string, value: string])[] = [
  ["She was seen at Tarnby Royal Infirmary last week.", "Tarnby Royal Infirmary"],
  ["Treated at Queen Adela the Queen Mother Hospital in 2019.", "Queen Adela the Queen Mother Hospital"],
  ["Reviewed at the University Hospital of North Wendle.", "University Hospital of North Wendle"],
  ["Seen at Kings Mill Hospital for bloods.", "Kings Mill Hospital"],
];

/** Letterhead abbreviations need case: capitals stand out only in a mixed-case letter. */
const FOUND_WITH_CASE: readonly (readonly [note: string, value: string])[] = [
  ["Department of Cardiology, TRW\nTel: 0161 496 0000\n\nDear Dr Amos,", "TRW"],
  ["Outpatients | KVH | Fax 0161 496 0001\nDear Dr Amos,", "KVH"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Hospital Course\nAdmitted with chest pain.", "Course"],
  ["Discharge From Hospital\nHome with family.", "Discharge"],
  ["needs hospital transport tomorrow", "needs"],
  ["General Hospital\nward round", "General"],
  ["Seen in clinic (ENT) today.", "ENT"],
  ["Department of Medicine, ICU\nDear Dr Amos,", "ICU"],
  ["HE WANTED TO LEAVE HOSPITAL AND SIGN AMA.", "LEAVE"],
  ["Transferred to general hospital for review.", "general"],
  ["Admitted to another hospital last year.", "another"],
  ["Dear Dr Amos,\nSeen in clinic, QVX, today.", "QVX"],
];

const STYLES: readonly (readonly [string, (s: string) => string])[] = [
  ["as written", (s) => s],
  ["in capitals", (s) => s.toUpperCase()],
  ["in lower case", (s) => s.toLowerCase()],
];

describe("institutions filling a line: the whole name", () => {
  for (const [note, value] of FOUND) {
    const found = value.endsWith(" in") ? value.slice(0, -3) : value;
    for (const [style, f] of STYLES) {
      test(`${note.split("\n")[0]} (${style})`, () => assertFound(engine, f(note), f(found), PLACE));
    }
  }
});

describe("institutions in prose after a preposition", () => {
  for (const [note, value] of IN_PROSE) {
    for (const [style, f] of STYLES) {
      test(`${note} (${style})`, () => assertFound(engine, f(note), f(value), PLACE));
    }
  }
});

describe("institutions filling a line: letterhead abbreviations", () => {
  for (const [note, value] of FOUND_WITH_CASE)
    test(note.split("\n")[0]!, () => assertFound(engine, note, value, PLACE));
});

describe("institutions filling a line: headings and kinds stay untouched", () => {
  for (const [note, word] of UNTOUCHED) {
    test(note.replace(/\n/g, " / "), () => assertUntouched(engine, note, word));
  }
});
