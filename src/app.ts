import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from "fastify";
import type { AppContext } from "./context.ts";
import { MAX_PATH_PARAM_LENGTH } from "./http/max-path-param-length.ts";
import { registerAuthentication } from "./http/plugins/authenticate.ts";
import { clientErrorHandler } from "./http/plugins/client-errors.ts";
import { registerErrorHandling } from "./http/plugins/error-handler.ts";
import { frameworkErrors } from "./http/plugins/framework-errors.ts";
import { registerJsonBodyParser } from "./http/plugins/json-body-parser.ts";
import { SECURITY_HEADERS, securityHeaderSetter } from "./http/plugins/security-headers.ts";
import { registerUnroutedRequests } from "./http/plugins/unrouted-requests.ts";
import { requestIdOf } from "./http/request-id.ts";
import { auditRoutes } from "./http/routes/audit-routes.ts";
import { batchRoute } from "./http/routes/batch-route.ts";
import { documentRoutes } from "./http/routes/document-routes.ts";
import { fhirRoutes } from "./http/routes/fhir-routes.ts";
import { receiptRoutes } from "./http/routes/receipt-routes.ts";
import { serviceRoutes } from "./http/routes/service-routes.ts";
import { tenantListRoutes } from "./http/routes/tenant-list-routes.ts";
import { SharedErrorSchema } from "./http/schemas/common.ts";
import { serverTimeouts } from "./http/server-timeouts.ts";
import { VERSION } from "./version.ts";

/** JSON may escape each character as \uXXXX: allow for it, then check the decoded text's size. */
export function bodyLimits(config: AppContext["config"]) {
  return {
    single: config.maxTextBytes * 6 + 64 * 1024,
    batch: config.maxBatchBytes * 6 + config.maxBatchItems * 1024 + 64 * 1024,
  };
}

const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Builds the service: plugins, hooks and one explicit route table. Never listens. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const limits = bodyLimits(ctx.config);
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    // Routes that take a body set their own limit; anything else never needs more than this.
    bodyLimit: DEFAULT_BODY_LIMIT,
    genReqId: requestIdOf,
    // Every log line of a request carries its id under the name error bodies use.
    logController: new LogController({ requestIdLogLabel: "request_id" }),
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors,
    ...serverTimeouts(ctx.config),
    clientErrorHandler,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  });

  // JSON only: Fastify also parses text/plain by default, which would bypass the contract.
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);

  // First hook of all, so every answer (errors included) names its request.
  // Hooks that never wait are written with `done`: an async hook costs a promise and a turn of
  // the microtask queue per request.
  // The security headers in the same hook: one hook fewer to run per request.
  const setSecurityHeaders = securityHeaderSetter(SECURITY_HEADERS);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    setSecurityHeaders(reply);
    done();
  });
  // Before any route is added: it learns every route's path and methods as they are.
  registerUnroutedRequests(app);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "clinical-deid",
        version: VERSION,
        description: "De-identification of clinical text with receipts.",
        license: { name: "Apache-2.0", identifier: "Apache-2.0" },
      },
      // Relative: the document is served by the service it describes, wherever it is deployed.
      servers: [{ url: "/", description: "this service" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    // Shared schemas keep their $id as their name under components/schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  // The error body is one shared schema: components/schemas/Error in the OpenAPI document.
  app.addSchema(SharedErrorSchema);
  // The error handler first: plugins registered after it (the /docs UI) answer in the catalogue too.
  registerErrorHandling(
    app,
    (request: FastifyRequest) => request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT,
  );
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true, uiConfig: { deepLinking: false } });
  registerAuthentication(
    app,
    ctx.apiKeys,
    ctx.config.rateLimitPerMinute,
    ctx.config.unauthenticatedRatePerMinute,
  );
  app.addHook("onResponse", (request, reply, done) => {
    ctx.metrics.observeRequest(
      request.routeOptions.url ?? "unmatched",
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  // Draining: requests still in flight when shutdown starts are answered with Connection: close, so
  // their keep-alive sockets end with them instead of holding the process for keepAliveTimeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await app.register(serviceRoutes(ctx));
  await app.register(documentRoutes(ctx, limits.single), { prefix: "/api/v1" });
  await app.register(batchRoute(ctx, limits.batch), { prefix: "/api/v1" });
  await app.register(fhirRoutes(ctx, limits.batch), { prefix: "/api/v1" });
  await app.register(receiptRoutes(ctx), { prefix: "/api/v1" });
  await app.register(auditRoutes(ctx), { prefix: "/api/v1" });
  await app.register(tenantListRoutes(ctx), { prefix: "/api/v1" });
  return app;
}
