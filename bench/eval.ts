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
 *   npm run eval -- --third [--seed N] [--size N] [--phi-free-size N] [--by country|form|category|all] [--errors]
 *                                      the third corpus (bench/third, ten countries, a third writer's forms):
 *                                      seed 1 tune (--errors: failures by category and shape), seed 2 quote only.
 *                                      `--all` ends with its seeds 1 and 2 (`--third-size N`, `--third-phi-free-size N`)
 *   npm run eval -- --fourth [--seed N] [--size N] [--phi-free-size N] [--by country|form|category|all] [--errors]
 *                                      the fourth corpus (bench/fourth, eight countries, a fourth writer's forms and a
 *                                      PHI-free half of guidelines, leaflets, formularies …): seed 1 tune (--errors:
 *                                      failures and PHI-free marks by category and shape), seed 2 quote only.
 *                                      `--all` ends with its seeds 1 and 2 (`--fourth-size N`, `--fourth-phi-free-size N`)
 *   npm run eval -- --fifth [--seed N] [--size N] [--phi-free-size N] [--by country|form|category|all] [--errors]
 *                                      the fifth corpus (bench/fifth, ten countries, a fifth writer's letters,
 *                                      snippets and PHI-free documents): seed 1 tune since round 20 (--errors:
 *                                      failures by category and shape), seed 2 quote only, figures only.
 *                                      `--all` ends with its seeds 1 and 2 (`--fifth-size N`, `--fifth-phi-free-size N`)
 *   npm run eval -- --sixth [--seed N] [--size N] [--phi-free-size N] [--by country|form|category|all]
 *                                      the sixth corpus (bench/sixth, ten countries, written by a writer who read
 *                                      neither the engine nor another generator): quote only for everyone, both
 *                                      seeds; figures only, whatever flags are given. `--all` ends with its seeds
 *                                      1 and 2 (`--sixth-size N`, `--sixth-phi-free-size N`)
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
import { type AbroadBy, printAbroad, scoreAbroad } from "./abroad/abroad-report.ts";
import {
  ABROAD_DEFAULT_PHI_FREE_SIZE,
  ABROAD_DEFAULT_SIZE,
  generateAbroad,
  generateAbroadPhiFree,
} from "./abroad/generate-abroad.ts";
import { readCorpus } from "./corpus.ts";
import { byParity, engineOnce, flag, numberFlag, scoreCorpus } from "./eval-kit.ts";
import { evalSummary } from "./eval-summary.ts";
import { collectFifthErrors, printFifthErrors } from "./fifth/fifth-errors.ts";
import { FIFTH_BY, type FifthBy, printFifth, scoreFifth } from "./fifth/fifth-report.ts";
import {
  FIFTH_DEFAULT_PHI_FREE_SIZE,
  FIFTH_DEFAULT_SIZE,
  generateFifth,
  generateFifthPhiFree,
} from "./fifth/generate-fifth.ts";
import { FOURTH_BY, type FourthBy, printFourth, scoreFourth } from "./fourth/fourth-report.ts";
import {
  FOURTH_DEFAULT_PHI_FREE_SIZE,
  FOURTH_DEFAULT_SIZE,
  generateFourth,
  generateFourthPhiFree,
} from "./fourth/generate-fourth.ts";
import { FRESH_DEFAULT_SIZE, generateFresh } from "./fresh/generate-fresh.ts";
import {
  DIMENSIONS,
  type Dimension,
  printBreakdowns,
  printFailureGroups,
  printFalsePositives,
  scoreGenerated,
  WORLD_DIMENSIONS,
} from "./generated-report.ts";
import { DEFAULT_SIZE, generateCorpus } from "./generator/generate-corpus.ts";
import { QUERIES_DEFAULT_SIZE } from "./queries/generate-queries.ts";
import {
  printQueries,
  QUERY_DIMENSIONS,
  type QueryDimension,
  scoreQueries,
} from "./queries/queries-report.ts";
import { printScore } from "./score.ts";
import {
  generateSixth,
  generateSixthPhiFree,
  SIXTH_DEFAULT_PHI_FREE_SIZE,
  SIXTH_DEFAULT_SIZE,
} from "./sixth/generate-sixth.ts";
import { printSixth, SIXTH_BY, type SixthBy, scoreSixth } from "./sixth/sixth-report.ts";
import {
  generateThird,
  generateThirdPhiFree,
  THIRD_DEFAULT_PHI_FREE_SIZE,
  THIRD_DEFAULT_SIZE,
} from "./third/generate-third.ts";
import { printThird, scoreThird, THIRD_BY, type ThirdBy } from "./third/third-report.ts";
import { generateWorldPhiFreeBroad, WORLD_DEFAULT_BROAD_SIZE } from "./world/broad/generate-broad.ts";
import {
  generateWorld,
  generateWorldPhiFree,
  WORLD_DEFAULT_PHI_FREE_SIZE,
  WORLD_DEFAULT_SIZE,
} from "./world/generate-world.ts";
import { printWorldPhiFree } from "./world/phi-free-report.ts";

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

/** The third corpus (bench/third): seed 1 tune (failures by category with --errors), other seeds figures only. */
function evalThird(args: readonly string[]): void {
  const seed = numberFlag(args, "--seed", 1);
  const by = flag(args, "--by") ?? "country";
  if (!(THIRD_BY as readonly string[]).includes(by)) {
    console.error(`--by takes ${THIRD_BY.join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const engine = engineOnce();
  const corpus = generateThird({ seed, size: numberFlag(args, "--size", THIRD_DEFAULT_SIZE) });
  const free = generateThirdPhiFree({
    seed,
    size: numberFlag(args, "--phi-free-size", THIRD_DEFAULT_PHI_FREE_SIZE),
  });
  console.log(`engine: ${engine.version}`);
  printThird(scoreThird(seed, corpus, free, engine), by as ThirdBy, args.includes("--errors"));
}

/** The fourth corpus (bench/fourth): seed 1 tune (failures by category with --errors), other seeds figures only. */
function evalFourth(args: readonly string[]): void {
  const seed = numberFlag(args, "--seed", 1);
  const by = flag(args, "--by") ?? "country";
  if (!(FOURTH_BY as readonly string[]).includes(by)) {
    console.error(`--by takes ${FOURTH_BY.join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const engine = engineOnce();
  const corpus = generateFourth({ seed, size: numberFlag(args, "--size", FOURTH_DEFAULT_SIZE) });
  const free = generateFourthPhiFree({
    seed,
    size: numberFlag(args, "--phi-free-size", FOURTH_DEFAULT_PHI_FREE_SIZE),
  });
  console.log(`engine: ${engine.version}`);
  printFourth(scoreFourth(seed, corpus, free, engine), by as FourthBy, args.includes("--errors"));
}

/** The fifth corpus (bench/fifth): seed 1 tune (failures by category and shape with --errors), other seeds figures only. */
function evalFifth(args: readonly string[]): void {
  const seed = numberFlag(args, "--seed", 1);
  const by = flag(args, "--by") ?? "country";
  if (!(FIFTH_BY as readonly string[]).includes(by)) {
    console.error(`--by takes ${FIFTH_BY.join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const engine = engineOnce();
  const docs = generateFifth({ seed, size: numberFlag(args, "--size", FIFTH_DEFAULT_SIZE) });
  const free = generateFifthPhiFree({
    seed,
    size: numberFlag(args, "--phi-free-size", FIFTH_DEFAULT_PHI_FREE_SIZE),
  });
  console.log(`engine: ${engine.version}`);
  printFifth(scoreFifth(seed, docs, free, engine), by as FifthBy);
  if (args.includes("--errors")) {
    if (seed === 1) printFifthErrors(collectFifthErrors(docs, free, engine));
    else console.log(`seed ${seed} is quote only: no failure listing (use --seed 1 for the tune set).`);
  }
}

/** The sixth corpus (bench/sixth): quote only for everyone, both seeds; figures only, whatever flags are given. */
function evalSixth(args: readonly string[]): void {
  const seed = numberFlag(args, "--seed", 1);
  const by = flag(args, "--by") ?? "country";
  if (!(SIXTH_BY as readonly string[]).includes(by)) {
    console.error(`--by takes ${SIXTH_BY.join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const engine = engineOnce();
  const docs = generateSixth({ seed, size: numberFlag(args, "--size", SIXTH_DEFAULT_SIZE) });
  const free = generateSixthPhiFree({
    seed,
    size: numberFlag(args, "--phi-free-size", SIXTH_DEFAULT_PHI_FREE_SIZE),
  });
  console.log(`engine: ${engine.version}`);
  printSixth(scoreSixth(seed, docs, free, engine), by as SixthBy);
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
    "--third-size",
    "--third-phi-free-size",
    "--fourth-size",
    "--fourth-phi-free-size",
    "--fifth-size",
    "--fifth-phi-free-size",
    "--sixth-size",
    "--sixth-phi-free-size",
    "--by",
  ]);
  const dir = args.find((a, k) => !a.startsWith("--") && !valued.has(args[k - 1] ?? ""));
  if (args.includes("--sixth")) evalSixth(args);
  else if (args.includes("--fifth")) evalFifth(args);
  else if (args.includes("--fourth")) evalFourth(args);
  else if (args.includes("--third")) evalThird(args);
  else if (args.includes("--queries")) evalQueries(args);
  else if (args.includes("--abroad")) evalAbroad(args);
  else if (args.includes("--fresh")) evalGenerated(args, "fresh");
  else if (args.includes("--world")) evalGenerated(args, "world");
  else if (args.includes("--generated")) evalGenerated(args);
  else if (dir !== undefined) evalDir(args, dir);
  else evalSummary(args);
}

if (import.meta.main) runEval(process.argv.slice(2));
