import assert from "node:assert/strict";
import { test } from "node:test";
import { ConfigError, loadConfig } from "./config.ts";

test("uses the documented defaults", () => {
  const config = loadConfig({});
  assert.equal(config.port, 8080);
  assert.equal(config.host, "127.0.0.1");
  assert.equal(config.dataDir, "./data");
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.maxTextBytes, 1024 * 1024);
  assert.equal(config.maxBatchItems, 1000);
  assert.equal(config.maxBatchBytes, 10 * 1024 * 1024);
  assert.ok(config.workers >= 1);
});

const bad: [string, Record<string, string>][] = [
  ["PORT", { PORT: "eighty" }],
  ["PORT", { PORT: "70000" }],
  ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
  ["DEID_MASTER_KEY", { DEID_MASTER_KEY: "c2hvcnQ=" }],
  ["DEID_MASTER_KEY", { DEID_MASTER_KEY: "not base64!" }],
  ["DEID_WORKERS", { DEID_WORKERS: "0" }],
  ["DEID_MAX_TEXT_BYTES", { DEID_MAX_TEXT_BYTES: "-1" }],
  ["DEID_LOG_LEVEL", { DEID_LOG_LEVEL: "loud" }],
  ["DEID_REQUIRE_REASON", { DEID_REQUIRE_REASON: "maybe" }],
  ["DEID_API_KEY", { DEID_API_KEY: "short" }],
  [
    "DEID_PREVIOUS_MASTER_KEYS",
    { DEID_MASTER_KEY: Buffer.alloc(32, 1).toString("base64"), DEID_PREVIOUS_MASTER_KEYS: "c2hvcnQ=" },
  ],
  ["DEID_PREVIOUS_MASTER_KEYS", { DEID_PREVIOUS_MASTER_KEYS: Buffer.alloc(32, 1).toString("base64") }],
];

for (const [name, env] of bad) {
  test(`refuses a bad ${name} with an error that names it (${JSON.stringify(env)})`, () => {
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => error instanceof ConfigError && error.message.includes(name),
    );
  });
}

test("accepts a base64 32-byte master key", () => {
  const key = Buffer.alloc(32, 7).toString("base64");
  assert.equal(loadConfig({ DEID_MASTER_KEY: key }).masterKey?.length, 32);
});

test("reads previous master keys, oldest first", () => {
  const config = loadConfig({
    DEID_MASTER_KEY: Buffer.alloc(32, 3).toString("base64"),
    DEID_PREVIOUS_MASTER_KEYS: `${Buffer.alloc(32, 1).toString("base64")}, ${Buffer.alloc(32, 2).toString("base64")}`,
  });
  assert.deepEqual(
    config.previousMasterKeys.map((k) => k[0]),
    [1, 2],
  );
});

test("reads each tenant's default locale and refuses a malformed list", () => {
  assert.deepEqual(loadConfig({ DEID_TENANT_LOCALES: "acme=en-gb, beta = en-AU" }).tenantLocales, {
    acme: "en-GB",
    beta: "en-AU",
  });
  assert.deepEqual(loadConfig({}).tenantLocales, {});
  for (const bad of ["acme", "acme=", "=en-GB", "acme=en-GB=x", "acme=not a tag!"]) {
    assert.throws(() => loadConfig({ DEID_TENANT_LOCALES: bad }), ConfigError, bad);
  }
});

test("DEID_WARM_UP_MS sets the workers' warm-up budget: 3000 ms by default, 0 disables", () => {
  assert.equal(loadConfig({}).warmUpMs, 3000);
  assert.equal(loadConfig({ DEID_WARM_UP_MS: "0" }).warmUpMs, 0);
  assert.equal(loadConfig({ DEID_WARM_UP_MS: " 750 " }).warmUpMs, 750);
  for (const raw of ["-5", "fast", "60001"])
    assert.throws(
      () => loadConfig({ DEID_WARM_UP_MS: raw }),
      (error: unknown) => error instanceof ConfigError && error.message.includes("DEID_WARM_UP_MS"),
    );
});
