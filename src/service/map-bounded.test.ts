import assert from "node:assert/strict";
import { test } from "node:test";
import { mapBounded } from "./map-bounded.ts";

test("mapBounded keeps input order and never runs more than the limit at once", async () => {
  let running = 0;
  let most = 0;
  const results = await mapBounded([5, 1, 4, 2, 3], 2, async (n, i) => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, n));
    running--;
    return `${i}:${n}`;
  });
  assert.deepEqual(results, ["0:5", "1:1", "2:4", "3:2", "4:3"]);
  assert.equal(most, 2);
});

test("mapBounded on no items runs nothing", async () => {
  assert.deepEqual(await mapBounded([], 4, async () => 1), []);
});
