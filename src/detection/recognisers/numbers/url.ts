import { tlds, urlSchemes } from "../../cues/web.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * URLs: a scheme (http, https, ftp, sftp) followed by "://", or a host starting with "www.".
 * Candidates are found with indexOf (native scans); the end is found by a bounded scan over the
 * characters RFC 3986 allows in URLs, trailing punctuation trimmed.
 */
const MAX_URL = 2048;
const SCHEMES = urlSchemes.words;

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

const TLDS = tlds.words;

function isLetterOrDigit(c: number): boolean {
  return isLetter(c) || (c >= 48 && c <= 57);
}

/**
 * A host written without scheme or "www.": two or more labels (letters, digits, inner hyphens)
 * joined by dots, ending in a common top-level domain, in lower case or with a path after it;
 * not the domain of an e-mail (after "@") nor part of a longer URL. Found from each dot (indexOf,
 * a native scan) followed by two to four letters and no further letter or digit, then a bounded
 * walk back over the labels.
 */
function findBareHosts(text: string, out: Span[]): void {
  // The walk back never passes the last top-level domain read, so each character is walked once.
  let floor = 0;
  for (let at = text.indexOf("."); at !== -1; at = text.indexOf(".", at + 1)) {
    if (at === 0 || !isLetterOrDigit(text.charCodeAt(at - 1))) continue;
    let end = at + 1;
    while (end < text.length && end - at <= 5 && isLetter(text.charCodeAt(end))) end++;
    const letters = end - at - 1;
    if (letters < 2 || letters > 4 || (end < text.length && isLetterOrDigit(text.charCodeAt(end)))) continue;
    const tld = text.slice(at + 1, end);
    const lower = tld.charCodeAt(0) >= 97;
    if (!TLDS.has(lower ? tld : tld.toLowerCase())) continue;
    let from = at;
    const stop = Math.max(floor, at - 253);
    floor = end;
    while (from > stop) {
      const c = text.charCodeAt(from - 1);
      if (isLetterOrDigit(c) || c === 45 || (c === 46 && isLetterOrDigit(text.charCodeAt(from)))) from--;
      else break;
    }
    while (text.charCodeAt(from) === 46 || text.charCodeAt(from) === 45) from++;
    if (from >= at || !isLetter(text.charCodeAt(from))) continue;
    const before = from > 0 ? text.charCodeAt(from - 1) : 32;
    if (before === 64 || before === 47 || before === 58) continue; // @ / :
    if (text.startsWith("www.", from) || text.startsWith("WWW.", from)) continue;
    const path = end < text.length && text.charCodeAt(end) === 47;
    if (!path && !lower) continue;
    out.push(hit("url-host", "URL", from, path ? urlEnd(text, end) : end));
  }
}

/** The two spellings of "www." searched for (an indexed loop over a constant: no array or iterator per note). */
const WWW_MARKERS: readonly string[] = ["www.", "WWW."];

export function findUrls(context: ScanContext, out: Span[]): void {
  const text = context.tokens.text;
  findBareHosts(text, out);
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
  for (let m = 0; m < WWW_MARKERS.length; m++) {
    const marker = WWW_MARKERS[m]!;
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 4)) {
      if (at > 0 && isUrlChar(text.charCodeAt(at - 1)) && text.charCodeAt(at - 1) !== 40) continue;
      const to = urlEnd(text, at);
      if (to - at > 5) out.push(hit("url-www", "URL", at, to));
    }
  }
}

const RULES = defineRules({
  "url-scheme": {
    types: ["URL"],
    level: "certain",
    anchored: true,
    about: "a URL with a scheme",
  },
  "url-www": {
    types: ["URL"],
    level: "labelled",
    anchored: true,
    about: "a www. address",
  },
  "url-host": {
    types: ["URL"],
    level: "shaped",
    anchored: true,
    about: "a host name ending in a common top-level domain, lower case or with a path",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const urlRecogniser: RecogniserModule = {
  id: "url",
  family: "numbers",
  wake: { everyToken: "finds each scheme, 'www.' and domain ending in the text, not by tokens" },
  rules: RULES,
  scan: findUrls,
};

const hit = ruleHit(RULES);
