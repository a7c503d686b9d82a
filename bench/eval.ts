/**
 * Scores the detection engine on a corpus in the PhysioNet deid format.
 *   npm run eval -- <corpus dir> [--errors] [--patients even|odd]
 * `--patients even|odd` keeps only the notes of patients whose numeric id has that parity: read
 * errors on one half (the tuning half, even) and only measure the other (the check half, odd), so
 * the gap between the halves estimates how the rules do on unseen patients.
 * Strict recall: every letter and digit of a gold span is covered by predicted spans.
 * Lenient recall: a predicted span overlaps the gold span. Lenient precision: share of predicted
 * spans that overlap some gold span. Any predicted type counts for these; type accuracy is
 * reported on its own.
 */
import { existsSync } from "node:fs";
import { createEngine } from "../src/detection/index.ts";
import type { Span } from "../src/detection/span.ts";
import { type GoldSpan, noteKey, readCorpus } from "./corpus.ts";

/** Predicted types accepted as the right type for each gold type. */
const EXPECTED_TYPES: Record<string, readonly string[]> = {
  HCPName: ["PROVIDER_NAME", "NAME"],
  PTName: ["PATIENT_NAME", "NAME"],
  PTNameInitial: ["PATIENT_NAME", "NAME"],
  RelativeProxyName: ["RELATIVE_NAME", "NAME"],
  Date: ["DATE"],
  DateYear: ["YEAR", "DATE"],
  Location: ["LOCATION", "HOSPITAL", "CITY", "STREET_ADDRESS", "ZIP", "STATE", "COUNTRY", "ORGANIZATION"],
  Phone: ["PHONE", "FAX"],
  Age: ["AGE"],
};

interface Tally {
  gold: number;
  strict: number;
  lenient: number;
  typed: number;
}

function isLetterOrDigit(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127
  );
}

function context(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 35), start);
  const after = text.slice(end, end + 35);
  return `${before}[[${text.slice(start, end)}]]${after}`.replace(/\s+/g, " ");
}

function main(): void {
  const args = process.argv.slice(2);
  const showErrors = args.includes("--errors");
  const patientsAt = args.indexOf("--patients");
  const parity = patientsAt === -1 ? undefined : args[patientsAt + 1];
  const dir = args.find((a, k) => !a.startsWith("--") && !(patientsAt !== -1 && k === patientsAt + 1));
  if (
    dir === undefined ||
    !existsSync(dir) ||
    (parity !== undefined && parity !== "even" && parity !== "odd")
  ) {
    console.error("usage: npm run eval -- <corpus dir> [--errors] [--patients even|odd]");
    process.exitCode = 2;
    return;
  }
  const keep = (patient: string): boolean =>
    parity === undefined || (Number.parseInt(patient, 10) % 2 === 0) === (parity === "even");
  const full = readCorpus(dir);
  const corpus = {
    notes: full.notes.filter((n) => keep(n.patient)),
    gold: full.gold.filter((g) => keep(g.patient)),
  };
  const goldByNote = new Map<string, GoldSpan[]>();
  for (const g of corpus.gold) {
    const key = noteKey(g.patient, g.note);
    goldByNote.set(key, [...(goldByNote.get(key) ?? []), g]);
  }
  const engine = createEngine();
  const tallies = new Map<string, Tally>();
  const total: Tally = { gold: 0, strict: 0, lenient: 0, typed: 0 };
  const predictedByType = new Map<string, { count: number; hits: number }>();
  let predicted = 0;
  let predictedHits = 0;
  const misses: string[] = [];
  const falsePositives: string[] = [];

  for (const note of corpus.notes) {
    const gold = goldByNote.get(noteKey(note.patient, note.note)) ?? [];
    const spans: Span[] = engine.detect(note.text);
    const covered = new Uint8Array(note.text.length);
    for (const s of spans) covered.fill(1, s.start, s.end);
    for (const g of gold) {
      const tally = tallies.get(g.type) ?? { gold: 0, strict: 0, lenient: 0, typed: 0 };
      tallies.set(g.type, tally);
      let strict = true;
      for (let p = g.start; p < g.end; p++) {
        if (covered[p] === 0 && isLetterOrDigit(note.text.charCodeAt(p))) strict = false;
      }
      const overlapping = spans.filter((s) => s.start < g.end && s.end > g.start);
      const lenient = overlapping.length > 0;
      const expected = EXPECTED_TYPES[g.type];
      const typed = lenient && (expected === undefined || overlapping.some((s) => expected.includes(s.type)));
      for (const t of [tally, total]) {
        t.gold++;
        if (strict) t.strict++;
        if (lenient) t.lenient++;
        if (typed) t.typed++;
      }
      if (!strict && showErrors) {
        const kind = lenient ? "PARTIAL" : "MISS";
        misses.push(`${kind} ${g.type} ${note.patient}/${note.note}: ${context(note.text, g.start, g.end)}`);
      }
    }
    for (const s of spans) {
      const hit = gold.some((g) => s.start < g.end && s.end > g.start);
      predicted++;
      if (hit) predictedHits++;
      const byType = predictedByType.get(s.type) ?? { count: 0, hits: 0 };
      byType.count++;
      if (hit) byType.hits++;
      predictedByType.set(s.type, byType);
      if (!hit && showErrors) {
        falsePositives.push(
          `FP ${s.type} ${note.patient}/${note.note}: ${context(note.text, s.start, s.end)}`,
        );
      }
    }
  }

  const ratio = (a: number, b: number): string => (b === 0 ? "  -  " : (a / b).toFixed(3));
  if (showErrors) {
    for (const line of misses) console.log(line);
    for (const line of falsePositives) console.log(line);
    console.log("");
  }
  console.log(
    `corpus: ${dir}${parity === undefined ? "" : ` (${parity} patients)`} (${corpus.notes.length} notes, ${corpus.gold.length} gold spans)`,
  );
  console.log(`engine: ${engine.version}`);
  console.log("");
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
    `lenient precision  ${ratio(predictedHits, predicted)}  (${predictedHits}/${predicted} predicted spans)`,
  );
  console.log(`type accuracy      ${ratio(total.typed, total.lenient)}`);
}

main();
