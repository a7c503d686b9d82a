import { createEngine } from "../../src/detection/create-engine.ts";
import { RECOGNISER_TABLE } from "../../src/detection/recognisers/table.ts";
import { runRecogniser } from "./rule-tester.ts";

/**
 * `node test/detection/rule-probe.ts "some note text" …`: prints, for each text, every raw span of
 * every recogniser run alone (recogniser, rule, type, value), then the whole engine's spans. A tool
 * for writing rule examples.
 */
const engine = createEngine();
for (const raw of process.argv.slice(2)) {
  const text = raw.replaceAll("\\n", "\n").replaceAll("[[", "").replaceAll("]]", "");
  console.log(`--- ${JSON.stringify(text)}`);
  for (const module of RECOGNISER_TABLE) {
    for (const span of runRecogniser(module.scan, text)) {
      const value = JSON.stringify(text.slice(span.start, span.end));
      console.log(`  ${module.id.padEnd(28)} ${span.rule.padEnd(28)} ${span.type.padEnd(16)} ${value}`);
    }
  }
  for (const span of engine.detect(text)) {
    const value = JSON.stringify(text.slice(span.start, span.end));
    const parts = span.parts === undefined ? "" : ` (${span.parts.join(",")})`;
    console.log(`  ${"ENGINE".padEnd(28)} ${span.rule.padEnd(28)} ${span.type.padEnd(16)} ${value}${parts}`);
  }
}
