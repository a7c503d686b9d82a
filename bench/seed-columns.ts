import { ratio, type Score } from "./score.ts";

/**
 * Figures of the independent writers' reports (abroad, third, fourth, fifth), and the lines each
 * appends to `npm run eval -- --all`: one row a part or country, the seeds side by side (strict
 * recall, lenient precision, character recall, PHI-free touched share). Formatting only; each
 * writer keeps its own corpus, scoring of categories and wording.
 */

/** PHI-free documents in which the engine marked anything, of all PHI-free documents. */
export interface Touch {
  touched: number;
  total: number;
}

/** Width of one figure's column. */
export const W = 11;

export const strict = (s: Score | undefined): string =>
  s === undefined ? "-" : ratio(s.total.strict, s.total.gold);
export const lenient = (s: Score | undefined): string =>
  s === undefined ? "-" : ratio(s.total.lenient, s.total.gold);
export const precision = (s: Score | undefined): string =>
  s === undefined ? "-" : ratio(s.predictedHits, s.predicted);
export const chars = (s: Score | undefined): string =>
  s === undefined ? "-" : ratio(s.coveredChars, s.goldChars);
export const share = (t: Touch | undefined): string => (t === undefined ? "-" : ratio(t.touched, t.total));

/** A labelled row of right-aligned cells, the label column `width` wide (its indent included). */
export const row = (label: string, cells: readonly string[], width: number): string =>
  `  ${label.slice(0, width - 2).padEnd(width - 2)}${cells.map((c) => c.padStart(W)).join("")}`;

/** One row of the seeds-side-by-side table: its label and where a seed's result keeps its figures. */
export type SeedRow<R> = readonly [
  label: string,
  pick: (r: R) => readonly [Score | undefined, Touch | undefined],
];

/**
 * Prints a blank line, the table's head (`title` in a column `width` wide, then strict, precision,
 * character recall and touched share for each seed), one line per row, and `footer`.
 */
export function printSeedColumns<R extends { readonly seed: number }>(
  title: string,
  width: number,
  results: readonly R[],
  rows: readonly SeedRow<R>[],
  footer: string,
): void {
  const seeds = results.map((r) => r.seed);
  const head = [
    ...seeds.map((s) => `strict s${s}`),
    ...seeds.map((s) => `prec s${s}`),
    ...seeds.map((s) => `char s${s}`),
    ...seeds.map((s) => `touched s${s}`),
  ];
  console.log("");
  console.log(`${title.padEnd(width)}${head.map((h) => h.padStart(W)).join("")}`);
  for (const [label, pick] of rows) {
    const picked = results.map(pick);
    const cells = [
      ...picked.map(([s]) => strict(s)),
      ...picked.map(([s]) => precision(s)),
      ...picked.map(([s]) => chars(s)),
      ...picked.map(([, t]) => share(t)),
    ];
    console.log(row(label, cells, width));
  }
  console.log(footer);
}
