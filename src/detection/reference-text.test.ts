import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { touchingSpans } from "../../test/detection/support/table-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Reference text (reference-text.ts), examination findings (eponym-finding.ts) and authors after
 * a verb of naming (reference-verb.ts): the eponyms left alone, and the names beside the same
 * shapes still found. Every row is written for this test (no corpus text).
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

const MUST_NOT_MATCH: readonly Row[] = [
  // Reference text: no anchored finding, no person word, two sign or class words.
  ["Ankle fractures - classification\nWeber A: below the syndesmosis. Weber B: at the syndesmosis.", "Weber"],
  ["Neonatal scores\nApgar 7 at 1 min. Jaundice to chest, Kramer 2. Downes score 3.", "Kramer"],
  ["Eye examination\nAmsler grid normal. Relative afferent pupillary defect (Marcus Gunn) absent.", "Marcus"],
  ["Cardiovascular examination\nCorrigan's pulse absent. Quincke's sign absent.", "Corrigan"],
  // A drug chart: doses and frequencies make reference text too.
  ["Regular medicines\nTelma as charted.\nParacetamol 1 g QDS. Ondansetron 4 mg PRN.", "Telma"],
  // Findings: a name before its result.
  ["o/e knee: lachman's pos, mcmurray's neg, no effusion.", "mcmurray"],
  ["SHOULDER: NEER POS, HAWKINS POS, JOBE WEAK, YERGASON NEG, OBRIEN NEG.", "JOBE"],
  ["thyroid: pemberton's neg. no retrosternal extension.", "pemberton"],
  ["Feet: Simmonds' test normal. Thompson test normal.", "Simmonds"],
  // Authors after a verb of naming or classing.
  ["The classification described by Gustilo and Anderson grades open fractures.", "Anderson"],
  ["Fractures are graded according to Neer.", "Neer"],
  // Heads after a short bracket, and new heads.
  ["Bamford (Oxford) classification: TACS, PACS, LACS, POCS.", "Bamford"],
  ["Gentamicin levels at 18 h (Hartford nomogram).", "Hartford"],
  ["Monteggia fracture. Bennett's and Rolando fractures.", "Rolando"],
];

const MUST_MATCH: readonly Row[] = [
  // A person word or an anchored finding makes the text about people.
  ["Weber A: below the syndesmosis. Seen with her son Okonkwo, grade 2.", "Okonkwo"],
  ["Kramer 2 jaundice, score 3. Dr Adeyemi aware. Priya to ring back.", "Priya"],
  ["Transfer to Quartermain 2, pressure score 14, grade 2 sore.", "Quartermain"],
  ["Paracetamol 1 g QDS, ondansetron 4 mg PRN. Daughter Telma collects them.", "Telma"],
  // People beside findings, and a person present at the bedside.
  ["Lachman pos. Seen with Wojcik.", "Wojcik"],
  ["murphy's neg. Wojcik aware.", "Wojcik"],
  ["Wife Adaeze present at bedside.", "Adaeze"],
  // "seen by", "reviewed by": people, not authors.
  ["Seen by Okonkwo on the ward round.", "Okonkwo"],
];

const touching = (note: string, word: string): string[] => touchingSpans(engine, note, word);

describe("reference text and findings: eponyms are left alone (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in ${JSON.stringify(note)}`, () => assert.deepEqual(touching(note, word), []));
  }
});

describe("reference text and findings: people beside them are still found (must match)", () => {
  for (const [note, value] of MUST_MATCH) {
    test(`finds "${value}" in ${JSON.stringify(note)}`, () => assert.notDeepEqual(touching(note, value), []));
  }
});
