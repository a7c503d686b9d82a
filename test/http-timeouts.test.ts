import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, LOCAL_KEY, type TestApp } from "./helpers/test-app.ts";

/**
 * Sends `head`, then one byte of `drip` every `everyMs` until the server closes the connection.
 * Resolves with everything the server sent and how long the connection stayed open.
 */
function slowClient(port: number, head: string, drip: string, everyMs: number) {
  return new Promise<{ response: string; openMs: number }>((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let response = "";
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      response += chunk;
    });
    socket.on("error", () => {}); // a reset after the answer is fine
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ response, openMs: performance.now() - started });
    });
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return;
        socket.write(drip[i++ % drip.length]!);
      }, everyMs);
    });
    setTimeout(() => reject(new Error("the server kept a slow connection open for 10 s")), 10_000).unref();
  });
}

function parse(response: string) {
  const [head, body] = response.split("\r\n\r\n", 2) as [string, string];
  return { status: Number(head.split(" ")[1]), head, body: JSON.parse(body) };
}

for (const dialect of testDialects()) {
  describe(`connection timeouts on ${dialect}`, () => {
    let t: TestApp;
    let port: number;
    before(async () => {
      t = await createTestApp(dialect, { headersTimeoutMs: 300, requestTimeoutMs: 600 });
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      port = typeof address === "object" && address ? address.port : 0;
    });
    after(() => t.close());

    test("cuts off a body that trickles in, with 408 request_timeout from the catalogue", async () => {
      const { response, openMs } = await slowClient(
        port,
        "POST /api/v1/deidentify HTTP/1.1\r\nHost: localhost\r\n" +
          `Authorization: Bearer ${LOCAL_KEY}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n` +
          '{"text": "',
        "Dr. John Smith ",
        100,
      );
      assert.ok(openMs < 3000, `open for ${openMs} ms`);
      const { status, head, body } = parse(response);
      assert.equal(status, 408);
      assert.equal(body.error.code, "request_timeout");
      assert.match(body.request_id, /^req_[0-9a-f]{24}$/);
      assert.match(head, /cache-control: no-store/i);
      assert.match(head, /connection: close/i);
      assert.doesNotMatch(response, /Smith/);
    });

    test("cuts off headers that trickle in", async () => {
      const { response, openMs } = await slowClient(
        port,
        "GET /health HTTP/1.1\r\nHost: localhost\r\n",
        "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n",
        50,
      );
      assert.ok(openMs < 3000, `open for ${openMs} ms`);
      assert.equal(parse(response).status, 408);
    });

    test("still answers a request that arrives in time", async () => {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      assert.equal(res.status, 200);
    });
  });
}
