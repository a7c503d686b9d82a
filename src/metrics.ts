import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { LOG_HEALTH_CHECKS, type LogHealth } from "./audit/check-log-head.ts";

/**
 * The only place metrics are made. Labels are bounded: route templates, status codes, policy and
 * PHI type names; never a token, key, tenant or text.
 */
export function createMetrics(queueDepth: () => number) {
  const registry = new Registry();
  const requests = new Counter({
    name: "deid_http_requests_total",
    help: "HTTP requests by route template, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "deid_http_request_duration_seconds",
    help: "HTTP request latency by route template, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const documents = new Counter({
    name: "deid_documents_deidentified_total",
    help: "Documents de-identified, by policy.",
    labelNames: ["policy"] as const,
    registers: [registry],
  });
  const spans = new Counter({
    name: "deid_phi_spans_total",
    help: "PHI spans changed by de-identification, by type.",
    labelNames: ["type"] as const,
    registers: [registry],
  });
  const reidentifications = new Counter({
    name: "deid_reidentifications_total",
    help: "Re-identification requests served.",
    registers: [registry],
  });
  const tokensRestored = new Counter({
    name: "deid_tokens_restored_total",
    help: "Token occurrences restored by re-identification.",
    registers: [registry],
  });
  new Gauge({
    name: "deid_worker_queue_depth",
    help: "Detection tasks waiting for a worker thread.",
    registers: [registry],
    collect() {
      this.set(queueDepth());
    },
  });
  const quarantined = new Counter({
    name: "deid_audit_quarantined_total",
    help: "Pending audit entries quarantined instead of signed, by the check they failed.",
    labelNames: ["failure"] as const,
    registers: [registry],
  });
  let logHealth: (() => Promise<LogHealth>) | undefined;
  new Gauge({
    name: "deid_audit_log_failing",
    help: "1 for the check the audit log fails (it cannot be verified or signed), 0 for the others.",
    labelNames: ["check"] as const,
    registers: [registry],
    async collect() {
      const health = await logHealth?.().catch(() => undefined);
      for (const check of LOG_HEALTH_CHECKS)
        this.set({ check }, health && !health.ok && health.check === check ? 1 : 0);
    },
  });
  return {
    registry,
    /** Where the audit log's health comes from (set once the log exists). */
    watchLogHealth(source: () => Promise<LogHealth>) {
      logHealth = source;
    },
    observeQuarantine(failures: readonly string[]) {
      for (const failure of failures) quarantined.inc({ failure });
    },
    observeRequest(route: string, method: string, status: number, seconds: number) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    observeDocument(policy: string, phiTypes: Readonly<Record<string, number>>) {
      documents.inc({ policy });
      for (const [type, count] of Object.entries(phiTypes)) spans.inc({ type }, count);
    },
    observeReidentification(tokens: number) {
      reidentifications.inc();
      tokensRestored.inc(tokens);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
