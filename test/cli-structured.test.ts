import assert from "node:assert/strict";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable, Writable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { parse } from "csv-parse/sync";
import type { CliIo } from "../src/cli/cli-io.ts";
import { main } from "../src/cli/main.ts";
import type { RawEnv } from "../src/config/env.ts";
import { syntheticBundle, syntheticPatient } from "./fhir/synthetic-bundle.ts";

function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString("utf8") };
}

async function cli(argv: string[], env: RawEnv, stdin?: Buffer) {
  const stdout = collector();
  const stderr = collector();
  const io: CliIo = {
    stdin: stdin === undefined ? new PassThrough().end() : Readable.from([stdin]),
    stdout: stdout.stream,
    stderr: stderr.stream,
    env,
    signal: new AbortController().signal,
  };
  const code = await main(argv, io);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

// Synthetic notes: every name and number is invented.
const CP1252 = Buffer.from([
  ...Buffer.from("Patient Ren"),
  0xe9,
  ...Buffer.from("e Dupr"),
  0xe9,
  ...Buffer.from(" seen.\n"),
]);
const EXTRACT = [
  "note_id,mrn,author,note_text",
  'cli-1,00912277,Ysolde Farquist,"Ysolde Farquist called, MRN 00912277."',
  "cli-2,00912277,brown,Plain.",
  "cli-3,00912277,Ysolde Farquist,=SUM(A1)",
  "",
].join("\n");
const CSV_ARGS = [
  "--text-column",
  "note_text",
  "--subject-column",
  "mrn",
  "--id-column",
  "note_id",
  "--column",
  "author=name",
];

describe("the CLI on encodings, binary files and CSV", () => {
  let dir: string;
  let env: RawEnv;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "deid-cli-struct-"));
    env = {
      DEID_DATA_DIR: join(dir, "data"),
      DEID_MASTER_KEY: Buffer.from(new Uint8Array(32).fill(5)).toString("base64"),
      DEID_WORKERS: "1",
      DEID_LOG_LEVEL: "silent",
    };
    await writeFile(join(dir, "cp1252.txt"), CP1252);
    await writeFile(join(dir, "notes.csv"), EXTRACT);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses a windows-1252 note with the file, line and byte offset, and writes nothing", async () => {
    const out = join(dir, "cp1252.deid.txt");
    const run = await cli(["deidentify", join(dir, "cp1252.txt"), "-o", out], env);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /cp1252\.txt: not valid UTF-8 at line 1, byte offset 11; .*--encoding/);
    assert.ok(!run.stderr.includes("Ren"));
    assert.deepEqual(
      (await readdir(dir)).filter((f) => f.startsWith("cp1252.deid")),
      [],
    );
  });

  it("decodes it faithfully under --encoding windows-1252, so re-identification gets é back", async () => {
    const run = await cli(
      ["deidentify", "--json", "--encoding", "windows-1252", join(dir, "cp1252.txt")],
      env,
    );
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { text: string };
    assert.ok(!result.text.includes("Dupr") && !result.text.includes("\uFFFD"), result.text);
    const inspect = await cli(["inspect", "--encoding", "cp1252", join(dir, "cp1252.txt")], env);
    assert.ok(JSON.parse(inspect.stdout).entities.some((e: { text: string }) => e.text.includes("Renée")));
  });

  it("refuses invalid UTF-8 on stdin, naming the line", async () => {
    const run = await cli(
      ["deidentify", "--format", "jsonl"],
      env,
      Buffer.concat([Buffer.from('{"text":"ok"}\n{"text":"'), CP1252]),
    );
    assert.equal(run.code, 2);
    assert.match(run.stderr, /stdin: not valid UTF-8 at line 2, byte offset 34/);
  });

  it("skips a binary file in a folder with a warning, counts it and never writes it", async () => {
    const folder = join(dir, "folder");
    await mkdir(folder);
    await writeFile(join(folder, "scan.pdf"), Buffer.from("%PDF-1.4\n\u0000\u0001\u0002binary"));
    await writeFile(join(folder, "note.txt"), "Seen by Dr. Alice Brown.\n");
    const run = await cli(["deidentify", folder, "-o", join(dir, "folder-out"), "--stats"], env);
    assert.equal(run.code, 3, run.stderr);
    assert.match(run.stderr, /scan\.pdf: a binary file, not a note \(skipped, not written\)/);
    assert.match(run.stderr, /"binary_skipped":1/);
    assert.deepEqual(await readdir(join(dir, "folder-out")), ["note.txt"]);
  });

  it("de-identifies a CSV extract: header kept, rows refused by number, formulas neutralised", async () => {
    const run = await cli(["deidentify", join(dir, "notes.csv"), ...CSV_ARGS], env);
    assert.equal(run.code, 3, run.stderr);
    const lines = run.stdout.split("\n");
    assert.equal(lines[0], "note_id,mrn,author,note_text");
    const [id, mrn, author, text] = parse(`${lines[1]}\n`)[0] as string[];
    assert.equal(id, "cli-1");
    assert.ok(text!.includes(author!) && text!.includes(mrn!), lines[1]);
    assert.match(lines[2]!, /^cli-3,\[ID_[0-9a-f]{12}\],\[NAM_[0-9a-f]{12}\],'=SUM\(A1\)$/);
    assert.match(run.stderr, /notes\.csv:3: row 2: column "author" is not read whole as NAME.*\(skipped\)/);
    for (const secret of ["Farquist", "00912277", "brown"])
      assert.ok(!(run.stdout + run.stderr).includes(secret));
  });

  it("stops at the first bad row with --on-error stop and leaves no output file", async () => {
    const out = join(dir, "stopped.csv");
    const run = await cli(
      ["deidentify", join(dir, "notes.csv"), ...CSV_ARGS, "--on-error", "stop", "-o", out],
      env,
    );
    assert.equal(run.code, 4);
    assert.match(run.stderr, /notes\.csv:3: row 2: /);
    await assert.rejects(readFile(out));
  });

  it("de-identifies a Bulk Data NDJSON export with --format fhir, naming a bad line", async () => {
    const bundle = syntheticBundle(21) as { entry: { resource: object }[] };
    const file = join(dir, "Export.ndjson");
    await writeFile(
      file,
      `${bundle.entry.map((e) => JSON.stringify(e.resource)).join("\n")}\n{"resourceType": 3}\n`,
    );
    const run = await cli(["deidentify", "--format", "fhir", file, "--policy", "surrogate"], env);
    assert.equal(run.code, 3, run.stderr);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { resourceType: string });
    assert.deepEqual(
      lines.map((r) => r.resourceType),
      ["Patient", "Encounter", "DocumentReference", "Observation", "DiagnosticReport"],
    );
    assert.match(run.stderr, /Export\.ndjson:6: \/: not a FHIR resource/);
    const p = syntheticPatient(21);
    for (const secret of [p.family, p.mrn, p.phone]) assert.ok(!run.stdout.includes(secret), secret);
  });

  it("refuses unmapped columns and CSV options without CSV input, with exit 2", async () => {
    const unmapped = await cli(["deidentify", join(dir, "notes.csv"), "--text-column", "note_text"], env);
    assert.equal(unmapped.code, 2);
    assert.match(unmapped.stderr, /unmapped columns: "note_id", "mrn", "author"/);
    const stray = await cli(["deidentify", "--text-column", "x"], env, Buffer.from("hello"));
    assert.equal(stray.code, 2);
    const remote = await cli(
      ["deidentify", join(dir, "notes.csv"), ...CSV_ARGS, "--url", "http://127.0.0.1:9"],
      env,
    );
    assert.equal(remote.code, 2);
  });
});
