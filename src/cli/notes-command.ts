import { readFile } from "node:fs/promises";
import { type Config, loadConfig } from "../config/config.ts";
import { DeidError } from "../errors.ts";
import { DEFAULT_POLICY, isPolicyName, POLICY_NAMES, type PolicyName } from "../policy/policies.ts";
import { checkKnownPhi } from "../service/known-phi.ts";
import type { KnownValue } from "../service/known-values.ts";
import { CsvColumnError, type CsvColumnOptions, parseColumnSpec } from "../structured/csv/column-map.ts";
import type { CliIo } from "./cli-io.ts";
import { EXIT, usageError } from "./exit-codes.ts";
import { createLocalFhirProcessor, createRemoteFhirProcessor, runFhirFiles } from "./fhir-files.ts";
import { type InputEncoding, parseEncoding } from "./input-encoding.ts";
import { type InputJob, type OutputKind, planInputJobs } from "./input-jobs.ts";
import { createLocalProcessor } from "./local-processor.ts";
import type { NoteProcessor } from "./note-processor.ts";
import { oneOf, parseOptions, positiveInteger } from "./parse-options.ts";
import { ProgressBar } from "./progress-bar.ts";
import { createRemoteClient } from "./remote-client.ts";
import { createRemoteProcessor } from "./remote-processor.ts";
import { runNotes } from "./run-notes.ts";
import { screenInputs } from "./screen-inputs.ts";

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
  encoding: { type: "string" },
} as const;

const DEIDENTIFY = {
  ...COMMON,
  policy: { type: "string", short: "p" },
  "subject-id": { type: "string" },
  json: { type: "boolean" },
  init: { type: "boolean" },
  "text-column": { type: "string", multiple: true },
  "subject-column": { type: "string" },
  "id-column": { type: "string" },
  column: { type: "string", multiple: true },
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

/** `deidentify --format fhir`: FHIR R4 resources from .ndjson (Bulk Data) or .json files. */
async function runFhirCommand(
  jobs: readonly InputJob[],
  io: CliIo,
  o: {
    url: string | undefined;
    key: string | undefined;
    policy: string | undefined;
    onError: "skip" | "stop";
    encoding: InputEncoding;
    config: Config;
    v: Record<string, unknown>;
  },
): Promise<number> {
  const str = (name: string) => o.v[name] as string | undefined;
  const processor =
    o.url !== undefined
      ? createRemoteFhirProcessor(
          createRemoteClient(o.url, o.key, io.signal),
          positiveInteger(str("concurrency"), "concurrency", 4),
          o.policy,
        )
      : await createLocalFhirProcessor(
          loadConfig(io.env, {
            workers: positiveInteger(str("concurrency"), "concurrency", o.config.workers),
          }),
          str("tenant") ?? "default",
          (o.policy ?? DEFAULT_POLICY) as PolicyName,
        );
  const progress = new ProgressBar(io.stderr, o.v.quiet !== true && o.v["no-progress"] !== true);
  try {
    const summary = await runFhirFiles(
      jobs,
      processor,
      { onError: o.onError, encoding: o.encoding },
      {
        stdin: io.stdin,
        stdout: io.stdout,
        signal: io.signal,
        progress,
      },
    );
    const seconds = summary.elapsedMs / 1000;
    if (o.v.quiet !== true && (io.stderr.isTTY || summary.failed > 0 || jobs.length > 1)) {
      const skipped = summary.failed > 0 ? `, ${summary.failed} skipped` : "";
      io.stderr.write(
        `de-identified ${summary.resources} FHIR resources in ${seconds.toFixed(1)} s${skipped}\n`,
      );
    }
    if (o.v.stats === true) {
      const rate = seconds > 0 ? Math.round(summary.resources / seconds) : 0;
      io.stderr.write(
        `${JSON.stringify({ resources: summary.resources, failed: summary.failed, files: summary.files, seconds, resources_per_second: rate })}\n`,
      );
    }
    return summary.failed > 0 ? EXIT.partial : EXIT.ok;
  } finally {
    await processor.close();
  }
}

/** The CSV column options, or undefined when none is given. */
function csvColumnOptions(v: Record<string, unknown>): CsvColumnOptions | undefined {
  const list = (name: string) => (v[name] as string[] | undefined) ?? [];
  const textColumns = list("text-column");
  const specs = list("column");
  const subjectColumn = v["subject-column"] as string | undefined;
  const idColumn = v["id-column"] as string | undefined;
  if (textColumns.length === 0 && specs.length === 0 && subjectColumn === undefined && idColumn === undefined)
    return undefined;
  const columns: Record<string, string> = {};
  for (const spec of specs) {
    try {
      const [name, type] = parseColumnSpec(spec);
      if (Object.hasOwn(columns, name)) throw usageError(`--column "${name}" is given twice`);
      columns[name] = type;
    } catch (error) {
      if (error instanceof CsvColumnError) throw usageError(error.message);
      throw error;
    }
  }
  return { textColumns, columns, subjectColumn, idColumn };
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
  const format = oneOf(
    str("format"),
    "format",
    ["auto", "text", "jsonl", "csv", "tsv", "fhir"] as const,
    "auto",
  );
  const onError = oneOf(str("on-error"), "on-error", ["skip", "stop"] as const, "skip");
  const url = str("url");
  if (url === undefined && (str("key") !== undefined || str("batch-size") !== undefined)) {
    throw usageError("--key and --batch-size need --url (a server to send the notes to)");
  }
  if (url !== undefined && v.init === true) throw usageError("--init is for local runs");
  if (url !== undefined && str("tenant") !== undefined)
    throw usageError("--tenant is for local runs; a server takes the tenant from the key");
  const json = v.json === true;
  const knownPhi = await readKnownPhiFile(str("known-phi"));
  const encoding = parseEncoding(str("encoding"));
  const planned = await planInputJobs(positionals, str("output"), { format, kind, json });
  const { jobs, binary } = await screenInputs(planned, encoding);
  const csv = csvColumnOptions(v);
  const tables = jobs.some((job) => job.format === "csv" || job.format === "tsv");
  if (tables && kind === "inspect")
    throw usageError(
      "inspect reads text and JSONL; CSV and TSV files are for deidentify (or give --format text)",
    );
  if (tables && url !== undefined)
    throw usageError(
      "CSV and TSV files are de-identified locally (without --url): each typed cell is checked with the local engine's word lists",
    );
  if (!tables && csv !== undefined)
    throw usageError("--text-column, --subject-column, --id-column and --column are for CSV and TSV input");
  for (const job of binary)
    io.stderr.write(`${job.name}: a binary file, not a note (skipped, not written)\n`);
  const config = loadConfig(io.env);
  if (format === "fhir") {
    if (kind === "inspect") throw usageError("--format fhir is for deidentify");
    return runFhirCommand(jobs, io, {
      url,
      key: str("key") ?? config.apiKey,
      policy,
      onError,
      encoding,
      config,
      v,
    });
  }

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
    // A vault is created only in a data folder the user named, or with --init (never a stray ./data).
    const named = Boolean(io.env.DEID_DATA_DIR?.trim()) || config.databaseUrl !== undefined;
    processor = await createLocalProcessor(
      loadConfig(io.env, { workers, maxQueue: Math.max(config.maxQueue, workers * 8) }),
      str("tenant") ?? "default",
      knownPhi,
      { kind, create: named || v.init === true, stderr: io.stderr },
    );
  }
  const cpuAtStart = process.cpuUsage();
  const progress = new ProgressBar(io.stderr, v.quiet !== true && v["no-progress"] !== true);
  try {
    const summary = await runNotes(
      jobs,
      processor,
      {
        kind,
        json,
        onError,
        encoding,
        ...(csv ? { csv } : {}),
        deidentify: { policy, subjectId: str("subject-id") },
      },
      { stdin: io.stdin, stdout: io.stdout, stderr: io.stderr, signal: io.signal, progress },
    );
    const seconds = summary.elapsedMs / 1000;
    const rate = seconds > 0 ? Math.round(summary.notes / seconds) : 0;
    if (v.quiet !== true && (io.stderr.isTTY || summary.failed > 0 || binary.length > 0 || jobs.length > 1)) {
      const skipped =
        (summary.failed > 0 ? `, ${summary.failed} skipped` : "") +
        (binary.length > 0 ? `, ${binary.length} binary files skipped` : "");
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
        binary_skipped: binary.length,
        seconds,
        notes_per_second: rate,
        cpu_seconds: Math.round((cpu.user + cpu.system) / 1000) / 1000,
        peak_rss_bytes: usage.maxRSS * 1024,
      };
      io.stderr.write(`${JSON.stringify(stats)}\n`);
    }
    return summary.failed > 0 || binary.length > 0 ? EXIT.partial : EXIT.ok;
  } finally {
    await processor.close();
  }
}
