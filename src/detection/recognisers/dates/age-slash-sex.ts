import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * Ages over 89 written with the sex after a slash, the way triage and ward lists of every country
 * write them: "94/F", "Age/Sex: 101/M", "F/92", "94 / F" (and in lower case or capitals). The letter stands
 * alone (not "94/Fr", "F/92A"), the slash touches both sides (or, with a capital letter at the head
 * of a line or cell, stands between spaces: "94 / F"), and the number is no part of a longer
 * run ("12/94/F", "94/F/2"). Bounded: the two tokens around each number.
 */

function isSexLetter(t: TokenStream, k: number): boolean {
  if (!t.isWord(k) || t.length(k) !== 1) return false;
  const w = t.lower(k);
  return w === "f" || w === "m";
}

/** Token `k` touches nothing more of a value on the side away from the number. */
function endsLeft(t: TokenStream, k: number): boolean {
  return !(t.touches(k - 1) && (t.isWord(k - 1) || t.isNumber(k - 1) || t.isPunct(k - 1, "/")));
}

function endsRight(t: TokenStream, k: number): boolean {
  return !(t.touches(k) && (t.isWord(k + 1) || t.isNumber(k + 1) || t.isPunct(k + 1, "/")));
}

/** Token `k` and the next stand at most one space apart on the same line ("94 / F"). */
function near(t: TokenStream, k: number): boolean {
  return k + 1 < t.count && !t.startsLine(k + 1) && t.start[k + 1]! - t.end[k]! <= 1;
}

/**
 * A slash set off by spaces ("94 / F", "F / 94") is taken only with a capital letter and at the
 * head of a line or cell: "Dose 92 / F", "fib 92 / m" are not ages.
 */
function spacedOk(t: TokenStream, first: number, letter: number): boolean {
  if (t.raw(letter) !== "F" && t.raw(letter) !== "M") return false;
  const k = first - 1;
  if (k < 0 || t.startsLine(first)) return true;
  return t.isPunct(k, ":") || t.isPunct(k, ",") || t.isPunct(k, "(") || t.isPunct(k, "|");
}

export function findAgeSlashSex(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers from 90 to 130 are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let k = 0; k < shapes.oldCount; k++) {
    const n = shapes.old[k]!;
    if (t.kind[n] !== NUMBER || t.length(n) < 2 || t.length(n) > 3) continue;
    const value = t.value(n);
    if (!(value >= 90 && value <= 125)) continue;
    // "94/F", "94 / F": the number, a slash, the letter.
    const tight = t.touches(n) && t.touches(n + 1);
    if (near(t, n) && t.isPunct(n + 1, "/") && near(t, n + 1) && isSexLetter(t, n + 2)) {
      if (!tight && !spacedOk(t, n, n + 2)) continue;
      if (endsLeft(t, n) && endsRight(t, n + 2))
        out.push(hit("age-slash-sex", "AGE", t.start[n]!, t.end[n]!));
      continue;
    }
    // "F/94": the letter, a slash, the number.
    if (near(t, n - 1) && t.isPunct(n - 1, "/") && near(t, n - 2) && isSexLetter(t, n - 2)) {
      if (!(t.touches(n - 1) && t.touches(n - 2)) && !spacedOk(t, n - 2, n - 2)) continue;
      if (endsLeft(t, n - 2) && endsRight(t, n))
        out.push(hit("age-slash-sex", "AGE", t.start[n]!, t.end[n]!));
    }
  }
}

const RULES = defineRules({
  "age-slash-sex": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 joined to a sex letter by a slash ('94/F', 'F/101')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ageSlashSexRecogniser: RecogniserModule = {
  id: "age-slash-sex",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findAgeSlashSex,
};

const hit = ruleHit(RULES);
