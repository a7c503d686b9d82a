import { credentials } from "../../cues/credentials.ts";
import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { RELATIVE_CUE } from "../../word-bits.ts";

/**
 * A person's name, in any case, in a slot a contact phrase opens and the end of the phrase
 * closes: "Handed over to tanusree EN.", "HANDED OVER TO DERVLA EN.", "Critical K+ phoned to
 * bernard on +65 …", "Collateral from gráinne ó murchú on 074 …", "phoned … on 0803 … by wale
 * akinwumi.". After the cue the name is read by readFollowerName
 * (name-follower.ts: no English, clinical, misspelt or drug word, spelt like a name); after the
 * name comes a credential, "on" and a number, punctuation or the line end. A listed name that is
 * an English word ("jack") opens the name only before a credential or "on" and a number.
 * Bounded: a few tokens per cue word.
 */

const CREDENTIALS = credentials.words;
/** Words before "to" that hand something to a person. */
const BEFORE_TO = new Set(["handover", "phoned", "rang"]);

/** How the slot after the name closes: 2 strongly (a credential, "on" and a number), 1 weakly, 0 not. */
function closing(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return 1;
  if (t.isWord(k)) {
    const w = t.lower(k);
    if (CREDENTIALS.has(w) && (t.isAllCaps(k) || !context.mixedCase)) return 2;
    if (w === "on" && (t.isNumber(k + 1) || t.isPunct(k + 1, "+") || t.isPunct(k + 1, "("))) return 2;
    return 0;
  }
  return t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, "(") || t.isPunct(k, ";") ? 1 : 0;
}

/** True when the cue at `i` opens a person slot. */
function opensSlot(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const word = t.lower(i);
  // "handed over to", "hand over to", "handover to", "phoned to", "rang to" (not "switched over to").
  // The word before is read only after "to" and "from" (most cue words are neither).
  if (word === "to") {
    const before = t.lower(i - 1);
    if (before === "over") return t.lower(i - 2) === "handed" || t.lower(i - 2) === "hand";
    return BEFORE_TO.has(before);
  }
  if (word === "from") return t.lower(i - 1) === "collateral";
  // "… phoned to Anjana on 0412 345 678 by Neha Verma.": who phoned a result, after the number.
  if (word === "by") return t.isNumber(i - 1);
  return false;
}

export function findContactFollowerNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(1, RELATIVE_CUE); i < t.count; i = t.nextBits(i + 1, RELATIVE_CUE)) {
    const j = i + 1;
    if (!t.isWord(j) || t.startsLine(j) || t.start[j]! - t.end[i]! !== 1 || !opensSlot(context, i)) continue;
    // After "by" the name ends the sentence and the line.
    if (t.lower(i) === "by") {
      const last = readFollowerName(context, j, false);
      if (last !== -1 && t.isPunct(last + 1, ".") && closing(context, last + 2) === 1 && !t.isWord(last + 2))
        out.push(hit("name-in-contact-slot", "NAME", t.start[j]!, t.end[last]!));
      continue;
    }
    let last = readFollowerName(context, j, false);
    let close = last === -1 ? 0 : closing(context, last + 1);
    if (close === 0) {
      // An English word that is a listed name, or a word less like a name, only before a strong
      // close ("phoned to jack on 06 …", "handed over to mohd EN").
      const wordy = readFollowerName(context, j, true, 3, true);
      if (wordy === -1 || closing(context, wordy + 1) !== 2) continue;
      last = wordy;
      close = 2;
    }
    out.push(hit("name-in-contact-slot", "NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-in-contact-slot": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about:
      "a name-shaped word in any case after 'handed over to', 'phoned to', 'collateral from', 'by' and before the phrase ends",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const contactFollowerNameRecogniser: RecogniserModule = {
  id: "contact-follower-name",
  family: "names",
  wake: { on: RELATIVE_CUE },
  rules: RULES,
  scan: findContactFollowerNames,
};

const hit = ruleHit(RULES);
