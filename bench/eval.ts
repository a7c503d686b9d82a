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
import { type GoldSpan, noteKey, readCorpus } from "./corpus.ts";
import { newScore, printScore, scoreNote } from "./score.ts";

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
  const score = newScore();
  for (const note of corpus.notes) {
    const gold = goldByNote.get(noteKey(note.patient, note.note)) ?? [];
    scoreNote(score, `${note.patient}/${note.note}`, note.text, gold, engine.detect(note.text), showErrors);
  }
  if (showErrors) {
    for (const line of score.misses) console.log(line);
    for (const line of score.falsePositives) console.log(line);
    console.log("");
  }
  console.log(
    `corpus: ${dir}${parity === undefined ? "" : ` (${parity} patients)`} (${corpus.notes.length} notes, ${corpus.gold.length} gold spans)`,
  );
  console.log(`engine: ${engine.version}`);
  console.log("");
  printScore(score);
}

main();
