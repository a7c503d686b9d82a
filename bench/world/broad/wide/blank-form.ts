/**
 * A blank clinical form or template: labels for the patient's details with nothing filled in
 * (underscores, dots, boxes), the country's identifier labels (NHI, IHI, UR, OHIP, PPSN, ABHA,
 * NRIC/FIN), and ISBAR/SBAR, referral and observation-chart headings.
 */
import type { CountryCode } from "../../kit.ts";
import type { Rng } from "../../rng.ts";
import type { BroadDoc } from "../kit.ts";

const ID_LABELS: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: ["UR No.", "MRN", "Medicare No.", "IHI", "DVA No."],
  NZ: ["NHI", "NHI number", "ACC claim no."],
  CA: ["Health Card No. (OHIP)", "PHN", "MRN", "Version code"],
  IE: ["MRN", "PPSN", "IHI", "Medical card no.", "Hospital no."],
  IN: ["UHID", "IP No.", "ABHA number", "Aadhaar (last 4 digits only)", "Bed No."],
  ZA: ["Folder no.", "ID / passport no.", "Medical aid no.", "Hospital no."],
  NG: ["Hospital no.", "NHIA no.", "NIN", "Folder no."],
  SG: ["NRIC / FIN", "Case no.", "MRN"],
};

const BLANK = ["__________", "..............", "[            ]", "____/____/______", "_ _ _ _ _ _ _"];

function field(r: Rng, label: string): string {
  const blank = /date|dob|birth/i.test(label)
    ? r.pick(["__/__/____", "DD/MM/YYYY", "___ /___ /___"])
    : r.pick(BLANK);
  return `${label}: ${blank}`;
}

const TEMPLATES: readonly ((r: Rng, ids: readonly string[]) => string[])[] = [
  (r, ids) => [
    r.pick(["ISBAR handover", "ISBAR3 clinical handover (blank)", "iSBAR communication tool"]),
    `I - Identify: ${["Name", "DOB", ...ids.slice(0, 2)].map((l) => field(r, l)).join("  ")}`,
    "S - Situation: why are you calling? ______________________",
    "B - Background: diagnosis, history, allergies ______________",
    "A - Assessment: ABCDE, obs, EWS score ____  trend ↑ ↓ →",
    "R - Recommendation / request: ______________ by when: ____",
    r.pick(["R - Read back: ☐ done", "Readback and responsibility confirmed ☐", "Actions agreed: ____"]),
  ],
  (r, ids) => [
    r.pick(["REFERRAL FORM", "Inter-departmental referral", "Consult request"]),
    ...["Surname", "Given names", "Date of birth", ...ids].map((l) => field(r, l)),
    "Referring team: ______  Grade: ______  Bleep/ext: ______",
    "Reason for referral: _____________________________",
    "Urgency: ☐ same day ☐ within 48 h ☐ routine",
    "Infection control alerts: ☐ MRSA ☐ VRE ☐ CPE ☐ C. diff ☐ none known",
  ],
  (r, ids) => [
    r.pick(["OBSERVATION CHART - ADULT", "Adult observation and response chart", "Vital signs chart"]),
    r.pick(["AFFIX PATIENT LABEL", "Patient label / addressograph", "Apply identification label here"]),
    ...ids.slice(0, 2).map((l) => field(r, l)),
    "Time | RR | SpO2 | O2 L/min | BP | HR | Temp | Conscious (ACVPU) | Score | Initials",
    "_____|____|______|__________|____|____|______|___________________|_______|_________",
    "Escalate per the early warning score bands; document actions on the reverse.",
  ],
  (r, ids) => [
    r.pick([
      "ADMISSION CHECKLIST",
      "Nursing admission (template)",
      "Admission assessment: to be completed within 24 hours",
    ]),
    ...["Name", "Preferred name", "Date of birth", "NOK / contact", ...ids.slice(0, 1)].map((l) =>
      field(r, l),
    ),
    "Allergies / ADRs: ☐ nil known ☐ yes (list) ______",
    "Falls risk screen ☐  Pressure injury risk ☐  Nutrition screen (MST / MUST) ☐  Delirium screen (4AT) ☐",
    "Valuables: ☐ sent home ☐ in safe ☐ with patient",
    "Interpreter required: ☐ no ☐ yes, language ______",
  ],
];

export const BLANK_FORM: BroadDoc = {
  name: "blank form or template",
  weight: 5,
  build(r, v) {
    const ids = ID_LABELS[v.code];
    return (r.pick(TEMPLATES) as (r: Rng, ids: readonly string[]) => string[])(r, ids).join("\n");
  },
};
