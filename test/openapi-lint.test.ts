import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { createTestApp } from "./helpers/test-app.ts";

const REDOCLY = join(import.meta.dirname, "..", "node_modules", "@redocly", "cli", "bin", "cli.js");

test("the live /openapi.json passes redocly lint with the recommended rules (no errors)", {
  timeout: 120_000,
}, async () => {
  const t = await createTestApp("sqlite");
  const dir = await mkdtemp(join(tmpdir(), "deid-openapi-"));
  try {
    const file = join(dir, "openapi.json");
    await writeFile(file, (await t.app.inject({ url: "/openapi.json" })).body);
    const run = spawnSync(
      process.execPath,
      [REDOCLY, "lint", file, "--extends", "recommended", "--format", "summary"],
      {
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", CI: "true" },
        timeout: 110_000,
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    assert.equal(run.status, 0, output);
    assert.doesNotMatch(output, /^error\s/m, output);
  } finally {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  }
});
