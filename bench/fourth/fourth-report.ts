/**
 * Figures of the fourth corpus (bench/fourth): strict recall, lenient precision, character recall
 * and the PHI-free touched share by country and by form, recall by category. `--errors` on seed 1
 * only (the tune set) adds failures by category with abstract shapes, and what the engine marks in
 * the PHI-free documents by the look-alike category it falls on; never text. Other seeds: figures.
 */
import type { Span } from "../../src/detection/span.ts";
import {
  bump,
  type Detector,
  type GeneratedResult,
  printBreakdowns,
  printFailureGroups,
  scoreGenerated,
  shape,
  topShapes,
  WORLD_DIMENSIONS,
} from "../generated-report.ts";
import { newScore, ruleOf, type Score, scoreNote } from "../score.ts";
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
import type { FourthCorpus, FourthFree } from "./generate-fourth.ts";
import { CODES } from "./lands.ts";

type Groups = Map<string, { count: number; shapes: Map<string, number> }>;

export interface FourthResult {
  readonly seed: number;
  readonly documents: number;
  readonly phiFree: number;
  readonly total: Score;
  readonly byCountry: Map<string, Score>;
  readonly byForm: Map<string, Score>;
  readonly touched: Touch;
  readonly touchedByCountry: Map<string, Touch>;
  readonly touchedByForm: Map<string, Touch>;
  readonly categories: GeneratedResult;
  /** PHI-free marks: look-alike category / predicted type (rule) / form → count and shapes. */
  readonly freeMarks: Groups;
}

function get<V>(m: Map<string, V>, k: string, make: () => V): V {
  let v = m.get(k);
  if (v === undefined) {
    v = make();
    m.set(k, v);
  }
  return v;
}

function memo(engine: Detector): Detector {
  const seen = new Map<string, readonly Span[]>();
  return {
    detect(text: string): readonly Span[] {
      let spans = seen.get(text);
      if (spans === undefined) {
        spans = engine.detect(text);
        seen.set(text, spans);
      }
      return spans;
    },
  };
}

export function scoreFourth(
  seed: number,
  corpus: FourthCorpus,
  free: FourthFree,
  engine: Detector,
): FourthResult {
  const once = memo(engine);
  const total = newScore();
  const byCountry = new Map<string, Score>();
  const byForm = new Map<string, Score>();
  const goldByNote = new Map<string, FourthCorpus["gold"]>();
  for (const g of corpus.gold) get(goldByNote, g.patient, () => []).push(g);
  for (const note of corpus.notes) {
    const gold = goldByNote.get(note.patient) ?? [];
    const spans = once.detect(note.text);
    for (const s of [total, get(byCountry, note.locale, newScore), get(byForm, note.docType, newScore)])
      scoreNote(s, note.patient, note.text, gold, spans, false);
  }
  const categories = scoreGenerated(corpus, once);
  const touched: Touch = { touched: 0, total: 0 };
  const touchedByCountry = new Map<string, Touch>();
  const touchedByForm = new Map<string, Touch>();
  const freeMarks: Groups = new Map();
  const marksByNote = new Map<string, FourthFree["marks"]>();
  for (const m of free.marks) get(marksByNote, m.patient, () => []).push(m);
  for (const note of free.notes) {
    const spans = engine.detect(note.text);
    const hit = spans.length > 0 ? 1 : 0;
    for (const t of [
      touched,
      get(touchedByCountry, note.locale, () => ({ touched: 0, total: 0 })),
      get(touchedByForm, note.docType, () => ({ touched: 0, total: 0 })),
    ]) {
      t.touched += hit;
      t.total++;
    }
    const marks = marksByNote.get(note.patient) ?? [];
    for (const s of spans) {
      const on = marks.find((m) => m.start < s.end && s.start < m.end)?.category ?? "unmarked text";
      bump(
        freeMarks,
        `${on} / ${s.type} (${ruleOf(s)}) / ${note.docType}`,
        shape(note.text.slice(s.start, s.end)),
      );
    }
  }
  return {
    seed,
    documents: corpus.notes.length,
    phiFree: free.notes.length,
    total,
    byCountry,
    byForm,
    touched,
    touchedByCountry,
    touchedByForm,
    categories,
    freeMarks,
  };
}

const row = (label: string, cells: readonly string[], width = 36): string => cellRow(label, cells, width);
const HEAD = ["gold", "strict", "lenient", "precision", "char", "PHI-free", "touched"];

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

export type FourthBy = "country" | "form" | "category" | "all";
export const FOURTH_BY: readonly FourthBy[] = ["country", "form", "category", "all"];

/** The `--fourth` report; failures only for seed 1 and only when `errors`. */
export function printFourth(result: FourthResult, by: FourthBy, errors: boolean): void {
  const role =
    result.seed === 1 ? "tune set: failures by category may be read" : "quote only: figures, never failures";
  console.log(
    `fourth corpus (bench/fourth, ${CODES.join(" ")}): seed ${result.seed} (${role}), ${result.documents} documents, ${result.total.total.gold} gold spans, ${result.phiFree} PHI-free documents`,
  );
  console.log("");
  if (by === "country" || by === "all") {
    console.log(`${"by country".padEnd(36)}${HEAD.map((h) => h.padStart(W)).join("")}`);
    for (const code of CODES)
      console.log(line(code, result.byCountry.get(code), result.touchedByCountry.get(code)));
    console.log("");
  }
  if (by === "form" || by === "all") {
    console.log(
      `${"by form (PHI forms, then PHI-free)".padEnd(36)}${HEAD.map((h) => h.padStart(W)).join("")}`,
    );
    for (const name of [...result.byForm.keys()].sort())
      console.log(line(name, result.byForm.get(name), undefined));
    for (const name of [...result.touchedByForm.keys()].sort())
      console.log(line(name, undefined, result.touchedByForm.get(name)));
    console.log("");
  }
  if (by === "category" || by === "all") printBreakdowns(result.categories, WORLD_DIMENSIONS);
  if (errors && result.seed === 1) {
    printFailureGroups(result.categories);
    console.log(
      "PHI-free marks (look-alike category under the mark / predicted type (rule) / form), largest first",
    );
    for (const [key, g] of [...result.freeMarks.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, 50))
      console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${topShapes(g.shapes)}`);
    console.log("");
  } else if (errors)
    console.log(`seed ${result.seed} is quote only: no failure listing (use --seed 1 for the tune set).\n`);
  console.log(line("ALL", result.total, result.touched));
}

/** The lines `npm run eval -- --all` appends at the very end: seeds side by side, overall and by country. */
export function printFourthSummary(results: readonly FourthResult[]): void {
  printSeedColumns(
    "fourth (s1 tune, s2 quote)",
    28,
    results,
    [
      ["all", (r) => [r.total, r.touched]],
      ...CODES.map(
        (code): SeedRow<FourthResult> => [code, (r) => [r.byCountry.get(code), r.touchedByCountry.get(code)]],
      ),
    ],
    `fourth: ${results[0]?.documents ?? 0} documents and ${results[0]?.phiFree ?? 0} PHI-free documents a seed (bench/fourth; seed 1 tune by category, seed 2 quote only).`,
  );
}
