import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/**
 * Practices, clinics and groups as other writers name them, in address blocks, letterheads and
 * prose; written for these tests (no corpus text). Found rows are checked as written and in capitals.
 */
const engine = createEngine();
const PLACE = ["HOSPITAL", "LOCATION", "ORGANIZATION"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Dr Ann Cole\nHawthorn Lane Surgery\n14 Church Lane\nBarnet EN5 2XY", "Hawthorn Lane Surgery"],
  ["Dr Ann Cole\nKingsmead Family Doctors\n2 High Street", "Kingsmead Family Doctors"],
  ["Dr Ann Cole\nElmwood GP Partnership\n2 High Street", "Elmwood GP Partnership"],
  ["Robert Lin, MD\nCedar Ridge Family Physicians\n1550 Oak Ridge Dr.", "Cedar Ridge Family Physicians"],
  ["Granite Peak Pediatrics, 40 Main St", "Granite Peak Pediatrics"],
  ["Summit View Internal Medicine\n220 Elm Ave", "Summit View Internal Medicine"],
  ["Seen at Greenfields GP Practice last week.", "Greenfields GP Practice"],
  ["Admitted to Kestrel Hospital and Research protocol enrolled.", "Kestrel Hospital"],
  ["Dr Thandi Mokoena\nParkview GP Rooms\n12 Main Road", "Parkview GP Rooms"],
  ["Physio at Harbourside Physiotherapy Clinic on Monday.", "Harbourside Physiotherapy Clinic"],
  ["Referral to Westfield Community Mental Health Team today.", "Westfield Community Mental Health Team"],
  ["Seen at Bayview Internal Medicine Associates, PC in May.", "Bayview Internal Medicine Associates, PC"],
  ["Followed by Westbrook Physicians Group since 2019.", "Westbrook Physicians Group"],
  ["He attends the Tarn Lane Day Hospital on Wednesdays.", "Tarn Lane Day Hospital"],
  ["Referred to the Elm Park Memory Clinic.", "Elm Park Memory Clinic"],
  ["Followed at the Harwell Cancer Institute for myeloma.", "Harwell Cancer Institute"],
  ["Robert Lin, MD\nSunrise Medical Associates\n1550 Oak Ridge Dr.", "Sunrise Medical Associates"],
  ["Robert Lin, MD\nRedwood Kidney Consultants\n1550 Oak Ridge Dr.", "Redwood Kidney Consultants"],
  ["Robert Lin, MD\nMaplewood Family Care\n1550 Oak Ridge Dr.", "Maplewood Family Care"],
  ["Robert Lin, MD\nBayside Orthopedic Specialists\n1550 Oak Ridge Dr.", "Bayside Orthopedic Specialists"],
  ["Ridgeway Endocrinology, 40 Main St", "Ridgeway Endocrinology"],
  ["Dr Ann Cole\nOrchard Vale Practice\n14 Church Lane", "Orchard Vale Practice"],
  ["Dr Ann Cole\nGreen Lane Surgery\n14 Church Lane", "Green Lane Surgery"],
  ["Admitted from The Larches Nursing Home overnight.", "The Larches Nursing Home"],
  ["She was referred to Ashcombe Minor Injuries Unit by her GP.", "Ashcombe Minor Injuries Unit"],
  ["Seen at Bayside Heart and Vascular Center today.", "Bayside Heart and Vascular Center"],
];

/** Names that only case tells from a kind ("discharged to the family home"). */
const FOUND_WITH_CASE: readonly (readonly [note: string, value: string])[] = [
  ["Discharged to The Friendly Home for rehab.", "The Friendly Home"],
  ["Seen at the Royal Victorian Eye and Ear Hospital in March.", "Royal Victorian Eye and Ear Hospital"],
  ["Seen at Tan Tock Seng Hospital's emergency department.", "Tan Tock Seng Hospital"],
  ["Seen at The Royal Melbourne Hospital's clinic.", "Royal Melbourne Hospital"],
  ["Seen at Groote Schuur Hospital's unit.", "Groote Schuur Hospital"],
  ["She trained at Christian Medical College, Vellore.", "Christian Medical College, Vellore"],
  [
    "Seen at All India Institute of Medical Sciences, Bhopal.",
    "All India Institute of Medical Sciences, Bhopal",
  ],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Plan:\nAttends Ashworth Community Hospital\nReview in 6 weeks", "Attends"],
  ["Under review by the Physicians Group.", "Under"],
  ["Pain Clinic referral sent.", "Pain"],
  ["Review in Routine Diabetes Clinic.", "Routine"],
  ["She went Home with her family.", "Home"],
  ["Dr Lin\nRoutine Diabetes Clinic\nReview in 3 months.", "Routine"],
  ["Seen by Respiratory Consultants on the ward.", "Respiratory"],
  ["Dr Ann Cole\nGeneral Practice\n14 Church Lane", "General"],
  ["Seen in the Minor Injuries Unit overnight.", "Minor"],
  ["Seen in Orthopaedic Fracture Clinic.", "Orthopaedic"],
  ["Seen in Cardiology and Renal Clinic today.", "Cardiology"],
];

describe("practices and clinics: the whole name", () => {
  for (const [note, value] of FOUND) {
    test(note.replace(/\n/g, " / "), () => assertFound(engine, note, value, PLACE));
    test(`${note.replace(/\n/g, " / ")} (in capitals)`, () =>
      assertFound(engine, note.toUpperCase(), value.toUpperCase(), PLACE));
  }
});

describe("practices and clinics: names that need case", () => {
  for (const [note, value] of FOUND_WITH_CASE) test(note, () => assertFound(engine, note, value, PLACE));
});

describe("practices and clinics: services and sentence openings stay untouched", () => {
  for (const [note, word] of UNTOUCHED) {
    test(note, () => assertUntouched(engine, note, word));
  }
});
