import { randomBytes } from "node:crypto";

/** A fresh request id: `req_` + 24 hex characters from a CSPRNG. */
export function newRequestId(): string {
  return `req_${randomBytes(12).toString("hex")}`;
}
