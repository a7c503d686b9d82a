import { readFileSync } from "node:fs";
import type { Span } from "../../../src/detection/span.ts";
import { type MarkedValue, parseMarkedText } from "../../fixtures/marked-text.ts";

/**
 * Reader and scorer of the hand-written snippet fixtures (test/fixtures/snippets/README.md): one
 * snippet per line, `\n` for a line break, `#` comments, PHI marked `[[TYPE:value]]` or
 * `[[value]]` (a name). Strict recall: every letter and digit of a marked value is covered by
 * some span, whatever its type (bench/score.ts counts the same way).
 */

export type GoldValue = MarkedValue;

export interface Snippet {
  readonly line: number;
  readonly text: string;
  readonly gold: readonly GoldValue[];
}

const TYPES: ReadonlySet<string> = new Set(["NAME", "AGE", "DATE", "PHONE", "PLACE", "HOSP"]);

/** Parses one fixture line into its plain text and marked values. */
export function parseSnippet(raw: string, line: number): Snippet {
  const { text, gold } = parseMarkedText(raw.replaceAll("\\n", "\n"), `line ${line}`, (inner) => {
    const colon = inner.indexOf(":");
    const head = colon > 0 ? inner.slice(0, colon) : "";
    return TYPES.has(head) ? { type: head, value: inner.slice(colon + 1) } : { type: "NAME", value: inner };
  });
  return { line, text, gold };
}

export function readSnippets(path: string): Snippet[] {
  const lines = readFileSync(path, "utf8").split("\n");
  const out: Snippet[] = [];
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n]!;
    if (raw.trim() === "" || raw.startsWith("#")) continue;
    out.push(parseSnippet(raw, n + 1));
  }
  return out;
}

function isLetterOrDigit(c: string): boolean {
  return /[\p{L}\p{N}]/u.test(c);
}

/** True when every letter and digit of text[start, end) lies inside some span. */
export function strictlyCovered(text: string, start: number, end: number, spans: readonly Span[]): boolean {
  for (let p = start; p < end; p++) {
    if (!isLetterOrDigit(text[p]!)) continue;
    if (!spans.some((s) => s.start <= p && p < s.end)) return false;
  }
  return true;
}
