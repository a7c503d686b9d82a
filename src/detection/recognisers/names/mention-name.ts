import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * A person named with "@", the way Teams, Slack, WhatsApp groups and EHR secure chat tag a
 * colleague: "@Priya can you see bed 4", "thanks @THANDO", "@kemi.adeyemi". The "@" opens a word
 * (nothing touches it before, so no e-mail address) and the name touches it: one or two name
 * words read by readFollowerName (name-follower.ts: no English, clinical or drug word unless a
 * listed name; "@home", "@ 5pm", "@ward" stay clean). Bounded: each "@", a few tokens after it.
 */

export function findMentionNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // No "@" in the text (most notes): one native search instead of a walk of the punctuation.
  if (t.text.indexOf("@") === -1) return;
  for (let k = t.nextPunct(0); k < t.count; k = t.nextPunct(k + 1)) {
    if (!t.isPunct(k, "@") || !t.touches(k)) continue;
    // "name@host.org": an e-mail address, not a mention.
    if (k > 0 && t.touches(k - 1) && !t.startsLine(k)) continue;
    const j = k + 1;
    if (!t.isWord(j) || t.startsLine(j)) continue;
    const last = readFollowerName(context, j, false, 2, true);
    if (last === -1) continue;
    // "@kemi.adeyemi": a handle of given and family name joined by a dot.
    let end = last;
    if (last === j && t.isPunct(j + 1, ".") && t.touches(j) && t.touches(j + 1) && t.isWord(j + 2)) {
      if (readFollowerName(context, j + 2, true, 1, true) === j + 2) end = j + 2;
    }
    out.push(hit("name-mentioned", "NAME", t.start[j]!, t.end[end]!));
  }
}

const RULES = defineRules({
  "name-mentioned": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about: "a name tagged with '@' in a chat or secure message ('@Priya can you see bed 4')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const mentionNameRecogniser: RecogniserModule = {
  id: "mention-name",
  family: "names",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findMentionNames,
};

const hit = ruleHit(RULES);
