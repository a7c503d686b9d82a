/**
 * Figures of the third corpus (bench/third): strict recall, lenient recall, lenient precision,
 * character recall and the PHI-free touched share by country and by document form; recall by
 * category (type, form, style, country, origin, slot, value kind, PHI category). With `--errors`,
 * on seed 1 only (the tune set), failures grouped by category with abstract shapes, never text;
 * seed 2 and others are quote only (docs/evaluation.md, "Third corpus").
 */
import type { Span } from "../../src/detection/span.ts";
import {
  type Detector,
  type GeneratedResult,
  printBreakdowns,
  printFailureGroups,
  type ScoredNote,
  scoreGenerated,
  shape,
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
import type { ThirdCorpus } from "./generate-third.ts";
import { CODES } from "./locale.ts";

export interface ThirdResult {
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
  /** PHI-free marks: predicted type (rule) / country / form / style → count and shapes. */
  readonly freeMarks: Map<string, { count: number; shapes: Map<string, number> }>;
}

function get<V>(m: Map<string, V>, k: string, make: () => V): V {
  let v = m.get(k);
  if (v === undefined) {
    v = make();
    m.set(k, v);
  }
  return v;
}

/** The engine's spans per text, computed once: the breakdowns and the totals read the same run. */
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

export function scoreThird(
  seed: number,
  corpus: ThirdCorpus,
  free: readonly ScoredNote[],
  engine: Detector,
): ThirdResult {
  const once = memo(engine);
  const total = newScore();
  const byCountry = new Map<string, Score>();
  const byForm = new Map<string, Score>();
  const goldByNote = new Map<string, ThirdCorpus["gold"]>();
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
  const freeMarks = new Map<string, { count: number; shapes: Map<string, number> }>();
  for (const note of free) {
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
    for (const s of spans) {
      const g = get(
        freeMarks,
        `${s.type} (${ruleOf(s)}) / ${note.locale} / ${note.docType} / ${note.style}`,
        () => ({ count: 0, shapes: new Map<string, number>() }),
      );
      g.count++;
      const sh = shape(note.text.slice(s.start, s.end));
      g.shapes.set(sh, (g.shapes.get(sh) ?? 0) + 1);
    }
  }
  return {
    seed,
    documents: corpus.notes.length,
    phiFree: free.length,
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

const row = (label: string, cells: readonly string[], width = 34): string => cellRow(label, cells, width);
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

export type ThirdBy = "country" | "form" | "category" | "all";
export const THIRD_BY: readonly ThirdBy[] = ["country", "form", "category", "all"];

/** The `--third` report; failures only for seed 1 and only when `errors`. */
export function printThird(result: ThirdResult, by: ThirdBy, errors: boolean): void {
  const role =
    result.seed === 1 ? "tune set: failures by category may be read" : "quote only: figures, never failures";
  console.log(
    `third corpus (bench/third, ${CODES.join(" ")}): seed ${result.seed} (${role}), ${result.documents} documents, ${result.total.total.gold} gold spans, ${result.phiFree} PHI-free documents`,
  );
  console.log("");
  if (by === "country" || by === "all") {
    console.log(`${"by country".padEnd(34)}${HEAD.map((h) => h.padStart(W)).join("")}`);
    for (const code of CODES)
      console.log(line(code, result.byCountry.get(code), result.touchedByCountry.get(code)));
    console.log("");
  }
  if (by === "form" || by === "all") {
    console.log(`${"by document form".padEnd(34)}${HEAD.map((h) => h.padStart(W)).join("")}`);
    const names = [...new Set([...result.byForm.keys(), ...result.touchedByForm.keys()])].sort();
    for (const name of names)
      console.log(line(name, result.byForm.get(name), result.touchedByForm.get(name)));
    console.log("");
  }
  if (by === "category" || by === "all") printBreakdowns(result.categories, WORLD_DIMENSIONS);
  if (errors && result.seed === 1) {
    printFailureGroups(result.categories);
    console.log("PHI-free marks by category (predicted type (rule) / country / form / style), largest first");
    for (const [key, g] of [...result.freeMarks.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, 40)) {
      const shapes = [...g.shapes.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([s, k]) => `"${s}" x${k}`)
        .join(", ");
      console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${shapes}`);
    }
    console.log("");
  } else if (errors)
    console.log(`seed ${result.seed} is quote only: no failure listing (use --seed 1 for the tune set).\n`);
  console.log(line("ALL", result.total, result.touched));
}

/** The lines `npm run eval -- --all` appends at the very end: seeds side by side, overall and by country. */
export function printThirdSummary(results: readonly ThirdResult[]): void {
  printSeedColumns(
    "third (s1 tune, s2 quote)",
    27,
    results,
    [
      ["all", (r) => [r.total, r.touched]],
      ...CODES.map(
        (code): SeedRow<ThirdResult> => [code, (r) => [r.byCountry.get(code), r.touchedByCountry.get(code)]],
      ),
    ],
    `third: ${results[0]?.documents ?? 0} documents and ${results[0]?.phiFree ?? 0} PHI-free documents a seed (bench/third; seed 1 tune by category, seed 2 quote only).`,
  );
}
