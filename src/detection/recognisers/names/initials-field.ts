import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { LABEL_END } from "../../word-bits.ts";

/**
 * A person's initials in a field labelled "Initials": trial case report forms, drug charts,
 * consent and checklist forms of every country record a subject or a signer by initials alone
 * ("Subject initials: J-K", "Pt initials: AB", "INITIALS: M.T.", "Nurse initials - R").
 *
 * `initials-after-label`: after the word "initials" and a colon, dash or bar, one to three
 * letters, each a single letter joined by "-", "." or nothing ("J-K", "J.K.", "J K"), or one run
 * of two or three capitals ("JK", "JAK"). "N/A", "NK" and "TBC" (nothing recorded) are left.
 */

const NOTHING_RECORDED: ReadonlySet<string> = new Set(["na", "nk", "tbc", "tba", "nil", "unk"]);

function isLetter(t: TokenStream, k: number): boolean {
  return k < t.count && t.isWord(k) && t.length(k) === 1;
}

/** The last token of the initials starting at `j`, or -1. */
function readInitials(context: ScanContext, j: number): number {
  const t = context.tokens;
  if (j >= t.count || !t.isWord(j) || t.startsLine(j)) return -1;
  const length = t.length(j);
  if (length >= 2) {
    if (length > 3 || !t.isAllCaps(j) || NOTHING_RECORDED.has(t.lower(j))) return -1;
    return t.isWord(j + 1) && !t.startsLine(j + 1) ? -1 : j;
  }
  if (t.isPunct(j + 1, "/")) return -1; // "N/A"
  let last = j;
  let k = j;
  for (let letters = 1; letters < 3; letters++) {
    let next = k + 1;
    if ((t.isPunct(next, "-") || t.isPunct(next, ".")) && t.touches(k)) next++;
    if (!isLetter(t, next) || t.startsLine(next) || t.start[next]! - t.end[next - 1]! > 1) break;
    k = next;
    last = k;
  }
  // "J.K.": the closing dot belongs to the last initial.
  if (t.isPunct(last + 1, ".") && t.touches(last)) last++;
  // A word after the letters makes them a sentence ("Initials: I was…"), not a field's value.
  if (t.isWord(last + 1) && !t.startsLine(last + 1)) return -1;
  return last;
}

export function findInitialsFields(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let e = t.nextBits(0, LABEL_END); e < t.count; e = t.nextBits(e + 1, LABEL_END)) {
    if (t.length(e) !== 8 || t.lower(e) !== "initials") continue;
    let j = e + 1;
    if (!(t.isPunct(j, ":") || t.isPunct(j, "-") || t.isPunct(j, "|"))) continue;
    j++;
    if (t.isPunct(j, "-") && t.touches(j - 1)) j++; // "Initials:-"
    const last = readInitials(context, j);
    if (last === -1) continue;
    out.push(hit("initials-after-label", "NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "initials-after-label": {
    types: ["NAME"],
    level: "labelled",
    anchored: false,
    about: "a person's initials in a field labelled 'Initials' (trial forms, charts, checklists)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const initialsFieldRecogniser: RecogniserModule = {
  id: "initials-field",
  family: "names",
  wake: { on: LABEL_END },
  vocabulary: [{ mask: "words", bit: LABEL_END, words: ["initials"] }],
  rules: RULES,
  scan: findInitialsFields,
};

const hit = ruleHit(RULES);
