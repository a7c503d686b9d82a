import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "./create-engine.ts";

/**
 * PHI-free clinical text the engine once marked (false alarms by category: team meetings and
 * abbreviations read as hospitals, eponymous charts, scales, airways, fluids and devices read as
 * names, units read as names or titles, UK follow-up intervals and dose counts read as dates),
 * and the PHI next to them that the fixes must keep finding. Every sentence is written for this
 * test (no corpus text); the names are invented or common names.
 * must-not-match: no span touches `word`.
 * must-match: every letter and digit of `value` is covered by spans.
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

const MUST_NOT_MATCH: readonly Row[] = [
  // Team meetings and clinical abbreviations after "at" are no hospital abbreviations.
  ["Plan: CT head this week. Discussed at MDT.", "MDT"],
  ["Molecular panel: KRAS, TP53 and EGFR reviewed at MDT.", "MDT"],
  ["PLAN: COLONOSCOPY THIS WEEK. DISCUSSED AT MDT.", "MDT"],
  ["Refer to Old Age Psychiatry for MDT discussion after review at MDT.", "MDT"],
  ["Case brought to the MDM; discussed at MDM.", "MDM"],
  // Clinical abbreviations that are also listed given names.
  ["AKI on CKD stage 3. Monitor UO, strict I/O.", "AKI"],
  // Units after a slash.
  ["Hb 156 g/L, glucose 199 mg/dL, HbA1c 62 mmol/mol.", "mol"],
  ["HB 125 G/L, GLUCOSE 205 MG/DL, HBA1C 79 MMOL/MOL.", "MOL"],
  // Eponymous charts, scales, airways, devices and fluids.
  ["Ottawa ankle rules negative; X-ray not indicated.", "Ottawa"],
  ["OTTAWA ANKLE RULES NEGATIVE. XRAY NOT INDICATED.", "OTTAWA"],
  ["GCS 15. Glasgow coma scale documented hourly.", "Glasgow"],
  ["Framingham risk score low; lipids repeat in a year.", "Framingham"],
  // Commonwealth durations: days, weeks and months written over 7, 52 and 12.
  ["Cough for 3/7, paracetamol 1 g QID.", "3/7"],
  ["Baby 4/12 old, anaemia screen sent.", "4/12"],
  ["Oedema worse over 2/7; review in 6/12.", "6/12"],
  // Theatres, resus and bays are where care happens, not PHI.
  ["Transferred to theatre 2 at 14:00 for washout.", "theatre"],
  ["Moved to resus overnight, then to bay 4.", "resus"],
  ["Bristol stool chart type 5, 3 episodes.", "Bristol"],
  ["BRISTOL STOOL CHART TYPE 2, 3 EPISODES.", "BRISTOL"],
  ["bristol stool chart type 2, 1 episodes.", "bristol"],
  ["Rockwood CFS 4; pT2 pN0.", "Rockwood"],
  ["c5/6 disc bulge.  rockwood cfs 3; pt2 pn0.", "rockwood"],
  ["Tender at Guedel airway; Nissen fundoplication also considered.", "Guedel"],
  ["Tender at Meckel's diverticulum; Kussmaul breathing also noted.", "Meckel's"],
  ["SARA STEDY REMOVED. MOBILISING WITH FRAME.", "SARA"],
  ["Started Hartmann's 1L over 8 hrs; stop amlodipine 5mg od.", "Hartmann's"],
  ["Started morphine 2mg IV prn; stop Hartmann's 500 ml.", "Hartmann's"],
  ["ecg: rbbb, qtc 460 ms.  colles fracture positive.", "colles"],
  // Milliseconds are no title.
  ["ECG: AF, QTc 465 ms. Wells score 0, CURB-65 2.", "Wells"],
  ["ecg: st depression v4-v6, qtc 397 ms.\nafp 157, procalcitonin 3.5.", "afp"],
  // Specialties after a referral or contact verb.
  ["Refer to Nephrology for MDT discussion. Full code.", "Nephrology"],
  ["Discussed with Hepatology today.", "Hepatology"],
  ["Refer to Colorectal for review.", "Colorectal"],
  ["Referred to maxillofacial for review.", "maxillofacial"],
  // UK follow-up intervals and dose counts are no dates.
  ["Review in 4/52. Repeat bloods in 3/52, clinic 10/12.", "10/12"],
  ["REVIEW IN 1/52. REPEAT BLOODS IN 1/52, CLINIC 6/12.", "6/12"],
  ["Repeat bloods in 2/52, clinic 12/12.", "12/12"],
  ["Seen today, review 2/52 with bloods.", "2/52"],
  ["Half (1/2) tab digoxin od; 3/2 doses missed this week.", "3/2"],
];

const MUST_MATCH: readonly Row[] = [
  // Ms as a title keeps its name; Dr before an eponymous surname too.
  ["Bed 4 Ms Okafor, day 2 post op.", "Okafor"],
  ["Bed 7: Ms. Adeyemi, for discharge.", "Adeyemi"],
  ["Seen by Dr Hartmann in clinic.", "Hartmann"],
  ["Mr. Wells was reviewed on the ward.", "Wells"],
  // Commonwealth notes still date a fraction after a date word; a name before a score keeps its title.
  ["Oedema improving, seen on 6/12 in clinic.", "6/12"],
  ["Mrs Walker pain score 3 overnight.", "Walker"],
  // A listed name after a slash that is no unit.
  ["Covered by Dr Smith/Dr Kowalczyk overnight.", "Kowalczyk"],
  // Bristol as a place, not before a chart.
  ["Transferred from Bristol yesterday.", "Bristol"],
  // US notes: a month/day after "clinic" or a follow-up word stays a date.
  ["Follow up in clinic on 3/12.", "3/12"],
  ["Clinic 3/12, labs before.", "3/12"],
  ["Review 10/12 with cardiology.", "10/12"],
  ["Last dose given 3/2 at 0900.", "3/2"],
];

function covered(note: string, value: string): boolean {
  const start = note.indexOf(value);
  assert.notEqual(start, -1, "test row broken");
  const spans = engine.detect(note);
  for (let p = start; p < start + value.length; p++) {
    if (!/[\p{L}\p{N}]/u.test(note[p]!)) continue;
    if (!spans.some((s) => s.start <= p && s.end > p)) return false;
  }
  return true;
}

describe("PHI-free clinical text: no false alarms (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in ${JSON.stringify(note)}`, () => {
      const start = note.indexOf(word);
      assert.notEqual(start, -1, "test row broken");
      const hits = engine.detect(note).filter((s) => s.start < start + word.length && s.end > start);
      assert.deepEqual(
        hits.map((s) => `${s.rule}:${s.type}:${note.slice(s.start, s.end)}`),
        [],
      );
    });
  }
});

describe("PHI-free clinical text: the PHI beside the fixes is still found (must match)", () => {
  for (const [note, value] of MUST_MATCH) {
    test(`finds "${value}" in ${JSON.stringify(note)}`, () => {
      const spans = engine.detect(note).map((s) => `${s.rule}:${s.type}:${note.slice(s.start, s.end)}`);
      assert.ok(covered(note, value), `not covered: ${JSON.stringify(spans)}`);
    });
  }
});
