/**
 * A resuscitation trolley or equipment daily check: drawers and contents by size, eponymous and
 * trade-named airway and monitoring equipment, drug drawer with ampoule strengths, tick columns and
 * a signature line left blank.
 */
import { type BroadDoc, some } from "../kit.ts";

/** Device eponyms and trade names below that are also surnames, for the generator test's name check. */
export const EQUIPMENT_EPONYMS: readonly string[] = [
  "McGrath",
  "Macintosh laryngoscope",
  "Miller blade",
  "Magill forceps",
  "Mapleson C",
];

const AIRWAY = [
  "Guedel airways sizes 000-4",
  "Nasopharyngeal airways 6.0, 7.0",
  "Macintosh laryngoscope blades 3 and 4; Miller blade 0 and 1 (paeds)",
  "Videolaryngoscope (McGrath) charged",
  "Bougie (adult), stylet",
  "Magill forceps (adult and paediatric)",
  "i-gel sizes 3, 4, 5",
  "Endotracheal tubes 6.0-8.5 cuffed",
  "Bag-valve-mask with PEEP valve; Mapleson C circuit",
  "Yankauer suction catheter; suction tested at -200 mmHg",
  "Waveform capnography (EtCO2) line",
];

const CIRCULATION = [
  "Defibrillator: self-test passed; pads in date (adult and paediatric)",
  "IO needle driver (EZ-IO) with 15, 25, 45 mm needles",
  "IV cannulae 14G-24G",
  "Pressure bags x2",
  "Blood giving sets, 3-way taps",
  "Arterial line pack",
];

const DRUGS = [
  "Adrenaline 1 mg/10 mL (1:10 000) x6",
  "Adrenaline 1 mg/1 mL (1:1000) x4",
  "Amiodarone 150 mg/3 mL x4",
  "Atropine 600 mcg/1 mL x3",
  "Calcium chloride 10% 10 mL x2",
  "Glucose 50% 50 mL x1",
  "Naloxone 400 mcg x5",
  "Sodium bicarbonate 8.4% 100 mL x1",
  "Magnesium sulfate 50% 5 mL x2",
  "Adenosine 6 mg x5",
  "Suxamethonium 100 mg (fridge)",
  "Rocuronium 50 mg (fridge)",
];

export const EQUIPMENT_CHECK: BroadDoc = {
  name: "resus trolley check",
  weight: 3,
  build(r) {
    const tick = r.pick(["✓ / ✗", "Y / N", "☐", "[ ]"]);
    return [
      r.pick([
        "RESUSCITATION TROLLEY: DAILY CHECK",
        "Resus trolley checklist (check daily and after each use)",
        "Emergency trolley: contents",
        "Difficult airway trolley",
      ]),
      r.pick([
        "Top: defibrillator, suction, oxygen cylinder (full)",
        "Seal intact ☐  Seal no. ______",
        "Check seal daily; full check weekly and after use.",
      ]),
      "Drawer 1 - airway",
      ...some(r, AIRWAY, r.int(3, 6)).map((a) => `${a} .... ${tick}`),
      "Drawer 2 - circulation",
      ...some(r, CIRCULATION, r.int(2, 4)).map((a) => `${a} .... ${tick}`),
      "Drawer 3 - drugs",
      ...some(r, DRUGS, r.int(3, 6)).map((a) => `${a} .... ${tick}`),
      r.pick([
        "Checked by: ______ Designation: ______ Time: ____",
        "Missing items reported to the nurse in charge; restocked from pharmacy.",
        "Expiry dates checked; items within 1 month of expiry replaced.",
      ]),
    ].join("\n");
  },
};
