import { createEngine } from "../../src/detection/create-engine.ts";
import type { RecogniserModule } from "../../src/detection/recogniser.ts";
import { ENGINE_PASSES, RECOGNISER_TABLE } from "../../src/detection/recognisers/table.ts";
import { RULES } from "../../src/detection/rules.ts";
import type { Span } from "../../src/detection/span.ts";
import type { RuleExample } from "./rule-examples/example.ts";
import { readMarked, runRecogniser } from "./rule-tester.ts";

/**
 * The rules declared by the engine's passes (propagate-names.ts, extend-joined-names.ts): they are
 * added after overlap resolution, so they are proven on the whole engine.
 */
export const POST_PASS_RULES: ReadonlySet<string> = new Set(
  ENGINE_PASSES.flatMap((p) => Object.keys(p.rules)),
);

/** The engine, built once, for the post-pass rules. */
let engine: ReturnType<typeof createEngine> | undefined;
function wholeEngine(): ReturnType<typeof createEngine> {
  engine ??= createEngine();
  return engine;
}

/** A `fires` text read: the plain text and the one marked value's offsets. */
export const readFiresText = readMarked;

/** The recogniser module that declares `rule` (undefined for a pass's rule or an unknown id). */
export function declaringModule(rule: string): RecogniserModule | undefined {
  const id = RULES.get(rule)?.module;
  return RECOGNISER_TABLE.find((m) => m.id === id);
}

function hasRule(span: Span, rule: string): boolean {
  return span.rule === rule || (span.parts?.includes(rule) ?? false);
}

function show(text: string, spans: readonly Span[]): string {
  return spans.map((s) => `${s.rule}:${JSON.stringify(text.slice(s.start, s.end))}`).join(", ") || "nothing";
}

/** The spans of `rule` in `text`: its declaring module run alone, or the whole engine for a pass's rule. */
export function spansOf(rule: string, text: string): Span[] {
  if (POST_PASS_RULES.has(rule))
    return wholeEngine()
      .detect(text)
      .filter((s) => hasRule(s, rule));
  const module = declaringModule(rule);
  if (module === undefined) throw new Error(`unknown rule ${rule}`);
  return runRecogniser(module.scan, text).filter((s) => s.rule === rule);
}

/** Every problem with the examples of one rule; empty when the rule is proven. */
export function problems(example: RuleExample): string[] {
  const out: string[] = [];
  const declared = RULES.get(example.rule);
  if (declared === undefined) return [`unknown rule ${example.rule}`];
  for (const marked of example.fires) {
    const { text, start, end } = readFiresText(marked);
    const spans = spansOf(example.rule, text);
    if (!spans.some((s) => s.start === start && s.end === end))
      out.push(`does not fire exactly on ${JSON.stringify(marked)}; saw ${show(text, spans)}`);
    for (const s of spans) {
      if (s.rule === example.rule && !declared.types.includes(s.type))
        out.push(`${s.type} is not among the declared types of ${example.rule} (${JSON.stringify(marked)})`);
    }
  }
  for (const text of example.leaves) {
    const found = spansOf(example.rule, text);
    if (found.length > 0) out.push(`fires on leaves text ${JSON.stringify(text)}: ${show(text, found)}`);
  }
  return out;
}
