import { PERSON_NAME_TYPES, type PhiType } from "../phi-type.ts";
import { inMedicineColumn } from "../readers/preparation.ts";
import type { ScanContext } from "../recogniser.ts";
import type { Span } from "../span.ts";
import { tokenAt } from "../token-at.ts";
import { holdsAlveolarConcentration } from "./alveolar-concentration.ts";
import { isBedNumberNotDate } from "./bed-number-not-date.ts";
import { isCitationYear, onProvenanceLine } from "./citation-year.ts";
import { isClockTimeNumber } from "./clock-time-number.ts";
import { inClosedSlot } from "./closed-slot.ts";
import { isCopyMarking } from "./copy-marking.ts";
import { isCountryInTitle } from "./country-in-title.ts";
import { isBracketedBrand } from "./device-brand.ts";
import { isFractionNotDate } from "./fraction-not-date.ts";
import { endsOnGestation } from "./gestation-after-place.ts";
import { inHeaderRow } from "./header-row-cell.ts";
import { beforeServiceNumber } from "./helpline-name.ts";
import { isInfusionModel } from "./infusion-model.ts";
import { isInstructionEponym } from "./instruction-eponym.ts";
import { isIssuingBody } from "./issuing-body.ts";
import { isKinOrOfficeWord } from "./kin-and-office-words.ts";
import { isLanguageName } from "./language-name.ts";
import { endsOnMeasuredValue } from "./measured-value.ts";
import { holdsClauseWord } from "./name-run-words.ts";
import { isOrdinaryWordPlace } from "./ordinary-word-place.ts";
import { isProgrammeName } from "./programme-name.ts";
import { isScaleScoreNotDate } from "./scale-score-not-date.ts";

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
 *   office ("Gardaí", "-in-law"), a run of words holding a clause ("THOMAS TEST SHOWS").
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

function isLookalike(context: ScanContext, span: Span, first: number, last: number): boolean {
  const type = span.type;
  if (NUMBER_TYPES.has(type))
    return isClockTimeNumber(context, first, last) || isCitationYear(context, first, last);
  if (type === "DATE")
    return (
      isFractionNotDate(context, first, last) ||
      isBedNumberNotDate(context, first, last) ||
      isScaleScoreNotDate(context, first, last)
    );
  if (ID_TYPES.has(type)) return endsOnMeasuredValue(context, first, last);
  const name = PERSON_NAME_TYPES.has(type);
  if (!name && !PLACE_TYPES.has(type)) return false;
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
  if (name && isKinOrOfficeWord(context, first, last)) return true;
  if (!name && endsOnGestation(context, last)) return true;
  if (!name && isCopyMarking(context, first, last)) return true;
  // A helpline's name before its freephone or short number: a body, or one word.
  if ((!name || first === last) && beforeServiceNumber(context, last)) return true;
  if (context.rules.get(span.rule)?.anchored === true) return false;
  // An employer or a firm named after a country is kept ("Nigerian Breweries", "Canadian Tire").
  if ((type === "CITY" || type === "LOCATION") && isOrdinaryWordPlace(context, first, last)) return true;
  if ((type === "HOSPITAL" || type === "ORGANIZATION") && isIssuingBody(context, first, last)) return true;
  if (!name && onProvenanceLine(context, first)) return true;
  return (
    (name && (holdsClauseWord(context, first, last) || isInstructionEponym(context, first, last))) ||
    inHeaderRow(context, first, last) ||
    isLanguageName(context, first, last) ||
    ((name || type === "COUNTRY") && isCountryInTitle(context, first, last)) ||
    (name && isBracketedBrand(context, first, last)) ||
    (name && isProgrammeName(context, first, last)) ||
    holdsAlveolarConcentration(context, first, last) ||
    (name && isInfusionModel(context, first, last))
  );
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
    if (first >= t.count || last >= t.count || !isLookalike(context, span, first, last)) continue;
    keep ??= candidates.map(() => true);
    keep[k] = false;
  }
  return keep === null ? candidates : candidates.filter((_, k) => keep[k]);
}
