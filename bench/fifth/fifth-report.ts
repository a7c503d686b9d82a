/**
 * Figures of the fifth corpus (bench/fifth): gold spans, strict recall, lenient recall, lenient
 * precision, character recall and the PHI-free touched share, by country, by form and by category
 * (PHI category, gold type, style). Seed 1 has been a tune set since round 20 (failures by category
 * and shape: fifth-errors.ts); every other seed is quote only: figures, never text nor failures.
 */
import type { Span as Predicted } from "../../src/detection/span.ts";
import { newScore, type Score, scoreNote } from "../score.ts";
import {
  row as cellRow,
  chars,
  lenient,
  precision,
  printSeedColumns,
  type SeedRow,
  share,
  strict,
  type Touch,
  W,
} from "../seed-columns.ts";
import type { FifthDoc, FifthFreeDoc } from "./generate-fifth.ts";
import { COUNTRIES } from "./local.ts";

export interface Detector {
  detect(text: string): readonly Predicted[];
}

export interface FifthResult {
  readonly seed: number;
  readonly documents: number;
  readonly phiFree: number;
  readonly total: Score;
  readonly byCountry: Map<string, Score>;
  readonly byForm: Map<string, Score>;
  readonly byGroup: Map<string, Score>;
  readonly byType: Map<string, Score>;
  readonly byStyle: Map<string, Score>;
  /** The held-out test's three parts: UK/US letters, snippets, the eight other countries. */
  readonly byPart: Map<string, Score>;
  readonly touchedByPart: Map<string, Touch>;
  readonly touched: Touch;
  readonly touchedByCountry: Map<string, Touch>;
  readonly touchedByForm: Map<string, Touch>;
}

export const PARTS = ["UK/US letters", "snippets", "eight other countries"] as const;
const OTHER = PARTS[2];

/** Which of the held-out test's parts a document belongs to (a snippet from AU is in two). */
function partsOf(doc: FifthDoc): string[] {
  const out: string[] = [];
  const letter = doc.form.endsWith("letter");
  if (letter && (doc.country === "UK" || doc.country === "US")) out.push(PARTS[0]);
  if (!letter) out.push(PARTS[1]);
  if (doc.country !== "UK" && doc.country !== "US") out.push(OTHER);
  return out;
}

function get<V>(m: Map<string, V>, k: string, make: () => V): V {
  let v = m.get(k);
  if (v === undefined) {
    v = make();
    m.set(k, v);
  }
  return v;
}

const emptyTouch = (): Touch => ({ touched: 0, total: 0 });

export function scoreFifth(
  seed: number,
  docs: readonly FifthDoc[],
  free: readonly FifthFreeDoc[],
  engine: Detector,
): FifthResult {
  const total = newScore();
  const byCountry = new Map<string, Score>();
  const byForm = new Map<string, Score>();
  const byGroup = new Map<string, Score>();
  const byType = new Map<string, Score>();
  const byStyle = new Map<string, Score>();
  const byPart = new Map<string, Score>();
  for (const doc of docs) {
    const spans = engine.detect(doc.text);
    for (const s of [
      total,
      get(byCountry, doc.country, newScore),
      get(byForm, doc.form, newScore),
      get(byStyle, doc.style, newScore),
      ...partsOf(doc).map((p) => get(byPart, p, newScore)),
    ])
      scoreNote(s, doc.id, doc.text, doc.spans, spans, false);
    // Recall by category: each category's gold alone (precision is not read from these).
    for (const [key, table] of [
      ["group", byGroup],
      ["type", byType],
    ] as const) {
      const names = new Set(doc.spans.map((g) => (key === "group" ? g.group : g.type)));
      for (const name of names)
        scoreNote(
          get(table, name, newScore),
          doc.id,
          doc.text,
          doc.spans.filter((g) => (key === "group" ? g.group : g.type) === name),
          spans,
          false,
        );
    }
  }
  const touched = emptyTouch();
  const touchedByCountry = new Map<string, Touch>();
  const touchedByForm = new Map<string, Touch>();
  const touchedByPart = new Map<string, Touch>();
  for (const doc of free) {
    const hit = engine.detect(doc.text).length > 0 ? 1 : 0;
    for (const t of [
      touched,
      get(touchedByCountry, doc.country, emptyTouch),
      get(touchedByForm, doc.form, emptyTouch),
      ...(doc.country === "UK" || doc.country === "US" ? [] : [get(touchedByPart, OTHER, emptyTouch)]),
    ]) {
      t.touched += hit;
      t.total++;
    }
  }
  return {
    seed,
    documents: docs.length,
    phiFree: free.length,
    total,
    byCountry,
    byForm,
    byGroup,
    byType,
    byStyle,
    byPart,
    touchedByPart,
    touched,
    touchedByCountry,
    touchedByForm,
  };
}

const row = (label: string, cells: readonly string[], width = 36): string => cellRow(label, cells, width);
const HEAD = ["gold", "strict", "lenient", "precision", "char", "PHI-free", "touched"];
const head = (title: string, cells = HEAD): string =>
  `${title.padEnd(36)}${cells.map((h) => h.padStart(W)).join("")}`;

const line = (label: string, s: Score | undefined, t: Touch | undefined): string =>
  row(label, [
    String(s?.total.gold ?? 0),
    strict(s),
    lenient(s),
    precision(s),
    chars(s),
    String(t?.total ?? 0),
    share(t),
  ]);

/** Recall only (a category's own gold; predicted spans are not split by category). */
const recallLine = (label: string, s: Score | undefined): string =>
  row(label, [String(s?.total.gold ?? 0), strict(s), lenient(s), chars(s)]);

export type FifthBy = "country" | "form" | "category" | "all";
export const FIFTH_BY: readonly FifthBy[] = ["country", "form", "category", "all"];

export function printFifth(result: FifthResult, by: FifthBy): void {
  console.log(
    `fifth corpus (bench/fifth, ${COUNTRIES.join(" ")}): seed ${result.seed} (${result.seed === 1 ? "tune set since round 20: failures by category and shape with --errors" : "quote only: figures, never text nor failures"}), ${result.documents} documents, ${result.total.total.gold} gold spans, ${result.phiFree} PHI-free documents`,
  );
  console.log("");
  if (by === "country" || by === "all") {
    console.log(head("by country"));
    for (const code of COUNTRIES)
      console.log(line(code, result.byCountry.get(code), result.touchedByCountry.get(code)));
    console.log("");
  }
  if (by === "form" || by === "all") {
    console.log(head("by part (as the held-out test splits)"));
    for (const part of PARTS)
      console.log(line(part, result.byPart.get(part), result.touchedByPart.get(part)));
    console.log("");
    console.log(head("by form (PHI forms, then PHI-free)"));
    for (const name of [...result.byForm.keys()].sort())
      console.log(line(name, result.byForm.get(name), undefined));
    for (const name of [...result.touchedByForm.keys()].sort())
      console.log(line(name, undefined, result.touchedByForm.get(name)));
    console.log("");
  }
  if (by === "category" || by === "all") {
    const cells = ["gold", "strict", "lenient", "char"];
    for (const [title, table] of [
      ["by PHI category", result.byGroup],
      ["by gold type", result.byType],
    ] as const) {
      console.log(head(title, cells));
      for (const [name, s] of [...table.entries()].sort((a, b) => b[1].total.gold - a[1].total.gold))
        console.log(recallLine(name, s));
      console.log("");
    }
    console.log(head("by style"));
    for (const name of [...result.byStyle.keys()].sort())
      console.log(line(name, result.byStyle.get(name), undefined));
    console.log("");
  }
  console.log(head(""));
  console.log(line("ALL", result.total, result.touched));
}

/** The lines `npm run eval -- --all` appends at the very end: seeds side by side, overall and by country. */
export function printFifthSummary(results: readonly FifthResult[]): void {
  printSeedColumns(
    "fifth (s1 tune, s2 quote)",
    28,
    results,
    [
      ["all", (r) => [r.total, r.touched]],
      ...PARTS.map(
        (part): SeedRow<FifthResult> => [part, (r) => [r.byPart.get(part), r.touchedByPart.get(part)]],
      ),
      ...COUNTRIES.map(
        (code): SeedRow<FifthResult> => [code, (r) => [r.byCountry.get(code), r.touchedByCountry.get(code)]],
      ),
    ],
    `fifth: ${results[0]?.documents ?? 0} documents and ${results[0]?.phiFree ?? 0} PHI-free documents a seed (bench/fifth; seed 1 tune by category and shape since round 20, seed 2 quote only).`,
  );
}
