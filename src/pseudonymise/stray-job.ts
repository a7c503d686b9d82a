import { type SurrogatePair, straySurrogates } from "../tokens/restore.ts";

/**
 * The stray-surrogate check of a large output as a worker task: the finder tokenises the whole
 * output (~25 ms of CPU for 1 MB), which would hold the event loop in one piece. Plain data both
 * ways; the answer is the same set `straySurrogates` gives, as an array.
 */
export interface StrayJob {
  readonly output: string;
  readonly pairs: readonly SurrogatePair[];
  readonly placed: readonly { start: number; end: number }[];
}

/** Runs in a worker thread (`workers/detection-worker.ts`). */
export function strayInJob(job: StrayJob): string[] {
  return [...straySurrogates(job.output, job.pairs, job.placed)];
}

/**
 * How a large text's pseudonymisation keeps off the event loop: `turn` lets the loop turn between
 * stages that each take milliseconds (surrogate choice, rendering, the token map), and `stray`
 * runs the stray-surrogate check on the worker pool.
 */
export interface LargeTextStages {
  readonly turn: () => Promise<void>;
  readonly stray: (job: StrayJob) => Promise<readonly string[]>;
}
