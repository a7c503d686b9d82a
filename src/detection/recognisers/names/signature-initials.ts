import { markShapes } from "../../readers/mark-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CLINICAL, VOCABULARY } from "../../word-bits.ts";

/**
 * Writer's initials signing a note or an entry: "-- JS", "-JT", "- KLM" at the end of a line,
 * or two or three capitals alone on the note's last line. Initials that are words, clinical
 * abbreviations or state codes ("-- OK", "- CT", "MA") are left alone.
 */
function isBareInitials(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const len = t.length(i);
  if (!t.isWord(i) || len < 2 || len > 3 || !t.isAllCaps(i)) return false;
  const word = t.lower(i);
  const lex = context.lexicons;
  return (t.bits(i) & (VOCABULARY | CLINICAL)) === 0 && !lex.states.has(word);
}

function endsLine(t: TokenStream, i: number): boolean {
  let j = i + 1;
  if (t.isPunct(j, ".")) j++;
  return j >= t.count || t.startsLine(j);
}

export function findSignatureInitials(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // After each punctuation mark (a dash), then the last line.
  // Only hyphens are read (markShapes lists them once a note).
  const marks = markShapes(context);
  for (let r = 0; r < marks.hyphenCount; r++) {
    const i = marks.hyphen[r]! + 1;
    if (i >= t.count) break;
    if (!t.isPunct(i - 1, "-") || !isBareInitials(context, i) || !endsLine(t, i)) continue;
    // The dash (or a run of them) opens the signature: line start, or after a sentence.
    let d = i - 1;
    while (t.isPunct(d - 1, "-") && t.touches(d - 1)) d--;
    const opens = t.startsLine(d) || t.isPunct(d - 1, ".") || t.isPunct(d - 1, ":");
    if (!opens) continue;
    out.push(hit("signature-initials", "PROVIDER_NAME", t.start[i]!, t.end[i]!));
  }
  // Initials alone on the last line of the note.
  let last = t.count - 1;
  if (t.isPunct(last, ".")) last--;
  if (last > 0 && t.startsLine(last) && isBareInitials(context, last) && !t.isPunct(last - 1, "-")) {
    if (context.mixedCase || !context.upperCase) {
      out.push(hit("signature-last-line", "PROVIDER_NAME", t.start[last]!, t.end[last]!));
    }
  }
}

const RULES = defineRules({
  "signature-initials": {
    types: ["PROVIDER_NAME"],
    level: "list",
    anchored: false,
    about: "initials signing a line",
  },
  "signature-last-line": {
    types: ["PROVIDER_NAME"],
    level: "list",
    anchored: false,
    about: "initials alone on the last line",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signatureInitialsRecogniser: RecogniserModule = {
  id: "signature-initials",
  family: "names",
  wake: { at: ["punctuation", "lineStarts"] },
  rules: RULES,
  scan: findSignatureInitials,
};

const hit = ruleHit(RULES);
