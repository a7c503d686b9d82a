import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { boundedFetch } from "./bounded-fetch.ts";
import { CliError, EXIT } from "./exit-codes.ts";

function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: URL }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`) }),
    ),
  );
}

describe("boundedFetch, against a server it does not control", () => {
  let main: { server: Server; url: URL };
  let other: { server: Server; url: URL };
  before(async () => {
    other = await serve((_req, res) => res.end("elsewhere"));
    main = await serve((req, res) => {
      if (req.url === "/small") return res.end("ok");
      if (req.url === "/declared") {
        res.writeHead(200, { "content-length": String(10 * 1024 * 1024) });
        return res.write("x");
      }
      if (req.url === "/endless") {
        // Streams without a length until the client goes away.
        const chunk = Buffer.alloc(64 * 1024, 120);
        const pump = () => {
          while (res.write(chunk)) {}
        };
        res.on("drain", pump);
        return pump();
      }
      if (req.url === "/here") return res.writeHead(302, { location: "/small" }).end();
      if (req.url === "/away") return res.writeHead(302, { location: new URL("/x", other.url).href }).end();
      // /silent: never answers.
    });
  });
  after(() => {
    for (const { server } of [main, other]) {
      server.closeAllConnections();
      server.close();
    }
  });

  const get = (path: string, options: Partial<Parameters<typeof boundedFetch>[1]> = {}) =>
    boundedFetch(new URL(path, main.url), { maxBytes: 1024, timeoutMs: 10_000, ...options });

  test("reads a small answer and follows a redirect within the origin", async () => {
    assert.equal((await get("/small")).text, "ok");
    assert.equal((await get("/here")).text, "ok");
  });

  test("refuses a redirect to another origin", async () => {
    await assert.rejects(
      get("/away"),
      (e: unknown) => e instanceof CliError && /another origin/.test(e.message),
    );
  });

  test("refuses a body over the limit, declared or streamed, without reading it whole", async () => {
    await assert.rejects(
      get("/declared"),
      (e: unknown) => e instanceof CliError && /larger than 1024/.test(e.message),
    );
    await assert.rejects(
      get("/endless"),
      (e: unknown) => e instanceof CliError && /larger than 1024/.test(e.message),
    );
  });

  test("gives up on a silent server at its timeout, and at once when the run is aborted", async () => {
    await assert.rejects(
      get("/silent", { timeoutMs: 300 }),
      (e: unknown) => e instanceof CliError && /did not answer/.test(e.message),
    );
    const controller = new AbortController();
    const pending = get("/silent", { signal: controller.signal, timeoutMs: 600_000 });
    controller.abort(new Error("SIGTERM"));
    await assert.rejects(pending, (e: unknown) => e instanceof CliError && e.exitCode === EXIT.interrupted);
  });
});
