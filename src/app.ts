import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import type { AppContext } from "./context.ts";
import { registerAuthentication } from "./http/plugins/authenticate.ts";
import { registerErrorHandling } from "./http/plugins/error-handler.ts";
import { auditRoutes } from "./http/routes/audit-routes.ts";
import { batchRoute } from "./http/routes/batch-route.ts";
import { documentRoutes } from "./http/routes/document-routes.ts";
import { receiptRoutes } from "./http/routes/receipt-routes.ts";
import { serviceRoutes } from "./http/routes/service-routes.ts";
import { tenantListRoutes } from "./http/routes/tenant-list-routes.ts";
import { VERSION } from "./version.ts";

/** JSON may escape each character as \uXXXX: allow for it, then check the decoded text's size. */
export function bodyLimits(config: AppContext["config"]) {
  return {
    single: config.maxTextBytes * 6 + 64 * 1024,
    batch: config.maxBatchBytes * 6 + config.maxBatchItems * 1024 + 64 * 1024,
  };
}

/** Builds the service: plugins, hooks and one explicit route table. Never listens. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const limits = bodyLimits(ctx.config);
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: limits.batch,
    genReqId: () => `req_${randomBytes(12).toString("hex")}`,
    return503OnClosing: true,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  });

  // JSON only: Fastify also parses text/plain by default, which would bypass the contract.
  app.removeContentTypeParser("text/plain");

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "clinical-deid",
        version: VERSION,
        description: "De-identification of clinical text with receipts.",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true, uiConfig: { deepLinking: false } });

  registerErrorHandling(app, (request: FastifyRequest) => request.routeOptions.bodyLimit ?? limits.batch);
  registerAuthentication(app, ctx.apiKeys, ctx.config.rateLimitPerMinute);
  app.addHook("onResponse", async (request, reply) => {
    ctx.metrics.observeRequest(
      request.routeOptions.url ?? "unmatched",
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  // Draining: requests still in flight when shutdown starts are answered with Connection: close, so
  // their keep-alive sockets end with them instead of holding the process for keepAliveTimeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await app.register(serviceRoutes(ctx));
  await app.register(documentRoutes(ctx, limits.single), { prefix: "/api/v1" });
  await app.register(batchRoute(ctx, limits.batch), { prefix: "/api/v1" });
  await app.register(receiptRoutes(ctx), { prefix: "/api/v1" });
  await app.register(auditRoutes(ctx), { prefix: "/api/v1" });
  await app.register(tenantListRoutes(ctx), { prefix: "/api/v1" });
  return app;
}
