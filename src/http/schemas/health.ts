import { Type } from "typebox";

/**
 * GET /health: 200 when storage answers and the audit log can be verified and signed; 503 (with the
 * request id) when either cannot, naming the log's failing check.
 */
export const HealthSchema = Type.Object({
  status: Type.Enum(["ok", "unavailable"]),
  version: Type.String(),
  checks: Type.Object({
    storage: Type.Enum(["ok", "unavailable"]),
    audit_log: Type.Optional(
      Type.Enum(
        [
          "ok",
          "checkpoint_signature",
          "tree_nodes",
          "entries_signed",
          "rolled_back",
          "forked",
          "checkpoint_memory",
        ],
        { description: "ok, or the check the audit log fails (docs/receipts.md)" },
      ),
    ),
  }),
  request_id: Type.Optional(Type.String()),
});
