import { Type } from "typebox";
import { PhiTypesSchema, PolicySchema } from "./common.ts";

/** Any FHIR R4 resource or Bundle: checked by the FHIR walker, not field by field here. */
const FhirResourceSchema = Type.Object(
  { resourceType: Type.String({ description: "The FHIR resource type, e.g. Patient or Bundle." }) },
  { additionalProperties: true, description: "A FHIR R4 resource, or a Bundle of them." },
);

export const FhirDeidentifyBody = Type.Object(
  {
    resource: FhirResourceSchema,
    policy: Type.Optional(PolicySchema),
  },
  { additionalProperties: false },
);

export const FhirDocumentSchema = Type.Object({
  document_id: Type.String({
    description: "The resource's document: its receipt, and the key to restore it.",
  }),
  resource_type: Type.String(),
  phi_found: Type.Integer(),
  phi_types: PhiTypesSchema,
});

export const FhirDeidentifyResponse = Type.Object({
  resource: FhirResourceSchema,
  documents: Type.Array(FhirDocumentSchema, {
    description: "One per resource that held anything to de-identify.",
  }),
  processing_time_ms: Type.Number(),
});

export const FhirReidentifyBody = Type.Object(
  {
    resource: FhirResourceSchema,
    reason: Type.Optional(Type.String({ description: "Why, recorded (encrypted) for the audit log." })),
  },
  { additionalProperties: false },
);

export const FhirReidentifyResponse = Type.Object({
  resource: FhirResourceSchema,
  tokens_replaced: Type.Integer(),
  tokens_not_found: Type.Array(Type.String()),
});
