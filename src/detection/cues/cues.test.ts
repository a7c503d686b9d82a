import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { ACCEPTED_OVERLAPS, CONFLICTING_MEANINGS } from "./conflicts.ts";
import type { CueList } from "./cue-list.ts";
import { CUE_LISTS } from "./index.ts";

const CUES_DIR = new URL("./", import.meta.url);
const byId = new Map(CUE_LISTS.map((list) => [list.id, list]));

function isCueList(value: unknown): value is CueList {
  return (
    typeof value === "object" &&
    value !== null &&
    "meaning" in value &&
    "words" in value &&
    "entries" in value
  );
}

test("the registry lists every cue list exported from src/detection/cues/, once", async () => {
  assert.equal(byId.size, CUE_LISTS.length, "two lists share an id");
  const registered = new Set<CueList>(CUE_LISTS);
  const files = readdirSync(CUES_DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  let seen = 0;
  for (const file of files) {
    const module: Record<string, unknown> = await import(new URL(file, CUES_DIR).href);
    for (const [name, value] of Object.entries(module)) {
      if (!isCueList(value)) continue;
      seen++;
      assert.ok(registered.has(value), `${file}: ${name} is not in cues/index.ts`);
    }
  }
  assert.equal(seen, CUE_LISTS.length);
});

test("ids are kebab case", () => {
  for (const list of CUE_LISTS) assert.match(list.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, list.id);
});

test("no list holds an entry twice", () => {
  const problems: string[] = [];
  for (const list of CUE_LISTS) {
    const seen = new Set<string>();
    for (const entry of list.entries) {
      if (seen.has(entry)) problems.push(`${list.id}: ${entry}`);
      seen.add(entry);
    }
  }
  assert.deepEqual(problems, []);
});

test("entries are trimmed, non-empty and lower case unless the list says why", () => {
  const problems: string[] = [];
  for (const list of CUE_LISTS) {
    for (const entry of list.entries) {
      if (entry === "" || entry !== entry.trim() || /\s\s/.test(entry))
        problems.push(`${list.id}: "${entry}"`);
      if (entry !== entry.toLowerCase() && list.cased === undefined)
        problems.push(`${list.id}: "${entry}" has capitals`);
    }
    if (list.cased !== undefined)
      assert.ok(
        list.entries.some((e) => e !== e.toLowerCase()),
        `${list.id} declares capitals but holds none`,
      );
  }
  assert.deepEqual(problems, []);
});

test("no word sits in two lists of conflicting meanings unless the overlap is declared", () => {
  const used = new Set<AcceptedOverlapKey>();
  const problems: string[] = [];
  for (const [m1, m2] of CONFLICTING_MEANINGS) {
    for (const a of CUE_LISTS.filter((l) => l.meaning === m1)) {
      for (const b of CUE_LISTS.filter((l) => l.meaning === m2)) {
        if (a === b) continue;
        for (const word of a.words) {
          if (!b.words.has(word)) continue;
          const accepted = acceptedOverlap(a.id, b.id, word);
          if (accepted === undefined) problems.push(`${word}: ${a.id} (${m1}) and ${b.id} (${m2})`);
          else used.add(`${accepted}\u0000${word}`);
        }
      }
    }
  }
  assert.deepEqual(
    problems,
    [],
    "declare each in cues/conflicts.ts with its reason, or take the word out of a list",
  );
  // Every declared word is still needed.
  const stale: string[] = [];
  ACCEPTED_OVERLAPS.forEach((overlap, index) => {
    for (const word of overlap.words)
      if (!used.has(`${index}\u0000${word}`)) stale.push(`${overlap.a} × ${overlap.b}: ${word}`);
  });
  assert.deepEqual(stale, [], "declared overlaps that no longer occur");
});

test("declared overlaps name existing lists and give a reason", () => {
  for (const overlap of ACCEPTED_OVERLAPS) {
    assert.ok(byId.has(overlap.a), overlap.a);
    if (overlap.b !== "*") assert.ok(byId.has(overlap.b), overlap.b);
    assert.ok(overlap.reason.length > 20, `${overlap.a}: give the reason`);
  }
});

test("no cue list is read from the dev notes or any corpus", () => {
  for (const file of readdirSync(CUES_DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const text = readFileSync(new URL(file, CUES_DIR), "utf8");
    assert.doesNotMatch(text, /\/corpora\/|readFileSync|node:fs/, `${file} must be written by hand`);
  }
});

type AcceptedOverlapKey = string;

/** The index of the declaration that accepts `word` in lists `a` and `b`, if any. */
function acceptedOverlap(a: string, b: string, word: string): number | undefined {
  const index = ACCEPTED_OVERLAPS.findIndex(
    (o) =>
      o.words.includes(word) &&
      ((o.a === a && (o.b === "*" || o.b === b)) || (o.a === b && (o.b === "*" || o.b === a))),
  );
  return index === -1 ? undefined : index;
}
