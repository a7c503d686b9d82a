/** Units of measure after a number: the number is a dose, a volume or a setting, not PHI. */
import { type CueList, cueList } from "./cue-list.ts";

/** Volume and dose units written after a number ("1L", "500 ml", "2 g"). */
export const doseUnits: CueList = cueList(
  "dose-units",
  "unit",
  `
  l ml litre litres liter liters mg g mcg ug units iu mmol
`,
);

/** Units after a number that make it a measurement, not a date fragment. */
export const measureUnits: CueList = cueList(
  "measure-units",
  "unit",
  `
  mg mcg g ml cc l units u meq days hrs mm cm
`,
);

/** Units and counts after a number: a measurement or dose, not a year ("2000 kcal", "1950 feet"). */
export const yearUnitsAfter: CueList = cueList(
  "year-units-after",
  "unit",
  `
  ml mls l cc mg mcg g gm gms gram grams kg kcal kcals cal cals calories units unit u iu meq mmol
  mosm feet ft foot steps step m meters metres cm mm per x times ppm ng pg lb lbs oz beats bpm
  cells copies mcl ul patients people cases participants subjects adults children women men
`,
);

/** Units and counts after a number: a measurement, not an identifier ("pt 1500 mL out"). */
export const recordUnitsAfter: CueList = cueList(
  "record-units-after",
  "unit",
  `
  ml mls l cc mg mcg g gm kg kcal units unit u iu meq mmol cm mm ft feet hrs hours days weeks
  times x
`,
);

/** Units after a number that make "word number" a dose or a setting, not a ward and floor. */
export const placeCueUnits: CueList = cueList(
  "place-cue-units",
  "unit",
  `
  mg mcg g gm gms ml cc l units u meq hrs hr min x mm
`,
);

/**
 * Forms a dose is counted in after its number ("Panadol Osteo 2 tabs", "Ventolin 2 puffs"): with
 * the dose units, what makes the capitalised words before the number a preparation's name.
 */
export const doseForms: CueList = cueList(
  "dose-forms",
  "unit",
  `
  tab tabs tablet tablets cap caps capsule capsules puff puffs sachet sachets drop drops patch
  patches spray sprays suppository suppositories pessary pessaries ampoule ampoules vial vials
  lozenge lozenges amp amps
`,
);
