import { readFile } from "node:fs/promises";
import { stringify } from "csv-stringify/sync";
import type { LogVerification } from "../../audit/verify-log.ts";
import { loadConfig } from "../../config/config.ts";
import { verifyWholeLog } from "../../service/verify-whole-log.ts";
import { boundedFetch } from "../bounded-fetch.ts";
import type { CliIo, Command } from "../cli-io.ts";
import { CliError, EXIT, usageError } from "../exit-codes.ts";
import { withContext } from "../local-context.ts";
import { parseOptions } from "../parse-options.ts";
import { createRemoteClient, errorMessage } from "../remote-client.ts";

const help = `Usage: clinical-deid audit events --url <url> [--key <key>] [options]
       clinical-deid audit verify [--checkpoint <file or URL>] [--json]

audit verify recomputes the whole audit log from the server's database (run it where the server
runs, with its DEID_DATA_DIR or DATABASE_URL and DEID_MASTER_KEY). It only reads: it never
integrates pending entries nor signs a checkpoint. It checks every entry row, every tree node,
every checkpoint's signature and root (so each is consistent with the next), that no entry lies
past the newest checkpoint, every documents row against its entry, every re-identification
reason against its entry's MAC, every API key and tenant list row against its MAC and its log
events, the queue (forged or quarantined entries), and that the log extends the checkpoint this
service remembers signing (a rollback or fork) and the one given with --checkpoint. It always
ends with a report naming each failed check and where (a log index, a node, a checkpoint size,
a document, a key id, a tenant).

      --checkpoint <f>   a signed checkpoint you kept (a file, or an http(s) URL such as a
                         witness's or your own copy of GET /api/v1/receipts/checkpoint); the
                         log must extend it (given_checkpoint)
      --json             the report as one JSON object

Lists the tenant's audit events from a server (GET /api/v1/audit/events), newest first, following
the pages to the end: de-identifications, re-identifications (who, when, how many tokens, and, for
admin keys, why) and key events. No PHI: documents appear by id, inputs and outputs as digests.

      --url <url>        the service (e.g. http://127.0.0.1:8080)
      --key <key>        API key with the receipts or admin scope (default DEID_API_KEY)
      --since <time>     ISO-8601 date or time, inclusive (e.g. 2026-10-01)
      --until <time>     ISO-8601 date or time, exclusive (e.g. 2026-11-01)
      --type <type>      deidentify, reidentify, key_created or key_revoked
      --format <f>       jsonl (default) or csv (cells that a spreadsheet would run as a
                         formula are prefixed with ')
  -h, --help             this help

Exit codes: 0 done (verify: valid), 1 failure (server unreachable, key refused; verify: could not
open the database or finish, with a report saying so), 2 usage, 5 verify: not valid.

Example: every re-identification of October, by whom and why, as CSV:
  clinical-deid audit events --url $URL --key $ADMIN_KEY --type reidentify --since 2026-10-01 --until 2026-11-01 --format csv
`;

/** A checkpoint the operator kept: a file, or an http(s) URL (small, bounded, same-origin). */
async function readGivenCheckpoint(source: string, io: CliIo): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await boundedFetch(new URL(source), {
      maxBytes: 64 * 1024,
      timeoutMs: 30_000,
      signal: io.signal,
    });
    if (response.status !== 200)
      throw new CliError(`cannot fetch the checkpoint ${source} (HTTP ${response.status})`);
    return response.text;
  }
  try {
    return await readFile(source, "utf8");
  } catch (error) {
    throw usageError(
      `cannot read --checkpoint ${source} (${(error as NodeJS.ErrnoException).code ?? "error"})`,
    );
  }
}

/**
 * `audit verify`: the whole log recomputed from the server's database, read-only. Always ends
 * with a report: exit 0 valid, 5 not valid, 1 when it could not run to the end (the report says
 * why and that nothing was judged).
 */
async function verifyCommand(io: CliIo, json: boolean, checkpoint: string | undefined): Promise<number> {
  const given =
    checkpoint === undefined
      ? undefined
      : { note: await readGivenCheckpoint(checkpoint, io), source: checkpoint };
  let result: LogVerification;
  try {
    result = await withContext(io, (ctx) => verifyWholeLog(ctx, given ? { given } : {}), { readOnly: true });
  } catch (error) {
    if (error instanceof CliError && error.exitCode === EXIT.usage) throw error;
    // Never a stack or a driver message (they can quote values): the error's name and, for our
    // own errors, their message.
    const why =
      error instanceof CliError || (error instanceof Error && error.name === "ConfigError")
        ? error.message
        : error instanceof Error
          ? error.name
          : "unknown error";
    if (json) io.stdout.write(`${JSON.stringify({ valid: null, verified: false, error: why })}\n`);
    else io.stdout.write(`audit log: NOT VERIFIED (could not finish: ${why}); no check was judged\n`);
    return EXIT.failure;
  }
  if (json) {
    io.stdout.write(`${JSON.stringify({ ...result, verified: true })}\n`);
  } else {
    io.stdout.write(
      `audit log: ${result.valid ? "VALID" : "NOT VALID"} (${result.entries} entries, ${result.checkpoints} checkpoints)\n`,
    );
    for (const [check, ok] of Object.entries(result.checks)) {
      io.stdout.write(`  ${ok ? "ok  " : "FAIL"}  ${check}\n`);
    }
    for (const problem of result.problems) {
      io.stdout.write(`  ${problem.check}: ${problem.at}: ${problem.reason}\n`);
    }
    for (const note of result.notes) io.stdout.write(`  note: ${note}\n`);
  }
  return result.valid ? EXIT.ok : EXIT.invalid;
}

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

/**
 * One CSV record (RFC 4180, CRLF) by csv-stringify, with formula escaping: a cell starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return (a reason typed by a user, say) is prefixed with
 * `'`, so a spreadsheet shows it as text instead of running it (OWASP "CSV injection").
 */
export function csvRecord(cells: readonly unknown[]): string {
  return stringify(
    [
      cells.map((value) =>
        value === undefined || value === null
          ? ""
          : typeof value === "string"
            ? value
            : JSON.stringify(value),
      ),
    ],
    { escape_formulas: true, record_delimiter: "windows", quoted_match: /[\r\n]/ },
  );
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
      json: { type: "boolean" },
      checkpoint: { type: "string" },
    });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    if (positionals.length === 1 && positionals[0] === "verify")
      return verifyCommand(io, values.json === true, values.checkpoint);
    if (positionals.length !== 1 || positionals[0] !== "events")
      throw usageError("usage: clinical-deid audit events --url <url> | clinical-deid audit verify");
    if (values.url === undefined) throw usageError("audit events needs --url");
    const format = values.format ?? "jsonl";
    if (format !== "jsonl" && format !== "csv") throw usageError("--format must be jsonl or csv");
    const client = createRemoteClient(values.url, values.key ?? loadConfig(io.env).apiKey, io.signal);
    if (format === "csv") io.stdout.write(csvRecord(CSV_COLUMNS));
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
      const page = response.body as {
        events: Record<string, unknown>[];
        next_cursor?: string;
        pending_events?: number;
      };
      if (cursor === undefined && (page.pending_events ?? 0) > 0)
        io.stderr.write(
          `${page.pending_events} events committed but not in the log yet (listed within a second)\n`,
        );
      for (const event of page.events) {
        io.stdout.write(
          format === "csv" ? csvRecord(CSV_COLUMNS.map((c) => event[c])) : `${JSON.stringify(event)}\n`,
        );
      }
      cursor = page.next_cursor;
    } while (cursor !== undefined);
    return EXIT.ok;
  },
};
