import assert from "node:assert/strict";
import { test } from "node:test";
import fastifyHelmet from "@fastify/helmet";
import Fastify from "fastify";
import { registerSecurityHeaders, SECURITY_HEADERS } from "./security-headers.ts";

/** The response headers of GET /, less those that change per response. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify();
  await register(app);
  app.get("/", async () => ({ ok: true }));
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  try {
    const ok = await app.inject({ method: "GET", url: "/" });
    const failed = await app.inject({ method: "GET", url: "/fails" });
    const strip = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    return { ok: strip(ok.headers), failed: strip(failed.headers) };
  } finally {
    await app.close();
  }
}

test("the headers computed once are those @fastify/helmet sets on every request", async () => {
  const ours = await headersOf((app) => registerSecurityHeaders(app, SECURITY_HEADERS));
  const plugin = await headersOf(async (app) => {
    await app.register(fastifyHelmet, SECURITY_HEADERS);
  });
  assert.deepEqual(ours, plugin);
  assert.match(String(ours.ok["content-security-policy"]), /frame-ancestors 'none'/);
  assert.equal(ours.failed["x-content-type-options"], "nosniff");
  assert.equal(ours.ok["strict-transport-security"], undefined);
});
