import type { ScanContext } from "../recogniser.ts";
import { isAboutSomeone } from "./about-someone.ts";

/**
 * The dates of a document's control block, as guidelines, policies and leaflets of every country
 * print them ("Version 4.1. Last reviewed: March 2023. Next review: March 2026.", "Date of issue
 * 14/02/2022", "Issued: June 2021. Review due June 2024. Uncontrolled when printed."): a date
 * within four tokens after a word of issue or review (ten after an approving body's head:
 * "Approved by Drugs and Therapeutics Committee 03/2022"), on a line that, or a line next to which,
 * holds a word of document control ("version", "uncontrolled", "authorised", "owner"…), in a
 * text about no one (about-someone.ts: no word for a person, "he", "her", "pt", "patient", and
 * no sign of an individual). A care plan's review date
 * ("Review date: 12/03, pt to be reweighed") stands in a text about a person, so it is kept.
 */
const ISSUE_WORDS: ReadonlySet<string> = new Set(
  `reviewed review issued issue effective updated update published approved ratified authorised
  authorized valid`.split(/\s+/),
);
const CONTROL_WORDS: ReadonlySet<string> = new Set(
  "version uncontrolled ratified authorised authorized owner".split(" "),
);
/** Heads of the body that approves a document ("Medicines Committee", "Clinical Governance Board"). */
const APPROVING_BODIES: ReadonlySet<string> = new Set(["committee", "board", "group", "panel", "council"]);

type Tokens = ScanContext["tokens"];

/** A word of document control on the line of `k` or the two lines before or after it. */
function nearControlWord(t: Tokens, k: number): boolean {
  let lines = 0;
  for (let j = k; j >= 0 && lines <= 2 && k - j <= 80; j--) {
    if (t.isWord(j) && CONTROL_WORDS.has(t.lower(j))) return true;
    if (t.startsLine(j)) lines++;
  }
  lines = 0;
  for (let j = k + 1; j < t.count && j - k <= 80; j++) {
    if (t.startsLine(j) && ++lines > 2) break;
    if (t.isWord(j) && CONTROL_WORDS.has(t.lower(j))) return true;
  }
  return false;
}

/** Tokens `first`..`last`, a date, are a document control block's (see above). */
export function isDocumentControlDate(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  let issued = false;
  // "Approved by Drugs and Therapeutics Committee 03/2022": the approving body between the word
  // of issue and the date, so the word may stand further back on the line.
  let before = first - 1;
  if (t.isPunct(before, ":")) before--;
  const reach = t.isWord(before) && APPROVING_BODIES.has(t.lower(before)) ? 10 : 4;
  for (let k = first - 1; k >= 0 && first - k <= reach; k--) {
    if (t.isWord(k) && ISSUE_WORDS.has(t.lower(k))) issued = true;
    if (t.startsLine(k)) break;
  }
  return issued && nearControlWord(t, first) && !isAboutSomeone(context);
}
