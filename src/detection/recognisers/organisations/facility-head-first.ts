import {
  facilityStopWords,
  genericNameWords,
  leadingFacilityHeads,
  leadingFacilityJoiners,
} from "../../cues/facilities.ts";
import { isClinicalOrCommonwealth } from "../../readers/cued-place.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_INSTITUTION_HEAD, DATE_WORD, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * Facilities whose head comes before the name: "CLSC de Rosemont", "CHSLD Saint-Laurent",
 * "PHC Kothur", "École Saint-Joseph", "École secondaire du Plateau", "GMF du Littoral", "Résidence
 * Les Jardins", "Pharmacie Brunet Gatineau", "Scoil Mhuire", "General Hospital Ikorodu", "Polyclinic
 * Bedok". Quebec, Ireland, India and Nigeria write the kind of place first, so no list of names
 * is needed: the name is the capitalised words after the head (past a small joiner such as "de"
 * or "na"), and at least one of them is in no English list. Where the note has no case the name
 * words must all be in no English list. An English head ("Hospital", "Centre", "Clinic") takes
 * the capitalised kind words before it ("General", "District") into the name. Each head reads at
 * most four tokens forward and three back: linear.
 */
const HEADS = leadingFacilityHeads.words;
const JOINERS = leadingFacilityJoiners.words;
const STOP_WORDS = facilityStopWords.words;
const GENERIC = genericNameWords.words;

/** Joiners of French names ("de", "du", "la"), never an English word ("an" is one). */
const FRENCH_JOINERS: ReadonlySet<string> = new Set(["de", "du", "des", "la", "le", "les"]);

/** French adjectives of a facility's kind after its head ("Centre hospitalier", "Clinique médicale"). */
const FRENCH_QUALIFIERS: ReadonlySet<string> = new Set([
  "hospitalier",
  "hospitalière",
  "médical",
  "médicale",
  "medicale",
  "régional",
  "régionale",
  "universitaire",
  "communautaire",
  "intégré",
  "intégrée",
  "secondaire",
  "primaire",
  "élémentaire",
  // Irish: "Ionad Sláinte" (health centre).
  "sláinte",
  "slainte",
]);

/** A capitalised word that may name the place after its head. */
function isNameAfterHead(context: ScanContext, k: number, loose = false): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || t.length(k) > 40) return false;
  if ((t.bits(k) & (TITLE | CLINICAL | DATE_WORD | STAFF_ROLE)) !== 0) return false;
  const word = t.lower(k);
  if (STOP_WORDS.has(word) || HEADS.has(word) || GENERIC.has(word)) return false;
  if (isClinicalOrCommonwealth(context, k)) return false;
  if (!context.mixedCase) return loose || (t.bits(k) & VOCABULARY) === 0;
  if (t.isCapitalised(k) || t.isAllCaps(k)) return true;
  const first = t.text.charAt(t.start[k]!);
  return first !== first.toLowerCase();
}

/** The last token of the name after the head at `i`, or -1; the name must hold an unknown word. */
function nameAfterEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  let k = i + 1;
  if (t.isWord(k) && JOINERS.has(t.lower(k)) && !t.startsLine(k)) k++;
  // "de la Montagne".
  if (t.isWord(k) && JOINERS.has(t.lower(k)) && !t.startsLine(k)) k++;
  // "CLSC du Plateau", "CHSLD DE LA MONTAGNE": a head no English list knows and a joiner of its
  // language name the place whatever the name word's other meanings.
  const loose = k > i + 1 && (t.bits(i) & VOCABULARY) === 0 && FRENCH_JOINERS.has(t.lower(i + 1));
  let last = -1;
  let unknown = loose;
  for (let words = 0; k < t.count && words < 3; k++) {
    if (t.startsLine(k)) break;
    // "Saint-Laurent", "Côte-des-Neiges": a hyphen inside the name.
    if (last !== -1 && t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k) && t.isWord(k + 1)) continue;
    // "Bóthar na Trá", "Ionad Sláinte an Daingin": a small joiner between name words.
    if (
      last !== -1 &&
      t.isWord(k) &&
      JOINERS.has(t.lower(k)) &&
      t.raw(k) === t.lower(k) &&
      context.mixedCase &&
      isNameAfterHead(context, k + 1) &&
      !t.startsLine(k + 1)
    )
      continue;
    // Capitalised words joined by a hyphen are a proper name whatever their parts ("Notre-Dame").
    if (last !== -1 && t.isWord(k) && t.touches(k - 1) && t.isPunct(k - 1, "-")) {
      last = k;
      if (!context.mixedCase ? (t.bits(k) & VOCABULARY) === 0 : isNameAfterHead(context, k)) unknown = true;
      continue;
    }
    // "Saint-Joseph", "Notre-Dame": a hyphenated name, whatever its first part reads as alone.
    const compound =
      t.touches(k) && t.isPunct(k + 1, "-") && t.touches(k + 1) && isNameAfterHead(context, k + 2);
    if (!compound && !isNameAfterHead(context, k, loose)) break;
    if ((t.bits(k) & VOCABULARY) === 0 && t.length(k) >= 3) unknown = true;
    last = k;
    words++;
  }
  return unknown ? last : -1;
}

/** Kinds of public facility that lead its name besides the generic words ("Federal Medical Centre"). */
const KINDS: ReadonlySet<string> = new Set(["federal", "national", "provincial", "state", "specialist"]);

/** Words after which the clause goes on past a place's name written without case. */
const CLAUSE_GOES_ON: ReadonlySet<string> = new Set(["for", "with", "on", "in", "at", "and", "since", "via"]);

/**
 * Token `n` ends the name: the text's or line's end, ".", ",", ";" or ")", a lower-case word where
 * the note has case, or a preposition where it has none.
 */
function closesName(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (n >= t.count || t.startsLine(n)) return true;
  if (t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, ";") || t.isPunct(n, ")")) return true;
  if (!t.isWord(n)) return false;
  if (context.mixedCase) return !t.isCapitalised(n) && !t.isAllCaps(n);
  return CLAUSE_GOES_ON.has(t.lower(n));
}

function findHeadFirstFacilities(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const cased = context.mixedCase;
  for (
    let i = t.nextCues(0, CUE_INSTITUTION_HEAD);
    i < t.count;
    i = t.nextCues(i + 1, CUE_INSTITUTION_HEAD)
  ) {
    if ((t.cues(i) & CUE_INSTITUTION_HEAD) === 0 || !HEADS.has(t.lower(i))) continue;
    // "Centre hospitalier de Granby", "Clinique médicale de Saint-Lin": a French adjective after
    // the head says the name is French, and the head is read as its language's.
    let head = i;
    while (
      head < i + 2 &&
      t.isWord(head + 1) &&
      FRENCH_QUALIFIERS.has(t.lower(head + 1)) &&
      !t.startsLine(head + 1)
    )
      head++;
    const english = head === i && (t.bits(i) & VOCABULARY) !== 0;
    // The head is capitalised (or in capitals) where the note uses case.
    if (cased && !t.isCapitalised(i) && !t.isAllCaps(i)) {
      const first = t.text.charAt(t.start[i]!);
      if (first === first.toLowerCase()) continue;
    }
    let end = nameAfterEnd(context, head);
    // "General Hospital, Ikeja", "Primary Health Centre, Hosur": the town after a comma, when it
    // closes the clause.
    const comma = end === -1 && english && t.isPunct(i + 1, ",") && !t.startsLine(i + 2);
    if (comma) end = nameAfterEnd(context, i + 1);
    if (end === -1 || (comma && !closesName(context, end + 1))) continue;
    // The name closes its clause: a lower-case word, a number or a line end may follow, not a
    // further capitalised word (that would be a longer name or a new sentence read wrongly).
    let first = i;
    if (english) {
      // "General Hospital Ikorodu", "District Hospital Mandya": capitalised kind words before it.
      // Without them an English head before a name is a sentence ("Clinic Tuesday", "Hospital
      // Smith said"), so a kind word is needed.
      for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
        if (!t.isWord(k) || t.startsLine(k + 1) || !(GENERIC.has(t.lower(k)) || KINDS.has(t.lower(k)))) break;
        if (cased && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
        first = k;
        if (t.startsLine(k)) break;
      }
      if (first === i) continue;
    }
    out.push(hit("facility-head-first", "HOSPITAL", t.start[first]!, t.end[end]!));
    i = end;
  }
}

const RULES = defineRules({
  "facility-head-first": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about:
      "a facility whose kind comes before its name (CLSC de Rosemont, PHC Kothur, General Hospital Ikorodu)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityHeadFirstRecogniser: RecogniserModule = {
  id: "facility-head-first",
  family: "organisations",
  wake: { cues: CUE_INSTITUTION_HEAD },
  vocabulary: [{ mask: "cues", bit: CUE_INSTITUTION_HEAD, words: HEADS }],
  rules: RULES,
  scan: findHeadFirstFacilities,
};

const hit = ruleHit(RULES);
