import { signatureRoleOpeners } from "../../cues/roles.ts";
import { readFollowerName } from "../../name-follower.ts";
import { isSlotInitial, readSlotName } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL } from "../../word-bits.ts";

/**
 * The whole signing name on a signature line, in any case: a line opened by a name and closed
 * by a comma and a role ("Ifeoma Nwachukwu, Consultant Psychiatrist", "RAKIYA SULE, Social
 * Worker", "mọ́nsúrá adéníyì, Consultant Psychiatrist"), or a surname and two initials alone on a
 * line or after "Signed" ("Sim BK", "SEAH SL", "koh bk"). The name is read by readFollowerName (name-follower.ts),
 * so a line opening with English, clinical or drug words ("Obs stable, nurse aware", "Hb 98")
 * stays clean; the initials are two letters in the note's capitals, no clinical abbreviation
 * ("Tazocin BD"). Bounded: the line starts, a few tokens each.
 */

const ROLE_OPENERS = signatureRoleOpeners.words;

/** True for two letters written as initials: capitals where the note has case ("BK", not "bd"). */
function initialsAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) !== 2 || (t.bits(k) & CLINICAL) !== 0) return false;
  if (context.mixedCase && !t.isAllCaps(k)) return false;
  return /^[a-z]{2}$/i.test(t.raw(k));
}

function lineEndsAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return k >= t.count || t.startsLine(k);
}

export function findSignatureRoleNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let b = t.nextLineStart(0); b + 1 < t.count; b = t.nextLineStart(b + 1)) {
    let j = b;
    if (!t.isWord(j)) continue;
    // "Signed Sim BK", "SIGNED: RAKIYA SULE, Social Worker"
    if (t.lower(j) === "signed") {
      j++;
      if (t.isPunct(j, ":")) j++;
      if (!t.isWord(j) || t.startsLine(j)) continue;
    }
    let last = readFollowerName(context, j, true, 4, true);
    // "R Lamb-Wood, Consultant Histopathologist", "K. Ó Briain, Registered Nurse": a line opened by
    // an initial reads its name as a slot (a double-barrelled or particle surname kept whole).
    if (last <= j + 1 && t.length(j) === 1 && t.isAllCaps(j) && isSlotInitial(context, j)) {
      const slot = readSlotName(context, j);
      if (slot > last) last = slot;
    }
    if (last === -1) continue;
    const after = last + 1;
    // "Sim BK": one surname and two initials make the whole line.
    if (last === j && initialsAt(context, after) && !t.startsLine(after) && lineEndsAt(context, after + 1)) {
      out.push(hit("name-on-signature-line", "NAME", t.start[j]!, t.end[after]!));
      continue;
    }
    // "Name Surname, Consultant Psychiatrist": two words at least, or one listed name.
    if (last === j || !t.isPunct(after, ",") || !t.isWord(after + 1) || t.startsLine(after + 1)) continue;
    if (!ROLE_OPENERS.has(t.lower(after + 1))) continue;
    out.push(hit("name-on-signature-line", "NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-on-signature-line": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about:
      "a whole name in any case opening a line before ', Consultant …', or a surname and two initials alone on a line",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const signatureRoleNameRecogniser: RecogniserModule = {
  id: "signature-role-name",
  family: "names",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findSignatureRoleNames,
};

const hit = ruleHit(RULES);
