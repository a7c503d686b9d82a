/**
 * The world PHI-free report: share of PHI-free notes the engine marks, overall and per country,
 * and (with `--errors`) what it marks grouped by predicted type, rule and country with abstract
 * shapes, never the text. `--show-snippets` (the generator's author only) adds the text.
 * The broad set (`broad: true`) is printed under its own title, with the document type in each
 * category and the touched share per document type.
 */
import { type Detector, shape } from "../generated-report.ts";
import { context, ratio, ruleOf } from "../score.ts";
import { COUNTRY_CODES } from "./kit.ts";

interface FreeNote {
  readonly text: string;
  readonly locale: string;
  readonly style: string;
  readonly docType: string;
}

export function printWorldPhiFree(
  notes: readonly FreeNote[],
  engine: Detector,
  options: { errors: boolean; snippets: boolean; broad?: boolean },
): void {
  const broad = options.broad === true;
  const byDoc = new Map<string, { touched: number; total: number }>();
  const touched = new Map<string, { touched: number; total: number }>(
    COUNTRY_CODES.map((c) => [c, { touched: 0, total: 0 }]),
  );
  const groups = new Map<string, { count: number; shapes: Map<string, number> }>();
  const lines: string[] = [];
  for (const n of notes) {
    const spans = engine.detect(n.text);
    const t = touched.get(n.locale) ?? { touched: 0, total: 0 };
    t.total++;
    if (spans.length > 0) t.touched++;
    touched.set(n.locale, t);
    const d = byDoc.get(n.docType) ?? { touched: 0, total: 0 };
    d.total++;
    if (spans.length > 0) d.touched++;
    byDoc.set(n.docType, d);
    for (const s of spans) {
      const key = broad
        ? `${s.type} (${ruleOf(s)}) / ${n.locale} / ${n.docType} / ${n.style}`
        : `${s.type} (${ruleOf(s)}) / ${n.locale} / ${n.style}`;
      const g = groups.get(key) ?? { count: 0, shapes: new Map<string, number>() };
      g.count++;
      const sh = shape(n.text.slice(s.start, s.end));
      g.shapes.set(sh, (g.shapes.get(sh) ?? 0) + 1);
      groups.set(key, g);
      if (options.snippets) lines.push(`FREE-FP ${key}: ${context(n.text, s.start, s.end)}`);
    }
  }
  const all = [...touched.values()].reduce(
    (a, t) => ({ touched: a.touched + t.touched, total: a.total + t.total }),
    { touched: 0, total: 0 },
  );
  console.log("");
  if (options.snippets) for (const line of lines) console.log(line);
  if (options.errors) {
    console.log(
      broad
        ? "world PHI-free, broad: marks by category (predicted type (rule) / country / document type / style), largest first"
        : "PHI-free marks by category (predicted type (rule) / country / style), largest first",
    );
    for (const [key, g] of [...groups.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, 40)) {
      const shapes = [...g.shapes.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([s, k]) => `"${s}" x${k}`)
        .join(", ");
      console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${shapes}`);
    }
    console.log("");
  }
  console.log(
    broad
      ? `world PHI-free, broad (bench/world/broad) documents touched (goal <= 0.05): ${ratio(all.touched, all.total)} of ${all.total}`
      : `PHI-free world notes touched (goal <= 0.05): ${ratio(all.touched, all.total)} of ${all.total}`,
  );
  for (const [code, t] of touched)
    console.log(`  ${code}  ${ratio(t.touched, t.total)}  (${t.touched} of ${t.total})`);
  if (!broad) return;
  console.log("  by document type:");
  for (const [doc, t] of [...byDoc.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    console.log(`    ${doc.padEnd(28)}${ratio(t.touched, t.total)}  (${t.touched} of ${t.total})`);
}
