/**
 * The error catalogue (PRODUCT.md §3): every code the API can answer with, its HTTP status and
 * when it is used. docs/errors.md lists the same table; a test fails when they disagree.
 */
export const ERROR_CATALOGUE = {
  invalid_request: {
    status: 400,
    when: "Malformed JSON, a missing or mistyped field, an unknown field, an unknown policy, a malformed document_id or subject_id, a text with a lone surrogate, or a missing reason where one is required.",
  },
  invalid_encoding: {
    status: 400,
    when: "A JSON body that is not valid UTF-8 (bytes are never replaced silently).",
  },
  empty_text: {
    status: 400,
    when: "A de-identification `text` (single or batch item) that is empty or only white space: nothing is stored and nothing is logged.",
  },
  invalid_resource: {
    status: 400,
    when: "A FHIR body that is not a resource or Bundle this service can de-identify or restore: no `resourceType`, an attachment that is not UTF-8 text in base64, a typed value (name, identifier, date…) that would not be replaced whole, or a resource without its de-identification tag. The message names the element (a JSON pointer), never its value.",
  },
  unauthorized: {
    status: 401,
    when: "No API key, or an unknown or revoked key. The response carries `WWW-Authenticate: Bearer`.",
  },
  forbidden: { status: 403, when: "The key lacks the scope this route needs." },
  not_found: {
    status: 404,
    when: "An unknown route, or a document_id that does not exist for the key's tenant (a document of another tenant is also not found).",
  },
  method_not_allowed: {
    status: 405,
    when: "A known path asked with a method it does not serve. The response carries `Allow`.",
  },
  request_timeout: {
    status: 408,
    when: "The request's headers or body did not arrive in time (`DEID_HEADERS_TIMEOUT_MS`, `DEID_REQUEST_TIMEOUT_MS`); the connection is closed.",
  },
  conflict: {
    status: 409,
    when: "A caller-supplied document_id reused with a different text, policy or subject.",
  },
  integrity_failure: {
    status: 409,
    when: "Stored data the request needs fails its integrity check (a vault value or token map edited, swapped or moved; an API key or tenant list row written, edited, moved or deleted without the master key, or contradicted by the audit log); nothing is returned. `clinical-deid audit verify` names the failing check.",
  },
  payload_too_large: {
    status: 413,
    when: "A body, text, batch item count or batch total over its limit; the message names the limit.",
  },
  uri_too_long: {
    status: 414,
    when: "A path segment longer than any identifier the API accepts.",
  },
  unsupported_media_type: {
    status: 415,
    when: "A request body that is not `application/json`.",
  },
  unsupported_charset: {
    status: 415,
    when: "A JSON body that declares a charset other than UTF-8.",
  },
  rate_limited: {
    status: 429,
    when: "The key is over its request rate, or a client address sent too many requests without a valid key. `Retry-After` says when to try again.",
  },
  headers_too_large: {
    status: 431,
    when: "Request headers larger than the server accepts; the connection is closed.",
  },
  internal_error: { status: 500, when: "A bug. The message never echoes internals or input text." },
  audit_log_unavailable: {
    status: 503,
    when: "The audit log cannot be verified or signed (its newest checkpoint's signature, its tree, a rollback or fork against the checkpoint this service signed, or its checkpoint memory); the message names the failing check, as `/health` does. Receipts, their verification and the checkpoint are not served from such a log; de-identification goes on and its entries wait in the queue. `Retry-After` is set.",
  },
  unavailable: {
    status: 503,
    when: "Storage is unreachable, the service is shedding load, or a worker thread stopped while processing the text (it is replaced; nothing was stored). `Retry-After` says when to try again.",
  },
} as const satisfies Record<string, { status: number; when: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorDetail {
  readonly path?: string;
  readonly message: string;
}

/** An error the API reports as itself. Messages must never contain request text or PHI. */
export class DeidError extends Error {
  override readonly name = "DeidError";
  readonly code: ErrorCode;
  readonly details: readonly ErrorDetail[];
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: readonly ErrorDetail[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}
