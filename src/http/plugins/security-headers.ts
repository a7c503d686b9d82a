import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { FastifyInstance, FastifyReply } from "fastify";
import type HelmetModule from "helmet";
import type { HelmetOptions } from "helmet";

// helmet as @fastify/helmet depends on it (the same copy and version that plugin would use).
const helmet = createRequire(import.meta.resolve("@fastify/helmet"))("helmet") as typeof HelmetModule;

/** The service's headers (CSP for the playground and /docs; HSTS is the TLS proxy's to set). */
export const SECURITY_HEADERS: HelmetOptions = {
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
};

/**
 * helmet's response headers for static options, computed once. `@fastify/helmet` rebuilds helmet's
 * middleware on every request (re-parsing the CSP directives: ~3.5 % of the main thread under
 * load); with options that never depend on the request the headers are the same every time.
 */
type HeaderValue = string | number | readonly string[];

export function securityHeaders(options: HelmetOptions): readonly (readonly [string, HeaderValue])[] {
  const headers: [string, HeaderValue][] = [];
  const response = {
    setHeader(name: string, value: HeaderValue) {
      headers.push([name, value]);
    },
    // helmet removes X-Powered-By, which Node's HTTP server never sets.
    removeHeader() {},
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet's middleware did not complete synchronously");
  return headers;
}

/** Sets the headers on a response, as @fastify/helmet's global mode did (on the raw response). */
export function securityHeaderSetter(options: HelmetOptions): (reply: FastifyReply) => void {
  const headers = securityHeaders(options);
  return (reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
}

/** Sets the headers on every response, in a hook of their own (the app sets them in its first hook). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const set = securityHeaderSetter(options);
  app.addHook("onRequest", (_request, reply, done) => {
    set(reply);
    done();
  });
}
