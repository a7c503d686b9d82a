/**
 * Clinical pieces every country writes: durations and fractions (`3/7`, `2/52`, `6/12`), scores and
 * scales (eponymous and place-named), eponymous signs and devices, ventilator and infusion settings,
 * ratios. Written by hand from general clinical knowledge; each maker returns a short phrase.
 */
import type { Rng } from "../rng.ts";

/** A Commonwealth duration: days `/7`, weeks `/52`, months `/12`, hours `/24`. */
export function dur(r: Rng, unit?: "7" | "52" | "12" | "24"): string {
  const u = unit ?? r.pick(["7", "52", "12", "24"] as const);
  const max = u === "7" ? 6 : u === "52" ? 12 : u === "12" ? 11 : 12;
  return `${r.int(1, max)}/${u}`;
}

/** Scales and scores by the setting they are written in, each with a plausible value. */
export type ScaleGroup =
  | "neuro"
  | "ed"
  | "anaesthetic"
  | "icu"
  | "nursing"
  | "palliative"
  | "cardio"
  | "resp"
  | "gi"
  | "ortho"
  | "wound"
  | "mental"
  | "maternal"
  | "neonatal"
  | "child";

const SCALES: Record<ScaleGroup, readonly ((r: Rng) => string)[]> = {
  neuro: [
    (r) => {
      const e = r.int(2, 4);
      const v = r.int(3, 5);
      const m = r.int(4, 6);
      return r.pick([
        `GCS ${e + v + m}/15 (E${e}V${v}M${m})`,
        `Glasgow Coma Scale ${e + v + m}`,
        `GCS ${e + v + m}`,
      ]);
    },
    () => "Canadian CT Head Rule: low risk",
    (r) => `NIHSS ${r.int(0, 22)}`,
    (r) => `modified Rankin ${r.int(0, 5)}`,
    (r) => `ABCD2 score ${r.int(1, 7)}`,
    (r) => `ROSIER ${r.int(-1, 4)}`,
    (r) => `Hunt and Hess grade ${r.int(1, 4)}, Fisher grade ${r.int(1, 4)}`,
    (r) => `A-WPTAS ${r.int(12, 18)}/18 (Westmead PTA)`,
    (r) => `Rancho Los Amigos level ${r.pick(["IV", "V", "VI", "VII"])}`,
    (r) => `ASIA ${r.pick(["A", "B", "C", "D", "E"])}`,
    () => "PECARN: low risk",
    () => "CATCH rule negative",
    () => "CHALICE negative",
  ],
  ed: [
    (r) => `Wells score ${r.int(0, 6)}${r.pick([" (DVT)", " for PE", ""])}`,
    (r) => `revised Geneva score ${r.int(1, 10)}`,
    () => "Ottawa ankle rules negative",
    () => "Ottawa knee rule positive",
    () => "Canadian C-spine rule applied, no imaging needed",
    () => "NEXUS criteria met, collar cleared",
    (r) => `CURB-65 score ${r.int(0, 4)}`,
    (r) => `qSOFA ${r.int(0, 3)}`,
    (r) => `Alvarado score ${r.int(3, 9)}`,
    (r) => `HEART score ${r.int(1, 8)}`,
    (r) => `EDACS ${r.int(4, 20)}, low risk`,
    (r) => `Westley croup score ${r.int(1, 8)}`,
    () => "Centor 3, McIsaac 4",
    () => "PERC negative",
    () => "San Francisco syncope rule negative",
    (r) => `FLACC ${r.int(0, 10)}/10`,
    (r) => `Wong-Baker ${r.pick(["2", "4", "6", "8"])}`,
    (r) => `pain ${r.int(1, 9)}/10`,
    (r) =>
      `visual acuity ${r.pick(["6/6", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60"])} right, ${r.pick(["6/6", "6/9", "6/12", "6/18"])} left`,
  ],
  anaesthetic: [
    (r) => `Mallampati ${r.pick(["I", "II", "III"])}, Cormack-Lehane grade ${r.int(1, 3)}`,
    (r) => `ASA ${r.pick(["I", "II", "III", "IV"])}`,
  ],
  icu: [
    (r) => `SOFA ${r.int(2, 14)}`,
    (r) => `APACHE II ${r.int(8, 30)}`,
    (r) => `RASS ${r.pick(["-3", "-2", "-1", "0", "+1", "+2"])}`,
    (r) => `Richmond Agitation-Sedation Scale ${r.pick(["-2", "-1", "0"])}`,
    () => `CAM-ICU negative`,
    (r) => `Lund and Browder ${r.int(2, 30)}% TBSA`,
  ],
  nursing: [
    (r) => `Waterlow score ${r.int(8, 24)}`,
    (r) => `Braden score ${r.int(9, 23)}`,
    (r) => `Norton score ${r.int(8, 20)}`,
    (r) => `Morse Fall Scale ${r.pick(["25", "45", "55", "65", "80"])}`,
    (r) => `Barthel index ${r.int(4, 20) * 5}/100`,
    (r) => `MMSE ${r.int(14, 30)}/30`,
    (r) => `MoCA ${r.int(15, 30)}/30`,
    (r) => `Abbey Pain Scale ${r.int(0, 14)}`,
    (r) => `PAINAD ${r.int(0, 8)}/10`,
    (r) => `Clinical Frailty Scale ${r.int(2, 8)} (Rockwood)`,
  ],
  palliative: [
    (r) =>
      `Edmonton Symptom Assessment: pain ${r.int(0, 10)}, nausea ${r.int(0, 10)}, dyspnoea ${r.int(0, 10)}`,
    (r) => `PPS ${r.int(2, 7) * 10}%`,
    (r) => `ECOG ${r.int(0, 4)}`,
    (r) => `Karnofsky ${r.int(4, 10) * 10}%`,
    (r) => `Gleason ${r.pick(["3+3=6", "3+4=7", "4+3=7", "4+4=8"])}`,
    (r) => `Ann Arbor stage ${r.pick(["IIA", "IIIB", "IVA"])}`,
    (r) => `Nottingham Prognostic Index ${r.int(2, 6)}.${r.int(0, 9)}`,
    (r) => `Breslow thickness ${r.int(0, 4)}.${r.int(1, 9)} mm, Clark level ${r.pick(["II", "III", "IV"])}`,
    (r) => `Dukes ${r.pick(["A", "B", "C"])}`,
    (r) => `FIGO stage ${r.pick(["IB1", "IIA", "IIIC"])}`,
    () => "Bethesda category IV",
    (r) => `Khorana ${r.int(0, 3)}`,
  ],
  cardio: [
    (r) => `CHA2DS2-VASc ${r.int(1, 6)}, HAS-BLED ${r.int(0, 4)}`,
    (r) => `TIMI ${r.int(0, 5)}; GRACE ${r.int(80, 180)}`,
    (r) => `Killip class ${r.pick(["I", "II", "III"])}`,
    (r) => `NYHA class ${r.pick(["I", "II", "III", "IV"])}`,
    (r) => `CCS angina class ${r.int(1, 4)}`,
    () => "modified Jones criteria: 2 major",
    () => "Duke criteria: 1 major, 3 minor",
    () => "Caprini high risk",
    (r) => `Padua score ${r.int(2, 8)}`,
    (r) => `Fontaine stage ${r.pick(["IIa", "IIb", "III"])}`,
    (r) => `CEAP C${r.int(2, 6)}`,
  ],
  resp: [
    (r) => `Epworth Sleepiness Scale ${r.int(4, 20)}/24`,
    (r) => `STOP-BANG ${r.int(1, 7)}`,
    (r) => `MRC dyspnoea grade ${r.int(1, 5)}`,
    (r) => `Borg ${r.int(1, 9)}/10`,
    () => "Light's criteria: exudate",
  ],
  gi: [
    (r) => `Child-Pugh ${r.pick(["A", "B", "C"])}, MELD ${r.int(8, 30)}`,
    (r) => `Glasgow-Blatchford score ${r.int(0, 16)}`,
    (r) => `Rockall score ${r.int(1, 8)}`,
    (r) => `Glasgow-Imrie score ${r.int(0, 5)}`,
    (r) => `Ranson criteria ${r.int(0, 5)}`,
    (r) => `Los Angeles grade ${r.pick(["A", "B", "C", "D"])} oesophagitis`,
    (r) => `Prague C${r.int(0, 6)}M${r.int(1, 8)}`,
    (r) => `Forrest ${r.pick(["Ia", "Ib", "IIa", "IIb", "III"])} ulcer`,
    (r) => `Boston Bowel Preparation Scale ${r.int(4, 9)}`,
    (r) => `Bristol stool type ${r.int(1, 7)}`,
    (r) => `Montreal classification ${r.pick(["A2 L3 B1", "E2", "A1 L1 B2"])}`,
    () => `revised Atlanta classification: moderately severe`,
    () => `Tokyo guidelines grade II cholangitis`,
    (r) => `Hinchey ${r.pick(["Ia", "Ib", "II", "III"])}`,
    () => `within Milan criteria`,
    (r) => `Banff ${r.pick(["borderline", "IA", "IB"])} rejection`,
    () => "Sydney system: chronic active gastritis",
    (r) => `Mayo score ${r.int(2, 11)}`,
    (r) => `Harvey-Bradshaw ${r.int(3, 16)}`,
    () => "Rome IV criteria met for IBS",
  ],
  ortho: [
    (r) => `Oswestry Disability Index ${r.int(10, 70)}%`,
    (r) => `Oxford knee score ${r.int(10, 44)}/48`,
    (r) => `Oxford hip score ${r.int(10, 44)}/48`,
    (r) => `WOMAC ${r.int(20, 80)}`,
    (r) => `Kellgren-Lawrence grade ${r.int(1, 4)}`,
    (r) => `Beighton ${r.int(0, 9)}/9`,
    (r) => `Salter-Harris type ${r.pick(["I", "II", "III", "IV"])}`,
    (r) => `Weber ${r.pick(["A", "B", "C"])} ankle fracture`,
    (r) => `Garden ${r.pick(["I", "II", "III", "IV"])} neck of femur fracture`,
    (r) => `Gustilo-Anderson ${r.pick(["I", "II", "IIIA", "IIIB"])}`,
    (r) => `Schatzker ${r.pick(["II", "IV", "VI"])} tibial plateau fracture`,
    (r) => `Vancouver ${r.pick(["A", "B1", "B2", "C"])} periprosthetic fracture`,
    (r) => `power ${r.int(2, 5)}/5`,
  ],
  wound: [
    (r) => `Wagner grade ${r.int(1, 4)} foot ulcer`,
    (r) => `University of Texas grade ${r.int(0, 3)}${r.pick(["A", "B", "C", "D"])}`,
    (r) => `SINBAD ${r.int(1, 6)}`,
  ],
  mental: [
    (r) => `Kessler K10 ${r.int(12, 45)}`,
    (r) => `PHQ-9 ${r.int(3, 25)}, GAD-7 ${r.int(2, 21)}`,
    (r) => `Edinburgh Postnatal Depression Scale ${r.int(4, 22)}`,
    (r) => `AUDIT-C ${r.int(0, 12)}`,
    (r) => `CIWA-Ar ${r.int(2, 25)}`,
    (r) => `COWS ${r.int(3, 20)}`,
    (r) => `HoNOS ${r.int(6, 30)}`,
  ],
  maternal: [
    (r) => `APGAR ${r.int(5, 9)} at 1 min and ${r.int(8, 10)} at 5 min`,
    (r) => `Apgars ${r.int(6, 9)}/${r.int(8, 10)}`,
    (r) => `Bishop score ${r.int(2, 10)}`,
  ],
  neonatal: [
    (r) => `Finnegan score ${r.int(2, 12)}`,
    (r) => `Ballard ${r.int(28, 40)} weeks`,
    (r) => `Thompson score ${r.int(3, 14)}`,
    (r) => `Silverman-Andersen ${r.int(1, 7)}`,
    (r) => `Downes score ${r.int(1, 7)}`,
  ],
  child: [
    (r) => `Tanner stage ${r.int(1, 5)}`,
    (r) => `Blantyre Coma Scale ${r.int(1, 5)}`,
    (r) => `MUAC ${r.int(10, 14)}.${r.int(0, 9)} cm`,
    (r) => `weight-for-height Z ${r.pick(["-1", "-2", "-3"])}`,
    (r) => `Gomez grade ${r.pick(["I", "II", "III"])}`,
    () => "Wellcome classification: marasmic kwashiorkor",
    () => "WHO plan B rehydration",
    (r) => `Vesikari ${r.int(6, 16)}`,
  ],
};

/** `n` different scales or scores of `groups`. */
export function scales(r: Rng, n: number, ...groups: ScaleGroup[]): string[] {
  const pool = groups.flatMap((g) => SCALES[g]);
  const out: string[] = [];
  while (out.length < n && pool.length > 0)
    out.push((pool.splice(r.int(0, pool.length - 1), 1)[0] as (r: Rng) => string)(r));
  return out;
}

/** A scale or score of one of `groups` (any group when none is given). */
export function scale(r: Rng, ...groups: ScaleGroup[]): string {
  const from = groups.length > 0 ? groups : (Object.keys(SCALES) as ScaleGroup[]);
  return r.pick(SCALES[r.pick(from)])(r);
}

/** Eponymous signs and conditions as findings. */
export const EPONYMS: readonly string[] = [
  "Murphy's sign negative",
  "Rovsing's sign positive",
  "tender at McBurney's point",
  "Kernig's and Brudzinski's signs negative",
  "Babinski downgoing bilaterally",
  "Hoffmann's negative",
  "Romberg's positive",
  "Homans' sign negative",
  "Trendelenburg gait",
  "Lachman's positive",
  "McMurray's negative",
  "Phalen's and Tinel's positive",
  "Finkelstein's positive",
  "Hawkins-Kennedy positive",
  "Spurling's negative",
  "Thomas test shows a fixed flexion deformity",
  "Ortolani and Barlow negative",
  "Moro reflex present",
  "Chvostek's sign positive",
  "Trousseau's sign negative",
  "Kussmaul breathing",
  "Cheyne-Stokes respiration overnight",
  "Virchow's node not palpable",
  "Sister Mary Joseph nodule absent",
  "Cullen's and Grey Turner's signs absent",
  "Courvoisier's law: palpable gallbladder, painless jaundice",
  "Osler nodes and Janeway lesions absent",
  "Roth spots on fundoscopy",
  "Battle's sign behind the left ear",
  "Cushing's triad absent",
  "Beck's triad not present",
  "Marcus Gunn pupil on the right",
  "Horner's syndrome on the left",
  "Bell's palsy, House-Brackmann grade III",
  "Ramsay Hunt syndrome",
  "Guillain-Barré suspected",
  "Wernicke's encephalopathy: thiamine given",
  "Dupuytren's contracture of the ring finger",
  "Baker's cyst on ultrasound",
  "Osgood-Schlatter disease",
  "Perthes disease",
  "Colles fracture",
  "Smith's fracture",
  "Bennett's fracture",
  "Monteggia fracture-dislocation",
  "Jones fracture of the fifth metatarsal",
  "Lisfranc injury",
  "Maisonneuve fracture",
  "Hill-Sachs lesion",
  "Crohn's disease",
  "Hashimoto's thyroiditis",
  "Graves' disease",
  "Addison's disease",
  "Cushing's syndrome",
  "Raynaud's phenomenon",
  "Kawasaki disease",
  "Henoch-Schönlein purpura",
  "Still's disease",
  "Sjögren's syndrome",
  "Behçet's disease",
  "Paget's disease of bone",
  "Parkinson's disease",
  "Alzheimer's disease",
  "Huntington's disease",
  "Hodgkin lymphoma",
  "Burkitt lymphoma",
  "Wilms tumour",
  "Kaposi sarcoma",
  "Barrett's oesophagus",
  "Mallory-Weiss tear",
  "Zenker's diverticulum",
  "Meckel's diverticulum",
  "Hirschsprung disease",
  "Gilbert's syndrome",
  "Wilson's disease",
  "Budd-Chiari syndrome",
  "Down syndrome",
  "Turner syndrome",
  "Marfan habitus",
  "Ehlers-Danlos syndrome",
  "Tourette syndrome",
  "Duchenne muscular dystrophy; Gowers' sign",
  "Lewy body dementia",
  "Korsakoff syndrome",
  "Takotsubo cardiomyopathy",
  "Wolff-Parkinson-White pattern",
  "Brugada pattern on ECG",
  "Mobitz type I block",
  "Austin Flint murmur",
  "de Quervain's tenosynovitis",
  "Morton's neuroma",
  "Peyronie's disease",
  "Bowen's disease",
  "Stevens-Johnson syndrome",
];

/** Devices, lines, drains, dressings and aids by their eponymous or trade names, by use. */
export const DEVICES: Readonly<Record<"dressing" | "line" | "airway" | "ortho", readonly string[]>> = {
  dressing: [
    "Tegaderm",
    "Mepilex Border",
    "Aquacel Ag",
    "Kaltostat",
    "IntraSite gel",
    "Inadine",
    "Jelonet",
    "Bactigras",
    "Acticoat",
    "Allevyn",
    "DuoDERM",
    "Opsite",
    "Steri-Strips",
    "Melolin",
    "Primapore",
    "Tubigrip",
    "Coban",
    "crepe bandage",
    "Cavilon barrier film",
    "Flamazine",
    "zinc and castor oil",
    "VAC dressing at -125 mmHg",
    "PICO dressing",
  ],
  line: [
    "Foley catheter",
    "14 Fr Foley",
    "Hickman line",
    "PICC line",
    "Portacath",
    "Vas-Cath",
    "Permcath",
    "Tenckhoff catheter",
    "Swan-Ganz catheter",
    "Sengstaken-Blakemore tube",
    "Minnesota tube",
    "Ryle's tube",
    "Redivac drain",
    "Jackson-Pratt drain",
    "Blake drain",
    "Penrose drain",
    "Malecot catheter",
    "pigtail drain",
    "Ommaya reservoir",
  ],
  airway: [
    "Yankauer sucker",
    "Guedel airway",
    "Macintosh blade",
    "i-gel",
    "Hudson mask",
    "Venturi mask",
    "Bair Hugger",
    "Airvo",
    "Optiflow",
    "BiPAP",
    "Dräger Evita",
    "Servo-i",
  ],
  ortho: [
    "Philadelphia collar",
    "Aspen collar",
    "Miami J collar",
    "Thomas splint",
    "Zimmer frame",
    "Pavlik harness",
    "Buck's traction",
    "Hamilton Russell traction",
    "K-wires",
    "Ilizarov frame",
    "Austin Moore hemiarthroplasty",
    "Thompson hemiarthroplasty",
    "Exeter stem",
    "DHS",
    "gamma nail",
  ],
};

/** A ventilator or respiratory-support setting line. */
export function vent(r: Rng): string {
  const peep = r.int(5, 12);
  const fio2 = r.pick(["0.3", "0.35", "0.4", "0.45", "0.5", "0.6", "0.8"]);
  return r.pick([
    `SIMV-PC, Pinsp ${r.int(14, 26)}, PEEP ${peep}, RR ${r.int(12, 22)}, FiO2 ${fio2}, Ti 1.0 s, I:E 1:${r.pick(["2", "2.5", "3"])}`,
    `PSV ${r.int(8, 16)}/${peep}, FiO2 ${fio2}, Vt ${r.int(38, 55) * 10} mL, MV ${r.int(5, 11)}.${r.int(0, 9)} L/min`,
    `ASV ${r.int(100, 130)}%, PEEP ${peep}, FiO2 ${fio2}`,
    `VC, Vt ${r.int(38, 55) * 10} mL (${r.int(5, 8)} mL/kg PBW), RR ${r.int(12, 24)}, PEEP ${peep}, Pplat ${r.int(18, 30)}`,
    `BiPAP IPAP ${r.int(12, 20)} EPAP ${r.int(5, 8)}, FiO2 ${fio2}`,
    `CPAP ${r.int(5, 10)} cmH2O via full face mask`,
    `HFNP ${r.int(3, 6) * 10} L/min, FiO2 ${fio2}`,
    `nasal prongs ${r.int(1, 4)} L/min, SpO2 ${r.int(92, 98)}%`,
    `P/F ratio ${r.int(90, 320)}`,
    `ABG pH 7.${r.int(18, 46)}, pCO2 ${r.int(30, 70)} mmHg, pO2 ${r.int(55, 140)} mmHg, HCO3 ${r.int(14, 30)}, lactate ${r.int(0, 6)}.${r.int(1, 9)}`,
  ]);
}

/** An infusion line with concentration and rate. */
export function infusion(r: Rng, fluids: readonly string[]): string {
  return r.pick([
    `noradrenaline 4 mg in 50 mL at ${r.int(2, 15)} mL/h (${r.pick(["0.05", "0.08", "0.1", "0.15", "0.2"])} mcg/kg/min)`,
    `adrenaline 6 mg in 100 mL at ${r.int(2, 10)} mL/h`,
    `insulin 50 units in 50 mL at ${r.int(1, 8)} units/h as per protocol`,
    `heparin 25,000 units in 50 mL at ${r.int(1, 3)}.${r.int(0, 9)} mL/h, APTT ${r.int(4, 6)}-hourly`,
    `morphine PCA 1 mg bolus, 5 min lockout, no background`,
    `fentanyl 10 mcg/mL at ${r.int(2, 10)} mL/h`,
    `propofol 1% at ${r.int(5, 25)} mL/h`,
    `midazolam 1 mg/mL at ${r.int(1, 6)} mL/h`,
    `ketamine ${r.int(1, 4)} mg/kg/h`,
    `magnesium sulfate 4 g IV over 20 min then 1 g/h`,
    `oxytocin 10 units in 500 mL at ${r.pick(["12", "24", "36", "48"])} mL/h`,
    `amiodarone 300 mg over 1 h then 900 mg over 23 h`,
    `GTN 50 mg in 50 mL at ${r.int(1, 10)} mL/h`,
    `frusemide 250 mg in 50 mL at ${r.int(1, 4)} mL/h`,
    `potassium chloride 10 mmol in 100 mL over 1 h`,
    `${r.pick(fluids)} 1 L over ${r.pick(["4", "6", "8", "12"])} hours`,
    `${r.pick(fluids)} at ${r.int(6, 12) * 10} mL/h`,
    `${r.pick(fluids)} ${r.int(10, 20)} mL/kg bolus`,
  ]);
}

/** A clinical ratio. */
export function ratio(r: Rng): string {
  return r.pick([
    `urine PCR ${r.int(15, 300)} mg/mmol`,
    `ACR ${r.int(1, 60)}.${r.int(0, 9)} mg/mmol`,
    `AST:ALT ${r.pick(["2:1", "1:1", "3:1"])}`,
    `FEV1/FVC ${r.pick(["0.55", "0.62", "0.68", "0.74", "0.81"])}`,
    `INR ${r.int(1, 4)}.${r.int(0, 9)}`,
    `lignocaine 1% with adrenaline 1:200,000`,
    `adrenaline 1:1000 0.5 mg IM`,
    `massive transfusion 1:1:1`,
    `I:E ratio 1:2`,
    `nurse:patient ratio 1:1`,
    `CD4:CD8 ratio ${r.pick(["0.4", "0.8", "1.2"])}`,
    `cup-to-disc ratio ${r.pick(["0.3", "0.5", "0.7"])}`,
    `albumin:globulin ratio ${r.pick(["0.9", "1.2", "1.5"])}`,
    `LH:FSH ${r.pick(["2:1", "3:1"])}`,
  ]);
}

/** Vital signs in one line. */
export function obs(r: Rng): string {
  const sys = r.int(95, 175);
  return r.pick([
    `BP ${sys}/${r.int(50, 100)}, HR ${r.int(55, 125)}, RR ${r.int(12, 30)}, SpO2 ${r.int(88, 100)}% ${r.pick(["RA", "on 2 L", "on air", "on 4 L NP"])}, T ${r.int(36, 39)}.${r.int(0, 9)}`,
    `obs: ${sys}/${r.int(50, 100)}, ${r.int(55, 125)} reg, ${r.int(12, 30)}, ${r.int(90, 100)}%, ${r.int(36, 39)}.${r.int(0, 9)}`,
    `HR ${r.int(55, 125)}, BP ${sys}/${r.int(50, 100)} (MAP ${r.int(60, 110)}), sats ${r.int(90, 100)}%, temp ${r.int(36, 39)}.${r.int(0, 9)}`,
    `BGL ${r.int(4, 22)}.${r.int(0, 9)}, ketones ${r.int(0, 5)}.${r.int(0, 9)}`,
    `UO ${r.int(20, 120)} mL/h, balance +${r.int(1, 30) * 100} mL`,
  ]);
}
