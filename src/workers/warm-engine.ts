import type { DetectionEngine } from "../detection/engine.ts";
import type { LexiconData } from "../detection/lexicon-data.ts";
import { loadLexiconData } from "../detection/load-lexicon-data.ts";
import { warmUpNotes } from "./warm-up-notes.ts";
import { warmUpWords } from "./warm-up-words.ts";

/** What a warm-up did: notes and characters read, this thread's CPU time and the wall time. */
export interface WarmUpReport {
  readonly notes: number;
  readonly characters: number;
  readonly cpuMs: number;
  readonly wallMs: number;
}

/** This thread's CPU time in ms (the compiler's threads work beside it and are not counted). */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs `engine` over invented notes (`warm-up-notes.ts`) until `budgetMs` of this thread's CPU
 * time is spent, so that the compiler has seen the engine's branches run before the first real
 * note: a fresh engine reads its first notes several times slower than a warm one
 * (`docs/detection/speed.md`). The wall time is capped (`maxWallMs`, three times the budget unless
 * given), so a start-up on a loaded machine is not held up longer than that; the benches lift the
 * cap to measure a budget of CPU time whatever the load. A budget of 0 does nothing. The spans found
 * are thrown away; detection keeps no state between notes, so a warmed engine finds exactly what a
 * fresh one finds (`warm-engine.test.ts`).
 */
export function warmEngine(
  engine: DetectionEngine,
  budgetMs: number,
  options: {
    lexicons?: LexiconData;
    seed?: number;
    maxWallMs?: number;
    /**
     * How a note is read (the number of spans found): `engine.detect` unless given. The worker
     * passes its whole preparation of an ordinary note (detection, known values, policy, plan), so
     * the stages after detection are compiled before traffic too.
     */
    read?: (text: string, index: number) => number;
  } = {},
): WarmUpReport {
  if (!(budgetMs > 0)) return { notes: 0, characters: 0, cpuMs: 0, wallMs: 0 };
  const wall0 = performance.now();
  const cpu0 = threadCpuMs();
  const maxWallMs = options.maxWallMs ?? 3 * budgetMs;
  const notes = warmUpNotes(warmUpWords(options.lexicons ?? loadLexiconData()), options.seed ?? 1);
  let count = 0;
  let characters = 0;
  let spans = 0;
  // At least one note, whatever the clock says: building the word lists counts against the budget.
  do {
    const text = notes.next();
    spans += options.read ? options.read(text, count) : engine.detect(text).length;
    characters += text.length;
    count++;
  } while (threadCpuMs() - cpu0 < budgetMs && performance.now() - wall0 < maxWallMs);
  // Read once, so the detection above is not dead code to the compiler.
  if (spans < 0) throw new Error("unreachable");
  return { notes: count, characters, cpuMs: threadCpuMs() - cpu0, wallMs: performance.now() - wall0 };
}
