import { Type } from "typebox";
import { PHI_TYPES } from "../../detection/phi-type.ts";
import { MAX_KNOWN_PHI, MAX_KNOWN_VALUE_LENGTH } from "../../service/known-phi.ts";
import { DocumentIdSchema, PhiTypesSchema, PolicySchema, SubjectIdSchema } from "./common.ts";

export const KnownPhiSchema = Type.Array(
  Type.Object(
    {
      type: Type.Enum([...PHI_TYPES], { description: "A PHI type (GET /api/v1/policies lists them)." }),
      value: Type.String({ minLength: 1, maxLength: MAX_KNOWN_VALUE_LENGTH }),
    },
    { additionalProperties: false },
  ),
  {
    maxItems: MAX_KNOWN_PHI,
    description: `Values the caller knows are PHI (at most ${MAX_KNOWN_PHI}, each at most ${MAX_KNOWN_VALUE_LENGTH} characters), found however they are written; their bytes count against the text size limit. Never logged or stored in plain text.`,
  },
);

const LocaleSchema = Type.String({
  maxLength: 35,
  description:
    "The document's locale (BCP 47, default en-US): how an ambiguous numeric date such as 08/07/2025 is read by the surrogate policy when the document does not settle it (en-US month first; en-GB, en-AU, en-IN… day first).",
});

export const DeidentifyBody = Type.Object(
  {
    text: Type.String({ description: "The clinical text." }),
    policy: Type.Optional(PolicySchema),
    subject_id: Type.Optional(SubjectIdSchema),
    document_id: Type.Optional(DocumentIdSchema),
    known_phi: Type.Optional(KnownPhiSchema),
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);

export const DeidentifyResponse = Type.Object({
  text: Type.String(),
  document_id: Type.String(),
  phi_found: Type.Integer(),
  phi_types: PhiTypesSchema,
  processing_time_ms: Type.Number(),
});

export const BatchItem = Type.Object(
  {
    text: Type.String(),
    policy: Type.Optional(PolicySchema),
    subject_id: Type.Optional(SubjectIdSchema),
    document_id: Type.Optional(DocumentIdSchema),
    known_phi: Type.Optional(KnownPhiSchema),
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);

export const BatchBody = Type.Object(
  {
    // Items are validated one by one so that one bad item fails alone.
    texts: Type.Array(Type.Unknown(), {
      description: "Items {text, policy?, subject_id?, document_id?, known_phi?, locale?}.",
    }),
    known_phi: Type.Optional(KnownPhiSchema),
  },
  { additionalProperties: false },
);

export const BatchResponse = Type.Object({
  results: Type.Array(
    Type.Union([
      Type.Object({
        index: Type.Integer(),
        text: Type.String(),
        document_id: Type.String(),
        phi_found: Type.Integer(),
        phi_types: PhiTypesSchema,
        processing_time_ms: Type.Number(),
      }),
      Type.Object({
        index: Type.Integer(),
        error: Type.Object({ code: Type.String(), message: Type.String() }),
      }),
    ]),
  ),
  summary: Type.Object({ total: Type.Integer(), succeeded: Type.Integer(), failed: Type.Integer() }),
  processing_time_ms: Type.Number(),
});

export const ReidentifyBody = Type.Object(
  {
    text: Type.String({ description: "De-identified text containing tokens." }),
    document_id: DocumentIdSchema,
    reason: Type.Optional(Type.String({ maxLength: 1000, description: "Recorded in the audit log." })),
  },
  { additionalProperties: false },
);

export const ReidentifyResponse = Type.Object({
  text: Type.String(),
  tokens_replaced: Type.Integer(),
  tokens_not_found: Type.Array(Type.String()),
});

export const InspectBody = Type.Object(
  {
    text: Type.String(),
    offset_encoding: Type.Optional(
      Type.Enum(["codepoint", "utf16"], {
        description: "codepoint (default) or utf16 (JavaScript indices).",
      }),
    ),
    explain: Type.Optional(
      Type.Boolean({ description: "Add to each entity the rule that found it and every contributing rule." }),
    ),
    known_phi: Type.Optional(KnownPhiSchema),
  },
  { additionalProperties: false },
);

export const InspectResponse = Type.Object({
  entities: Type.Array(
    Type.Object({
      type: Type.String(),
      text: Type.String(),
      start: Type.Integer(),
      end: Type.Integer(),
      confidence: Type.Number(),
      explanation: Type.Optional(
        Type.Object({
          source: Type.Enum(["engine", "caller"], {
            description: "caller when a known_phi value contributed, else engine.",
          }),
          rule: Type.String({ description: "The rule whose type and confidence the entity carries." }),
          about: Type.String(),
          parts: Type.Array(Type.Object({ rule: Type.String(), about: Type.String() }), {
            description: "Every rule whose candidate was merged into the entity.",
          }),
        }),
      ),
    }),
  ),
  phi_count: Type.Integer(),
  phi_types: PhiTypesSchema,
});
