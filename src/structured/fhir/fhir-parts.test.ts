import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { collectParts, patientReference, splitXhtml } from "./fhir-parts.ts";

const summary = (resource: Record<string, unknown>) =>
  collectParts(resource).map((p) => `${p.kind}${"type" in p ? `:${p.type}` : ""} /${p.path.join("/")}`);

describe("the parts of a FHIR resource", () => {
  it("types values by the datatype that holds them and keeps codes, systems and statuses", () => {
    const patient = {
      resourceType: "Patient",
      id: "p1",
      meta: { lastUpdated: "2021-03-04T10:00:00Z", versionId: "3" },
      identifier: [{ type: { coding: [{ code: "MR" }] }, system: "urn:x", value: "123" }],
      name: [{ use: "official", family: "Roe", given: ["Jane"], prefix: ["Dr"] }],
      telecom: [{ system: "email", value: "j@example.org" }],
      gender: "female",
      birthDate: "1957-06-14",
      address: [{ line: ["1 Elm St"], city: "Boston", state: "MA" }],
      extension: [
        { url: "http://hl7.org/fhir/StructureDefinition/patient-birthPlace", valueAddress: { city: "Cork" } },
      ],
      generalPractitioner: [{ reference: "Practitioner/9", display: "Dr. Who" }],
    };
    assert.deepEqual(summary(patient), [
      "patient /id",
      "date /meta/lastUpdated",
      "phi:MRN /identifier/0/value",
      "phi:NAME /name/0/family",
      "phi:NAME /name/0/given/0",
      "phi:EMAIL /telecom/0/value",
      "date /birthDate",
      "phi:STREET_ADDRESS /address/0/line/0",
      "phi:CITY /address/0/city",
      "phi:STATE /address/0/state",
      "phi:CITY /extension/0/valueAddress/city",
      "text /generalPractitioner/0/display",
    ]);
  });

  it("reads narrative text nodes between tags, Patient references and free-text keys", () => {
    assert.deepEqual(splitXhtml('<div xmlns="x">Jane <b>Roe</b></div>'), [
      "",
      '<div xmlns="x">',
      "Jane ",
      "<b>",
      "Roe",
      "</b>",
      "",
      "</div>",
      "",
    ]);
    assert.deepEqual(patientReference("https://h.example/fhir/Patient/abc-1/_history/2"), {
      before: "https://h.example/fhir/Patient/",
      id: "abc-1",
      after: "/_history/2",
    });
    assert.equal(patientReference("Practitioner/1"), undefined);
    const obs = {
      resourceType: "Observation",
      status: "final",
      subject: { reference: "Patient/p1" },
      text: { status: "generated", div: '<div xmlns="x">Jane <b>Roe</b></div>' },
      note: [{ text: "Seen by Jane.", time: "2021-03-04" }],
      effectiveDateTime: "2021",
    };
    assert.deepEqual(summary(obs), [
      "patient /subject/reference",
      "xhtml /text/div",
      "xhtml /text/div",
      "text /note/0/text",
      "date /note/0/time",
    ]);
  });
});
