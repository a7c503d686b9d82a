import type { ScanContext } from "../recogniser.ts";

/**
 * What a device note, an equipment memo or a stock list prints about a product, read as PHI:
 * - a catalogue, part or order number read as an identifier ("Catalogue no. 4417-20", "Cat #
 *   88-1200", "Part number 2210-04", "Product code: 3391-12"): it names a
 *   model that every hospital buys, not a person. A device's serial number, its lot and its
 *   batch are not read here: a serial number identifies one device, and so one patient's
 *   implant (Safe Harbor's device identifiers); nor an order's number, which a laboratory's
 *   request gives one patient's specimen.
 * - a software or firmware version read as a dotted date ("software version 4.2.17", "firmware
 *   v3.1.09", "Release: 2.0.11"): the word of the version stands right before the number.
 *   A version ending in a four-digit year ("version 1.2.2023") is left to the date rules.
 */
const PRODUCT_NOUNS: ReadonlySet<string> = new Set(
  "catalogue catalog cat part product item model stock sku article".split(" "),
);
const NUMBER_WORDS: ReadonlySet<string> = new Set(["number", "no", "ref", "reference", "code", "id", "nr"]);
const VERSION_WORDS: ReadonlySet<string> = new Set(
  "version ver v firmware software release build rev revision sw fw".split(" "),
);

type Tokens = ScanContext["tokens"];

/** Back from `k` past a colon, a stop, a hash or a dash on the same line; -1 at a line's start. */
function backPastMarks(t: Tokens, k: number): number {
  for (let n = 0; n < 3 && k >= 0; n++) {
    if (t.isPunct(k, ":") || t.isPunct(k, ".") || t.isPunct(k, "#") || t.isPunct(k, "-")) {
      if (t.startsLine(k)) return -1;
      k--;
    } else break;
  }
  return k;
}

/** The identifier opening at token `first` follows a product's noun and its number word (above). */
export function isCatalogueNumber(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  if (t.startsLine(first)) return false;
  let k = backPastMarks(t, first - 1);
  if (k < 0 || !t.isWord(k)) return false;
  const w = t.lower(k);
  if (PRODUCT_NOUNS.has(w)) return w !== "cat" || t.isPunct(k + 1, ".") || t.isPunct(k + 1, "#");
  if (!NUMBER_WORDS.has(w) || t.startsLine(k)) return false;
  k = backPastMarks(t, k - 1);
  return k >= 0 && t.isWord(k) && PRODUCT_NOUNS.has(t.lower(k));
}

/** Tokens `first`..`last`, a dotted date, are a version after its word (above). */
export function isSoftwareVersion(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  // Three numbers joined by full stops, the last no year.
  if (last - first !== 4 || !t.isPunct(first + 1, ".") || !t.isPunct(first + 3, ".")) return false;
  if (!t.isNumber(first) || !t.isNumber(first + 2) || !t.isNumber(last) || t.length(last) > 2) return false;
  if (t.startsLine(first)) return false;
  let k = first - 1;
  if (t.isPunct(k, ":") && !t.startsLine(k)) k--;
  return t.isWord(k) && VERSION_WORDS.has(t.lower(k));
}

/** Tokens read forward on the candidate's line for its version or catalogue number. */
const MAX_LINE = 40;

/** A version's word at `k` before its dotted number ("software version 4.2.17", "v3.1"). */
function versionAt(t: Tokens, k: number): boolean {
  if (!t.isWord(k)) return false;
  // The dotted number first: most words of a line are followed by none, and are not lower-cased.
  const j = t.isPunct(k + 1, ":") ? k + 2 : k + 1;
  if (!(t.isNumber(j) && t.isPunct(j + 1, ".") && t.touches(j) && t.isNumber(j + 2))) return false;
  const word = t.lower(k);
  if (!VERSION_WORDS.has(word)) return false;
  return word !== "v" || j === k + 2 || t.touches(k);
}

/**
 * A device's make and model read as a person's name at the head of the line that gives its
 * software version or its catalogue number ("Medline FlowSure 3: software v2.4.11, cat. no.
 * 4417-20"): that line describes a product. Tokens `first`..`last` must open their line.
 */
export function isProductHeading(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (!t.startsLine(first)) return false;
  for (let k = last + 1; k < t.count && k - last <= MAX_LINE && !t.startsLine(k); k++) {
    if (versionAt(t, k)) return true;
    if (t.isNumber(k) && k - 1 > last && isCatalogueNumber(context, k)) return true;
  }
  return false;
}
