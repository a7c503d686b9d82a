import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";

/**
 * Every doc example is a promise: each line of every ```sh block in README.md, CONTRIBUTING.md and
 * docs/ is either run here, in order, in one bash session against a live service started as the
 * README starts it, or listed in NOT_RUN with the reason. A new example that is neither fails this
 * test. Syntax summaries belong in plain ``` blocks, which are not shell.
 */
const REPO = join(import.meta.dirname, "..");

/** Lines that are not run here, and why. */
const NOT_RUN: Readonly<Record<string, string>> = {
  "npm ci && npm start":
    "installs and serves on the default port 8080; the README's next example starts the service with npm start on a free port",
  "npm ci && npm test": "the test command itself: .ci/run runs it on a fresh clone",
};

/**
 * How a documented line is adapted to the test's sandbox: a free port instead of 8080, the
 * repository for npm, the id of a document this session created for the docs' placeholder id, the
 * repository's bins for their paths in a clone.
 */
const ADAPT: readonly (readonly [RegExp, string])[] = [
  [/localhost:8080|127\.0\.0\.1:8080/g, "127.0.0.1:$PORT"],
  [/npm start &/g, 'npm --prefix "$REPO" start > server.log 2>&1 &\nwait_for_server'],
  [/\bdoc_abc\b/g, "$DOC"],
  // The examples run in a sandbox folder: a clone's ./bin and ./node_modules/.bin are the repository's.
  [/(^|\s)\.\/node_modules\/\.bin\//g, '$1"$REPO"/node_modules/.bin/'],
  [/(^|[\s(])\.\/bin\/clinical-deid\.js\b/g, '$1"$REPO"/bin/clinical-deid.js'],
];

/** Commands run before the first line of a file's examples: the fixtures its examples read. */
const SETUP: Readonly<Record<string, string>> = {
  "docs/cli.md": [
    'mkdir -p notes && echo "Seen by Dr. Alice Brown on 3/4/2021." > notes/one.txt',
    'echo \'{"id": "n1", "text": "Seen by Dr. Alice Brown on 3/4/2021."}\' > notes.jsonl',
    "URL=http://127.0.0.1:$PORT",
    "KEY=local-dev-key-change-me # the key the README started the service with",
  ].join("\n"),
  "docs/structured.md": ["URL=http://127.0.0.1:$PORT", "KEY=local-dev-key-change-me"].join("\n"),
};

/** Commands run before a given documented line (to create what its placeholders refer to). */
const BEFORE_LINE: Readonly<Record<string, string>> = {
  'curl -H "Authorization: Bearer $KEY" $URL/api/v1/receipts/public-key > log.pub': [
    'RESULT=$(curl -sf "$URL/api/v1/deidentify" -H "Authorization: Bearer $KEY" -H "Content-Type: application/json" -d \'{"text": "Seen by Dr. Alice Brown on 3/4/2021."}\')',
    "DOC=$(node -p 'JSON.parse(process.argv[1]).document_id' \"$RESULT\")",
    "node -p 'JSON.parse(process.argv[1]).text' \"$RESULT\" > note.deid.txt",
  ].join("\n"),
};

interface DocLine {
  readonly file: string;
  readonly line: string;
}

async function docFiles(): Promise<string[]> {
  const docs = (await readdir(join(REPO, "docs"), { recursive: true }))
    .filter((f) => f.endsWith(".md"))
    .map((f) => join("docs", f));
  return ["README.md", "CONTRIBUTING.md", ...docs.sort()];
}

/** The shell lines of a Markdown file's ```sh/```bash blocks: continuations joined, comments dropped. */
export function shellLines(markdown: string): string[] {
  const lines: string[] = [];
  const blocks = markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm);
  for (const block of blocks) {
    const joined = block[1]!.replace(/\\\n\s*/g, "");
    for (const raw of joined.split("\n")) {
      const line = raw.replace(/\s+#.*$/, "").trim();
      if (line === "" || line.startsWith("#")) continue;
      lines.push(line);
    }
  }
  return lines;
}

async function allDocLines(): Promise<DocLine[]> {
  const out: DocLine[] = [];
  for (const file of await docFiles()) {
    for (const line of shellLines(await readFile(join(REPO, file), "utf8"))) out.push({ file, line });
  }
  return out;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Whether any process of the group still exists. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends every process the examples started: bash, npm and the server npm spawned (npm does not
 * pass signals to its child's children reliably, so the whole process group is signalled), then
 * waits until the group is empty. SIGTERM first so the server drains and closes its database.
 */
async function stopGroup(pgid: number): Promise<void> {
  for (const signal of ["SIGTERM", "SIGKILL"] as const) {
    if (!groupAlive(pgid)) return;
    try {
      process.kill(-pgid, signal);
    } catch {
      return;
    }
    for (let i = 0; i < 100 && groupAlive(pgid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves true when something accepts a connection on the port, false when it is refused. */
function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

let sandbox: string;
let group: number | undefined;
before(async () => {
  sandbox = await mkdtemp(join(tmpdir(), "deid-docs-"));
});
after(async () => {
  if (group !== undefined) await stopGroup(group);
  await rm(sandbox, { recursive: true, force: true });
});

test("every shell line in the docs is run by this test or listed with the reason it is not", async () => {
  const lines = await allDocLines();
  assert.ok(lines.length >= 10, "the docs have shell examples");
  const known = new Set(lines.map((l) => l.line));
  for (const line of Object.keys(NOT_RUN))
    assert.ok(known.has(line), `NOT_RUN lists a line the docs no longer show: ${line}`);
  for (const line of Object.keys(BEFORE_LINE))
    assert.ok(known.has(line), `BEFORE_LINE names a line the docs no longer show: ${line}`);
});

test("the docs' shell examples run as written against a live service", { timeout: 360_000 }, async () => {
  const lines = (await allDocLines()).filter((l) => !(l.line in NOT_RUN));
  const bin = join(sandbox, "bin");
  await mkdir(bin);
  await symlink(join(REPO, "bin", "clinical-deid.js"), join(bin, "clinical-deid"));
  const script: string[] = [
    "set -euo pipefail",
    'wait_for_server() { for _ in $(seq 1 150); do curl -sf "http://127.0.0.1:$PORT/health" >/dev/null && return 0; sleep 0.2; done; cat server.log >&2; return 1; }',
    "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT",
  ];
  let file = "";
  for (const { file: from, line } of lines) {
    if (from !== file) {
      file = from;
      script.push(`echo "### ${file}" >&2`);
      if (SETUP[file]) script.push(SETUP[file]!);
    }
    if (BEFORE_LINE[line]) script.push(BEFORE_LINE[line]!);
    let adapted = line;
    for (const [pattern, replacement] of ADAPT) adapted = adapted.replace(pattern, replacement);
    script.push(`echo "\\$ ${line.replace(/["$`\\]/g, "\\$&")}" >&2`, adapted);
  }
  // What the examples promise: the README's curl gets tokens back, the CLI de-identifies, the
  // created key works, and the receipt verifies with and without --output.
  await writeFile(join(sandbox, "examples.sh"), `${script.join("\n")}\n`);
  const port = await freePort();
  const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("bash", ["examples.sh"], {
      cwd: sandbox,
      env: {
        ...process.env,
        PATH: `${bin}:${join(REPO, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
        REPO,
        PORT: String(port),
        HOST: "127.0.0.1",
        DEID_DATA_DIR: join(sandbox, "data"),
        DEID_WORKERS: "1",
        // No start-up warm-up (test/server-warm-up.test.ts covers it): the start must fit the wait.
        DEID_WARM_UP_MS: "0",
        DEID_LOG_LEVEL: "warn",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so the server npm starts in the background can be stopped with it.
      detached: true,
    });
    group = child.pid;
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
  assert.ok(group !== undefined, "bash started");
  await stopGroup(group);
  assert.equal(groupAlive(group), false, "every process the examples started has ended");
  assert.equal(await portOpen(port), false, `nothing listens on port ${port} after the examples`);
  assert.equal(run.code, 0, `examples failed:\n${run.stderr.slice(-4000)}`);
  assert.match(
    run.stdout,
    /"text":"Pt \[NAM_[0-9a-f]{12}\] \[NAM_[0-9a-f]{12}\] seen by Dr\. \[NAM_[0-9a-f]{12}\]/,
  );
  assert.match(run.stdout, /Seen by Dr\. \[NAM_[0-9a-f]{12}\]/);
  assert.match(run.stdout, /receipt for doc_[a-z0-9]+: VALID/);
  assert.match(run.stdout, /output_matches/);
  assert.match(await readFile(join(sandbox, "clinical-deid-api.d.ts"), "utf8"), /export interface paths \{/);
  const csv = await readFile(join(sandbox, "extract.deid.csv"), "utf8");
  assert.match(csv, /^note_id,mrn,note_date,author,ward,note_text\r\n1,\[ID_/);
  assert.doesNotMatch(csv, /Vexbridge|00482913|Quennell/);
  assert.match(run.stdout, /"family":"Vexbridge"/, "the FHIR example restores the Patient");
  const deid = await readFile(join(sandbox, "notes.deid.jsonl"), "utf8");
  assert.match(deid, /"id":"n1"/);
  assert.doesNotMatch(deid, /Alice Brown/);
});
