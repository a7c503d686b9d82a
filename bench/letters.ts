/**
 * Strict recall and lenient precision of the engine on the hand-written letters
 * (test/fixtures/letters), with every miss and false positive: `node bench/letters.ts [--errors]`.
 */
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import { readLetters, scoreLetters } from "../test/fixtures/letters/letter-fixtures.ts";

const dir = fileURLToPath(new URL("../test/fixtures/letters/", import.meta.url));
const engine = createEngine();
// "--case upper|lower": the same letters restyled (offsets kept: only letters whose case maps to
// one UTF-16 unit are changed), as typed-in-capitals and lower-case letters arrive.
const style = process.argv.includes("--case") ? process.argv[process.argv.indexOf("--case") + 1] : undefined;
const restyle = (text: string): string => {
  if (style !== "upper" && style !== "lower") return text;
  let out = "";
  for (const ch of text) {
    const c = style === "upper" ? ch.toUpperCase() : ch.toLowerCase();
    out += c.length === ch.length ? c : ch;
  }
  return out;
};
const letters = readLetters(dir).map((l) => ({ ...l, text: restyle(l.text) }));
const score = scoreLetters(letters, (t) => engine.detect(t));
if (process.argv.includes("--errors")) {
  for (const m of score.misses) console.log(`MISS ${m}`);
  for (const f of score.falsePositives) console.log(`FP   ${f}`);
}
console.log(
  `letters${style ? ` (${style} case)` : ""}: gold ${score.gold}, strict recall ${(score.strict / score.gold).toFixed(3)}, ` +
    `lenient precision ${(score.predictedHits / score.predicted).toFixed(3)} (${score.predicted} spans)`,
);
