import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import type { KnownValue } from "../src/known-values/known-values.ts";
import { createLogger } from "../src/logger.ts";
import { deidentifyDocument } from "../src/service/deidentify-document.ts";
import { type CorpusNote, type GoldSpan, noteKey, readCorpus } from "./corpus.ts";
import { newScore, ratio, type Score, scoreNote } from "./score.ts";

/**
 * Caller-known identifiers and subject memory, measured: replays the corpus through the service
 * flow (de-identification with storage, vault and audit log on a temporary SQLite), patient by
 * patient in note order with `subject_id` = patient, and scores the spans each document was
 * de-identified with against the gold standard (`score.ts`), three ways:
 *   1. engine only (subject memory off),
 *   2. with subject memory,
 *   3. with subject memory and, as `known_phi`, the patient's and the providers' names taken from
 *      the gold PTName/HCPName spans of the patient's OTHER notes (what an EHR would know).
 *
 *   npm run bench -- subject-memory        (CORPUS_DIR to override the corpus)
 *   node bench/subject-memory.bench.ts --errors   (also lists every miss and false positive)
 * The corpus is read in place, never copied.
 */
const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
if (!existsSync(CORPUS)) {
  console.log(`subject-memory bench: corpus not found at ${CORPUS}; skipped`);
  process.exit(0);
}

const SHOW_ERRORS = process.argv.includes("--errors");
const corpus = readCorpus(CORPUS);
const goldByNote = new Map<string, GoldSpan[]>();
for (const g of corpus.gold) {
  const key = noteKey(g.patient, g.note);
  goldByNote.set(key, [...(goldByNote.get(key) ?? []), g]);
}
const byPatient = new Map<string, CorpusNote[]>();
for (const note of corpus.notes) byPatient.set(note.patient, [...(byPatient.get(note.patient) ?? []), note]);
for (const notes of byPatient.values()) notes.sort((a, b) => Number(a.note) - Number(b.note));

const KNOWN_TYPES: Record<string, KnownValue["type"]> = { PTName: "PATIENT_NAME", HCPName: "PROVIDER_NAME" };

/** Names in the gold spans of the patient's other notes, once each. */
function knownNames(patient: string, except: string): KnownValue[] {
  const seen = new Map<string, KnownValue>();
  for (const note of byPatient.get(patient) ?? []) {
    if (note.note === except) continue;
    for (const g of goldByNote.get(noteKey(patient, note.note)) ?? []) {
      const type = KNOWN_TYPES[g.type];
      if (type && !seen.has(`${type}\u0000${g.text}`))
        seen.set(`${type}\u0000${g.text}`, { type, value: g.text });
    }
  }
  return [...seen.values()];
}

async function run(memory: boolean, known: boolean): Promise<{ score: Score; seconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "deid-memory-bench-"));
  const ctx = await createContext(loadConfig({}, { dataDir, logLevel: "silent", subjectMemory: memory }), {
    logger: createLogger("silent"),
  });
  const score = newScore();
  const started = performance.now();
  try {
    const patients = [...byPatient.keys()];
    let next = 0;
    // Patients in parallel (enough to keep the workers busy), each patient's notes in order.
    const lane = async () => {
      while (next < patients.length) {
        const patient = patients[next++]!;
        for (const note of byPatient.get(patient)!) {
          const { spans } = await deidentifyDocument(ctx.deps, {
            tenant: "bench",
            text: note.text,
            policy: "safe_harbor",
            subjectId: `patient-${patient}`,
            ...(known ? { knownPhi: knownNames(patient, note.note) } : {}),
          });
          const gold = goldByNote.get(noteKey(patient, note.note)) ?? [];
          scoreNote(score, `${patient}/${note.note}`, note.text, gold, spans, SHOW_ERRORS);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, lane));
  } finally {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { score, seconds: (performance.now() - started) / 1000 };
}

console.log(
  `corpus: ${CORPUS} (${corpus.notes.length} notes, ${byPatient.size} patients, ${corpus.gold.length} gold spans)`,
);
console.log(
  "mode                                   strict-recall  lenient-precision  names-strict-recall  seconds",
);
for (const [label, memory, known] of [
  ["engine only", false, false],
  ["+ subject memory", true, false],
  ["+ subject memory + known_phi names", true, true],
] as const) {
  const { score, seconds } = await run(memory, known);
  if (SHOW_ERRORS) {
    console.log(`--- ${label}`);
    for (const line of [...score.misses, ...score.falsePositives]) console.log(line);
  }
  const names = ["PTName", "HCPName", "RelativeProxyName", "PTNameInitial"]
    .map((type) => score.tallies.get(type))
    .reduce((a, t) => ({ gold: a.gold + (t?.gold ?? 0), strict: a.strict + (t?.strict ?? 0) }), {
      gold: 0,
      strict: 0,
    });
  console.log(
    `${label.padEnd(38)} ${ratio(score.total.strict, score.total.gold).padStart(13)}  ${ratio(score.predictedHits, score.predicted).padStart(17)}  ${ratio(names.strict, names.gold).padStart(19)}  ${seconds.toFixed(1).padStart(7)}`,
  );
}
