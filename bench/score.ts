/**
 * Scoring shared by `bench/eval.ts` and `bench/surrogate-eval.ts`.
 * Strict recall: every letter and digit of a gold span is covered by predicted spans.
 * Lenient recall: a predicted span overlaps the gold span. Lenient precision: share of predicted
 * spans that overlap some gold span. Character recall: share of the letters and digits of all gold
 * spans that predicted spans cover. Any predicted type counts for these; type accuracy is
 * reported on its own.
 */
import type { Span } from "../src/detection/span.ts";

/** Predicted types accepted as the right type for each gold type. */
export const EXPECTED_TYPES: Record<string, readonly string[]> = {
  HCPName: ["PROVIDER_NAME", "NAME"],
  PTName: ["PATIENT_NAME", "NAME"],
  PTNameInitial: ["PATIENT_NAME", "NAME"],
  RelativeProxyName: ["RELATIVE_NAME", "NAME"],
  Date: ["DATE"],
  DateYear: ["YEAR", "DATE"],
  Location: ["LOCATION", "HOSPITAL", "CITY", "STREET_ADDRESS", "ZIP", "STATE", "COUNTRY", "ORGANIZATION"],
  Phone: ["PHONE", "FAX"],
  Age: ["AGE"],
  // Types the generated corpus adds (bench/generator, docs/evaluation.md).
  ID: ["MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "LICENSE_NUMBER", "VEHICLE_ID", "DEVICE_ID", "ID", "SSN"],
  SSN: ["SSN", "ID"],
  Email: ["EMAIL"],
  URL: ["URL"],
  IP: ["IP_ADDRESS", "URL"],
};

/** The rule id a predicted span carries, when the engine sets one. */
export function ruleOf(span: Span): string {
  return (span as { rule?: string }).rule ?? "?";
}

export interface Tally {
  gold: number;
  strict: number;
  lenient: number;
  typed: number;
}

export interface Score {
  readonly tallies: Map<string, Tally>;
  readonly total: Tally;
  readonly predictedByType: Map<string, { count: number; hits: number }>;
  predicted: number;
  predictedHits: number;
  /** Letters and digits inside gold spans, and those of them covered by predicted spans. */
  goldChars: number;
  coveredChars: number;
  readonly misses: string[];
  readonly falsePositives: string[];
}

export function newScore(): Score {
  return {
    tallies: new Map(),
    total: { gold: 0, strict: 0, lenient: 0, typed: 0 },
    predictedByType: new Map(),
    predicted: 0,
    predictedHits: 0,
    goldChars: 0,
    coveredChars: 0,
    misses: [],
    falsePositives: [],
  };
}

function isLetterOrDigit(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127
  );
}

export function context(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 35), start);
  const after = text.slice(end, end + 35);
  return `${before}[[${text.slice(start, end)}]]${after}`.replace(/\s+/g, " ");
}

/** How each gold span and each predicted span of one note fared. */
export interface NoteResult {
  readonly gold: readonly { strict: boolean; lenient: boolean; typed: boolean }[];
  /** Predicted spans overlapping no gold span. */
  readonly falsePositives: readonly Span[];
}

/** Adds one note's gold spans and predicted spans to `score`. */
export function scoreNote(
  score: Score,
  label: string,
  text: string,
  gold: readonly { start: number; end: number; type: string }[],
  spans: readonly Span[],
  keepErrors: boolean,
): NoteResult {
  const goldResults: { strict: boolean; lenient: boolean; typed: boolean }[] = [];
  const falsePositives: Span[] = [];
  const covered = new Uint8Array(text.length);
  for (const s of spans) covered.fill(1, s.start, s.end);
  for (const g of gold) {
    const tally = score.tallies.get(g.type) ?? { gold: 0, strict: 0, lenient: 0, typed: 0 };
    score.tallies.set(g.type, tally);
    let strict = true;
    for (let p = g.start; p < g.end; p++) {
      if (!isLetterOrDigit(text.charCodeAt(p))) continue;
      score.goldChars++;
      if (covered[p] === 0) strict = false;
      else score.coveredChars++;
    }
    const overlapping = spans.filter((s) => s.start < g.end && s.end > g.start);
    const lenient = overlapping.length > 0;
    const expected = EXPECTED_TYPES[g.type];
    const typed = lenient && (expected === undefined || overlapping.some((s) => expected.includes(s.type)));
    for (const t of [tally, score.total]) {
      t.gold++;
      if (strict) t.strict++;
      if (lenient) t.lenient++;
      if (typed) t.typed++;
    }
    goldResults.push({ strict, lenient, typed });
    if (!strict && keepErrors) {
      const kind = lenient ? "PARTIAL" : "MISS";
      const rules = lenient ? ` (${[...new Set(overlapping.map(ruleOf))].join(",")})` : "";
      score.misses.push(`${kind} ${g.type}${rules} ${label}: ${context(text, g.start, g.end)}`);
    }
  }
  for (const s of spans) {
    const hit = gold.some((g) => s.start < g.end && s.end > g.start);
    score.predicted++;
    if (hit) score.predictedHits++;
    const byType = score.predictedByType.get(s.type) ?? { count: 0, hits: 0 };
    byType.count++;
    if (hit) byType.hits++;
    score.predictedByType.set(s.type, byType);
    if (!hit) falsePositives.push(s);
    if (!hit && keepErrors) {
      score.falsePositives.push(`FP ${s.type} ${ruleOf(s)} ${label}: ${context(text, s.start, s.end)}`);
    }
  }
  return { gold: goldResults, falsePositives };
}

export const ratio = (a: number, b: number): string => (b === 0 ? "  -  " : (a / b).toFixed(3));

/** Prints the per-type table and the totals, as `npm run eval` does. */
export function printScore(score: Score): void {
  const { tallies, total, predictedByType } = score;
  console.log("gold type            count  strict-recall  lenient-recall  type-accuracy");
  const rows = [...tallies.entries()].sort((a, b) => b[1].gold - a[1].gold);
  for (const [type, t] of [...rows, ["ALL", total] as const]) {
    console.log(
      `${type.padEnd(20)} ${String(t.gold).padStart(5)}  ${ratio(t.strict, t.gold).padStart(13)}  ${ratio(t.lenient, t.gold).padStart(14)}  ${ratio(t.typed, t.lenient).padStart(13)}`,
    );
  }
  console.log("");
  console.log("predicted type       count  lenient-precision");
  for (const [type, p] of [...predictedByType.entries()].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`${type.padEnd(20)} ${String(p.count).padStart(5)}  ${ratio(p.hits, p.count).padStart(17)}`);
  }
  console.log("");
  console.log(`strict recall      ${ratio(total.strict, total.gold)}`);
  console.log(`lenient recall     ${ratio(total.lenient, total.gold)}`);
  console.log(
    `lenient precision  ${ratio(score.predictedHits, score.predicted)}  (${score.predictedHits}/${score.predicted} predicted spans)`,
  );
  console.log(`type accuracy      ${ratio(total.typed, total.lenient)}`);
  console.log(
    `character recall   ${ratio(score.coveredChars, score.goldChars)}  (letters and digits of gold spans covered)`,
  );
}
