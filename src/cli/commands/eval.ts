import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Command } from "../cli-io.ts";
import { EXIT, usageError } from "../exit-codes.ts";
import { parseOptions } from "../parse-options.ts";

const help = `Usage: clinical-deid eval <corpus folder> [--errors]

Scores the detection engine on a corpus in the PhysioNet deid format (<name>.text with
<name>-phi.phrase gold spans): strict and lenient recall per PHI type, precision and type
accuracy. Runs the project's evaluation harness (bench/eval.ts, also \`npm run eval\`).

Options:
      --errors    list every missed and every spurious span with its context
  -h, --help      this help

Exit codes: 0 scored, 1 failure, 2 usage (no such folder).
`;

const EVAL_SCRIPT = fileURLToPath(new URL("../../../bench/eval.ts", import.meta.url));

export const evalCommand: Command = {
  name: "eval",
  summary: "score detection on a PhysioNet-format corpus",
  help,
  async run(args, io) {
    const { values, positionals, help: wantsHelp } = parseOptions(args, { errors: { type: "boolean" } });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    if (positionals.length !== 1) throw usageError("eval needs exactly one corpus folder");
    if (!existsSync(EVAL_SCRIPT))
      throw usageError(
        "eval runs the repository's bench/eval.ts: run it from a clone (the package leaves bench/ out)",
      );
    const child = spawn(
      process.execPath,
      [EVAL_SCRIPT, positionals[0]!, ...(values.errors ? ["--errors"] : [])],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout.pipe(io.stdout, { end: false });
    child.stderr.pipe(io.stderr, { end: false });
    const abort = () => child.kill("SIGINT");
    io.signal.addEventListener("abort", abort, { once: true });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    io.signal.removeEventListener("abort", abort);
    if (io.signal.aborted) return EXIT.interrupted;
    return code === 0 ? EXIT.ok : code === 2 ? EXIT.usage : EXIT.failure;
  },
};
