import { Type } from "typebox";

/** GET /health: 200 when storage answers, 503 (with the request id) when it does not. */
export const HealthSchema = Type.Object({
  status: Type.Enum(["ok", "unavailable"]),
  version: Type.String(),
  checks: Type.Object({ storage: Type.Enum(["ok", "unavailable"]) }),
  request_id: Type.Optional(Type.String()),
});
