import { workerData } from "node:worker_threads";
import { createEngine, type LexiconData } from "../detection/index.ts";
import type { Span } from "../detection/span.ts";

// Each worker builds its engine once from the lexicons the pool shares with it.
const engine = createEngine((workerData as { lexicons?: LexiconData } | null)?.lexicons);

export default function detect(text: string): Span[] {
  return engine.detect(text);
}
