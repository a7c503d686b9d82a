import { hasMedicalSuffix } from "../../clinical-lookalike.ts";
import { facilityFieldLabels, facilityFieldNotValues, facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { hospitalMovementVerbs, institutionLineRoles, letterheadWords } from "../../cues/hospitals.ts";
import { doseUnits, measureUnits } from "../../cues/units.ts";
import type { PhiType } from "../../phi-type.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import {
  CLINICAL,
  CREDENTIAL,
  FACILITY_HEAD,
  HOSPITAL_HEAD,
  ORGANIZATION_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { facilityNameEnd } from "./facility-after-movement.ts";

/**
 * The value of a form field that names a facility: "Nominated pharmacy: Harcourt Chemist",
 * "Place of death: Tan Tock Seng", "Destination: Royal Melbourne", "Referring practice:
 * Kingsway", "Conveyed to: Groote Schuur", "Workplace: Transnet". Ambulance records, referral
 * e-forms, medication reconciliations and death certificates in every country carry such fields;
 * the label says what the value is, so its words need no head word and no list. The label opens
 * its line (or follows a bar or a wide gap); the value runs to the end of the line, a bar, a
 * semicolon, a bracket, a wide gap or the next label, eight tokens at most: linear.
 *
 * Guards: a value that is a person (a title first), a service or a room ("ED", "ward 4"), a word
 * of absence ("none", "home", "as above") or clinical words is none. Where the note has case the
 * value must read as a name (a capitalised word no list knows, or capitalised words throughout);
 * without case it needs a word no English list knows, or a facility's head word after a name word.
 */
const LABELS = facilityFieldLabels.partners;
const NOT_VALUES = facilityFieldNotValues.words;
const STOP_WORDS = facilityStopWords.words;
const SERVICE_WORDS = serviceWords.words;
const ROLES = institutionLineRoles.words;
const LETTERHEAD_WORDS = letterheadWords.words;
const MOVEMENT_VERBS = hospitalMovementVerbs.words;
const UNITS: ReadonlySet<string> = new Set([...doseUnits.words, ...measureUnits.words]);
const WORKPLACE_LABELS: ReadonlySet<string> = new Set([
  ...["workplace", "company", "employer", "school", "organisation", "organization"],
]);
/** Labels of clinical fields too ("Site: left forearm"): their value needs a word of a name's shape no list knows. */
const STRICT_LABELS: ReadonlySet<string> = new Set(["site", "centre", "center"]);
const INCIDENT_LABELS: ReadonlySet<string> = new Set(["injury", "incident", "accident"]);
export const FACILITY_FIELD_TRIGGERS: readonly string[] = [...LABELS.keys()].filter(
  (w) => w !== "to" && w !== "from",
);

/** Three spaces or more, or a tab, between token `k` and the one before it. */
function columnGap(t: TokenStream, k: number): boolean {
  const from = t.end[k - 1]!;
  const to = t.start[k]!;
  if (to - from >= 3) return true;
  for (let p = from; p < to; p++) if (t.text.charCodeAt(p) === 9) return true;
  return false;
}

/** The label's first token `k` opens a field: the line starts there, or a bar or a wide gap. */
function opensField(t: TokenStream, k: number): boolean {
  return k === 0 || t.startsLine(k) || t.isPunct(k - 1, "|") || columnGap(t, k);
}

/**
 * The first token of the label whose last word is `i` (before its colon), or -1: the word needs
 * one of its partner words right before it unless "-" lets it stand alone; "of" needs "place"
 * ("Place of death:").
 */
function labelStart(t: TokenStream, i: number): number {
  const partners = LABELS.get(t.lower(i));
  if (partners === undefined) return -1;
  if (opensField(t, i)) return partners.has("-") ? i : -1;
  const p = i - 1;
  if (!t.isWord(p) || !partners.has(t.lower(p))) return -1;
  if (t.lower(p) === "of")
    return t.isWord(p - 1) && t.lower(p - 1) === "place" && opensField(t, p - 1) ? p - 1 : -1;
  // "Usual pharmacy:", "Patient's nominated pharmacy:", "Ambulance transport destination:".
  for (let k = p; k >= 0 && k >= p - 2; k--) {
    if (!t.isWord(k) && !t.isPunct(k, "'")) return -1;
    if (opensField(t, k)) return k;
  }
  return -1;
}

/** A word that, alone, names nothing: a stop word, a service, a department, a role, a credential, a clinical word. */
export function isPlainFacilityWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const word = t.lower(k);
  return (
    STOP_WORDS.has(word) ||
    SERVICE_WORDS.has(word) ||
    ROLES.has(word) ||
    NOT_VALUES.has(word) ||
    LETTERHEAD_WORDS.has(word) ||
    t.length(k) === 1 ||
    (t.bits(k) & (CLINICAL | STAFF_ROLE | CREDENTIAL)) !== 0 ||
    context.lexicons.clinical.has(word)
  );
}

/**
 * The last token of a field's value starting at `first`, or -1 when it names no facility (see
 * above; `strict`: it needs a word of a name's shape no list knows).
 */
export function facilityValueEnd(context: ScanContext, first: number, strict: boolean): number {
  const t = context.tokens;
  if (first >= t.count || t.startsLine(first) || !t.isWord(first)) return -1;
  if ((t.bits(first) & TITLE) !== 0 || NOT_VALUES.has(t.lower(first))) return -1;
  let last = -1;
  let words = 0;
  let plainWords = 0;
  let unknown = false;
  let nameShaped = false;
  let vocabulary = 0;
  let capitalised = 0;
  let headAfterName = false;
  for (let k = first; k < t.count && k < first + 8; k++) {
    if (k > first && (t.startsLine(k) || columnGap(t, k))) break;
    if (t.isWord(k) && t.isPunct(k + 1, ":")) break;
    if (!t.isWord(k)) {
      if (t.isNumber(k) || t.isPunct(k, ",") || t.isPunct(k, "'") || t.isPunct(k, "&") || t.isPunct(k, ".")) {
        // "Pharmacy: Apixaban 5 mg BD": a dose, not a place.
        if (t.isNumber(k) && t.isWord(k + 1) && UNITS.has(t.lower(k + 1))) return -1;
        if (t.isNumber(k)) last = k;
        continue;
      }
      if (t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1)) continue;
      break;
    }
    words++;
    const plain = isPlainFacilityWord(context, k);
    if (plain) plainWords++;
    if ((t.bits(k) & (VOCABULARY | CLINICAL)) === 0 && !plain && t.length(k) >= 3) unknown = true;
    if ((t.bits(k) & VOCABULARY) !== 0) vocabulary++;
    else if (
      !plain &&
      t.length(k) >= 4 &&
      !isAcronymShape(t.lower(k)) &&
      !hasMedicalSuffix(t.lower(k)) &&
      (!context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k))
    )
      nameShaped = true;
    if (t.isCapitalised(k) || (t.isAllCaps(k) && t.length(k) >= 2)) capitalised++;
    if (
      k > first &&
      (t.bits(k) & (FACILITY_HEAD | HOSPITAL_HEAD)) !== 0 &&
      !isPlainFacilityWord(context, k - 1)
    )
      headAfterName = true;
    last = k;
  }
  while (last > first && !t.isWord(last) && !t.isNumber(last)) last--;
  if (last === -1 || words === 0 || plainWords === words) return -1;
  if (strict && !nameShaped) return -1;
  if (context.mixedCase) {
    // "Pharmacy: reviewed on the ward": a value in lower case is a remark, not a name, unless no
    // word of it is English ("Usual pharmacy: unichem remuera").
    const cased = unknown ? capitalised > 0 || vocabulary === 0 : capitalised === words;
    if (!cased) return -1;
    // "Destination: RMH ED" is a name; "Destination: ED" (a service) is not, by isPlainFacilityWord.
    return last;
  }
  return unknown || headAfterName ? last : -1;
}

const PHARMACY_WORDS: ReadonlySet<string> = new Set(["pharmacy", "chemist", "dispensary"]);
const PHARMACY_QUALIFIERS: ReadonlySet<string> = new Set([
  "usual",
  "nominated",
  "regular",
  "preferred",
  "own",
]);

/**
 * "Her usual pharmacy is Unichem Remuera", "USUAL CHEMIST MCCABES, RATHGAR": in prose, a pharmacy
 * word after "usual", "nominated" or "regular", then perhaps "is", "was" or a dash, then a name
 * closing its clause (read as after a verb of movement: facilityNameEnd).
 */
function usualPharmacyEnd(context: ScanContext, i: number): { first: number; last: number } | -1 {
  const t = context.tokens;
  if (!PHARMACY_WORDS.has(t.lower(i)) || !t.isWord(i - 1) || !PHARMACY_QUALIFIERS.has(t.lower(i - 1)))
    return -1;
  let first = i + 1;
  if (t.startsLine(first)) return -1;
  if (t.isWord(first) && (t.lower(first) === "is" || t.lower(first) === "was")) first++;
  else if (t.isPunct(first, "-") || t.isPunct(first, "\u2013")) first++;
  if (first >= t.count || t.startsLine(first) || !t.isWord(first)) return -1;
  if (t.lower(first) === "the") first++;
  const last = facilityNameEnd(context, first, true);
  return last === -1 ? -1 : { first, last };
}

function typeFor(label: string): PhiType {
  if (WORKPLACE_LABELS.has(label)) return "ORGANIZATION";
  if (INCIDENT_LABELS.has(label)) return "LOCATION";
  return "HOSPITAL";
}

export function findFacilityFields(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, ORGANIZATION_CUE); i < t.count; i = t.nextBits(i + 1, ORGANIZATION_CUE)) {
    if (!t.isWord(i)) continue;
    let labelLast = i;
    // "Conveyed to:", "Transferred from:": a verb of movement and its preposition as the label.
    if (MOVEMENT_VERBS.has(t.lower(i)) && t.isWord(i + 1) && !t.startsLine(i + 1)) {
      const prep = t.lower(i + 1);
      if (prep !== "to" && prep !== "from") continue;
      if (!opensField(t, i) || !LABELS.get(prep)?.has(t.lower(i))) continue;
      labelLast = i + 1;
    }
    const colon = labelLast + 1;
    if (labelLast !== i || !t.isPunct(colon, ":") || labelStart(t, i) === -1) {
      const prose = labelLast === i ? usualPharmacyEnd(context, i) : -1;
      if (prose !== -1) {
        out.push(hit("facility-usual-pharmacy", "HOSPITAL", t.start[prose.first]!, t.end[prose.last]!));
        i = prose.last;
      }
      if (labelLast === i || prose !== -1) continue;
    }
    if (!t.isPunct(colon, ":") || (t.startsLine(colon) && colon !== 0)) continue;
    const last = facilityValueEnd(context, colon + 1, STRICT_LABELS.has(t.lower(labelLast)));
    if (last === -1) continue;
    // "Site name:", "Employer name:": the word before "name" says what the value is.
    const kind = t.lower(labelLast) === "name" ? t.lower(labelLast - 1) : t.lower(labelLast);
    out.push(hit("facility-field", typeFor(kind), t.start[colon + 1]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "facility-usual-pharmacy": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about:
      "the name after 'usual pharmacy' or 'nominated chemist' in prose (her usual pharmacy is Unichem Remuera)",
  },
  "facility-field": {
    types: ["HOSPITAL", "ORGANIZATION", "LOCATION"],
    level: "cued",
    anchored: true,
    about:
      "the value of a facility field (Nominated pharmacy:, Place of death:, Destination:, Referring practice:, Conveyed to:)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityFieldRecogniser: RecogniserModule = {
  id: "facility-field",
  family: "organisations",
  wake: { on: ORGANIZATION_CUE },
  vocabulary: [{ mask: "words", bit: ORGANIZATION_CUE, words: FACILITY_FIELD_TRIGGERS }],
  rules: RULES,
  scan: findFacilityFields,
};

const hit = ruleHit(RULES);
