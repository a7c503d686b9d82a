import { spelledUnits } from "../cues/ages.ts";
import { medicineLabels } from "../cues/not-names.ts";
import { doseForms, doseUnits } from "../cues/units.ts";
import type { ScanContext } from "../recogniser.ts";

/**
 * Medicines read by their place in a chart or a list: the capitalised words of a preparation
 * ("Seretide Accuhaler", "Fostair Nexthaler") before a dose, a strength or a dose form, under a
 * medicine column's header, after a medicine label. eponym-filter.ts drops weak names read there.
 * Token indices throughout; `first` is the candidate name's first token.
 */
const DOSE_UNITS = doseUnits.words;

const DOSE_FORMS = doseForms.words;

/**
 * A number and a dose unit start at token `j` ("1L", "500 ml", "1.5 L"); with `forms`, a dose
 * form too ("2 tabs", "2 puffs").
 */
export function isDose(t: ScanContext["tokens"], j: number, forms = false): boolean {
  if (!t.isNumber(j)) return false;
  let k = j + 1;
  if (t.isPunct(k, ".") && t.touches(k - 1) && t.isNumber(k + 1) && t.touches(k)) k += 2;
  if (!t.isWord(k) || t.start[k]! - t.end[k - 1]! > 1) return false;
  const unit = t.lower(k);
  return DOSE_UNITS.has(unit) || (forms && DOSE_FORMS.has(unit));
}

/**
 * A dose, a strength or a dose form after capitalised words at `j`, straight after them or in the
 * next column of a chart row ("Seretide Accuhaler | 1 puff | BD", "Laxido Orange sachet"); a
 * dose form only for two words or more ("Kofi tabs" is no preparation's shape).
 */
export function preparationAfter(t: ScanContext["tokens"], j: number, first: number): boolean {
  let k = j;
  // "Salamol Easi-Breathe | 2 puffs": the rest of a joined brand word.
  if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k) && t.isWord(k + 1) && !t.startsLine(k)) k += 2;
  const brandEnd = k;
  if (t.isPunct(k, "|") && !t.startsLine(k + 1)) k++;
  if (t.startsLine(k) && k !== brandEnd) return false;
  if (isDose(t, k, true) || isStrength(t, k)) return true;
  const twoWords = t.isWord(j - 2) && j - 2 >= first;
  if (k !== brandEnd || !twoWords || !t.isWord(k) || t.startsLine(k)) return false;
  if (DOSE_FORMS.has(t.lower(k))) return true;
  // "- Fostair Nexthaler two puffs twice daily": a count in words and a dose form, on a line
  // of a list ("gave Kofi Mensah two tablets" is no list line).
  return (
    SPELLED_COUNTS.has(t.lower(k)) && t.isWord(k + 1) && DOSE_FORMS.has(t.lower(k + 1)) && opensLine(t, first)
  );
}

const SPELLED_COUNTS = spelledUnits.words;

/**
 * "08:00 | Fostair Evohaler | 1 | RN" under "Time | Medicine | Dose | Given by": the span fills a
 * table cell (tokens `first` to `last`, bars around it) whose column is headed by a medicine's
 * label on a table line above. Reads back at most MAX_TABLE_TOKENS tokens.
 */
export function inMedicineColumn(t: ScanContext["tokens"], first: number, last: number): boolean {
  if (!t.isPunct(last + 1, "|")) return false;
  if (!t.isPunct(first - 1, "|") && !t.startsLine(first)) return false;
  // The cell's column: the bars between the line's start and the span.
  let column = 0;
  let k = first;
  const floor = Math.max(0, first - MAX_TABLE_TOKENS);
  for (; k > floor && !t.startsLine(k); k--) if (t.isPunct(k - 1, "|")) column++;
  if (!t.startsLine(k)) return false;
  // The table's lines above, nearest first: the cell in the same column of each.
  let label = false;
  let hasBar = false;
  for (let m = k - 1; m >= floor; m--) {
    if (t.isPunct(m, "|")) hasBar = true;
    else if (t.isWord(m) && MEDICINE_LABELS.has(t.lower(m))) label = true;
    if (t.startsLine(m)) {
      if (!hasBar) return false;
      if (label && columnOfLabel(t, m, column)) return true;
      label = false;
      hasBar = false;
    }
  }
  return false;
}

const MAX_TABLE_TOKENS = 400;

/** On the line starting at token `m`, the cell after `column` bars holds a medicine's label. */
function columnOfLabel(t: ScanContext["tokens"], m: number, column: number): boolean {
  let bars = 0;
  for (let k = m; k < t.count && (k === m || !t.startsLine(k)); k++) {
    if (t.isPunct(k, "|")) {
      bars++;
      if (bars > column) return false;
    } else if (bars === column && t.isWord(k) && MEDICINE_LABELS.has(t.lower(k))) return true;
  }
  return false;
}

/** "Difflam Spray", "Lacri Drops": two capitalised words or more, the last a dose form. */
export function endsOnDoseForm(t: ScanContext["tokens"], first: number, last: number): boolean {
  return last > first && t.isCapitalised(last) && DOSE_FORMS.has(t.lower(last));
}
const MEDICINE_LABELS = medicineLabels.words;

/** Token `first` opens its line, alone or after a bullet ("- ", "* ", "• "). */
function opensLine(t: ScanContext["tokens"], first: number): boolean {
  if (t.startsLine(first)) return true;
  const p = first - 1;
  return t.startsLine(p) && (t.isPunct(p, "-") || t.isPunct(p, "*") || t.isPunct(p, "•"));
}

/**
 * "Drug: Fostair Nexthaler  Dose: 100/6": capitalised words (two or more, or one joined by a
 * hyphen) right after a medicine's label and its colon name the preparation.
 */
export function afterMedicineLabel(t: ScanContext["tokens"], first: number, last: number): boolean {
  if (last <= first || !t.isPunct(first - 1, ":") || !t.isWord(first - 2) || !t.touches(first - 2))
    return false;
  return MEDICINE_LABELS.has(t.lower(first - 2)) && !t.startsLine(first);
}

/**
 * A preparation's strength at token `j`, "92/22", "200/6", "50/1000": two numbers joined by a
 * slash that no date has (a first part over 31 or a second over 12), no third part.
 */
function isStrength(t: ScanContext["tokens"], j: number): boolean {
  // "250 1 puff": a strength and the count of a dose form.
  if (t.isNumber(j) && !t.touches(j) && isDose(t, j + 1, true)) return true;
  if (!t.isNumber(j) || !t.isPunct(j + 1, "/") || !t.isNumber(j + 2)) return false;
  if (!t.touches(j) || !t.touches(j + 1) || t.isPunct(j + 3, "/")) return false;
  // "18/12", "40/52", "3/7": an age or a duration in months, weeks or days.
  const under = t.value(j + 2);
  if (under === 12 || under === 52 || under === 7) return false;
  return t.value(j) > 31 || under > 12;
}
