/**
 * An infection prevention and control sign or policy excerpt: transmission-based precautions, PPE
 * donning and doffing order, the WHO "My 5 Moments for Hand Hygiene", organisms by abbreviation
 * and isolation durations, with the country's IPC body.
 */
import type { CountryCode } from "../../kit.ts";
import { type BroadDoc, some } from "../kit.ts";

const PRECAUTIONS: readonly (readonly [string, string])[] = [
  [
    "CONTACT PRECAUTIONS",
    "Gown and gloves on entry. Dedicated equipment. MRSA, VRE, CPE, C. difficile (soap and water, not alcohol rub).",
  ],
  [
    "DROPLET PRECAUTIONS",
    "Surgical mask within 1 m. Influenza, RSV, pertussis, meningococcal disease (until 24 h of antibiotics).",
  ],
  [
    "AIRBORNE PRECAUTIONS",
    "P2/N95 respirator (fit-checked), negative pressure room, door closed. Pulmonary TB, measles, varicella.",
  ],
  [
    "STANDARD PRECAUTIONS",
    "Hand hygiene, PPE by risk, respiratory etiquette, sharps safety, cleaning. For every patient.",
  ],
  ["ENTERIC PRECAUTIONS", "Single room with own toilet; until 48 h symptom free. Norovirus, rotavirus."],
];

const MOMENTS = [
  "1. Before touching a patient",
  "2. Before a clean/aseptic procedure",
  "3. After body fluid exposure risk",
  "4. After touching a patient",
  "5. After touching a patient's surroundings",
];

const PPE = [
  "Donning: hand hygiene → gown → mask/respirator → eye protection → gloves.",
  "Doffing: gloves → hand hygiene → gown → hand hygiene → eye protection → mask → hand hygiene.",
  "Change gloves between tasks; do not wear gloves in the corridor.",
  "Fit check the P2/N95 each time it is put on.",
];

const BODY: Readonly<Record<CountryCode, string>> = {
  AU: "Australian Guidelines for the Prevention and Control of Infection in Healthcare (NHMRC); Hand Hygiene Australia.",
  NZ: "Te Whatu Ora IPC guidance; Hand Hygiene New Zealand.",
  CA: "PIDAC routine practices and additional precautions; IPAC Canada.",
  IE: "HSE / HPSC national IPC guidelines; ARMRC.",
  IN: "National Guidelines for IPC in Healthcare Facilities (NCDC); Kayakalp.",
  ZA: "National IPC Practical Manual (NDoH); NICD.",
  NG: "National IPC guidelines (NCDC).",
  SG: "National Infection Prevention and Control Guidelines for Acute Healthcare Facilities (MOH).",
};

export const INFECTION_CONTROL: BroadDoc = {
  name: "infection control sign",
  weight: 3,
  build(r, v) {
    const [head, body] = r.pick(PRECAUTIONS);
    return [
      r.pick([head, `${head}: STOP`, `${head} - please see the nurse before entering`]),
      body,
      ...some(r, PPE, r.int(1, 3)),
      ...(r.chance(0.5)
        ? [r.pick(["Your 5 Moments for Hand Hygiene (WHO):", "5 MOMENTS:"]), ...MOMENTS]
        : []),
      r.pick([
        "Clean the room with chlorine-based detergent (1000 ppm available chlorine) on discharge.",
        "Visitors: hand hygiene on entry and exit; ask staff about PPE.",
        "Precautions reviewed daily by the IPC nurse.",
        "Alert placed on the electronic record.",
      ]),
      BODY[v.code],
    ].join("\n");
  },
};
