/**
 * CLI throughput: `clinical-deid deidentify` (local mode, the service's SQLite storage, every core)
 * on a JSONL file of the dev corpus's notes repeated to 100,000 lines. Reports notes/s, peak RSS
 * of the CLI process (worker threads included), CPU use against the cores available, and checks
 * that every line came out; a run on a tenth of the notes shows whether memory grows with input. Standalone: `node bench/cli.bench.ts` or `npm run bench -- cli`.
 *   CORPUS_DIR (default ../shared/corpora/physionet-dev), CLI_BENCH_NOTES (default 100000)
 * Exits 0 and says so when the corpus is missing.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { readCorpus } from "./corpus.ts";

const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
const NOTES = Number(process.env.CLI_BENCH_NOTES ?? 100_000);
const MAIN = new URL("../src/cli/main.ts", import.meta.url).pathname;

interface Stats {
  notes: number;
  failed: number;
  seconds: number;
  notes_per_second: number;
  cpu_seconds: number;
  peak_rss_bytes: number;
}

async function writeInput(path: string, texts: readonly string[], count: number): Promise<number> {
  const out = createWriteStream(path);
  for (let i = 0; i < count; i++) {
    const line = `${JSON.stringify({ id: i, subject_id: `p${i % 997}`, text: texts[i % texts.length] })}\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return statSync(path).size;
}

async function countLines(path: string): Promise<{ lines: number; errors: number }> {
  let lines = 0;
  let errors = 0;
  for await (const line of createInterface({ input: createReadStream(path) })) {
    lines++;
    if (line.startsWith('{"line"')) errors++;
  }
  return { lines, errors };
}

async function run(args: string[], dataDir: string): Promise<{ stats: Stats; wallSeconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN, ...args, "--stats", "--quiet"], {
    env: { ...process.env, DEID_DATA_DIR: dataDir, DEID_LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  const wallSeconds = (performance.now() - started) / 1000;
  const statsLine = stderr.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !statsLine.startsWith("{"))
    throw new Error(`the CLI exited with ${code}: ${stderr.slice(-500)}`);
  return { stats: JSON.parse(statsLine) as Stats, wallSeconds };
}

async function main(): Promise<void> {
  if (!existsSync(CORPUS)) {
    console.log(`cli bench: corpus not found at ${CORPUS}; skipped`);
    return;
  }
  const texts = readCorpus(CORPUS).notes.map((n) => n.text);
  const dir = mkdtempSync(join(tmpdir(), "deid-cli-bench-"));
  try {
    const input = join(dir, "notes.jsonl");
    const bytes = await writeInput(input, texts, NOTES);
    // A tenth of the notes, to show that memory does not grow with the input.
    const small = join(dir, "small.jsonl");
    const smallCount = Math.max(1, Math.round(NOTES / 10));
    await writeInput(small, texts, smallCount);
    const cores = availableParallelism();
    console.log(
      `input: ${NOTES.toLocaleString("en-US")} notes (${texts.length} distinct dev notes repeated), ${(bytes / 2 ** 20).toFixed(1)} MiB JSONL; ${cores} cores`,
    );
    const table: string[][] = [["command", "notes/s", "wall s", "CPU use", "peak RSS", "lines out"]];
    const n = (count: number) => count.toLocaleString("en-US");
    const runs: [string, number, string[]][] = [
      [`deidentify ${n(NOTES)} (local, SQLite)`, NOTES, ["deidentify", input, "-o", join(dir, "deid.jsonl")]],
      [`inspect ${n(NOTES)} (local)`, NOTES, ["inspect", input, "-o", join(dir, "inspect.jsonl")]],
      [
        `inspect ${n(smallCount)} (local)`,
        smallCount,
        ["inspect", small, "-o", join(dir, "inspect-small.jsonl")],
      ],
    ];
    for (const [name, count, args] of runs) {
      const { stats, wallSeconds } = await run(args, join(dir, "data"));
      const out = await countLines(args[3]!);
      if (out.lines !== count || out.errors > 0)
        throw new Error(`${name}: ${out.lines} lines, ${out.errors} errors`);
      const cpu = stats.cpu_seconds / (stats.seconds * cores);
      table.push([
        name,
        Math.round(stats.notes / stats.seconds).toLocaleString("en-US"),
        wallSeconds.toFixed(1),
        `${Math.round(cpu * 100)}% of ${cores} cores`,
        `${Math.round(stats.peak_rss_bytes / 2 ** 20)} MiB`,
        out.lines.toLocaleString("en-US"),
      ]);
    }
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
    console.log(
      "notes/s counts from the first line read to the last line written (start-up excluded; wall s includes it).",
    );
    console.log(
      "Peak RSS: the whole CLI process, worker threads included; compare the two inspect rows for growth.",
    );
    console.log(
      "deidentify also stores every note durably (tokens, document, audit entry) in SQLite; storage bounds it.",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
