import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiKeyStore } from "../../auth/api-key-store.ts";
import { hasScope, type Principal, type Scope } from "../../auth/scopes.ts";
import { DeidError } from "../../errors.ts";
import { createRateLimiter } from "./rate-limiter.ts";

/** Per-route access: public, any valid key, or a key with one of the listed scopes. */
export type Access = "public" | "any" | readonly Scope[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** Longer keys are never issued: they are refused as invalid without a lookup. */
const MAX_KEY_LENGTH = 512;

/**
 * The key a request presents: `Authorization: Bearer <key>`, else `X-API-Key`. `undefined` when it
 * presents none; `""` when it presents one that cannot be valid (another scheme, over-long).
 */
function presentedKey(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === "string" && authorization.trim() !== "") {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
    if (match) return match[1]!.length <= MAX_KEY_LENGTH ? match[1] : "";
  }
  const header = request.headers["x-api-key"];
  if (typeof header === "string" && header.trim() !== "") {
    const key = header.trim();
    return key.length <= MAX_KEY_LENGTH ? key : "";
  }
  return typeof authorization === "string" && authorization.trim() !== "" ? "" : undefined;
}

/** The authenticated principal of a request on a route that requires one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error("route has no authenticated principal");
  return request.principal;
}

/** Client addresses whose failed-authentication buckets are kept at once. */
const MAX_ADDRESS_BUCKETS = 100_000;

export function registerAuthentication(
  app: FastifyInstance,
  keys: ApiKeyStore,
  defaultRatePerMinute: number,
  unauthenticatedPerMinute = 0,
): void {
  const limiter = createRateLimiter();
  // Requests that present no valid key are limited per client address (request.ip: the peer, or
  // the proxy's X-Forwarded-For when the app trusts a proxy), so guessing keys or flooding
  // protected routes without one is answered 429 rather than a free 401 each time.
  const addresses = createRateLimiter(undefined, MAX_ADDRESS_BUCKETS);
  /** The checks after the key's principal is known; throws the catalogued error when refused. */
  const admit = (request: FastifyRequest, reply: FastifyReply, access: Access, principal?: Principal) => {
    if (!principal) {
      if (unauthenticatedPerMinute > 0) {
        const decision = addresses.take(request.ip, unauthenticatedPerMinute);
        if (!decision.allowed)
          throw new DeidError(
            "rate_limited",
            `too many requests without a valid API key from this address (${unauthenticatedPerMinute} a minute)`,
            { retryAfterSeconds: decision.retryAfterSeconds },
          );
      }
      throw new DeidError(
        "unauthorized",
        presentedKey(request) === undefined
          ? "an API key is required (Authorization: Bearer <key> or X-API-Key)"
          : "the API key is not valid",
      );
    }
    if (access !== "any" && access !== "public" && !access.some((scope) => hasScope(principal, scope))) {
      throw new DeidError("forbidden", `this route needs a key with the ${access.join(" or ")} scope`);
    }
    const perMinute = principal.rateLimitPerMinute ?? defaultRatePerMinute;
    if (perMinute > 0) {
      const decision = limiter.take(principal.keyId, perMinute);
      // IETF draft-ietf-httpapi-ratelimit-headers: the bucket's size, what is left, and the
      // seconds until it is full again. On 429, Retry-After says when the next request may pass.
      reply.header("ratelimit-limit", String(decision.limit));
      reply.header("ratelimit-remaining", String(decision.remaining));
      reply.header("ratelimit-reset", String(decision.resetSeconds));
      if (!decision.allowed) {
        throw new DeidError("rate_limited", `this key is limited to ${perMinute} requests a minute`, {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
    }
    request.principal = principal;
    reply.header("cache-control", "no-store");
  };
  // With `done`, not async: public routes and the configured key (`DEID_API_KEY`, checked without
  // the database) pass without a promise; an issued key waits for its row.
  app.addHook("onRequest", (request, reply, done) => {
    const access = request.routeOptions.config?.access ?? "public";
    if (access === "public") {
      done();
      return;
    }
    const key = presentedKey(request);
    const local = key === undefined || key === "" ? undefined : keys.localPrincipal(key);
    if (local !== undefined || key === undefined || key === "") {
      admit(request, reply, access, local); // a refusal throws: Fastify answers it
      done();
      return;
    }
    keys.authenticate(key).then((principal) => {
      try {
        admit(request, reply, access, principal);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    }, done);
  });
}
