import { companionParticiples, withVerbs } from "../cues/contact-verbs.ts";
import type { ScanContext } from "../recogniser.ts";
import { FIRST_NAME } from "../word-bits.ts";

const COMPANION = companionParticiples.words;
const WITH_VERBS = withVerbs.words;

/**
 * "closed with Vicryl", "dressed with Mepilex", "treated with Augmentin", "clipped with
 * Ligaclips": after a participle that is no verb of talking or keeping company, the word after
 * "with" (token `i`) is a thing, unless it is a listed given name (token `j`). True when the
 * word at `j` must not be read as a name there.
 */
export function thingAfterWith(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  if (t.lower(i) !== "with" || !t.isWord(i - 1) || t.length(i - 1) < 5) return false;
  const verb = t.lower(i - 1);
  if (!verb.endsWith("ed") || WITH_VERBS.has(verb) || COMPANION.has(verb)) return false;
  // "discharged with Grace Lee": a second capitalised word makes a person's full name.
  if (t.isWord(j + 1) && !t.startsLine(j + 1) && (t.isCapitalised(j + 1) || t.isAllCaps(j + 1))) return false;
  return (t.bits(j) & FIRST_NAME) === 0;
}
