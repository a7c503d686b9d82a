import type { RuleExample } from "./example.ts";

/**
 * References after their labels in registration records, handovers and claim forms
 * (recognisers/numbers/labelled-reference.ts). Every value was made up for these tests.
 */
export const NUMBER_LABEL_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "reference-after-leader",
    fires: [
      "Medical card no.......... [[123456A]]",
      "CGHS card ........ [[123456]]",
      "| Enrollee | [[LH/12345/A]] |",
      "| Work permit | [[0 1234567 8]] |",
      "Medisave: [[123-45678-9]]",
      "Plate ........ [[SBA 1234 K]]",
      "occurrence # [[gp 2024-123456]]",
      "nhi number [[abc12d4]]",
      // A hyphen run into the label and the value; a council's register.
      "nsitf claim-[[ecs/123456]] lodged",
      "(nursing council reg [[knc 123456]])",
      // A work permit's check digit after one and seven digits, whatever follows it.
      "Quoted Work permit No [[1 2345678 9]] over the phone.",
    ],
    leaves: [
      "CARDIAC: HR 56-71 SR. NO ECTOPY. SBP 189-190 ON ARRIVAL.",
      "ID: tmax 101 overnight, cultures sent.",
      "Bed no ....... 12",
      "Home phone number: 0412 345 678",
      "Card no: 12/05/2024",
      "Sample: 250 ml sent to lab.",
    ],
  },
  {
    rule: "reference-after-label",
    fires: [
      "chas card [[s1234567]]",
      "Referred under the Drug Payment Scheme (DPS [[1234567A]]).",
      "Seen by pharmacist J Murphy, PSI [[12345]].",
      "Patient was a passenger in vehicle [[SBA 1234 K]] which hit a wall.",
      "SAPS opened a case, CAS [[123/04/2024]], at the scene.",
      "IHI [[1234567890]] confirmed.",
      "dr ada obi mbbs mdcn [[m.12345]]\nconsultant physician",
    ],
    leaves: [
      "rate of 150s raf w/bp 124/70, team aware.",
      "Case 12 of the series.",
      "cad 2019, stents x2.",
      "Vehicle 2 was a bus.",
    ],
  },
];
