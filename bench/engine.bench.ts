/**
 * Detection engine speed and memory on one core: characters per second (CPU time) on the dev notes,
 * against a plain scan of the same text with one simple regular expression (/\d+/g) and against the
 * engine's own tokeniser with its word look-ups; the rate on number-dense synthetic lab notes
 * (labNotes in bench/lab-notes.ts) as a share of the dev rate; peak RSS, lexicon
 * loading time, engine construction from loaded data, and construction inside a worker thread that
 * receives the data through workerData (shared buffers, not copies).
 *   node bench/engine.bench.ts [corpus dir]      (default: ../shared/corpora/physionet-dev)
 * Exits 0 and says so when the corpus is missing.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { buildLexicons } from "../src/detection/build-lexicons.ts";
import { createEngine, type LexiconData, loadLexiconData } from "../src/detection/index.ts";
import { installVocabulary } from "../src/detection/install-vocabulary.ts";
import { RECOGNISER_TABLE } from "../src/detection/recognisers/table.ts";
import { TokenStream } from "../src/detection/token-stream.ts";
import { readCorpus } from "./corpus.ts";
import { labNotes } from "./lab-notes.ts";

const MIN_SECONDS = Number(process.env.ENGINE_BENCH_SECONDS ?? 3);

function timed<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const value = fn();
  return [value, performance.now() - t0];
}

/** Repeats `pass` over all notes until MIN_SECONDS of CPU time have passed; returns characters per second. */
function throughput(texts: readonly string[], pass: (text: string) => number): number {
  const chars = texts.reduce((n, t) => n + t.length, 0);
  let sink = 0;
  for (const text of texts) sink += pass(text); // warm-up
  let rounds = 0;
  // CPU time of the process: waiting for a core on a shared machine does not count.
  const c0 = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < MIN_SECONDS * 1000) {
    for (const text of texts) sink += pass(text);
    rounds++;
    const c = process.cpuUsage(c0);
    elapsed = (c.user + c.system) / 1000;
  }
  if (sink < 0) console.log(sink);
  return (chars * rounds) / (elapsed / 1000);
}

function plainScan(text: string): number {
  let n = 0;
  for (const match of text.matchAll(/\d+/g)) n += match[0].length;
  return n;
}

/** A token stream with the engine's word table (lexicon, trigger and cue bits), as the engine builds it. */
function engineTokens(data: LexiconData): TokenStream {
  const lexicons = buildLexicons(data);
  installVocabulary(lexicons.wordBits, RECOGNISER_TABLE);
  const tokens = new TokenStream();
  tokens.wordBits = lexicons.wordBits;
  return tokens;
}

function format(charsPerSecond: number): string {
  return `${(charsPerSecond / 1e6).toFixed(2)} M chars/s`;
}

async function workerConstruction(data: LexiconData): Promise<number> {
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: data });
  const ms = await new Promise<number>((resolve, reject) => {
    worker.once("message", (value: number) => resolve(value));
    worker.once("error", reject);
  });
  await worker.terminate();
  return ms;
}

async function main(): Promise<void> {
  const dir =
    process.argv[2] ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));
  console.log("detection engine benchmark (one core)");
  const [data, loadMs] = timed(() => loadLexiconData());
  const [engine, buildMs] = timed(() => createEngine(data));
  const lexiconBytes = Object.values(data.lists).reduce((n, b) => n + b.byteLength, 0);
  console.log(`engine version            ${engine.version}`);
  console.log(
    `lexicon loading           ${loadMs.toFixed(0)} ms (${(lexiconBytes / 1e6).toFixed(1)} MB of lists)`,
  );
  console.log(`engine construction       ${buildMs.toFixed(0)} ms from loaded data`);
  console.log(
    `construction in a worker  ${(await workerConstruction(data)).toFixed(0)} ms (data via workerData)`,
  );
  if (!existsSync(dir)) {
    console.log(`corpus not found at ${dir}: throughput not measured`);
    return;
  }
  const texts = readCorpus(dir).notes.map((n) => n.text);
  const chars = texts.reduce((n, t) => n + t.length, 0);
  console.log(
    `corpus                    ${texts.length} notes, ${(chars / 1e6).toFixed(2)} M chars (${dir})`,
  );
  const engineRate = throughput(texts, (text) => engine.detect(text).length);
  const scanRate = throughput(texts, plainScan);
  const tokens = engineTokens(data);
  const tokenRate = throughput(texts, (text) => {
    tokens.reset(text);
    return tokens.count;
  });
  const labs = labNotes();
  const labRate = throughput(labs, (text) => engine.detect(text).length);
  console.log(`engine throughput         ${format(engineRate)}`);
  console.log(`plain /\\d+/g scan         ${format(scanRate)}`);
  console.log(`engine cost               ${(scanRate / engineRate).toFixed(1)}x the plain scan`);
  console.log(`tokeniser + word look-ups ${format(tokenRate)}`);
  console.log(`engine cost               ${(tokenRate / engineRate).toFixed(1)}x its own tokeniser`);
  console.log(
    `number-dense (lab lines)  ${format(labRate)}, ${(labRate / engineRate).toFixed(2)}x the dev rate (${labs.length} synthetic notes)`,
  );
  console.log(`peak RSS                  ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  const verdict =
    engineRate >= 10e6 ? "goal met (>= 10 M)" : engineRate >= 2e6 ? "must met (>= 2 M)" : "BELOW 2 M chars/s";
  console.log(`verdict                   ${verdict}`);
}

if (isMainThread) {
  await main();
} else {
  const [, ms] = timed(() => createEngine(workerData as LexiconData));
  parentPort?.postMessage(ms);
}
