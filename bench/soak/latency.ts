/** Response times by route, for percentiles at the end. */
export class Latencies {
  private readonly byRoute = new Map<string, number[]>();

  add(route: string, ms: number): void {
    let list = this.byRoute.get(route);
    if (!list) {
      list = [];
      this.byRoute.set(route, list);
    }
    list.push(ms);
  }

  /** One line per route: count, p50, p99, max (ms). */
  report(): string[] {
    const lines: string[] = [];
    const all: number[] = [];
    for (const [route, list] of [...this.byRoute].sort(([a], [b]) => a.localeCompare(b))) {
      all.push(...list);
      lines.push(line(route, list));
    }
    lines.push(line("all routes", all));
    return lines;
  }

  p99(route: string): number {
    return percentile(
      [...(this.byRoute.get(route) ?? [])].sort((a, b) => a - b),
      0.99,
    );
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

function line(route: string, list: readonly number[]): string {
  const sorted = [...list].sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1).padStart(8);
  return `${route.padEnd(34)} ${String(sorted.length).padStart(7)}  p50 ${f(percentile(sorted, 0.5))}  p99 ${f(percentile(sorted, 0.99))}  max ${f(sorted.at(-1) ?? Number.NaN)} ms`;
}
