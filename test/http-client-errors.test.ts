import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/** Writes raw bytes and resolves with everything the server sends until it closes. */
function raw(port: number, request: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      data += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(data));
    setTimeout(() => reject(new Error("no answer in 5 s")), 5000).unref();
  });
}

for (const dialect of testDialects()) {
  describe(`requests Node's HTTP parser refuses, on ${dialect}`, () => {
    let t: TestApp;
    let port: number;
    before(async () => {
      t = await createTestApp(dialect);
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      port = typeof address === "object" && address ? address.port : 0;
    });
    after(() => t.close());

    for (const [name, request, status, code] of [
      [
        "a path with a space in it",
        "GET /api/v1/John Smith/x HTTP/1.1\r\nHost: a\r\n\r\n",
        400,
        "invalid_request",
      ],
      [
        "a malformed Content-Length",
        "POST /api/v1/inspect HTTP/1.1\r\nHost: a\r\nContent-Length: John Smith\r\n\r\n",
        400,
        "invalid_request",
      ],
      [
        "headers over the size limit",
        `GET /health HTTP/1.1\r\nHost: a\r\nX-Name: John Smith${"a".repeat(20_000)}\r\n\r\n`,
        431,
        "headers_too_large",
      ],
    ] as const) {
      test(`answers ${name} from the catalogue without echoing it, then closes`, async () => {
        const response = await raw(port, request);
        const [head, body] = response.split("\r\n\r\n", 2) as [string, string];
        assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `));
        assert.match(head, /cache-control: no-store/i);
        assert.match(head, /x-request-id: req_[0-9a-f]{24}/i);
        const parsed = JSON.parse(body);
        assert.equal(parsed.error.code, code);
        assert.equal(parsed.request_id, /x-request-id: (\S+)/i.exec(head)?.[1]);
        assert.doesNotMatch(response, /John|Smith/);
      });
    }
  });
}
