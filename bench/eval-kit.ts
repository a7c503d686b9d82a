/** What the evaluation's commands share: one engine per process, flags, dev halves, per-country shares. */
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import { type Corpus, type GoldSpan, noteKey } from "./corpus.ts";
import { type ScoredNote, touchedShare } from "./generated-report.ts";
import { newScore, type Score, scoreNote } from "./score.ts";
import { COUNTRY_CODES } from "./world/kit.ts";

export const DEFAULT_DEV = fileURLToPath(new URL("../../shared/corpora/physionet-dev", import.meta.url));

export type Engine = ReturnType<typeof createEngine>;

let engineMemo: Engine | undefined;
/** One engine per process (building it loads the lexicons, about a second). */
export function engineOnce(): Engine {
  engineMemo ??= createEngine();
  return engineMemo;
}

export function byParity(full: Corpus, parity: string | undefined): Corpus {
  const keep = (patient: string): boolean =>
    parity === undefined || (Number.parseInt(patient, 10) % 2 === 0) === (parity === "even");
  return { notes: full.notes.filter((n) => keep(n.patient)), gold: full.gold.filter((g) => keep(g.patient)) };
}

export function scoreCorpus(engine: Engine, corpus: Corpus, showErrors: boolean): Score {
  const goldByNote = new Map<string, GoldSpan[]>();
  for (const g of corpus.gold) {
    const key = noteKey(g.patient, g.note);
    goldByNote.set(key, [...(goldByNote.get(key) ?? []), g]);
  }
  const score = newScore();
  for (const note of corpus.notes) {
    const gold = goldByNote.get(noteKey(note.patient, note.note)) ?? [];
    scoreNote(score, `${note.patient}/${note.note}`, note.text, gold, engine.detect(note.text), showErrors);
  }
  return score;
}

export function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

export function numberFlag(args: readonly string[], name: string, fallback: number): number {
  const v = flag(args, name);
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive integer`);
  return n;
}

/** PHI-free notes touched, per country. */
export function touchedByCountry(
  notes: readonly ScoredNote[],
  engine: Engine,
): Map<string, { touched: number; total: number }> {
  const out = new Map<string, { touched: number; total: number }>();
  for (const code of COUNTRY_CODES)
    out.set(
      code,
      touchedShare(
        notes.filter((n) => n.locale === code),
        engine,
      ),
    );
  return out;
}
