import type { ScanContext } from "../recogniser.ts";

/**
 * A bedside score over its maximum right after its scale's name, read as a day and a month:
 * "Glasgow 2/8" (the Glasgow-Imrie score of pancreatitis), "Ranson 3/11", "Ottawa 2/5",
 * "Geneva 3/9", "Padua 4/9", "Karnofsky 7/10", "Killip 2/4", "MUST 2/6". Scales
 * named after a place or a person, whose names the scale lists of the date rule (cues/not-dates.ts)
 * leave out because they are also towns and surnames: here only right before the pair, with the
 * score no larger than its maximum, and not after a preposition or a title ("from Glasgow 2/8",
 * "Dr Ranson 6/8" are dates; common surnames such as Bishop or Norton are left out). "MUST" only in capitals ("must 2/6" is the modal verb's).
 */
const SCALES: ReadonlySet<string> = new Set([
  "glasgow",
  "imrie",
  "ranson",
  "ottawa",
  "geneva",
  "padua",
  "caprini",
  "karnofsky",
  "killip",
  "nyha",
  "apache",
  "hinchey",
  "boey",
  "sofa",
]);
const CAPITALS_ONLY = "must";
/** Before a town or a person the scale's name is theirs: "from Glasgow 2/8", "Dr Bishop 6/8". */
const PLACE_OR_PERSON_BEFORE: ReadonlySet<string> = new Set([
  "from",
  "in",
  "to",
  "at",
  "via",
  "near",
  "of",
  "by",
  "with",
  "dr",
  "mr",
  "mrs",
  "ms",
  "miss",
  "prof",
]);

/** Tokens `first`..`last` are "a/b", a <= b, right after a scale's name (a colon between). */
export function isScaleScoreNotDate(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 2 || !t.isNumber(first) || !t.isPunct(first + 1, "/") || !t.isNumber(last))
    return false;
  if (!t.touches(first) || !t.touches(first + 1) || t.startsLine(first)) return false;
  if (t.value(first) > t.value(last)) return false;
  let before = first - 1;
  if (t.isPunct(before, ":") && !t.startsLine(before)) before--;
  if (!t.isWord(before)) return false;
  const word = t.lower(before);
  if (word === CAPITALS_ONLY) return t.isAllCaps(before) && t.length(before) === 4;
  if (!SCALES.has(word)) return false;
  return !(t.isWord(before - 1) && PLACE_OR_PERSON_BEFORE.has(t.lower(before - 1)));
}
