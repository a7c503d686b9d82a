import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { HAS_UPPER } from "../../token-stream.ts";
import { CUE_PLACE_TRIGGER } from "../../word-bits.ts";

/**
 * The address of a person a coroner's, police or medico-legal report names: "John Smith, aged
 * 54, of RD 3, Whanganui", "the deceased, aged 71 years, of Erf 4521, Zone 6, Mthatha", "SIPHO
 * DLAMINI, AGED 34, OF HOUSE 231, SECTION J, UMLAZI". Reports in every common-law country write
 * "<name>, aged <age>, of <address>", and whatever the street looks like (a rural delivery, a
 * townland, "Behind Central Mosque", "Vill. Rampur, P.O. Kheri") the parts after "of" up to the
 * line's end or a sentence's stop are the address. Each comma part opens with a number, a
 * capital or, in a note without case, any word but one that opens a clause ("a", "who", "was");
 * a part in lower case ("a retired miner") ends it. The slot is the evidence, so "RR 3" and "The
 * Maltings" are parts whatever their words are elsewhere. At most six parts and twenty-four tokens: bounded work per
 * "aged".
 */
const PARTS = 6;
const REACH = 24;
const AGE_WORDS: ReadonlySet<string> = new Set(["years", "year", "yrs", "yr", "y", "yo", "old"]);

/** "of" after "aged <age>[ years][ old]," from the word "aged" at `a`: the token after "of", or -1. */
function ofAfterAge(context: ScanContext, a: number): number {
  const t = context.tokens;
  let k = a + 1;
  if (!t.isNumber(k)) return -1;
  k++;
  while (k < a + 5 && t.isWord(k) && AGE_WORDS.has(t.lower(k))) k++;
  if (!t.isPunct(k, ",")) return -1;
  k++;
  if (!t.isWord(k) || t.lower(k) !== "of" || t.startsLine(k + 1)) return -1;
  return k + 1;
}

/** Words that open the sentence's next clause, not an address part ("…, a retired miner, was"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  "a an who whom which whose was were is he she his her found brought presented admitted died and note concern interest".split(
    " ",
  ),
);

const UNIT_WORDS: ReadonlySet<string> = new Set(["app", "apt", "unit", "flat", "suite", "no"]);

/** A comma part may open at `k`: a number, or a word in capitals where the note has case. */
export function partOpens(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  // "#23-70": a unit's number.
  if (t.isNumber(k) || (t.isPunct(k, "#") && t.isNumber(k + 1))) return true;
  if (!t.isWord(k) || CLAUSE_OPENERS.has(t.lower(k))) return false;
  // "app. 7", "apt 4": a unit word before its number, in lower case too.
  if (UNIT_WORDS.has(t.lower(k)) && (t.isNumber(k + 1) || t.isNumber(k + 2))) return true;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

/** Words an address writes in lower case in a note with case ("rue Notre-Dame", "app. 7", "Bóthar na Trá"). */
const LOWER_ADDRESS_WORDS: ReadonlySet<string> = new Set(
  "rue boul chemin av app apt unit de des du la le na an o y van der den of the on upon kraal village".split(
    " ",
  ),
);

/** Abbreviations an address writes with a stop inside it ("P.O.", "Vill.", "No. 8", "St. Brigid's"). */
const DOTTED: ReadonlySet<string> = new Set(
  "p o no vill st rd ave app apt mt ft blk dist tq po h".split(" "),
);

/**
 * The last token of the address whose first comma part opens at `first` (partOpens holds there):
 * comma parts up to the line's end, a sentence's stop, a bracket or a label, at most six parts.
 */
export function addressPartsEnd(context: ScanContext, first: number): number {
  const t = context.tokens;
  let last = first;
  let parts = 1;
  for (let k = first + 1; k < t.count && k <= first + REACH && !t.startsLine(k); k++) {
    if (t.isPunct(k, ",")) {
      if (parts === PARTS || !partOpens(context, k + 1) || t.startsLine(k + 1)) break;
      parts++;
      continue;
    }
    // A sentence's stop (not an abbreviation's) ends the address.
    if (t.isPunct(k, ".") && !(t.isWord(k - 1) && t.touches(k - 1) && DOTTED.has(t.lower(k - 1)))) break;
    if (t.isPunct(k, ";") || t.isPunct(k, "(") || t.isPunct(k, ":")) break;
    // "… Mthatha by crew": a plain word in lower case where the note has case ends the address
    // ("rue", "app.", "na" and other words of an address's own stay in).
    // A capital inside a word counts: Irish "hAbhann", "nGaillimh".
    if (context.mixedCase && t.isWord(k) && (t.flags[k]! & HAS_UPPER) === 0) {
      if (!LOWER_ADDRESS_WORDS.has(t.lower(k)) && !(t.isNumber(k - 1) && t.touches(k - 1))) break;
    }
    if (t.isWord(k) || t.isNumber(k)) last = k;
  }
  return last;
}

function addressAfterAgedOf(context: ScanContext, a: number, out: Span[]): number {
  const t = context.tokens;
  const first = ofAfterAge(context, a);
  if (first === -1 || !partOpens(context, first)) return -1;
  const last = addressPartsEnd(context, first);
  out.push(hit("address-after-aged-of", "STREET_ADDRESS", t.start[first]!, t.end[last]!));
  return last;
}

/** "aged" in its three casings: most notes have none, so the scan stops at once. */
export function findAddressesAfterAgedOf(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  if (text.indexOf("aged") === -1 && text.indexOf("AGED") === -1 && text.indexOf("Aged") === -1) return;
  let done = 0;
  const triggers = placeTriggers(t);
  for (let n = 0, a = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= a) continue;
    a = triggers.at[n]!;
    // "aged" before its number, after the last address found.
    if (a < done || a + 4 >= t.count || !t.isNumber(a + 1)) continue;
    if (!t.isWord(a) || t.length(a) !== 4 || t.lower(a) !== "aged") continue;
    const last = addressAfterAgedOf(context, a, out);
    if (last !== -1) done = last;
  }
}

const RULES = defineRules({
  "address-after-aged-of": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: false,
    about: "the address after '<name>, aged <age>, of' in a report, up to the line's end or a stop",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const addressAfterAgedOfRecogniser: RecogniserModule = {
  id: "address-after-aged-of",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: ["aged"] }],
  rules: RULES,
  scan: findAddressesAfterAgedOf,
};

const hit = ruleHit(RULES);
