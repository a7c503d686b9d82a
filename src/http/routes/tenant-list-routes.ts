import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { AppContext } from "../../context.ts";
import { DeidError } from "../../errors.ts";
import { ordinaryWordWarnings } from "../../known-values/list-warnings.ts";
import { TENANT_LIST_NAMES } from "../../service/tenant-lists.ts";
import { principalOf } from "../plugins/authenticate.ts";
import { AUTH_ERRORS, BODY_ERRORS } from "../schemas/common.ts";

const Params = Type.Object({
  list: Type.Enum([...TENANT_LIST_NAMES], { description: "deny (always PHI, typed) or allow (never PHI)." }),
});

const ChangeBody = Type.Object(
  {
    entries: Type.Array(Type.Unknown(), {
      description:
        "Deny: [{type, value}] as known_phi; allow: [{value}]. At most 1,000 entries, 256 characters each.",
    }),
  },
  { additionalProperties: false },
);

const ListResponse = Type.Object({
  list: Type.String(),
  entries: Type.Array(
    Type.Object({ type: Type.Optional(Type.String()), value: Type.String(), created_at: Type.String() }),
  ),
});

const Warning = Type.Object({ path: Type.String(), message: Type.String() });
const WARNINGS_ABOUT =
  "Added deny entries whose name parts are ordinary English words, and how they will match (docs/lists.md); the values are never echoed.";

/**
 * GET, POST (add) and DELETE (remove) /tenant/lists/{deny|allow}: the key's tenant's lists, for
 * admin keys only. Every change is in the audit log as digests of the values.
 */
export function tenantListRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const lists = () => {
      if (!ctx.deps.tenantLists) throw new DeidError("not_found", "tenant lists are not enabled");
      return ctx.deps.tenantLists;
    };

    app.get(
      "/tenant/lists/:list",
      {
        config: { access: ["admin"] },
        schema: {
          tags: ["tenant"],
          operationId: "getTenantList",
          summary: "The tenant's deny or allow list",
          params: Params,
          response: { 200: ListResponse, ...AUTH_ERRORS },
        },
      },
      async (request) => ({
        list: request.params.list,
        entries: await lists().list(principalOf(request).tenant, request.params.list),
      }),
    );

    for (const [method, action, field] of [
      ["POST", "add", "added"],
      ["DELETE", "remove", "removed"],
    ] as const) {
      app.route({
        method,
        url: "/tenant/lists/:list",
        config: { access: ["admin"] },
        schema: {
          tags: ["tenant"],
          operationId: action === "add" ? "addTenantListValues" : "removeTenantListValues",
          summary: action === "add" ? "Add values to a tenant list" : "Remove values from a tenant list",
          params: Params,
          body: ChangeBody,
          response: {
            200: Type.Object({
              list: Type.String(),
              [field]: Type.Integer(),
              warnings: Type.Optional(Type.Array(Warning, { description: WARNINGS_ABOUT })),
            }),
            ...AUTH_ERRORS,
            ...BODY_ERRORS,
          },
        },
        handler: async (request) => {
          const principal = principalOf(request);
          const changed = await lists().change({
            tenant: principal.tenant,
            keyId: principal.keyId,
            list: request.params.list,
            action,
            entries: request.body.entries,
          });
          const warnings =
            action === "add" && request.params.list === "deny"
              ? ordinaryWordWarnings(request.body.entries, ctx.deps.knownValues ?? {})
              : [];
          return {
            list: request.params.list,
            [field]: changed,
            ...(warnings.length > 0 ? { warnings } : {}),
          };
        },
      });
    }
  };
}
