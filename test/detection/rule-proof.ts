import { createEngine } from "../../src/detection/create-engine.ts";
import { RECOGNISERS } from "../../src/detection/recognisers/index.ts";
import { RULES } from "../../src/detection/rules.ts";
import type { Span } from "../../src/detection/span.ts";
import type { RuleExample } from "./rule-examples/example.ts";
import { readMarked, runRecogniser } from "./rule-tester.ts";

/**
 * Rules that no recogniser produces: the engine's post passes (propagate-names.ts,
 * extend-joined-names.ts) add them after overlap resolution, so they are proven on the whole engine.
 */
export const POST_PASS_RULES: ReadonlySet<string> = new Set([
  "name-propagated",
  "name-propagated-whole",
  "name-propagated-capitalised",
  "name-joined",
  "name-hyphen-part",
  "name-initial-before",
  "name-slash-joined",
]);

/** The engine, built once, for the post-pass rules. */
let engine: ReturnType<typeof createEngine> | undefined;
function wholeEngine(): ReturnType<typeof createEngine> {
  engine ??= createEngine();
  return engine;
}

/** A `fires` text read: the plain text and the one marked value's offsets. */
export const readFiresText = readMarked;

function hasRule(span: Span, rule: string): boolean {
  return span.rule === rule || (span.parts?.includes(rule) ?? false);
}

function show(text: string, spans: readonly Span[]): string {
  return spans.map((s) => `${s.rule}:${JSON.stringify(text.slice(s.start, s.end))}`).join(", ") || "nothing";
}

/** Names of the recognisers that, run alone, fire `rule` exactly on the marked value (engine: "engine"). */
export function firingRecognisers(rule: string, marked: string): { names: string[]; seen: string } {
  const { text, start, end } = readFiresText(marked);
  if (POST_PASS_RULES.has(rule)) {
    const spans = wholeEngine().detect(text);
    const exact = spans.some((s) => hasRule(s, rule) && s.start === start && s.end === end);
    return { names: exact ? ["engine"] : [], seen: show(text, spans) };
  }
  const names: string[] = [];
  const seen: Span[] = [];
  for (const recogniser of RECOGNISERS) {
    const spans = runRecogniser(recogniser, text).filter((s) => s.rule === rule);
    seen.push(...spans);
    if (spans.some((s) => s.start === start && s.end === end)) names.push(recogniser.name);
  }
  return { names, seen: show(text, seen) };
}

/** The spans of `rule` found in a `leaves` text (by any recogniser alone, or the engine). */
export function unwantedSpans(rule: string, text: string): string[] {
  if (POST_PASS_RULES.has(rule)) {
    return wholeEngine()
      .detect(text)
      .filter((s) => hasRule(s, rule))
      .map((s) => `engine:${JSON.stringify(text.slice(s.start, s.end))}`);
  }
  const found: string[] = [];
  for (const recogniser of RECOGNISERS) {
    for (const s of runRecogniser(recogniser, text)) {
      if (s.rule === rule) found.push(`${recogniser.name}:${JSON.stringify(text.slice(s.start, s.end))}`);
    }
  }
  return found;
}

/** Every problem with the examples of one rule; empty when the rule is proven. */
export function problems(example: RuleExample): string[] {
  const out: string[] = [];
  if (!Object.hasOwn(RULES, example.rule)) return [`unknown rule ${example.rule}`];
  for (const marked of example.fires) {
    try {
      const { names, seen } = firingRecognisers(example.rule, marked);
      if (names.length === 0) out.push(`does not fire exactly on ${JSON.stringify(marked)}; saw ${seen}`);
    } catch (error) {
      out.push(String(error));
    }
  }
  for (const text of example.leaves) {
    const found = unwantedSpans(example.rule, text);
    if (found.length > 0) out.push(`fires on leaves text ${JSON.stringify(text)}: ${found.join(", ")}`);
  }
  return out;
}

/** Which recognisers fire each rule on its `fires` examples. */
export function recognisersByRule(examples: readonly RuleExample[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const example of examples) {
    const names = new Set(map.get(example.rule));
    for (const marked of example.fires) {
      for (const name of firingRecognisers(example.rule, marked).names) names.add(name);
    }
    map.set(example.rule, [...names].sort());
  }
  return map;
}
