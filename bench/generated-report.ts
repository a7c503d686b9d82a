/**
 * Scoring of the generated corpus by category (bench/generator): recall per PHI type, document
 * type, style, locale, name origin, slot kind and value kind; false positives by predicted type and
 * by rule id; failures grouped by category with counts and abstract shapes, never the text.
 */
import type { Span } from "../src/detection/span.ts";
import type { CorpusNote, GoldSpan } from "./corpus.ts";
import { context, newScore, ratio, ruleOf, type Score, scoreNote } from "./score.ts";

export interface Detector {
  detect(text: string): readonly Span[];
}

interface Cat {
  gold: number;
  strict: number;
  lenient: number;
}

export interface GeneratedResult {
  readonly score: Score;
  /** Per category dimension → value → tally. */
  readonly byDimension: Map<string, Map<string, Cat>>;
  /** Failure group key → count and shapes. */
  readonly missGroups: Map<string, { count: number; shapes: Map<string, number> }>;
  readonly fpGroups: Map<string, { count: number; shapes: Map<string, number> }>;
  readonly fpByType: Map<string, number>;
  readonly fpByRule: Map<string, number>;
  /**
   * Predicted spans that overlap a gold span and run on into two or more letters or digits of
   * text outside every gold span (a swallowed label: "Smith MRN"), grouped like false positives.
   */
  readonly overreach: Map<string, { count: number; shapes: Map<string, number> }>;
  /** Miss lines with context, only kept when `keepSnippets`. */
  readonly snippets: string[];
}

export const DIMENSIONS = ["type", "doc", "style", "locale", "origin", "slot", "kind"] as const;
/** The world corpus (bench/world) adds `group`, the issue-19 category of a value. */
export const WORLD_DIMENSIONS = [...DIMENSIONS, "group"] as const;
export type Dimension = (typeof WORLD_DIMENSIONS)[number];

/** A note of any generated corpus (bench/generator, bench/fresh, bench/world). */
export interface ScoredNote extends CorpusNote {
  readonly docType: string;
  readonly style: string;
  readonly locale: string;
}

/** A gold span of any generated corpus; `group` only in the world corpus. */
export interface ScoredGold extends GoldSpan {
  readonly docType: string;
  readonly style: string;
  readonly locale: string;
  readonly kind: string;
  readonly slot: string;
  readonly origin: string;
  readonly group?: string;
}

export interface ScoredCorpus {
  readonly notes: readonly ScoredNote[];
  readonly gold: readonly ScoredGold[];
}

function dimensionValue(g: ScoredGold, d: Dimension): string {
  switch (d) {
    case "type":
      return g.type;
    case "doc":
      return g.docType;
    case "style":
      return g.style;
    case "locale":
      return g.locale.toUpperCase();
    case "origin":
      return g.origin;
    case "slot":
      return g.slot;
    case "kind":
      return g.kind;
    case "group":
      return g.group ?? "-";
  }
}

/**
 * Abstract shape of a value: letter runs collapse to "A"/"a", digits stay one by one as "9",
 * white space becomes one space.
 */
export function shape(value: string): string {
  return value
    .replace(/\p{Lu}+/gu, "A")
    .replace(/\p{Ll}+/gu, "a")
    .replace(/\d/g, "9")
    .replace(/\s+/g, " ");
}

/** Counts one failure under `key` with its abstract shape `s` (the failure listings' groups). */
export function bump(
  map: Map<string, { count: number; shapes: Map<string, number> }>,
  key: string,
  s: string,
): void {
  const entry = map.get(key) ?? { count: 0, shapes: new Map<string, number>() };
  entry.count++;
  entry.shapes.set(s, (entry.shapes.get(s) ?? 0) + 1);
  map.set(key, entry);
}

export function scoreGenerated(
  corpus: ScoredCorpus,
  engine: Detector,
  keepSnippets = false,
): GeneratedResult {
  const score = newScore();
  const byDimension = new Map<string, Map<string, Cat>>(WORLD_DIMENSIONS.map((d) => [d, new Map()]));
  const missGroups = new Map<string, { count: number; shapes: Map<string, number> }>();
  const fpGroups = new Map<string, { count: number; shapes: Map<string, number> }>();
  const fpByType = new Map<string, number>();
  const fpByRule = new Map<string, number>();
  const overreach = new Map<string, { count: number; shapes: Map<string, number> }>();
  const snippets: string[] = [];
  const goldByNote = new Map<string, ScoredGold[]>();
  for (const g of corpus.gold) goldByNote.set(g.patient, [...(goldByNote.get(g.patient) ?? []), g]);
  for (const note of corpus.notes) {
    const gold = goldByNote.get(note.patient) ?? [];
    const spans = engine.detect(note.text);
    const result = scoreNote(score, note.patient, note.text, gold, spans, false);
    gold.forEach((g, k) => {
      const r = result.gold[k] as { strict: boolean; lenient: boolean };
      for (const d of WORLD_DIMENSIONS) {
        const table = byDimension.get(d) as Map<string, Cat>;
        const key = dimensionValue(g, d);
        const cat = table.get(key) ?? { gold: 0, strict: 0, lenient: 0 };
        cat.gold++;
        if (r.strict) cat.strict++;
        if (r.lenient) cat.lenient++;
        table.set(key, cat);
      }
      if (!r.strict) {
        const key = `${g.type} / ${g.docType} (${g.locale.toUpperCase()}) / ${g.slot} / ${g.origin === "-" ? g.kind : g.origin} / ${g.style}`;
        bump(missGroups, `${r.lenient ? "partial" : "miss"}: ${key}`, shape(g.text));
        if (keepSnippets)
          snippets.push(`${r.lenient ? "PARTIAL" : "MISS"} ${key}: ${context(note.text, g.start, g.end)}`);
      }
    });
    for (const s of spans) {
      if (!gold.some((g) => g.start < s.end && s.start < g.end)) continue;
      let outside = "";
      for (let at = s.start; at < s.end; at++)
        if (!gold.some((g) => g.start <= at && at < g.end)) outside += note.text[at] ?? "";
      if ((outside.match(/[\p{L}\p{N}]/gu) ?? []).length < 2) continue;
      const key = `${s.type} (${ruleOf(s)}) / ${note.docType} (${note.locale.toUpperCase()}) / ${note.style}`;
      bump(overreach, key, shape(outside.trim()));
      if (keepSnippets)
        snippets.push(`OVERREACH ${s.type} ${ruleOf(s)}: ${context(note.text, s.start, s.end)}`);
    }
    for (const s of result.falsePositives) {
      const rule = ruleOf(s);
      fpByType.set(s.type, (fpByType.get(s.type) ?? 0) + 1);
      fpByRule.set(rule, (fpByRule.get(rule) ?? 0) + 1);
      bump(
        fpGroups,
        `${s.type} (${rule}) / ${note.docType} (${note.locale.toUpperCase()}) / ${note.style}`,
        shape(note.text.slice(s.start, s.end)),
      );
      if (keepSnippets) snippets.push(`FP ${s.type} ${rule}: ${context(note.text, s.start, s.end)}`);
    }
  }
  return { score, byDimension, missGroups, fpGroups, fpByType, fpByRule, overreach, snippets };
}

/** Share of PHI-free snippets in which the engine marks anything. */
export function touchedShare(
  notes: readonly ScoredNote[],
  engine: Detector,
): { touched: number; total: number } {
  let touched = 0;
  for (const n of notes) if (engine.detect(n.text).length > 0) touched++;
  return { touched, total: notes.length };
}

const DIMENSION_TITLE: Record<Dimension, string> = {
  type: "PHI type",
  doc: "document type",
  style: "style",
  locale: "locale (country in the world corpus)",
  origin: "name origin (names only; '-' = not a name)",
  slot: "slot kind",
  kind: "value kind",
  group: "category (issue 19)",
};

export function printBreakdowns(result: GeneratedResult, only: readonly Dimension[]): void {
  for (const d of only) {
    const table = result.byDimension.get(d) as Map<string, Cat>;
    console.log(`${`by ${DIMENSION_TITLE[d]}`.padEnd(44)}count  strict-recall  lenient-recall`);
    for (const [key, c] of [...table.entries()].sort((a, b) => b[1].gold - a[1].gold)) {
      console.log(
        `  ${key.slice(0, 40).padEnd(42)}${String(c.gold).padStart(5)}  ${ratio(c.strict, c.gold).padStart(13)}  ${ratio(c.lenient, c.gold).padStart(14)}`,
      );
    }
    console.log("");
  }
}

const total = (groups: Map<string, { count: number }>): number =>
  [...groups.values()].reduce((sum, g) => sum + g.count, 0);

export function printFalsePositives(result: GeneratedResult): void {
  console.log("false positives by predicted type");
  for (const [t, n] of [...result.fpByType.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${t.padEnd(24)}${String(n).padStart(6)}`);
  }
  console.log("false positives by rule id");
  for (const [t, n] of [...result.fpByRule.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${t.padEnd(40)}${String(n).padStart(6)}`);
  }
  console.log(
    `predicted spans running past a gold span into unlabelled text (a swallowed label, a state): ${total(result.overreach)}`,
  );
  console.log("");
}

/** The three commonest shapes of a group, with their counts. */
export function topShapes(shapes: Map<string, number>): string {
  return [...shapes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([s, n]) => `"${s}" x${n}`)
    .join(", ");
}

/** Failures grouped by category, with counts and abstract shapes: no note text. */
export function printFailureGroups(result: GeneratedResult, limit = 60): void {
  console.log(
    "misses by category (type / document (locale) / slot / origin or value kind / style), largest first",
  );
  for (const [key, g] of [...result.missGroups.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, limit)) {
    console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${topShapes(g.shapes)}`);
  }
  console.log("");
  console.log(
    "false positives by category (predicted type (rule) / document (locale) / style), largest first",
  );
  for (const [key, g] of [...result.fpGroups.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, limit)) {
    console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${topShapes(g.shapes)}`);
  }
  console.log("");
  console.log(
    "spans running past gold into other text (predicted type (rule) / document (locale) / style; shapes of the extra text)",
  );
  for (const [key, g] of [...result.overreach.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, limit)) {
    console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${topShapes(g.shapes)}`);
  }
  console.log("");
}
