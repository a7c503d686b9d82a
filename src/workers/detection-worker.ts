import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { createEngine, type LexiconData, loadLexiconData } from "../detection/index.ts";
import { ordinaryWordOptions } from "../known-values/ordinary-words.ts";
import { POLICY_NAMES } from "../policy/policies.ts";
import type { PolicySpan } from "../policy/safe-harbor-ages.ts";
import { createDateShifter } from "../pseudonymise/date-shifter.ts";
import { type StrayJob, strayInJob } from "../pseudonymise/stray-job.ts";
import {
  type PreparedDocument,
  type PrepareJob,
  runInspectJob,
  runPrepareJob,
} from "../service/prepare-document.ts";
import type { BatchItem } from "./detection-pool.ts";
import { warmEngine } from "./warm-engine.ts";
import { WARM_UP_MESSAGE, type WarmUpMessage } from "./warm-up-message.ts";

// Each worker builds its engine once from the lexicons the pool shares with it, and the ordinary
// word list and date shifter a large document's preparation needs.
const data = workerData as { lexicons?: LexiconData; dateShiftDays?: number; warmUpMs?: number } | null;
const lexicons = data?.lexicons ?? loadLexiconData();
const engine = createEngine(lexicons);
const names = ordinaryWordOptions(lexicons);
const shifter = createDateShifter(data?.dateShiftDays ?? 365);

/**
 * A warm-up note read as an ordinary note in a batch is (`detect` below): detection, known values,
 * the policy (each in turn) and the plan, then its JSON, so the whole path is compiled before traffic.
 */
function warmRead(text: string, index: number): number {
  const policy = POLICY_NAMES[index % POLICY_NAMES.length]!;
  const prepared = runPrepareJob(
    { text, policy, now: Date.now(), known: [], ordinary: true },
    (t) => engine.detect(t),
    names,
    shifter,
  );
  return JSON.stringify(prepared).length > 0 ? prepared.spans.length : -1;
}

// The warm-up runs here, while piscina loads this module: tasks sent to this thread wait until it
// ends, and a thread started in place of a lost one is warmed before it takes work too. The pool
// counts the messages (`detection-pool.ts` `warmedUp`). A warm-up that fails leaves the engine as
// built: it only costs speed, so the thread still serves.
if ((data?.warmUpMs ?? 0) > 0) {
  let message: WarmUpMessage;
  try {
    message = { [WARM_UP_MESSAGE]: warmEngine(engine, data?.warmUpMs ?? 0, { lexicons, read: warmRead }) };
  } catch {
    message = { [WARM_UP_MESSAGE]: { notes: 0, characters: 0, cpuMs: 0, wallMs: 0, failed: true } };
  }
  parentPort?.postMessage(message);
}

// Results go back as JSON text: a string crosses threads as one copy, and the main thread's
// JSON.parse is several times cheaper than the structured-clone reader for thousands of small
// objects (a 1 MB note's plan: ~30–50 ms of the event loop as a clone). Spans and plans are plain
// data (no undefined members, Maps or Dates), so the round trip is exact; a test compares them.

/**
 * A batch of ordinary notes (`detection-pool.ts`), as JSON, in order: a text's spans (`Span[]`),
 * or an ordinary job's prepared document (detection, known values and transform).
 */
export default function detect(items: readonly BatchItem[]): string {
  return JSON.stringify(
    items.map((item) =>
      typeof item === "string"
        ? engine.detect(item)
        : runPrepareJob(item, (text) => engine.detect(text), names, shifter),
    ),
  );
}

// A full collection after each large document: its garbage (tens of MB for 1 MB of text) would
// otherwise keep this thread's heap, and the process's memory, grown until some later collection.
// V8's gc() reached through a fresh context (the flag only exposes it there), as test runners do.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** A large document: detection, known values and transform, all off the event loop. */
export function prepare(job: PrepareJob): string {
  const prepared: PreparedDocument = runPrepareJob(job, (text) => engine.detect(text), names, shifter);
  const json = JSON.stringify(prepared);
  collect();
  return json;
}

/** A large text's `inspect`: detection and known values, off the event loop. */
export function inspect(job: Omit<PrepareJob, "policy">): string {
  const spans: PolicySpan[] = runInspectJob(job, (text) => engine.detect(text), names);
  const json = JSON.stringify(spans);
  collect();
  return json;
}

/** A large output's stray-surrogate check (`pseudonymise/place-surrogates.ts`), off the event loop. */
export function stray(job: StrayJob): string[] {
  const found = strayInJob(job);
  collect();
  return found;
}
