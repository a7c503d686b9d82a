/**
 * A ward or unit timetable, theatre list or clinic template: 24-hour times, sessions, roles and
 * procedures, without a patient, a named ward, a weekday or a date.
 */
import type { Rng } from "../../rng.ts";
import { type BroadDoc, some } from "../kit.ts";

const WARD_DAY = [
  "0700 Nursing handover (bedside, ISBAR)",
  "0730 Breakfast; BGLs and pre-meal insulin",
  "0800 Ward round (consultant-led)",
  "0900 Medication round",
  "0930 Board round / safety huddle",
  "1000 Physio and OT sessions",
  "1100 MDT meeting (discharge planning)",
  "1200 Protected mealtime: no non-urgent interruptions",
  "1300 Rest period; lights dimmed",
  "1400 Visiting hours begin",
  "1430 Afternoon handover",
  "1600 Family meetings by appointment",
  "1800 Evening medication round",
  "2000 Visiting hours end",
  "2100 Night handover",
  "2200 Intentional rounding hourly overnight",
];

const CASES = [
  "R total knee replacement (ASA 2; spinal + adductor canal block)",
  "L carpal tunnel decompression (LA)",
  "Laparoscopic cholecystectomy ± on-table cholangiogram (ASA 1; GA)",
  "EUA rectum, banding of haemorrhoids",
  "Elective LSCS (repeat), spinal",
  "Cystoscopy, JJ stent exchange (LA + sedation)",
  "Hemiarthroplasty NOF (trauma; ASA 3)",
  "Excision BCC nose, full-thickness skin graft",
  "Tonsillectomy (paediatric list, GA)",
  "Phaco + IOL, R eye (topical)",
  "Incision and drainage of abscess, buttock",
  "Hysteroscopy, D&C, Mirena insertion",
];

const TEACHING = [
  "1230 Grand round (lunch provided)",
  "0730 Journal club",
  "1300 Registrar teaching: ECG interpretation",
  "1600 Simulation: deteriorating patient",
  "0800 Morbidity and mortality meeting (M&M)",
  "1200 Radiology meeting",
  "1300 Tumour board / MDT",
];

function theatre(r: Rng): string[] {
  return [
    r.pick(["THEATRE LIST", "Elective list: AM session", "Operating list (order may change)", "Trauma list"]),
    r.pick(["Start 0800; team brief 0745.", "Session 0830-1230.", "All-day list 0800-1700; lunch 1230."]),
    ...some(r, CASES, r.int(3, 5)).map((c, k) => `${k + 1}. ${c}`),
    r.pick([
      "Anaesthetist and surgeon to confirm order at the team brief.",
      "Add-ons via the emergency booking form.",
      "Debrief at the end of the list.",
    ]),
  ];
}

function ward(r: Rng): string[] {
  const picks = some(r, WARD_DAY, r.int(6, 9)).sort();
  return [
    r.pick(["WARD ROUTINE", "Daily timetable", "A day on the ward: information for patients and families"]),
    ...picks,
    r.pick([
      "Quiet hours 2200-0600.",
      "Two visitors per bed at a time.",
      "Meal times may change during fasting months; ask the nurse.",
    ]),
  ];
}

function clinic(r: Rng): string[] {
  return [
    r.pick([
      "CLINIC TEMPLATE",
      "Outpatient session template",
      "Fracture clinic template (virtual + face to face)",
    ]),
    ...["0900", "0915", "0930", "0945", "1000", "1020", "1040", "1100"]
      .slice(0, r.int(4, 8))
      .map(
        (t) =>
          `${t} ${r.pick(["new", "review", "review", "telehealth", "procedure slot", "blocked: urgent"])} (${r.pick(["15", "20", "30"])} min)`,
      ),
    ...some(r, TEACHING, 1),
  ];
}

export const TIMETABLE: BroadDoc = {
  name: "timetable or theatre list",
  weight: 4,
  build(r) {
    return (r.pick([theatre, ward, clinic]) as (r: Rng) => string[])(r).join("\n");
  },
};
