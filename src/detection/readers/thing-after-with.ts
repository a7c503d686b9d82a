import { careVerbs, companionParticiples, withVerbs } from "../cues/contact-verbs.ts";
import type { ScanContext } from "../recogniser.ts";
import { FIRST_NAME } from "../word-bits.ts";

const COMPANION = companionParticiples.words;
const WITH_VERBS = withVerbs.words;
const CARE_VERBS = careVerbs.words;

/**
 * "closed with Vicryl", "dressed with Mepilex", "treated with Augmentin", "clipped with
 * Ligaclips": after a participle that is no verb of talking or keeping company, the word after
 * "with" (token `i`) is a thing, unless it is a listed given name (token `j`). True when the
 * word at `j` must not be read as a name there.
 */
export function thingAfterWith(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  if (t.lower(i) !== "with" || !t.isWord(i - 1)) return false;
  // "Cover with Mepilex Border", "pack with Aquacel Ag", "dressing with Jelonet": a verb of
  // wound or device care takes a product, even of two capitalised words; a listed given name stays.
  if (isCareVerb(t.lower(i - 1))) return (t.bits(j) & FIRST_NAME) === 0;
  if (t.length(i - 1) < 5) return false;
  const verb = t.lower(i - 1);
  if (!verb.endsWith("ed") || WITH_VERBS.has(verb) || COMPANION.has(verb)) return false;
  // "discharged with Grace Lee": a second capitalised word makes a person's full name.
  if (t.isWord(j + 1) && !t.startsLine(j + 1) && (t.isCapitalised(j + 1) || t.isAllCaps(j + 1))) return false;
  return (t.bits(j) & FIRST_NAME) === 0;
}

/** A verb of wound or device care, in its base form or with "-ing" ("cover", "covering", "securing"). */
function isCareVerb(word: string): boolean {
  if (CARE_VERBS.has(word)) return true;
  if (!word.endsWith("ing") || word.length < 6) return false;
  const stem = word.slice(0, -3);
  return CARE_VERBS.has(stem) || CARE_VERBS.has(`${stem}e`);
}
