import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { HAS_UPPER, WORD } from "../token-stream.ts";

/**
 * URLs: a scheme (http, https, ftp, sftp) followed by "://", or a host starting with "www.".
 * Candidates are found with indexOf (native scans); the end is found by a bounded scan over the
 * characters RFC 3986 allows in URLs, trailing punctuation trimmed.
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

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function urlEnd(text: string, from: number): number {
  let to = from;
  while (to < text.length && to - from < MAX_URL && isUrlChar(text.charCodeAt(to))) to++;
  while (to > from && isTrailingPunct(text.charCodeAt(to - 1))) to--;
  return to;
}

/** Top-level domains that end a bare host name ("portal.example.org/records", "clinic.nhs.uk"). */
const TLDS = new Set([
  "com",
  "org",
  "net",
  "edu",
  "gov",
  "uk",
  "us",
  "io",
  "info",
  "biz",
  "ca",
  "au",
  "ie",
  "nz",
]);

/**
 * A host written without scheme or "www.": two or more labels joined by dots, ending in a common
 * top-level domain, in lower case or with a path after it; not after "@" (an e-mail) or "://".
 */
function findBareHosts(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  for (let i = 2; i < t.count; i++) {
    // Cheapest tests first: a word of 2-4 letters right after a touching dot.
    if (t.kind[i] !== WORD || t.length(i) > 4 || t.length(i) < 2 || t.start[i] !== t.end[i - 1]) continue;
    if (!t.isPunct(i - 1, ".") || !t.touches(i - 2) || !t.isWord(i - 2) || !TLDS.has(t.lower(i))) continue;
    let first = i - 2;
    while (t.isPunct(first - 1, ".") && t.touches(first - 1) && t.isWord(first - 2) && t.touches(first - 2)) {
      first -= 2;
    }
    if (first > 0 && t.touches(first - 1) && !t.isPunct(first - 1, "(") && !t.isPunct(first - 1, "<"))
      continue;
    const end = t.end[i]!;
    const path = end < text.length && text.charCodeAt(end) === 47;
    const lower = (t.flags[i]! & HAS_UPPER) === 0;
    if (!path && !lower) continue;
    out.push(hit("url-host", "URL", t.start[first]!, path ? urlEnd(text, end) : end));
  }
}

export function findUrls(context: ScanContext, out: Span[]): void {
  findBareHosts(context, out);
  const text = context.tokens.text;
  let coveredTo = 0;
  for (let at = text.indexOf("://"); at !== -1; at = text.indexOf("://", Math.max(at + 3, coveredTo))) {
    let from = at;
    while (from > 0 && at - from < 5 && isLetter(text.charCodeAt(from - 1))) from--;
    if (!SCHEMES.has(text.slice(from, at).toLowerCase()) || from < coveredTo) continue;
    const to = urlEnd(text, at);
    if (to - at > 4) {
      out.push(hit("url-scheme", "URL", from, to));
      coveredTo = to;
    }
  }
  for (const marker of ["www.", "WWW."]) {
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 4)) {
      if (at > 0 && isUrlChar(text.charCodeAt(at - 1)) && text.charCodeAt(at - 1) !== 40) continue;
      const to = urlEnd(text, at);
      if (to - at > 5) out.push(hit("url-www", "URL", at, to));
    }
  }
}
