import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { NUMBER } from "../token-stream.ts";

/**
 * US Social Security numbers written AAA-GG-SSSS (or with spaces), or nine digits after an "SSN"
 * cue. Validity rules from the Social Security Administration ("SSN Randomization", 2011): the
 * area is never 000, 666 or 900-999, the group never 00, the serial never 0000.
 */
export function isValidSsn(area: number, group: number, serial: number): boolean {
  if (area === 0 || area === 666 || area >= 900) return false;
  return group !== 0 && serial !== 0;
}

const CUES = new Set(["ssn", "ss", "social"]);

function hasCue(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (t.isWord(k) && CUES.has(t.lower(k))) return true;
  }
  return false;
}

export function findSsns(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if (t.kind[i] !== NUMBER) continue;
    if (t.length(i) === 3 && (t.isPunct(i + 1, "-") || t.isPunct(i + 1, " "))) {
      if (!(t.isNumber(i + 2) && t.length(i + 2) === 2 && t.isPunct(i + 3, "-"))) continue;
      if (!(t.isNumber(i + 4) && t.length(i + 4) === 4)) continue;
      if (t.end[i + 4]! - t.start[i]! > 13) continue;
      if (t.isPunct(i + 5, "-") && t.isNumber(i + 6) && t.touches(i + 4)) continue;
      if (t.isPunct(i - 1, "-") && t.touches(i - 1)) continue;
      if (!isValidSsn(t.value(i), t.value(i + 2), t.value(i + 4))) continue;
      out.push(hit("ssn-dashed", "SSN", t.start[i]!, t.end[i + 4]!));
      i += 4;
    } else if (t.length(i) === 9 && hasCue(context, i)) {
      const v = t.raw(i);
      if (!isValidSsn(Number(v.slice(0, 3)), Number(v.slice(3, 5)), Number(v.slice(5)))) continue;
      out.push(hit("ssn-compact", "SSN", t.start[i]!, t.end[i]!));
    }
  }
}
