import { type NameRow, nameRowSuites } from "../../test/detection/support/name-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Words of clinical notes from Australia, New Zealand, Ireland, India, South Africa, Nigeria and
 * Singapore that the name rules once read as names — brands before a dose, programmes and cards,
 * acronyms of councils and schemes, headings before a colon, everyday words of other languages —
 * and the names beside them that must still be found. Every sentence is written for this test (no
 * corpus text); the names are invented or common names.
 * must-not-match: no name span touches `word`.
 * must-match: every letter and digit of `value` is covered by name spans.
 */
const engine = createEngine();

const MUST_NOT_MATCH: readonly NameRow[] = [
  // A councils' or a scheme's acronym before a credential and its number.
  ["Nursing council NMCN RN 123456 on file.", "NMCN"],
  ["Registration: SNB RN 12345 current.", "SNB"],
  // Headings and field labels before a colon.
  ["Prostate biopsy, left apex.\nGleason: 3 + 4 = 7, grade group 2.", "Gleason"],
  ["Renal tumour | Fuhrman: grade 2", "Fuhrman"],
  // A preparation's brand before a dose.
  ["Analgesia: regular paracetamol, Panadol Osteo 2 tabs TDS.", "Panadol Osteo"],
  ["ANALGESIA: PANADOL OSTEO 2 TABS TDS.", "PANADOL OSTEO"],
  ["analgesia: panadol osteo 2 tabs tds.", "panadol osteo"],
  // Programmes, schemes and cards.
  ["Ayushman Bharat card seen; cashless admission.", "Ayushman Bharat"],
  ["AYUSHMAN BHARAT CARD SEEN; CASHLESS ADMISSION.", "AYUSHMAN BHARAT"],
  ["Kaupapa Māori service offered and accepted.", "Kaupapa Māori"],
  ["CHAS orange card holder, consult subsidised.", "CHAS"],
  ["CHAS ORANGE CARD HOLDER, CONSULT SUBSIDISED.", "CHAS"],
  ["chas orange card holder, consult subsidised.", "chas"],
  // Everyday words of te reo Māori (data/words-world.txt) in any casing.
  ["Plan made with whānau; whānau hui held on the ward.", "hui"],
  ["PLAN MADE WITH WHĀNAU; WHĀNAU HUI HELD ON THE WARD.", "HUI"],
  ["plan made with whanau; whanau hui held on the ward.", "hui"],
  // After "and" a word no list knows is no name unless a name stands before "and".
  ["Safety plan shared: Shannondoc and Gardai re follow-up overnight.", "Gardai"],
  ["Referred to psychology and Headspace re follow up.", "Headspace"],
];

const MUST_MATCH: readonly NameRow[] = [
  ["Reviewed by Dr Sng Wei Ling, registrar.", "Sng"],
  ["Son Kowalski: 0412 345 678, happy to be called.", "Kowalski"],
  ["Family meeting. Fuhrman to attend with his wife.", "Fuhrman"],
  ["Referred to Tavio Bressani for review.", "Tavio Bressani"],
  ["Discussed with Aroha and Tevita re discharge.", "Tevita"],
  ["Visited by Sarah and Tevita today.", "Tevita"],
  ["Whānau present: Aroha Ngata (daughter) and Hemi Ngata (son).", "Aroha Ngata"],
  ["Reviewed by Dr Thandiwe Dlamini, medical officer.", "Thandiwe Dlamini"],
  ["Handover list: Okafor JC for CT this morning.", "Okafor JC"],
  // Labels of workers' compensation forms.
  ["Worker: OKORIE, Ngozika\nDOB: 01/02/1980", "OKORIE, Ngozika"],
  ["worker: okorie, ngozika", "okorie, ngozika"],
  ["treating practitioner: rawiri te kani (gp)", "rawiri te kani"],
  ["Signed: Ifeoma Chukwu RN 123456", "Ifeoma Chukwu"],
];

nameRowSuites(
  engine,
  {
    mustNotMatch: "world notes: everyday words are no names (must not match)",
    mustMatch: "world notes: the names beside them are still found (must match)",
  },
  MUST_NOT_MATCH,
  MUST_MATCH,
);
