import assert from "node:assert/strict";
import { test } from "node:test";
import { ConfigError, loadConfig } from "./config.ts";

test("connection timeouts have sane defaults and are read from the environment", () => {
  const defaults = loadConfig({});
  assert.equal(defaults.headersTimeoutMs, 10_000);
  assert.equal(defaults.requestTimeoutMs, 60_000);
  assert.equal(defaults.keepAliveTimeoutMs, 72_000);
  const set = loadConfig({
    DEID_HEADERS_TIMEOUT_MS: "2000",
    DEID_REQUEST_TIMEOUT_MS: "30000",
    DEID_KEEP_ALIVE_TIMEOUT_MS: "5000",
  });
  assert.deepEqual(
    [set.headersTimeoutMs, set.requestTimeoutMs, set.keepAliveTimeoutMs],
    [2000, 30_000, 5000],
  );
});

test("refuses a bad or inconsistent timeout with an error naming it", () => {
  for (const [env, name] of [
    [{ DEID_REQUEST_TIMEOUT_MS: "0" }, "DEID_REQUEST_TIMEOUT_MS"],
    [{ DEID_HEADERS_TIMEOUT_MS: "soon" }, "DEID_HEADERS_TIMEOUT_MS"],
    [{ DEID_HEADERS_TIMEOUT_MS: "20000", DEID_REQUEST_TIMEOUT_MS: "10000" }, "DEID_HEADERS_TIMEOUT_MS"],
    [{ DEID_KEEP_ALIVE_TIMEOUT_MS: "-1" }, "DEID_KEEP_ALIVE_TIMEOUT_MS"],
  ] as const) {
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => error instanceof ConfigError && error.message.includes(name),
    );
  }
});
