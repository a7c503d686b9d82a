/**
 * A token bucket per API key: `perMinute` requests a minute, bursting up to the same number.
 * Kept in process memory: with several replicas each enforces the limit on its own share.
 */
export function createRateLimiter(now: () => number = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number; perMinute: number }>();
  return {
    /** 0 when the request may proceed, else the seconds to wait. */
    take(key: string, perMinute: number): number {
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket || bucket.perMinute !== perMinute) {
        bucket = { tokens: perMinute, at: t, perMinute };
        buckets.set(key, bucket);
      }
      const rate = perMinute / 60_000;
      bucket.tokens = Math.min(perMinute, bucket.tokens + (t - bucket.at) * rate);
      bucket.at = t;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000));
    },
  };
}
