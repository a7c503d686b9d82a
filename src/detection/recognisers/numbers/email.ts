import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * E-mail addresses, found from each "@" outwards with bounded scans (RFC 5321 limits: local part
 * at most 64 characters, domain at most 253), so the work per "@" is constant.
 */
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

function isLocalChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 46 ||
    c === 95 ||
    c === 37 ||
    c === 43 ||
    c === 45
  );
}

function isDomainChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 46;
}

export function findEmails(context: ScanContext, out: Span[]): void {
  const text = context.tokens.text;
  let at = text.indexOf("@");
  while (at !== -1) {
    let from = at;
    while (from > 0 && at - from < MAX_LOCAL && isLocalChar(text.charCodeAt(from - 1))) from--;
    let to = at + 1;
    while (to < text.length && to - at <= MAX_DOMAIN && isDomainChar(text.charCodeAt(to))) to++;
    while (to > at + 1 && text.charCodeAt(to - 1) === 46) to--;
    while (from < at && text.charCodeAt(from) === 46) from++;
    const domain = text.slice(at + 1, to);
    const lastDot = domain.lastIndexOf(".");
    if (from < at && lastDot > 0 && domain.length - lastDot > 2) {
      out.push(hit("email", "EMAIL", from, to));
    }
    at = text.indexOf("@", Math.max(to, at + 1));
  }
}

const RULES = defineRules({
  email: {
    types: ["EMAIL"],
    level: "certain",
    anchored: true,
    about: "an e-mail address",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const emailRecogniser: RecogniserModule = {
  id: "email",
  family: "numbers",
  wake: { everyToken: "finds each '@' in the text by indexOf, not by tokens" },
  rules: RULES,
  scan: findEmails,
};

const hit = ruleHit(RULES);
