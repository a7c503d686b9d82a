import assert from "node:assert/strict";
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable, Writable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import type { CliIo } from "../src/cli/cli-io.ts";
import { COMMANDS, main } from "../src/cli/main.ts";
import type { RawEnv } from "../src/config/env.ts";
import { createTestApp, LOCAL_KEY, type TestApp } from "./helpers/test-app.ts";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

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

async function cli(
  argv: string[],
  env: RawEnv,
  options: { stdin?: string | Readable; signal?: AbortSignal } = {},
): Promise<Run> {
  const stdout = collector();
  const stderr = collector();
  const io: CliIo = {
    stdin:
      options.stdin === undefined
        ? new PassThrough().end()
        : typeof options.stdin === "string"
          ? Readable.from([options.stdin])
          : options.stdin,
    stdout: stdout.stream,
    stderr: stderr.stream,
    env,
    signal: options.signal ?? new AbortController().signal,
  };
  const code = await main(argv, io);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

// Synthetic notes: every name and number is invented.
const NOTES = [
  { id: "n1", subject_id: "patient-1", text: "Seen by Dr. Maria Gonzalez on 03/14/2024. MRN: 00482913." },
  { id: 2, text: "Call (617) 555-0142 about John Whitaker." },
  { id: "n3", subject_id: "patient-1", text: "Dr. Maria Gonzalez called back on 03/15/2024." },
];
// Fixed root keys: this one's receipt-signing public key has no "+" in its base64; fill(0)'s has one.
const MASTER_KEY = new Uint8Array(32).fill(2);
const jsonl = (rows: unknown[]) =>
  `${rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n")}\n`;

describe("the clinical-deid command", () => {
  let dir: string;
  let server: TestApp;
  let url: string;
  let env: RawEnv;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "deid-cli-"));
    server = await createTestApp("sqlite", { masterKey: MASTER_KEY });
    url = await server.app.listen({ port: 0, host: "127.0.0.1" });
    // Local runs share the server's storage and keys, as a CLI beside a server would.
    env = {
      DEID_DATA_DIR: server.storage.config.dataDir,
      DEID_MASTER_KEY: Buffer.from(MASTER_KEY).toString("base64"),
      DEID_WORKERS: "1",
      DEID_API_KEY: LOCAL_KEY,
      DEID_LOG_LEVEL: "silent",
    };
  });

  after(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("prints help for every command and exits 0", async () => {
    for (const command of COMMANDS) {
      const run = await cli([command.name, "--help"], env);
      assert.equal(run.code, 0, command.name);
      assert.match(run.stdout, new RegExp(`^Usage: clinical-deid ${command.name}`), command.name);
      assert.match(run.stdout, /Exit codes/, command.name);
    }
    assert.match((await cli(["--help"], env)).stdout, /verify-receipt/);
  });

  it("reports a usage error in one line on stderr with exit code 2", async () => {
    for (const argv of [
      ["deidentify", "--polcy", "x"],
      ["deidentify", "--policy", "nope"],
      ["frobnicate"],
      ["keys", "create", "--scopes", "root"],
    ]) {
      const run = await cli(argv, env);
      assert.equal(run.code, 2, argv.join(" "));
      assert.equal(run.stderr.trim().split("\n").length, 1, argv.join(" "));
      assert.match(run.stderr, /^clinical-deid/);
    }
  });

  it("de-identifies stdin locally so that a server on the same data re-identifies it", async () => {
    const run = await cli(["deidentify", "--json"], env, { stdin: NOTES[0]!.text });
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { text: string; document_id: string };
    assert.ok(!result.text.includes("Gonzalez"));
    const restored = await server.app.inject({
      method: "POST",
      url: "/api/v1/reidentify",
      headers: server.auth,
      payload: { text: result.text, document_id: result.document_id, reason: "cli test" },
    });
    assert.equal(restored.json().text, NOTES[0]!.text);
  });

  it("writes surrogates with --policy surrogate, restored by the server", async () => {
    const run = await cli(["deidentify", "--json", "--policy", "surrogate"], env, { stdin: NOTES[0]!.text });
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { text: string; document_id: string };
    assert.ok(!result.text.includes("Gonzalez"));
    assert.doesNotMatch(result.text, /\[NAM_[0-9a-f]{12}\]/u, "names become surrogates, not tokens");
    const restored = await server.app.inject({
      method: "POST",
      url: "/api/v1/reidentify",
      headers: server.auth,
      payload: { text: result.text, document_id: result.document_id, reason: "cli test" },
    });
    assert.equal(restored.json().text, NOTES[0]!.text);
  });

  it("de-identifies a JSONL file in input order, reports a bad line by number and skips it", async () => {
    const input = join(dir, "notes.jsonl");
    await writeFile(input, jsonl([NOTES[0], '{"text": "Jane Roe', NOTES[1], NOTES[2]]));
    const output = join(dir, "out", "notes.deid.jsonl");
    const run = await cli(["deidentify", input, "-o", output, "--policy", "llm_safe"], env);
    assert.equal(run.code, 3, run.stderr);
    assert.match(run.stderr, /notes\.jsonl:2: not valid JSON \(skipped\)/);
    assert.ok(!run.stderr.includes("Jane"), "no note text on stderr");
    const lines = (await readFile(output, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.map((l) => l.id ?? l.line),
      ["n1", 2, 2, "n3"],
    );
    assert.deepEqual(lines[1], { line: 2, error: "not valid JSON" });
    assert.equal(lines[0].subject_id, "patient-1");
    assert.match(lines[0].document_id, /^doc_/);
    // One subject, one token for the same provider across notes.
    const token = /\[NAM_[0-9a-f]{12}\]/.exec(lines[0].text)?.[0];
    assert.ok(token && lines[3].text.includes(token));
    assert.deepEqual(await readdir(join(dir, "out")), ["notes.deid.jsonl"], "no temporary file left");
  });

  it("honours each JSONL line's document_id and policy, refuses unknown fields, and reruns idempotently", async () => {
    const input = join(dir, "ids.jsonl");
    await writeFile(
      input,
      jsonl([
        { id: "a", document_id: "cli-doc-a", text: "Seen by Dr. Maria Gonzalez on 03/14/2024." },
        {
          id: "b",
          document_id: "cli-doc-b",
          policy: "redact_all",
          text: "Call Dr. Maria Gonzalez on 03/15/2024.",
        },
        { id: "c", polcy: "redact_all", text: "Dr. Maria Gonzalez." },
        { id: "d", policy: "no_such_policy", text: "Dr. Maria Gonzalez." },
      ]),
    );
    const first = await cli(["deidentify", input], env);
    assert.equal(first.code, 3, first.stderr);
    assert.match(first.stderr, /ids\.jsonl:3: unknown field "polcy"/);
    assert.match(first.stderr, /ids\.jsonl:4: "policy" must be one of/);
    const lines = first.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.equal(lines[0].document_id, "cli-doc-a");
    assert.match(lines[0].text, /\[NAM_[0-9a-f]{12}\]/);
    assert.equal(lines[1].document_id, "cli-doc-b");
    assert.match(lines[1].text, /\[REDACTED\]/);
    assert.doesNotMatch(lines[1].text, /\[NAM_/);
    // The same ids again: the same documents come back, nothing is duplicated.
    const again = await cli(["deidentify", input], env);
    const rerun = again.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.equal(rerun[0].text, lines[0].text);
    assert.equal(rerun[1].text, lines[1].text);
  });

  it("stops at a bad line with --on-error stop and leaves no output file", async () => {
    const input = join(dir, "bad.jsonl");
    await writeFile(input, jsonl([NOTES[0], { id: 9 }, NOTES[1]]));
    const outDir = join(dir, "stopped");
    const run = await cli(["deidentify", input, "-o", join(outDir, "x.jsonl"), "--on-error", "stop"], env);
    assert.equal(run.code, 4);
    assert.match(run.stderr, /bad\.jsonl:2: missing "text"/);
    assert.deepEqual(await readdir(outDir), []);
  });

  it("stops cleanly when interrupted and leaves no output file", async () => {
    // stdin that never ends: the run is still going whenever Ctrl-C comes.
    const stdin = new PassThrough();
    stdin.write(jsonl(NOTES));
    const controller = new AbortController();
    const outDir = join(dir, "interrupted");
    const running = cli(["deidentify", "--format", "jsonl", "-o", join(outDir, "x.jsonl")], env, {
      stdin,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 300);
    const run = await running;
    assert.equal(run.code, 130, run.stderr);
    assert.match(run.stderr, /interrupted/);
    assert.deepEqual(await readdir(outDir).catch(() => []), []);
  });

  it("de-identifies a folder into an output folder, one file each", async () => {
    const input = join(dir, "folder");
    await mkdir(join(input, "sub"), { recursive: true });
    await writeFile(join(input, "a.txt"), NOTES[0]!.text);
    await writeFile(join(input, "sub", "b.jsonl"), jsonl([NOTES[1], NOTES[2]]));
    const output = join(dir, "folder-out");
    const run = await cli(["deidentify", input, "-o", output, "-q"], env);
    assert.equal(run.code, 0, run.stderr);
    const a = await readFile(join(output, "a.txt"), "utf8");
    assert.ok(a.startsWith("Seen by Dr. [NAM_") && !a.includes("00482913"));
    const b = (await readFile(join(output, "sub", "b.jsonl"), "utf8")).trim().split("\n");
    assert.equal(b.length, 2);
  });

  it("lists the tenant's audit events through a server as CSV, with the reasons an admin key reads", async () => {
    const done = await server.app.inject({
      method: "POST",
      url: "/api/v1/deidentify",
      headers: server.auth,
      payload: { text: NOTES[1]!.text, document_id: "audit-cli-1" },
    });
    await server.app.inject({
      method: "POST",
      url: "/api/v1/reidentify",
      headers: server.auth,
      payload: { text: done.json().text, document_id: "audit-cli-1", reason: 'billing query, "urgent"' },
    });
    // The listing shows what the log holds; integration runs within 200 ms of a commit.
    await server.ctx.audit.integrate();
    const run = await cli(
      [
        "audit",
        "events",
        "--url",
        url,
        "--key",
        LOCAL_KEY,
        "--type",
        "reidentify",
        "--since",
        "2000-01-01",
        "--format",
        "csv",
      ],
      {},
    );
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.trim().split("\r\n");
    assert.equal(
      lines[0],
      "log_index,type,time,document_id,key_id,policy,tokens_restored,reason_recorded,reason,reason_intact",
    );
    const row = lines.find((l) => l.includes("audit-cli-1"));
    assert.ok(row, run.stdout);
    assert.match(row, /,reidentify,.*,audit-cli-1,local,,\d+,true,"billing query, ""urgent""",true$/);
    const jsonl = await cli(
      ["audit", "events", "--url", url, "--key", LOCAL_KEY, "--type", "deidentify"],
      {},
    );
    assert.equal(jsonl.code, 0, jsonl.stderr);
    assert.ok(
      jsonl.stdout
        .trim()
        .split("\n")
        .every((l) => JSON.parse(l).type === "deidentify"),
    );
    const bad = await cli(["audit", "events", "--url", url, "--key", LOCAL_KEY, "--since", "last week"], {});
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /since must be an ISO-8601/);
  });

  it("verifies the whole audit log of the local database with audit verify", async () => {
    const run = await cli(["audit", "verify"], env);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^audit log: VALID \(\d+ entries, \d+ checkpoints\)/);
    assert.match(run.stdout, /ok {2}\s*entries_match_documents/);
    const json = await cli(["audit", "verify", "--json"], env);
    assert.equal(JSON.parse(json.stdout).valid, true);
  });

  it("inspects JSONL through a server with --url and --key", async () => {
    const input = join(dir, "inspect.jsonl");
    await writeFile(input, jsonl(NOTES));
    const run = await cli(["inspect", input, "--url", url, "--key", LOCAL_KEY], {});
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.equal(lines.length, 3);
    const mrn = lines[0].entities.find((e: { text: string }) => e.text === "00482913");
    assert.equal(mrn.type, "MRN");
    assert.equal(NOTES[0]!.text.slice(mrn.start, mrn.end), "00482913");
  });

  it("de-identifies through a server in batches, and says when the key is refused", async () => {
    const input = join(dir, "remote.jsonl");
    await writeFile(input, jsonl([...NOTES, ...NOTES, ...NOTES]));
    const run = await cli(["deidentify", input, "--url", url, "--key", LOCAL_KEY, "--batch-size", "2"], {});
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.map((l) => l.id),
      [...NOTES, ...NOTES, ...NOTES].map((n) => n.id),
    );
    assert.ok(lines.every((l) => /^doc_/.test(l.document_id) && !l.text.includes("Gonzalez")));
    const refused = await cli(["deidentify", input, "--url", url, "--key", "cdk_wrong"], {});
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /refused the key/);
  });

  it("takes known identifiers per JSONL line and from --known-phi FILE, locally and through a server", async () => {
    // The commands of docs/cli.md: known.json holds [{"type", "value"}]; a line may add its own.
    const known = join(dir, "known.json");
    await writeFile(known, JSON.stringify([{ type: "PATIENT_NAME", value: "Orlaith Vexbridge" }]));
    const input = join(dir, "known.jsonl");
    await writeFile(
      input,
      jsonl([
        { id: "k1", text: "vexbridge, orlaith seen; badge 77 41 9." },
        { id: "k2", text: "badge 77-41-9 and Orlaith", known_phi: [{ type: "DEVICE_ID", value: "77419" }] },
        { id: "k3", text: "x", known_phi: [{ type: "SHOE_SIZE", value: "Orlaith" }] },
      ]),
    );
    for (const args of [
      ["deidentify", input, "--known-phi", known],
      ["deidentify", input, "--known-phi", known, "--url", url, "--key", LOCAL_KEY],
    ]) {
      const run = await cli(args, env);
      assert.equal(run.code, 3, run.stderr);
      assert.match(run.stderr, /known\.jsonl:3: .*known_phi\/0\/type/);
      assert.ok(!run.stderr.includes("Orlaith"), "no value on stderr");
      const lines = run.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      // One token per name word: "vexbridge, orlaith" keeps its comma.
      assert.match(lines[0].text, /^\[NAM_[0-9a-f]{12}\], \[NAM_[0-9a-f]{12}\] seen; badge 77 41 9\.$/);
      assert.match(lines[1].text, /^badge \[ID_[0-9a-f]{12}\] and \[NAM_[0-9a-f]{12}\]$/);
      assert.equal(lines[2].line, 3);
      assert.doesNotMatch(JSON.stringify(lines), /orlaith|vexbridge|77419/i, "known values are not echoed");
    }
    const inspected = await cli(["inspect", input, "--known-phi", known, "--on-error", "skip"], env);
    assert.equal(JSON.parse(inspected.stdout.split("\n")[0]!).entities[0].type, "PATIENT_NAME");
    await writeFile(known, '[{"type": "NAME", "value": ""}]');
    const bad = await cli(["deidentify", input, "--known-phi", known], env);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--known-phi: .*known\.json: 0\/value must be a non-empty string/);
  });

  it("manages a tenant's deny and allow lists, which de-identification then follows", async () => {
    const add = await cli(
      ["lists", "add", "--list", "deny", "--type", "ORGANIZATION", "Glorbfinkel Unit"],
      env,
    );
    assert.equal(add.code, 0, add.stderr);
    assert.match(add.stderr, /added 1 of 1 values/);
    const shown = await cli(["lists", "show", "--list", "deny", "--json"], env);
    assert.deepEqual(
      JSON.parse(shown.stdout).map((e: { type: string; value: string }) => [e.type, e.value]),
      [["ORGANIZATION", "Glorbfinkel Unit"]],
    );
    const run = await cli(["deidentify"], env, { stdin: "glorbfinkel unit staff" });
    assert.match(run.stdout, /^\[ORG_[0-9a-f]{12}\] staff/);
    const bad = await cli(["lists", "add", "--list", "allow", "--type", "NAME", "x"], env);
    assert.equal(bad.code, 2);
    const removed = await cli(
      ["lists", "remove", "--list", "deny", "--type", "ORGANIZATION", "glorbfinkel  unit"],
      env,
    );
    assert.match(removed.stderr, /removed 1 of 1 values/);
  });

  it("creates, lists and revokes API keys", async () => {
    const created = await cli(
      ["keys", "create", "--tenant", "acme", "--scopes", "deidentify,reidentify", "--name", "etl"],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    const key = created.stdout.trim();
    assert.match(key, /^cdk_[0-9a-f]{16}_/);
    const check = await fetch(`${url}/api/v1/policies`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(check.status, 200);
    const list = await cli(["keys", "list", "--tenant", "acme", "--json"], env);
    const keys = JSON.parse(list.stdout) as { id: string; name: string; revoked_at: string | null }[];
    assert.equal(keys.length, 1);
    assert.equal(keys[0]!.name, "etl");
    assert.ok(!list.stdout.includes(key), "the key itself is never listed");
    assert.equal((await cli(["keys", "revoke", keys[0]!.id], env)).code, 0);
    assert.equal((await cli(["keys", "revoke", keys[0]!.id], env)).code, 1);
  });

  it("verifies a receipt offline and rejects a tampered one", async () => {
    const done = await server.app.inject({
      method: "POST",
      url: "/api/v1/deidentify",
      headers: server.auth,
      payload: { text: NOTES[1]!.text },
    });
    const id = done.json().document_id as string;
    const receipt = await server.app.inject({
      method: "GET",
      url: `/api/v1/receipts/${id}`,
      headers: server.auth,
    });
    const publicKey = await server.app.inject({
      method: "GET",
      url: "/api/v1/receipts/public-key",
      headers: server.auth,
    });
    const receiptFile = join(dir, "receipt.json");
    const keyFile = join(dir, "log.pub");
    await writeFile(receiptFile, receipt.body);
    await writeFile(keyFile, publicKey.body);
    const valid = await cli(["verify-receipt", receiptFile, "--public-key", `@${keyFile}`], {});
    assert.equal(valid.code, 0, valid.stdout + valid.stderr);
    assert.match(valid.stdout, /VALID/);
    // --output: the de-identified text the receipt covers (as the CLI prints it, with a final
    // newline) matches; an edited one does not.
    const outputFile = join(dir, "output.txt");
    await writeFile(outputFile, `${done.json().text}\n`);
    const covered = await cli(
      ["verify-receipt", receiptFile, "--public-key", keyFile, "--output", outputFile],
      {},
    );
    assert.equal(covered.code, 0, covered.stdout + covered.stderr);
    assert.match(covered.stdout, /ok {2}\s*output_matches/);
    await writeFile(outputFile, `${done.json().text} (edited)\n`);
    const edited = await cli(
      ["verify-receipt", receiptFile, "--public-key", keyFile, "--output", outputFile],
      {},
    );
    assert.equal(edited.code, 5);
    assert.match(
      edited.stdout,
      /FAIL {2}output_matches: .*output\.txt is not the output this receipt covers/,
    );
    const tampered = receipt.json();
    tampered.log_index += 1;
    await writeFile(receiptFile, JSON.stringify(tampered));
    const invalid = await cli(["verify-receipt", receiptFile, "--public-key", keyFile, "--json"], {});
    assert.equal(invalid.code, 5);
    assert.equal(JSON.parse(invalid.stdout).valid, false);
    const fetched = await cli(["verify-receipt", id, "--url", url, "--key", LOCAL_KEY], {});
    assert.equal(fetched.code, 0, fetched.stderr);
    assert.match(fetched.stdout, /ok {2}\s*consistency_with_server/);
  });

  it("catches a server whose log was rolled back since a kept receipt was issued", async () => {
    const other = await createTestApp("sqlite", { masterKey: new Uint8Array(32).fill(7) });
    try {
      const otherUrl = await other.app.listen({ port: 0, host: "127.0.0.1" });
      for (const id of ["rb-1", "rb-2"]) {
        await other.app.inject({
          method: "POST",
          url: "/api/v1/deidentify",
          headers: other.auth,
          payload: { text: NOTES[1]!.text, document_id: id },
        });
      }
      const kept = join(dir, "kept-receipt.json");
      await writeFile(
        kept,
        (await other.app.inject({ url: "/api/v1/receipts/rb-2", headers: other.auth })).body,
      );
      const keyFile = join(dir, "other.pub");
      await writeFile(
        keyFile,
        (await other.app.inject({ url: "/api/v1/receipts/public-key", headers: other.auth })).body,
      );
      const before = await cli(
        ["verify-receipt", kept, "--url", otherUrl, "--key", LOCAL_KEY, "--public-key", keyFile],
        {},
      );
      assert.equal(before.code, 0, before.stdout + before.stderr);
      assert.match(before.stdout, /ok {2}\s*consistency_with_server/);
      // Someone with database access restores an older state: the log's last entry and checkpoint go.
      const size = (await other.ctx.db.get<{ n: number }>(
        "SELECT MAX(tree_size) AS n FROM audit_checkpoints",
      ))!.n;
      await other.ctx.db.run("DELETE FROM audit_checkpoints WHERE tree_size = ?", [size]);
      await other.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [size - 1]);
      const after = await cli(
        ["verify-receipt", kept, "--url", otherUrl, "--key", LOCAL_KEY, "--public-key", keyFile],
        {},
      );
      assert.equal(after.code, 5, after.stdout + after.stderr);
      assert.match(after.stdout, /FAIL {2}consistency_with_server: .*rolled back/);
      // The service itself refuses to sign on top of the rolled-back log (checkpoint-memory.ts).
      await assert.rejects(other.ctx.audit.integrate(), /rolled back/);
    } finally {
      await other.close().catch((error) => assert.match(String(error), /rolled back/));
    }
  });

  it("verifies a receipt signed by a key whose base64 holds a '+'", async () => {
    const other = await createTestApp("sqlite", { masterKey: new Uint8Array(32).fill(0) });
    try {
      const done = await other.app.inject({
        method: "POST",
        url: "/api/v1/deidentify",
        headers: other.auth,
        payload: { text: NOTES[1]!.text },
      });
      const receipt = await other.app.inject({
        method: "GET",
        url: `/api/v1/receipts/${done.json().document_id}`,
        headers: other.auth,
      });
      const key = await other.app.inject({
        method: "GET",
        url: "/api/v1/receipts/public-key",
        headers: other.auth,
      });
      const receiptFile = join(dir, "receipt-plus.json");
      await writeFile(receiptFile, receipt.body);
      const run = await cli(["verify-receipt", receiptFile, "--public-key", key.body.trim()], {});
      assert.equal(run.code, 0, run.stdout);
    } finally {
      await other.close();
    }
  });

  it("serves the API until SIGTERM, then drains and exits 0", async () => {
    const bin = join(import.meta.dirname, "..", "bin", "clinical-deid.js");
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", "--workers", "1"], {
      env: { PATH: process.env.PATH, DEID_DATA_DIR: join(dir, "serve-data"), DEID_LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    const listening = await new Promise<string>((resolve, reject) => {
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /listening on (http:\/\/\S+) /.exec(stderr);
        if (match) resolve(match[1]!);
      });
      child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
    const health = await fetch(`${listening}/health`);
    assert.equal(health.status, 200);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    assert.equal(await exited, 0);
  });

  it("delegates eval to the evaluation harness and passes its usage error on", async () => {
    const run = await cli(["eval", join(dir, "no-such-corpus")], {});
    assert.equal(run.code, 2);
    assert.match(run.stderr, /usage: npm run eval/);
  });

  it("runs as the package's bin on the pinned Node", async () => {
    const bin = join(import.meta.dirname, "..", "bin", "clinical-deid.js");
    const { stdout } = await promisify(execFile)(process.execPath, [bin, "--version"]);
    assert.match(stdout, /^\d+\.\d+\.\d+\n$/);
  });

  const olderNode = ["/usr/bin/node", "/usr/local/bin/node"].find((path) => {
    if (!existsSync(path)) return false;
    const version = execFileSync(path, ["-p", "process.versions.node"], { encoding: "utf8" });
    return Number.parseInt(version, 10) < 24;
  });
  it("runs under an older system Node by starting the pinned Node 24, passing arguments and exit codes on", {
    skip: olderNode === undefined && "no Node older than 24 on this machine",
  }, async () => {
    const bin = join(import.meta.dirname, "..", "bin", "clinical-deid.js");
    const { stdout } = await promisify(execFile)(olderNode!, [bin, "--version"]);
    assert.match(stdout, /^\d+\.\d+\.\d+\n$/);
    const bad = await promisify(execFile)(olderNode!, [bin, "no-such-command"]).catch((e) => e);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /unknown command/);
  });
});
