import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LEXICON_NAMES, type LexiconData, type LexiconName } from "./lexicon-data.ts";

/**
 * The only file of the detection module that does I/O: reads the generated lists in ./data
 * (see scripts/build-lexicons.ts) into shared buffers, and digests them together with the
 * detection sources so that the engine version changes whenever rules or lexicons change.
 */
const DATA_DIR = new URL("./data/", import.meta.url);
const SOURCE_DIRS = [new URL("./", import.meta.url), new URL("./recognisers/", import.meta.url)];

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
  for (const dir of SOURCE_DIRS) {
    const path = fileURLToPath(dir);
    for (const file of readdirSync(path).sort()) {
      // .ts in the sources, .js in the built package (whose digest is that of the emitted code).
      if (!/\.(ts|js)$/.test(file) || /\.(test|d)\.ts$/.test(file)) continue;
      hash.update(file).update(readFileSync(new URL(file, dir)));
    }
  }
  return { digest: hash.digest("hex").slice(0, 12), lists };
}
