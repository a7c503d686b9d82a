import { loadConfig } from "../../config/config.ts";
import type { CliIo, Command } from "../cli-io.ts";
import { CliError, EXIT, usageError } from "../exit-codes.ts";
import { parseOptions } from "../parse-options.ts";
import { createRemoteClient, errorMessage } from "../remote-client.ts";

const help = `Usage: clinical-deid audit events --url <url> [--key <key>] [options]

Lists the tenant's audit events from a server (GET /api/v1/audit/events), newest first, following
the pages to the end: de-identifications, re-identifications (who, when, how many tokens, and, for
admin keys, why) and key events. No PHI: documents appear by id, inputs and outputs as digests.

      --url <url>        the service (e.g. http://127.0.0.1:8080)
      --key <key>        API key with the receipts or admin scope (default DEID_API_KEY)
      --since <time>     ISO-8601 date or time, inclusive (e.g. 2026-10-01)
      --until <time>     ISO-8601 date or time, exclusive (e.g. 2026-11-01)
      --type <type>      deidentify, reidentify, key_created or key_revoked
      --format <f>       jsonl (default) or csv
  -h, --help             this help

Exit codes: 0 done, 1 failure (server unreachable, key refused), 2 usage.

Example: every re-identification of October, by whom and why, as CSV:
  clinical-deid audit events --url $URL --key $ADMIN_KEY --type reidentify --since 2026-10-01 --until 2026-11-01 --format csv
`;

const CSV_COLUMNS = [
  "log_index",
  "type",
  "time",
  "document_id",
  "key_id",
  "policy",
  "tokens_restored",
  "reason_recorded",
  "reason",
  "reason_intact",
] as const;

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes. */
function csvField(value: unknown): string {
  if (value === undefined || value === null) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const auditCommand: Command = {
  name: "audit",
  summary: "list the tenant's audit events (CSV or JSONL)",
  help,
  async run(args, io: CliIo) {
    const {
      values,
      positionals,
      help: wantsHelp,
    } = parseOptions(args, {
      url: { type: "string" },
      key: { type: "string" },
      since: { type: "string" },
      until: { type: "string" },
      type: { type: "string" },
      format: { type: "string" },
    });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    if (positionals.length !== 1 || positionals[0] !== "events")
      throw usageError("usage: clinical-deid audit events --url <url>");
    if (values.url === undefined) throw usageError("audit events needs --url");
    const format = values.format ?? "jsonl";
    if (format !== "jsonl" && format !== "csv") throw usageError("--format must be jsonl or csv");
    const client = createRemoteClient(values.url, values.key ?? loadConfig(io.env).apiKey, io.signal);
    if (format === "csv") io.stdout.write(`${CSV_COLUMNS.join(",")}\r\n`);
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({ limit: "1000" });
      for (const name of ["since", "until", "type"] as const) {
        const value = values[name];
        if (value !== undefined) query.set(name, value);
      }
      if (cursor !== undefined) query.set("cursor", cursor);
      const response = await client.request("GET", `api/v1/audit/events?${query}`);
      if (response.status === 400) throw usageError(errorMessage(response));
      if (response.status !== 200) throw new CliError(`cannot list audit events (${errorMessage(response)})`);
      const page = response.body as { events: Record<string, unknown>[]; next_cursor?: string };
      for (const event of page.events) {
        io.stdout.write(
          format === "csv"
            ? `${CSV_COLUMNS.map((c) => csvField(event[c])).join(",")}\r\n`
            : `${JSON.stringify(event)}\n`,
        );
      }
      cursor = page.next_cursor;
    } while (cursor !== undefined);
    return EXIT.ok;
  },
};
