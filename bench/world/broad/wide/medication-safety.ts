/**
 * A medication safety poster or policy page: the country's error-prone abbreviations ("do not use"
 * lists), Tall Man lettering of look-alike sound-alike pairs, high-risk medicine acronyms (APINCHS,
 * A PINCH) and the five (or six) rights, as hospitals print them.
 */
import type { CountryCode } from "../../kit.ts";
import { type BroadDoc, some } from "../kit.ts";

const DO_NOT_USE: readonly (readonly [string, string])[] = [
  ["U or u (units)", "write 'units'"],
  ["IU", "write 'international units' or 'units'"],
  ["µg", "write 'microgram' or 'mcg'"],
  ["cc", "write 'mL'"],
  ["QD, OD (daily)", "write 'daily' (OD is read as 'right eye')"],
  ["QOD", "write 'every other day'"],
  ["trailing zero (1.0 mg)", "write '1 mg'"],
  ["naked decimal (.5 mg)", "write '0.5 mg'"],
  ["MS, MSO4, MgSO4", "write morphine sulfate or magnesium sulfate in full"],
  ["HCT, HCTZ", "write hydrochlorothiazide"],
  ["SC, SQ", "write 'subcut'"],
  ["> and <", "write 'greater than', 'less than'"],
  ["D/C", "write 'discharge' or 'discontinue'"],
];

const TALL_MAN = [
  "hydrALAZINE / hydrOXYzine",
  "DOBUTamine / DOPamine",
  "predniSONE / prednisoLONE",
  "NIFEdipine / niMODipine",
  "ISOtretinoin / tretinoin",
  "carBAMazepine / OXcarbazepine",
  "clonIDine / clonazePAM",
  "valACICLOVIR / valGANCICLOVIR",
  "cefTRIAXone / ceFAZolin / cefUROXime",
  "risperiDONE / rOPINIRole",
  "quiNINE / quiNIDine",
  "NovoRapid / NovoMix",
];

const BODY: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "National Tall Man Lettering List (ACSQHC)",
    "Recommendations for terminology, abbreviations and symbols (ACSQHC)",
    "High-risk medicines: APINCHS (antimicrobials, potassium, insulin, narcotics, chemotherapy, heparin, systemic anticoagulants)",
  ],
  NZ: [
    "Health Quality & Safety Commission medication safety programme",
    "National Medication Chart user guide",
    "High-alert medicines: APINCH",
  ],
  CA: [
    "ISMP Canada Do Not Use list",
    "ISMP Canada Tall Man lettering list",
    "Accreditation Canada Required Organizational Practice: high-alert medications",
  ],
  IE: [
    "HSE high alert medicines: A PINCH",
    "NMBI medication administration guidance",
    "Safer Better Medication Management",
  ],
  IN: [
    "NABH medication management standard (MOM)",
    "High-alert medicines list displayed in every clinical area",
    "LASA medicines stored separately; red sticker",
  ],
  ZA: [
    "Ideal Clinic medicine management",
    "Pharmacy and Therapeutics Committee: high-alert list",
    "LASA medicines: separate shelves",
  ],
  NG: [
    "National Patient Safety guidance",
    "Pharmacy and Therapeutics Committee LASA list",
    "High-alert: concentrated KCl removed from general ward stock",
  ],
  SG: [
    "MOH National Medication Safety guidance",
    "High-alert medications: double-check required",
    "LASA: Tall Man lettering on labels",
  ],
};

export const MEDICATION_SAFETY: BroadDoc = {
  name: "medication safety poster",
  weight: 3,
  build(r, v) {
    const body = BODY[v.code];
    const style = r.pick(["table", "list"] as const);
    return [
      r.pick([
        "MEDICATION SAFETY",
        "Error-prone abbreviations: DO NOT USE",
        "Look-alike, sound-alike (LASA) medicines",
        "Safe prescribing",
      ]),
      `Source: ${r.pick(body)}`,
      ...(style === "table" ? ["| Do not use | Instead |"] : []),
      ...some(r, DO_NOT_USE, r.int(3, 6)).map(([bad, good]) =>
        style === "table" ? `| ${bad} | ${good} |` : `✗ ${bad}: ${good}`,
      ),
      r.pick(["Tall Man lettering:", "LASA pairs (Tall Man):", "Check the label twice:"]),
      ...some(r, TALL_MAN, r.int(3, 5)).map((t) => `- ${t}`),
      r.pick([
        "Six rights: right patient, drug, dose, route, time, documentation.",
        "Independent double-check for insulin, heparin and opioid infusions.",
        "Concentrated potassium chloride ampoules are not stored on wards.",
        body[body.length - 1] ?? "",
      ]),
    ].join("\n");
  },
};
