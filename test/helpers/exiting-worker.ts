import { threadId } from "node:worker_threads";

/**
 * A pool worker for `detection-pool.test.ts`: a batch holding the text "exit" ends the thread the
 * way a crash would (the thread is gone mid-task); otherwise each text answers which thread served it (as JSON, like the real worker).
 */
export default function detect(texts: readonly string[]): string {
  if (texts.includes("exit")) process.exit(1);
  return JSON.stringify(texts.map(() => [{ threadId }]));
}
