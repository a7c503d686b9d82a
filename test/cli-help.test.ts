import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { COMMANDS } from "../src/cli/main.ts";
import { POLICY_NAMES } from "../src/policy/policies.ts";

/**
 * The `--help` texts and docs/cli.md describe the same commands, options and policies: the policy
 * list in `deidentify --help` is generated from the policy table, and these tests hold the docs'
 * tables and the help texts to each other.
 */
const CLI_DOC = await readFile(join(import.meta.dirname, "..", "docs", "cli.md"), "utf8");

function help(name: string): string {
  const command = COMMANDS.find((c) => c.name === name);
  assert.ok(command, `command ${name}`);
  return command.help;
}

/** The rows of the Markdown table whose header row starts with `| <first> |`. */
function tableRows(markdown: string, first: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  assert.ok(start >= 0, `docs/cli.md has a table headed "${first}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .replace(/\\\|/g, "\u0000")
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/\u0000/g, "|")),
    );
  }
  return rows;
}

/** Long and short option names in a piece of text: `--output`, `-o`. */
function optionNames(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<![\w-])(--?[a-z][a-z-]*)/g)].map((m) => m[1]!));
}

/** The option names a help text declares in its Options section (the lines that start with a dash). */
function helpOptions(text: string): Set<string> {
  const section = text.split(/^Options:\n/m)[1]?.split(/\n\n/)[0] ?? "";
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    const declared = /^\s+((?:-[a-z], )?--[a-z-]+)/.exec(line)?.[1];
    if (declared) for (const name of optionNames(declared)) names.add(name);
  }
  names.delete("-h");
  names.delete("--help");
  return names;
}

test("every command in the overview is in docs/cli.md's command table, and only those", () => {
  const documented = new Set(
    tableRows(CLI_DOC, "command").map((row) => row[0]!.replace(/`/g, "").split(" ")[0]!),
  );
  assert.deepEqual([...documented].sort(), COMMANDS.map((c) => c.name).sort());
});

test("deidentify and inspect declare exactly the options of docs/cli.md's option table", () => {
  const documented = new Set<string>();
  for (const row of tableRows(CLI_DOC, "option"))
    for (const name of optionNames(row[0]!)) documented.add(name);
  const declared = new Set([...helpOptions(help("deidentify")), ...helpOptions(help("inspect"))]);
  assert.deepEqual([...declared].sort(), [...documented].sort());
});

test("deidentify --help and docs/cli.md list every policy of the policy table", () => {
  const line = help("deidentify")
    .split("\n")
    .find((l) => /^\s+-p, --policy/.test(l));
  assert.ok(line);
  const row = tableRows(CLI_DOC, "option").find((r) => r[0]!.includes("--policy"));
  assert.ok(row);
  for (const policy of POLICY_NAMES) {
    assert.ok(line.includes(policy), `deidentify --help lists ${policy}`);
    assert.ok(row[1]!.includes(`\`${policy}\``), `docs/cli.md lists ${policy}`);
  }
});

test("deidentify --help names every JSONL field docs/cli.md names", () => {
  const inputs = CLI_DOC.split("**Inputs.**")[1]?.split("\n\n")[0] ?? "";
  const fields = [...inputs.matchAll(/"([a-z_]+)":/g)].map((m) => m[1]!);
  assert.ok(fields.length >= 5, "docs/cli.md lists the JSONL fields");
  for (const field of fields) assert.match(help("deidentify"), new RegExp(`\\b${field}\\b`), field);
});
