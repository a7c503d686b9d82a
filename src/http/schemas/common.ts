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

export const ErrorSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Array(Type.Object({ path: Type.Optional(Type.String()), message: Type.String() })),
    }),
    request_id: Type.String(),
  },
  { $id: "Error", description: "Every error has this shape (docs/errors.md)." },
);

/** Response schemas for the errors every authenticated route may answer with. */
export const AUTH_ERRORS = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  429: ErrorSchema,
} as const;
