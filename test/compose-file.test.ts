import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

/**
 * compose.yaml is not run here (no compose tool, no registry for its postgres image); this holds it
 * to what is: the service's variables are the README's, its base and volume are the Containerfile's.
 * The image itself is built and run by test/container.test.ts.
 */
const REPO = join(import.meta.dirname, "..");
const compose = await readFile(join(REPO, "compose.yaml"), "utf8");
const containerfile = await readFile(join(REPO, "Containerfile"), "utf8");
const readme = await readFile(join(REPO, "README.md"), "utf8");

/** The lines of the `deid` service, up to the next service or top-level key. */
const deid = /^ {2}deid:\n([\s\S]*?)(?=^ {2}\S|^\S)/m.exec(compose)?.[1] ?? "";

test("every variable compose.yaml gives the service is in the README's configuration table", () => {
  const environment = /^ {4}environment:\n((?: {6}.*\n)+)/m.exec(deid)?.[1] ?? "";
  const names = [...environment.matchAll(/^ {6}([A-Z_]+):/gm)].map((m) => m[1]!);
  assert.ok(names.includes("DATABASE_URL") && names.includes("DEID_MASTER_KEY"));
  for (const name of names) assert.match(readme, new RegExp(`\\| \`${name}\``), `${name} is documented`);
});

test("compose.yaml builds from the Containerfile's default base and mounts its one volume", () => {
  const base = /^ARG BASE=(\S+)$/m.exec(containerfile)?.[1];
  assert.ok(base, "the Containerfile declares ARG BASE with a default");
  assert.ok(deid.includes(`BASE: \${DEID_BASE_IMAGE:-${base}}`), "compose's BASE defaults to it");
  const volume = /^VOLUME \["([^"]+)"\]$/m.exec(containerfile)?.[1];
  assert.equal(volume, "/data");
  assert.match(deid, /- deid-data:\/data$/m);
});
