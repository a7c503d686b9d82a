import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/**
 * Facilities, employers and schools in each country's own words (issue 19, round 19): French and
 * Irish heads written first, maternity homes and frail care, walk-in clinics named by one English
 * word, a short surname that is also an abbreviation, companies after a word of job loss. Written
 * for these tests (no corpus text).
 */
const engine = createEngine();
const PLACE = ["HOSPITAL", "LOCATION", "ORGANIZATION"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  [
    "HPC: school refusal; attends École secondaire du Plateau. Lives with mum.",
    "École secondaire du Plateau",
  ],
  ["  - lives alone in Timmins; GP GMF du Littoral", "GMF du Littoral"],
  ["Transferred from Résidence Les Jardins today.", "Résidence Les Jardins"],
  ["Dr Harlow\nIonad Sláinte na Trá\nDunmore", "Ionad Sláinte na Trá"],
  ["Dr Harlow\nPrimary Care Centre, Bóthar an Mhuilinn\nDunmore", "Primary Care Centre, Bóthar an Mhuilinn"],
  ["Hi Tom, reminder your appt at Shiloh Maternity on Tue", "Shiloh Maternity"],
  ["Support is offered through Sizanani Frail Care.", "Sizanani Frail Care"],
  ["Hi Tom, reminder your appt at Portage Walk-in Clinic on Tue", "Portage Walk-in Clinic"],
  ["Referrer: Dr Harlow, ED  Site: Ng Teng Fong General Hospital", "Ng Teng Fong General Hospital"],
  [
    "Low mood after retrenchment from Karoo Packaging (Pty) Ltd. Lives with wife.",
    "Karoo Packaging (Pty) Ltd",
  ],
  ["He works at Mahalakshmi Textiles Pvt. Ltd in Tiruppur.", "Mahalakshmi Textiles Pvt. Ltd"],
  ["Seen at M G Road Polyclinic today.", "M G Road Polyclinic"],
  ["Support offered through Kamilaroi Aboriginal Medical Service.", "Kamilaroi Aboriginal Medical Service"],
  ["Paranoid ideation since leaving Sunrise Bakery (Pty) Ltd. Lives with son.", "Sunrise Bakery (Pty) Ltd"],
  ["Plan: admit to Lentegeur ward 7; depot due 12th.", "Lentegeur ward 7"],
  ["Te Hau Ora o Ngāi Kahu\nMEMO", "Te Hau Ora o Ngāi Kahu"],
];

const FOUND_IN_CAPITALS: readonly (readonly [note: string, value: string])[] = [
  [
    "WAS TAKEN TO A CHEMIST THEN TO OLUWASEUN CLINIC, SANGOTEDO BEFORE REFERRAL HERE.",
    "OLUWASEUN CLINIC, SANGOTEDO",
  ],
  ["SITE: NG TENG FONG GENERAL HOSPITAL", "NG TENG FONG GENERAL HOSPITAL"],
  ["HPC: SCHOOL REFUSAL; ATTENDS ÉCOLE SECONDAIRE DU PLATEAU.", "ÉCOLE SECONDAIRE DU PLATEAU"],
  ["THEN TO GRACE CLINIC, SANGOTEDO BEFORE REFERRAL HERE.", "GRACE CLINIC, SANGOTEDO"],
  ["  - LIVES ALONE IN DUNMORE; GP JACARANDA GP CLINIC", "JACARANDA GP CLINIC"],
  ["KING EDWARD'S MEDICAL UNIVERSITY — OUTPATIENT DEPARTMENT", "KING EDWARD'S MEDICAL UNIVERSITY"],
];

/** Kinds of care and words of a clinic's service, not a place's name. */
const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["She was discharged to Frail Care at home.", "Frail"],
  ["Referred to Frail Care.", "Frail"],
  ["Admitted to the maternity ward.", "maternity"],
  ["Seen at The Walk-in Clinic.", "Walk"],
  ["Saturday Walk-in Clinic", "Saturday"],
  ["NG tube inserted. Ng Tube Hospital.", "NG"],
  ["The GMF model of care in Quebec.", "GMF"],
  ["Seen at A Road Clinic.", "A"],
  ["Contact your local Aboriginal Medical Service.", "Aboriginal"],
  ["The Northern Medical Service provides care.", "Northern"],
  ["NSW Medical Service guidelines.", "NSW"],
  ["Moved to Surgical ward 4.", "Surgical"],
  ["Booked at KKH maternity for delivery.", "maternity"],
  ["; GP to review, gp gp clinic", "gp clinic"],
];

describe("facilities in their countries' words: found", () => {
  for (const [note, value] of FOUND) test(note, () => assertFound(engine, note, value, PLACE));
  for (const [note, value] of FOUND_IN_CAPITALS) test(note, () => assertFound(engine, note, value, PLACE));
});

describe("facilities in their countries' words: kinds stay untouched", () => {
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
