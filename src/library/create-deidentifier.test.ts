import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { createDeidentifier, type DeidentifierStorage } from "./create-deidentifier.ts";

const NOTE = "Pt John Smith seen by Dr. Adams on 7/22/2019, call 617-555-1234.";

test("de-identifies and re-identifies a string in memory, with nothing written to disk", async (t) => {
  const cwdData = join(process.cwd(), ":memory:");
  const deid = await createDeidentifier();
  t.after(() => deid.close());
  const out = await deid.deidentify(NOTE, { subjectId: "p-1" });
  assert.match(
    out.text,
    /^Pt \[NAM_[0-9a-f]{12}\] seen by Dr\. \[NAM_[0-9a-f]{12}\] on \[DAT_[0-9a-f]{12}\]/,
  );
  assert.equal(out.phi_found, 4);
  assert.match(out.document_id, /^doc_/);
  const back = await deid.reidentify(out.text, out.document_id);
  assert.equal(back.text, NOTE);
  assert.equal(existsSync(cwdData), false, "no ':memory:' folder appears");
});

test("applies a policy and known_phi, and inspects without changing the text", async (t) => {
  const deid = await createDeidentifier();
  t.after(() => deid.close());
  const text = "vexbridge, orlaith seen today; orlaith ate well.";
  const known = [{ type: "PATIENT_NAME", value: "Orlaith Vexbridge" }];
  const out = await deid.deidentify(text, { policy: "redact_all", knownPhi: known });
  assert.doesNotMatch(out.text, /orlaith|vexbridge/i);
  const found = await deid.inspect(text, { knownPhi: known });
  assert.ok(found.phi_count >= 2);
  assert.ok(found.entities.every((e) => text.slice(e.start, e.end) === e.text));
  await assert.rejects(deid.deidentify(text, { policy: "nope" as "surrogate" }), /policy must be one of/);
});

describe("a given vault outlives the de-identifier", () => {
  for (const dialect of testDialects()) {
    test(`${dialect}: a second de-identifier on the same storage and key re-identifies`, async (t) => {
      const storage = await createTestStorage(dialect);
      t.after(() => storage.drop());
      const masterKey = randomBytes(32).toString("base64");
      const given: DeidentifierStorage = storage.config.databaseUrl
        ? {
            databaseUrl: storage.config.databaseUrl,
            ...(storage.config.postgresSchema ? { schema: storage.config.postgresSchema } : {}),
          }
        : { dataDir: storage.config.dataDir };
      const first = await createDeidentifier({ storage: given, masterKey });
      const out = await first.deidentify(NOTE, { policy: "surrogate", subjectId: "p-1" });
      await first.close();
      assert.doesNotMatch(out.text, /John Smith|617-555-1234/);
      const second = await createDeidentifier({ storage: given, masterKey });
      try {
        assert.equal((await second.reidentify(out.text, out.document_id)).text, NOTE);
      } finally {
        await second.close();
      }
    });
  }
});
