/**
 * Token-stream reads a dev note, by recogniser: each TokenStream method wrapped with a counter
 * (the engine's own passes count as "(engine)"), the words each module lower-cases first (a new
 * string each), and how far a note's nextBits and nextCues walk the flagged words. A count, not a
 * time: it shows where a module walks a list every note has, for a tighter wake or a reordered
 * refusal. `node bench/engine-reads.ts [top=40]`
 */
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import type { RecogniserModule } from "../src/detection/recogniser.ts";
import { RECOGNISER_TABLE } from "../src/detection/recognisers/table.ts";
import { TokenStream } from "../src/detection/token-stream.ts";
import { readCorpus } from "./corpus.ts";

type Method = (this: TokenStream, ...args: number[]) => unknown;

const top = Number(process.argv[2] ?? 40);
const dir = fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));
const texts = readCorpus(dir).notes.map((n) => n.text);
const METHODS = [
  "nextNumber",
  "nextLineStart",
  "nextInitialUpper",
  "nextPunct",
  "nextUnknown",
  "nextBits",
  "nextCues",
  "lower",
  "raw",
  "isWord",
  "isNumber",
  "isPunct",
  "bits",
  "cues",
  "startsLine",
  "touches",
  "length",
  "isCapitalised",
  "isAllCaps",
  "value",
] as const;

let current = "(engine)";
let inside = 0;
const reads = new Map<string, Map<string, number>>();
const fresh = new Map<string, number>();
const prototype = TokenStream.prototype as unknown as Record<string, Method>;
for (const name of METHODS) {
  const original = prototype[name]!;
  prototype[name] = function (this: TokenStream, ...args: number[]) {
    // Only the outermost call counts (lower calls raw).
    if (inside === 0) {
      let counts = reads.get(current);
      if (counts === undefined) {
        counts = new Map();
        reads.set(current, counts);
      }
      counts.set(name, (counts.get(name) ?? 0) + 1);
      const i = args[0]!;
      if (name === "lower" && i >= 0 && i < this.count && isFresh(this, i))
        fresh.set(current, (fresh.get(current) ?? 0) + 1);
    }
    inside++;
    try {
      return original.apply(this, args);
    } finally {
      inside--;
    }
  };
}

/** The word at `i` has not been lower-cased in this text yet (TokenStream's private cache). */
function isFresh(t: TokenStream, i: number): boolean {
  return (t as unknown as { lowers: (string | undefined)[] }).lowers[i] === undefined;
}

const table: RecogniserModule[] = RECOGNISER_TABLE.map((module) => ({
  ...module,
  scan: (context, out) => {
    current = module.id;
    module.scan(context, out);
    current = "(engine)";
  },
}));
const engine = createEngine(undefined, { table });
let tokens = 0;
const reset = TokenStream.prototype.reset;
TokenStream.prototype.reset = function (this: TokenStream, text: string) {
  reset.call(this, text);
  tokens += this.count;
};
for (const text of texts) engine.detect(text);

const n = texts.length;
const rows = [...reads]
  .map(([id, counts]) => ({ id, counts, sum: [...counts.values()].reduce((a, b) => a + b, 0) / n }))
  .sort((a, b) => b.sum - a.sum);
const total = rows.reduce((sum, row) => sum + row.sum, 0);
const freshTotal = [...fresh.values()].reduce((a, b) => a + b, 0) / n;
console.log(
  `${n} dev notes, ${(tokens / n).toFixed(0)} tokens a note: ${total.toFixed(0)} reads a note, ${freshTotal.toFixed(0)} words lower-cased`,
);
for (const row of rows.slice(0, top)) {
  const most = [...row.counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, count]) => `${name} ${(count / n).toFixed(0)}`)
    .join(", ");
  console.log(
    `${row.id.padEnd(34)} ${row.sum.toFixed(0).padStart(5)}  lower-cased ${((fresh.get(row.id) ?? 0) / n).toFixed(1).padStart(4)}  ${most}`,
  );
}
