import { RULES } from "../detection/rules.ts";
import type { Span } from "../detection/span.ts";
import {
  isKnownValueRule,
  KNOWN_VALUE_RULES,
  type KnownValue,
  type KnownValueOptions,
} from "../known-values/known-values.ts";
import { isSafeHarborAgeRule, type PolicySpan, SAFE_HARBOR_AGE_RULES } from "../policy/safe-harbor-ages.ts";
import { countByType } from "../policy/transform.ts";
import { checkText, isLarge } from "./deidentify-document.ts";
import { callerMatcher } from "./known-phi.ts";
import { inspectSpans, prepareJob } from "./prepare-document.ts";
import type { ServiceDeps } from "./service-deps.ts";
import type { TenantListMatchers } from "./tenant-lists.ts";

export type OffsetEncoding = "codepoint" | "utf16";

export interface Entity {
  readonly type: string;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
  /** Present when the caller asked for `explain`: why the span was found. */
  readonly explanation?: Explanation;
}

/**
 * Why a span was found: the rule whose type and confidence it carries, and every contributing rule.
 * `source` is "caller" when a `known_phi` value or the tenant's deny list contributed (the engine's
 * rules, if it found the span too, are among the parts), else "engine".
 */
export interface Explanation {
  readonly source: "engine" | "caller";
  readonly rule: string;
  readonly about: string;
  readonly parts: { readonly rule: string; readonly about: string }[];
}

function describe(rule: string): { rule: string; about: string } {
  if (isKnownValueRule(rule)) return { rule, about: KNOWN_VALUE_RULES[rule].about };
  if (isSafeHarborAgeRule(rule)) return { rule, about: SAFE_HARBOR_AGE_RULES[rule].about };
  return { rule, about: RULES.get(rule)?.about ?? "" };
}

export function explain(span: Span): Explanation {
  const parts = span.parts ?? [span.rule];
  return {
    source: parts.includes("known.caller") || parts.includes("known.tenant") ? "caller" : "engine",
    ...describe(span.rule),
    parts: parts.map(describe),
  };
}

export interface InspectOutput {
  readonly entities: Entity[];
  readonly phi_count: number;
  readonly phi_types: Record<string, number>;
}

/**
 * Maps UTF-16 indices to code-point indices (what Python and most languages count). Text without
 * astral characters needs no table.
 */
export function codePointIndexer(text: string): (utf16Index: number) => number {
  if (!/[\uD800-\uDBFF]/.test(text)) return (i) => i;
  const table = new Uint32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = cp;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) table[++i] = cp;
    }
    cp++;
  }
  table[text.length] = cp;
  return (i) => table[i]!;
}

export async function inspectText(
  detect: (text: string) => Promise<Span[]>,
  text: string,
  encoding: OffsetEncoding,
  withExplanation = false,
  known: {
    readonly values: readonly KnownValue[];
    readonly options?: KnownValueOptions;
    /** The tenant's deny and allow lists. */
    readonly lists?: Promise<TenantListMatchers> | undefined;
    /** Where a large text goes (the service's worker pool); inline when undefined. */
    readonly largeTexts?: ServiceDeps["largeTexts"];
  } = { values: [] },
): Promise<InspectOutput> {
  checkText(text);
  const now = new Date();
  const large = known.largeTexts;
  let spans: PolicySpan[];
  if (large && isLarge(text, large.aboveBytes)) {
    // Detection and known values in one worker task: no stage of a large text on the event loop.
    const lists = await known.lists;
    spans = await large.inspect(
      prepareJob({ text, now: now.getTime(), known: known.values }, undefined, lists),
    );
  } else {
    const [engineSpans, lists] = await Promise.all([detect(text), known.lists]);
    const caller = callerMatcher(known.values, known.options ?? {});
    spans = inspectSpans(text, engineSpans, { caller, lists, names: known.options }, now);
  }
  const index = encoding === "utf16" ? (i: number) => i : codePointIndexer(text);
  const entities = spans.map((span) => ({
    type: span.type,
    text: text.slice(span.start, span.end),
    start: index(span.start),
    end: index(span.end),
    confidence: Math.round(span.confidence * 1000) / 1000,
    ...(withExplanation ? { explanation: explain(span) } : {}),
  }));
  return { entities, phi_count: entities.length, phi_types: countByType(spans) };
}
