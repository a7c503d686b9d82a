/** What one request did to its key's bucket, for the answer and its `RateLimit-*` headers. */
export interface RateDecision {
  /** Whether the request may proceed. */
  readonly allowed: boolean;
  /** The bucket's size: requests a minute, and the largest burst. */
  readonly limit: number;
  /** Whole requests left in the bucket after this one. */
  readonly remaining: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  /** Seconds until the next request may proceed (0 when one may now). */
  readonly retryAfterSeconds: number;
}

/**
 * A token bucket per API key (or client address): `perMinute` requests a minute, bursting up to
 * the same number. Kept in process memory: with several replicas each enforces the limit on its
 * own share (docs/errors.md gives the arithmetic). At most `maxBuckets` are kept, the least
 * recently used dropped first, so a spray of addresses cannot grow memory without bound.
 */
export function createRateLimiter(now: () => number = () => performance.now(), maxBuckets = Infinity) {
  const buckets = new Map<string, { tokens: number; at: number; perMinute: number }>();
  return {
    take(key: string, perMinute: number): RateDecision {
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket || bucket.perMinute !== perMinute) {
        bucket = { tokens: perMinute, at: t, perMinute };
      }
      // Re-inserted on every use: the Map's order is then least recently used first.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxBuckets) buckets.delete(buckets.keys().next().value!);
      const perMs = perMinute / 60_000;
      bucket.tokens = Math.min(perMinute, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      const seconds = (tokens: number) => Math.max(0, Math.ceil(tokens / perMs / 1000));
      return {
        allowed,
        limit: perMinute,
        remaining: Math.floor(bucket.tokens),
        resetSeconds: seconds(perMinute - bucket.tokens),
        retryAfterSeconds: allowed ? 0 : Math.max(1, seconds(1 - bucket.tokens)),
      };
    },
  };
}
