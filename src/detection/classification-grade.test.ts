import { type NameRow, nameRowSuites } from "../../test/detection/support/name-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Classifications written as a name and a grade (classification-grade.ts, read by
 * eponym-filter.ts), scale domains in Title Case, and wound-care verbs before "with"
 * (readers/thing-after-with.ts); and the signatures of surname and initial that must still be
 * found. Every sentence is written for this test (no corpus text); the names are invented or common.
 */
const engine = createEngine();

const MUST_NOT_MATCH: readonly NameRow[] = [
  ["Classification: Garden III. Weber C. Denis B. Frankel E.", "Denis"],
  ["Classification: Garden III. Weber C. Denis B. Frankel E.", "Frankel"],
  ["CLASSIFICATION: WEBER C. DENIS B. CROWE I. FICAT II.", "DENIS"],
  ["X-ray shows a Weber B ankle fracture.", "Weber"],
  ["ASSESSMENT: RANSON 3. BALTHAZAR D. HINCHEY II. CAPRINI 5.", "HINCHEY"],
  ["Scoliosis: Cobb angle 25 degrees.", "Cobb"],
  ["Falls: Morse Fall 45, high risk.", "Morse"],
  ["Movement: Barnes Akathisia 1, AIMS 0.", "Barnes"],
  ["Give magnesium by the Pritchard regimen.", "Pritchard"],
  ["K-wire and Steinmann pin inserted.", "Steinmann"],
  ["Pack with Aquacel Ag, cover with Mepilex Border.", "Aquacel"],
  ["Secure with Hypafix, review in 3 days.", "Hypafix"],
];

const MUST_MATCH: readonly NameRow[] = [
  ["Checked by Kumar R. at 0800.", "Kumar"],
  ["STAFF ON SHIFT: TAN S. LIM K. ONG W.", "LIM"],
  ["Seen by Denis Brennan today.", "Denis Brennan"],
  ["Obs stable.\nM Chetty EN", "M Chetty"],
  ["Stayed with Tavita over the weekend.", "Tavita"],
  ["Dressing done by Grace Okafor, RN.", "Grace Okafor"],
];

nameRowSuites(
  engine,
  {
    mustNotMatch: "classifications, scale domains and wound products are no names (must not match)",
    mustMatch: "names beside grades, letters and care verbs are still found (must match)",
  },
  MUST_NOT_MATCH,
  MUST_MATCH,
);
