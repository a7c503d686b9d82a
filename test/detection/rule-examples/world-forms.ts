import type { RuleExample } from "./example.ts";

/**
 * Shapes that every country's writers use in forms, dictations, threads and reports (round 17,
 * issue 19): an identifier dictated digit by digit, a field of initials, an ordinal day after a
 * plan, the sender of a message in a pasted thread, a police station named by its place. Every
 * text was written for these tests.
 */
export const WORLD_FORM_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "spoken-digit-run",
    fires: [
      "Her hospital number is [[four seven two nine one three eight]], date of birth to follow.",
      "MRN [[six three one, two eight four, nine nine zero]].",
      "medicare number [[two nine five one dash three four eight seven dash one]] please.",
      "the number is [[double four seven, oh two one nine]].",
      // Letters spelled around the digits: an NHI's three, an NRIC's prefix and check letter.
      "her NHI is [[c k l one two three four]], confirmed with her.",
      "NRIC [[s one two three four five six seven d]] and she is",
      // A RAMQ number read out: four letters, then eight digits.
      "carte soleil [[t r e m five four zero five one five one two]] merci",
      "OHIP [[one two three four - five six seven - eight nine zero - a b]] please.",
      // A letter "a" opening the value: before more letters, or right after the label.
      "her NHI [[a b c one two three four]] full stop",
      "hospital number [[a one two three four five]] full stop",
    ],
    leaves: [
      "Power four four four four in all limbs, GCS fifteen.",
      "She takes one two three four tablets a day.",
      "Counted back from twenty, named five objects.",
    ],
  },
  {
    rule: "initials-after-label",
    fires: [
      "Subject initials: [[J-K]]\nRandomisation no: 1042",
      "Initials: [[M]]",
      "Pt initials: [[AB]]",
      "INITIALS: [[M.T.]]",
      "Nurse initials - [[R]]",
    ],
    leaves: ["Initials: N/A", "Initials: I was not sure", "Write your initials in the box below."],
  },
  {
    rule: "day-ordinal-after-plan",
    fires: [
      "Bed 4 - Sipho Ndlovu - EDD home [[3rd]]",
      "plan: home by [[21st]], obs stable",
      "CAP, improving. ?home [[2nd]].",
      "?d/c [[21st]] if INR ok",
      "TCI [[12th]] for TKR",
      "f/up [[9th]] in clinic",
    ],
    leaves: [
      "Review 2nd opinion needed.",
      "Due 3rd dose tomorrow.",
      "Clinic 4th floor, room 2.",
      "Home 1st time since the fall.",
    ],
  },
  {
    rule: "sender-after-stamp",
    fires: [
      "[28/11/2026 10:32] [[priya s]]: bed 4 needs review\n[28/11/2026 10:35] ciaran: on my way",
      "28/11/2026, 10:32 - [[Chidinma Obi]]: bed 4 sats dropping\n28/11/2026, 10:34 - Ciaran: coming now",
      "10:32 [[tunde]]: can someone chart the abx\n10:33 ngozi: done",
    ],
    leaves: [
      "Obs 09:00: BP 120/80\nObs 12:00: stable",
      "[09:25] Charge nurse: ok\n[09:26] Pharmacy: charted",
      "[10:32] priya s: one message only",
    ],
  },
  {
    rule: "sender-before-stamp",
    fires: [
      "[[Ngozi Eze]] (09:15): thanks\nTunde (09:20): bloods sent",
      "[[tunde]], 09:20: bloods sent\nngozi, 09:21: ta",
      "[[priya sharma]] 10:32\nbed 4 sats dropping\nciaran 10:34\ncoming now",
    ],
    leaves: ["Pharmacy (09:22): charted\nWard clerk (09:30): done", "Plan 14:00: review\nObs 16:00: stable"],
  },
  {
    rule: "police-station-named",
    fires: [
      "Brought by the SHO of [[Kotwali PS]] on 12/03/2026.",
      "Inquest papers from the SHO of [[Hazratganj P.S.]] received.",
      "Requisition of [[Kotwali Police Station]] dated 12/03/2026.",
      "Constable of [[Mylapore police station]] accompanied.",
      "Requisition from [[Nyanga SAPS]], case no. 123/03/2026.",
      "Case registered at [[Sector 20 PS]], Noida.",
      "Body sent by [[PS Kotwali]].",
    ],
    leaves: [
      "ECOG PS 1, PS 10 PEEP 5.",
      "Decreased PS to 14 with VT 800.",
      "Attemped PS wean, sats dropped.",
      "POOR PS, FOR PALLIATIVE CARE.",
    ],
  },
  {
    rule: "number-dash-check-digit",
    fires: [
      "Bed 3 Thandi Mokoena ([[A123456-7]]) pneumonia",
      "Folder [[123456-7]] on the sticker.",
      "Bed 6 - [[1234567-8]] - sepsis",
    ],
    leaves: ["Version v1.123456-7 of the app.", "Range 100-250 mL, 2-3 times.", "Dated 2024-11-28."],
  },
  {
    rule: "code-letter-digits-letter",
    fires: ["Dr Tan Wei Ming ([[M12345A]]) reviewed.", "Memo from Dr Lim Hui Min ([[M54321Z]]), polyclinic."],
    leaves: ["Dr Tan Wei Ming (M12345) reviewed.", "Part M12345A in stock."],
  },
];
