import assert from "node:assert/strict";
import { test } from "node:test";
import { createRateLimiter } from "./rate-limiter.ts";

test("allows a burst up to the limit, then asks to wait, then refills", () => {
  let t = 0;
  const limiter = createRateLimiter(() => t);
  for (let i = 0; i < 3; i++) assert.equal(limiter.take("k", 3), 0);
  const wait = limiter.take("k", 3);
  assert.ok(wait >= 1 && wait <= 20, `wait ${wait}`);
  t += 20_000;
  assert.equal(limiter.take("k", 3), 0);
  assert.equal(limiter.take("other", 3), 0);
});
