/**
 * Response times as the service itself measured them (`deid_http_request_duration_seconds` in
 * `/metrics`), from the request's arrival to its reply: free of the load generator's own waits for
 * a core on a shared machine, though not of the service's. Read before and after a run; the
 * difference of the cumulative buckets gives, per route, how many requests were answered within
 * each bound.
 */
export type Buckets = Map<string, Map<number, number>>;

const LINE = /^deid_http_request_duration_seconds_bucket\{([^}]*)\} (\d+(?:\.\d+)?)$/;

/** Every route's cumulative bucket counts (successful GETs and POSTs), summed over the servers. */
export async function readBuckets(urls: readonly string[]): Promise<Buckets> {
  const out: Buckets = new Map();
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(30_000) })).text();
    for (const line of text.split("\n")) {
      const match = LINE.exec(line);
      if (!match) continue;
      const labels = new Map(
        [...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!] as [string, string]),
      );
      if (labels.get("status") !== "200") continue;
      const le = labels.get("le") === "+Inf" ? Number.POSITIVE_INFINITY : Number(labels.get("le"));
      const route = `${labels.get("method")} ${labels.get("route")}`;
      let buckets = out.get(route);
      if (!buckets) {
        buckets = new Map();
        out.set(route, buckets);
      }
      buckets.set(le, (buckets.get(le) ?? 0) + Number(match[2]));
    }
  }
  return out;
}

/**
 * Per route whose name contains `part`: requests in the window, the share answered within 50 ms,
 * and the smallest bucket bound holding 99% of them (an upper bound of the p99).
 */
export function serverLatency(before: Buckets, after: Buckets, part: string): string[] {
  const lines: string[] = [];
  for (const [route, buckets] of [...after].sort(([a], [b]) => a.localeCompare(b))) {
    if (!route.includes(part)) continue;
    const earlier = before.get(route);
    const bounds = [...buckets.keys()].sort((a, b) => a - b);
    const count = (le: number) => (buckets.get(le) ?? 0) - (earlier?.get(le) ?? 0);
    const total = count(Number.POSITIVE_INFINITY);
    if (total === 0) continue;
    const within50 = count(0.05) / total;
    const p99 = bounds.find((le) => count(le) >= 0.99 * total) ?? Number.POSITIVE_INFINITY;
    lines.push(
      `${route.padEnd(40)} ${String(total).padStart(6)}  within 50 ms ${(within50 * 100).toFixed(1).padStart(5)}%  p99 ≤ ${p99 === Number.POSITIVE_INFINITY ? "∞" : `${p99 * 1000} ms`}`,
    );
  }
  return lines;
}
