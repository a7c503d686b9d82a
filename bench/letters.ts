/**
 * Strict recall and lenient precision of the engine on the hand-written letters
 * (test/fixtures/letters), with every miss and false positive: `node bench/letters.ts [--errors]`.
 */
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import { readLetters, scoreLetters } from "../test/fixtures/letters/letter-fixtures.ts";

const dir = fileURLToPath(new URL("../test/fixtures/letters/", import.meta.url));
const engine = createEngine();
const score = scoreLetters(readLetters(dir), (t) => engine.detect(t));
if (process.argv.includes("--errors")) {
  for (const m of score.misses) console.log(`MISS ${m}`);
  for (const f of score.falsePositives) console.log(`FP   ${f}`);
}
console.log(
  `letters: gold ${score.gold}, strict recall ${(score.strict / score.gold).toFixed(3)}, ` +
    `lenient precision ${(score.predictedHits / score.predicted).toFixed(3)} (${score.predicted} spans)`,
);
