// Over 400 lines (issue 18, point 6): one label walker for every place label and its qualifiers;
// the value readers differ by label kind and each emits that kind's rules.
import { legalFormQualifiers } from "../../cues/businesses.ts";
import { facilityStopWords, practiceEndings } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { homeKinds } from "../../cues/houses.ts";
import {
  placeLabelQualifiers,
  placeLabels,
  practiceValueLabels,
  rowHeads,
  strictPlaceLabels,
} from "../../cues/layout-labels.ts";
import { notPlaceValues } from "../../cues/not-places.ts";
import { addressFieldFacilities, addressFieldLabels } from "../../cues/residence.ts";
import { notWards } from "../../cues/wards.ts";
import { careOfEnd } from "../../readers/address-ends.ts";
import { closesAddress } from "../../readers/address-tail.ts";
import { isDepartmentName } from "../../readers/department-name.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import { isPlaceOfBirth, opensObstetricHistory } from "../../readers/obstetric-history.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { ADDRESS_CUE, CLINICAL, DATE_WORD, FACILITY_HEAD, TITLE, VOCABULARY } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;
const LEGAL_QUALIFIERS = legalFormQualifiers.words;

/**
 * A place in a labelled field of a form, header or letter: "Ward: Oak", "WARD: 7 NORTH", "GP
 * practice: Castlegate", "Care home: Fernhill", "Employer: Quenby Foods", "Place of birth: Tralee".
 * Forms in every hospital name the field, and the value runs to the end of the line, a bar or a
 * semicolon, or the next label. Not values that name a service or a kind ("Ward: Cardiology",
 * "Residence: home", "Employer: retired"). Labels that also label clinical fields ("Location:",
 * "Site:", "Unit:", "Surgery:") are left out. At most eight value tokens: linear.
 */
const LABELS = placeLabels.values;
const PRACTICE_VALUE_LABELS = practiceValueLabels.words;
const PRACTICE_ENDINGS = practiceEndings.words;
const STRICT_LABELS = strictPlaceLabels.words;
/** Words before a label word that it needs ("GP practice:", "care home:", "place of birth:"). */
const NEEDS_BEFORE = placeLabelQualifiers.partners;
export const LABELLED_PLACE_TRIGGERS: readonly string[] = [...LABELS.keys()];

const NOT_VALUES = notPlaceValues.words;
const ADDRESS_LABELS = addressFieldLabels.words;
const ADDRESS_FACILITIES = addressFieldFacilities.words;
/** Value tokens read after a label; an address field's value runs longer (street, town, postcode). */
const VALUE_REACH = 8;
const ADDRESS_REACH = 18;
/** Rooms of a ward and kinds of ward ("bed 12", "cot 4", "unit", "labour ward"): no name of a place. */
const ROOM_WORDS: ReadonlySet<string> = new Set([
  ...rowHeads.words,
  ...notWards.words,
  "ward",
  "cot",
  "suite",
  "incubator",
  // kinds of maternity ward ("labour ward", "birth suite", "special care baby unit")
  "labour",
  "labor",
  "birth",
  "birthing",
  "delivery",
  "baby",
  "babies",
  "newborn",
]);

/**
 * Capitalised words only (where the note has case), one no list knows (or a listed town), no
 * clinical word. In a note without case (`uncased`, for the fields that hold only a place: "SCENE:
 * WESTPORT", "patient location: otaki"), one to three words, one of four letters or more that no
 * list knows (or a listed town) and no abbreviation's shape.
 */
function strictValue(context: ScanContext, first: number, last: number, uncased = false): boolean {
  const t = context.tokens;
  if (!context.mixedCase) return uncased && uncasedValue(context, first, last);
  const cities = context.lexicons.cities;
  let unknown = false;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) continue;
    if (!t.isCapitalised(k) && !(t.isAllCaps(k) && t.length(k) >= 2)) return false;
    if ((t.bits(k) & CLINICAL) !== 0 || context.lexicons.clinical.has(t.lower(k))) return false;
    // Capitals alone are an abbreviation ("Location: RUQ"); a name is written in mixed case.
    if (((t.bits(k) & VOCABULARY) === 0 || cities.has(t.lower(k))) && t.isCapitalised(k)) unknown = true;
    if ((t.bits(k) & FACILITY_HEAD) !== 0 && t.isCapitalised(k) && k > first) unknown = true;
  }
  return unknown;
}

function uncasedValue(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last - first > 4) return false;
  let known = false;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) {
      if (t.isPunct(k, "-") || t.isPunct(k, "'")) continue;
      return false;
    }
    const word = t.lower(k);
    if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE)) !== 0 || context.lexicons.clinical.has(word))
      return false;
    if (NOT_VALUES.has(word) || isAcronymShape(word)) return false;
    if (word.length >= 4 && ((t.bits(k) & VOCABULARY) === 0 || context.lexicons.cities.has(word)))
      known = true;
  }
  return known;
}

/** `last` moved back past service or clinical words in capitals ("Westmead ED"), or -1. */
function trailingServiceTrimmed(context: ScanContext, first: number, last: number): number {
  const t = context.tokens;
  let k = last;
  while (k > first && t.isWord(k) && ((t.bits(k) & CLINICAL) !== 0 || SERVICE_WORDS.has(t.lower(k)))) k--;
  return k === last || !t.isWord(k) ? -1 : k;
}

/** Every word from `first` to `last` in lower case and known to the English word list. */
function lowerVocabulary(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) continue;
    if (t.isCapitalised(k) || t.isAllCaps(k) || (t.bits(k) & VOCABULARY) === 0) return false;
  }
  return true;
}

/** Three spaces or more, or a tab, between token `k` and the one before it. */
function columnGap(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const from = t.end[k - 1]!;
  const to = t.start[k]!;
  if (to - from >= 3) return true;
  for (let p = from; p < to; p++) if (t.text.charCodeAt(p) === 9) return true;
  return false;
}

/** "Patient location:", "Caller location:": a location label that a person's word qualifies. */
function placeQualified(context: ScanContext, label: number): boolean {
  const t = context.tokens;
  if (t.lower(label) !== "location" || !t.isWord(label - 1) || t.startsLine(label)) return false;
  return PERSON_QUALIFIERS.has(t.lower(label - 1));
}

const PERSON_QUALIFIERS: ReadonlySet<string> = new Set([
  "patient",
  "patient's",
  "patients",
  "pt",
  "client",
  "caller",
]);

const HOME_KINDS = homeKinds.words;
/** Kinds of place an ambulance or a call is at, besides a home ("roadside, Kaikōura"). */
const SCENE_KINDS: ReadonlySet<string> = new Set([
  "roadside",
  "road",
  "street",
  "highway",
  "motorway",
  "work",
  "workplace",
  "farm",
  "beach",
  "park",
  "school",
  "shop",
  "shops",
  "office",
  "property",
]);

/** Verbs of where a caller is, before "at", "from" or "in" and a colon ("Patient located at:"). */
export const PERSON_PLACE_VERBS: readonly string[] = [
  "located",
  "calling",
  "joined",
  "joining",
  "dialling",
  "phoning",
];
const PLACE_VERBS: ReadonlySet<string> = new Set(PERSON_PLACE_VERBS);
const VERB_PREPOSITIONS: ReadonlySet<string> = new Set(["at", "from", "in"]);
const VERB_PREPOSITIONS_LIST = listBit(VERB_PREPOSITIONS);
/** Words after "location" before the colon ("Patient location confirmed:"). */
const CHECKED: ReadonlySet<string> = new Set(["confirmed", "verified", "checked"]);

/**
 * The colon (or spaced dash) closing a label of the patient's place at `i` that is not a plain
 * "Word:": "Location of patient:", "Location (patient):", "Patient location confirmed:",
 * "Patient location - ", "Patient located at:", "Calling from:", "Joined from:". Or -1.
 */
function personPlaceLabelEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  const word = t.lower(i);
  if (PLACE_VERBS.has(word)) {
    return t.isWord(i + 1) && t.inList(i + 1, VERB_PREPOSITIONS_LIST) && t.isPunct(i + 2, ":") ? i + 2 : -1;
  }
  if (word !== "location") return -1;
  let k = i + 1;
  if (t.isWord(k) && t.lower(k) === "of") {
    k++;
    if (t.isWord(k) && t.lower(k) === "the") k++;
    if (!t.isWord(k) || !PERSON_QUALIFIERS.has(t.lower(k))) return -1;
    k++;
  } else if (t.isPunct(k, "(")) {
    if (!t.isWord(k + 1) || !PERSON_QUALIFIERS.has(t.lower(k + 1)) || !t.isPunct(k + 2, ")")) return -1;
    k += 3;
  } else if (t.isWord(k) && CHECKED.has(t.lower(k)) && placeQualified(context, i)) {
    k++;
  } else if (t.isPunct(k, "-") && !t.touches(i) && !t.touches(k) && placeQualified(context, i)) {
    return k;
  } else return -1;
  return t.isPunct(k, ":") && !t.startsLine(k) ? k : -1;
}

/** Where townAfterKind's town opens (set with its result). */
let townStart = 0;

/**
 * "home, Ōtaki", "patient's home, Masterton", "roadside, Kaikōura": up to three words in lower
 * case (a kind of place), a comma, then one to three capitalised words closing the line or the
 * clause. Where the note has case only. The town's last token (townStart its first), or -1.
 */
function townAfterKind(context: ScanContext, first: number): number {
  const t = context.tokens;
  if (!context.mixedCase) return -1;
  let k = first;
  while (k < first + 5 && (t.isWord(k) || t.isPunct(k, "'")) && !t.startsLine(k)) {
    if (t.isWord(k) && (t.isCapitalised(k) || t.isAllCaps(k))) return -1;
    k++;
  }
  if (k === first || !t.isPunct(k, ",")) return -1;
  // The words before the comma name a kind of place: "home", "private residence", "roadside".
  const kind = t.lower(k - 1);
  if (!HOME_KINDS.has(kind) && !SCENE_KINDS.has(kind)) return -1;
  const from = k + 1;
  let last = -1;
  for (let m = from; m < from + 3 && m < t.count; m++) {
    if (!t.isWord(m) || t.startsLine(m) || !t.isCapitalised(m)) break;
    if ((t.bits(m) & (CLINICAL | DATE_WORD | TITLE)) !== 0 || context.lexicons.clinical.has(t.lower(m)))
      return -1;
    last = m;
  }
  if (last === -1) return -1;
  const after = last + 1;
  const closes =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ";") ||
    t.isPunct(after, "(") ||
    t.isPunct(after, "|");
  if (!closes) return -1;
  townStart = from;
  return last;
}

export function findLabelledPlaces(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = t.nextBits(0, FACILITY_HEAD | ADDRESS_CUE);
    i + 2 < t.count;
    i = t.nextBits(i + 1, FACILITY_HEAD | ADDRESS_CUE)
  ) {
    if ((t.bits(i) & (FACILITY_HEAD | ADDRESS_CUE)) === 0) continue;
    let sep = i + 1;
    let qualified = false;
    if (!t.isPunct(sep, ":")) {
      // "Location of patient:", "Patient located at:", "Calling from:": the patient's place.
      sep = personPlaceLabelEnd(context, i);
      if (sep === -1) continue;
      qualified = true;
    }
    // "Ward/Clinic:", "Hospital/Site:": a label of two words joined by a slash, read by its first.
    const joined = t.isPunct(i - 1, "/") && t.touches(i - 1) && t.touches(i - 2) && t.isWord(i - 2);
    const label = joined && LABELS.has(t.lower(i - 2)) ? i - 2 : i;
    const type = qualified ? "LOCATION" : LABELS.get(t.lower(label));
    if (type === undefined) continue;
    const needs = NEEDS_BEFORE.get(t.lower(label));
    if (needs !== undefined && !(t.isWord(label - 1) && needs.has(t.lower(label - 1)))) continue;
    // "Mode of birth:", "Details of birth:" label the birth, not a place.
    if (!isPlaceOfBirth(t, i)) continue;
    // "Discharging ward:", "Registered GP practice:": any words may qualify the label.
    const first = sep + 1;
    if (first >= t.count || t.startsLine(first)) continue;
    // "Ward: G2P1 at 39/40": a gravida and parity open an obstetric history, no place's name.
    if (opensObstetricHistory(t, first)) continue;
    // "Patient location: home, Ōtaki", "Scene: roadside, Kaikōura": a kind of place, then the town.
    if (type === "LOCATION") {
      const town = townAfterKind(context, first);
      if (town !== -1) {
        out.push(hit("labelled-place", type, t.start[townStart]!, t.end[town]!));
        i = town;
        continue;
      }
    }
    let last = -1;
    let named = false;
    let numbered = false;
    const addressField = ADDRESS_LABELS.has(t.lower(label));
    const reach = addressField ? ADDRESS_REACH : VALUE_REACH;
    // "Usual residence: c/o Ward 4, Ilorin": "care of" opens the address and belongs to it.
    const careOf = addressField ? careOfEnd(t, first) : -1;
    for (let k = careOf === -1 ? first : careOf + 1; k < t.count && k < first + reach; k++) {
      if (k > first && t.startsLine(k)) break;
      // "Site: Beaumont Hospital     Site no.: 12": a wide gap or a tab opens the next column.
      if (k > first && columnGap(context, k)) break;
      // "Bed no.: 4": a label closed by a full stop and a colon.
      if (t.isWord(k) && t.isPunct(k + 1, ".") && t.isPunct(k + 2, ":")) break;
      // "Employer: Tiger Foods (Pty) Ltd": a legal form's qualifier in brackets belongs to the name.
      if (t.isPunct(k, "(") && last !== -1 && LEGAL_QUALIFIERS.has(t.lower(k + 1)) && t.isPunct(k + 2, ")")) {
        k += 2;
        continue;
      }
      if (t.isPunct(k, "|") || t.isPunct(k, ";") || t.isPunct(k, "(")) break;
      // The next label: a word right before a colon.
      if (t.isWord(k) && t.isPunct(k + 1, ":")) break;
      // "…, Bundoora VIC 3083": an address ends before a state code or a country (as in an
      // "Address:" field; the postcode is read as its own span).
      if (addressField && last !== -1 && closesAddress(context, k)) break;
      if (t.isNumber(k)) {
        // "postnatal ward bed 12", "Ward: neonatal unit cot 4": a bed or room number names no place.
        if (!(t.isWord(k - 1) && k > first && ROOM_WORDS.has(t.lower(k - 1)))) named = true;
        numbered = true;
        last = k;
        continue;
      }
      if (!t.isWord(k)) {
        if (
          t.isPunct(k, ",") ||
          t.isPunct(k, "'") ||
          t.isPunct(k, "-") ||
          t.isPunct(k, ".") ||
          t.isPunct(k, "&")
        )
          continue;
        break;
      }
      const word = t.lower(k);
      if (NOT_VALUES.has(word) && last === -1) break;
      // "Date and place of death: 14 March 2024, at home": a month names a date, not an address.
      // "Place of death: Ward 6B, Waikato Hospital, Hamilton": a facility's name is the hospital
      // recognisers' to read, with the town after it.
      const facility = ADDRESS_FACILITIES.has(word);
      if (addressField && ((t.bits(k) & DATE_WORD) !== 0 || facility)) {
        last = -1;
        break;
      }
      const plain =
        SERVICE_WORDS.has(word) ||
        ROOM_WORDS.has(word) ||
        STOP_WORDS.has(word) ||
        (t.bits(k) & CLINICAL) !== 0 ||
        context.lexicons.clinical.has(word);
      if (!plain) named = true;
      last = k;
    }
    if (last === -1 || !named) continue;
    // "Ward: Kowhai, bed 4": the bed or room after the ward's name is no part of it.
    if (t.isNumber(last) && last - 2 >= first && t.isWord(last - 1) && ROOM_WORDS.has(t.lower(last - 1))) {
      last -= 2;
      if (t.isPunct(last, ",")) last--;
    }
    const valueFirst = careOf === -1 ? first : careOf + 1;
    // "Scene: Kaikōura, roadside": the place before a comma and a kind of place in lower case.
    const uncased = addressField || qualified || placeQualified(context, label);
    if (uncased && context.mixedCase && !strictValue(context, valueFirst, last)) {
      let comma = valueFirst + 1;
      while (comma < last && !t.isPunct(comma, ",")) comma++;
      if (
        comma < last &&
        t.isWord(comma + 1) &&
        !t.isCapitalised(comma + 1) &&
        strictValue(context, valueFirst, comma - 1)
      )
        last = comma - 1;
    }
    // "Location: Westmead ED": a service after the place's name is no part of it.
    if ((qualified || STRICT_LABELS.has(t.lower(label))) && !strictValue(context, first, last, uncased)) {
      last = trailingServiceTrimmed(context, first, last);
      if (last === -1 || !strictValue(context, first, last, uncased)) continue;
    }
    // "…, Paraparaumu 5032": the postcode closing an address field is its own span (the
    // postcode recognisers read it), as after a street (street-address.ts).
    if (addressField && t.isNumber(last) && t.length(last) >= 4 && last > first + 1 && t.isWord(last - 1)) {
      last--;
    }
    // "Scene: 45 Wattle Grove Drive, Bundoora": an address field needs a number or a name.
    if (addressField && !numbered && !strictValue(context, valueFirst, last, true)) continue;
    // "Ward: special care nursery 12": in a note with case, ordinary words in lower case name a
    // kind of room, not a place.
    if (context.mixedCase && lowerVocabulary(context, valueFirst, last)) continue;
    if (PRACTICE_VALUE_LABELS.has(t.lower(label))) {
      if (!t.isWord(last) || !PRACTICE_ENDINGS.has(t.lower(last)) || last === first) continue;
      // "GP: Dr Rowe, Millbrook Medical": the practice after the doctor's name.
      let from = first;
      for (let k = last; k >= first; k--) {
        if (t.isPunct(k, ",") || (t.isWord(k) && (t.bits(k) & TITLE) !== 0)) {
          from = k + 1;
          break;
        }
      }
      // "GP: Dr Rowe, General Practice": a kind of service, no practice's name.
      if (from >= last || isDepartmentName(t, from, last)) continue;
      out.push(hit("labelled-place", type, t.start[from]!, t.end[last]!));
      i = last;
      continue;
    }
    out.push(hit("labelled-place", type, t.start[first]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "labelled-place": {
    types: ["HOSPITAL", "LOCATION", "ORGANIZATION"],
    level: "cued",
    anchored: true,
    about:
      "the value of a labelled place field (Ward:, GP practice:, Care home:, Employer:, Place of birth:)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const labelledPlaceRecogniser: RecogniserModule = {
  id: "labelled-place",
  family: "places",
  wake: { on: FACILITY_HEAD | ADDRESS_CUE },
  vocabulary: [
    { mask: "words", bit: ADDRESS_CUE, words: [...LABELLED_PLACE_TRIGGERS, ...PERSON_PLACE_VERBS] },
  ],
  rules: RULES,
  scan: findLabelledPlaces,
};

const hit = ruleHit(RULES);
