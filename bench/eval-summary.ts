/** `npm run eval` (and `-- --all`): every corpus side by side, then the world, abroad, queries, third, fourth, fifth and sixth summaries. */
import { existsSync } from "node:fs";
import { printAbroadSummary, scoreAbroad } from "./abroad/abroad-report.ts";
import {
  ABROAD_DEFAULT_PHI_FREE_SIZE,
  ABROAD_DEFAULT_SIZE,
  generateAbroad,
  generateAbroadPhiFree,
} from "./abroad/generate-abroad.ts";
import { readCorpus } from "./corpus.ts";
import {
  byParity,
  DEFAULT_DEV,
  engineOnce,
  flag,
  numberFlag,
  scoreCorpus,
  touchedByCountry,
} from "./eval-kit.ts";
import { printFifthSummary, scoreFifth } from "./fifth/fifth-report.ts";
import {
  FIFTH_DEFAULT_PHI_FREE_SIZE,
  FIFTH_DEFAULT_SIZE,
  generateFifth,
  generateFifthPhiFree,
} from "./fifth/generate-fifth.ts";
import { printFourthSummary, scoreFourth } from "./fourth/fourth-report.ts";
import {
  FOURTH_DEFAULT_PHI_FREE_SIZE,
  FOURTH_DEFAULT_SIZE,
  generateFourth,
  generateFourthPhiFree,
} from "./fourth/generate-fourth.ts";
import { FRESH_DEFAULT_SIZE, generateFresh } from "./fresh/generate-fresh.ts";
import { type GeneratedResult, scoreGenerated, touchedShare } from "./generated-report.ts";
import {
  DEFAULT_PHI_FREE_SIZE,
  DEFAULT_SIZE,
  generateCorpus,
  generatePhiFree,
} from "./generator/generate-corpus.ts";
import { QUERIES_DEFAULT_SIZE } from "./queries/generate-queries.ts";
import { printQueriesSummary, scoreQueries } from "./queries/queries-report.ts";
import { ratio, type Score } from "./score.ts";
import {
  generateSixth,
  generateSixthPhiFree,
  SIXTH_DEFAULT_PHI_FREE_SIZE,
  SIXTH_DEFAULT_SIZE,
} from "./sixth/generate-sixth.ts";
import { printSixthSummary, scoreSixth } from "./sixth/sixth-report.ts";
import {
  generateThird,
  generateThirdPhiFree,
  THIRD_DEFAULT_PHI_FREE_SIZE,
  THIRD_DEFAULT_SIZE,
} from "./third/generate-third.ts";
import { printThirdSummary, scoreThird } from "./third/third-report.ts";
import { generateWorldPhiFreeBroad, WORLD_DEFAULT_BROAD_SIZE } from "./world/broad/generate-broad.ts";
import {
  generateWorld,
  generateWorldPhiFree,
  WORLD_DEFAULT_PHI_FREE_SIZE,
  WORLD_DEFAULT_SIZE,
} from "./world/generate-world.ts";
import { printWorldSideBySide } from "./world/world-summary.ts";

export function evalSummary(args: readonly string[]): void {
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
  // The third corpus comes last, so every earlier line and column stays where it was.
  const thirdSize = numberFlag(args, "--third-size", THIRD_DEFAULT_SIZE);
  const thirdFreeSize = numberFlag(args, "--third-phi-free-size", THIRD_DEFAULT_PHI_FREE_SIZE);
  printThirdSummary(
    [1, 2].map((seed) =>
      scoreThird(
        seed,
        generateThird({ seed, size: thirdSize }),
        generateThirdPhiFree({ seed, size: thirdFreeSize }),
        engine,
      ),
    ),
  );
  // The fourth corpus comes after the third, so every earlier line and column stays where it was.
  const fourthSize = numberFlag(args, "--fourth-size", FOURTH_DEFAULT_SIZE);
  const fourthFreeSize = numberFlag(args, "--fourth-phi-free-size", FOURTH_DEFAULT_PHI_FREE_SIZE);
  printFourthSummary(
    [1, 2].map((seed) =>
      scoreFourth(
        seed,
        generateFourth({ seed, size: fourthSize }),
        generateFourthPhiFree({ seed, size: fourthFreeSize }),
        engine,
      ),
    ),
  );
  // The fifth corpus comes last of all (quote only for everyone), so no earlier line or column moves.
  const fifthSize = numberFlag(args, "--fifth-size", FIFTH_DEFAULT_SIZE);
  const fifthFreeSize = numberFlag(args, "--fifth-phi-free-size", FIFTH_DEFAULT_PHI_FREE_SIZE);
  printFifthSummary(
    [1, 2].map((seed) =>
      scoreFifth(
        seed,
        generateFifth({ seed, size: fifthSize }),
        generateFifthPhiFree({ seed, size: fifthFreeSize }),
        engine,
      ),
    ),
  );
  // The sixth corpus comes after the fifth (quote only for everyone), so no earlier line or column moves.
  const sixthSize = numberFlag(args, "--sixth-size", SIXTH_DEFAULT_SIZE);
  const sixthFreeSize = numberFlag(args, "--sixth-phi-free-size", SIXTH_DEFAULT_PHI_FREE_SIZE);
  printSixthSummary(
    [1, 2].map((seed) =>
      scoreSixth(
        seed,
        generateSixth({ seed, size: sixthSize }),
        generateSixthPhiFree({ seed, size: sixthFreeSize }),
        engine,
      ),
    ),
  );
}
