import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import { LEXICON_NAMES, type LexiconData, type LexiconName } from "./lexicon-data.ts";

/**
 * The only file of the detection module that does I/O: reads the generated lists in ./data
 * (see scripts/build-lexicons.ts) into shared buffers, and digests them together with the
 * detection sources so that the engine version changes whenever rules or lexicons change.
 */
const DATA_DIR = new URL("./data/", import.meta.url);
/** The engine's sources: every .ts file under src/detection/ but tests (a test helper lives in test/). */
const SOURCE_ROOT = new URL("./", import.meta.url);

export function loadLexiconData(): LexiconData {
  const hash = createHash("sha256");
  const lists = {} as Record<LexiconName, SharedArrayBuffer>;
  for (const name of LEXICON_NAMES) {
    const bytes = readFileSync(new URL(`${name}.txt`, DATA_DIR));
    const shared = new SharedArrayBuffer(bytes.length);
    new Uint8Array(shared).set(bytes);
    lists[name] = shared;
    hash.update(name).update(bytes);
  }
  const root = fileURLToPath(SOURCE_ROOT);
  // .ts in the sources, .js in the built package (whose digest is that of the emitted code).
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(sep).join("/"))
    .filter((file) => /\.(ts|js)$/.test(file) && !/\.(test|d)\.ts$/.test(file) && !file.endsWith(".test.js"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(new URL(file, SOURCE_ROOT)));
  return { digest: hash.digest("hex").slice(0, 12), lists };
}
