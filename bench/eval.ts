/**
 * Scores the detection engine.
 *   npm run eval                       summary table: dev corpus (all, odd half, even half),
 *                                      generated seed 1 and seed 2, PHI-free touched share
 *   npm run eval -- --all [--dev DIR] [--size N] [--phi-free-size N] [--fresh-size N] [--world-size N]
 *                                      [--world-phi-free-size N] [--world-broad-size N]   the same, plus
 *                                      "fresh seed 1" (bench/fresh) and "world seed 1/2" columns (bench/world),
 *                                      the world PHI-free touched share per country, and the broad world
 *                                      PHI-free set's (bench/world/broad) on its own row and columns
 *   npm run eval -- <corpus dir> [--errors] [--patients even|odd]      one PhysioNet-format corpus
 *   npm run eval -- --generated [--seed N] [--size N] [--by category|type|doc|style|locale|origin|slot|kind] [--errors]
 *   npm run eval -- --fresh [--seed N] [--size N] [--by …]   the fresh held-out corpus (bench/fresh):
 *                                      figures only, never its failures (docs/evaluation.md)
 *   npm run eval -- --world [--seed N] [--size N] [--phi-free-size N] [--broad-size N]
 *                                      [--by country|group|type|doc|style|origin|slot|kind|category] [--errors]
 *                                      the eight-country corpus (bench/world): seed 1 tune, seed 2 check;
 *                                      PHI-free touched share per country, then the broad PHI-free set's
 *   npm run eval -- --abroad [--seed N] [--size N] [--phi-free-size N] [--by country|type|category|all]
 *                                      the abroad corpus (bench/abroad, ten countries, written apart from the
 *                                      other generators): strict recall, lenient precision, character recall
 *                                      and PHI-free touched share; figures only, never its failures
 *   `--all` ends with the abroad seeds 1 and 2 (`--abroad-size N`, `--abroad-phi-free-size N`)
 *   npm run eval -- --queries [--seed N] [--size N] [--by country|kind|casing]
 *                                      clinical queries (bench/queries, ten countries, ~70 % PHI-free): strict
 *                                      recall, lenient precision, character recall and the over-redacted share;
 *                                      quote only, figures only. `--all` ends with its seeds 1 and 2 (`--queries-size N`)
 *
 * `--patients even|odd` keeps only the notes of patients whose numeric id has that parity: read
 * errors on one half (the tuning half, even) and only measure the other (the check half, odd), so
 * the gap between the halves estimates how the rules do on unseen patients.
 * Generated corpus (bench/generator, docs/evaluation.md): seed 1 is the tune set (failures may be
 * read by category), seed 2 the check set (only quoted). `--errors` on the generated corpus prints
 * failures grouped by category with counts and abstract shapes, never note text; `--show-snippets`
 * prints the text and is for the generator's author only (engine authors do not use it).
 * Strict recall: every letter and digit of a gold span is covered by predicted spans.
 * Lenient recall: a predicted span overlaps the gold span. Lenient precision: share of predicted
 * spans that overlap some gold span. Character recall: share of gold letters and digits covered.
 * Any predicted type counts for these; type accuracy is reported on its own.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import { type AbroadBy, printAbroad, printAbroadSummary, scoreAbroad } from "./abroad/abroad-report.ts";
import {
  ABROAD_DEFAULT_PHI_FREE_SIZE,
  ABROAD_DEFAULT_SIZE,
  generateAbroad,
  generateAbroadPhiFree,
} from "./abroad/generate-abroad.ts";
import { type Corpus, type GoldSpan, noteKey, readCorpus } from "./corpus.ts";
import { FRESH_DEFAULT_SIZE, generateFresh } from "./fresh/generate-fresh.ts";
import {
  DIMENSIONS,
  type Dimension,
  type GeneratedResult,
  printBreakdowns,
  printFailureGroups,
  printFalsePositives,
  type ScoredNote,
  scoreGenerated,
  touchedShare,
  WORLD_DIMENSIONS,
} from "./generated-report.ts";
import {
  DEFAULT_PHI_FREE_SIZE,
  DEFAULT_SIZE,
  generateCorpus,
  generatePhiFree,
} from "./generator/generate-corpus.ts";
import { QUERIES_DEFAULT_SIZE } from "./queries/generate-queries.ts";
import {
  printQueries,
  printQueriesSummary,
  QUERY_DIMENSIONS,
  type QueryDimension,
  scoreQueries,
} from "./queries/queries-report.ts";
import { newScore, printScore, ratio, type Score, scoreNote } from "./score.ts";
import { generateWorldPhiFreeBroad, WORLD_DEFAULT_BROAD_SIZE } from "./world/broad/generate-broad.ts";
import {
  generateWorld,
  generateWorldPhiFree,
  WORLD_DEFAULT_PHI_FREE_SIZE,
  WORLD_DEFAULT_SIZE,
} from "./world/generate-world.ts";
import { COUNTRY_CODES } from "./world/kit.ts";
import { printWorldPhiFree } from "./world/phi-free-report.ts";
import { printWorldSideBySide } from "./world/world-summary.ts";

const DEFAULT_DEV = fileURLToPath(new URL("../../shared/corpora/physionet-dev", import.meta.url));

type Engine = ReturnType<typeof createEngine>;

let engineMemo: Engine | undefined;
/** One engine per process (building it loads the lexicons, about a second). */
function engineOnce(): Engine {
  engineMemo ??= createEngine();
  return engineMemo;
}

function byParity(full: Corpus, parity: string | undefined): Corpus {
  const keep = (patient: string): boolean =>
    parity === undefined || (Number.parseInt(patient, 10) % 2 === 0) === (parity === "even");
  return { notes: full.notes.filter((n) => keep(n.patient)), gold: full.gold.filter((g) => keep(g.patient)) };
}

function scoreCorpus(engine: Engine, corpus: Corpus, showErrors: boolean): Score {
  const goldByNote = new Map<string, GoldSpan[]>();
  for (const g of corpus.gold) {
    const key = noteKey(g.patient, g.note);
    goldByNote.set(key, [...(goldByNote.get(key) ?? []), g]);
  }
  const score = newScore();
  for (const note of corpus.notes) {
    const gold = goldByNote.get(noteKey(note.patient, note.note)) ?? [];
    scoreNote(score, `${note.patient}/${note.note}`, note.text, gold, engine.detect(note.text), showErrors);
  }
  return score;
}

function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function numberFlag(args: readonly string[], name: string, fallback: number): number {
  const v = flag(args, name);
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive integer`);
  return n;
}

function evalDir(args: readonly string[], dir: string): void {
  const showErrors = args.includes("--errors");
  const parity = flag(args, "--patients");
  if (!existsSync(dir) || (parity !== undefined && parity !== "even" && parity !== "odd")) {
    console.error("usage: npm run eval -- <corpus dir> [--errors] [--patients even|odd]");
    process.exitCode = 2;
    return;
  }
  const corpus = byParity(readCorpus(dir), parity);
  const engine = engineOnce();
  const score = scoreCorpus(engine, corpus, showErrors);
  if (showErrors) {
    for (const line of score.misses) console.log(line);
    for (const line of score.falsePositives) console.log(line);
    console.log("");
  }
  console.log(
    `corpus: ${dir}${parity === undefined ? "" : ` (${parity} patients)`} (${corpus.notes.length} notes, ${corpus.gold.length} gold spans)`,
  );
  console.log(`engine: ${engine.version}`);
  console.log("");
  printScore(score);
}

type GeneratedKind = "generated" | "fresh" | "world";

/** The dimensions `--by` names: all of them for "category", one otherwise ("country" = locale). */
function dimensionsFor(by: string, kind: GeneratedKind): Dimension[] {
  const all: readonly Dimension[] = kind === "world" ? WORLD_DIMENSIONS : DIMENSIONS;
  if (by === "category" || by === "all") return [...all];
  const name = by === "country" ? "locale" : by;
  return (all as readonly string[]).includes(name) ? [name as Dimension] : [];
}

/** PHI-free notes touched, per country. */
function touchedByCountry(
  notes: readonly ScoredNote[],
  engine: Engine,
): Map<string, { touched: number; total: number }> {
  const out = new Map<string, { touched: number; total: number }>();
  for (const code of COUNTRY_CODES)
    out.set(
      code,
      touchedShare(
        notes.filter((n) => n.locale === code),
        engine,
      ),
    );
  return out;
}

function evalGenerated(args: readonly string[], kind: GeneratedKind = "generated"): void {
  const fresh = kind === "fresh";
  const seed = numberFlag(args, "--seed", 1);
  const size = numberFlag(
    args,
    "--size",
    kind === "fresh" ? FRESH_DEFAULT_SIZE : kind === "world" ? WORLD_DEFAULT_SIZE : DEFAULT_SIZE,
  );
  const by = flag(args, "--by") ?? "category";
  const only = dimensionsFor(by, kind);
  if (only.length === 0) {
    const names = kind === "world" ? ["country", ...WORLD_DIMENSIONS] : DIMENSIONS;
    console.error(`--by takes category (all) or one of: ${names.join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const corpus =
    kind === "fresh"
      ? generateFresh({ seed, size })
      : kind === "world"
        ? generateWorld({ seed, size })
        : generateCorpus({ seed, size });
  const engine = engineOnce();
  // The fresh corpus is held out: no failure listings, only figures.
  const showSnippets = !fresh && args.includes("--show-snippets");
  const result = scoreGenerated(corpus, engine, showSnippets);
  if (showSnippets) {
    for (const line of result.snippets) console.log(line);
    console.log("");
  }
  if (args.includes("--errors") && !fresh) printFailureGroups(result);
  const role = seed === 1 ? "tune set" : seed === 2 ? "check set: quote only" : "other";
  if (fresh) {
    console.log(
      `fresh held-out corpus (bench/fresh): seed ${seed}, ${corpus.notes.length} notes and snippets, ${corpus.gold.length} gold spans; quote figures only, never read or tune to its failures`,
    );
  } else if (kind === "world") {
    console.log(
      `world corpus (bench/world, AU NZ CA IE IN ZA NG SG): seed ${seed} (${role}), ${corpus.notes.length} notes, ${corpus.gold.length} gold spans`,
    );
  } else
    console.log(
      `generated corpus: seed ${seed} (${role}), ${corpus.notes.length} notes and snippets, ${corpus.gold.length} gold spans`,
    );
  console.log(`engine: ${engine.version}`);
  console.log("");
  printBreakdowns(result, only);
  printFalsePositives(result);
  printScore(result.score);
  if (kind === "world") {
    const free = generateWorldPhiFree({
      seed,
      size: numberFlag(args, "--phi-free-size", WORLD_DEFAULT_PHI_FREE_SIZE),
    });
    printWorldPhiFree(free, engine, { errors: args.includes("--errors"), snippets: showSnippets });
    const broad = generateWorldPhiFreeBroad({
      seed,
      size: numberFlag(args, "--broad-size", WORLD_DEFAULT_BROAD_SIZE),
    });
    printWorldPhiFree(broad, engine, {
      errors: args.includes("--errors"),
      snippets: showSnippets,
      broad: true,
    });
  }
}

/** The abroad corpus (bench/abroad): quote only, figures and never failures, whatever flags are given. */
function evalAbroad(args: readonly string[]): void {
  const seed = numberFlag(args, "--seed", 1);
  const by = flag(args, "--by") ?? "country";
  if (!["country", "type", "category", "all"].includes(by)) {
    console.error("--by takes country, type, category or all");
    process.exitCode = 2;
    return;
  }
  const engine = engineOnce();
  const corpus = generateAbroad({ seed, size: numberFlag(args, "--size", ABROAD_DEFAULT_SIZE) });
  const free = generateAbroadPhiFree({
    seed,
    size: numberFlag(args, "--phi-free-size", ABROAD_DEFAULT_PHI_FREE_SIZE),
  });
  console.log(`engine: ${engine.version}`);
  printAbroad(scoreAbroad(seed, corpus, free, engine), by as AbroadBy);
}

/** The clinical queries (bench/queries): quote only, figures and never failures, whatever flags are given. */
function evalQueries(args: readonly string[]): void {
  const by = flag(args, "--by");
  if (by !== undefined && !(QUERY_DIMENSIONS as readonly string[]).includes(by)) {
    console.error(`--by takes ${QUERY_DIMENSIONS.join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const engine = engineOnce();
  const result = scoreQueries(
    numberFlag(args, "--seed", 1),
    engine,
    numberFlag(args, "--size", QUERIES_DEFAULT_SIZE),
  );
  console.log(`engine: ${engine.version}`);
  printQueries(result, by === undefined ? QUERY_DIMENSIONS : [by as QueryDimension]);
}

function evalSummary(args: readonly string[]): void {
  const devDir = flag(args, "--dev") ?? DEFAULT_DEV;
  const size = numberFlag(args, "--size", DEFAULT_SIZE);
  const phiFreeSize = numberFlag(args, "--phi-free-size", DEFAULT_PHI_FREE_SIZE);
  const engine = engineOnce();
  /** `touched`: the PHI-free touched share of the column's own PHI-free set (world columns); `broad`: its broad set's. */
  const columns: {
    name: string;
    score: Score | undefined;
    extra: string;
    touched?: string;
    broad?: string;
  }[] = [];
  if (existsSync(devDir)) {
    const dev = readCorpus(devDir);
    columns.push({ name: "dev all", score: scoreCorpus(engine, dev, false), extra: `${dev.notes.length}` });
    for (const parity of ["odd", "even"]) {
      const half = byParity(dev, parity);
      columns.push({
        name: `dev ${parity}`,
        score: scoreCorpus(engine, half, false),
        extra: `${half.notes.length}`,
      });
    }
  } else {
    for (const name of ["dev all", "dev odd", "dev even"])
      columns.push({ name, score: undefined, extra: "n/a" });
  }
  for (const seed of [1, 2]) {
    const corpus = generateCorpus({ seed, size });
    columns.push({
      name: `gen seed ${seed}`,
      score: scoreGenerated(corpus, engine).score,
      extra: `${corpus.notes.length}`,
    });
  }
  const fresh = generateFresh({ seed: 1, size: numberFlag(args, "--fresh-size", FRESH_DEFAULT_SIZE) });
  columns.push({
    name: "fresh seed 1",
    score: scoreGenerated(fresh, engine).score,
    extra: `${fresh.notes.length}`,
  });
  const worldSize = numberFlag(args, "--world-size", WORLD_DEFAULT_SIZE);
  const worldFreeSize = numberFlag(args, "--world-phi-free-size", WORLD_DEFAULT_PHI_FREE_SIZE);
  const worldBroadSize = numberFlag(args, "--world-broad-size", WORLD_DEFAULT_BROAD_SIZE);
  const worldTouched = new Map<number, Map<string, { touched: number; total: number }>>();
  const broadTouched = new Map<number, Map<string, { touched: number; total: number }>>();
  const broadAll = new Map<number, string>();
  const worldResults: GeneratedResult[] = [];
  for (const seed of [1, 2]) {
    const world = generateWorld({ seed, size: worldSize });
    const worldFree = generateWorldPhiFree({ seed, size: worldFreeSize });
    const all = touchedShare(worldFree, engine);
    worldTouched.set(seed, touchedByCountry(worldFree, engine));
    const broad = generateWorldPhiFreeBroad({ seed, size: worldBroadSize });
    // One detection pass per document: the all-country share is the sum of the countries'.
    const byCountry = touchedByCountry(broad, engine);
    const sum = [...byCountry.values()].reduce(
      (x, t) => ({ touched: x.touched + t.touched, total: x.total + t.total }),
      {
        touched: 0,
        total: 0,
      },
    );
    broadAll.set(seed, ratio(sum.touched, sum.total));
    broadTouched.set(seed, byCountry);
    const worldResult = scoreGenerated(world, engine);
    worldResults.push(worldResult);
    columns.push({
      name: `world seed ${seed}`,
      score: worldResult.score,
      extra: `${world.notes.length}`,
      touched: ratio(all.touched, all.total),
      broad: broadAll.get(seed),
    });
  }
  const free = touchedShare(generatePhiFree({ seed: 1, size: phiFreeSize }), engine);
  const cell = (s: Score | undefined, f: (s: Score) => string): string => (s === undefined ? "n/a" : f(s));
  const rows: [string, (s: Score) => string][] = [
    ["gold spans", (s) => String(s.total.gold)],
    ["strict recall", (s) => ratio(s.total.strict, s.total.gold)],
    ["lenient recall", (s) => ratio(s.total.lenient, s.total.gold)],
    ["lenient precision", (s) => ratio(s.predictedHits, s.predicted)],
    ["character recall", (s) => ratio(s.coveredChars, s.goldChars)],
  ];
  console.log(`engine: ${engine.version}`);
  console.log(`dev corpus: ${existsSync(devDir) ? devDir : `${devDir} (not found)`}`);
  console.log("");
  const width = 14;
  console.log(
    `${"".padEnd(20)}${columns.map((c) => c.name.padStart(width)).join("")}${"PHI-free".padStart(width)}`,
  );
  console.log(
    `${"notes".padEnd(20)}${columns.map((c) => c.extra.padStart(width)).join("")}${String(free.total).padStart(width)}`,
  );
  for (const [label, f] of rows) {
    console.log(
      `${label.padEnd(20)}${columns.map((c) => cell(c.score, f).padStart(width)).join("")}${"-".padStart(width)}`,
    );
  }
  console.log(
    `${"touched share".padEnd(20)}${columns.map((c) => (c.touched ?? "-").padStart(width)).join("")}${ratio(free.touched, free.total).padStart(width)}`,
  );
  console.log(
    `${"touched, broad".padEnd(20)}${columns.map((c) => (c.broad ?? "-").padStart(width)).join("")}${"-".padStart(width)}`,
  );
  console.log("");
  console.log("touched share: PHI-free snippets in which the engine marks anything (goal <= 0.05).");
  console.log(
    "gen seed 1 is the tune set (read failures by category only), gen seed 2 the check set (quote only).",
  );
  console.log("fresh seed 1 is the independent held-out corpus (bench/fresh): quote only, never tune to it.");
  console.log(
    "world seed 1/2: eight-country corpus (bench/world); seed 1 tune (failures by category), seed 2 quote only.",
  );
  console.log(
    `world touched share: the world PHI-free notes of that seed (${worldFreeSize}, bench/world/phi-free.ts); goal <= 0.05 in every country.`,
  );
  console.log(
    `world touched, broad: world PHI-free, broad (${worldBroadSize} documents, bench/world/broad); goal <= 0.05 in every country.`,
  );
  printWorldSideBySide(worldResults, [...worldTouched.values()], [...broadTouched.values()]);
  const abroadSize = numberFlag(args, "--abroad-size", ABROAD_DEFAULT_SIZE);
  const abroadFreeSize = numberFlag(args, "--abroad-phi-free-size", ABROAD_DEFAULT_PHI_FREE_SIZE);
  printAbroadSummary(
    [1, 2].map((seed) =>
      scoreAbroad(
        seed,
        generateAbroad({ seed, size: abroadSize }),
        generateAbroadPhiFree({ seed, size: abroadFreeSize }),
        engine,
      ),
    ),
  );
  const queriesSize = numberFlag(args, "--queries-size", QUERIES_DEFAULT_SIZE);
  printQueriesSummary([1, 2].map((seed) => scoreQueries(seed, engine, queriesSize)));
}

/** Runs the evaluation for command-line `args` (without the node and script paths). */
export function runEval(args: readonly string[]): void {
  const valued = new Set([
    "--patients",
    "--dev",
    "--seed",
    "--size",
    "--phi-free-size",
    "--fresh-size",
    "--world-size",
    "--world-phi-free-size",
    "--world-broad-size",
    "--broad-size",
    "--abroad-size",
    "--abroad-phi-free-size",
    "--queries-size",
    "--by",
  ]);
  const dir = args.find((a, k) => !a.startsWith("--") && !valued.has(args[k - 1] ?? ""));
  if (args.includes("--queries")) evalQueries(args);
  else if (args.includes("--abroad")) evalAbroad(args);
  else if (args.includes("--fresh")) evalGenerated(args, "fresh");
  else if (args.includes("--world")) evalGenerated(args, "world");
  else if (args.includes("--generated")) evalGenerated(args);
  else if (dir !== undefined) evalDir(args, dir);
  else evalSummary(args);
}

if (import.meta.main) runEval(process.argv.slice(2));
