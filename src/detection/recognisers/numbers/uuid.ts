import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * A UUID (RFC 9562 §4: 8-4-4-4-12 hexadecimal digits), the shape e-referral, e-prescription and
 * messaging systems give a document or a request ("Referral ID a1b2c3d4-e5f6-4890-abcd-ef1234567890").
 * Wherever it stands it names one record, so no label is needed.
 */

// SPEC: https://www.rfc-editor.org/rfc/rfc9562#section-4
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isHexOrDash(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70) || c === 45;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/**
 * Whether the text holds a UUID's middle: a "-", four hexadecimal digits and a "-" (its dashes
 * stand 8, 13, 18 and 23 characters in). Most notes hold none, and their numbers are not visited.
 */
function mayHoldUuid(text: string): boolean {
  for (let d = text.indexOf("-"); d !== -1; d = text.indexOf("-", d + 1)) {
    if (
      text.charCodeAt(d + 5) === 45 &&
      isHex(text.charCodeAt(d + 1)) &&
      isHex(text.charCodeAt(d + 2)) &&
      isHex(text.charCodeAt(d + 3)) &&
      isHex(text.charCodeAt(d + 4))
    )
      return true;
  }
  return false;
}

export function findUuids(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  if (!mayHoldUuid(text)) return;
  let done = 0;
  for (let n = t.nextNumber(0); n < t.count; n = t.nextNumber(n + 1)) {
    if (t.start[n]! < done) continue;
    // A UUID's digits touch a dash or a hexadecimal letter: a number standing alone is skipped at once.
    const before = text.charCodeAt(t.start[n]! - 1);
    const after = text.charCodeAt(t.end[n]!);
    if (!(isHexOrDash(before) || isHexOrDash(after))) continue;
    // The run of hexadecimal digits and dashes around the number, at most a UUID's length each way.
    let from = t.start[n]!;
    while (from > done && from > t.start[n]! - 36 && isHexOrDash(text.charCodeAt(from - 1))) from--;
    let to = t.end[n]!;
    while (to < text.length && to < t.end[n]! + 36 && isHexOrDash(text.charCodeAt(to))) to++;
    done = to;
    if (to - from !== 36 || (from > 0 && isAlnum(text.charCodeAt(from - 1))) || isAlnum(text.charCodeAt(to)))
      continue;
    if (!UUID.test(text.slice(from, to))) continue;
    out.push(hit("uuid", "ID", from, to));
  }
}

const RULES = defineRules({
  uuid: {
    types: ["ID"],
    level: "certain",
    anchored: true,
    about: "a UUID, 8-4-4-4-12 hexadecimal digits (an e-referral, e-prescription or message ID)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const uuidRecogniser: RecogniserModule = {
  id: "uuid",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findUuids,
};

const hit = ruleHit(RULES);
