import { describe, test } from "node:test";
import { createEngine } from "./create-engine.ts";
import type { PhiType } from "./phi-type.ts";
import { assertFound, assertUntouched } from "./table-rows.ts";

/**
 * Round 7: the slots and shapes of UK and US letters (letterheads, reference and dictation lines,
 * Re: blocks, address blocks, cc lists, signatures). Notes written for these tests; several
 * writers' habits, casings and name origins per rule, and lookalikes that must stay untouched.
 */
const engine = createEngine();

const NAMES: readonly PhiType[] = ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"];
const PHONES: readonly PhiType[] = ["PHONE", "FAX"];

type Row = readonly [note: string, phi: string, types: readonly PhiType[]];

const MUST_MATCH: readonly Row[] = [
  // dictation and typing initials
  ["Yours sincerely\n\nDr Thomas Whitlock\nConsultant\n\nDictated by: TW/kb\n", "TW", NAMES],
  ["Yours sincerely\n\nDr Thomas Whitlock\nConsultant\n\nDictated by: TW/kb\n", "kb", NAMES],
  ["Dictated 5.6.24  Typed 10.6.24  YP/lm\n", "YP", NAMES],
  ["Dictated 5.6.24  Typed 10.6.24  YP/lm\n", "lm", NAMES],
  ["Typed: 18/3/24  AG/sp\n\nDr J Osei\nThe Orchard Practice", "sp", NAMES],
  ["With best wishes.\n\nMr K Appiah, Consultant ENT Surgeon\nKA/sm/ht\n", "sm", NAMES],
  ["Kind regards, Dr Lena Sørensen\nDictated but not checked. Ref: LS/nt\n", "nt", NAMES],
  ["DICTATED BY: CA/JM\nDATE TYPED: 20/02/2024\n", "JM", NAMES],
  ["Yours sincerely,\n\nDr Anjali Gupta\nConsultant Old Age Psychiatrist\n\nAG/sp\n", "AG", NAMES],
  ["Yours faithfully\nDR C. ABERNETHY\n19/02/2024  CAB/jm\n", "CAB", NAMES],
  // double-barrelled surnames whose second part is a word
  ["Dear Dr Osei-Tutu,\n\nThank you for referring this man.", "Osei-Tutu", NAMES],
  ["cc: Dr R. Pryce-Jones, Tawe Valley Surgery", "Pryce-Jones", NAMES],
  ["Seen with Mrs Achterberg-Wing today.", "Achterberg-Wing", NAMES],
  // a phone on the line after a ZIP or a numbered list item
  ["Scottsdale, AZ 85251\n(480) 555-0137\n\nMay 3, 2024", "(480) 555-0137", PHONES],
  [
    "1. Follow up with PCP - Bloomfield Family Practice, (412) 555-0102.\n2. Urology in 2 weeks",
    "(412) 555-0102",
    PHONES,
  ],
];

const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  ["Antibiotics switched IV/PO on day 3.\nHR/BP stable overnight.", "IV/PO"],
  ["Plan:\nOT/PT\nreview tomorrow", "OT/PT"],
  ["Bowels: BO/PU\n", "BO/PU"],
  ["Obs stable.\nNBM/IVI\nReview tomorrow", "NBM/IVI"],
  ["Dear Dr Khan,\nPlan:\nCT/MRI\nYours sincerely", "CT/MRI"],
  ["Follow-Up in the Post-Op clinic.", "Post-Op"],
  ["Seen by Dr Smith. Follow-Up arranged.", "Follow-Up"],
  ["BP 120/80 (5) 7.35", "(5)"],
];

describe("letter layouts (round 7)", () => {
  for (const [note, phi, types] of MUST_MATCH) {
    test(`finds "${phi}" in ${JSON.stringify(note.slice(0, 60))}`, () =>
      assertFound(engine, note, phi, types));
  }
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`leaves "${word}" in ${JSON.stringify(note.slice(0, 60))}`, () =>
      assertUntouched(engine, note, word));
  }
});
