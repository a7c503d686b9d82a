import { readFileSync } from "node:fs";
import { mulberry32 } from "../../src/surrogates/rng.ts";
import { Latencies } from "./latency.ts";
import { SOAK_KEY } from "./servers.ts";

/**
 * The mixed load, step by step (each concurrent lane takes the next step): single
 * de-identifications of a random subject (so subjects' memories grow), a 10-note batch every 25th
 * step, a re-identification every 50th, the tenant's events listed every 20th (newest page, one
 * kind, a past window, or the next page of an earlier listing) and a recent document's audit
 * trail every 20th. Requests go to the replicas in turn.
 */
export interface LoadCounts {
  requests: number;
  status5xx: number;
  /** Other failures: unexpected 4xx, refused connections, timeouts. */
  otherErrors: number;
  /** Requests unanswered after 60 s (also among otherErrors). */
  timeouts: number;
  batchItemErrors: number;
  reidentify: number;
}

export interface LoadResult {
  /** Completion time (ms since start) of every document, in completion order. */
  readonly doneAt: number[];
  /** The services' CPU time (ms, `/proc`) when each document completed, when `cpuMs` was given. */
  readonly cpuAt: number[];
  /** The most recent documents de-identified (for the quiet probe). */
  readonly recent: readonly string[];
  readonly seconds: number;
  readonly counts: LoadCounts;
  readonly latencies: Latencies;
}

const BATCH = 10;

export async function runLoad(options: {
  readonly urls: readonly string[];
  readonly docs: number;
  readonly concurrency: number;
  readonly subjects: number;
  readonly notes: readonly string[];
  readonly seed: number;
  readonly onProgress?: (docs: number, counts: LoadCounts) => void;
  /** The services' CPU time so far (ms): sampled at each completion, it does not grow with queueing. */
  readonly cpuMs?: () => number | undefined;
}): Promise<LoadResult> {
  const random = mulberry32(options.seed);
  const headers = { authorization: `Bearer ${SOAK_KEY}`, "content-type": "application/json" };
  const counts: LoadCounts = {
    requests: 0,
    status5xx: 0,
    otherErrors: 0,
    timeouts: 0,
    batchItemErrors: 0,
    reidentify: 0,
  };
  const latencies = new Latencies();
  const doneAt: number[] = [];
  const cpuAt: number[] = [];
  const done = (documents: number) => {
    const at = performance.now() - started;
    const cpu = options.cpuMs?.();
    for (let i = 0; i < documents; i++) {
      doneAt.push(at);
      if (cpu !== undefined) cpuAt.push(cpu);
    }
  };
  const recent: string[] = [];
  let cursor: string | undefined;
  let issued = 0;
  let step = 0;
  const started = performance.now();
  const subject = () => `s-${Math.floor(random() * options.subjects)}`;
  const note = () => options.notes[issued % options.notes.length]!;

  async function call(route: string, method: string, path: string, body?: unknown) {
    const url = options.urls[counts.requests++ % options.urls.length]!;
    const t0 = performance.now();
    let status = 0;
    let json: unknown;
    try {
      // A request unanswered for a minute is an error, not a hung soak.
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        signal: AbortSignal.timeout(60_000),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = response.status;
      json = await response.json().catch(() => undefined);
    } catch (error) {
      status = 0;
      if ((error as Error).name === "TimeoutError") counts.timeouts++;
    }
    latencies.add(route, performance.now() - t0);
    if (status >= 500) {
      // The route, status and catalogued error code only (never a body's values).
      if (counts.status5xx++ === 0)
        process.stderr.write(`first 5xx: ${route} ${status} ${errorCode(json)}\n`);
    } else if (status === 0 || status >= 400) {
      if (counts.otherErrors++ === 0)
        process.stderr.write(`first error: ${route} ${status} ${JSON.stringify(json).slice(0, 300)}\n`);
    }
    return { status, json };
  }

  async function next(): Promise<void> {
    const n = step++;
    if (n % 50 === 49 && recent.length > 0) {
      const id = recent[Math.floor(random() * recent.length)]!;
      await call("POST /reidentify", "POST", "/api/v1/reidentify", {
        document_id: id,
        text: "restored [NAM_000000000000]",
        reason: "soak",
      });
      counts.reidentify++;
      return;
    }
    if (n % 20 === 7) {
      const variant = Math.floor(n / 20) % 4;
      const query =
        variant === 0
          ? "limit=100"
          : variant === 1
            ? "limit=100&type=reidentify"
            : variant === 2
              ? `limit=100&until=${new Date(Date.now() - 3_600_000).toISOString()}`
              : cursor
                ? `limit=100&cursor=${cursor}`
                : "limit=100";
      const { status, json } = await call("GET /audit/events", "GET", `/api/v1/audit/events?${query}`);
      if (status === 200) cursor = (json as { next_cursor?: string }).next_cursor;
      return;
    }
    if (n % 20 === 13 && recent.length > 0) {
      const id = recent[Math.floor(random() * recent.length)]!;
      await call("GET /documents/{id}/audit", "GET", `/api/v1/documents/${id}/audit`);
      return;
    }
    if (n % 25 === 24 && issued + BATCH <= options.docs) {
      const texts = Array.from({ length: BATCH }, () => ({ text: note(), subject_id: subject() }));
      issued += BATCH;
      const { status, json } = await call("POST /batch/deidentify", "POST", "/api/v1/batch/deidentify", {
        texts,
      });
      if (status === 200) {
        const results = (json as { results?: { error?: unknown }[] }).results ?? [];
        counts.batchItemErrors += results.filter((r) => r.error !== undefined).length;
        done(BATCH);
      }
      return;
    }
    const text = note();
    issued++;
    const { status, json } = await call("POST /deidentify", "POST", "/api/v1/deidentify", {
      text,
      subject_id: subject(),
    });
    if (status === 200) {
      done(1);
      const id = (json as { document_id: string }).document_id;
      if (recent.length < 1000) recent.push(id);
      else recent[issued % 1000] = id;
    }
  }

  let reported = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (issued < options.docs) {
        await next();
        if (doneAt.length - reported >= options.docs / 10) {
          reported = doneAt.length;
          options.onProgress?.(doneAt.length, counts);
        }
      }
    }),
  );
  return { doneAt, cpuAt, recent, seconds: (performance.now() - started) / 1000, counts, latencies };
}

/**
 * The listing routes alone, one request at a time on an otherwise idle service: what a page costs
 * on the grown log, apart from queueing behind the load on a shared machine.
 */
export async function probeListings(
  url: string,
  pid: number | undefined,
  documents: readonly string[],
  rounds: number,
): Promise<{ latencies: Latencies; cpuMsPerRequest: number | undefined }> {
  const latencies = new Latencies();
  const headers = { authorization: `Bearer ${SOAK_KEY}` };
  const until = new Date(Date.now() - 3_600_000).toISOString();
  let cursor: string | undefined;
  let requests = 0;
  const get = async (route: string, path: string) => {
    const t0 = performance.now();
    const response = await fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(60_000) });
    const body = (await response.json()) as { next_cursor?: string };
    latencies.add(route, performance.now() - t0);
    requests++;
    if (response.status !== 200) throw new Error(`${route}: ${response.status}`);
    return body;
  };
  const cpuBefore = processCpuMs(pid);
  for (let i = 0; i < rounds; i++) {
    const page = await get(
      "GET /audit/events",
      `/api/v1/audit/events?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    cursor = i % 10 === 9 ? undefined : page.next_cursor;
    await get("GET /audit/events?type=reidentify", "/api/v1/audit/events?limit=100&type=reidentify");
    await get("GET /audit/events?until=-1h", `/api/v1/audit/events?limit=100&until=${until}`);
    if (documents.length > 0)
      await get("GET /documents/{id}/audit", `/api/v1/documents/${documents[i % documents.length]}/audit`);
  }
  const cpuAfter = processCpuMs(pid);
  return {
    latencies,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / requests,
  };
}

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux): unlike response times on a
 * shared machine, it does not grow while the process waits for a core.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat (utime, stime), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The catalogued error code of an error body (`{ error: { code } }`), or "-". */
function errorCode(json: unknown): string {
  const code = (json as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === "string" && /^[a-z_]{1,60}$/.test(code) ? code : "-";
}
