import { matchPhrase } from "../../phrase-match.ts";
import {
  isClosingPunct,
  isWardWithFloor,
  placeEndingEnd,
  residenceCue,
  residencePlaceEnd,
  titleCaseRunEnd,
} from "../../readers/cued-place.ts";
import { isAcronymShape, isServiceWord } from "../../readers/facility-words.ts";
import { namesInstrument } from "../../readers/instrument-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_PLACE_VERB,
  CUE_RESIDENCE,
  CUE_WORK_VERB,
  FACILITY_HEAD,
  PLACE_PREPOSITION,
  STAFF_ROLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { isHospitalAbbreviation } from "../organisations/hospital.ts";
import {
  HANDOVER_WORDS,
  hasStrongCue,
  isCuedAbbreviation,
  isDose,
  isPlaceWord,
  NOT_PLACES,
  ORGANIZATION_ENDINGS,
  PLACE_TRIGGERS,
  PLACE_VERBS,
  personBefore,
  placeContextBefore,
  plainLowerWord,
  plainWord,
  RESIDENCE,
  readEmployer,
  residenceBefore,
  saintNameEnd,
  standsOut,
  switchesTo,
  UNITS,
  WEAK_PLACE_PREPOSITIONS,
  WORK_VERBS,
} from "./place-cue-words.ts";

/**
 * Places after movement and residence cues: "transferred to GH", "admitted to ELLSWORTH 3",
 * "arrived from juniper square", "lives in Dunmore", "flying in from Lisbon". After a strong cue
 * (a verb of transfer or residence and a preposition) any unknown word is a place; after a bare
 * preposition only listed cities, hospital abbreviations and unknown words before a unit number.
 */
export function findCuedPlaces(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  // Prepositions and "@": the PLACE_PREPOSITION words are visited, and the punctuation marks
  // only in a text that holds an "@" (one native search of the text decides).
  const at = t.text.indexOf("@") !== -1;
  for (
    let i = at
      ? Math.min(t.nextBits(0, PLACE_PREPOSITION), t.nextPunct(0))
      : t.nextBits(0, PLACE_PREPOSITION);
    i + 1 < t.count;
    i = at
      ? Math.min(t.nextBits(i + 1, PLACE_PREPOSITION), t.nextPunct(i + 1))
      : t.nextBits(i + 1, PLACE_PREPOSITION)
  ) {
    const isPrep = (t.bits(i) & PLACE_PREPOSITION) !== 0 || t.isPunct(i, "@");
    if (!isPrep) continue;
    // "for" introduces a place only after work verbs ("works for Linden Health"). (Its length
    // first: the other prepositions are not lower-cased here.)
    if (
      t.length(i) === 3 &&
      t.lower(i) === "for" &&
      !((t.cues(i - 1) & CUE_WORK_VERB) !== 0 && WORK_VERBS.has(t.lower(i - 1)))
    )
      continue;
    let j = i + 1;
    if (t.isWord(j) && t.length(j) === 3 && t.lower(j) === "the") j++;
    // The cue bits of the three words before: without a place, work or residence verb among
    // them, no strong cue and no cue but residenceCue's (which reads further back) stands.
    const near = t.cues(i - 1) | t.cues(i - 2) | t.cues(i - 3);
    const strong = (near & CUE_PLACE_VERB) !== 0 && hasStrongCue(context, i);
    if (t.isNumber(j) && t.length(j) <= 4 && !t.touches(j) && t.isWord(j + 1) && strong) j++;
    if (!t.isWord(j)) continue;
    if (
      !strong &&
      ((context.mixedCase && plainLowerWord(context, j)) || plainWord(context, i, j)) &&
      !((near & (CUE_WORK_VERB | CUE_RESIDENCE)) !== 0
        ? placeContextBefore(context, i)
        : residenceCue(context, i))
    )
      continue;
    if (NOT_PLACES.has(t.lower(j))) continue;
    // "handed over to Grace", "handover to Rose": a person receives a handover, not a place.
    if (t.lower(i) === "to" && j === i + 1 && HANDOVER_WORDS.has(t.lower(i - 1))) continue;
    // "accepted by St. Elsewhere", "TO GO TO ST. HIGHLANDS": a saint's name after a preposition.
    const saint = saintNameEnd(context, i, j);
    if (saint !== -1) {
      out.push(hit("hospital-saint", "HOSPITAL", t.start[j]!, t.end[saint]!));
      i = saint;
      continue;
    }
    const state = matchPhrase(context, j, lex.states);
    const code = state === j && t.length(j) === 2;
    const plain = (t.bits(j) & (VOCABULARY | CLINICAL)) !== 0;
    const residence =
      (t.cues(i - 1) & CUE_RESIDENCE) !== 0 &&
      RESIDENCE.has(t.lower(i - 1)) &&
      t.isAllCaps(j) &&
      !context.upperCase;
    if (state !== -1 && strong && t.lower(i) !== "on" && (!(code && plain) || residence)) {
      out.push(hit("state-after-cue", "STATE", t.start[j]!, t.end[state]!));
      i = state;
      continue;
    }
    const city = matchPhrase(context, j, lex.cities);
    const caseOk = !context.mixedCase || t.isCapitalised(j) || t.isAllCaps(j);
    // "on Post-Take", "to Walk-in": a word joined by a hyphen is part of a compound, no town.
    const compound = city === j && t.touches(j) && t.isPunct(j + 1, "-");
    // "with the Ottawa rules", "by Glasgow coma scale": an instrument named after a place.
    if (
      city !== -1 &&
      caseOk &&
      (t.bits(j) & CLINICAL) === 0 &&
      !compound &&
      !namesInstrument(context, city)
    ) {
      const vocabulary = city === j && (t.bits(j) & VOCABULARY) !== 0;
      if (!vocabulary || strong || (context.mixedCase && t.isCapitalised(j))) {
        // "works for Larkspur Health": a place name leading an employer's name.
        const employer =
          (t.cues(i - 1) & CUE_WORK_VERB) !== 0 &&
          WORK_VERBS.has(t.lower(i - 1)) &&
          t.isWord(city + 1) &&
          !t.startsLine(city + 1);
        if (employer && ORGANIZATION_ENDINGS.has(t.lower(city + 1))) {
          out.push(hit("organization-place-led", "ORGANIZATION", t.start[j]!, t.end[city + 1]!));
          i = city + 1;
          continue;
        }
        // "worked for the Post Office": an English word before another capitalised word is part of
        // a compound name, not a town.
        const compoundName =
          vocabulary && context.mixedCase && t.isCapitalised(city + 1) && !t.startsLine(city + 1);
        if (compoundName) continue;
        out.push(
          hit(vocabulary ? "city-after-cue-word" : "city-after-cue", "CITY", t.start[j]!, t.end[city]!),
        );
        i = city;
        continue;
      }
    }
    const hospital = matchPhrase(context, j, lex.hospitals);
    // "to the Falls Clinic": a one-word listed name that names a service is no hospital.
    if (
      hospital !== -1 &&
      !(hospital === j && (isServiceWord(t.lower(j)) || (t.bits(j) & FACILITY_HEAD) !== 0)) &&
      (context.mixedCase ? t.isCapitalised(j) : strong && (hospital > j || (t.bits(j) & VOCABULARY) === 0)) &&
      (t.bits(j) & CLINICAL) === 0
    ) {
      out.push(hit("hospital-after-cue", "HOSPITAL", t.start[j]!, t.end[hospital]!));
      i = hospital;
      continue;
    }
    if (isHospitalAbbreviation(context, j)) {
      out.push(hit("hospital-abbreviation-cued", "HOSPITAL", t.start[j]!, t.end[j]!));
      continue;
    }
    // "works for Linden Health", "works at Mizell Memorial": the employer.
    if (
      (t.cues(i - 1) & CUE_WORK_VERB) !== 0 &&
      WORK_VERBS.has(t.lower(i - 1)) &&
      (t.lower(i) === "for" || t.lower(i) === "at")
    ) {
      const end = readEmployer(context, j);
      // "WORKS AT THE HOSPITAL", "works at a school": one English word is a kind of workplace.
      const kind =
        end === j &&
        (t.bits(j) & VOCABULARY) !== 0 &&
        (!context.mixedCase || !t.isCapitalised(j) || j > i + 1);
      if (end !== -1 && !kind) {
        out.push(hit("employer-after-work-verb", "ORGANIZATION", t.start[j]!, t.end[end]!));
        i = end;
        continue;
      }
    }
    // "lives alone in white marsh": after a residence cue an ordinary word may lead the place name.
    // Read once: the same word is tested again below.
    const placeWord = isPlaceWord(context, j);
    if (!placeWord && residenceBefore(context, i) && isPlaceWord(context, j + 1)) {
      if (!lex.clinical.has(t.lower(j)) && !NOT_PLACES.has(t.lower(j)) && !t.startsLine(j + 1)) {
        out.push(hit("place-after-residence-pair", "LOCATION", t.start[j]!, t.end[j + 1]!));
        i = j + 1;
        continue;
      }
    }
    if (j === i + 1 && isCuedAbbreviation(context, i, j, strong)) {
      out.push(hit("hospital-abbreviation-bare", "HOSPITAL", t.start[j]!, t.end[j]!));
      continue;
    }
    // "transferred to Granite 2", "ON WEST 2": a ward named by any word, with its floor number.
    if (isWardWithFloor(context, i, j, strong)) {
      out.push(hit("ward-with-floor", "LOCATION", t.start[j]!, t.end[j]!));
      i = j;
      continue;
    }
    // "returned to panorama city", "arrived from eagle butte": words closed by a generic place word.
    const generic = strong || residenceBefore(context, i) ? placeEndingEnd(context, j) : -1;
    if (generic !== -1) {
      out.push(hit("place-generic-head", "LOCATION", t.start[j]!, t.end[generic]!));
      i = generic;
      continue;
    }
    // "lives in cedar falls", "FAMILY IS LIVING IN GALENA.": one or two words up to a boundary.
    const home = residenceCue(context, i) ? residencePlaceEnd(context, j) : -1;
    if (home !== -1) {
      out.push(hit("place-after-residence", "LOCATION", t.start[j]!, t.end[home]!));
      i = home;
      continue;
    }
    // "seen by TVN", "to NIC": a staff role is no place.
    if (!placeWord || (t.bits(j) & STAFF_ROLE) !== 0) continue;
    let last = j;
    if (!t.startsLine(j + 1) && isPlaceWord(context, j + 1)) last = j + 1;
    // "to Ellsworth 3": a ward named after a place or person, with its floor number.
    const unitNumber =
      t.isNumber(last + 1) &&
      (!t.touches(last) || t.length(last + 1) === 1) &&
      t.length(last + 1) <= 2 &&
      t.length(last) >= 5 &&
      (!t.touches(last + 1) || isClosingPunct(t.text.charCodeAt(t.end[last + 1]!))) &&
      !(t.isWord(last + 2) && UNITS.has(t.lower(last + 2))) &&
      !t.isPunct(last + 2, "%") &&
      !t.isPunct(last + 2, "/");
    // "transferred to sideroom": where the note uses case, a ward named without its floor number
    // is capitalised; a word in lower case is a kind of room, whatever the cue.
    const lowerInCase = context.mixedCase && !t.isCapitalised(j) && !t.isAllCaps(j);
    // "SEEN AT THE PMTCT CLINIC": without case, an abbreviation's shape is a service's.
    const acronym = !context.mixedCase && last === j && isAcronymShape(t.lower(j));
    if ((strong && t.lower(i) !== "on" && !lowerInCase && !acronym) || unitNumber) {
      const end = t.isNumber(last + 1) && t.touches(last) ? last + 1 : last;
      out.push(hit("ward-with-floor", "LOCATION", t.start[j]!, t.end[end]!));
      i = last;
      continue;
    }
    // "daughter is in Brackwater", "visiting from TOLVENIA": where the note uses case, a
    // capitalised word that no list knows after a bare preposition of place is most likely a place.
    if (context.mixedCase && WEAK_PLACE_PREPOSITIONS.has(t.lower(i)) && standsOut(context, j)) {
      if (!standsOut(context, last)) last = j;
      if (isDose(context, last + 1)) continue;
      // "changed from Lopressor to Coreg": a switch of drugs or settings, not a journey.
      if (t.lower(i) === "from" && (switchesTo(context, last + 1) || !personBefore(context, i))) continue;
      last = titleCaseRunEnd(context, last);
      out.push(hit("place-after-preposition", "LOCATION", t.start[j]!, t.end[last]!));
      i = last;
    }
  }
}

const RULES = defineRules({
  "hospital-saint": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "a saint's name after a preposition",
  },
  "hospital-after-cue": {
    types: ["HOSPITAL"],
    level: "weak",
    anchored: false,
    about: "a hospital name after a movement cue",
  },
  "hospital-abbreviation-cued": {
    types: ["HOSPITAL"],
    level: "weak",
    anchored: false,
    about: "a hospital abbreviation after a movement cue",
  },
  "hospital-abbreviation-bare": {
    types: ["HOSPITAL"],
    level: "list",
    anchored: false,
    about: "a short capital abbreviation after 'at' or 'from'",
  },
  "state-after-cue": {
    types: ["STATE"],
    level: "weak",
    anchored: false,
    about: "a state after a cue of place",
  },
  "city-after-cue": {
    types: ["CITY"],
    level: "context",
    anchored: false,
    about: "a listed city after a cue of place",
  },
  "city-after-cue-word": {
    types: ["CITY"],
    level: "list",
    anchored: false,
    about: "a listed city that is also a word, after a cue of place",
  },
  "ward-with-floor": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a ward named by a word with a floor number",
  },
  "place-generic-head": {
    types: ["LOCATION"],
    level: "weak",
    anchored: false,
    about: "words closed by a generic place word (falls, creek)",
  },
  "place-after-residence": {
    types: ["LOCATION"],
    level: "list",
    anchored: false,
    about: "words after a residence verb",
  },
  "place-after-residence-pair": {
    types: ["LOCATION"],
    level: "weak",
    anchored: false,
    about: "an ordinary word leading a place after a residence cue",
  },
  "place-after-preposition": {
    types: ["LOCATION"],
    level: "faint",
    anchored: false,
    about: "an unknown capitalised word after a preposition of place",
  },
  "organization-place-led": {
    types: ["ORGANIZATION"],
    level: "weak",
    anchored: false,
    about: "a place name leading an employer's name",
  },
  "employer-after-work-verb": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "an employer after 'works for/at'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const placeCueRecogniser: RecogniserModule = {
  id: "place-cue",
  family: "places",
  wake: { on: PLACE_PREPOSITION, at: ["punctuation"] },
  vocabulary: [
    { mask: "words", bit: PLACE_PREPOSITION, words: PLACE_TRIGGERS },
    { mask: "cues", bit: CUE_PLACE_VERB, words: PLACE_VERBS },
    { mask: "cues", bit: CUE_RESIDENCE, words: RESIDENCE },
    { mask: "cues", bit: CUE_WORK_VERB, words: WORK_VERBS },
  ],
  rules: RULES,
  scan: findCuedPlaces,
};

const hit = ruleHit(RULES);
