import { ssnCues } from "../../cues/id-cues.ts";
import { isDash } from "../../readers/dash.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, PUNCT, type TokenStream } from "../../token-stream.ts";

/**
 * US Social Security numbers written AAA-GG-SSSS or AAA GG SSSS, or nine digits after an "SSN"
 * cue. Validity rules from the Social Security Administration ("SSN Randomization", 2011): the
 * area is never 000, 666 or 900-999, the group never 00, the serial never 0000.
 */
export function isValidSsn(area: number, group: number, serial: number): boolean {
  if (area === 0 || area === 666 || area >= 900) return false;
  return group !== 0 && serial !== 0;
}

const CUES = ssnCues.words;

function hasCue(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (t.isWord(k) && CUES.has(t.lower(k))) return true;
    if (t.kind[k] === NUMBER) return false;
  }
  return false;
}

/** The group after `j` joined by a dash (touching) or one space, of `length` digits, or -1. */
function nextGroup(t: TokenStream, j: number, length: number, dash: boolean): number {
  let k = j + 1;
  if (dash) {
    if (!(isDash(t, k) && t.touches(j) && t.touches(k))) return -1;
    k++;
  } else if (k >= t.count || t.start[k]! - t.end[j]! !== 1) return -1;
  return t.isNumber(k) && t.length(k) === length ? k : -1;
}

/**
 * The last four digits of an SSN: masked ("XXX-XX-6789", "***-**-6789") or after an SSN cue
 * and "last 4" / "last four" ("SSN (last 4): 6789"); they identify with a name and a date.
 */
function isLastFour(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (isDash(t, i - 1) && t.touches(i - 1)) {
    const mask = t.text.slice(Math.max(0, t.start[i]! - 7), t.start[i]! - 1).toLowerCase();
    if (mask === "xxx-xx" || mask === "***-**" || mask === "###-##") return true;
  }
  let last = false;
  let cue = false;
  for (let k = i - 1; k >= 0 && k >= i - 7; k--) {
    if (t.isWord(k) && t.lower(k) === "last") last = true;
    if (t.isWord(k) && CUES.has(t.lower(k))) cue = true;
    if (t.kind[k] === NUMBER && !(t.value(k) === 4 && t.isWord(k - 1) && t.lower(k - 1) === "last")) break;
  }
  return cue && (last || t.isPunct(i - 1, ":"));
}

/**
 * AAA-GG-SSSS or AAA GG SSSS (the same joiner twice). After an SSN label ("SSN", "SS#", "social
 * security no.") any digits count: the validity rules describe issued numbers, and a label says
 * what the value is even when it is a test or mistyped number. Bare numbers must be valid.
 */
export function findSsns(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of three digits or more are read (numberShapes lists them once a note), each after
  // the last number found.
  const shapes = numberShapes(context);
  for (let r = 0, i = -1; r < shapes.wideCount; r++) {
    if (shapes.wide[r]! <= i) continue;
    i = shapes.wide[r]!;
    if (t.kind[i] !== NUMBER) continue;
    if (t.length(i) === 3) {
      const dash = isDash(t, i + 1);
      const g = nextGroup(t, i, 2, dash);
      const s = g === -1 ? -1 : nextGroup(t, g, 4, dash);
      if (s === -1) continue;
      if (t.touches(s) && (t.isNumber(s + 1) || (isDash(t, s + 1) && t.isNumber(s + 2)))) continue;
      if (t.touches(i - 1) && (isDash(t, i - 1) || t.kind[i - 1] !== PUNCT)) continue;
      const cued = hasCue(context, i);
      if (!cued && !isValidSsn(t.value(i), t.value(g), t.value(s))) continue;
      out.push(hit(cued ? "ssn-labelled" : "ssn-dashed", "SSN", t.start[i]!, t.end[s]!));
      i = s;
    } else if (t.length(i) === 9 && hasCue(context, i)) {
      out.push(hit("ssn-compact", "SSN", t.start[i]!, t.end[i]!));
    } else if (t.length(i) === 4 && isLastFour(context, i)) {
      out.push(hit("ssn-last-four", "SSN", t.start[i]!, t.end[i]!));
    }
  }
}

const RULES = defineRules({
  "ssn-dashed": {
    types: ["SSN"],
    level: "labelled",
    anchored: true,
    about: "a valid SSN written in groups (dashes or spaces)",
  },
  "ssn-labelled": {
    types: ["SSN"],
    level: "labelled",
    anchored: true,
    about: "any 3-2-4 digits after an SSN label",
  },
  "ssn-last-four": {
    types: ["SSN"],
    level: "cued",
    anchored: true,
    about: "the last four SSN digits, masked (XXX-XX-6789) or after 'SSN … last 4'",
  },
  "ssn-compact": {
    types: ["SSN"],
    level: "cued",
    anchored: true,
    about: "nine digits after an SSN label",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ssnRecogniser: RecogniserModule = {
  id: "ssn",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findSsns,
};

const hit = ruleHit(RULES);
