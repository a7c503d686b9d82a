import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../free-port.ts";

export interface Server {
  readonly url: string;
  readonly child: ChildProcess;
}

export const SOAK_KEY = "soak-key-0123456789abcdef";

/** One service process started from this checkout; resolves once `/health` answers 200. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL("../../src/main.ts", import.meta.url).pathname], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      DEID_API_KEY: SOAK_KEY,
      DEID_LOG_LEVEL: "warn",
      DEID_MAX_QUEUE: "100000",
      DEID_RATE_LIMIT_PER_MINUTE: "10000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const health = await fetch(`${url}/health`).then(
      async (r) => ({ ok: r.ok, body: await r.text() }),
      () => ({ ok: false, body: "" }),
    );
    if (health.ok) return { url, child };
    if (i > 1200) {
      child.kill("SIGKILL");
      throw new Error(`server not healthy in 120 s: ${health.body.slice(0, 300)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}
