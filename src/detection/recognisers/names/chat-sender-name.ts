import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { TITLE } from "../../word-bits.ts";

/**
 * The sender of a message in an exported or pasted chat, the way WhatsApp, Signal, Teams and SMS
 * threads print each message: "[12/03/24, 14:22] Priya: bed 4 ready?", "12/03/2024, 14:22 - Dr
 * Okafor: ok", "[09:41] thandi: on my way". The line opens with a stamp that holds a clock time
 * (digits, "/", ".", ",", "-", ":" and am/pm, in square brackets or closed by a dash), then one to
 * three name words (read by readFollowerName, name-follower.ts: no English, clinical or drug word
 * unless a listed name; a title may open them) and a colon touching the last. Bounded: a dozen
 * tokens from each line start; refuses a line that does not open with "[" or a number at once.
 */

const MAX_STAMP = 14;

/** Token index after a chat stamp opening at line start `b`, or -1. */
function afterStamp(context: ScanContext, b: number): number {
  const t = context.tokens;
  const bracket = t.isPunct(b, "[");
  if (!bracket && !t.isNumber(b)) return -1;
  let clock = false;
  for (let k = bracket ? b + 1 : b; k < b + MAX_STAMP && k < t.count; k++) {
    if (k > b && t.startsLine(k)) return -1;
    if (t.isNumber(k)) {
      if (t.isPunct(k + 1, ":") && t.touches(k) && t.isNumber(k + 2) && t.touches(k + 1)) clock = true;
      continue;
    }
    if (bracket && t.isPunct(k, "]")) return clock ? k + 1 : -1;
    if (!bracket && clock && (t.isPunct(k, "-") || t.isPunct(k, "\u2013")) && t.start[k]! > t.end[k - 1]!)
      return k + 1;
    if (t.isWord(k)) {
      const word = t.lower(k);
      if (word === "am" || word === "pm") continue;
      return -1;
    }
    if (
      !(t.isPunct(k, "/") || t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ":") || t.isPunct(k, "-"))
    )
      return -1;
  }
  return -1;
}

export function findChatSenderNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let b = t.nextLineStart(0); b < t.count; b = t.nextLineStart(b + 1)) {
    let j = afterStamp(context, b);
    if (j === -1 || !t.isWord(j) || t.startsLine(j)) continue;
    // "Dr Okafor:": the title stays outside the name.
    if ((t.bits(j) & TITLE) !== 0) {
      j += t.isPunct(j + 1, ".") && t.touches(j) ? 2 : 1;
      if (!t.isWord(j) || t.startsLine(j)) continue;
    }
    const last = readFollowerName(context, j, true, 3, false);
    if (last === -1 || !t.isPunct(last + 1, ":") || !t.touches(last)) continue;
    out.push(hit("name-chat-sender", "NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-chat-sender": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about: "the sender of a chat message: a name between a stamp with a clock time and a colon",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const chatSenderNameRecogniser: RecogniserModule = {
  id: "chat-sender-name",
  family: "names",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findChatSenderNames,
};

const hit = ruleHit(RULES);
