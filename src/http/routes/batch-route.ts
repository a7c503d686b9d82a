import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Compile } from "typebox/compile";
import type { AppContext } from "../../context.ts";
import { DeidError } from "../../errors.ts";
import { DEFAULT_POLICY } from "../../policy/policies.ts";
import { checkLocale } from "../../pseudonymise/date-locale.ts";
import { type DeidentifyOutput, deidentifyDocument } from "../../service/deidentify-document.ts";
import { checkKnownPhi, knownPhiBytes } from "../../service/known-phi.ts";
import { mapBounded } from "../../service/map-bounded.ts";
import { principalOf } from "../plugins/authenticate.ts";
import { AUTH_ERRORS, BODY_ERRORS } from "../schemas/common.ts";
import { BatchBody, BatchItem, BatchResponse } from "../schemas/documents.ts";
import { checkNotEmpty } from "./empty-text.ts";
import { checkTextSize } from "./text-limit.ts";

const itemValidator = Compile(BatchItem);

type ItemResult =
  | ({ index: number } & DeidentifyOutput)
  | { index: number; error: { code: string; message: string } };

/** POST /batch/deidentify: one result per item, in order; one bad item never fails the others. */
export function batchRoute(ctx: AppContext, batchBodyLimit: number) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const { maxBatchItems, maxBatchBytes, maxTextBytes, workers } = ctx.config;

    app.post(
      "/batch/deidentify",
      {
        bodyLimit: batchBodyLimit,
        config: { access: ["deidentify"] },
        schema: {
          tags: ["documents"],
          operationId: "deidentifyBatch",
          summary: "De-identify many texts",
          body: BatchBody,
          response: { 200: BatchResponse, ...AUTH_ERRORS, ...BODY_ERRORS },
        },
      },
      async (request) => {
        const started = performance.now();
        const { texts } = request.body;
        // The batch's own list applies to every item, with the item's list.
        const batchKnown = checkKnownPhi(request.body.known_phi ?? []);
        const batchKnownBytes = knownPhiBytes(batchKnown);
        if (texts.length > maxBatchItems) {
          throw new DeidError(
            "payload_too_large",
            `a batch holds at most ${maxBatchItems} items (DEID_MAX_BATCH_ITEMS)`,
          );
        }
        let total = batchKnownBytes;
        for (const item of texts) {
          const { text, known_phi } = (item ?? {}) as { text?: unknown; known_phi?: unknown };
          if (typeof text === "string") total += Buffer.byteLength(text, "utf8");
          if (Array.isArray(known_phi)) total += knownPhiBytes(known_phi);
        }
        if (total > maxBatchBytes) {
          throw new DeidError(
            "payload_too_large",
            `a batch's texts and known_phi values total at most ${maxBatchBytes} bytes (DEID_MAX_BATCH_BYTES)`,
          );
        }
        const tenant = principalOf(request).tenant;
        // Enough in flight to keep every worker busy without flooding the shared queue.
        const results = await mapBounded(texts, workers * 4, async (item, index): Promise<ItemResult> => {
          try {
            if (!itemValidator.Check(item)) {
              const first = itemValidator.Errors(item)[0];
              const where = first?.instancePath ? ` at ${first.instancePath}` : "";
              throw new DeidError(
                "invalid_request",
                `item ${index} is invalid${where}: ${first?.message ?? "bad item"}`,
              );
            }
            checkNotEmpty(item.text);
            const itemKnown = checkKnownPhi(item.known_phi ?? [], `/texts/${index}/known_phi`);
            checkTextSize(item.text, maxTextBytes, "/text", batchKnownBytes + knownPhiBytes(itemKnown));
            const policy = item.policy ?? DEFAULT_POLICY;
            const { result, created } = await deidentifyDocument(ctx.deps, {
              tenant,
              text: item.text,
              policy,
              subjectId: item.subject_id,
              documentId: item.document_id,
              knownPhi: [...batchKnown, ...itemKnown],
              locale:
                item.locale === undefined ? undefined : checkLocale(item.locale, `/texts/${index}/locale`),
            });
            if (created) ctx.metrics.observeDocument(policy, result.phi_types);
            return { index, ...result };
          } catch (error) {
            if (!(error instanceof DeidError) || error.status >= 500)
              request.log.error({ err: error }, "batch item failed");
            const code = error instanceof DeidError ? error.code : "internal_error";
            const message = error instanceof DeidError ? error.message : "an internal error occurred";
            return { index, error: { code, message } };
          }
        });
        const failed = results.filter((r) => "error" in r).length;
        return {
          results,
          summary: { total: results.length, succeeded: results.length - failed, failed },
          processing_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
        };
      },
    );
  };
}
