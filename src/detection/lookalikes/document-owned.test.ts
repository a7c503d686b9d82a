import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { touchingSpans } from "../../../test/detection/support/table-rows.ts";
import { createEngine } from "../create-engine.ts";

/**
 * Issue 19, round 20: numbers a post or a department owns, a document's own dates and a
 * relative's action read as a name (role-number.ts, publication-date.ts, relative-action.ts),
 * beside the PHI of the same shape that must still be found. Every line is written for this test
 * (no corpus text); the names are invented or common names.
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

const ROTA = `Weekend cover: medical registrar bleep 4412; surgical SHO bleep 2291; consultant on call via switchboard.`;
const ROTA_LINES = `Night team
Medical Registrar - bleep 3107
Nurse in charge: ext 2210
Ward 7 nurses' station (ext 3301)`;
const ROTA_AFTER = `On call tonight
Bleep 4412 - medical registrar
Ext 2210 (nurse in charge)`;
const GUIDELINE = `KDS guideline (published 4 May 2022, reviewed August 2025): stop nephrotoxic drugs.`;
const GUIDELINE_YEAR = `RCGP guidance (published March 2019, reviewed 2024): offer a statin.`;
const POLICY = `Anaphylaxis policy effective 1 July 2024. Give adrenaline 0.5 mg IM into the outer thigh and repeat after 5 minutes if needed.`;

const MUST_NOT_MATCH: readonly Row[] = [
  // A post's bleep or a department's extension (role-number.ts).
  [ROTA, "4412"],
  [ROTA, "2291"],
  [ROTA_LINES, "3107"],
  [ROTA_LINES, "2210"],
  [ROTA_LINES, "3301"],
  [ROTA_AFTER, "4412"],
  [ROTA_AFTER, "2210"],
  ["Contact the on-call SHO via bleep 2201 for any deteriorating patient.", "2201"],
  // A document's own dates after its verb of issue (publication-date.ts).
  [GUIDELINE, "4 May 2022"],
  [GUIDELINE, "August 2025"],
  [GUIDELINE_YEAR, "March 2019"],
  [GUIDELINE_YEAR, "2024"],
  [POLICY, "1 July 2024"],
  ["Falls prevention leaflet, next review due June 2026.", "June 2026"],
  ["QI meeting minutes, date of meeting: 4 June 2025. Attendees: ward manager, pharmacist.", "4 June 2025"],
  // A relative's action in lower-case text (relative-action.ts).
  ["msg from ward clerk: son rang for an update, will call back after 5", "rang"],
  ["daughter phoned re transport home, all sorted", "phoned"],
];

const MUST_MATCH: readonly Row[] = [
  // A person named before the bleep keeps it.
  ["Discussed with Dr Okafor, registrar, bleep 4412, who will review tonight.", "4412"],
  ["d/w reg Tan bleep 2231, happy with plan", "2231"],
  ["ext 4567 for the ward clerk", "4567"],
  ["reviewed 14/3/21", "14/3/21"],
  ["Night cover: bleep 4412 - Priya; ext 2210 - Tomasz", "4412"],
  // A clause that is a sentence, not a post's title.
  ["Discussed with medical registrar on bleep 4412 re his potassium.", "4412"],
  // A patient's dates: no document is named before the verb, and the note is about someone.
  ["Pt reviewed 12 March 2025 in clinic; wound healing well, she is walking.", "12 March 2025"],
  ["Family meeting 12/03/2025 with daughter, plan for discharge home. She is keen.", "12/03/2025"],
  ["Patient leaflet given. Reviewed 3 April 2024 in clinic, he is improving.", "3 April 2024"],
  // A relative's name, capitalised.
  ["Son Rangi rang for an update this morning.", "Rangi"],
];

const touching = (note: string, word: string): string[] => touchingSpans(engine, note, word);

describe("issue 19: role numbers, document dates, relatives' actions are left alone", () => {
  for (const [note, word] of MUST_NOT_MATCH)
    test(`keeps "${word}" in ${JSON.stringify(note)}`, () => assert.deepEqual(touching(note, word), []));
});

describe("issue 19: the PHI beside those guards is still found", () => {
  for (const [note, word] of MUST_MATCH)
    test(`finds "${word}" in ${JSON.stringify(note)}`, () => assert.notDeepEqual(touching(note, word), []));
});
