import type { TokenStream } from "../token-stream.ts";

/**
 * The 139 Eircode routing keys (the first three characters of an Irish postcode), as published
 * with the Eircode system in 2015 and unchanged since: a letter and two digits, or "D6W". A code
 * whose key is not one of them ("N02", "L01", "C09": the opening of an ATC drug code, an ICD-10
 * code, a model number) is no Eircode. Public facts (docs/data-sources.md).
 */
const ROUTING_KEYS = new Set(
  [
    "A41 A42 A45 A63 A67 A75 A81 A82 A83 A84 A85 A86 A91 A92 A94 A96 A98",
    "C15",
    "D01 D02 D03 D04 D05 D06 D6W D07 D08 D09 D10 D11 D12 D13 D14 D15 D16 D17 D18 D20 D22 D24",
    "E21 E25 E32 E34 E41 E45 E53 E91",
    "F12 F23 F26 F28 F31 F35 F42 F45 F52 F56 F91 F92 F93 F94",
    "H12 H14 H16 H18 H23 H53 H54 H62 H65 H71 H91",
    "K32 K34 K36 K45 K56 K67 K78",
    "N37 N39 N41 N91",
    "P12 P14 P17 P24 P25 P31 P32 P36 P43 P47 P51 P56 P61 P67 P72 P75 P81 P85",
    "R14 R21 R32 R35 R42 R45 R51 R56 R93 R95",
    "T12 T23 T34 T45 T56",
    "V14 V15 V23 V31 V35 V42 V92 V93 V94 V95",
    "W12 W23 W34 W91",
    "X35 X42 X91",
    "Y14 Y21 Y25 Y34 Y35",
  ]
    .join(" ")
    .split(" "),
);

/** The number of routing keys (a test checks the list against it). */
export const ROUTING_KEY_COUNT = 139;

/** The three characters at text offset `p` are an Eircode routing key (any case). */
export function isEircodeRoutingKey(text: string, p: number): boolean {
  return ROUTING_KEYS.has(text.slice(p, p + 3).toUpperCase());
}

/** The first letters of the 14 anatomical main groups of the WHO ATC classification. */
const ATC_GROUPS = "ABCDGHJLMNPRSV";

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Seven characters at `p` written as one WHO ATC code ("D07AC01", "A10BA02"): an anatomical group
 * letter, two digits, two letters, two digits, in capitals, run together and standing alone.
 */
export function isAtcCodeAt(text: string, p: number): boolean {
  if (!ATC_GROUPS.includes(text[p] ?? "?")) return false;
  if (p > 0 && isAlnum(text.charCodeAt(p - 1))) return false;
  const c = (k: number): number => text.charCodeAt(p + k);
  if (!isDigitCode(c(1)) || !isDigitCode(c(2)) || !isUpper(c(3)) || !isUpper(c(4))) return false;
  if (!isDigitCode(c(5)) || !isDigitCode(c(6))) return false;
  return !isAlnum(c(7));
}

function isAlnum(c: number): boolean {
  return isUpper(c) || isDigitCode(c) || (c >= 97 && c <= 122);
}

/** Tokens read on each side of a code for the signs of a drug coding list: constant work. */
const WINDOW = 30;

/**
 * Token `i` opens an ATC code in a drug coding list: the word "ATC", or another ATC code, within
 * thirty tokens ("ATC D07AC01 betamethasone", "D01AC01 clotrimazole / D06AX09 mupirocin"). A
 * Dublin Eircode run together ("D07XY85") looks the same, alone in an address.
 */
export function isListedAtcCode(t: TokenStream, i: number): boolean {
  const text = t.text;
  if (!isAtcCodeAt(text, t.start[i]!)) return false;
  const to = Math.min(t.count - 1, i + WINDOW);
  for (let k = Math.max(0, i - WINDOW); k <= to; k++) {
    if (k === i || !t.isWord(k)) continue;
    const n = t.length(k);
    if (n === 3 && t.lower(k) === "atc") return true;
    if (n === 1 && isAtcCodeAt(text, t.start[k]!)) return true;
  }
  return false;
}

/** An Eircode may open at token `i`: a routing key, and no ATC code of a coding list. */
export function mayOpenEircode(t: TokenStream, i: number): boolean {
  return isEircodeRoutingKey(t.text, t.start[i]!) && !isListedAtcCode(t, i);
}

/** For tests: every key. */
export function eircodeRoutingKeys(): readonly string[] {
  return [...ROUTING_KEYS];
}
