import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "../create-engine.ts";

/**
 * Issue 19, false alarms in clinical text of any hospital (bed-number-not-date.ts,
 * scale-score-not-date.ts, copy-marking.ts, state-health-body.ts's isStateName,
 * programme-name.ts, alveolar-concentration.ts, infusion-model.ts), each beside the PHI of the same
 * shape that must still be found. Every line is written for this test (no corpus text); the names
 * are invented or common names.
 * must-not-match: no span touches `word`. must-match: some span covers the first `value`.
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

const MUST_NOT_MATCH: readonly Row[] = [
  // A bed, bay or theatre number written "a/b" (bed-number-not-date.ts).
  ["WARD LIST\nBed 12/3: 71M, CAP, IV abx day 2.\nBed 12/4: 60F, UTI.", "12/3"],
  ["WARD LIST\nBED 9/4: 55M CELLULITIS, ELEVATE LEG.", "9/4"],
  ["bay 2 bed 3/8 - 80f - fall - for ot", "3/8"],
  ["Theatre 2/5 list running late; anaesthetic room ready.", "2/5"],
  // A bedside score after its scale's name, a town or a surname (scale-score-not-date.ts).
  ["Pancreatitis: Glasgow 2/8, Ranson 3/11, CRP 210.", "2/8"],
  ["Pancreatitis: Glasgow 2/8, Ranson 3/11, CRP 210.", "3/11"],
  ["Nutrition screen: MUST 2/6, refer dietitian.", "2/6"],
  // A form's marking or placeholder where a sender's name stands (copy-marking.ts).
  ["OPERATION NOTE - SPECIMEN COPY\nPROCEDURE: LAPAROSCOPIC APPENDICECTOMY", "SPECIMEN"],
  ["operation note - sample text\nprocedure: laparoscopic appendicectomy", "sample"],
  ["Operation note - example only\nProcedure: laparoscopic appendicectomy", "example"],
  ["xxx hospital - operation record\nprocedure: hernia repair", "xxx"],
  // Dictation without punctuation running a greeting on (recognisers/names/letter-name.ts).
  ["dear doctor thank you for seeing this lady with chest pain", "thank"],
  // A programme's name and its workers (programme-name.ts).
  ["Refer eligible mothers to Janani Suraksha Yojana for the cash benefit.", "Janani"],
  ["Under Nikshay Poshan Yojana patients receive Rs 500 a month.", "Poshan"],
  ["ANC CHECK UNDER PRADHAN MANTRI SURAKSHIT MATRITVA ABHIYAN ON THE 9TH.", "MATRITVA"],
  ["Defaulters are traced by ASHA workers in the village.", "ASHA"],
  // Minimum alveolar concentration (alveolar-concentration.ts), read as a name or a hospital.
  ["Maintenance: volatile at 1 MAC, sevoflurane in O2/air.", "MAC"],
  ["Maintenance: sevoflurane, 0.8 MAC, with remifentanil.", "MAC"],
  ["Maintenance: volatile at MAC 1.1, desflurane.", "MAC"],
  // A target-controlled infusion's model (infusion-model.ts).
  ["PROPOFOL TCI (MARSH / SCHNIDER). KETAMINE 20 MG.", "SCHNIDER"],
  ["induction: propofol. maintenance: remi tci minto.", "minto"],
  // A province named alone in a notice: state-level, no PHI (state-health-body.ts, isStateName).
  ["Measles cases are rising across the Western Cape and Eastern Cape.", "Western"],
];

const MUST_MATCH: readonly Row[] = [
  // The same province inside an address, and a place of care named after it.
  ["Lives at 12 Long St, Cape Town, Western Cape 8001.", "Western Cape"],
  // A US date after an activity with a bed ("out of bed" on 3/8).
  ["Pt got out of bed 3/8 with PT, ambulated in hall.", "3/8"],
  // A day and month after a date word, beside a bed number.
  ["Admitted 12/3 with chest pain. Bed 12/3 reviewed.", "12/3"],
  ["WARD LIST\nSEEN ON 9/4 BY TEAM. BED 9/4: 55M CELLULITIS.", "9/4"],
  // A sender on the title line, and a hospital before a copy's marking.
  ["OPERATION NOTE - RIVERSIDE\nPROCEDURE: HERNIA REPAIR", "RIVERSIDE"],
  ["Operation note - Riverside Hospital - ward copy\nProcedure: hernia repair", "Riverside Hospital"],
  // A name after a dictated greeting.
  ["dear doctor okafor thank you for seeing this lady with chest pain", "okafor"],
  // A day and month after a town or a clinician who share a scale's name.
  ["Arrived from Glasgow 2/8, seen today.", "2/8"],
  ["Seen by Dr Ranson 6/8, plan home.", "6/8"],
  // A person of the same name before a worker's role.
  ["Referred by Asha Kumari, ASHA worker, to the PHC.", "Asha Kumari"],
  ["Seen with Janani Raman (daughter) today.", "Janani Raman"],
  // "Mac" as a name in a ward list.
  ["Bed 2 Mac, 78F, CAP. Volatile at 1 MAC, sevoflurane.", "Mac"],
  // A clinician who shares a model's name.
  ["Propofol TCI (Marsh). Handed over to Dr Schnider in recovery.", "Schnider"],
];

function spansTouching(note: string, word: string): string[] {
  const at = note.indexOf(word);
  assert.ok(at >= 0, `test row lacks ${word}`);
  return engine
    .detect(note)
    .filter((s) => s.start < at + word.length && s.end > at)
    .map((s) => `${s.type} (${s.rule}) ${note.slice(s.start, s.end)}`);
}

describe("clinical look-alikes (issue 19)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`leaves ${word} alone in: ${note.slice(0, 50)}`, () => {
      assert.deepEqual(spansTouching(note, word), []);
    });
  }
  for (const [note, value] of MUST_MATCH) {
    test(`still finds ${value} in: ${note.slice(0, 50)}`, () => {
      const at = note.indexOf(value);
      const covered = engine.detect(note).some((s) => s.start <= at && s.end >= at + value.length);
      assert.ok(covered, `${value} not covered: ${spansTouching(note, value).join("; ")}`);
    });
  }
});
