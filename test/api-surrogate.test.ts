import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

// A note written for this test: names of several origins, a phone, a record number, an e-mail,
// an address and US dates.
const NOTE = [
  "Patient: Okonkwo, Adaeze   MRN: 4471920   DOB: 03/14/1961",
  "Seen by Dr. Priya Raghunathan on 11/02/2021 at Hillview Medical Center, 14 Larkspur Lane, Fairbanks.",
  "Daughter Chidinma Okonkwo (phone 907-555-2291, chidinma.okonkwo@example.org) was updated.",
  "Follow-up with Dr. Raghunathan on 11/16/2021. ADAEZE OKONKWO agreed.",
].join("\n");

/** Every value the engine is expected to replace in NOTE, with the type it has there. */
const ORIGINALS = [
  "Okonkwo",
  "Adaeze",
  "4471920",
  "03/14/1961",
  "Priya",
  "Raghunathan",
  "11/02/2021",
  "Hillview",
  "Larkspur",
  "Chidinma",
  "907-555-2291",
  "chidinma.okonkwo@example.org",
  "11/16/2021",
];

const DAY = 86_400_000;
const US_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const datesIn = (text: string) =>
  [...text.matchAll(US_DATE)].map((m) => Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])));

for (const dialect of testDialects()) {
  describe(`surrogate policy on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("is served by GET /policies as reversible", async () => {
      const res = await t.app.inject({ url: "/api/v1/policies", headers: t.auth });
      const policy = res.json().policies.find((p: { name: string }) => p.name === "surrogate");
      assert.ok(policy, "surrogate policy listed");
      assert.equal(policy.reversible, true);
      assert.equal(policy.actions.DATE, "date_shift");
      assert.equal(policy.actions.PATIENT_NAME, "surrogate");
      assert.equal(policy.actions.AGE, "age_90_plus");
    });

    test("writes a note with none of the original values, dates moved by whole weeks, names of the same shape", async () => {
      const res = await post(t, "/api/v1/deidentify", { text: NOTE, policy: "surrogate", subject_id: "p-1" });
      assert.equal(res.status, 200);
      const out: string = res.body.text;
      for (const original of ORIGINALS) {
        assert.ok(
          !out.toLowerCase().includes(original.toLowerCase()),
          `output still holds an original value`,
        );
      }
      assert.doesNotMatch(
        out,
        /\[[A-Z]{2,3}_[0-9a-f]{12}\]/,
        "no tokens in a surrogate note of readable values",
      );
      assert.match(
        out,
        /^Patient: [A-Z][\p{L}'-]+, [A-Z][\p{L}'-]+ {3}MRN: \d{7} {3}DOB: \d{2}\/\d{2}\/\d{4}$/mu,
      );
      assert.match(out, /\b[A-Z]{2,}[A-Z'-]* [A-Z]{2,}[A-Z'-]* agreed\./u, "an ALL CAPS name stays ALL CAPS");
      const before = datesIn(NOTE);
      const moved = datesIn(out);
      assert.equal(moved.length, before.length);
      const offset = moved[0]! - before[0]!;
      assert.notEqual(offset, 0);
      assert.equal(Math.abs(offset / DAY) % 7, 0, "a whole number of weeks keeps the weekday");
      assert.ok(Math.abs(offset / DAY) <= 365);
      moved.forEach((m, i) => {
        assert.equal(m - before[i]!, offset, "every interval kept");
      });
      // "Okonkwo" is one surrogate wherever it is written, in any case.
      const family = /^Patient: ([\p{L}'-]+),/mu.exec(out)![1]!;
      assert.ok(
        out.includes(`${family.toUpperCase()} agreed`),
        "the ALL CAPS mention gets the same surrogate",
      );
      assert.ok(out.split(family).length >= 3, "the family name keeps one surrogate across the note");

      const back = await post(t, "/api/v1/reidentify", { text: out, document_id: res.body.document_id });
      assert.equal(back.status, 200);
      assert.equal(back.body.text, NOTE);
    });

    test("keeps one offset and one surrogate per value for every document of a subject", async () => {
      const a = await post(t, "/api/v1/deidentify", {
        text: "Dr. Priya Raghunathan saw her on 11/02/2021.",
        policy: "surrogate",
        subject_id: "p-2",
      });
      const b = await post(t, "/api/v1/deidentify", {
        text: "Reviewed 12/07/2021 with DR. PRIYA RAGHUNATHAN.",
        policy: "surrogate",
        subject_id: "p-2",
      });
      const nameA = /^Dr\. (\S+ \S+) saw/u.exec(a.body.text)![1]!;
      assert.ok(b.body.text.includes(`DR. ${nameA.toUpperCase()}.`), "same surrogate, re-cased");
      const [da] = datesIn(a.body.text);
      const [db] = datesIn(b.body.text);
      assert.equal(
        db! - da!,
        Date.UTC(2021, 11, 7) - Date.UTC(2021, 10, 2),
        "interval kept across documents",
      );
    });

    test("restores text a model re-cased and re-spaced", async () => {
      const res = await post(t, "/api/v1/deidentify", {
        text: "Spoke with Chidinma Okonkwo about Adaeze.",
        policy: "surrogate",
        subject_id: "p-3",
      });
      const out: string = res.body.text;
      const name = /^Spoke with (\S+ \S+) about/u.exec(out)![1]!;
      const edited = `Summary: ${name.toUpperCase().replace(" ", "   ")} was informed.`;
      const back = await post(t, "/api/v1/reidentify", { text: edited, document_id: res.body.document_id });
      assert.equal(back.status, 200);
      assert.equal(back.body.text, "Summary: Chidinma Okonkwo was informed.");
    });

    test("draws a fresh offset per document without a subject", async () => {
      const offsets = new Set<number>();
      for (let i = 0; i < 6; i++) {
        const res = await post(t, "/api/v1/deidentify", {
          text: "Admitted 01/10/2020.",
          policy: "surrogate",
        });
        offsets.add(datesIn(res.body.text)[0]! - Date.UTC(2020, 0, 10));
      }
      assert.ok(offsets.size > 1, "offsets are drawn per document");
    });
  });
}
