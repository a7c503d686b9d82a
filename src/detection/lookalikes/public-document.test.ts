import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../test/detection/support/table-rows.ts";
import { buildLexicons } from "../build-lexicons.ts";
import { createEngine } from "../create-engine.ts";
import { installVocabulary } from "../install-vocabulary.ts";
import { loadLexiconData } from "../load-lexicon-data.ts";
import { RECOGNISER_TABLE } from "../recognisers/table.ts";
import { TokenStream } from "../token-stream.ts";
import { type DocumentVerdict, documentVerdict } from "./public-document.ts";

/**
 * Issue 19, PHI-free documents written for everyone (public-document.ts). Every text is written
 * for this test; the names and numbers are invented.
 */
const engine = createEngine();

const GUIDELINE = `Sepsis in adults: recognition and early management
Scope: all adult inpatient wards. Audience: medical and nursing staff.
Recommendations
1. Screen adults with a suspected infection using the sepsis pathway.
2. Give antibiotics within 1 hour of recognition.
Owner: Director Nursing. Approved by the Clinical Governance Committee.
Version 3. Published March 2022. Next review due 2025.
For advice call the Infection Prevention team on ext. 4021 or the on-call registrar, page 311.`;

const BULLETIN = `Weekly communicable disease bulletin, epidemiological week 14, 2024
Measles: 12 confirmed cases this week in Ibadan and Ogbomoso; 2 deaths.
Surveillance officers should notify suspected cases within 24 hours.
Vaccine coverage in the campaign reached 81%. For information call 0800 555 0101.`;

const LEAFLET = `Looking after your child after a general anaesthetic
This leaflet explains what to expect when you go home.
Your child may feel sleepy for the rest of the day.
If you are worried, call Healthline on 0800 611 116 or your family doctor.
Produced by the Children's Day Surgery Unit, Wellington Regional Hospital, June 2023.`;

const REFERENCE = `Biochemistry reference intervals (adults)
Analyte        Units     Male        Female
Sodium         mmol/L    135-145     135-145
Ferritin       ug/L      30-400      15-200
Method: Roche cobas. Specimen: serum. Updated 1 February 2024.`;

/** The same kinds of text, each with one sign of an individual: everything is kept. */
const ABOUT_SOMEONE: readonly (readonly [note: string, value: string, types: readonly string[]])[] = [
  [
    `${GUIDELINE}\nPatient: Okafor, Chidi. Reviewed against the pathway on 12 March 2024.`,
    "12 March 2024",
    ["DATE"],
  ],
  [`Mr Tan seen in clinic. ${LEAFLET}`, "June 2023", ["DATE"]],
  [`Dear Aroha,\n${LEAFLET}`, "June 2023", ["DATE"]],
  [`45yo with fever. ${BULLETIN}`, "Ibadan", ["CITY", "LOCATION"]],
  [`${REFERENCE}\nDOB 03/04/1961 MRN 4471902`, "03/04/1961", ["DATE"]],
];

/** A token stream with the engine's word and cue masks, as detect reads it. */
function engineStream(): TokenStream {
  const lexicons = buildLexicons(loadLexiconData());
  installVocabulary(lexicons.wordBits, RECOGNISER_TABLE);
  const t = new TokenStream();
  t.wordBits = lexicons.wordBits;
  return t;
}
const stream = engineStream();

function verdict(text: string): DocumentVerdict {
  stream.reset(text);
  return documentVerdict(stream);
}

describe("documents written for everyone (public-document.ts)", () => {
  test("a guideline's dates, role numbers and departments are no PHI", () => {
    assert.equal(verdict(GUIDELINE), "public");
    for (const word of ["March 2022", "2025", "4021", "311", "Nursing"])
      assertUntouched(engine, GUIDELINE, word);
  });

  test("a bulletin's week, towns and service number are no PHI", () => {
    assert.equal(verdict(BULLETIN), "public");
    for (const word of ["2024", "Ibadan", "Ogbomoso", "0800 555 0101"])
      assertUntouched(engine, BULLETIN, word);
  });

  test("a leaflet's helpline, author hospital and date are no PHI", () => {
    assert.equal(verdict(LEAFLET), "public");
    for (const word of ["0800 611 116", "Wellington", "June 2023"]) assertUntouched(engine, LEAFLET, word);
  });

  test("a table of reference intervals is no PHI", () => {
    assert.equal(verdict(REFERENCE), "public");
    assertUntouched(engine, REFERENCE, "1 February 2024");
  });

  test("one sign of an individual keeps every candidate", () => {
    for (const [note, value, types] of ABOUT_SOMEONE) {
      assert.notEqual(verdict(note), "public", note.slice(0, 40));
      assertFound(engine, note, value, types);
    }
  });

  test("each sign of an individual is named", () => {
    assert.equal(verdict("Mrs Ngata reviewed today."), "title");
    assert.equal(verdict("MRN: 4471902"), "label");
    assert.equal(verdict("NHI ZAC1234 checked"), "label");
    assert.equal(verdict("62-year-old woman"), "age");
    assert.equal(verdict("pt settled overnight"), "shorthand");
    assert.equal(verdict("c/o chest pain"), "shorthand");
    assert.equal(verdict("Dear Priya, your results"), "salutation");
  });

  test("a blank field, a generic greeting and guideline wording are no sign of an individual", () => {
    assert.equal(verdict("Dear colleague, please see the revised guideline. DOB: __/__/____"), "words");
    assert.equal(verdict("Check the NHI number and date of birth against the wristband."), "words");
    assert.equal(
      verdict("Policy scope: staff must check the NHI number; guidance for adults and children."),
      "public",
    );
  });

  test("a blank form and a timetable are documents for everyone", () => {
    const form =
      "MDT referral template\nDOB: __/__/____\nReason for referral: ..........\nConsultant: ______";
    assert.equal(verdict(form), "public");
    const week =
      "Outpatient clinics\nMonday: fracture clinic\nTuesday: hand clinic\nWednesday: paediatric clinic";
    assert.equal(verdict(`${week}\nBookings: see the policy and its guideline.`), "public");
    assert.equal(verdict(week), "words");
  });

  test("three blank fields are a blank form; two need a word of a document for everyone", () => {
    const mdt =
      "MDT MEETING - Form v2, Ministry of Health of Ghana\nName: ______\nNHI: ______\nOutcome: ______";
    assert.equal(verdict(mdt), "public");
    assertUntouched(engine, mdt, "Ghana");
    assert.equal(verdict("MDT MEETING\nName: ______\nOutcome: ______"), "words");
    // A filled value is still a sign of an individual.
    assert.equal(verdict(`${mdt}\nNHI: ZAC1234`), "label");
  });

  test("a report's week counts as its genre: a bulletin with no genre word", () => {
    const report = `Notifiable diseases, week 9, 2025
Measles: 4 cases notified in Kano and Zaria this week; no deaths.
Clinicians should give a second MMR dose to children who missed it.`;
    assert.equal(verdict(report), "public");
    for (const word of ["2025", "Zaria"]) assertUntouched(engine, report, word);
    // The same week in a note about someone, and a pregnancy's week with no year, are no sign.
    assert.equal(verdict(`62-year-old man. ${report}`), "age");
    assert.equal(verdict("Week 9 of pregnancy: cases notified, deaths and doses discussed."), "words");
  });

  test("an audit's standard, method and results make it a document for everyone", () => {
    const audit = `Antibiotic prescribing audit, Ward 7
Standard: every prescription states an indication.
Method: 50 charts in March 2024.
Results: 41 of 50 met the standard.`;
    assert.equal(verdict(audit), "public");
    assertUntouched(engine, audit, "March 2024");
    // An operation note's findings stay a note (no word of an audit's layout in it).
    assert.equal(verdict("operation note\nprocedure: laparoscopy\nfindings: normal appendix"), "words");
  });

  test("a short note without those words is never public", () => {
    const note = "Seen at Ibadan clinic 12/03/2024 with daughter Ada. Plan: review 2 weeks.";
    assert.equal(verdict(note), "words");
    assertFound(engine, note, "12/03/2024", ["DATE"]);
  });

  test("the verdict reads each token once: linear in the text", () => {
    assert.equal(verdict("guideline policy you ".repeat(20_000)), "public");
  });
});
