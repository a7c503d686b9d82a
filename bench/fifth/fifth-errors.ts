/**
 * The fifth corpus's failures, for seed 1 only (its tune set since round 20; seed 2 stays quote
 * only): strict misses by category, false positives in the PHI documents, and what the engine
 * marks in the PHI-free documents by the look-alike category it falls on — each as counts with
 * abstract shapes (letter runs "A"/"a", digits "9"), never text.
 */
import type { Span as Predicted } from "../../src/detection/span.ts";
import { bump, shape, topShapes } from "../generated-report.ts";
import { newScore, ruleOf, scoreNote } from "../score.ts";
import type { Detector } from "./fifth-report.ts";
import type { FifthDoc, FifthFreeDoc } from "./generate-fifth.ts";

type Groups = Map<string, { count: number; shapes: Map<string, number> }>;

export interface FifthErrors {
  readonly misses: Groups;
  readonly falsePositives: Groups;
  readonly freeMarks: Groups;
}

/** Collects the failures of one seed's documents (the caller keeps this to seed 1). */
export function collectFifthErrors(
  docs: readonly FifthDoc[],
  free: readonly FifthFreeDoc[],
  engine: Detector,
): FifthErrors {
  const misses: Groups = new Map();
  const falsePositives: Groups = new Map();
  const freeMarks: Groups = new Map();
  for (const doc of docs) {
    const spans = engine.detect(doc.text);
    const result = scoreNote(newScore(), doc.id, doc.text, doc.spans, spans, false);
    doc.spans.forEach((g, k) => {
      if (result.gold[k]!.strict) return;
      const kind = result.gold[k]!.lenient ? "partial" : "miss";
      bump(
        misses,
        `${g.type} ${kind} / ${g.group} / ${doc.form} (${doc.country}) / ${doc.style}`,
        shape(g.text),
      );
    });
    for (const s of result.falsePositives)
      bump(
        falsePositives,
        `${s.type} (${ruleOf(s)}) / ${doc.form} (${doc.country})`,
        shape(slice(doc.text, s)),
      );
  }
  for (const doc of free) {
    for (const s of engine.detect(doc.text)) {
      const on = doc.marks.find((m) => m.start < s.end && s.start < m.end)?.category ?? "unmarked text";
      bump(
        freeMarks,
        `${on} / ${s.type} (${ruleOf(s)}) / ${doc.form} (${doc.country})`,
        shape(slice(doc.text, s)),
      );
    }
  }
  return { misses, falsePositives, freeMarks };
}

const slice = (text: string, s: Predicted): string => text.slice(s.start, s.end);

function printGroups(title: string, groups: Groups, limit: number): void {
  console.log(title);
  for (const [key, g] of [...groups.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, limit))
    console.log(`  ${String(g.count).padStart(4)}  ${key}   shapes: ${topShapes(g.shapes)}`);
  console.log("");
}

export function printFifthErrors(errors: FifthErrors, limit = 60): void {
  printGroups(
    "strict misses (gold type miss|partial / PHI category / form (country) / style), largest first",
    errors.misses,
    limit,
  );
  printGroups(
    "false positives in PHI documents (predicted type (rule) / form (country)), largest first",
    errors.falsePositives,
    limit,
  );
  printGroups(
    "PHI-free marks (look-alike category under the mark / predicted type (rule) / form (country)), largest first",
    errors.freeMarks,
    limit,
  );
}
