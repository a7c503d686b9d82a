import { readFile } from "node:fs/promises";
import { loadConfig } from "../config/config.ts";
import { DeidError } from "../errors.ts";
import type { KnownValue } from "../known-values/known-values.ts";
import { isPolicyName, POLICY_NAMES } from "../policy/policies.ts";
import { checkKnownPhi } from "../service/known-phi.ts";
import type { CliIo } from "./cli-io.ts";
import { EXIT, usageError } from "./exit-codes.ts";
import { type OutputKind, planInputJobs } from "./input-jobs.ts";
import { createLocalProcessor } from "./local-processor.ts";
import type { NoteProcessor } from "./note-processor.ts";
import { oneOf, parseOptions, positiveInteger } from "./parse-options.ts";
import { ProgressBar } from "./progress-bar.ts";
import { createRemoteClient } from "./remote-client.ts";
import { createRemoteProcessor } from "./remote-processor.ts";
import { runNotes } from "./run-notes.ts";

const COMMON = {
  output: { type: "string", short: "o" },
  format: { type: "string" },
  "on-error": { type: "string" },
  url: { type: "string" },
  key: { type: "string" },
  tenant: { type: "string" },
  concurrency: { type: "string" },
  "batch-size": { type: "string" },
  quiet: { type: "boolean", short: "q" },
  "no-progress": { type: "boolean" },
  stats: { type: "boolean" },
  "known-phi": { type: "string" },
} as const;

const DEIDENTIFY = {
  ...COMMON,
  policy: { type: "string", short: "p" },
  "subject-id": { type: "string" },
  json: { type: "boolean" },
} as const;

/**
 * The `--known-phi` file: a JSON array of `{type, value}` applied to every note. A bad file is a
 * usage error naming the file and the entry's path, never a value.
 */
async function readKnownPhiFile(path: string | undefined): Promise<KnownValue[]> {
  if (path === undefined) return [];
  let content: string;
  try {
    content = await readFile(path, "utf8");
  } catch {
    throw usageError(`--known-phi: cannot read ${path}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw usageError(`--known-phi: ${path} is not valid JSON (a JSON array of {"type", "value"})`);
  }
  try {
    return checkKnownPhi(parsed, "");
  } catch (error) {
    if (error instanceof DeidError) throw usageError(`--known-phi: ${path}: ${error.message}`);
    throw error;
  }
}

/** `deidentify` and `inspect`: parse options, choose local or remote processing, run the pipeline. */
export async function runNotesCommand(
  kind: OutputKind,
  args: readonly string[],
  io: CliIo,
  help: string,
): Promise<number> {
  const {
    values,
    positionals,
    help: wantsHelp,
  } = parseOptions(args, kind === "deidentify" ? DEIDENTIFY : COMMON);
  if (wantsHelp) {
    io.stdout.write(help);
    return EXIT.ok;
  }
  const v = values as Record<string, string | boolean | undefined>;
  const str = (name: string) => v[name] as string | undefined;
  const policy = str("policy");
  if (policy !== undefined && !isPolicyName(policy))
    throw usageError(`--policy must be one of ${POLICY_NAMES.join(", ")}`);
  const format = oneOf(str("format"), "format", ["auto", "text", "jsonl"] as const, "auto");
  const onError = oneOf(str("on-error"), "on-error", ["skip", "stop"] as const, "skip");
  const url = str("url");
  if (url === undefined && (str("key") !== undefined || str("batch-size") !== undefined)) {
    throw usageError("--key and --batch-size need --url (a server to send the notes to)");
  }
  if (url !== undefined && str("tenant") !== undefined)
    throw usageError("--tenant is for local runs; a server takes the tenant from the key");
  const json = v.json === true;
  const knownPhi = await readKnownPhiFile(str("known-phi"));
  const jobs = await planInputJobs(positionals, str("output"), { format, kind, json });
  const config = loadConfig(io.env);

  let processor: NoteProcessor;
  if (url !== undefined) {
    const client = createRemoteClient(url, str("key") ?? config.apiKey, io.signal);
    processor = createRemoteProcessor(
      client,
      positiveInteger(str("concurrency"), "concurrency", 4),
      positiveInteger(str("batch-size"), "batch-size", 25),
      knownPhi,
    );
  } else {
    const workers = positiveInteger(str("concurrency"), "concurrency", config.workers);
    processor = await createLocalProcessor(
      loadConfig(io.env, { workers, maxQueue: Math.max(config.maxQueue, workers * 8) }),
      str("tenant") ?? "default",
      knownPhi,
    );
  }
  const cpuAtStart = process.cpuUsage();
  const progress = new ProgressBar(io.stderr, v.quiet !== true && v["no-progress"] !== true);
  try {
    const summary = await runNotes(
      jobs,
      processor,
      { kind, json, onError, deidentify: { policy, subjectId: str("subject-id") } },
      { stdin: io.stdin, stdout: io.stdout, stderr: io.stderr, signal: io.signal, progress },
    );
    const seconds = summary.elapsedMs / 1000;
    const rate = seconds > 0 ? Math.round(summary.notes / seconds) : 0;
    if (v.quiet !== true && (io.stderr.isTTY || summary.failed > 0 || jobs.length > 1)) {
      const skipped = summary.failed > 0 ? `, ${summary.failed} skipped` : "";
      io.stderr.write(
        `${kind === "deidentify" ? "de-identified" : "inspected"} ${summary.notes} notes in ${seconds.toFixed(1)} s (${rate} notes/s)${skipped}\n`,
      );
    }
    if (v.stats === true) {
      // Whole process, worker threads included; CPU counted over the run itself.
      const usage = process.resourceUsage();
      const cpu = process.cpuUsage(cpuAtStart);
      const stats = {
        notes: summary.notes,
        failed: summary.failed,
        files: summary.files,
        seconds,
        notes_per_second: rate,
        cpu_seconds: Math.round((cpu.user + cpu.system) / 1000) / 1000,
        peak_rss_bytes: usage.maxRSS * 1024,
      };
      io.stderr.write(`${JSON.stringify(stats)}\n`);
    }
    return summary.failed > 0 ? EXIT.partial : EXIT.ok;
  } finally {
    await processor.close();
  }
}
