// A client written against types generated from the live /openapi.json (openapi-typescript), calling
// every operation through openapi-fetch. test/api-typed-client.test.ts generates `./api.ts` next to
// a copy of this file, type-checks both with the project's compiler, runs this program against a
// live server and validates every answer it prints against the document's schema for its status.
// Not part of the project's own type-check (the types exist only while the test runs).
import createClient from "openapi-fetch";
import type { paths } from "./api.ts";

const baseUrl = process.env.BASE_URL;
const key = process.env.API_KEY;
if (!baseUrl || !key) throw new Error("BASE_URL and API_KEY are required");

const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });
const calls: { operationId: string; status: number; contentType: string; body: unknown }[] = [];

async function record(
  operationId: string,
  result: { data?: unknown; error?: unknown; response: Response },
): Promise<void> {
  calls.push({
    operationId,
    status: result.response.status,
    contentType: (result.response.headers.get("content-type") ?? "").split(";")[0]!,
    body: result.data ?? result.error ?? null,
  });
}

const note = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142. MRN 4471923.";

await record("getIndex", await client.GET("/api/v1"));
await record("getHealth", await client.GET("/health"));
await record("getMetrics", await client.GET("/metrics", { parseAs: "text" }));
await record("listPolicies", await client.GET("/api/v1/policies"));

const deid = await client.POST("/api/v1/deidentify", {
  body: { text: note, policy: "surrogate", subject_id: "typed-client-1", document_id: "typed-client-doc" },
});
await record("deidentify", deid);
if (!deid.data) throw new Error(`deidentify answered ${deid.response.status}`);
// Typed fields: a schema that renamed or retyped these would not compile.
const documentId: string = deid.data.document_id;
const found: number = deid.data.phi_found;
const counts: Record<string, number> = deid.data.phi_types;
if (found < 1 || Object.keys(counts).length === 0) throw new Error("nothing found");

const inspected = await client.POST("/api/v1/inspect", { body: { text: note, explain: true } });
await record("inspect", inspected);
const firstType: string | undefined = inspected.data?.entities[0]?.type;
if (!firstType) throw new Error("inspect found nothing");

const restored = await client.POST("/api/v1/reidentify", {
  body: { text: deid.data.text, document_id: documentId, reason: "typed client test" },
});
await record("reidentify", restored);
if (restored.data?.text !== note) throw new Error("re-identification did not restore the note");

await record(
  "deidentifyBatch",
  await client.POST("/api/v1/batch/deidentify", {
    body: { texts: [{ text: note }, { text: "Pt Jane Roe." }] },
  }),
);
await record("getReceiptPublicKey", await client.GET("/api/v1/receipts/public-key", { parseAs: "text" }));
await record("getReceiptCheckpoint", await client.GET("/api/v1/receipts/checkpoint", { parseAs: "text" }));
await record(
  "getCheckpointConsistency",
  await client.GET("/api/v1/receipts/checkpoint/consistency", { params: { query: { from: "1" } } }),
);
await record(
  "getReceipt",
  await client.GET("/api/v1/receipts/{document_id}", { params: { path: { document_id: documentId } } }),
);
await record(
  "verifyReceipt",
  await client.GET("/api/v1/receipts/{document_id}/verify", {
    params: { path: { document_id: documentId } },
  }),
);
await record(
  "getDocumentAudit",
  await client.GET("/api/v1/documents/{document_id}/audit", {
    params: { path: { document_id: documentId } },
  }),
);
await record(
  "listAuditEvents",
  await client.GET("/api/v1/audit/events", { params: { query: { limit: "5" } } }),
);
await record(
  "addTenantListValues",
  await client.POST("/api/v1/tenant/lists/{list}", {
    params: { path: { list: "deny" } },
    body: { entries: [{ type: "NAME", value: "Zebulon Quartermaine" }] },
  }),
);
await record(
  "getTenantList",
  await client.GET("/api/v1/tenant/lists/{list}", { params: { path: { list: "deny" } } }),
);
await record(
  "removeTenantListValues",
  await client.DELETE("/api/v1/tenant/lists/{list}", {
    params: { path: { list: "deny" } },
    body: { entries: [{ type: "NAME", value: "Zebulon Quartermaine" }] },
  }),
);

process.stdout.write(JSON.stringify(calls));
