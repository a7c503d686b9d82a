import assert from "node:assert/strict";
import { test } from "node:test";
import { ConfigError, loadConfig } from "./config.ts";

test("DEID_PUBLIC_URL is unset by default, normalised when set, refused when not an http(s) URL", () => {
  assert.equal(loadConfig({}).publicUrl, undefined);
  assert.equal(
    loadConfig({ DEID_PUBLIC_URL: " https://deid.example.org " }).publicUrl,
    "https://deid.example.org/",
  );
  for (const bad of ["deid.example.org", "ftp://deid.example.org/", "javascript:alert(1)"]) {
    assert.throws(
      () => loadConfig({ DEID_PUBLIC_URL: bad }),
      (error: unknown) => error instanceof ConfigError && error.message.includes("DEID_PUBLIC_URL"),
    );
  }
});
