import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { DeidError } from "../../errors.ts";
import { newRequestId } from "../request-id.ts";

function deidErrorOf(code: string | undefined): DeidError {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT")
    return new DeidError("request_timeout", "the request's headers or body did not arrive in time");
  if (code === "HPE_HEADER_OVERFLOW")
    return new DeidError("headers_too_large", "the request headers are larger than the server accepts");
  return new DeidError("invalid_request", "the request is not valid HTTP/1.1");
}

/**
 * Errors Node's HTTP parser and timers raise before a request reaches Fastify (a slow request, a
 * malformed one, oversized headers): answered from the catalogue, then the connection is closed.
 * Fastify's default answer has no request_id, no `Cache-Control: no-store`, and differs in shape.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const deid = deidErrorOf(error.code);
  const requestId = newRequestId();
  this.log.info({ request_id: requestId, code: error.code }, `connection refused: ${deid.code}`);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    error: { code: deid.code, message: deid.message, details: [] },
    request_id: requestId,
  });
  socket.end(
    `HTTP/1.1 ${deid.status} ${STATUS_CODES[deid.status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Cache-Control: no-store\r\n" +
      `X-Request-Id: ${requestId}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
  // A client that never reads cannot hold the socket open.
  setTimeout(() => socket.destroy(), 1000).unref();
}
