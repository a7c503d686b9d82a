import assert from "node:assert/strict";
import { test } from "node:test";
import { listenError } from "./listen-error.ts";

test("a failure to listen names PORT or HOST and the fix", () => {
  assert.match(
    listenError({ code: "EADDRINUSE" }, "127.0.0.1", 8080)?.message ?? "",
    /^PORT 8080 on 127\.0\.0\.1 is already in use: stop the other process, or set PORT to a free port$/,
  );
  assert.match(
    listenError({ code: "EACCES" }, "0.0.0.0", 80)?.message ?? "",
    /^PORT 80 on 0\.0\.0\.0 needs privileges .*: set PORT to a port above 1023$/,
  );
  assert.match(
    listenError({ code: "EADDRNOTAVAIL" }, "10.1.2.3", 8080)?.message ?? "",
    /^HOST 10\.1\.2\.3 is not an address of this machine: set HOST/,
  );
  assert.equal(listenError(new Error("other"), "127.0.0.1", 8080), undefined);
});
