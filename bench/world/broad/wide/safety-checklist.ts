/**
 * A surgical safety checklist as printed in theatres: the WHO Surgical Safety Checklist's three
 * phases (Sign In, Time Out, Sign Out) with tick boxes, the countries' adaptations (team briefing,
 * VTE, warming, counts) and empty fields to be filled in.
 */
import type { CountryCode } from "../../kit.ts";
import type { Rng } from "../../rng.ts";
import { type BroadDoc, some } from "../kit.ts";

const TITLE: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "Surgical Safety Checklist",
    "Team Time Out: Surgical Safety Checklist (state adaptation of the WHO checklist)",
  ],
  NZ: [
    "Surgical Safety Checklist (Health Quality & Safety Commission adaptation)",
    "Paperless Surgical Safety Checklist",
  ],
  CA: [
    "Surgical Safety Checklist (Canadian adaptation of the WHO checklist)",
    "Briefing / Time Out / Debriefing",
  ],
  IE: ["Surgical Safety Checklist (HSE)", "WHO Surgical Safety Checklist adapted for Ireland"],
  IN: ["WHO Surgical Safety Checklist", "Surgical Safety Checklist (NABH)"],
  ZA: ["WHO Surgical Safety Checklist", "Surgical Safety Checklist: theatre"],
  NG: ["WHO Surgical Safety Checklist", "SAFE SURGERY CHECKLIST"],
  SG: ["Surgical Safety Checklist", "Time Out checklist (WHO based)"],
};

const SIGN_IN = [
  "Patient has confirmed identity, site, procedure and consent",
  "Site marked / not applicable",
  "Anaesthesia machine and medication check complete",
  "Pulse oximeter on the patient and functioning",
  "Known allergy? No / Yes: ______",
  "Difficult airway or aspiration risk? No / Yes, equipment and assistance available",
  "Risk of >500 mL blood loss (7 mL/kg in children)? No / Yes, two IVs and fluids planned",
  "Group and hold / crossmatch available",
  "Fasting status confirmed",
];

const TIME_OUT = [
  "All team members introduced by name and role",
  "Surgeon, anaesthetist and nurse confirm patient, site and procedure",
  "Antibiotic prophylaxis given within the last 60 minutes? Yes / Not applicable",
  "Anticipated critical events: surgeon (critical steps, duration, blood loss)",
  "Anaesthesia team: patient-specific concerns",
  "Nursing team: sterility (including indicator results) confirmed; equipment issues",
  "Essential imaging displayed? Yes / Not applicable",
  "VTE prophylaxis: mechanical / pharmacological / not indicated",
  "Warming device on (forced-air blanket); temperature monitored",
  "Tourniquet: time on ____ pressure ____ mmHg",
  "Diathermy plate sited; skin checked",
  "Implants and prostheses available",
];

const SIGN_OUT = [
  "Name of the procedure recorded",
  "Instrument, swab and needle counts complete and correct",
  "Specimens labelled (read labels aloud)",
  "Equipment problems to be addressed",
  "Key concerns for recovery and management of this patient",
  "Tourniquet off: time ____",
  "Post-op VTE plan and analgesia charted",
];

function boxes(r: Rng, items: readonly string[], n: number): string[] {
  const box = r.pick(["☐", "[ ]", "( )", "[x]", "□"]);
  return some(r, items, n).map((i) => `${box} ${i}`);
}

export const SAFETY_CHECKLIST: BroadDoc = {
  name: "surgical safety checklist",
  weight: 4,
  build(r, v) {
    return [
      r.pick(TITLE[v.code]),
      r.pick([
        "Procedure: __________________",
        "Procedure / side: ______________",
        "Affix patient label here",
      ]),
      r.pick(["SIGN IN (before induction of anaesthesia)", "Sign In: nurse and anaesthetist", "1. Sign in"]),
      ...boxes(r, SIGN_IN, r.int(3, 6)),
      r.pick(["TIME OUT (before skin incision)", "Time Out: whole team", "2. Time out"]),
      ...boxes(r, TIME_OUT, r.int(3, 6)),
      r.pick(["SIGN OUT (before the patient leaves the operating room)", "Sign Out", "3. Sign out"]),
      ...boxes(r, SIGN_OUT, r.int(2, 4)),
      r.pick([
        "Completed by: ____________ Role: ____________ Time: ____",
        "Checklist coordinator signature: ______________",
        "Scrub nurse ____ Circulating nurse ____ Anaesthetist ____ Surgeon ____",
      ]),
      r.pick([
        "This checklist is not intended to be comprehensive. Additions and modifications to fit local practice are encouraged.",
        "Stop the line if any item cannot be confirmed.",
        "Debrief: what went well, what could be improved, equipment to report.",
      ]),
    ].join("\n");
  },
};
