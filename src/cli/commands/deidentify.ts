import { DEFAULT_POLICY, POLICY_NAMES } from "../../policy/policies.ts";
import type { Command } from "../cli-io.ts";
import { JSONL_FIELDS } from "../jsonl-reader.ts";
import { runNotesCommand } from "../notes-command.ts";

const help = `Usage: clinical-deid deidentify [options] [input ...]

Replaces the PHI in notes per --policy (tokens by default). Inputs: nothing or "-" for stdin,
files, or folders. A .jsonl/.ndjson file holds one note a line: a JSON object with "text" and,
optionally, ${[...JSONL_FIELDS].filter((f) => f !== "text").join(", ")}
(a line's own subject_id and policy win over the options); any other file is one note. Output: one JSON object a line for JSONL input, in input order
({id?, subject_id?, document_id, text, phi_found, phi_types} or {line, error}); the
de-identified text for a text note.

Runs locally with the library on the service's storage (DEID_DATA_DIR or DATABASE_URL), so a
server on the same data can re-identify the documents, and names that vault on stderr; it creates
a vault only in a DEID_DATA_DIR or DATABASE_URL you set, or with --init. Or against a server with
--url.

Options:
  -o, --output <path>     output file (default stdout); a folder for several inputs or a folder
  -p, --policy <name>     ${POLICY_NAMES.map((p) => (p === DEFAULT_POLICY ? `${p} (default)` : p)).join(", ")}
      --subject-id <id>   subject for consistent tokens across notes (a JSONL line's own
                          subject_id wins)
      --known-phi <file>  JSON array of {"type", "value"} known to be PHI, looked for in every
                          note (a JSONL line may add its own "known_phi")
      --encoding <e>      utf-8 (default; invalid bytes refuse the input, naming line and byte),
                          windows-1252, latin1 or utf-16 (with a byte-order mark)
      --json              for a text note, print the JSON response instead of the text
      --text-column <c>   CSV/TSV: a free-text column (repeat for more); every other column
                          must be typed by --subject-column, --id-column or --column
      --subject-column <c> CSV/TSV: the subject's column (replaced as an MRN unless typed)
      --id-column <c>     CSV/TSV: the row's document_id, written as it is
      --column <c>=<kind> CSV/TSV: name, date, id, phone, email, address, zip, a PHI type,
                          text, keep or drop (docs/structured.md)
      --format <f>        auto (by extension, default), text, jsonl, csv, tsv or fhir (FHIR
                          R4: .ndjson Bulk Data export, or a .json resource or Bundle)
      --on-error <mode>   skip (default: report the line on stderr, write {line, error}, go on)
                          or stop (end the run at the first bad line, exit 4, no output file)
      --url <url>         send the notes to this server instead of processing them locally
      --key <key>         API key for --url (default DEID_API_KEY)
      --concurrency <n>   requests in flight with --url (default 4); worker threads locally
                          (default DEID_WORKERS, every core)
      --batch-size <n>    notes per batch request with --url (default 25)
      --tenant <name>     tenant the local documents belong to (default "default")
      --init              create a vault (./data) when none exists and no data folder is set
  -q, --quiet             no progress bar and no summary
      --no-progress       no progress bar
      --stats             print a JSON summary with notes/s and peak memory on stderr
  -h, --help              this help

Exit codes: 0 done, 1 failure, 2 usage, 3 done with bad records skipped, 4 stopped at a bad
record, 130 interrupted.

Examples:
  clinical-deid deidentify < note.txt
  clinical-deid deidentify notes.jsonl -o notes.deid.jsonl --policy llm_safe
  clinical-deid deidentify notes/ -o deid/ --url http://127.0.0.1:8080 --key "$KEY"
`;

export const deidentifyCommand: Command = {
  name: "deidentify",
  summary: "replace PHI in notes per --policy (stdin, files, folders, JSONL)",
  help,
  run: (args, io) => runNotesCommand("deidentify", args, io, help),
};
