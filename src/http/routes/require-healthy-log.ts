import type { AppContext } from "../../context.ts";
import { DeidError } from "../../errors.ts";

/**
 * Receipts and the log's events are not served from a log that cannot be verified or signed
 * (rolled back, forked…): a catalogued 503. The health check is cached (audit-log.ts), so this
 * costs no query on most requests.
 */
export async function requireHealthyLog(ctx: AppContext): Promise<void> {
  const health = await ctx.audit.health();
  if (!health.ok)
    throw new DeidError(
      "audit_log_unavailable",
      `the audit log cannot be verified or signed (${health.check}); see /health`,
      { retryAfterSeconds: 60 },
    );
}
