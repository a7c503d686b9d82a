import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";

/**
 * The package works as a dependency: `npm pack` (prepack builds dist/), then the tarball installed
 * into a fresh project with no network — `npm ci --offline` on a lockfile made from this
 * repository's (the runtime dependencies' integrity hashes, whose tarballs `npm ci` here cached) —
 * then each entry imported in JavaScript, a TypeScript consumer type-checked and run (the
 * README's library example), and the installed bin run.
 */
const REPO = join(import.meta.dirname, "..");
const BIN_PATH = join(REPO, "node_modules", ".bin");
const env = {
  ...process.env,
  PATH: `${BIN_PATH}:${process.env.PATH ?? ""}`,
  npm_config_update_notifier: "false",
};

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(command: string, args: readonly string[], cwd: string, input?: string): Run {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", input, maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function ok(result: Run, what: string): Run {
  assert.equal(result.status, 0, `${what} failed:\n${result.stderr.slice(-3000)}`);
  return result;
}

let work: string;
let project: string;
let packed: { files: { path: string }[] };

/** The consumer's lockfile: the tarball, and the repository's runtime packages with their hashes. */
async function consumerLock(tarball: string): Promise<object> {
  const lock = JSON.parse(await readFile(join(REPO, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean; link?: boolean }>;
  };
  const pkg = JSON.parse(await readFile(join(REPO, "package.json"), "utf8")) as Record<string, unknown>;
  const integrity = `sha512-${createHash("sha512")
    .update(await readFile(join(project, tarball)))
    .digest("base64")}`;
  const packages: Record<string, unknown> = {
    "": { name: "consumer", dependencies: { "clinical-deid": `file:${tarball}` } },
    "node_modules/clinical-deid": {
      version: pkg.version,
      resolved: `file:${tarball}`,
      integrity,
      license: pkg.license,
      dependencies: pkg.dependencies,
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path !== "" && !entry.dev && !entry.devOptional && !entry.link) packages[path] = entry;
  }
  return { name: "consumer", lockfileVersion: 3, requires: true, packages };
}

before(async () => {
  work = await mkdtemp(join(tmpdir(), "deid-pack-"));
  project = join(work, "consumer");
  const pack = ok(run("npm", ["pack", "--json", "--pack-destination", work], REPO), "npm pack");
  packed = (JSON.parse(pack.stdout) as { files: { path: string }[]; filename: string }[])[0]!;
  const tarball = (await readdir(work)).find((f) => f.endsWith(".tgz"));
  assert.ok(tarball, "npm pack wrote a tarball");
  await run("mkdir", [project], work);
  await run("cp", [join(work, tarball), project], work);
  await writeFile(
    join(project, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      type: "module",
      dependencies: { "clinical-deid": `file:${tarball}` },
    }),
  );
  await writeFile(join(project, "package-lock.json"), JSON.stringify(await consumerLock(tarball)));
  ok(run("npm", ["ci", "--offline", "--no-audit", "--no-fund"], project), "npm ci --offline");
});

after(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test("the tarball holds the bin, the built JavaScript and types, and no sources or tests", () => {
  const paths = packed.files.map((f) => f.path);
  for (const needed of [
    "bin/clinical-deid.js",
    "dist/index.js",
    "dist/index.d.ts",
    "dist/detection/index.js",
  ])
    assert.ok(paths.includes(needed), needed);
  assert.ok(paths.includes("dist/detection/data/surnames.txt"), "the lexicon lists");
  assert.ok(paths.includes("dist/http/public/index.html"), "the playground");
  assert.deepEqual(
    paths.filter(
      (p) => p.startsWith("src/") || p.startsWith("test/") || p.startsWith("bench/") || /\.test\./.test(p),
    ),
    [],
  );
});

test("each entry point imports in JavaScript from the installed package", () => {
  const script = `
    const main = await import("clinical-deid");
    const detection = await import("clinical-deid/detection");
    const engine = detection.createEngine();
    const spans = engine.detect("Seen by Dr. Okonkwo on 3/4/2020.");
    console.log(typeof main.createDeidentifier, main.POLICY_NAMES.length, spans.map((s) => s.type).join(","));
  `;
  const result = ok(run(process.execPath, ["--input-type=module", "-e", script], project), "import");
  assert.equal(result.stdout.trim(), "function 5 PROVIDER_NAME,DATE");
});

test("the README's library example type-checks and runs from the installed package", async () => {
  const readme = await readFile(join(REPO, "README.md"), "utf8");
  const example = [...readme.matchAll(/^```ts\n([\s\S]*?)^```/gm)]
    .map((m) => m[1]!)
    .find((code) => code.includes('from "clinical-deid"'));
  assert.ok(example, "the README has a library example");
  await writeFile(join(project, "example.ts"), example);
  await writeFile(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "es2024",
        module: "nodenext",
        moduleResolution: "nodenext",
        strict: true,
        noEmit: true,
        types: ["node"],
        typeRoots: [join(REPO, "node_modules", "@types")],
      },
      include: ["example.ts"],
    }),
  );
  const check = run(join(BIN_PATH, "tsc"), ["-p", "tsconfig.json"], project);
  assert.equal(check.status, 0, `tsc:\n${check.stdout}${check.stderr}`);
  const result = ok(run(process.execPath, ["example.ts"], project), "the example");
  const [text, same] = result.stdout.trim().split("\n");
  assert.doesNotMatch(text!, /John Smith|617-555-1234/);
  assert.equal(same, "true");
});

test("the installed bin prints its help and inspects stdin without creating a vault", () => {
  const bin = join(project, "node_modules", ".bin", "clinical-deid");
  const help = ok(run(bin, ["--help"], project), "clinical-deid --help");
  assert.match(help.stdout, /^Usage: clinical-deid <command>/);
  const inspect = ok(
    run(bin, ["inspect"], project, "Pt John Smith seen on 3/4/2020."),
    "clinical-deid inspect",
  );
  const found = JSON.parse(inspect.stdout) as { phi_types: Record<string, number> };
  assert.deepEqual(found.phi_types, { DATE: 1, PATIENT_NAME: 1 });
  assert.equal(existsSync(join(project, "data")), false, "inspect created no data folder");
});
