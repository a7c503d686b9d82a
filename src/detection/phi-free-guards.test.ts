import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { touchingSpans } from "../../test/detection/support/table-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Issue 19, precision: PHI-free text of score sheets, handovers, maternity notes and referral
 * letters the engine once marked, and the PHI beside each guard that must still be found. Every
 * sentence is written for this test (no corpus text); the names are invented or common names.
 * must-not-match: no span touches `word`. must-match: every letter and digit of `value` is covered.
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

const MUST_NOT_MATCH: readonly Row[] = [
  // Obstetric histories after a birth label or a place label (readers/obstetric-history.ts).
  ["Mode of birth: G2P1 at 39/40, SVD.", "G2P1"],
  ["Details of birth: G3P2 at 38 weeks.", "G3P2"],
  ["WARD: G2P1 AT 39 WEEKS", "G2P1"],
  // A department after a clinician's name (readers/department-name.ts).
  ["Referred by: Dr Jane Smith, Vascular Surgery", "Vascular Surgery"],
  ["GP: Dr A Okafor, General Practice", "General Practice"],
  ["cc: Dr P Singh, Fracture Clinic", "Fracture Clinic"],
  // Scales in columns, table cells, lower case and brackets (eponym-filter.ts, score-slot.ts).
  ["Scale     Score   Risk\nNorton    12      High\nMorse     45      High", "Norton"],
  ["| Katz | 6/6 | |\n| Lawton | 5/8 | |", "Lawton"],
  ["katz adl 6/6. lawton iadl 5/8. barthel 85/100.", "katz"],
  ["Rockwood clinical frailty scale 5.", "Rockwood"],
  ["Braden total 14, Waterlow 18.", "Braden"],
  ["Pressure injury risk score 14 (Braden).", "Braden"],
  // Scores and frequencies written as pairs (recognisers/dates/clinical-fractions.ts).
  ["Katz ADL 6/6, Lawton IADL 5/8.", "6/6"],
  ["Bed 6: 72F. LOS 12/7. Awaiting placement.", "12/7"],
  ["Frail. NEWS 3. On 4/24 obs overnight.", "4/24"],
  ["pain score 6/10 down from 9/10.", "9/10"],
  ["FLACC 3/10 after analgesia; CPOT 2/8.", "3/10"],
  ["Targin 10/5 BD, Seretide 250/25 bd.", "10/5"],
  // The ward round after the take.
  ["seen on ward round, consultant post-take, plan as above.", "post"],
  // Fetal positions beside a presentation (readers/fetal-position.ts).
  ["ANTENATAL: G2P1 36/40. CEPHALIC, LOA; FH 140.", "LOA"],
  ["Abdo: SFH 35 cm, cephalic 3/5, ROA; FM present.", "ROA"],
  ["Abdo: SFH 35 cm, cephalic 3/5, ROA; FM present.", "3/5"],
  // A brand opening a drug chart's row, its dose in the next cell (letterhead-name.ts).
  ["ZORVAK | 625 mg | PO | TDS\nPARACETAMOL | 1 g | PO | QID\nREVIEW DAILY", "ZORVAK"],
];

const MUST_MATCH: readonly Row[] = [
  ["Place of birth: Tralee", "Tralee"],
  ["GP: Dr A Okafor, The Elms Surgery", "Elms"],
  ["Bed 4 (Okonkwo). Obs stable.", "Okonkwo"],
  ["Mensah 14 High Street, Leeds", "Mensah"],
  ["was 86 kg on 11/7", "11/7"],
  ["Started on 10/5 daily dosing.", "10/5"],
  ["Seen with her partner Tomas Roa; FH 140.", "Roa"],
  ["Tarawhiti | Department of Radiology\n14 Karaka Crescent\nReport follows.", "Tarawhiti"],
];

const touching = (note: string, word: string): string[] => touchingSpans(engine, note, word);

describe("issue 19 guards: PHI-free text is left alone (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in ${JSON.stringify(note)}`, () => assert.deepEqual(touching(note, word), []));
  }
});

describe("issue 19 guards: the PHI beside them is still found (must match)", () => {
  for (const [note, value] of MUST_MATCH) {
    test(`finds "${value}" in ${JSON.stringify(note)}`, () => assert.notDeepEqual(touching(note, value), []));
  }
});
