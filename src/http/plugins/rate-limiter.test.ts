import assert from "node:assert/strict";
import { test } from "node:test";
import { createRateLimiter } from "./rate-limiter.ts";

test("allows a burst up to the limit, then asks to wait, then refills", () => {
  let t = 0;
  const limiter = createRateLimiter(() => t);
  for (let i = 0; i < 3; i++) {
    const decision = limiter.take("k", 3);
    assert.equal(decision.allowed, true);
    assert.equal(decision.remaining, 2 - i);
    assert.equal(decision.retryAfterSeconds, 0);
  }
  const refused = limiter.take("k", 3);
  assert.equal(refused.allowed, false);
  assert.equal(refused.remaining, 0);
  assert.ok(
    refused.retryAfterSeconds >= 1 && refused.retryAfterSeconds <= 20,
    `wait ${refused.retryAfterSeconds}`,
  );
  assert.equal(refused.resetSeconds, 60);
  t += 20_000;
  assert.equal(limiter.take("k", 3).allowed, true);
  assert.equal(limiter.take("other", 3).allowed, true);
});

test("reports the seconds until the bucket is full again", () => {
  let t = 0;
  const limiter = createRateLimiter(() => t);
  const first = limiter.take("k", 60); // one token a second
  assert.deepEqual(first, { allowed: true, limit: 60, remaining: 59, resetSeconds: 1, retryAfterSeconds: 0 });
  t += 500;
  assert.equal(limiter.take("k", 60).resetSeconds, 2);
});
