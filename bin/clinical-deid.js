#!/usr/bin/env node
// The package's command: Node 24 runs the TypeScript entry directly by stripping types.
import { runProcess } from "../src/cli/main.ts";

await runProcess(process.argv.slice(2));
