import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { DeidError } from "../../errors.ts";
import { DEFAULT_POLICY } from "../../policy/policies.ts";
import { deidentifyFhir, reidentifyFhir } from "../../structured/fhir/deidentify-fhir.ts";
import { FhirResourceError } from "../../structured/fhir/fhir-parts.ts";
import { principalOf } from "../plugins/authenticate.ts";
import { AUTH_ERRORS, BODY_ERRORS, ErrorRef } from "../schemas/common.ts";
import {
  FhirDeidentifyBody,
  FhirDeidentifyResponse,
  FhirReidentifyBody,
  FhirReidentifyResponse,
} from "../schemas/fhir.ts";

const asApiError = (error: unknown): unknown =>
  error instanceof FhirResourceError ? new DeidError("invalid_resource", error.message) : error;

/** POST /fhir/deidentify and /fhir/reidentify: a FHIR R4 resource or a Bundle of up to DEID_MAX_BATCH_ITEMS. */
export function fhirRoutes(ctx: AppContext, bodyLimit: number) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const limits = {
      maxResources: ctx.config.maxBatchItems,
      concurrency: Math.max(2, ctx.config.workers * 2),
    };

    app.post(
      "/fhir/deidentify",
      {
        bodyLimit,
        config: { access: ["deidentify"] },
        schema: {
          tags: ["fhir"],
          operationId: "deidentifyFhir",
          summary: "De-identify a FHIR R4 resource or Bundle",
          body: FhirDeidentifyBody,
          response: { 200: FhirDeidentifyResponse, ...AUTH_ERRORS, ...BODY_ERRORS, 409: ErrorRef },
        },
      },
      async (request) => {
        const started = performance.now();
        const policy = request.body.policy ?? DEFAULT_POLICY;
        try {
          const out = await deidentifyFhir(ctx.deps, request.body.resource, {
            tenant: principalOf(request).tenant,
            policy,
            maxTextBytes: ctx.config.maxTextBytes,
            ...limits,
          });
          for (const document of out.documents) ctx.metrics.observeDocument(policy, document.phi_types);
          return { ...out, processing_time_ms: Math.round((performance.now() - started) * 1000) / 1000 };
        } catch (error) {
          throw asApiError(error);
        }
      },
    );

    app.post(
      "/fhir/reidentify",
      {
        bodyLimit,
        config: { access: ["reidentify"] },
        schema: {
          tags: ["fhir"],
          operationId: "reidentifyFhir",
          summary: "Restore a FHIR resource or Bundle de-identified by this service",
          body: FhirReidentifyBody,
          response: { 200: FhirReidentifyResponse, ...AUTH_ERRORS, ...BODY_ERRORS, 404: ErrorRef },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        try {
          return await reidentifyFhir(ctx.deps, request.body.resource, {
            tenant: principal.tenant,
            keyId: principal.keyId,
            reason: request.body.reason,
            ...limits,
          });
        } catch (error) {
          throw asApiError(error);
        }
      },
    );
  };
}
