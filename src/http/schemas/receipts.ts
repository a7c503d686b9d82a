import { Type } from "typebox";
import { EVENT_FAILURES } from "../../audit/verify-document-events.ts";

/** The responses of the receipt, verification, audit-trail and policy routes, as they are sent. */

const Hash = Type.String({ description: "base64 SHA-256" });

export const ReceiptSchema = Type.Object(
  {
    format: Type.Literal("clinical-deid-receipt/v1"),
    document_id: Type.String(),
    log_index: Type.Integer({ minimum: 0 }),
    entry: Type.Record(Type.String(), Type.Unknown(), {
      description: "the document's log entry (RFC 8785 canonical JSON; docs/receipts.md)",
    }),
    inclusion_proof: Type.Object({
      tree_size: Type.Integer({ minimum: 1 }),
      leaf_index: Type.Integer({ minimum: 0 }),
      hashes: Type.Array(Hash),
    }),
    checkpoint: Type.String({
      description: "C2SP signed note of the checkpoint that first included the entry",
    }),
    latest_checkpoint: Type.Optional(Type.String()),
    consistency_proof: Type.Optional(Type.Array(Hash)),
  },
  { additionalProperties: false },
);

const Failure = Type.Object({ check: Type.String(), reason: Type.String() });

export const VerifyResultSchema = Type.Object(
  {
    document_id: Type.String(),
    valid: Type.Boolean(),
    checks: Type.Record(Type.String(), Type.Boolean()),
    log_index: Type.Union([Type.Integer(), Type.Null()]),
    verified_at: Type.String(),
    failures: Type.Optional(Type.Array(Failure)),
  },
  { additionalProperties: false },
);

const EventFailure = Type.Union(
  [...EVENT_FAILURES, "pending"].map((failure) => Type.Literal(failure)),
  { description: "the check the event failed; `pending` (not integrated yet) is not a failure" },
);

export const AuditTrailSchema = Type.Object(
  {
    document_id: Type.String(),
    events: Type.Array(
      Type.Object({
        log_index: Type.Integer(),
        time: Type.String(),
        key_id: Type.String(),
        tokens_restored: Type.Integer(),
        reason_recorded: Type.Boolean(),
        reason: Type.Union([Type.String(), Type.Null()], { description: "admin keys only" }),
        reason_intact: Type.Optional(Type.Boolean()),
        verified: Type.Boolean({
          description: "the event's entry is proved included in the latest checkpoint",
        }),
        failure: Type.Optional(EventFailure),
      }),
    ),
    valid: Type.Boolean({ description: "every event verified and no covered log entry is missing" }),
    failed_events: Type.Array(Type.Integer(), {
      description: "log indexes of the events that failed and of missing leaves",
    }),
    deidentification: Type.Object({
      log_index: Type.Union([Type.Integer(), Type.Null()]),
      verified: Type.Boolean(),
      failure: Type.Optional(EventFailure),
    }),
    missing_leaves: Type.Array(Type.Integer(), {
      description: "log indexes the checkpoint covers, from the de-identification on, with no entry",
    }),
    leaves_unchecked: Type.Integer({
      minimum: 0,
      description:
        "leaves of this page's share of the log not checked for a missing entry (a page checks the newest 10,000; audit verify checks every leaf)",
    }),
    pending_events: Type.Integer({ minimum: 0, description: "events not integrated yet (not a failure)" }),
    log_failure: Type.Optional(
      Type.Union([Type.Literal("rolled_back"), Type.Literal("forked"), Type.Literal("checkpoint_invalid")], {
        description:
          "the stored log does not extend the largest checkpoint this service remembers signing (rolled_back, forked), or its latest checkpoint is not signed by this log's key (checkpoint_invalid)",
      }),
    ),
    tree_size: Type.Union([Type.Integer(), Type.Null()], {
      description: "size of the latest signed checkpoint the proofs were checked against",
    }),
    next_cursor: Type.Optional(
      Type.String({
        description:
          "pass as cursor for the next page of re-identifications (absent on the last page); each page's valid, failed_events and missing_leaves cover its events and its share of the log",
      }),
    ),
  },
  { additionalProperties: false },
);

export const PoliciesSchema = Type.Object(
  {
    policies: Type.Array(
      Type.Object({
        name: Type.String(),
        description: Type.String(),
        default: Type.Boolean(),
        reversible: Type.Boolean(),
        actions: Type.Record(Type.String(), Type.String(), { description: "PHI type → action" }),
      }),
    ),
    phi_types: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
