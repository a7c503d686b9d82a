import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { Config } from "../config/config.ts";
import { createContext } from "../context.ts";
import { DeidError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import type { PolicyName } from "../policy/policies.ts";
import { deidentifyFhir } from "../structured/fhir/deidentify-fhir.ts";
import { FhirResourceError } from "../structured/fhir/fhir-parts.ts";
import { CliError, EXIT, usageError } from "./exit-codes.ts";
import { decodingStream, type InputEncoding, InputEncodingError } from "./input-encoding.ts";
import type { InputJob } from "./input-jobs.ts";
import { orderedMap } from "./ordered-map.ts";
import { OutputWriter } from "./output-writer.ts";
import type { ProgressBar } from "./progress-bar.ts";
import { errorMessage, type RemoteClient } from "./remote-client.ts";

type Resource = Record<string, unknown>;
type Outcome = { readonly resource: Resource } | { readonly error: string };

/** Where FHIR resources are de-identified: this process (the library) or a server. */
export interface FhirProcessor {
  readonly window: number;
  deidentify(resource: unknown): Promise<Outcome>;
  close(): Promise<void>;
}

export async function createLocalFhirProcessor(
  config: Config,
  tenant: string,
  policy: PolicyName,
): Promise<FhirProcessor> {
  const ctx = await createContext(config, { logger: createLogger("error", process.stderr) });
  return {
    window: Math.max(4, config.workers * 4),
    async deidentify(resource) {
      try {
        const out = await deidentifyFhir(ctx.deps, resource, {
          tenant,
          policy,
          maxResources: config.maxBatchItems,
          maxTextBytes: config.maxTextBytes,
          concurrency: Math.max(2, config.workers * 2),
        });
        return { resource: out.resource };
      } catch (error) {
        if (error instanceof FhirResourceError) return { error: error.message };
        if (error instanceof DeidError && error.status < 500) return { error: error.message };
        throw error;
      }
    },
    close: () => ctx.close(),
  };
}

export function createRemoteFhirProcessor(
  client: RemoteClient,
  concurrency: number,
  policy: string | undefined,
): FhirProcessor {
  return {
    window: concurrency,
    async deidentify(resource) {
      const response = await client.request("POST", "api/v1/fhir/deidentify", {
        resource,
        ...(policy === undefined ? {} : { policy }),
      });
      if (response.status === 200) return { resource: (response.body as { resource: Resource }).resource };
      if (response.status === 400 || response.status === 413 || response.status === 409)
        return { error: errorMessage(response) };
      throw new CliError(`FHIR de-identification failed (${errorMessage(response)})`);
    },
    close: async () => {},
  };
}

type Item = { readonly line: number; readonly resource?: unknown; readonly error?: string };

async function* items(
  job: InputJob,
  stdin: Readable,
  encoding: InputEncoding,
  signal: AbortSignal,
): AsyncGenerator<Item> {
  const stream: Readable =
    job.path === undefined ? stdin : createReadStream(job.path, { highWaterMark: 256 * 1024 });
  const decoded = stream.pipe(decodingStream(encoding));
  stream.once("error", (error) => decoded.destroy(error));
  // Bulk Data exports are NDJSON (one resource a line); a .json file is one resource or Bundle.
  const ndjson = job.path === undefined || /\.(ndjson|jsonl)$/i.test(job.path);
  try {
    if (!ndjson) {
      let text = "";
      for await (const chunk of decoded) text += chunk.toString();
      yield parse(text, 1);
      return;
    }
    let line = 0;
    for await (const raw of createInterface({
      input: decoded,
      crlfDelay: Number.POSITIVE_INFINITY,
      signal,
    })) {
      line++;
      if (raw.trim() === "") continue;
      yield parse(raw, line);
    }
  } catch (error) {
    if (error instanceof InputEncodingError) throw usageError(`${job.name}: ${error.message}`);
    throw error;
  } finally {
    if (job.path !== undefined) stream.destroy();
    else stream.unpipe(decoded);
    decoded.destroy();
  }
}

function parse(text: string, line: number): Item {
  try {
    return { line, resource: JSON.parse(text) as unknown };
  } catch {
    return { line, error: "not valid JSON" };
  }
}

/**
 * `deidentify --format fhir`: each .ndjson line (a Bulk Data export) or .json file (a resource or
 * Bundle) de-identified, in order, `window` at a time; output files written atomically. A resource
 * that is refused is named by file and line on stderr and left out (skip, exit 3) or ends the run
 * (stop, exit 4, no output file).
 */
export async function runFhirFiles(
  jobs: readonly InputJob[],
  processor: FhirProcessor,
  options: { onError: "skip" | "stop"; encoding: InputEncoding },
  io: { stdin: Readable; stdout: Writable; signal: AbortSignal; progress: ProgressBar },
): Promise<{ resources: number; failed: number; files: number; elapsedMs: number }> {
  const started = performance.now();
  const writer = new OutputWriter(io.stdout);
  let resources = 0;
  let failed = 0;
  let files = 0;
  try {
    for (const job of jobs) {
      const ndjson = job.path === undefined || /\.(ndjson|jsonl)$/i.test(job.path);
      let bad = false;
      const results = orderedMap(
        items(job, io.stdin, options.encoding, io.signal),
        processor.window,
        async (item) =>
          item.error !== undefined
            ? { item, outcome: { error: item.error } as Outcome }
            : { item, outcome: await processor.deidentify(item.resource) },
      );
      for await (const { item, outcome } of results) {
        if (io.signal.aborted)
          throw new CliError("interrupted; no output file was left behind", EXIT.interrupted);
        if ("error" in outcome) {
          failed++;
          const where = `${job.name}${ndjson ? `:${item.line}` : ""}`;
          if (options.onError === "stop")
            throw new CliError(
              `${where}: ${outcome.error} (stopped; --on-error skip goes on past bad records)`,
              EXIT.stopped,
            );
          io.progress.log(`${where}: ${outcome.error} (skipped)\n`);
          if (!ndjson) bad = true;
        } else {
          resources++;
          await writer.write(
            job,
            ndjson
              ? `${JSON.stringify(outcome.resource)}\n`
              : `${JSON.stringify(outcome.resource, null, 2)}\n`,
          );
        }
        io.progress.update(resources + failed, undefined, failed);
      }
      if (bad) await writer.discard(job);
      else await writer.end(job);
      files++;
    }
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    io.progress.finish();
  }
  return { resources, failed, files, elapsedMs: performance.now() - started };
}
