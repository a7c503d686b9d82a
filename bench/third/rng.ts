/**
 * The third corpus's own PRNG: a 32-bit PCG-style generator (LCG state, xorshift-rotate output),
 * seeded through a splitmix step. Deterministic for a seed on every platform.
 */

function mix(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Rand {
  private state: number;

  constructor(seed: number) {
    this.state = mix(seed) || 1;
  }

  /** A child stream for item `k`: the same for a seed whatever was drawn before. */
  child(k: number): Rand {
    return new Rand(mix(this.state ^ mix(k + 0x51ed)));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (Math.imul(this.state, 747796405) + 2891336453) >>> 0;
    const s = this.state;
    const word = Math.imul((s >>> ((s >>> 28) + 4)) ^ s, 277803737) >>> 0;
    return (((word >>> 22) ^ word) >>> 0) / 4294967296;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** `n` random decimal digits as text. */
  digits(n: number): string {
    let out = "";
    for (let k = 0; k < n; k++) out += String(this.int(0, 9));
    return out;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[3, "a"], [1, "b"]]`. */
  weigh<T>(items: readonly (readonly [number, T])[]): T {
    const sum = items.reduce((s, [w]) => s + w, 0);
    let x = this.next() * sum;
    for (const [w, v] of items) {
      x -= w;
      if (x < 0) return v;
    }
    return (items[items.length - 1] as readonly [number, T])[1];
  }

  /** `n` distinct items (fewer if the list is shorter), in random order. */
  some<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length > 0)
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    return out;
  }
}
