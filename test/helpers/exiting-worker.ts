import { threadId } from "node:worker_threads";

/**
 * A pool worker for `detection-pool.test.ts`: a task whose text is "exit" ends the thread the way
 * a crash would (the thread is gone mid-task); any other text answers which thread served it.
 */
export default function detect(text: string): { threadId: number }[] {
  if (text === "exit") process.exit(1);
  return [{ threadId }];
}
