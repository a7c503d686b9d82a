import { PERSON_NAME_TYPES, type PhiType } from "../phi-type.ts";
import { inMedicineColumn } from "../readers/preparation.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";
import { tokenAt } from "../token-at.ts";
import { holdsAlveolarConcentration } from "./alveolar-concentration.ts";
import { onAudienceSubtitle } from "./audience-subtitle.ts";
import { isBedNumberNotDate } from "./bed-number-not-date.ts";
import { isBodyAfterRole } from "./body-after-role.ts";
import { isBracketedGrade } from "./bracketed-grade.ts";
import {
  inImprint,
  isCitedAuthor,
  isCitedYear,
  isGuidelineNumber,
  onJournalReferenceLine,
} from "./citation-shapes.ts";
import { isCitationYear, onProvenanceLine } from "./citation-year.ts";
import { isClockTimeNumber } from "./clock-time-number.ts";
import { inClosedSlot, isOnCall } from "./closed-slot.ts";
import { isCopyMarking, isPurposeMarking } from "./copy-marking.ts";
import { isCountryAfterPreposition, isCountryInTitle } from "./country-in-title.ts";
import { expansionStart } from "./defined-abbreviation.ts";
import { isBracketedBrand } from "./device-brand.ts";
import { onDeviceLine } from "./device-line.ts";
import { isDocumentControlDate } from "./document-control-date.ts";
import { isDocumentNumber } from "./document-number.ts";
import { isFractionNotDate } from "./fraction-not-date.ts";
import { endsOnGestation } from "./gestation-after-place.ts";
import { isGovernmentBody } from "./government-body.ts";
import { isGuidanceSource } from "./guidance-source.ts";
import { inHeaderRow } from "./header-row-cell.ts";
import { beforeServiceNumber, isNamedLine } from "./helpline-name.ts";
import { isInfusionModel } from "./infusion-model.ts";
import { isInstructionEponym } from "./instruction-eponym.ts";
import { isIssuingBody } from "./issuing-body.ts";
import { isKinOrOfficeWord } from "./kin-and-office-words.ts";
import { isLanguageName } from "./language-name.ts";
import { isLimitedAdjective } from "./limited-adjective.ts";
import { holdsMaoriServiceWord } from "./maori-service-word.ts";
import { endsOnMeasuredValue } from "./measured-value.ts";
import { holdsClauseWord } from "./name-run-words.ts";
import { endsOnOwningCountry } from "./national-body.ts";
import { isNoticeAboutNoOne } from "./notice-place.ts";
import { isOrdinaryAfterRelative } from "./ordinary-after-relative.ts";
import { isOrdinaryWordPlace } from "./ordinary-word-place.ts";
import { isPrefixedEponym } from "./prefixed-eponym.ts";
import { isCatalogueNumber, isProductHeading, isSoftwareVersion } from "./product-code.ts";
import { isProductRegistration } from "./product-registration.ts";
import { isCountryAfterBodyOf, isProfessionalCollege } from "./professional-body.ts";
import { isProgrammeName } from "./programme-name.ts";
import { isPublicationDate, isPublicationMonth } from "./publication-date.ts";
import { isPublicationName } from "./publication-name.ts";
import { isActionAfterRelative } from "./relative-action.ts";
import { isRoleAbbreviation } from "./role-abbreviation.ts";
import { isRoleNumber } from "./role-number.ts";
import { isRoleTitle } from "./role-title.ts";
import { isRowDiagnosis } from "./row-diagnosis.ts";
import { isScaleScoreNotDate } from "./scale-score-not-date.ts";
import { isSchemeAbbreviation } from "./scheme-abbreviation.ts";
import { isStateHealthBody, isStateName } from "./state-health-body.ts";
import { inUnnamedTable } from "./unnamed-table.ts";
import { isVisualAcuity } from "./visual-acuity.ts";
import { onWrittenForLine } from "./written-for-line.ts";

/**
 * Candidates that PHI-free text of guidelines, leaflets, charts and score sheets shows to be no
 * PHI, read by the shape of the value and its place (issue 19, false alarms in PHI-free text):
 * - a four-digit clock time read as a postcode or a year ("due 1400", a timetable's lines);
 * - a score or a follow-up interval read as a date ("Scale 10/24", "review at 6/12");
 * - a laboratory value with its unit read as a reference ("Hb 125 g/L");
 * - an ordinary word read as a place after a cue that was none ("live vaccines ... in pregnancy");
 * - a header row's cell, a language, a country in a body's title, a brand in brackets after a
 *   device, or a preparation in a chart's drug column read as a name or a place;
 * - a place ending on a gestation ("born at 41+4/40"), a body issuing guidance read as a hospital
 *   ("MOH licensed"), a name in a slot the text closed ("IPC nurse.⏎PIDAC"), a word of kin or
 *   office ("Gardaí", "-in-law"), a run of words holding a clause ("THOMAS TEST SHOWS");
 * - a cited paper's year, author or journal ("NEJM 2021;384:1491", "Chua 2019 meta-analysis",
 *   "et al., JAMA 1993"), a guideline's number ("Guidelines 1/2014"), an imprint's town and
 *   publisher ("Melbourne: Therapeutic Guidelines Limited; 2019");
 * - an abbreviation defined by the words before it ("Early Warning System (IMEWS)"), a national
 *   body ending on its country ("Te Whatu Ora Health New Zealand"), a Māori word of a service's
 *   name ("Te Whatu Ora"), a medicine's registration number ("NAFDAC Reg. No. A4-1234");
 * - a bed or theatre number read as a date ("Bed 12/3"), a bedside score after a scale named for a
 *   town or a person ("Glasgow 2/8"), a programme's name ("Janani Suraksha Yojana"), an
 *   anaesthetic's "1 MAC", a pump model ("TCI (Marsh)"), a form's copy marking where a sender
 *   stands ("OPERATION NOTE - SPECIMEN COPY"), or its teaching or release marking ("- case study",
 *   "- not for release");
 * - a ward row's diagnosis in its name column ("Bed 2 - Hartmann's,", "Rm 3: Hinchey II", "Bed
 *   11 - CAP, CURB-65 2", "Bed 1 - day 3/7"), a place in a public notice about no one ("Measles
 *   cases in the Cape Winelands"), a role's title where a name stands ("Surgeon: Consultant
 *   General Surgeon", "Assistant: Senior House Officer"), a nation's health body ("Nigeria Centre
 *   for Disease Control", "South African National Department of Health"), the authors' unit and
 *   institution on a line that says whom the document was written for ("Written for the registrar
 *   teaching programme by the Department of Medicine, Christchurch Hospital");
 * - a visual acuity read as a date ("VA 6/9", "R 6/12, L 6/18"), a first line naming a summary's
 *   source and audience ("BMJ - summary for the virtual ward"), a brand or a classification in a
 *   table whose header names no person ("Bed | Age/Sex | Issues | Plan"), a leaflet's or a policy's
 *   own number ("Leaflet number OR-112"), a journal or a handbook read as a hospital ("CORK
 *   MEDICAL JOURNAL"), a hospital or a clinic in a public notice about no one, and a body in a
 *   role's slot ("Prepared by: Indian Council of Medical Research"), a maker's name on a line of
 *   devices ("Implant: DePuy Corail stem"), a staff grade's letters in a roster ("CN", "RMO"), a
 *   body before the guidance it issues ("te whatu ora ipc guidance"), a classification in brackets
 *   after what it grades ("ankle (Weber B)"), an operation after "post-" ("post-Whipple");
 * - round 20: a product's catalogue or part number ("Cat. No. 4417-20") read as an identifier,
 *   a software version ("firmware v3.1.09") read as a date, a device's make and model heading the
 *   line of its version read as a name (product-code.ts).
 * Each guard reads one candidate's tokens; anchored candidates (a label, a title, a shape) are
 * kept, save a time or a lab value, whose shape the anchor misread.
 */

const PLACE_TYPES: ReadonlySet<PhiType> = new Set([
  "CITY",
  "LOCATION",
  "HOSPITAL",
  "ORGANIZATION",
  "COUNTRY",
]);
const NUMBER_TYPES: ReadonlySet<PhiType> = new Set(["ZIP", "YEAR"]);
const ID_TYPES: ReadonlySet<PhiType> = new Set([
  "ID",
  "VEHICLE_ID",
  "MRN",
  "ACCOUNT_NUMBER",
  "HEALTH_PLAN_ID",
]);

/** Levels of the name rules a public notice about no one overrules (rule.ts, scores.ts). */
const WEAK_NAME_LEVELS: ReadonlySet<string> = new Set(["weak", "list", "faint", "plausible"]);

function isLookalike(context: ScanContext, span: Span, first: number, last: number): boolean {
  const type = span.type;
  // A document's own date after its verb of issue ("guideline (published March 2021)"), a
  // post's or a department's bleep ("medical registrar bleep 4412"), a relative's action read
  // as a name in lower-case text ("son rang").
  if ((type === "DATE" || type === "YEAR") && isPublicationDate(context, first)) return true;
  if (type === "PHONE" && isRoleNumber(context, first, last)) return true;
  if (PERSON_NAME_TYPES.has(type) && isPublicationMonth(context, first, last)) return true;
  if (
    type === "RELATIVE_NAME" &&
    span.rule === "name-after-relative" &&
    isActionAfterRelative(context, first, last)
  )
    return true;
  if (NUMBER_TYPES.has(type))
    return (
      isClockTimeNumber(context, first, last) ||
      isCitationYear(context, first, last) ||
      isCitedYear(context, first, last) ||
      isDocumentControlDate(context, first)
    );
  if (type === "DATE")
    return (
      isFractionNotDate(context, first, last) ||
      isBedNumberNotDate(context, first, last) ||
      isScaleScoreNotDate(context, first, last) ||
      isGuidelineNumber(context, first, last) ||
      isVisualAcuity(context, first, last) ||
      isSoftwareVersion(context, first, last) ||
      isDocumentControlDate(context, first)
    );
  if (ID_TYPES.has(type))
    return (
      endsOnMeasuredValue(context, first, last) ||
      isProductRegistration(context, first) ||
      isCatalogueNumber(context, first) ||
      isDocumentNumber(context, first)
    );
  const name = PERSON_NAME_TYPES.has(type);
  if (!name && !PLACE_TYPES.has(type)) return false;
  // A month read as a name in a control block's date ("Issued: June 2021").
  if (name && first === last && context.tokens.isNumber(last + 1) && isDocumentControlDate(context, first))
    return true;
  if (inMedicineColumn(context.tokens, first, last)) return true;
  // What an anchor (a title, a role, a relative, a label) cannot make PHI: a slot the text closed,
  // a word of kin or office, a gestation.
  const rule = span.rule;
  if (
    name &&
    (rule === "name-after-title" || rule === "name-after-role") &&
    inClosedSlot(context, first, last)
  )
    return true;
  // "Prepared by: Indian Council of Medical Research": a body's name in a role's slot.
  if (name && rule === "name-after-role" && isBodyAfterRole(context, first, last)) return true;
  if (
    name &&
    (isKinOrOfficeWord(context, first, last) ||
      holdsMaoriServiceWord(context, first, last) ||
      isRoleTitle(context, first, last) ||
      isRoleAbbreviation(context, first, last))
  )
    return true;
  if (
    type === "RELATIVE_NAME" &&
    rule === "name-after-relative" &&
    isOrdinaryAfterRelative(context, first, last)
  )
    return true;
  // A ward row's diagnosis in its name column ("Bed 2 - Hartmann's,", "Rm 3: Hinchey II").
  if (rule === "name-in-row" && isRowDiagnosis(context, first, last)) return true;
  // A time after an eponymous operation ("Bed 2: post-Whipple, day 3").
  if (name && isPrefixedEponym(context, first, last)) return true;
  if (!name && endsOnGestation(context, last)) return true;
  // The country opening a nation's health body ("Nigeria Centre for Disease Control").
  if (type === "COUNTRY" && isGovernmentBody(context, first, last)) return true;
  if (!name && isCopyMarking(context, first, last)) return true;
  if (rule === "title-line-sender" && isPurposeMarking(context, first, last)) return true;
  // A helpline's name before its freephone or short number: a body, or one word.
  if ((!name || first === last) && beforeServiceNumber(context, last)) return true;
  if (name && (isNamedLine(context, first, last) || isOnCall(context, first, last))) return true;
  if ((name || type === "HOSPITAL" || type === "ORGANIZATION") && isSchemeAbbreviation(context, first, last))
    return true;
  if (
    (type === "HOSPITAL" || type === "ORGANIZATION") &&
    (endsOnOwningCountry(context, first, last) ||
      isGovernmentBody(context, first, last) ||
      isProfessionalCollege(context, first, last) ||
      isLimitedAdjective(context, first, last))
  )
    return true;
  // A state's health department ("Queensland Health"); a name only where no anchor stands.
  if (!name && isStateHealthBody(context, first, last)) return true;
  // A province named alone in prose ("across the Western Cape"): state-level, no PHI.
  if (type === "LOCATION" && span.rule === "region" && isStateName(context, first, last)) return true;
  if (onJournalReferenceLine(context, first, last)) return true;
  // The town and the publisher of an imprint ("Melbourne: Therapeutic Guidelines Limited; 2019").
  if (!name && inImprint(context, first, last)) return true;
  // "Written for the registrar teaching programme by the Department of Medicine, …": its bodies
  // and places, and a name no anchor made.
  const anchored = context.rules.get(span.rule)?.anchored === true;
  if ((!name || !anchored) && (onWrittenForLine(context, first) || onAudienceSubtitle(context, last)))
    return true;
  // A body before the guidance it issues ("te whatu ora ipc guidance").
  if ((type === "HOSPITAL" || type === "ORGANIZATION") && isGuidanceSource(context, first, last)) return true;
  // A journal, a handbook or a formulary read as a hospital ("CORK MEDICAL JOURNAL").
  if (type === "HOSPITAL" && isPublicationName(context, first, last)) return true;
  // A hospital or a clinic in a public notice about no one ("Free testing at Ideal Clinic sites"):
  // its head word anchors it as a place, but no person is cared for there in the text.
  if (type === "HOSPITAL" && isNoticeAboutNoOne(context)) return true;
  if (anchored) return false;
  // A brand or a classification in a table whose header names no person ("Bed | Age/Sex | Plan").
  if (name && inUnnamedTable(context, first, last)) return true;
  // A country read as a name after a place's preposition ("still used in Canada"): the country's
  // own candidate, if any, is kept.
  if (name && isCountryAfterPreposition(context, first, last)) return true;
  // A classification in brackets after what it grades ("ORIF left ankle (Weber B)").
  if (name && isBracketedGrade(context, first, last)) return true;
  // A maker's name on a line of devices ("DEVICES: KARL STORZ 30 DEGREE SCOPE").
  if (name && onDeviceLine(context, first)) return true;
  // A device's make and model heading the line of its version ("Medline FlowSure 3: software v2.4.11").
  if ((name || type === "HOSPITAL" || type === "ORGANIZATION") && isProductHeading(context, first, last))
    return true;
  // A district or a town in a public notice about no one ("cases in the Cape Winelands"); a
  // programme read as a name there ("AYUSHMAN BHARAT", "SUMAN"), by a weak rule not after a
  // contact verb ("call Priya" keeps its name).
  if (
    (type === "CITY" || type === "LOCATION" || type === "HOSPITAL" || type === "COUNTRY") &&
    isNoticeAboutNoOne(context)
  )
    return true;
  if (name && WEAK_NAME_LEVELS.has(context.rules.get(rule)?.level ?? "") && !rule.includes("contact"))
    if (isNoticeAboutNoOne(context)) return true;
  // An employer or a firm named after a country is kept ("Nigerian Breweries", "Canadian Tire").
  if ((type === "CITY" || type === "LOCATION") && isOrdinaryWordPlace(context, first, last)) return true;
  if ((type === "HOSPITAL" || type === "ORGANIZATION") && isIssuingBody(context, first, last)) return true;
  if (!name && onProvenanceLine(context, first)) return true;
  if (name && (isCitedAuthor(context, first, last) || isStateHealthBody(context, first, last))) return true;
  // A body's letters before its guidance, read as a name in capitals ("ADA Standards of Care").
  if (name && isIssuingBody(context, first, last)) return true;
  return (
    (name && (holdsClauseWord(context, first, last) || isInstructionEponym(context, first, last))) ||
    inHeaderRow(context, first, last) ||
    isLanguageName(context, first, last) ||
    ((name || type === "COUNTRY") && isCountryInTitle(context, first, last)) ||
    (name && isCountryAfterBodyOf(context, first, last)) ||
    (name && isBracketedBrand(context, first, last)) ||
    (name && isProgrammeName(context, first, last)) ||
    holdsAlveolarConcentration(context, first, last) ||
    (name && isInfusionModel(context, first, last))
  );
}

/**
 * An abbreviation in brackets defined by the words before it ("Early Warning System (IMEWS)")
 * names what they name: no PHI when no candidate covers those words (defined-abbreviation.ts).
 */
function isDefinedAbbreviation(context: ScanContext, candidates: Span[], span: Span, k: number): boolean {
  if (!PLACE_TYPES.has(span.type) && !PERSON_NAME_TYPES.has(span.type)) return false;
  const from = expansionStart(context, k);
  if (from === -1) return false;
  const t = context.tokens;
  // A candidate over the last word the abbreviation stands for ("Hospital" of "(RNSH)").
  const start = t.start[k - 2]!;
  const end = t.end[k - 2]!;
  return !candidates.some((c) => c !== span && c.start < end && c.end > start);
}

/** Returns the candidates without those the guards above read as no PHI. */
export function dropLookalikes(context: ScanContext, candidates: Span[]): Span[] {
  const t = context.tokens;
  if (t.count === 0 || candidates.length === 0) return candidates;
  let keep: boolean[] | null = null;
  for (let k = 0; k < candidates.length; k++) {
    const span = candidates[k]!;
    const first = tokenAt(t.end, t.count, span.start);
    const last = tokenAt(t.end, t.count, span.end - 1);
    if (first >= t.count || last >= t.count) continue;
    if (
      !isLookalike(context, span, first, last) &&
      !(first === last && isDefinedAbbreviation(context, candidates, span, first))
    )
      continue;
    keep ??= candidates.map(() => true);
    keep[k] = false;
  }
  return keep === null ? candidates : candidates.filter((_, k) => keep[k]);
}
