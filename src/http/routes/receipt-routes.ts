import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { AppContext } from "../../context.ts";
import { DeidError } from "../../errors.ts";
import { deidentifyEntryOf } from "../../service/audit-adapter.ts";
import { documentAudit } from "../../service/document-audit.ts";
import { withBindingsChecked } from "../../service/document-bindings.ts";
import { isValidDocumentId } from "../../service/document-id.ts";
import { loadDocumentRecord } from "../../service/document-record.ts";
import { MAX_PATH_PARAM_LENGTH } from "../max-path-param-length.ts";
import { principalOf } from "../plugins/authenticate.ts";
import { AUTH_ERRORS, PATH_ID_ERRORS, plainText } from "../schemas/common.ts";
import { AuditTrailSchema, ReceiptSchema, VerifyResultSchema } from "../schemas/receipts.ts";
import { pageLimit } from "./page-limit.ts";
import { requireHealthyLog } from "./require-healthy-log.ts";

// Any routable segment reaches the handler, which answers 404 for an id that cannot exist.
const Params = Type.Object({ document_id: Type.String({ maxLength: MAX_PATH_PARAM_LENGTH }) });

function documentIdOf(raw: string): string {
  if (!isValidDocumentId(raw)) throw new DeidError("not_found", "no such document");
  return raw;
}

const DocumentAuditQuery = Type.Object(
  {
    cursor: Type.Optional(
      Type.String({ maxLength: 32, description: "next_cursor of the previous page (opaque)" }),
    ),
    limit: Type.Optional(
      Type.String({ pattern: "^[0-9]{1,4}$", description: "1–1000 re-identifications a page (default 100)" }),
    ),
  },
  { additionalProperties: false },
);

/** Receipts, their verification, the log's public key and checkpoint, and a document's audit trail. */
export function receiptRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const access = { access: ["receipts"] as const };

    app.get(
      "/receipts/public-key",
      {
        config: { access: "any" },
        schema: {
          tags: ["receipts"],
          operationId: "getReceiptPublicKey",
          summary: "The log's verification key (C2SP note-verifier format)",
          response: {
            200: plainText("One verifier key a line, the current signing key first."),
            ...AUTH_ERRORS,
          },
        },
      },
      // One key a line: the current signing key first, then keys it replaced (for older receipts).
      async (_request, reply) =>
        reply.type("text/plain; charset=utf-8").send(`${ctx.receiptVerifierKeys.join("\n")}\n`),
    );

    app.get(
      "/receipts/checkpoint",
      {
        config: { access: "any" },
        schema: {
          tags: ["receipts"],
          operationId: "getReceiptCheckpoint",
          summary: "The latest signed checkpoint (C2SP signed note)",
          response: { 200: plainText("The checkpoint as a C2SP signed note."), ...AUTH_ERRORS },
        },
      },
      async (_request, reply) => {
        await requireHealthyLog(ctx);
        await ctx.audit.integrate();
        return reply.type("text/plain; charset=utf-8").send(await ctx.audit.latestCheckpoint());
      },
    );

    app.get(
      "/receipts/checkpoint/consistency",
      {
        config: { access: "any" },
        schema: {
          tags: ["receipts"],
          operationId: "getCheckpointConsistency",
          summary: "The latest checkpoint and a consistency proof to it from an older tree size",
          querystring: Type.Object(
            {
              from: Type.String({
                pattern: "^[0-9]{1,15}$",
                description: "the older checkpoint's tree size",
              }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({
              from: Type.Integer(),
              checkpoint: Type.String({ description: "C2SP signed note of the latest checkpoint" }),
              proof: Type.Array(Type.String(), { description: "RFC 6962 consistency proof, base64 hashes" }),
            }),
            ...AUTH_ERRORS,
          },
        },
      },
      async (request) => {
        const outcome = await ctx.audit.consistency(Number(request.query.from));
        if (outcome.ok) return outcome.value;
        if (outcome.problem === "too_large") {
          // A holder's checkpoint larger than the log: the log was rolled back (or is another log).
          throw new DeidError("invalid_request", "from is larger than the log's latest checkpoint", {
            details: [{ path: "/from", message: "larger than the latest tree size" }],
          });
        }
        throw new Error(`consistency proof unavailable: ${outcome.problem}`);
      },
    );

    app.get(
      "/receipts/:document_id",
      {
        config: access,
        schema: {
          tags: ["receipts"],
          operationId: "getReceipt",
          summary: "A document's signed receipt",
          params: Params,
          response: {
            200: ReceiptSchema,
            ...AUTH_ERRORS,
            ...PATH_ID_ERRORS,
          },
        },
      },
      async (request) => {
        await requireHealthyLog(ctx);
        const receipt = await ctx.audit.receipt(
          principalOf(request).tenant,
          documentIdOf(request.params.document_id),
        );
        if (!receipt) throw new DeidError("not_found", "no such document");
        return receipt;
      },
    );

    app.get(
      "/receipts/:document_id/verify",
      {
        config: access,
        schema: {
          tags: ["receipts"],
          operationId: "verifyReceipt",
          summary: "Verify a document's receipt against storage and the latest checkpoint",
          params: Params,
          response: {
            200: VerifyResultSchema,
            ...AUTH_ERRORS,
            ...PATH_ID_ERRORS,
          },
        },
      },
      async (request) => {
        const tenant = principalOf(request).tenant;
        const documentId = documentIdOf(request.params.document_id);
        const stored = await loadDocumentRecord(ctx.db, ctx.deps.cipher, tenant, documentId);
        // A deleted, edited or swapped vault row or token map no longer matches the entry.
        const record = stored && (await withBindingsChecked(ctx.db, stored));
        let expected: ReturnType<typeof deidentifyEntryOf> | undefined;
        try {
          expected = record ? deidentifyEntryOf(record) : undefined;
        } catch {
          expected = undefined; // a row too damaged to rebuild an entry from
        }
        await requireHealthyLog(ctx);
        const result = await ctx.audit.verify(tenant, documentId, expected);
        if (!result) throw new DeidError("not_found", "no such document");
        return result;
      },
    );

    app.get(
      "/documents/:document_id/audit",
      {
        config: { access: ["receipts", "admin"] },
        schema: {
          tags: ["receipts"],
          operationId: "getDocumentAudit",
          summary: "A document's events, each proved included in the latest signed checkpoint",
          params: Params,
          querystring: DocumentAuditQuery,
          response: {
            200: AuditTrailSchema,
            ...AUTH_ERRORS,
            ...PATH_ID_ERRORS,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // Reasons may hold PHI: only admin keys read them (decrypted and checked against the log).
        return documentAudit(
          ctx.audit,
          ctx.db.reads ?? ctx.db,
          ctx.deps,
          principal.tenant,
          documentIdOf(request.params.document_id),
          principal.scopes.has("admin"),
          { cursor: request.query.cursor, limit: pageLimit(request.query.limit) },
        );
      },
    );
  };
}
