/**
 * A pathology or radiology request form as printed: tests to tick by the country's panel names,
 * clinical notes, fasting and urgency boxes, copy-to and billing boxes, with the patient's fields
 * left empty and the country's billing wording (bulk bill, ACC, OHIP, GMS, CGHS, medical aid, NHIA,
 * CHAS).
 */
import type { CountryCode } from "../../kit.ts";
import { type BroadDoc, some } from "../kit.ts";

const BILLING: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "☐ Bulk bill (Medicare)  ☐ Private  ☐ Hospital",
    "Medicare benefits: Request Item 66500 rule applies (episode coning).",
  ],
  NZ: ["☐ Funded (community referred)  ☐ ACC  ☐ Private", "ACC claim no.: ______"],
  CA: ["☐ OHIP insured  ☐ Third party  ☐ Uninsured", "Health Card No.: ______  Version: ___"],
  IE: ["☐ GMS  ☐ Private  ☐ DPS", "GP practice stamp: ______"],
  IN: ["☐ Cash  ☐ CGHS  ☐ TPA / insurance  ☐ PM-JAY", "Sample collected at home ☐"],
  ZA: ["☐ Medical aid  ☐ Cash  ☐ State (UPFS H0-H3)", "Medical aid name and no.: ______"],
  NG: ["☐ NHIA  ☐ HMO  ☐ Out of pocket", "HMO authorisation code: ______"],
  SG: ["☐ CHAS  ☐ MediSave (chronic disease)  ☐ Self-pay  ☐ Company", "Subsidised ☐  Private ☐"],
};

const TESTS: Readonly<Record<"si" | "in", readonly string[]>> = {
  si: [
    "FBC",
    "UEC / U&E",
    "LFT",
    "CRP",
    "ESR",
    "HbA1c",
    "Lipids (fasting)",
    "TFT",
    "Iron studies",
    "B12/folate",
    "Coags (INR/APTT)",
    "MSU M/C/S",
    "Vit D",
    "PSA",
    "Troponin",
    "Group and hold",
  ],
  in: [
    "CBC",
    "ESR",
    "RFT",
    "LFT",
    "FBS / PPBS",
    "HbA1c",
    "Lipid profile",
    "TSH",
    "Urine R/M",
    "Widal",
    "Dengue NS1 / IgM",
    "MP (smear / card)",
    "HIV, HBsAg, HCV (with consent)",
    "Vit D3, B12",
  ],
};

const IMAGING = [
  "X-ray chest PA",
  "USS abdomen and pelvis",
  "CT brain non-contrast",
  "CT KUB",
  "MRI lumbar spine",
  "USS venous Doppler, L leg",
  "Mammogram + USS",
  "DEXA",
];

const NOTES = [
  "Clinical notes: fever 3/7, productive cough, crackles R base.",
  "Clinical notes: tired all the time, ? anaemia ? thyroid.",
  "Clinical notes: on warfarin, target INR 2-3.",
  "Clinical notes: known CKD 3b, on ACE inhibitor; check K+.",
  "Clinical notes: ? DVT, Wells score 3.",
  "Clinical notes: pregnant, 10/40, booking bloods.",
];

export const REQUEST_FORM: BroadDoc = {
  name: "request form",
  weight: 3,
  build(r, v) {
    const imaging = r.chance(0.35);
    const box = r.pick(["☐", "[ ]", "□"]);
    const tests = imaging
      ? some(r, IMAGING, r.int(1, 2))
      : some(r, TESTS[v.labs === "in" ? "in" : "si"], r.int(4, 8));
    return [
      imaging
        ? r.pick(["RADIOLOGY REQUEST", "Medical imaging request", "Imaging referral"])
        : r.pick(["PATHOLOGY REQUEST", "Laboratory request form", "Blood test request"]),
      r.pick([
        "Patient label or details: ______________",
        "Surname: ______ Given name: ______ DOB: __/__/____",
        "Affix label",
      ]),
      ...tests.map((t) => `${box} ${t}`),
      r.pick(NOTES),
      `${box} Fasting  ${box} Urgent  ${box} Phone results  ${box} Copy to GP`,
      ...(imaging
        ? [
            r.pick([
              "Pregnancy possible? ☐ yes ☐ no ☐ N/A",
              "eGFR (for contrast): ____",
              "Metal/pacemaker (MRI safety): ☐ no ☐ yes",
            ]),
          ]
        : []),
      ...some(r, BILLING[v.code], r.int(1, 2)),
      r.pick([
        "Requesting practitioner: ______ Provider/registration no.: ______",
        "Signature of requester: ______",
        "Requested by: ______ (designation ______)",
      ]),
    ].join("\n");
  },
};
