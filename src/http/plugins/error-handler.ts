import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CheckpointMemoryError } from "../../audit/checkpoint-memory.ts";
import { AuditLogIntegrityError } from "../../audit/integrate-batch.ts";
import { RowIntegrityError } from "../../crypto/row-integrity-error.ts";
import { DeidError, type ErrorCode, type ErrorDetail } from "../../errors.ts";
import { isConnectionError, StorageUnavailableError } from "../../storage/database.ts";
import { CiphertextIntegrityError } from "../../vault/ciphertext-integrity-error.ts";

export function sendError(reply: FastifyReply, error: DeidError): FastifyReply {
  if (error.code === "unauthorized") reply.header("www-authenticate", 'Bearer realm="clinical-deid"');
  if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
  reply.header("cache-control", "no-store");
  reply.header("x-request-id", reply.request.id);
  return reply.code(error.status).send({
    error: { code: error.code, message: error.message, details: error.details },
    request_id: reply.request.id,
  });
}

function validationError(error: FastifyError): DeidError {
  const details: ErrorDetail[] = (error.validation ?? []).map((v) => {
    const path = v.instancePath || "/";
    const params = v.params as {
      additionalProperty?: string;
      allowedValues?: unknown[];
      missingProperty?: string;
    };
    if (v.keyword === "additionalProperties" && params.additionalProperty) {
      return { path: `${v.instancePath}/${params.additionalProperty}`, message: "unknown field" };
    }
    if (v.keyword === "required" && params.missingProperty) {
      return { path: `${v.instancePath}/${params.missingProperty}`, message: "required field missing" };
    }
    if (params.allowedValues) return { path, message: `must be one of: ${params.allowedValues.join(", ")}` };
    return { path, message: v.message ?? "invalid" };
  });
  const first = details[0];
  const message = first ? `${first.path?.replace(/^\//, "") || "body"}: ${first.message}` : "invalid request";
  return new DeidError("invalid_request", message, { details });
}

/** Turns anything thrown into the catalogue's error shape; 5xx never echo internals or input. */
export function toDeidError(
  error: unknown,
  limits: { bodyLimitBytes: (request: FastifyRequest) => number },
  request: FastifyRequest,
): DeidError {
  if (error instanceof DeidError) return error;
  const e = error as FastifyError;
  if (e.validation) return validationError(e);
  const code: Record<string, [ErrorCode, string]> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: ["unsupported_media_type", "request bodies must be application/json"],
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: ["invalid_request", "Content-Length does not match the body"],
    FST_ERR_CTP_EMPTY_JSON_BODY: ["invalid_request", "the body is empty; send a JSON object"],
    FST_ERR_CTP_INVALID_JSON_BODY: ["invalid_request", "the body is not valid JSON"],
  };
  if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE" || e.statusCode === 413) {
    return new DeidError(
      "payload_too_large",
      `the body is larger than this route's limit of ${limits.bodyLimitBytes(request)} bytes`,
    );
  }
  const known = e.code ? code[e.code] : undefined;
  if (known) return new DeidError(known[0], known[1]);
  if (e instanceof SyntaxError || (e.statusCode === 400 && /JSON/i.test(e.message ?? ""))) {
    return new DeidError("invalid_request", "the body is not valid JSON");
  }
  if (e.statusCode === 415)
    return new DeidError("unsupported_media_type", "request bodies must be application/json");
  if (e.statusCode === 400) return new DeidError("invalid_request", "the request is malformed");
  if (error instanceof CiphertextIntegrityError)
    return new DeidError("integrity_failure", "stored data for this request fails its integrity check");
  if (error instanceof RowIntegrityError)
    return new DeidError(
      "integrity_failure",
      `stored data for this request fails its integrity check (${error.check})`,
    );
  if (error instanceof AuditLogIntegrityError || error instanceof CheckpointMemoryError)
    return new DeidError("audit_log_unavailable", "the audit log cannot be verified or signed; see /health", {
      retryAfterSeconds: 60,
    });
  if (error instanceof StorageUnavailableError || isConnectionError(error))
    return new DeidError("unavailable", "storage is unavailable; retry shortly", { retryAfterSeconds: 5 });
  if (e.statusCode === 503)
    return new DeidError("unavailable", "the service is shutting down", { retryAfterSeconds: 5 });
  return new DeidError(
    "internal_error",
    "an internal error occurred; the request id identifies it in the service log",
  );
}

export function registerErrorHandling(
  app: FastifyInstance,
  bodyLimitBytes: (request: FastifyRequest) => number,
): void {
  app.setErrorHandler((error, request, reply) => {
    const deid = toDeidError(error, { bodyLimitBytes }, request);
    // A failed integrity check means stored data was tampered with: an operator must see it.
    if (deid.status >= 500 || deid.code === "integrity_failure")
      request.log.error({ err: error }, `request failed: ${deid.code}`);
    return sendError(reply, deid);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new DeidError("not_found", "no such route")));
}
