/**
 * Output identity of two checkouts' detection engines, span by span: a speed change must not move
 * a single span.
 *   node bench/engine-identity.ts <other checkout root> [corpus dir]
 * Loads both checkouts' engines in one process (as engine-compare.ts does) and compares every
 * `detect()` span (type, start, end, rule, confidence and merged parts) on the dev notes (default
 * ../shared/corpora/physionet-dev), the generated corpus seeds 1 and 2 (default size), the PHI-free
 * lookalikes (seed 1), the held-out fresh corpus (seed 1, 1500 notes), the world corpus and its
 * short and broad PHI-free sets (seed 1), and the quote-only abroad corpus, its PHI-free set and the
 * queries (seed 1). Prints the number of notes whose spans differ per set and, for the dev and
 * generated sets only, the first few differences; every other set is counted only (its text is
 * never printed). Exits 1 when any note differs.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generateAbroad, generateAbroadPhiFree } from "./abroad/generate-abroad.ts";
import { readCorpus } from "./corpus.ts";
import { generateFresh } from "./fresh/generate-fresh.ts";
import { generateCorpus, generatePhiFree } from "./generator/generate-corpus.ts";
import { generateQueries } from "./queries/generate-queries.ts";
import { generateWorldPhiFreeBroad } from "./world/broad/generate-broad.ts";
import { generateWorld, generateWorldPhiFree } from "./world/generate-world.ts";

interface SpanLike {
  type: string;
  start: number;
  end: number;
  rule?: string;
  confidence: number;
  parts?: readonly string[];
}
interface Engine {
  detect(text: string): SpanLike[];
}

const [otherRoot, dirArg] = process.argv.slice(2);
if (otherRoot === undefined) {
  console.log("usage: node bench/engine-identity.ts <other checkout root> [corpus dir]");
  process.exit(2);
}
const here = fileURLToPath(new URL("..", import.meta.url));
const dir = dirArg ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));

async function load(root: string): Promise<Engine> {
  const module = await import(`${root}/src/detection/index.ts`);
  return module.createEngine();
}
const base = await load(otherRoot);
const mine = await load(here);

function key(s: SpanLike): string {
  return `${s.type} ${s.start}-${s.end} ${s.rule ?? ""} ${s.confidence} ${s.parts?.join(",") ?? ""}`;
}

/** First index at which the two span lists differ, or -1. */
function firstDifference(a: readonly SpanLike[], b: readonly SpanLike[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined || key(x) !== key(y)) return i;
  }
  return -1;
}

const SHOWN = 5;
let total = 0;

function compare(name: string, texts: readonly string[], show: boolean): void {
  let differing = 0;
  let shown = 0;
  for (let n = 0; n < texts.length; n++) {
    const text = texts[n]!;
    const a = base.detect(text);
    const b = mine.detect(text);
    const at = firstDifference(a, b);
    if (at === -1) continue;
    differing++;
    if (show && shown < SHOWN) {
      shown++;
      const describe = (s: SpanLike | undefined): string =>
        s === undefined ? "(none)" : `${key(s)} ${JSON.stringify(text.slice(s.start, s.end))}`;
      console.log(`  ${name} note ${n}, span ${at}: other ${describe(a[at])} | here ${describe(b[at])}`);
    }
  }
  total += differing;
  console.log(`${name.padEnd(22)} ${String(differing).padStart(5)} of ${texts.length} notes differ`);
}

if (existsSync(dir)) {
  compare(
    "dev",
    readCorpus(dir).notes.map((n) => n.text),
    true,
  );
} else console.log(`dev corpus not found at ${dir}: skipped`);
compare(
  "generated seed 1",
  generateCorpus({ seed: 1 }).notes.map((n) => n.text),
  true,
);
compare(
  "generated seed 2",
  generateCorpus({ seed: 2 }).notes.map((n) => n.text),
  true,
);
compare(
  "PHI-free seed 1",
  generatePhiFree({ seed: 1 }).map((n) => n.text),
  false,
);
compare(
  "fresh seed 1",
  generateFresh({ seed: 1, size: 1500 }).notes.map((n) => n.text),
  false,
);
compare(
  "world seed 1",
  generateWorld({ seed: 1 }).notes.map((n) => n.text),
  false,
);
compare(
  "world PHI-free seed 1",
  generateWorldPhiFree({ seed: 1 }).map((n) => n.text),
  false,
);
compare(
  "world broad seed 1",
  generateWorldPhiFreeBroad({ seed: 1 }).map((n) => n.text),
  false,
);
compare(
  "abroad seed 1",
  generateAbroad({ seed: 1 }).notes.map((n) => n.text),
  false,
);
compare(
  "abroad PHI-free seed 1",
  generateAbroadPhiFree({ seed: 1 }).map((n) => n.text),
  false,
);
compare(
  "queries seed 1",
  generateQueries({ seed: 1 }).map((q) => q.text),
  false,
);
console.log(total === 0 ? "identical" : `${total} notes differ`);
process.exit(total === 0 ? 0 : 1);
