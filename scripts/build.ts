import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * Builds the package: `tsc -p tsconfig.build.json` emits dist/ (JavaScript and .d.ts, the `.ts`
 * import extensions rewritten to `.js`), then the files the code reads beside itself are copied:
 * the lexicon lists and the playground's static files. Run by `npm run build` and `prepack`.
 */
const REPO = join(import.meta.dirname, "..");
const DIST = join(REPO, "dist");

rmSync(DIST, { recursive: true, force: true });
const tsc = spawnSync("tsc", ["-p", join(REPO, "tsconfig.build.json")], { stdio: "inherit" });
if (tsc.status === 0) {
  for (const dir of ["detection/data", "http/public"])
    cpSync(join(REPO, "src", dir), join(DIST, dir), { recursive: true });
} else {
  process.stderr.write(`build: tsc failed (exit ${tsc.status ?? tsc.signal})\n`);
  process.exitCode = 1;
}
