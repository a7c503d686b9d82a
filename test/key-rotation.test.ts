import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { buildApp } from "../src/app.ts";
import { verifyReceipt } from "../src/audit/verify-receipt.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { createTestStorage, testDialects } from "../src/storage/test-storage.ts";
import { LOCAL_KEY, testConfig } from "./helpers/test-app.ts";

const OLD = new Uint8Array(32).fill(11);
const NEW = new Uint8Array(32).fill(22);
const NOTE = "Dr. Alice Moreno saw the patient on 7/22/2019.";
const auth = { authorization: `Bearer ${LOCAL_KEY}`, "content-type": "application/json" };

for (const dialect of testDialects()) {
  describe(`master key rotation on ${dialect}`, () => {
    test("keeps old documents readable, tokens joinable, retries idempotent and receipts verifiable", async () => {
      const storage = await createTestStorage(dialect);
      const open = async (masterKey: Uint8Array, previousMasterKeys: Uint8Array[]) => {
        const config = testConfig(storage, { masterKey, previousMasterKeys });
        const ctx = await createContext(config, { logger: createLogger("silent") });
        const app = await buildApp(ctx);
        const call = async (method: "GET" | "POST", url: string, body?: object) => {
          const res = await app.inject({
            method,
            url,
            headers: auth,
            ...(body ? { payload: JSON.stringify(body) } : {}),
          });
          return { status: res.statusCode, body: res.body, json: () => res.json() };
        };
        return {
          ctx,
          call,
          close: async () => {
            await app.close();
            await ctx.close();
          },
        };
      };
      try {
        const before = await open(OLD, []);
        const first = (
          await before.call("POST", "/api/v1/deidentify", {
            text: NOTE,
            subject_id: "s-1",
            document_id: "rot-1",
          })
        ).json();
        const oldReceipt = (await before.call("GET", "/api/v1/receipts/rot-1")).json();
        const oldKey = (await before.call("GET", "/api/v1/receipts/public-key")).body.trim();
        await before.close();

        const after = await open(NEW, [OLD]);
        try {
          const keys = (await after.call("GET", "/api/v1/receipts/public-key")).body.trim().split("\n");
          assert.equal(keys.length, 2);
          assert.equal(keys[1], oldKey);
          assert.notEqual(keys[0], oldKey);

          const back = (
            await after.call("POST", "/api/v1/reidentify", { text: first.text, document_id: "rot-1" })
          ).json();
          assert.equal(back.text, NOTE);

          const retry = await after.call("POST", "/api/v1/deidentify", {
            text: NOTE,
            subject_id: "s-1",
            document_id: "rot-1",
          });
          assert.equal(retry.status, 200);
          assert.equal(retry.json().text, first.text);

          const second = (
            await after.call("POST", "/api/v1/deidentify", {
              text: NOTE,
              subject_id: "s-1",
              document_id: "rot-2",
            })
          ).json();
          assert.equal(
            second.text,
            first.text,
            "the same subject's values keep their tokens across rotation",
          );

          for (const id of ["rot-1", "rot-2"]) {
            const result = (await after.call("GET", `/api/v1/receipts/${id}/verify`)).json();
            assert.equal(result.valid, true, `${id}: ${JSON.stringify(result)}`);
          }
          assert.equal(verifyReceipt(oldReceipt, keys).valid, true);
          const newReceipt = (await after.call("GET", "/api/v1/receipts/rot-2")).json();
          assert.equal(verifyReceipt(newReceipt, keys).valid, true);
          assert.equal(verifyReceipt(newReceipt, [oldKey]).valid, false);
        } finally {
          await after.close();
        }
      } finally {
        await storage.drop();
      }
    });
  });
}
