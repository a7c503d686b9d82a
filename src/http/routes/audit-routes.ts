import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { AppContext } from "../../context.ts";
import { AUDIT_EVENT_TYPES, listAuditEvents } from "../../service/audit-events.ts";
import { principalOf } from "../plugins/authenticate.ts";
import { AUTH_ERRORS } from "../schemas/common.ts";
import { pageLimit } from "./page-limit.ts";
import { requireHealthyLog } from "./require-healthy-log.ts";

const Query = Type.Object(
  {
    since: Type.Optional(Type.String({ maxLength: 40, description: "ISO-8601 date or time (inclusive)" })),
    until: Type.Optional(Type.String({ maxLength: 40, description: "ISO-8601 date or time (exclusive)" })),
    type: Type.Optional(Type.Enum([...AUDIT_EVENT_TYPES], { description: "one kind of event" })),
    cursor: Type.Optional(
      Type.String({ maxLength: 120, description: "next_cursor of the previous page (opaque)" }),
    ),
    limit: Type.Optional(
      Type.String({ pattern: "^[0-9]{1,4}$", description: "1–1000 events a page (default 100)" }),
    ),
  },
  { additionalProperties: false },
);

const AuditEvent = Type.Object({
  log_index: Type.Integer(),
  type: Type.Enum([...AUDIT_EVENT_TYPES]),
  time: Type.String(),
  document_id: Type.Optional(Type.String()),
  key_id: Type.Optional(Type.String()),
  policy: Type.Optional(Type.String()),
  phi_types: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  engine_version: Type.Optional(Type.String()),
  tokens_restored: Type.Optional(Type.Integer()),
  reason_recorded: Type.Optional(Type.Boolean()),
  reason: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "admin keys only" })),
  reason_intact: Type.Optional(Type.Boolean()),
  scopes: Type.Optional(Type.Array(Type.String())),
  list: Type.Optional(Type.Enum(["deny", "allow"])),
  action: Type.Optional(Type.Enum(["add", "remove"])),
  values_changed: Type.Optional(Type.Integer()),
});

/**
 * GET /audit/events: the tenant's audit events by time and type, newest first by (time, log index),
 * keyset-paginated by an opaque cursor: each page is one index range read however long the log.
 */
export function auditRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/audit/events",
      {
        config: { access: ["receipts"] },
        schema: {
          tags: ["receipts"],
          operationId: "listAuditEvents",
          summary: "The tenant's audit events (de-/re-identifications, key events), newest first",
          querystring: Query,
          response: {
            200: Type.Object({
              events: Type.Array(AuditEvent),
              next_cursor: Type.Optional(Type.String()),
              pending_events: Type.Integer({
                minimum: 0,
                description:
                  "the tenant's events committed but not in the log yet (listed within about 200 ms)",
              }),
            }),
            ...AUTH_ERRORS,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { since, until, type, cursor, limit } = request.query;
        await requireHealthyLog(ctx);
        return listAuditEvents(
          ctx.audit,
          ctx.db.reads ?? ctx.db,
          ctx.deps,
          principal.tenant,
          { since, until, type, cursor, limit: pageLimit(limit) },
          principal.scopes.has("admin"),
        );
      },
    );
  };
}
