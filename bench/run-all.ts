import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process, one after the other (so they
 * never compete for the two cores), or only those named on the command line (`npm run bench -- service`).
 */
const dir = new URL(".", import.meta.url).pathname;
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  // The soak takes many minutes: it runs only when named (`npm run bench -- soak`).
  .filter((f) => (only.length === 0 ? !f.startsWith("soak") : only.some((name) => f.startsWith(name))))
  .sort();
let failed = 0;
for (const file of benches) {
  process.stdout.write(`\n=== ${file} ===\n`);
  const result = spawnSync(process.execPath, ["--expose-gc", `${dir}${file}`], { stdio: "inherit" });
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`${file} exited with ${result.status ?? result.signal}\n`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
