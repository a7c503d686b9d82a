import { Type } from "typebox";
import { POLICY_NAMES } from "../../policy/policies.ts";
import { DOCUMENT_ID_PATTERN } from "../../service/document-id.ts";

export const PolicySchema = Type.Enum([...POLICY_NAMES], {
  description: "De-identification policy; safe_harbor when omitted.",
});

export const DocumentIdSchema = Type.String({
  pattern: DOCUMENT_ID_PATTERN,
  maxLength: 128,
  description: "1–128 characters of A-Z a-z 0-9 . _ : -",
});

export const SubjectIdSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  description: "Patient or subject identifier: documents with the same subject_id share tokens.",
});

export const PhiTypesSchema = Type.Record(Type.String(), Type.Integer(), {
  description: "Count of PHI spans changed, by type.",
});

/**
 * The error body. Routes declare errors with `ErrorRef` (or AUTH_ERRORS etc.), which point at the
 * copy registered once as `SharedErrorSchema`; this one carries no $id, so using it inline still
 * builds (it is then only not shared in the OpenAPI document).
 */
export const ErrorSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Array(Type.Object({ path: Type.Optional(Type.String()), message: Type.String() })),
    }),
    request_id: Type.String(),
  },
  { description: "Every error has this shape (docs/errors.md)." },
);

/** The error body under its $id, registered with app.addSchema in app.ts. */
export const SharedErrorSchema = { ...ErrorSchema, $id: "Error" };

/** The shared error body (components/schemas/Error in the OpenAPI document). */
export const ErrorRef = Type.Ref("Error");

/** Statuses any route may answer with: storage down or shutting down (503), a bug (500). */
export const SERVER_ERRORS = { 500: ErrorRef, 503: ErrorRef } as const;

/** Response schemas for the errors every authenticated route may answer with. */
export const AUTH_ERRORS = {
  400: ErrorRef,
  401: ErrorRef,
  403: ErrorRef,
  429: ErrorRef,
  ...SERVER_ERRORS,
} as const;

/** What a route with a JSON body may add: a body over its limit (413), not JSON or not UTF-8 (415). */
export const BODY_ERRORS = { 413: ErrorRef, 415: ErrorRef } as const;

/** What a route with a document_id in its path may add: no such document (404). */
export const PATH_ID_ERRORS = { 404: ErrorRef, 414: ErrorRef } as const;

/** A 200 answered as plain text rather than JSON. */
export function plainText(description: string) {
  return {
    description,
    content: { "text/plain": { schema: { type: "string" } } },
  };
}
