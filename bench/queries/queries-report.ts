/**
 * Figures for the queries yardstick: strict recall, lenient precision and character recall on the
 * queries with PHI, and the over-redacted share (queries in which the engine marks a span that
 * overlaps no gold span; in a PHI-free query, any span at all), overall and by country, kind and
 * casing. Figures only, never a failure, span or text: the set is quote only.
 */
import type { Span } from "../../src/detection/span.ts";
import { newScore, ratio, type Score, scoreNote } from "../score.ts";
import { generateQueries, QUERIES_DEFAULT_SIZE, type Query } from "./generate-queries.ts";

interface Detector {
  readonly version: string;
  detect(text: string): readonly Span[];
}

interface Cell {
  queries: number;
  phiQueries: number;
  over: number;
  overFree: number;
  overPhi: number;
  readonly score: Score;
}

export const QUERY_DIMENSIONS = ["country", "kind", "casing"] as const;
export type QueryDimension = (typeof QUERY_DIMENSIONS)[number];

export interface QueriesResult {
  readonly seed: number;
  readonly size: number;
  readonly all: Cell;
  readonly by: Record<QueryDimension, Map<string, Cell>>;
}

const newCell = (): Cell => ({
  queries: 0,
  phiQueries: 0,
  over: 0,
  overFree: 0,
  overPhi: 0,
  score: newScore(),
});

function add(cell: Cell, q: Query, spans: readonly Span[]): void {
  cell.queries++;
  const result = scoreNote(q.hasPhi ? cell.score : newScore(), "", q.text, q.gold, spans, false);
  const over = result.falsePositives.length > 0;
  if (q.hasPhi) cell.phiQueries++;
  if (over) {
    cell.over++;
    if (q.hasPhi) cell.overPhi++;
    else cell.overFree++;
  }
}

export function scoreQueries(seed: number, engine: Detector, size = QUERIES_DEFAULT_SIZE): QueriesResult {
  const all = newCell();
  const by = { country: new Map(), kind: new Map(), casing: new Map() } as Record<
    QueryDimension,
    Map<string, Cell>
  >;
  for (const q of generateQueries({ seed, size })) {
    const spans = engine.detect(q.text);
    add(all, q, spans);
    for (const dim of QUERY_DIMENSIONS) {
      const key = q[dim];
      let cell = by[dim].get(key);
      if (cell === undefined) {
        cell = newCell();
        by[dim].set(key, cell);
      }
      add(cell, q, spans);
    }
  }
  return { seed, size, all, by };
}

const strict = (c: Cell): string => ratio(c.score.total.strict, c.score.total.gold);
const precision = (c: Cell): string => ratio(c.score.predictedHits, c.score.predicted);
const chars = (c: Cell): string => ratio(c.score.coveredChars, c.score.goldChars);
const over = (c: Cell): string => ratio(c.over, c.queries);
const overFree = (c: Cell): string => ratio(c.overFree, c.queries - c.phiQueries);
const overPhi = (c: Cell): string => ratio(c.overPhi, c.phiQueries);

function row(label: string, c: Cell): string {
  const nums = [String(c.queries), String(c.phiQueries), String(c.score.total.gold)].map((s) =>
    s.padStart(7),
  );
  const figs = [strict(c), precision(c), chars(c), over(c), overFree(c), overPhi(c)].map((s) =>
    s.padStart(10),
  );
  return `  ${label.padEnd(16)}${nums.join("")}${figs.join("")}`;
}

const HEADER = `  ${"".padEnd(16)}${["queries", "w/ PHI", "gold"].map((s) => s.padStart(7)).join("")}${["strict", "l-prec", "char-rec", "over", "over-free", "over-PHI"].map((s) => s.padStart(10)).join("")}`;

/** `npm run eval -- --queries [--seed N] [--size N] [--by country|kind|casing]`. */
export function printQueries(r: QueriesResult, only: readonly QueryDimension[] = QUERY_DIMENSIONS): void {
  console.log(
    `clinical queries (bench/queries, AU NZ CA IE IN ZA NG SG UK US): seed ${r.seed}, ${r.all.queries} queries, ${r.all.phiQueries} with PHI, ${r.all.score.total.gold} gold spans; quote only: figures, never failures`,
  );
  console.log("");
  for (const dim of only) {
    console.log(`by ${dim}`);
    console.log(HEADER);
    for (const [key, cell] of [...r.by[dim].entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      console.log(row(key, cell));
    console.log(row("ALL", r.all));
    console.log("");
  }
  console.log(`strict recall      ${strict(r.all)}  (queries with PHI; goal >= 0.99)`);
  console.log(
    `lenient precision  ${precision(r.all)}  (${r.all.score.predictedHits}/${r.all.score.predicted} predicted spans in queries with PHI)`,
  );
  console.log(`character recall   ${chars(r.all)}`);
  console.log(
    `over-redacted      ${over(r.all)}  (queries with a span overlapping no gold span; goal <= 0.05)`,
  );
  console.log(
    `  PHI-free         ${overFree(r.all)}  (${r.all.overFree}/${r.all.queries - r.all.phiQueries} PHI-free queries with any span)`,
  );
  console.log(`  with PHI         ${overPhi(r.all)}  (${r.all.overPhi}/${r.all.phiQueries})`);
}

/** The two lines `--all` ends with: seeds 1 and 2 side by side. */
export function printQueriesSummary(results: readonly QueriesResult[]): void {
  const cols = ["strict", "l-prec", "char-rec", "over", "over-free"];
  const fs = [strict, precision, chars, over, overFree];
  const label = `queries (quote only, ${results[0]?.size ?? 0} a seed)`;
  console.log(`${label}${cols.flatMap((c) => results.map((r) => `${c} s${r.seed}`.padStart(13))).join("")}`);
  console.log(
    `${"  all".padEnd(label.length)}${fs.flatMap((f) => results.map((r) => f(r.all).padStart(13))).join("")}`,
  );
}
