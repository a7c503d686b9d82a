import type { FastifyInstance, FastifyRequest } from "fastify";
import { DeidError } from "../../errors.ts";
import { trackRouteMethods } from "./route-methods.ts";

function declaresBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Answers before any body is read: an unknown path gets 404, a known path asked with the wrong
 * method 405 with `Allow`, and a body sent to a route that takes none 413. Without this an unknown
 * route would read a body up to the batch limit (tens of MB) only to answer 404. A body left unread
 * closes the connection, so Node does not drain it either.
 */
export function registerUnroutedRequests(app: FastifyInstance): void {
  const methodsAt = trackRouteMethods(app);
  // With `done`, not async: it runs on every request, and a promise a request is not free.
  app.addHook("onRequest", (request, reply, done) => {
    const hasBody = declaresBody(request);
    if (request.is404) {
      if (hasBody) reply.header("connection", "close");
      const path = request.url.split("?", 1)[0] ?? "/";
      const allowed = methodsAt(path);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header("allow", allowed.join(", "));
        done(new DeidError("method_not_allowed", `this path answers ${allowed.join(", ")}`));
        return;
      }
      done(new DeidError("not_found", "no such route"));
      return;
    }
    if (hasBody && request.routeOptions.schema?.body === undefined) {
      reply.header("connection", "close");
      done(new DeidError("payload_too_large", "this route takes no request body"));
      return;
    }
    done();
  });
}
