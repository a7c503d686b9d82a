import type { Command } from "../cli-io.ts";
import { runNotesCommand } from "../notes-command.ts";

const help = `Usage: clinical-deid inspect [options] [input ...]

Finds PHI without changing the text and prints what it found: for a text note one JSON object
{entities, phi_count, phi_types}; for JSONL input one object a line, in input order
({id?, subject_id?, entities, phi_count, phi_types} or {line, error}). Entity offsets count
Unicode code points. Inputs as for deidentify: stdin, files, folders, JSONL. Stores nothing
and never creates a vault: an existing one's deny and allow lists apply.

Options:
  -o, --output <path>     output file (default stdout); a folder for several inputs or a folder
      --format <f>        auto (by extension, default), text or jsonl
      --on-error <mode>   skip (default) or stop at the first bad line (exit 4)
      --url <url>         ask this server instead of running the engine locally
      --key <key>         API key for --url (default DEID_API_KEY)
      --concurrency <n>   requests in flight with --url (default 4); worker threads locally
      --known-phi <file>  JSON array of {"type", "value"} known to be PHI, looked for in every
                          note (a JSONL line may add its own "known_phi")
      --encoding <e>      utf-8 (default; invalid bytes refuse the input, naming line and byte),
                          windows-1252, latin1 or utf-16 (with a byte-order mark)
      --tenant <name>     ignored for inspection; accepted for symmetry with deidentify
  -q, --quiet             no progress bar and no summary
      --no-progress       no progress bar
      --stats             print a JSON summary with notes/s and peak memory on stderr
  -h, --help              this help

Exit codes: 0 done, 1 failure, 2 usage, 3 done with bad records skipped, 4 stopped at a bad
record, 130 interrupted.

Examples:
  echo "Seen by Dr. Alice Smith on 3/4/2021." | clinical-deid inspect
  clinical-deid inspect notes.jsonl -o findings.jsonl
`;

export const inspectCommand: Command = {
  name: "inspect",
  summary: "find PHI without changing the text",
  help,
  run: (args, io) => runNotesCommand("inspect", args, io, help),
};
