import type { IncomingMessage } from "node:http";
import { randomBytesPooled } from "../crypto/random-pool.ts";

/** A client's `X-Request-Id` is used when it is 1–128 characters of A-Z a-z 0-9 . _ - */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** A fresh request id: `req_` + 24 hex characters from a CSPRNG. */
export function newRequestId(): string {
  return `req_${randomBytesPooled(12).toString("hex")}`;
}

/** The client's `X-Request-Id` when well-formed (so its logs and ours correlate), else a fresh id. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && CLIENT_REQUEST_ID.test(header) ? header : newRequestId();
}
