import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { PHI_TYPES } from "../../detection/phi-type.ts";
import { DEFAULT_POLICY, POLICIES, POLICY_NAMES } from "../../policy/policies.ts";
import { DESCRIPTION, VERSION } from "../../version.ts";
import { AUTH_ERRORS, ErrorRef, plainText, SERVER_ERRORS } from "../schemas/common.ts";
import { HealthSchema } from "../schemas/health.ts";
import { PoliciesSchema } from "../schemas/receipts.ts";
import { IndexSchema } from "../schemas/service-index.ts";

const PUBLIC_DIR = new URL("../public/", import.meta.url).pathname;
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

/** The playground's files, read once: a fixed set, so no path from a request ever reaches the disk. */
function loadPublicFiles(): Map<string, { body: Buffer; type: string }> {
  const files = new Map<string, { body: Buffer; type: string }>();
  if (!existsSync(PUBLIC_DIR)) return files;
  for (const name of readdirSync(PUBLIC_DIR)) {
    const type = CONTENT_TYPES[extname(name)];
    if (type && !name.endsWith(".test.ts"))
      files.set(name, { body: readFileSync(join(PUBLIC_DIR, name)), type });
  }
  return files;
}

function indexDocument(website: string) {
  return {
    name: "clinical-deid",
    version: VERSION,
    description: DESCRIPTION,
    docs: "/docs",
    endpoints: {
      deidentify: "POST /api/v1/deidentify",
      reidentify: "POST /api/v1/reidentify",
      inspect: "POST /api/v1/inspect",
      batch: "POST /api/v1/batch/deidentify",
      policies: "GET /api/v1/policies",
    },
    health: "/health",
    metrics: "/metrics",
    // From configuration, never from a request header (Host can be anything the client sends).
    website,
  };
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return /text\/html/i.test(accept) && !/^application\/json/i.test(accept);
}

/** Index, health, metrics, policies and the playground. */
export function serviceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const files = loadPublicFiles();
    const page = files.get("index.html");
    // DEID_PUBLIC_URL, else the service's own home page (the playground), as a path.
    const website = ctx.config.publicUrl ?? "/";

    app.get("/", { schema: { hide: true } }, async (request, reply) => {
      if (page && wantsHtml(request)) return reply.type(page.type).send(page.body);
      return reply.header("cache-control", "no-store").send(indexDocument(website));
    });
    app.get(
      "/api/v1",
      {
        schema: {
          tags: ["service"],
          operationId: "getIndex",
          summary: "Service index",
          security: [],
          response: { 200: IndexSchema, ...SERVER_ERRORS },
        },
      },
      async (_request, reply) => reply.header("cache-control", "no-store").send(indexDocument(website)),
    );
    app.get<{ Params: { file: string } }>(
      "/playground/:file",
      { schema: { hide: true } },
      async (request, reply) => {
        const file = files.get(request.params.file);
        if (!file) return reply.callNotFound();
        return reply.type(file.type).header("cache-control", "no-cache").send(file.body);
      },
    );

    app.get(
      "/health",
      {
        schema: {
          tags: ["service"],
          operationId: "getHealth",
          summary: "Liveness and storage health",
          security: [],
          response: { 200: HealthSchema, 503: HealthSchema, 500: ErrorRef },
        },
      },
      async (request, reply) => {
        try {
          await Promise.race([
            ctx.db.ping(),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error("storage ping timed out")), 2000).unref(),
            ),
          ]);
        } catch {
          reply.code(503).header("retry-after", "5");
          return {
            status: "unavailable",
            version: VERSION,
            checks: { storage: "unavailable" },
            request_id: request.id,
          };
        }
        // An orchestrator must see a log that can no longer be verified or signed.
        const log = await ctx.audit.health().catch(() => undefined);
        if (log === undefined || log.ok)
          return { status: "ok", version: VERSION, checks: { storage: "ok", audit_log: "ok" } };
        reply.code(503).header("retry-after", "60");
        return {
          status: "unavailable",
          version: VERSION,
          checks: { storage: "ok", audit_log: log.check },
          request_id: request.id,
        };
      },
    );

    app.get(
      "/metrics",
      {
        schema: {
          tags: ["service"],
          operationId: "getMetrics",
          summary: "Prometheus metrics",
          security: [],
          response: { 200: plainText("Prometheus text exposition format."), ...SERVER_ERRORS },
        },
      },
      async (_request, reply) => {
        reply.type(ctx.metrics.registry.contentType);
        return ctx.metrics.registry.metrics();
      },
    );

    app.get(
      "/api/v1/policies",
      {
        config: { access: "any" },
        schema: {
          tags: ["policies"],
          operationId: "listPolicies",
          summary: "The de-identification policies and what each does per PHI type",
          response: {
            200: PoliciesSchema,
            ...AUTH_ERRORS,
          },
        },
      },
      async () => ({
        policies: POLICY_NAMES.map((name) => ({
          name,
          description: POLICIES[name].description,
          default: name === DEFAULT_POLICY,
          reversible: POLICIES[name].reversible,
          actions: POLICIES[name].actions,
        })),
        phi_types: PHI_TYPES,
      }),
    );
  };
}
