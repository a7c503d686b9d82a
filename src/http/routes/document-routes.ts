import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { DEFAULT_POLICY } from "../../policy/policies.ts";
import { checkLocale } from "../../pseudonymise/date-locale.ts";
import { deidentifyDocument } from "../../service/deidentify-document.ts";
import { inspectText } from "../../service/inspect-text.ts";
import { checkKnownPhi, knownPhiBytes } from "../../service/known-phi.ts";
import { reidentifyDocument } from "../../service/reidentify-document.ts";
import { principalOf } from "../plugins/authenticate.ts";
import { AUTH_ERRORS, BODY_ERRORS, ErrorRef } from "../schemas/common.ts";
import {
  DeidentifyBody,
  DeidentifyResponse,
  InspectBody,
  InspectResponse,
  ReidentifyBody,
  ReidentifyResponse,
} from "../schemas/documents.ts";
import { checkNotEmpty } from "./empty-text.ts";
import { checkTextSize } from "./text-limit.ts";

/** POST /deidentify, /inspect and /reidentify: one document each. */
export function documentRoutes(ctx: AppContext, singleBodyLimit: number) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const { maxTextBytes } = ctx.config;

    app.post(
      "/deidentify",
      {
        bodyLimit: singleBodyLimit,
        config: { access: ["deidentify"] },
        schema: {
          tags: ["documents"],
          operationId: "deidentify",
          summary: "De-identify one text",
          body: DeidentifyBody,
          response: { 200: DeidentifyResponse, ...AUTH_ERRORS, ...BODY_ERRORS, 409: ErrorRef },
        },
      },
      async (request, reply) => {
        const { text, policy, subject_id, document_id, known_phi, locale } = request.body;
        checkNotEmpty(text);
        checkTextSize(text, maxTextBytes, "/text", knownPhiBytes(known_phi));
        const chosen = policy ?? DEFAULT_POLICY;
        const { result, json, created } = await deidentifyDocument(ctx.deps, {
          tenant: principalOf(request).tenant,
          text,
          policy: chosen,
          subjectId: subject_id,
          documentId: document_id,
          knownPhi: checkKnownPhi(known_phi ?? []),
          locale: locale === undefined ? undefined : checkLocale(locale),
        });
        if (created) ctx.metrics.observeDocument(chosen, result.phi_types);
        // The result's JSON as stored (the schema's fields, in its order): sent as it is, not
        // serialised a second time (a JSON string with a JSON type skips the serializer).
        return reply.type("application/json; charset=utf-8").send(json);
      },
    );

    app.post(
      "/inspect",
      {
        bodyLimit: singleBodyLimit,
        config: { access: ["inspect"] },
        schema: {
          tags: ["documents"],
          operationId: "inspect",
          summary: "Find PHI without changing the text",
          body: InspectBody,
          response: { 200: InspectResponse, ...AUTH_ERRORS, ...BODY_ERRORS },
        },
      },
      async (request) => {
        const { text, offset_encoding, explain, known_phi } = request.body;
        checkTextSize(text, maxTextBytes, "/text", knownPhiBytes(known_phi));
        return inspectText(ctx.deps.detect, text, offset_encoding ?? "codepoint", explain === true, {
          values: checkKnownPhi(known_phi ?? []),
          ...(ctx.deps.knownValues ? { options: ctx.deps.knownValues } : {}),
          lists: ctx.deps.tenantLists?.matchers(principalOf(request).tenant),
          largeTexts: ctx.deps.largeTexts,
        });
      },
    );

    app.post(
      "/reidentify",
      {
        bodyLimit: singleBodyLimit,
        config: { access: ["reidentify"] },
        schema: {
          tags: ["documents"],
          operationId: "reidentify",
          summary: "Restore the original values of a de-identified text's tokens",
          body: ReidentifyBody,
          response: { 200: ReidentifyResponse, ...AUTH_ERRORS, ...BODY_ERRORS, 404: ErrorRef, 409: ErrorRef },
        },
      },
      async (request) => {
        checkTextSize(request.body.text, maxTextBytes);
        const principal = principalOf(request);
        const result = await reidentifyDocument(ctx.deps, {
          tenant: principal.tenant,
          keyId: principal.keyId,
          documentId: request.body.document_id,
          text: request.body.text,
          reason: request.body.reason,
        });
        ctx.metrics.observeReidentification(result.tokens_replaced);
        return result;
      },
    );
  };
}
