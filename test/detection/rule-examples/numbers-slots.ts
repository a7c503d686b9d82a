import type { RuleExample } from "./example.ts";

/**
 * Identifiers read by their slot and shape rather than right after a label: the subject line of a
 * letter, a value beside its label, "/"-joined references and plates after a vehicle word
 * (recognisers/numbers/referral-line-id.ts, id-beside-label.ts, slash-joined-id.ts,
 * vehicle-plate-slot.ts). Every value was made up for these tests.
 */
export const NUMBER_SLOT_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "id-beside-age-sex",
    fires: [
      "Bed 4  KOVAC, Ana  72F  [[4839201]]  CCF  diuresis",
      "2. Tan Wei Ling F/54 [[12-345678]] - breast - adjuvant",
      "B12 | Nguyen Van An | 80/M | [[99A12345]] | falls",
      "bed 6 murphy sean [[10234/2024]] 67m cap",
      // The "M" of an age-sex mark after the value is no unit (metres); "12/34/5678" is no date.
      "SHARMA SUNIL  [[2021/4567123]]  M/45  12-03-1960",
      "Bed 4 — fatima bello 45F ([[12/34/5678]])",
    ],
    leaves: [
      "Bed 8  KOVAC, Ana  72F  CCF  K 4.1  Hb 102  dose 1000 mg",
      "Bed 9  REID, Al  70M  ph 0412345678",
      "72F 2/7 hx of falls, Plt 150 x10^9/L",
    ],
  },
  {
    rule: "spaced-id-beside-age-sex",
    fires: [
      "Bed 12  ROY, Marc  67M  ([[9123 456 789]])  CAP  abx day 3",
      "Nkosi, Thandi  [[123 456 789]]  F/45  TB  day 14",
      "bed 3 lee ann 45f [[2123 45678 1]] falls",
      "MOKOENA THABO  [[123 456 789]]  M/45  12-03-1960",
    ],
    leaves: [
      "Bed 4  LEE, Ann  45F  0412 345 678 rang",
      "Bed 4  LEE, Ann  45F  Hb 120 135 140 falling",
      "Bed 4  LEE, Ann  45F  fluids 1000 1000 mls",
    ],
  },
  {
    rule: "id-in-bed-row",
    fires: [
      "Bed 3A — Mary O'Brien ([[123456]])",
      "BED 4 - OKAFOR, CHIDI - [[UCH/2015/12345]] - CAP",
      "bed 12 — jean tremblay ([[9123 456 789]])",
    ],
    leaves: [
      "Bed 4 — Mary Smith (0412 345 678)",
      "Bed 4 — fluids (1000000 units)",
      "Bed 4 — Mary Smith (12/03/1978)",
      "Bed 4 — sepsis (CRP 123456)",
    ],
  },
  {
    rule: "id-after-item-name",
    fires: ["1. Jones, Mary ([[1234567]]) - rectal ca", "3  ADEYEMI Tunde   [[483920]]   liver mets"],
    leaves: [
      "1. Blood culture 2345678 - pending",
      "Patient Jones, Mary 1234567",
      "2. ICD 10 I50.9 heart failure",
      "1. amoxicillin capsules 500000 units",
    ],
  },
  {
    rule: "id-in-person-row",
    fires: [
      "[12/03, 14:20] Dr Rao: 67F chest pain, [[4839201]], in ED now",
      "ANAESTHETIC RECORD\nMOLOI T | 72F | Wt 60 kg | [[4839201]]\nASA 2",
      "MDT\n3. Tan, Mei Ling, [[NHIS-4839201]], DOB 5th March, 1954.",
      "Name: Ana Lee F 12/03/1954 [[N12345A]]\nGP: Dr X",
    ],
    leaves: [
      "67M, troponin 150000, repeat at 6h",
      "Bed 4, 72F, BP 120/80, 1500000 units penicillin",
      "72F, admitted 2019-2024 thrice",
    ],
  },
  {
    rule: "id-after-clinic-time",
    fires: ["Clinic list\n09:30 [[91-2345-6789-0123]] R. Kumar review", "09:45  [[A1234567]]  S. Patel  new"],
    leaves: ["09:30 1500000 units given", "Clinic at 09:30 4839201 on the form"],
  },
  {
    rule: "id-bracketed-after-name",
    fires: [
      "Patient: Mary Rose Smith ([[483920]]) aged 82, lives alone",
      "Client: Mr Chidi Okafor ([[A/12/3456]]) at home",
      "Claim form\nPatient: Ana Lee ([[1234 567 890]])\nDx: x",
    ],
    leaves: ["Diagnosis: Acute Kidney Injury (483920)", "Patient: Mary Smith (2019-2024)"],
  },
  {
    rule: "id-closing-title-line",
    fires: ["MED REC - Ana Lee - [[483920]]\nAllergies: nil"],
    leaves: [
      "MED REC - Ana Lee\nAllergies: nil - 483920",
      "Medicines reconciliation - warfarin - 483920\nok",
    ],
  },
  {
    rule: "id-in-subject-line",
    fires: [
      "Re: Mere Tane, 4/5/61, [[ZKT2741]]",
      "RE: John Smith ([[482-13927-4]])",
      "Referral: Ana Lee, DOB 4/5/1961, [[4821392K]]",
      "Referral: Ana Lee, DOB 4/5/1961, [[1234 567 890]]",
    ],
    leaves: [
      "Re: Mere Tane, 4/5/1961, HbA1c 48",
      "Re: your letter of 12/03/2024, ward 4B",
      "Re: Mere Tane, 4/5/1961, 0412 345 678",
    ],
  },
  {
    rule: "id-bracketed-after-label",
    fires: [
      "NHI checked against the card ([[ZKT27QX]]).",
      "DPS No confirmed with the pharmacy ([[4821392K]]).",
    ],
    leaves: ["NHI checked against the card (expired).", "Claim lodged with insurer (ICD-10)."],
  },
  {
    rule: "id-before-label",
    fires: ["Card shows [[ZKT27QX]] as the NHI.", "Quoted [[482-13927-4]] as her Medisave acct."],
    leaves: ["Card shows 12/03/2024 as the claim date.", "Listed ICD-10 as the code."],
  },
  {
    rule: "id-after-label-short",
    fires: ["NHI: [[ZKT27QX]]", "| HPI-CPN | [[27QTRX]] |", "nhi: [[zkt27qx]]", "CPSA ....... [[048213]]"],
    leaves: ["NHI: pending", "Lab: HbA1c 48", "Bed no 12345", "Code: ICD-10 E11", "Ref no: E11.9"],
  },
  {
    rule: "id-slash-joined",
    fires: ["Hosp No [[LUTH/21/48213]] on the folder.", "Enrollee [[HYG/48213/B]] verified."],
    leaves: ["SIMV/PS 10/5, FiO2 0.4.", "Staged T2/N0/M0 on imaging.", "Vent A/C/14/500/5 overnight."],
  },
  {
    rule: "plate-in-vehicle-slot",
    fires: [
      "Pt was the driver of [[KTR 482 FS]].",
      "Passenger in [[FRD27]] when it left the road.",
      "Vehicle [[KA 27 QT 4821]] towed from scene.",
    ],
    leaves: [
      "Pt was the driver of the car.",
      "Vehicle 2 occupants ok.",
      "Car at 12 PM outside ED.",
      "hpi: nguyen van long is a 67 yo m with chf.",
      "HPI: NGUYEN VAN LONG IS A 67 YO M WITH CHF.",
    ],
  },
  {
    rule: "phone-in-contact-clause",
    fires: [
      "Collateral from Chidi Okafor on [[08031234567]]: low mood.",
      "Critical K+ phoned to Wei on [[6482-1392]] by the lab.",
      "Study coordinator: K. Tan, [[9123 4567]]",
    ],
    leaves: [
      "Spoke with the team; weight 12 kg, 1 2 3 4 5 6 7 8 listed.",
      "Study coordinator: K. Tan, 1234 5678",
      "called at 0800 1200 1600 re pain",
      "Call the crisis helpline on 6389 2222 any time.",
    ],
  },
];
