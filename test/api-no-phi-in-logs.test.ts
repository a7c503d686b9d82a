import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post } from "./helpers/test-app.ts";

const PHI = [
  "Zebulon",
  "Quackenbush",
  "4471923",
  "617-555-0142",
  "zeb.q@example.org",
  "078-05-1120",
  "subject-zq-77",
  "Kwame Oyelaran-Fitch",
];
// A value the caller lists as known PHI; nothing else in the requests holds it.
const KNOWN_PHI = [{ type: "PATIENT_NAME", value: "Kwame Oyelaran-Fitch" }];
const NOTE =
  "Patient Zebulon Quackenbush, MRN: 4471923, seen 7/22/2019. Call 617-555-0142 or zeb.q@example.org. SSN 078-05-1120.";

for (const dialect of testDialects()) {
  describe(`logs on ${dialect}`, () => {
    test("carry none of a note's PHI at the most verbose level, through every endpoint", async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const t = await createTestApp(dialect, { logLevel: "trace" }, sink);
      try {
        const d = await post(t, "/api/v1/deidentify", {
          text: NOTE,
          subject_id: "subject-zq-77",
          document_id: "logs-1",
        });
        assert.equal(d.status, 200);
        await post(t, "/api/v1/deidentify", {
          text: NOTE,
          subject_id: "subject-zq-77",
          document_id: "logs-1",
        });
        await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "logs-1" }); // 409
        await post(t, "/api/v1/inspect", { text: NOTE });
        await post(t, "/api/v1/tenant/lists/deny", { entries: KNOWN_PHI });
        await post(t, "/api/v1/tenant/lists/allow", { entries: [{ value: "Kwame Oyelaran-Fitch", x: 1 }] });
        await post(t, "/api/v1/inspect", { text: NOTE, known_phi: KNOWN_PHI, explain: true });
        await post(t, "/api/v1/inspect", {
          text: NOTE,
          known_phi: [{ type: "X", value: "Kwame Oyelaran-Fitch" }],
        });
        await post(t, "/api/v1/deidentify", {
          text: NOTE,
          known_phi: KNOWN_PHI,
          subject_id: "subject-zq-77",
        });
        await post(t, "/api/v1/reidentify", { text: d.body.text, document_id: "logs-1", reason: "review" });
        await post(t, "/api/v1/batch/deidentify", {
          known_phi: KNOWN_PHI,
          texts: [
            { text: NOTE },
            { text: NOTE, policy: "bad" },
            { text: 3 },
            { text: NOTE, known_phi: [{}] },
          ],
        });
        const patient = {
          resourceType: "Patient",
          id: "4471923",
          name: [{ family: "Quackenbush", given: ["Zebulon"] }],
          telecom: [{ system: "email", value: "zeb.q@example.org" }],
          text: { status: "generated", div: `<div xmlns="http://www.w3.org/1999/xhtml">${NOTE}</div>` },
        };
        const f = await post(t, "/api/v1/fhir/deidentify", { resource: patient });
        assert.equal(f.status, 200);
        await post(t, "/api/v1/fhir/reidentify", { resource: f.body.resource, reason: "review" });
        await post(t, "/api/v1/fhir/deidentify", {
          resource: { ...patient, photo: [{ contentType: "image/png", data: "AAAA" }] },
        });
        await post(t, "/api/v1/deidentify", { text: NOTE, polcy: "x" });
        await post(t, "/api/v1/deidentify", `{"text": "${NOTE}",`);
        await t.app.inject({ url: "/api/v1/receipts/logs-1", headers: t.auth });
        await t.app.inject({ url: "/api/v1/receipts/logs-1/verify", headers: t.auth });
        await t.app.inject({ url: "/api/v1/documents/logs-1/audit", headers: t.auth });
        await t.app.inject({
          method: "POST",
          url: "/api/v1/inspect",
          headers: { "x-api-key": "wrong", "content-type": "application/json" },
          payload: JSON.stringify({ text: NOTE }),
        });
        await t.app.inject({ url: "/metrics" });
      } finally {
        await t.close();
      }
      const log = lines.join("");
      assert.ok(lines.length > 20, `only ${lines.length} log lines: the test would prove nothing`);
      for (const value of PHI) assert.equal(log.includes(value), false, `log contains ${value}`);
      assert.equal(log.includes("test-local-key"), false, "log contains the API key");
    });
  });
}
