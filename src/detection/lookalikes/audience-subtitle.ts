import type { ScanContext } from "../recogniser.ts";
import { documentVerdict, isSignOfIndividual } from "./public-document.ts";

/**
 * A document's first line that says whom it is written for: "BMJ - summary for the practice
 * team", "MOH CPG - guidance for GPs", "SAHCS GUIDELINE - SUMMARY FOR THE NURSE-LED CLINIC",
 * "Asthma: information for parents". A guideline's, a journal's or a programme's summary puts its
 * source before the separator and its audience after "for"; neither is the sender of a note about
 * someone, and the audience's service ("the nurse-led clinic", "the virtual ward") is a kind of
 * service, not a place of care. Read only where the separator (a spaced dash, an en or em dash, a
 * bar or a colon) is followed by at most two words, one of them a word of a text for many
 * ("summary", "guidance", "advice", "information", "notes" …), then "for"; and only in a text with
 * no sign of an individual (public-document.ts: a title before a name, an identity field with a
 * value, an age, "pt", a salutation): "Riverside - information for patients⏎Dear Mr Tan" keeps
 * its sender. Place and organisation candidates on that line, and names no anchor made.
 */
const AUDIENCE_NOUNS: ReadonlySet<string> = new Set(
  `summary summaries guidance guide guideline guidelines advice information info notes tips update
  updates resources resource reference handout leaflet factsheet checklist toolkit overview briefing
  recommendations instructions points principles standards`.split(/\s+/),
);
/** The first line's tokens read: a subtitle is short. */
const MAX_LINE = 24;

type Tokens = ScanContext["tokens"];

function isSeparator(t: Tokens, k: number): boolean {
  if (t.isPunct(k, "\u2013") || t.isPunct(k, "\u2014") || t.isPunct(k, "|") || t.isPunct(k, ":")) return true;
  return t.isPunct(k, "-") && !t.touches(k) && !t.touches(k - 1);
}

/** Per text (a ScanContext lives for one detect call): the first line's end token, or -1. */
const read = new WeakMap<ScanContext, number>();

/** The last token of a first line written as "<source> - <noun> for <audience>", or -1. */
function subtitleLineEnd(context: ScanContext): number {
  const known = read.get(context);
  if (known !== undefined) return known;
  const t = context.tokens;
  let value = -1;
  let end = 0;
  let found = false;
  for (let k = 1; k < t.count && !t.startsLine(k) && k < MAX_LINE; k++) {
    end = k;
    if (found || !isSeparator(t, k)) continue;
    // One or two words after the separator, one of them an audience noun, then "for".
    for (let j = k + 1, n = 0; j < t.count && n < 3 && !t.startsLine(j); j++, n++) {
      if (!t.isWord(j)) break;
      const word = t.lower(j);
      if (word === "for") {
        found = n > 0 && hasAudienceNoun(t, k + 1, j - 1);
        break;
      }
    }
  }
  if (found && (end + 1 >= t.count || t.startsLine(end + 1)) && !isSignOfIndividual(documentVerdict(t)))
    value = end;
  read.set(context, value);
  return value;
}

function hasAudienceNoun(t: Tokens, from: number, to: number): boolean {
  for (let j = from; j <= to; j++) if (AUDIENCE_NOUNS.has(t.lower(j))) return true;
  return false;
}

/** Tokens `first`..`last` stand on a first line naming a summary's source and audience (above). */
export function onAudienceSubtitle(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  // The first line only: no line starts between the text's start and the candidate's end.
  if (last >= MAX_LINE) return false;
  for (let k = 1; k <= last; k++) if (t.startsLine(k)) return false;
  return subtitleLineEnd(context) !== -1;
}
