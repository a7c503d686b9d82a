import { readdir, stat } from "node:fs/promises";
import { basename, extname, join, relative } from "node:path";
import { usageError } from "./exit-codes.ts";

export type InputFormat = "auto" | "text" | "jsonl" | "csv" | "tsv" | "fhir";
export type JobFormat = Exclude<InputFormat, "auto">;
export type OutputKind = "deidentify" | "inspect";

/** One input (stdin or a file) and where its output goes. */
export interface InputJob {
  /** The file, or undefined for stdin. */
  readonly path: string | undefined;
  /** Name used in messages: the path as given, or "stdin". */
  readonly name: string;
  readonly format: JobFormat;
  /** Output file, or undefined for stdout. */
  readonly target: string | undefined;
  readonly bytes: number | undefined;
}

const JSONL_EXTENSIONS = new Set([".jsonl", ".ndjson"]);

function formatOf(path: string | undefined, forced: InputFormat): JobFormat {
  if (forced !== "auto") return forced;
  const extension = path === undefined ? "" : extname(path).toLowerCase();
  if (JSONL_EXTENSIONS.has(extension)) return "jsonl";
  return extension === ".csv" ? "csv" : extension === ".tsv" ? "tsv" : "text";
}

/** The output file name for an input file inside an output folder. */
function targetName(file: string, format: JobFormat, kind: OutputKind, json: boolean): string {
  return format === "text" && (kind === "inspect" || json) ? `${file}.json` : file;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

async function statOrUndefined(path: string) {
  try {
    return await stat(path);
  } catch {
    return undefined;
  }
}

/**
 * Turns the command line's inputs into jobs: stdin (no input or "-") and a single file go to
 * stdout or the `--output` file; several files or folders need an `--output` folder, where each
 * input file gets an output file of the same relative name.
 */
export async function planInputJobs(
  inputs: readonly string[],
  output: string | undefined,
  options: { format: InputFormat; kind: OutputKind; json: boolean },
): Promise<InputJob[]> {
  const outputStat = output === undefined ? undefined : await statOrUndefined(output);
  if (inputs.length === 0 || (inputs.length === 1 && inputs[0] === "-")) {
    if (outputStat?.isDirectory()) throw usageError("--output is a folder; stdin needs an output file");
    return [
      {
        path: undefined,
        name: "stdin",
        format: formatOf(undefined, options.format),
        target: output,
        bytes: undefined,
      },
    ];
  }
  if (inputs.includes("-")) throw usageError('"-" (stdin) cannot be combined with other inputs');
  const stats = await Promise.all(
    inputs.map(async (input) => ({ input, stat: await statOrUndefined(input) })),
  );
  for (const { input, stat: s } of stats) {
    if (!s) throw usageError(`input not found: ${input}`);
    if (!s.isFile() && !s.isDirectory()) throw usageError(`input is not a file or folder: ${input}`);
  }
  const single = stats.length === 1 && stats[0]!.stat!.isFile();
  if (single) {
    const path = inputs[0]!;
    if (outputStat?.isDirectory()) {
      const format = formatOf(path, options.format);
      const target = join(output!, targetName(basename(path), format, options.kind, options.json));
      return [{ path, name: path, format, target, bytes: stats[0]!.stat!.size }];
    }
    return [
      {
        path,
        name: path,
        format: formatOf(path, options.format),
        target: output,
        bytes: stats[0]!.stat!.size,
      },
    ];
  }
  if (output === undefined) throw usageError("several inputs or a folder need --output <folder>");
  if (outputStat && !outputStat.isDirectory())
    throw usageError("--output must be a folder when the input is several files or a folder");
  const jobs: InputJob[] = [];
  for (const { input, stat: s } of stats) {
    const files = s!.isDirectory() ? await walk(input) : [input];
    for (const file of files) {
      const format = formatOf(file, options.format);
      const rel = s!.isDirectory() ? relative(input, file) : basename(file);
      const fileStat = await stat(file);
      jobs.push({
        path: file,
        name: file,
        format,
        target: join(output, targetName(rel, format, options.kind, options.json)),
        bytes: fileStat.size,
      });
    }
  }
  const targets = new Set(jobs.map((j) => j.target));
  if (targets.size !== jobs.length)
    throw usageError("two inputs would write the same output file; give them distinct names");
  return jobs;
}
