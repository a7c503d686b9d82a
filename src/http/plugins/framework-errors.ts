import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { DeidError } from "../../errors.ts";
import { sendError } from "./error-handler.ts";

/**
 * Errors the router raises before any route or hook runs: a path that cannot be decoded, or a path
 * segment over `maxParamLength`. Fastify's own bodies quote the decoded path, which can hold a
 * name; these answers come from the catalogue and never echo it.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return sendError(reply, new DeidError("uri_too_long", "a path segment is longer than any identifier"));
  }
  if (error.code === "FST_ERR_BAD_URL") {
    return sendError(reply, new DeidError("invalid_request", "the request path is not validly encoded"));
  }
  return sendError(
    reply,
    new DeidError(
      "internal_error",
      "an internal error occurred; the request id identifies it in the service log",
    ),
  );
}
