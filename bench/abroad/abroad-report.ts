/**
 * Figures of the abroad corpus (bench/abroad), quote only: strict recall, lenient precision and
 * character recall by country, by document type and by PHI category, and the share of PHI-free
 * documents the engine touches. Never a failure, a span or a piece of text: the engine's authors
 * see numbers only (docs/evaluation.md, "Abroad corpus").
 */
import type { Detector } from "../generated-report.ts";
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
import { ABROAD_CODES } from "./countries/index.ts";
import type { AbroadCorpus, AbroadGold, AbroadNote } from "./generate-abroad.ts";

export interface AbroadResult {
  readonly seed: number;
  readonly documents: number;
  readonly phiFree: number;
  readonly total: Score;
  readonly byCountry: Map<string, Score>;
  readonly byType: Map<string, Score>;
  readonly byCategory: Map<string, Score>;
  readonly byGoldType: Map<string, Score>;
  readonly touchedByCountry: Map<string, Touch>;
  readonly touchedByType: Map<string, Touch>;
  readonly touched: Touch;
}

function get<K, V>(m: Map<K, V>, k: K, make: () => V): V {
  let v = m.get(k);
  if (v === undefined) {
    v = make();
    m.set(k, v);
  }
  return v;
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) get(out, key(t), () => []).push(t);
  return out;
}

/** Runs the engine once per document and tallies every breakdown. */
export function scoreAbroad(
  seed: number,
  corpus: AbroadCorpus,
  free: readonly AbroadNote[],
  engine: Detector,
): AbroadResult {
  const total = newScore();
  const byCountry = new Map<string, Score>();
  const byType = new Map<string, Score>();
  const byCategory = new Map<string, Score>();
  const byGoldType = new Map<string, Score>();
  const goldByNote = groupBy(corpus.gold, (g) => g.patient);
  for (const note of corpus.notes) {
    const gold = goldByNote.get(note.patient) ?? [];
    const spans = engine.detect(note.text);
    scoreNote(total, note.patient, note.text, gold, spans, false);
    scoreNote(get(byCountry, note.locale, newScore), note.patient, note.text, gold, spans, false);
    scoreNote(get(byType, note.docType, newScore), note.patient, note.text, gold, spans, false);
    // Recall-only breakdowns: the precision of a category has no meaning, its tallies are not printed.
    for (const [group, list] of groupBy(gold, (g: AbroadGold) => g.group))
      scoreNote(get(byCategory, group, newScore), note.patient, note.text, list, spans, false);
    for (const [type, list] of groupBy(gold, (g: AbroadGold) => g.type))
      scoreNote(get(byGoldType, type, newScore), note.patient, note.text, list, spans, false);
  }
  const touched: Touch = { touched: 0, total: 0 };
  const touchedByCountry = new Map<string, Touch>();
  const touchedByType = new Map<string, Touch>();
  for (const note of free) {
    const hit = engine.detect(note.text).length > 0 ? 1 : 0;
    for (const t of [
      touched,
      get(touchedByCountry, note.locale, () => ({ touched: 0, total: 0 })),
      get(touchedByType, note.docType, () => ({ touched: 0, total: 0 })),
    ]) {
      t.touched += hit;
      t.total++;
    }
  }
  return {
    seed,
    documents: corpus.notes.length,
    phiFree: free.length,
    total,
    byCountry,
    byType,
    byCategory,
    byGoldType,
    touchedByCountry,
    touchedByType,
    touched,
  };
}

const row = (label: string, cells: readonly string[], width = 34): string => cellRow(label, cells, width);

export type AbroadBy = "country" | "type" | "category" | "all";

/** The `--abroad` report: figures only. */
export function printAbroad(result: AbroadResult, by: AbroadBy): void {
  const { total } = result;
  console.log(
    `abroad corpus (bench/abroad, ${ABROAD_CODES.join(" ")}): seed ${result.seed}, ${result.documents} documents, ${total.total.gold} gold spans, ${result.phiFree} PHI-free documents; quote figures only, never read or tune to its failures`,
  );
  console.log("");
  const head = ["gold", "strict", "lenient", "precision", "char", "PHI-free", "touched"];
  if (by === "country" || by === "all") {
    console.log(`${"by country".padEnd(34)}${head.map((h) => h.padStart(W)).join("")}`);
    for (const code of ABROAD_CODES) {
      const s = result.byCountry.get(code);
      const t = result.touchedByCountry.get(code);
      console.log(
        row(code, [
          String(s?.total.gold ?? 0),
          strict(s),
          lenient(s),
          precision(s),
          chars(s),
          String(t?.total ?? 0),
          share(t),
        ]),
      );
    }
    console.log("");
  }
  if (by === "type" || by === "all") {
    console.log(
      `${"by document type".padEnd(34)}${head
        .slice(0, 5)
        .map((h) => h.padStart(W))
        .join("")}`,
    );
    for (const [type, s] of [...result.byType.entries()].sort((a, b) => a[0].localeCompare(b[0])))
      console.log(row(type, [String(s.total.gold), strict(s), lenient(s), precision(s), chars(s)]));
    console.log(
      `${"PHI-free documents by type".padEnd(34)}${["docs", "touched"].map((h) => h.padStart(W)).join("")}`,
    );
    for (const [type, t] of [...result.touchedByType.entries()].sort((a, b) => a[0].localeCompare(b[0])))
      console.log(row(type, [String(t.total), share(t)]));
    console.log("");
  }
  if (by === "category" || by === "all") {
    console.log(
      `${"by PHI category".padEnd(34)}${["gold", "strict", "lenient", "char"].map((h) => h.padStart(W)).join("")}`,
    );
    for (const [group, s] of [...result.byCategory.entries()].sort(
      (a, b) => b[1].total.gold - a[1].total.gold,
    ))
      console.log(row(group, [String(s.total.gold), strict(s), lenient(s), chars(s)]));
    console.log(
      `${"by gold type".padEnd(34)}${["gold", "strict", "lenient", "char"].map((h) => h.padStart(W)).join("")}`,
    );
    for (const [type, s] of [...result.byGoldType.entries()].sort(
      (a, b) => b[1].total.gold - a[1].total.gold,
    ))
      console.log(row(type, [String(s.total.gold), strict(s), lenient(s), chars(s)]));
    console.log("");
  }
  console.log(
    row("ALL", [
      String(total.total.gold),
      strict(total),
      lenient(total),
      precision(total),
      chars(total),
      String(result.touched.total),
      share(result.touched),
    ]),
  );
}

/** The lines `npm run eval -- --all` appends: seeds side by side, overall and by country. */
export function printAbroadSummary(results: readonly AbroadResult[]): void {
  printSeedColumns(
    "abroad (quote only)",
    22,
    results,
    [
      ["all", (r) => [r.total, r.touched]],
      ...ABROAD_CODES.map(
        (code): SeedRow<AbroadResult> => [code, (r) => [r.byCountry.get(code), r.touchedByCountry.get(code)]],
      ),
    ],
    `abroad: ${results[0]?.documents ?? 0} documents and ${results[0]?.phiFree ?? 0} PHI-free documents a seed (bench/abroad, independent; figures only, never its failures).`,
  );
}
