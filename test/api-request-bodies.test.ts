import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`request bodies on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const postBody = (payload: string | Buffer, contentType: string, url = "/api/v1/deidentify") =>
      t.app.inject({ method: "POST", url, headers: { ...t.auth, "content-type": contentType }, payload });

    test("refuses a body on a route that takes none, and closes the connection", async () => {
      for (const url of ["/health", "/api/v1/policies", "/api/v1", "/metrics"]) {
        const res = await t.app.inject({
          method: "GET",
          url,
          headers: { ...t.auth, "content-type": "application/json" },
          payload: '{"text": "Dr. John Smith"}',
        });
        assert.equal(res.statusCode, 413, url);
        assert.equal(res.json().error.code, "payload_too_large");
        assert.equal(res.headers.connection, "close");
        assert.equal(res.headers["cache-control"], "no-store");
      }
      const empty = await t.app.inject({ url: "/health", headers: { "content-length": "0" } });
      assert.equal(empty.statusCode, 200);
    });

    test("answers an unknown route without reading its body", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/nothing-here",
        headers: { "content-type": "application/json", "content-length": String(65 * 1024 * 1024) },
        payload: "{}",
      });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, "not_found");
      assert.equal(res.headers.connection, "close");
    });

    test("answers 404 to a 65 MB body on a real socket before it is sent, then closes", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const started = performance.now();
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () =>
          socket.write(
            "POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
              `Content-Length: ${65 * 1024 * 1024}\r\n\r\n{"text": "`,
          ),
        );
        let data = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => {
          data += chunk;
        });
        socket.on("error", reject);
        socket.on("close", () => resolve(data));
        setTimeout(() => reject(new Error("no answer in 5 s")), 5000).unref();
      });
      assert.ok(performance.now() - started < 2000);
      assert.match(response, /^HTTP\/1\.1 404 /);
      assert.match(response, /connection: close/i);
      assert.match(response, /"not_found"/);
    });

    test("refuses a JSON body that declares a charset other than UTF-8 with 415", async () => {
      const latin1 = Buffer.from('{"text": "Dr. Jos\xe9 Mu\xf1oz"}', "latin1");
      for (const type of [
        "application/json; charset=latin1",
        "application/json; charset=ISO-8859-1",
        'application/json;charset="utf-16"',
      ]) {
        const res = await postBody(latin1, type);
        assert.equal(res.statusCode, 415, type);
        assert.equal(res.json().error.code, "unsupported_charset");
        assert.doesNotMatch(res.body, /Jos|Mu/);
      }
      const batch = await postBody(
        '{"texts": [{"text": "a"}]}',
        "application/json; charset=windows-1252",
        "/api/v1/batch/deidentify",
      );
      assert.equal(batch.statusCode, 415);
    });

    test("refuses bytes that are not UTF-8 with 400 invalid_encoding instead of replacing them", async () => {
      for (const bytes of [
        Buffer.from('{"text": "Dr. Jos\xe9 Mu\xf1oz"}', "latin1"), // Latin-1 sent as if UTF-8
        Buffer.concat([Buffer.from('{"text": "a'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), // overlong
        Buffer.concat([Buffer.from('{"text": "a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), // surrogate
      ]) {
        for (const url of ["/api/v1/deidentify", "/api/v1/inspect"]) {
          const res = await postBody(bytes, "application/json", url);
          assert.equal(res.statusCode, 400, url);
          assert.equal(res.json().error.code, "invalid_encoding");
        }
      }
    });

    test("accepts UTF-8, declared or not, and keeps every character", async () => {
      for (const type of [
        "application/json",
        "application/json; charset=utf-8",
        "application/json; charset=UTF-8",
      ]) {
        const res = await postBody(
          Buffer.from('{"text": "Café crème, naïve — ok"}', "utf8"),
          type,
          "/api/v1/inspect",
        );
        assert.equal(res.statusCode, 200, type);
      }
      const res = await postBody(Buffer.from('{"text": "Café crème"}', "utf8"), "application/json");
      assert.equal(res.json().text, "Café crème");
    });

    test("calls an over-long key invalid, not missing", async () => {
      const long = `cdk_${"a".repeat(600)}`;
      for (const headers of [
        { authorization: `Bearer ${long}` },
        { "x-api-key": long },
        { authorization: "Basic dXNlcjpwYXNz" },
      ]) {
        const res = await t.app.inject({ url: "/api/v1/policies", headers });
        assert.equal(res.statusCode, 401);
        assert.equal(res.json().error.message, "the API key is not valid");
        assert.doesNotMatch(res.body, /aaaa/);
      }
      const none = await t.app.inject({ url: "/api/v1/policies" });
      assert.match(none.json().error.message, /an API key is required/);
    });
  });
}
