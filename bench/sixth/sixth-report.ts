/**
 * Figures of the sixth corpus (docs/evaluation.md, "Sixth corpus"): strict and lenient recall,
 * lenient precision, character recall and the PHI-free touched share, by the held-out test's three
 * parts, country, form, PHI category, gold type and style, and how many look-alikes of each kind the
 * engine marks. Quote only for everyone, both seeds: figures only, never a text or a failure.
 */
import type { Engine } from "../eval-kit.ts";
import { newScore, type Score, scoreNote } from "../score.ts";
import {
  chars,
  lenient,
  precision,
  printSeedColumns,
  type SeedRow,
  share,
  strict,
  type Touch,
} from "../seed-columns.ts";
import { CATEGORIES, LOOKALIKES } from "./doc.ts";
import { PARTS, type SixthDoc } from "./generate-sixth.ts";
import { COUNTRIES } from "./people.ts";

export const SIXTH_BY = ["country", "form", "category", "all"] as const;
export type SixthBy = (typeof SIXTH_BY)[number];

export interface SixthResult {
  readonly seed: number;
  readonly docs: number;
  readonly freeDocs: number;
  readonly overall: Score;
  /** Keyed "part:…", "country:…", "form:…", "cat:…", "type:…", "style:…". */
  readonly scores: Map<string, Score>;
  /** PHI-free documents touched, keyed "all", "part:…", "country:…", "form:…". */
  readonly touched: Map<string, Touch>;
  /** Look-alikes the engine overlaps, of all marked, by kind. */
  readonly looks: Map<string, Touch>;
}

const add = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  const v = map.get(key) ?? make();
  map.set(key, v);
  return v;
};

export function scoreSixth(
  seed: number,
  docs: readonly SixthDoc[],
  free: readonly SixthDoc[],
  engine: Engine,
): SixthResult {
  const overall = newScore();
  const scores = new Map<string, Score>();
  for (const d of docs) {
    const spans = engine.detect(d.text);
    for (const s of [
      overall,
      ...[`part:${d.part}`, `country:${d.country}`, `form:${d.form}`, `style:${d.style}`].map((k) =>
        add(scores, k, newScore),
      ),
    ])
      scoreNote(s, d.id, d.text, d.gold, spans, false);
    const keys = new Set(d.gold.flatMap((g) => [`cat:${g.cat}`, `type:${g.type}`]));
    for (const key of keys) {
      const gold = d.gold.filter((g) => `cat:${g.cat}` === key || `type:${g.type}` === key);
      const near = spans.filter((s) => gold.some((g) => s.start < g.end && s.end > g.start));
      scoreNote(add(scores, key, newScore), d.id, d.text, gold, near, false);
    }
  }
  const touched = new Map<string, Touch>();
  const looks = new Map<string, Touch>();
  for (const d of free) {
    const spans = engine.detect(d.text);
    const hit = spans.length > 0;
    for (const key of ["all", `part:${d.part}`, `country:${d.country}`, `form:${d.form}`]) {
      const t = add(touched, key, () => ({ touched: 0, total: 0 }));
      t.total++;
      if (hit) t.touched++;
    }
    for (const m of d.marks) {
      const t = add(looks, m.look, () => ({ touched: 0, total: 0 }));
      t.total++;
      if (spans.some((s) => s.start < m.end && s.end > m.start)) t.touched++;
    }
  }
  return { seed, docs: docs.length, freeDocs: free.length, overall, scores, touched, looks };
}

const W = 10;
const head = (title: string): void => {
  console.log("");
  console.log(
    `${title.padEnd(26)}${["gold", "strict", "lenient", "precision", "char", "PHI-free", "touched"].map((h) => h.padStart(W)).join("")}`,
  );
};
/** One row; `recallOnly` prints "-" for precision (a category's spans are cut to its own gold). */
function line(label: string, s: Score | undefined, t: Touch | undefined, recallOnly = false): void {
  const cells = [
    s === undefined ? "0" : String(s.total.gold),
    strict(s),
    lenient(s),
    recallOnly ? "-" : precision(s),
    chars(s),
    t === undefined ? "0" : String(t.total),
    share(t),
  ];
  console.log(`  ${label.slice(0, 24).padEnd(24)}${cells.map((c) => c.padStart(W)).join("")}`);
}
const keysOf = (r: SixthResult, prefix: string): string[] => [
  ...new Set(
    [...r.scores.keys(), ...r.touched.keys()]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length)),
  ),
];

export function printSixth(r: SixthResult, by: SixthBy): void {
  console.log(
    `sixth corpus (bench/sixth, ${COUNTRIES.join(" ")}): seed ${r.seed} (quote only for everyone), ${r.docs} documents, ${r.freeDocs} PHI-free documents, ${r.overall.total.gold} gold spans; figures only, never text or failures`,
  );
  head("by part (held-out test)");
  line("ALL", r.overall, r.touched.get("all"));
  for (const p of PARTS) line(p, r.scores.get(`part:${p}`), r.touched.get(`part:${p}`));
  if (by === "country" || by === "all") {
    head("by country");
    for (const c of COUNTRIES) line(c, r.scores.get(`country:${c}`), r.touched.get(`country:${c}`));
  }
  if (by === "form" || by === "all") {
    head("by form (PHI documents)");
    for (const f of keysOf(r, "form:").filter((f) => r.scores.has(`form:${f}`)))
      line(f, r.scores.get(`form:${f}`), undefined);
    head("by form (PHI-free documents)");
    for (const f of keysOf(r, "form:").filter((f) => r.touched.has(`form:${f}`)))
      line(f, undefined, r.touched.get(`form:${f}`));
  }
  if (by === "category" || by === "all") {
    head("by PHI category (recall)");
    for (const c of CATEGORIES)
      if (r.scores.has(`cat:${c}`)) line(c, r.scores.get(`cat:${c}`), undefined, true);
    head("by gold type (recall)");
    for (const t of keysOf(r, "type:")) line(t, r.scores.get(`type:${t}`), undefined, true);
    head("by style");
    for (const s of keysOf(r, "style:")) line(s, r.scores.get(`style:${s}`), undefined);
    console.log("");
    console.log(
      `${"look-alikes marked by kind".padEnd(26)}${["marked", "of", "share"].map((h) => h.padStart(W)).join("")}`,
    );
    for (const k of LOOKALIKES) {
      const t = r.looks.get(k);
      if (t !== undefined)
        console.log(
          `  ${k.padEnd(24)}${[String(t.touched), String(t.total), share(t)].map((c) => c.padStart(W)).join("")}`,
        );
    }
  }
  console.log("");
  console.log(`strict recall      ${strict(r.overall)}`);
  console.log(`lenient recall     ${lenient(r.overall)}`);
  console.log(`lenient precision  ${precision(r.overall)}  (PHI documents)`);
  console.log(`character recall   ${chars(r.overall)}`);
  console.log(`PHI-free touched   ${share(r.touched.get("all"))}  (${r.freeDocs} PHI-free documents)`);
}

/** The lines `npm run eval -- --all` ends with: seeds side by side, overall, parts and countries. */
export function printSixthSummary(results: readonly SixthResult[]): void {
  const rows: SeedRow<SixthResult>[] = [
    ["all", (r) => [r.overall, r.touched.get("all")]],
    ...PARTS.map(
      (p): SeedRow<SixthResult> => [p, (r) => [r.scores.get(`part:${p}`), r.touched.get(`part:${p}`)]],
    ),
    ...COUNTRIES.map(
      (c): SeedRow<SixthResult> => [c, (r) => [r.scores.get(`country:${c}`), r.touched.get(`country:${c}`)]],
    ),
  ];
  const first = results[0];
  printSeedColumns(
    "sixth (quote only, both seeds)",
    32,
    results,
    rows,
    `sixth: ${first?.docs ?? 0} documents and ${first?.freeDocs ?? 0} PHI-free documents a seed (bench/sixth, written without reading the engine; figures only)`,
  );
}
