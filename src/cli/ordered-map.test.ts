import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { orderedMap } from "./ordered-map.ts";

async function* numbers(count: number, pulled: number[] = []) {
  for (let i = 0; i < count; i++) {
    pulled.push(i);
    yield i;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("orderedMap", () => {
  it("yields results in source order when later items finish first", async () => {
    const out: number[] = [];
    for await (const value of orderedMap(numbers(20), 5, async (n) => {
      await sleep((20 - n) % 7);
      return n * 2;
    })) {
      out.push(value);
    }
    assert.deepEqual(
      out,
      Array.from({ length: 20 }, (_, i) => i * 2),
    );
  });

  it("never has more calls in flight than the window", async () => {
    let inFlight = 0;
    let peak = 0;
    for await (const _ of orderedMap(numbers(50), 4, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await sleep(n % 3);
      inFlight--;
      return n;
    })) {
      // consume
    }
    assert.equal(peak, 4);
  });

  it("stops pulling the source when the consumer stops", async () => {
    const pulled: number[] = [];
    for await (const value of orderedMap(numbers(1000, pulled), 3, async (n) => n)) {
      if (value === 5) break;
    }
    assert.ok(pulled.length <= 20, `pulled ${pulled.length} items`);
  });

  it("ends with the error of a call that rejects", async () => {
    const run = async () => {
      for await (const _ of orderedMap(numbers(10), 3, async (n) => {
        if (n === 4) throw new Error("boom");
        return n;
      })) {
        // consume
      }
    };
    await assert.rejects(run, /boom/);
  });
});

describe("orderedMap with a slow head", () => {
  it("keeps starting calls while the first one is still running", async () => {
    let started = 0;
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const results: number[] = [];
    const consuming = (async () => {
      for await (const value of orderedMap(
        numbers(30),
        2,
        async (n) => {
          started++;
          if (n === 0) await slow;
          return n;
        },
        8,
      )) {
        results.push(value);
      }
    })();
    await sleep(20);
    assert.equal(started, 8, "the window keeps moving up to maxAhead behind the slow head");
    release();
    await consuming;
    assert.deepEqual(
      results,
      Array.from({ length: 30 }, (_, i) => i),
    );
  });
});
