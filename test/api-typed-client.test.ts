import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { pathToFileURL } from "node:url";
import { Ajv } from "ajv";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/**
 * A generated client can trust the contract: types are generated from the live /openapi.json with
 * openapi-typescript (its own TypeScript 5, in the `tools/typed-client` workspace; decision record
 * docs/decisions/0005-typed-client-workspace.md), a client that calls every operation through
 * openapi-fetch (tools/typed-client/client-calls.ts) must type-check against them with the
 * project's compiler, and every answer it gets must validate against the schema the document
 * declares for that operation, status and media type. An operation the client does not call fails
 * the test, so a new route needs a typed call.
 */
const REPO = join(import.meta.dirname, "..");
const TOOL = join(REPO, "tools", "typed-client");
const TSC = join(REPO, "node_modules", "typescript", "bin", "tsc");

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => {
      stdout += c;
    });
    child.stderr.on("data", (c) => {
      stderr += c;
    });
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

for (const dialect of testDialects()) {
  describe(`a client generated from /openapi.json on ${dialect}`, () => {
    let t: TestApp;
    let baseUrl: string;
    let dir: string;
    before(async () => {
      t = await createTestApp(dialect);
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      dir = await mkdtemp(join(TOOL, "generated-"));
    });
    after(async () => {
      await rm(dir, { recursive: true, force: true });
      await t.close();
    });

    test("type-checks, calls every operation and gets only declared, schema-valid answers", async () => {
      const doc = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as Document;
      const resolve = createRequire(join(TOOL, "package.json")).resolve;
      // The CommonJS build (what require.resolve names): module.exports is the default import.
      const generator = (await import(pathToFileURL(resolve("openapi-typescript")).href)) as {
        default: {
          default: (schema: unknown) => Promise<unknown>;
          astToString: (ast: unknown) => string;
        };
      };
      const { default: openapiTS, astToString } = generator.default;
      await writeFile(join(dir, "api.ts"), astToString(await openapiTS(doc)));
      await copyFile(join(TOOL, "client-calls.ts"), join(dir, "client-calls.ts"));
      await writeFile(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            target: "es2024",
            lib: ["es2024", "dom"],
            module: "nodenext",
            moduleResolution: "nodenext",
            types: ["node"],
            strict: true,
            noUncheckedIndexedAccess: true,
            allowImportingTsExtensions: true,
            verbatimModuleSyntax: true,
            skipLibCheck: true,
            noEmit: true,
          },
          files: ["client-calls.ts", "api.ts"],
        }),
      );
      const checked = await run(process.execPath, [TSC, "-p", join(dir, "tsconfig.json")]);
      assert.equal(checked.code, 0, `the typed client does not compile:\n${checked.stdout}${checked.stderr}`);

      const ran = await run(process.execPath, [join(dir, "client-calls.ts")], {
        BASE_URL: baseUrl,
        API_KEY: t.auth.authorization!.replace(/^Bearer /, ""),
      });
      assert.equal(ran.code, 0, ran.stderr);
      const calls = JSON.parse(ran.stdout) as {
        operationId: string;
        status: number;
        contentType: string;
        body: unknown;
      }[];

      const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema(doc, "api");
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
      for (const call of calls) {
        const found = operations.find((o) => o.op.operationId === call.operationId);
        assert.ok(found, `${call.operationId} is not in the document`);
        const declared = found.op.responses[String(call.status)];
        assert.ok(
          declared,
          `${call.operationId} answered ${call.status}, which the document does not declare`,
        );
        assert.ok(
          declared.content?.[call.contentType],
          `${call.operationId} ${call.status}: ${call.contentType} not declared`,
        );
        if (call.contentType !== "application/json") continue;
        const ref = `api#/paths/${pointer(found.path)}/${found.method}/responses/${call.status}/content/application~1json/schema`;
        const validate = ajv.getSchema(ref);
        assert.ok(validate, `no schema at ${ref}`);
        assert.ok(
          validate(call.body),
          `${call.operationId} ${call.status}: ${ajv.errorsText(validate.errors)}`,
        );
      }
      const called = new Set(calls.map((c) => c.operationId));
      const missing = operations.map((o) => o.op.operationId).filter((id) => !called.has(id));
      assert.deepEqual(missing, [], "every operation is called through the typed client");
      assert.ok(
        calls.every((c) => c.status < 400),
        `every typed call succeeds: ${calls.map((c) => `${c.operationId} ${c.status}`).join(", ")}`,
      );
    });
  });
}
