import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";

/**
 * URLs: a scheme (http, https, ftp) followed by "://", or a host starting with "www.". The end is
 * found by a bounded scan over characters allowed in URLs (RFC 3986), trailing punctuation trimmed.
 */
const MAX_URL = 2048;
const SCHEMES = new Set(["http", "https", "ftp", "sftp"]);

function isUrlChar(c: number): boolean {
  if (c <= 32 || c >= 127) return false;
  return c !== 34 && c !== 60 && c !== 62 && c !== 96 && c !== 123 && c !== 125 && c !== 124;
}

function isTrailingPunct(c: number): boolean {
  return c === 46 || c === 44 || c === 59 || c === 58 || c === 41 || c === 39 || c === 33 || c === 63;
}

export function findUrls(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  let coveredTo = 0;
  for (let i = 0; i < t.count; i++) {
    if (!t.isWord(i) || t.start[i]! < coveredTo) continue;
    const word = t.lower(i);
    const isScheme =
      SCHEMES.has(word) && t.isPunct(i + 1, ":") && t.isPunct(i + 2, "/") && t.isPunct(i + 3, "/");
    const isWww = word === "www" && t.isPunct(i + 1, ".") && t.touches(i);
    if (!isScheme && !isWww) continue;
    const from = t.start[i]!;
    let to = t.end[i]!;
    while (to < text.length && to - from < MAX_URL && isUrlChar(text.charCodeAt(to))) to++;
    while (to > from && isTrailingPunct(text.charCodeAt(to - 1))) to--;
    if (to - from > (isScheme ? word.length + 4 : 5)) {
      out.push({ type: "URL", start: from, end: to, confidence: 0.95 });
      coveredTo = to;
    }
  }
}
