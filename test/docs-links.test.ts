import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import { test } from "node:test";

/**
 * No dead reference in the docs: every relative Markdown link, and every file path written in
 * backticks (`docs/cli.md`, `src/config/env.ts`, `addressee-block.ts`), names a file of the
 * repository. A bare file name may name a file in any folder (the docs often say "`org-line.ts`"
 * in a paragraph about recognisers); a path must exist as written, from the repository root, the
 * document's folder or `src/`, or be the tail of a real path.
 */
const REPO = join(import.meta.dirname, "..");
/** Folders that are not the repository's files: installed packages, and a run's data and build. */
const SKIP_DIRS = new Set(["node_modules", "data", "dist"]);

/** Names the docs use for files a command creates or a reader writes, not files of the repository. */
const NOT_FILES = new Set([
  "x.test.ts",
  "clinical-deid-api.d.ts",
  "src/storage/migrations/NNN-name.ts",
  "deid.sqlite",
  "master.key",
  "audit-checkpoint.json",
]);

/** Logs of past detection rounds (their links must still resolve; their file names are history). */
const HISTORY = "docs/detection/rounds/";

async function walk(dir: string, base = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") && entry.name !== ".ci") continue;
    if (SKIP_DIRS.has(entry.name) && (base === "" || entry.name === "node_modules")) continue;
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

async function docFiles(): Promise<string[]> {
  const docs = (await readdir(join(REPO, "docs"), { recursive: true }))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f.split("\\").join("/")}`);
  return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", ...docs.sort()];
}

/** The references of one Markdown file: relative link targets and backticked file paths. */
export function references(markdown: string): { links: string[]; paths: string[] } {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => target.replace(/#.*$/, ""));
  const paths = [...markdown.matchAll(/`([A-Za-z0-9_][A-Za-z0-9_./-]*\.(?:md|ts|js|json|yaml|yml|sh))`/g)]
    .map((m) => m[1]!)
    .filter((path) => !path.startsWith("../"));
  return { links, paths };
}

test("reference extraction finds links and backticked paths, not URLs or anchors", () => {
  const found = references(
    "See [cli](docs/cli.md#exit-codes), [rfc](https://example.org/x.md), [top](#top), `src/main.ts`, `npm test`.",
  );
  assert.deepEqual(found, { links: ["docs/cli.md"], paths: ["src/main.ts"] });
});

test("every file the docs link to or name exists in the repository", async () => {
  const files = await walk(REPO);
  const names = new Set(files.map((f) => posix.basename(f)));
  const dead: string[] = [];
  for (const doc of await docFiles()) {
    const text = await readFile(join(REPO, doc), "utf8");
    const { links, paths } = references(text);
    for (const link of links) {
      if (!existsSync(join(REPO, dirname(doc), link))) dead.push(`${doc}: link to ${link}`);
    }
    for (const path of paths) {
      if (NOT_FILES.has(path)) continue;
      // The round logs are history: they name files as they were when each round was measured.
      if (doc.startsWith(HISTORY)) continue;
      const found = path.includes("/")
        ? [REPO, join(REPO, dirname(doc)), join(REPO, "src")].some((root) => existsSync(join(root, path))) ||
          files.some((f) => f.endsWith(`/${path}`))
        : names.has(path);
      if (!found) dead.push(`${doc}: \`${path}\``);
    }
  }
  assert.deepEqual(dead, [], `dead references:\n${dead.join("\n")}`);
});

test("no doc or page shows an npx command, which would ask the public registry outside the project", async () => {
  const found: string[] = [];
  const pages = ["src/http/public/index.html", "src/http/public/playground.js"];
  for (const file of [...(await docFiles()).filter((f) => f !== "CHANGELOG.md"), ...pages]) {
    const text = await readFile(join(REPO, file), "utf8");
    // Code spans and code-block lines that run npx; the docs' warning names `npx clinical-deid` alone.
    const spans = [...text.matchAll(/`([^`\n]*\bnpx\b[^`\n]*)`/g)].map((m) => m[1]!);
    const lines = text.split("\n").filter((l) => /^\s*(KEY=\$\()?npx\b/.test(l));
    for (const command of [...spans, ...lines])
      if (command !== "npx clinical-deid") found.push(`${file}: ${command}`);
    if (file.startsWith("src/") && /\bnpx\b/.test(text)) found.push(`${file}: npx`);
  }
  assert.deepEqual(found, []);
});
