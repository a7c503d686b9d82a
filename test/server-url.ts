import type { ChildProcess } from "node:child_process";

/**
 * The URL a service started as a child process (`node src/main.ts`, PORT=0) logs once it listens.
 * Rejects when the process exits first or has not logged it within `timeoutMs`; a process that
 * did not start in time is killed, so a failing test leaves none behind. Its stdout keeps being
 * drained (only the first 100 kB are searched).
 */
export function serverUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = "";
    // Cleared once the URL is seen: a started server outlives this wait (a test that runs longer
    // than `timeoutMs` on a loaded machine must not have its server killed under it).
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("server did not start"));
    }, timeoutMs);
    timer.unref();
    child.stdout!.on("data", (chunk: Buffer) => {
      if (out.length < 100_000) out += chunk.toString();
      const match = /"url":"(http:[^"]+)"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited early with ${code}`));
    });
  });
}
